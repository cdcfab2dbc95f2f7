import type { ReactNode } from "react";
import type { IntlShape } from "react-intl";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Image } from "../../components/image.tsx";
import { useFormat } from "../../lib/format.ts";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import styles from "./shared-wishlist.module.css";

/** An item's visual as a row shows it (the visuals are 800 × 800). */
const VISUAL_SIZE = 112;

/** Can go in a basket (green); a choice to make, which the shopper can do something about (blue); cannot (red). */
const AVAILABILITY_TONE: Record<WishlistItemData["availability"], string | undefined> = {
  AVAILABLE: styles.available,
  OPTIONS_REQUIRED: styles.toChoose,
  OUT_OF_STOCK: styles.unavailable,
  UNAVAILABLE: styles.unavailable,
};

/**
 * What an item's kept choices say, one entry per option, in the order the product page asks
 * them: configurable options, custom options (the text typed or the value chosen), then a
 * bundle's options with their choices listed together, each choice's quantity per bundle said
 * when it is more than one. The labels come from the API, in the store's language.
 */
export function wishlistOptionTexts(intl: IntlShape, item: Pick<WishlistItemData, "selectedOptions" | "selectedCustomOptions" | "selectedBundleOptions">): string[] {
  const option = (label: string, value: string) => intl.formatMessage({ id: "sharedWishlist.item.option" }, { label, value });
  const bundles = new Map<string, { label: string; values: string[] }>();
  for (const choice of item.selectedBundleOptions) {
    const value = choice.option_qty > 1 ? intl.formatMessage({ id: "sharedWishlist.item.bundleQuantity" }, { quantity: intl.formatNumber(choice.option_qty), value: choice.value_label }) : choice.value_label;
    const entry = bundles.get(choice.option_id) ?? { label: choice.label, values: [] };
    entry.values.push(value);
    bundles.set(choice.option_id, entry);
  }
  return [
    ...item.selectedOptions.map((choice) => option(choice.label, choice.value_label)),
    ...item.selectedCustomOptions.map((choice) => option(choice.label, choice.value_label)),
    ...[...bundles.values()].map(({ label, values }) => option(label, values.join(", "))),
  ];
}

/**
 * An item's availability in words: whether it can go in a basket as kept, and if not why. A
 * product delivered as files never runs out, so available it says how it comes.
 */
export function availabilityText(intl: IntlShape, item: Pick<WishlistItemData, "availability" | "product">): string {
  if (item.availability === "AVAILABLE" && item.product?.isVirtual) return intl.formatMessage({ id: "sharedWishlist.availability.download" });
  return intl.formatMessage({ id: `sharedWishlist.availability.${item.availability}` });
}

/**
 * One kept item as a shared list shows it: visual, name (to the product's page while it is sold),
 * the choices kept, the price of one unit with them in the visitor's display currency ("from" the
 * product's lowest price while choices are still to make), and whether it can go in a basket now.
 * `children` are the item's own actions (its add button, its link to choose options).
 */
export function SharedWishlistItem({ item, headingLevel = 2, children }: { item: WishlistItemData; headingLevel?: 2 | 3 | 4; children?: ReactNode }) {
  const intl = useIntl();
  const format = useFormat();
  const Heading = `h${headingLevel}` as const;
  const options = wishlistOptionTexts(intl, item);
  const product = item.product;
  const fromPrice = !item.price && item.availability === "OPTIONS_REQUIRED" && product ? product.prices.minPrice.priceInclTax : null;
  return (
    <article className={styles.item} data-wishlist-item={item.id} data-sku={item.sku} data-availability={item.availability}>
      <Image src={product?.imageUrl} alt="" width={VISUAL_SIZE} height={VISUAL_SIZE} className={styles.visual} />
      <div className={styles.info}>
        <Heading className={styles.name}>{product ? <Link to={product.path}>{product.name}</Link> : item.name}</Heading>
        {product?.botanical_name && (
          <p className={styles.botanical} lang="la">
            {product.botanical_name}
          </p>
        )}
        {options.length > 0 && (
          <ul className={styles.options} aria-label={intl.formatMessage({ id: "sharedWishlist.item.options" })}>
            {options.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
        <p className={styles.facts}>
          {item.price && (
            <span className={styles.price} data-price="">
              {format.money(item.price.priceInclTax)}
            </span>
          )}
          {fromPrice && (
            <span className={styles.price} data-price="from">
              {intl.formatMessage({ id: "sharedWishlist.item.fromPrice" }, { price: format.money(fromPrice) })}
            </span>
          )}
          <span className={[styles.availability, AVAILABILITY_TONE[item.availability]].join(" ")} data-item-availability={item.availability}>
            <span className={styles.dot} aria-hidden="true" />
            {availabilityText(intl, item)}
          </span>
        </p>
      </div>
      {children && <div className={styles.itemActions}>{children}</div>}
    </article>
  );
}
