import { useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { CartLine } from "./cart-line.tsx";
import type { CartData } from "./cart-queries.ts";
import { CartTotals, FreeShippingProgress } from "./cart-totals.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { useCartMutations } from "./use-cart-mutations.ts";
import styles from "./cart-screen.module.css";

/** A way back into the catalogue from an empty cart (the route gives the menu's top categories). */
export interface CatalogueLink {
  name: string;
  url: string;
}

/** What the cart's action answered a form posted without JavaScript, when it was refused. */
export interface CartFormRefusal {
  intent: string;
  itemId?: string;
  message: string;
}

/**
 * `/cart`: the lines on the left, the totals (sticky) on the right from a tablet's width up; one
 * column on a phone, the totals after the lines. An empty cart says so and leads back into the
 * catalogue.
 */
export function CartScreen({ cart, categories, refusal }: { cart: CartData; categories: CatalogueLink[]; refusal?: CartFormRefusal | null }) {
  const intl = useIntl();
  const mutations = useCartMutations();
  const linesTitleId = useId();
  const summaryTitleId = useId();
  const blockedId = useId();

  // One polite region for the whole screen, kept when the last line goes and the empty state comes.
  const status = (
    <VisuallyHidden>
      <span role="status">{mutations.status}</span>
    </VisuallyHidden>
  );
  if (cart.items.length === 0) {
    return (
      <>
        {status}
        <EmptyCart categories={categories} />
      </>
    );
  }

  const lineRefusal = refusal && refusal.intent !== "coupon-apply" ? refusal.message : null;
  return (
    <>
    {status}
    <div className={styles.layout}>
      <section className={styles.lines} aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className={styles.linesTitle}>
          {intl.formatMessage({ id: "cart.lines.title" }, { count: cart.itemsQuantity })}
        </h2>
        {lineRefusal && (
          <p className={styles.refusal} role="alert">
            {lineRefusal}
          </p>
        )}
        <ul className={styles.lineList}>
          {cart.items.map((line) => (
            <CartLine key={line.item_id} line={line} mutations={mutations} variant="page" />
          ))}
        </ul>
        <Link to="/" className={styles.continue}>
          <Icon name="chevron-left" size={18} />
          {intl.formatMessage({ id: "cart.continue" })}
        </Link>
      </section>

      <aside className={styles.summary} aria-labelledby={summaryTitleId}>
        <div className={styles.summaryCard}>
          <h2 id={summaryTitleId} className={styles.summaryTitle}>
            {intl.formatMessage({ id: "cart.totals.title" })}
          </h2>
          <FreeShippingProgress estimate={cart.shippingEstimate} />
          <CouponForm coupon={cart.coupon} mutations={mutations} refusal={refusal?.intent === "coupon-apply" ? refusal.message : null} />
          <CartTotals cart={cart} />
          {cart.isReadyForCheckout ? (
            <Link to="/checkout/login" className={buttonClassName({ size: "l", block: true })}>
              <Icon name="lock" size={20} tone="inverse" />
              {intl.formatMessage({ id: "cart.checkout" })}
            </Link>
          ) : (
            <>
              {/* Not a link while checkout would refuse the cart; focusable so its explanation is read. */}
              <button type="button" className={buttonClassName({ size: "l", block: true })} aria-disabled="true" aria-describedby={blockedId}>
                <Icon name="lock" size={20} tone="inverse" />
                {intl.formatMessage({ id: "cart.checkout" })}
              </button>
              <p id={blockedId} className={styles.blocked}>
                {intl.formatMessage({ id: "cart.checkout.blocked" })}
              </p>
            </>
          )}
          <p className={styles.secure}>
            <Icon name="lock" size={16} />
            {intl.formatMessage({ id: "cart.checkout.secure" })}
          </p>
        </div>
      </aside>
    </div>
    </>
  );
}

/** The empty cart: said plainly, with the shop's departments and a way home. */
export function EmptyCart({ categories }: { categories: CatalogueLink[] }) {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-cart-empty="">
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name="cart" size={40} />
      </span>
      <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: "cart.empty.title" })}</h2>
      <p className={styles.emptyText}>{intl.formatMessage({ id: "cart.empty.text" })}</p>
      <Link to="/" className={buttonClassName({ size: "l" })}>
        {intl.formatMessage({ id: "cart.empty.cta" })}
      </Link>
      {categories.length > 0 && (
        <nav className={styles.departments} aria-label={intl.formatMessage({ id: "cart.empty.categories" })}>
          <ul>
            {categories.map((category) => (
              <li key={category.url}>
                <Link to={category.url}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
