import { type MouseEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useHref, useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../components/alert.tsx";
import { Icon, ImageIcon } from "../../components/icon.tsx";
import type { WishlistItemInput } from "../../lib/generated/graphql.ts";
import { itemsOfSku } from "./wishlist-items.ts";
import { WISHLIST_PATH, wishlistLoginPath } from "./wishlist-paths.ts";
import { useWishlist } from "./wishlist-state.tsx";
import styles from "./wishlist-heart.module.css";

export interface WishlistHeartProps {
  /** The product's sku (a configurable's own). */
  sku: string;
  /** The product's name, for the confirmation said once kept or removed. */
  name: string;
  /** `card`: an icon in a product card's corner; `page`: a button with its words, beside "add to basket". */
  look: "card" | "page";
  /** The choices to keep with the product, read when pressed (a product page's current selection). */
  choices?: () => Omit<WishlistItemInput, "sku">;
  /**
   * The product page's add form: the heart is one of its buttons, posting to the wishlist's
   * action instead, so that without JavaScript the selection's fields (which name that form) are kept too.
   */
  form?: string;
}

/** The longest query string a heart comes back to (filters, sort and page fit many times over). */
const MAX_RETURN_QUERY = 512;

/**
 * The heart: pressed while the list holds the product (any item with its sku); pressing it keeps
 * the product with its choices, pressed again it removes every item of the product. Its name says
 * what pressing does ("Ajouter à ma liste d'envies" / "Retirer de …"), `aria-pressed` whether it
 * is kept, and the page's live region confirms the change. A visitor's product is kept with the
 * session by the API (SIGN_IN_REQUIRED, `keptUntilSignIn`): the visitor is taken to sign in and
 * back here, and finds it in their list. Without JavaScript (or before hydration) it is a form
 * posting to `/user/wishlist`, whose action keeps the product and comes back (or goes to sign in).
 * The server renders it unpressed for everybody (the page is shared); the list fills it in.
 */
export function WishlistHeart({ sku, name, look, choices, form }: WishlistHeartProps) {
  const intl = useIntl();
  const { active, wishlist, announce } = useWishlist();
  const { notify } = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const action = useHref(WISHLIST_PATH);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  if (!active) return null;

  const kept = itemsOfSku(wishlist?.items, sku);
  const pressed = kept.length > 0;
  const label = intl.formatMessage({ id: pressed ? "wishlist.heart.remove" : "wishlist.heart.add" });
  // A listing's hearts are told apart by their product (its page's heart sits under its name).
  const cardLabel = intl.formatMessage({ id: pressed ? "wishlist.heart.removeOf" : "wishlist.heart.addOf" }, { name });
  // Store-relative (React Router's location): the sign-in screen and the action come back here,
  // with the page's query while it is one a shopper makes (a made-up URL's kilobytes would be
  // repeated in every card's form).
  const back = location.search.length <= MAX_RETURN_QUERY ? `${location.pathname}${location.search}` : location.pathname;

  const press = async (event: MouseEvent<HTMLButtonElement>) => {
    // Hydrated: the change goes through the API where the shopper is, not through a page load.
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { changeWishlist } = await import("./wishlist-changes.ts");
      const outcome = pressed
        ? await changeWishlist(intl, { intent: "remove", itemIds: kept.map((item) => item.id) })
        : await changeWishlist(intl, { intent: "add", item: { sku, ...choices?.() } });
      if (outcome.result?.errorCode === "SIGN_IN_REQUIRED") {
        await navigate(wishlistLoginPath(back));
        return;
      }
      if (outcome.ok) announce(intl.formatMessage({ id: pressed ? "wishlist.heart.removed" : "wishlist.heart.added" }, { name }));
      else notify({ type: "error", message: outcome.message ?? intl.formatMessage({ id: "mutation.fault.unknown" }) });
    } catch {
      // The code of the change could not be downloaded (the network dropped).
      notify({ type: "error", message: intl.formatMessage({ id: "mutation.fault.offline" }) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const button = (
    <button
      type="submit"
      name="intent"
      value="add"
      className={look === "card" ? styles.cardButton : styles.pageButton}
      aria-pressed={pressed}
      aria-label={look === "card" ? cardLabel : undefined}
      aria-busy={busy || undefined}
      data-wishlist-heart={sku}
      onClick={(event) => void press(event)}
      {...(form ? { form, formAction: action, formMethod: "post", formNoValidate: true } : {})}
    >
      <Icon name="heart" size={look === "card" ? 22 : 20} className={styles.empty} />
      <ImageIcon name="favorite" size={look === "card" ? 22 : 20} className={styles.full} />
      {look === "page" && <span>{label}</span>}
    </button>
  );
  const fields = (
    <>
      <input type="hidden" name="sku" value={sku} form={form} />
      <input type="hidden" name="redirect" value={back} form={form} />
    </>
  );
  if (form) {
    return (
      <div className={styles.page}>
        {fields}
        {button}
      </div>
    );
  }
  return (
    <form method="post" action={action} className={look === "card" ? styles.card : styles.page}>
      {fields}
      {button}
    </form>
  );
}
