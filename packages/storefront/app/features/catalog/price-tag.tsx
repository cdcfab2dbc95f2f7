import { useIntl } from "react-intl";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import { type ProductCardData, hasPriceFrom, showsSale } from "../../lib/product-fragments.ts";
import styles from "./price-tag.module.css";

/**
 * A product's price incl. VAT as a card shows it: "from" the lowest price for products priced by
 * a choice, the regular price struck through when on sale. Amounts are already in the display
 * currency (the API converts them); the one money formatter prints them.
 */
export function PriceTag({ product, size = "m" }: { product: Pick<ProductCardData, "type" | "prices">; size?: "m" | "l" }) {
  const intl = useIntl();
  const format = useFormat();
  const from = hasPriceFrom(product);
  const shown = from ? product.prices.minPrice.priceInclTax : product.prices.finalPrice.priceInclTax;
  const sale = showsSale(product) && shown.amount < product.prices.regularPrice.priceInclTax.amount;
  return (
    <p className={[styles.price, size === "l" ? styles.large : ""].join(" ")} data-price-amount={shown.amount}>
      {from && <span className={styles.from}>{intl.formatMessage({ id: "catalog.price.from" })} </span>}
      <span className={[styles.amount, sale ? styles.sale : ""].join(" ")}>
        {sale && <VisuallyHidden>{intl.formatMessage({ id: "catalog.price.salePrice" })} </VisuallyHidden>}
        {format.money(shown)}
      </span>
      {sale && (
        <>
          {" "}
          <del className={styles.regular}>
            <VisuallyHidden>{intl.formatMessage({ id: "catalog.price.regularPrice" })} </VisuallyHidden>
            {format.money(product.prices.regularPrice.priceInclTax)}
          </del>
        </>
      )}
    </p>
  );
}
