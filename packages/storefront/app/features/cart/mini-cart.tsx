import { skipToken } from "@apollo/client/react";
import { type MouseEvent, Suspense, lazy, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Drawer } from "../../components/drawer.tsx";
import { Icon } from "../../components/icon.tsx";
import { Loading } from "../../components/loading.tsx";
import { loadedBrowserClient, onBrowserClientLoaded } from "../../lib/browser-client.ts";
import { useFormat } from "../../lib/format.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { CART_PATH } from "./cart-path.ts";
import { CART_QUERY } from "./cart-queries.ts";
import { miniCartSignal } from "./mini-cart-signal.ts";
import headerAction from "../../components/header-action.module.css";
import styles from "./mini-cart.module.css";

const noClient = () => undefined;

/**
 * The drawer's lines, with their quantity and removal forms: only ever shown once the drawer
 * opens, so no page downloads them before it is interactive. Fetched with Apollo Client at idle
 * time (below), so that opening the drawer seldom waits.
 */
const loadLines = () => import("./mini-cart-lines.tsx");
const MiniCartLines = lazy(loadLines);

/** A plain left click (a new tab or window still opens `/cart`). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header's cart: an icon with the number of items, opening a drawer with the lines, their
 * quantities, the subtotal, the way to free delivery and the links to the cart and checkout. The
 * cart is personal, so none of it is in the server's page (shared by every shopper, ADR 046): the
 * server renders a plain link to `/cart`, which is all there is without JavaScript; the count is
 * asked once the browser's client has loaded (idle time, ADR 033) and follows every cart change
 * in Apollo's cache. An add elsewhere (product page, quick order) opens it through
 * `miniCartSignal`, with a confirmation of what was added.
 */
export function MiniCart() {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const drawerId = useId();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const client = useSyncExternalStore(onBrowserClientLoaded, loadedBrowserClient, noClient);
  // Asked once the client is there anyway, or at once when the shopper opens the drawer.
  const { data, error } = usePageQuery(CART_QUERY, client || open ? {} : skipToken);
  const cart = data?.cart;
  useEffect(() => {
    if (client) void loadLines().catch(() => undefined);
  }, [client]);

  useEffect(
    () =>
      miniCartSignal.subscribe((request) => {
        setAdded(request.added);
        setAnnouncement("");
        setOpen(true);
      }),
    [],
  );

  // A navigation (a link in the drawer, the browser's back button) closes it.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  // Said once the drawer is there: a live region filled as it appears is not always announced.
  const addedNames = cart?.items.filter((line) => added.includes(line.item_id)).map((line) => line.name) ?? [];
  const confirmation = addedNames.length > 0 ? intl.formatMessage({ id: "cart.mini.added" }, { count: addedNames.length, names: intl.formatList(addedNames) }) : "";
  useEffect(() => {
    if (!open || !confirmation) return;
    const timer = window.setTimeout(() => setAnnouncement(confirmation), 150);
    return () => window.clearTimeout(timer);
  }, [open, confirmation]);

  const count = cart?.itemsQuantity;
  const label = count === undefined ? intl.formatMessage({ id: "navigation.cart" }) : intl.formatMessage({ id: "navigation.cart.withCount" }, { count });
  const close = () => {
    setOpen(false);
    setAdded([]);
    setAnnouncement("");
  };

  return (
    <>
      <Link
        ref={triggerRef}
        to={CART_PATH}
        className={headerAction.action}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        data-cart-count={count}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className={headerAction.icon}>
          <Icon name="cart" size={24} />
          {count !== undefined && count > 0 && (
            <span className={headerAction.badge} aria-hidden="true">
              {intl.formatNumber(count)}
            </span>
          )}
        </span>
        <span className={headerAction.label} aria-hidden="true">
          {intl.formatMessage({ id: "navigation.cart" })}
        </span>
      </Link>
      <Drawer
        id={drawerId}
        open={open}
        onClose={close}
        title={intl.formatMessage({ id: "cart.mini.title" })}
        closeLabel={intl.formatMessage({ id: "cart.mini.close" })}
        side="end"
        returnFocus={triggerRef}
        closeOnLink
        className={styles.drawer}
        footer={
          cart && cart.items.length > 0 ? (
            <div className={styles.foot}>
              <p className={styles.subtotal}>
                <span>{intl.formatMessage({ id: "cart.mini.subtotal" })}</span>
                <strong data-total="subtotal">{format.money(cart.prices.subtotal.priceInclTax)}</strong>
              </p>
              <div className={styles.actions}>
                <Link to={CART_PATH} className={buttonClassName({ variant: "secondary", block: true })}>
                  {intl.formatMessage({ id: "cart.mini.view" })}
                </Link>
                {cart.isReadyForCheckout && (
                  <Link to="/checkout/login" className={buttonClassName({ block: true })}>
                    <Icon name="lock" size={18} tone="inverse" />
                    {intl.formatMessage({ id: "cart.checkout" })}
                  </Link>
                )}
              </div>
              {!cart.isReadyForCheckout && <p className={styles.blocked}>{intl.formatMessage({ id: "cart.checkout.blocked" })}</p>}
            </div>
          ) : undefined
        }
      >
        <p role="status" className={announcement ? styles.confirmation : styles.silent}>
          {announcement && <Icon name="checkmark-circle" size={20} />}
          {announcement}
        </p>
        {!cart && error && (
          <div className={styles.unavailable}>
            <p>{intl.formatMessage({ id: "cart.mini.unavailable" })}</p>
            <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => void loadedBrowserClient()?.refetchQueries({ include: [CART_QUERY] })}>
              {intl.formatMessage({ id: "cart.mini.retry" })}
            </button>
          </div>
        )}
        {!cart && !error && <Loading />}
        {cart && cart.items.length === 0 && (
          <div className={styles.empty}>
            <Icon name="cart" size={32} />
            <p className={styles.emptyTitle}>{intl.formatMessage({ id: "cart.empty.title" })}</p>
            <Link to="/" className={buttonClassName({ variant: "secondary" })}>
              {intl.formatMessage({ id: "cart.empty.cta" })}
            </Link>
          </div>
        )}
        {cart && (
          <Suspense fallback={cart.items.length > 0 ? <Loading /> : null}>
            <MiniCartLines cart={cart} added={added} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
