import { type ReactNode, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import type { SharedWishlistAddOutcome } from "./shared-wishlist-data.ts";
import { SharedWishlistItem } from "./shared-wishlist-item.tsx";
import {
  type SharedWishlistAdded,
  type SharedWishlistBasket,
  type SharedWishlistCartResult,
  type SharedWishlistData,
  type SharedWishlistSkipped,
  sharedWishlistPath,
} from "./shared-wishlist-queries.ts";
import { ChooseOptionsLink, SharedWishlistAddForm } from "./shared-wishlist-screen.tsx";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import styles from "./shared-wishlist.module.css";

/** The add page's outcome once posted, or null before (the page then says what would be added). */
type Posted = Exclude<SharedWishlistAddOutcome, { kind: "notFound" } | { kind: "unavailable" }> | null;

/**
 * `/wishlist/share/:shareCode/add` and `…/add/:itemId`. Asked for (a GET: a link opened, or
 * prefetched, or crawled, never adds anything), it says what adding would put in the visitor's
 * basket and what it would leave out, and offers the button; posted, it says what was added
 * ("Added to your basket"), what was not and why, and the basket now, with the ways on (the
 * basket, checkout, back to the list). The outcome's heading takes the focus and the basket's
 * new state is said in a live region.
 */
export function SharedWishlistAddScreen({
  wishlist,
  shareCode,
  itemId,
  posted,
}: {
  wishlist: SharedWishlistData;
  shareCode: string;
  /** The one item to add (`…/add/:itemId`), else every item. */
  itemId: string | null;
  posted: Posted;
}) {
  const intl = useIntl();
  const format = useFormat();
  const result = posted?.kind === "done" ? posted.result : null;
  const basket = result?.cart;
  return (
    <div className={styles.addScreen} data-shared-wishlist-add={itemId ? "item" : "all"}>
      {posted?.kind === "refused" ? (
        <Alert type="error" position="static" dismissible={false}>
          <span data-shared-wishlist-refused="">{posted.message}</span>
        </Alert>
      ) : null}
      {result && <ResultTitle result={result} />}
      {/* In place before posting too, so the basket's new state is announced when it appears. */}
      <div role="status" className={styles.basket} data-basket-status="">
        {basket && (
          <p className={styles.basketLine}>
            {intl.formatMessage({ id: "sharedWishlist.result.basket" }, { count: basket.itemsQuantity, subtotal: format.money(basket.prices.subtotal.priceInclTax) })}
          </p>
        )}
      </div>
      {basket && <BasketActions basket={basket} />}
      {result ? <AddResult result={result} items={wishlist.items} /> : <AddPreview wishlist={wishlist} shareCode={shareCode} itemId={itemId} />}
      <p className={styles.back}>
        <Link to={sharedWishlistPath(shareCode)} data-back-to-list="">
          <Icon name="chevron-left" size={18} />
          {intl.formatMessage({ id: "sharedWishlist.backToList" }, { name: wishlist.ownerFirstName })}
        </Link>
      </p>
    </div>
  );
}

/** Before posting: what adding would put in the basket, what it would leave out (with why), and the button. */
function AddPreview({ wishlist, shareCode, itemId }: { wishlist: SharedWishlistData; shareCode: string; itemId: string | null }) {
  const intl = useIntl();
  const asked = itemId ? wishlist.items.filter((item) => item.id === itemId) : wishlist.items;
  const addable = asked.filter((item) => item.availability === "AVAILABLE");
  const left = asked.filter((item) => item.availability !== "AVAILABLE");
  const confirm = (
    <div className={styles.confirm}>
      {addable.length > 0 ? (
        <SharedWishlistAddForm
          shareCode={shareCode}
          itemId={itemId}
          label={intl.formatMessage({ id: itemId ? "sharedWishlist.add.one" : "sharedWishlist.add.all" })}
          form={itemId ? "shared-wishlist-add-item" : "shared-wishlist-add-all"}
        />
      ) : (
        asked.length > 0 && <p className={styles.note}>{intl.formatMessage({ id: "sharedWishlist.add.noneAvailable" })}</p>
      )}
    </div>
  );
  return (
    <>
      {/* A whole list may be long: its button comes first. One item's comes under it. */}
      {!itemId && confirm}
      {addable.length > 0 && (
        <section aria-labelledby="shared-wishlist-will-add" className={styles.section}>
          <h2 id="shared-wishlist-will-add" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "sharedWishlist.preview.willAdd" }, { count: addable.length })}
          </h2>
          <ItemList items={addable} mark="data-will-add" />
        </section>
      )}
      {left.length > 0 && (
        <section aria-labelledby="shared-wishlist-will-skip" className={styles.section}>
          <h2 id="shared-wishlist-will-skip" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "sharedWishlist.preview.willSkip" }, { count: left.length })}
          </h2>
          <ItemList items={left} mark="data-will-skip" withOptionsLink />
        </section>
      )}
      {asked.length === 0 && <p className={styles.empty}>{intl.formatMessage({ id: "sharedWishlist.empty" }, { name: wishlist.ownerFirstName })}</p>}
      {itemId && confirm}
    </>
  );
}

function ItemList({ items, mark, withOptionsLink = false }: { items: WishlistItemData[]; mark: "data-will-add" | "data-will-skip" | "data-added-item"; withOptionsLink?: boolean }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} {...{ [mark]: item.id }}>
          <SharedWishlistItem item={item} headingLevel={3}>
            {withOptionsLink && item.availability === "OPTIONS_REQUIRED" && item.product && <ChooseOptionsLink path={item.product.path} name={item.product.name} />}
          </SharedWishlistItem>
        </li>
      ))}
    </ul>
  );
}

/** After posting: what came of it in one heading, which takes the focus (a form posted without JavaScript too, once hydrated). */
function ResultTitle({ result }: { result: SharedWishlistCartResult }) {
  const intl = useIntl();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, [result]);
  const added = result.added.length;
  return (
    <h2 id="shared-wishlist-result" ref={titleRef} tabIndex={-1} className={styles.resultTitle}>
      <Icon name={added > 0 ? "checkmark-circle" : "cross-circle"} size={24} />
      {added > 0 ? intl.formatMessage({ id: "sharedWishlist.result.added" }, { count: added }) : intl.formatMessage({ id: "sharedWishlist.result.noneAdded" })}
    </h2>
  );
}

/**
 * After posting, under the heading and the basket: the items added, the items not added with
 * the reason the API gave (out of stock, choices to make — with the way to the product's page —,
 * no longer sold, the basket's refusal).
 */
function AddResult({ result, items }: { result: SharedWishlistCartResult; items: WishlistItemData[] }) {
  const listed = new Map(items.map((item) => [item.id, item]));
  const intl = useIntl();
  const { added, skipped } = result;
  // A refusal of the whole request (the basket could not be written) has no item to tell it by.
  const refusal = !result.success && added.length === 0 && skipped.length === 0 ? result.errorMessage : null;
  return (
    <section aria-labelledby="shared-wishlist-result" className={styles.result} data-shared-wishlist-result={result.success ? "added" : added.length > 0 ? "partly" : "none"}>
      {refusal && (
        <Alert type="error" position="static" dismissible={false}>
          {refusal}
        </Alert>
      )}
      {added.length > 0 && (
        <section aria-labelledby="shared-wishlist-added" className={styles.section}>
          <h3 id="shared-wishlist-added" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "sharedWishlist.result.addedTitle" })}
          </h3>
          <ul className={styles.items}>
            {added.map((item) => (
              <li key={item.id} data-added-item={item.id}>
                <ResultItem item={item} listed={listed.get(item.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {skipped.length > 0 && (
        <section aria-labelledby="shared-wishlist-skipped" className={styles.section}>
          <h3 id="shared-wishlist-skipped" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "sharedWishlist.result.skippedTitle" })}
          </h3>
          <ul className={styles.items}>
            {skipped.map((entry) => (
              <li key={entry.item.id} data-skipped-item={entry.item.id} data-skip-reason={skipReason(entry)}>
                <ResultItem item={entry.item} listed={listed.get(entry.item.id)}>
                  <p className={styles.reason}>
                    <Icon name="notification" size={18} />
                    {entry.reason}
                  </p>
                  {entry.availability === "OPTIONS_REQUIRED" && entry.item.product && <ChooseOptionsLink path={entry.item.product.path} name={entry.item.product.name} />}
                </ResultItem>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/**
 * An item of the outcome as the list just read shows it; one the list no longer has (its owner
 * removed it meanwhile) by the name the outcome gives.
 */
function ResultItem({ item, listed, children }: { item: SharedWishlistAdded | SharedWishlistSkipped["item"]; listed: WishlistItemData | undefined; children?: ReactNode }) {
  if (listed) {
    return (
      <SharedWishlistItem item={listed} headingLevel={4}>
        {children}
      </SharedWishlistItem>
    );
  }
  const product = "product" in item ? item.product : null;
  return (
    <article className={styles.item} data-wishlist-item={item.id} data-sku={item.sku}>
      <div className={styles.info}>
        <h4 className={styles.name}>{product ? <Link to={product.path}>{product.name}</Link> : item.name}</h4>
      </div>
      {children && <div className={styles.itemActions}>{children}</div>}
    </article>
  );
}

/** Why an item was left out, as one word for tests and styles: its availability, or `basket` when the basket refused it. */
export const skipReason = (entry: Pick<SharedWishlistSkipped, "availability" | "cartErrorCode">): string =>
  entry.cartErrorCode ? "basket" : entry.availability.toLowerCase();

/** The basket after the add, and the ways on: see it, or go to checkout while it holds something. */
function BasketActions({ basket }: { basket: SharedWishlistBasket }) {
  const intl = useIntl();
  return (
    <div className={styles.basketActions}>
      <Link to="/cart" className={buttonClassName({ variant: basket.itemsQuantity > 0 ? "secondary" : "primary" })} data-see-basket="">
        {intl.formatMessage({ id: "sharedWishlist.result.seeBasket" })}
      </Link>
      {basket.itemsQuantity > 0 && (
        <Link to="/checkout" className={buttonClassName()} data-checkout="">
          {intl.formatMessage({ id: "sharedWishlist.result.checkout" })}
        </Link>
      )}
    </div>
  );
}
