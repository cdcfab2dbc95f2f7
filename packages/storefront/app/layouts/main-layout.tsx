import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { FaultSwitch } from "../features/app-start/fault-switch.tsx";
import { MiniCart } from "../features/cart/mini-cart.tsx";
import { Footer } from "../features/navigation/footer.tsx";
import { Header, MAIN_CONTENT_ID } from "../features/navigation/header.tsx";
import { MENU_QUERY } from "../features/navigation/navigation-queries.ts";
import { SearchForm } from "../features/search/search-form.tsx";
import { browserLoader, routeData, serverLoader } from "../lib/route-data.ts";
import { LayoutErrorScreen } from "./layout-error.tsx";
import styles from "./layouts.module.css";

/** The header's menu and currencies, in the page's cache for server rendering. */
const load = routeData(() => [{ query: MENU_QUERY }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

function MainFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="main">
      <Header search={<SearchForm />} cart={<MiniCart />} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Main layout: the shop's header and footer around the home, catalogue, content and account screens. */
export default function MainLayout() {
  return (
    <MainFrame>
      <FaultSwitch layout="main-layout" />
      <Outlet />
    </MainFrame>
  );
}

/** The main layout's own error screen, inside its frame. */
export function ErrorBoundary() {
  return (
    <MainFrame>
      <LayoutErrorScreen boundary="main-layout" />
    </MainFrame>
  );
}
