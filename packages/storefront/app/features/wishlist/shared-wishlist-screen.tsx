import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { SharedWishlistItem } from "./shared-wishlist-item.tsx";
import { type SharedWishlistData, sharedWishlistAddPath } from "./shared-wishlist-queries.ts";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import styles from "./shared-wishlist.module.css";

/**
 * A form adding to the visitor's basket from a shared list: it posts to the add page's action
 * (`…/add` for everything, `…/add/:itemId` for one item), which adds in-process and shows what was
 * added and skipped, with or without JavaScript (React Router's form submits it without a reload
 * once hydrated). Every such form waits while one is being sent.
 */
export function SharedWishlistAddForm({
  shareCode,
  itemId = null,
  label,
  hiddenLabel,
  variant = "primary",
  form,
}: {
  shareCode: string;
  itemId?: string | null;
  label: string;
  /** Said to screen readers after the label (which item a row's button adds). */
  hiddenLabel?: string;
  variant?: "primary" | "secondary";
  /** `data-form`, naming the form for tests. */
  form: string;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const action = sharedWishlistAddPath(shareCode, itemId);
  // Every add waits while one is sent; the one sent says so.
  const sending = navigation.state === "submitting";
  const mine = sending && (navigation.formAction?.split("?")[0].endsWith(action) ?? false);
  return (
    <Form method="post" action={action} className={styles.addForm} data-form={form}>
      <input type="hidden" name="intent" value="add" />
      <button type="submit" className={buttonClassName({ variant, block: true })} disabled={sending} aria-disabled={sending || undefined}>
        <Icon name="cart" size={20} tone={variant === "primary" ? "inverse" : undefined} />
        {mine ? intl.formatMessage({ id: "sharedWishlist.add.pending" }) : label}
        {hiddenLabel && <VisuallyHidden> {hiddenLabel}</VisuallyHidden>}
      </button>
    </Form>
  );
}

/** What a row offers: its add button when it can go in a basket as kept, else the way to choose its options, else nothing. */
export function SharedWishlistItemAction({ item, shareCode }: { item: WishlistItemData; shareCode: string }) {
  const intl = useIntl();
  const name = item.product?.name ?? item.name;
  if (item.availability === "AVAILABLE") {
    return (
      <SharedWishlistAddForm
        shareCode={shareCode}
        itemId={item.id}
        label={intl.formatMessage({ id: "sharedWishlist.add.one" })}
        hiddenLabel={intl.formatMessage({ id: "sharedWishlist.add.oneOf" }, { name })}
        variant="secondary"
        form="shared-wishlist-add-item"
      />
    );
  }
  if (item.availability === "OPTIONS_REQUIRED" && item.product) return <ChooseOptionsLink path={item.product.path} name={name} />;
  return null;
}

/** To the product's page, where the choices still to make are made. */
export function ChooseOptionsLink({ path, name }: { path: string; name: string }) {
  const intl = useIntl();
  return (
    <Link to={path} className={buttonClassName({ variant: "ghost", block: true })} data-choose-options="">
      {intl.formatMessage({ id: "sharedWishlist.item.chooseOptions" })}
      <VisuallyHidden> {intl.formatMessage({ id: "sharedWishlist.add.oneOf" }, { name })}</VisuallyHidden>
    </Link>
  );
}

/**
 * `/wishlist/share/:shareCode/`: a list someone shared, as anyone with its link sees it (the
 * route's heading names its owner by first name). Its items with their visual, name, choices,
 * price in the visitor's currency and availability; an add button per item that can go in a
 * basket, the way to the product's page for one whose choices are still to make, and "add
 * everything" while anything can be added.
 */
export function SharedWishlistScreen({ wishlist, shareCode }: { wishlist: SharedWishlistData; shareCode: string }) {
  const intl = useIntl();
  const addable = wishlist.items.filter((item) => item.availability === "AVAILABLE").length;
  return (
    <div className={styles.shared} data-shared-wishlist={wishlist.itemsCount}>
      <div className={styles.summary}>
        <p className={styles.count} data-items-count={wishlist.itemsCount}>
          {intl.formatMessage({ id: "sharedWishlist.count" }, { count: wishlist.itemsCount })}
        </p>
        {addable > 0 ? (
          <SharedWishlistAddForm shareCode={shareCode} label={intl.formatMessage({ id: "sharedWishlist.add.all" })} form="shared-wishlist-add-all" />
        ) : (
          wishlist.items.length > 0 && <p className={styles.note}>{intl.formatMessage({ id: "sharedWishlist.add.noneAvailable" })}</p>
        )}
      </div>
      {wishlist.items.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "sharedWishlist.empty" }, { name: wishlist.ownerFirstName })}</p>
      ) : (
        <ul className={styles.items}>
          {wishlist.items.map((item) => (
            <li key={item.id}>
              <SharedWishlistItem item={item}>
                <SharedWishlistItemAction item={item} shareCode={shareCode} />
              </SharedWishlistItem>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
