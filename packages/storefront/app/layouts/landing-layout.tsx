import { useIntl } from "react-intl";
import { Link, Outlet } from "react-router";
import { Logo } from "../components/logo.tsx";
import { FaultSwitch } from "../features/app-start/fault-switch.tsx";
import { MAIN_CONTENT_ID } from "../features/navigation/header.tsx";
import { useShop } from "../lib/shop-context.tsx";
import styles from "./layouts.module.css";

/**
 * Landing layout: campaign pages with a light frame (logo, content, a way back to the
 * shop). It has no error screen of its own: a failure falls back to the root's.
 */
export default function LandingLayout() {
  const shop = useShop();
  const intl = useIntl();
  return (
    <div className={styles.frame} data-layout="landing">
      <header className={styles.landingHeader}>
        <Link to="/">
          <Logo alt={shop.name} />
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <FaultSwitch layout="landing-layout" />
        <Outlet />
      </main>
      <footer className={styles.landingFooter}>
        <p>
          <Link to="/">{intl.formatMessage({ id: "notFound.homeLink" }, { shopName: shop.name })}</Link>
        </p>
      </footer>
    </div>
  );
}
