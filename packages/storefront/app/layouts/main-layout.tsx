import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { FaultSwitch } from "../features/app-start/fault-switch.tsx";
import { MiniCart } from "../features/cart/mini-cart.tsx";
import { Footer } from "../features/navigation/footer.tsx";
import { Header, MAIN_CONTENT_ID } from "../features/navigation/header.tsx";
import { MENU_QUERY } from "../features/navigation/navigation-queries.ts";
import { SearchForm } from "../features/search/search-form.tsx";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "../features/wishlist/wishlist-feature.ts";
import { WishlistHeart } from "../features/wishlist/wishlist-heart.tsx";
import { WishlistProvider, useWishlist } from "../features/wishlist/wishlist-state.tsx";
import { type ProductCardActions, ProductCardActionsContext } from "../lib/product-card-actions.ts";
import { browserLoader, routeData, serverLoader } from "../lib/route-data.ts";
import { LayoutErrorScreen } from "./layout-error.tsx";
import styles from "./layouts.module.css";

/**
 * The header's menu and currencies, and whether the shop has wishlists (public configuration, the
 * same for everybody: the server renders the hearts and the wishlist links as they stay), in the
 * page's cache for server rendering.
 */
const load = routeData(() => [{ query: MENU_QUERY }, { query: IS_FEATURE_ACTIVE_QUERY, variables: WISHLIST_FEATURE }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Every product card's heart (the cards are the catalogue's: the layout fills their actions slot). */
const cardHeart: ProductCardActions = (product) => <WishlistHeart sku={product.sku} name={product.name} look="card" />;

function Frame({ children }: { children: ReactNode }) {
  const { active, status, wishlist } = useWishlist();
  return (
    <div className={styles.frame} data-layout="main">
      <Header search={<SearchForm />} cart={<MiniCart />} wishlist={active ? { count: status === "ready" ? wishlist?.itemsCount : undefined } : null} />
      <ProductCardActionsContext.Provider value={active ? cardHeart : null}>
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </ProductCardActionsContext.Provider>
      <Footer />
    </div>
  );
}

/** The frame with the wishlist's state, which the header, the cards' hearts and the account area below share. */
function MainFrame({ children }: { children: ReactNode }) {
  return (
    <WishlistProvider>
      <Frame>{children}</Frame>
    </WishlistProvider>
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
