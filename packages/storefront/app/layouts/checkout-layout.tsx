import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router";
import { FaultSwitch } from "../features/app-start/fault-switch.tsx";
import { CheckoutHeader, MAIN_CONTENT_ID } from "../features/navigation/header.tsx";
import { useShop } from "../lib/shop-context.tsx";
import { LayoutErrorScreen } from "./layout-error.tsx";
import styles from "./layouts.module.css";

function CheckoutFrame({ children }: { children: ReactNode }) {
  const shop = useShop();
  const intl = useIntl();
  return (
    <div className={styles.frame} data-layout="checkout">
      <CheckoutHeader />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.checkoutFooter}>
        <p>
          {intl.formatMessage(
            { id: "shell.checkout.help" },
            {
              phone: (
                <a key="phone" href={`tel:${shop.contactPhone.replace(/[^\d+]/g, "")}`}>
                  {shop.contactPhone}
                </a>
              ),
              email: (
                <a key="email" href={`mailto:${shop.contactEmail}`}>
                  {shop.contactEmail}
                </a>
              ),
            },
          )}
        </p>
      </footer>
    </div>
  );
}

/** Checkout layout: a focused frame without the shop's menu, so nothing distracts from paying. */
export default function CheckoutLayout() {
  return (
    <CheckoutFrame>
      <FaultSwitch layout="checkout-layout" />
      <Outlet />
    </CheckoutFrame>
  );
}

export function ErrorBoundary() {
  return (
    <CheckoutFrame>
      <LayoutErrorScreen boundary="checkout-layout" />
    </CheckoutFrame>
  );
}
