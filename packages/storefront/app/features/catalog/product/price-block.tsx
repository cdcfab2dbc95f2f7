import { useIntl } from "react-intl";
import { VisuallyHidden } from "../../../components/visually-hidden.tsx";
import { useFormat } from "../../../lib/format.ts";
import { type SelectionPrice, moneyOf, savingPercent } from "@eb/commerce/pricing";
import styles from "./price-block.module.css";

/**
 * The price of what is chosen, incl. and excl. VAT (both: professional buyers reason net), the
 * regular price struck through on sale, what the options add, and the total for the quantity.
 * It follows every choice; screen readers hear the new price.
 */
export function PriceBlock({ price, quantity, fromAmount }: { price: SelectionPrice; quantity: number; fromAmount?: number }) {
  const intl = useIntl();
  const format = useFormat();
  const money = (cents: number) => format.money(moneyOf(cents, price.currency));

  if (price.unit === null || price.base === null) {
    // A grouped product: the total of the items chosen, or where prices start.
    const nothing = price.total.incl === 0;
    return (
      <div className={styles.priceBlock} aria-live="polite" data-price-block="">
        {nothing && fromAmount !== undefined ? (
          <p className={styles.priceMain}>
            <span className={styles.priceFrom}>{intl.formatMessage({ id: "catalog.price.from" })} </span>
            <span className={styles.priceIncl}>{format.money({ amount: fromAmount, currency: price.currency })}</span>
            <span className={styles.taxMark}> {intl.formatMessage({ id: "catalog.price.inclTax" })}</span>
          </p>
        ) : (
          <>
            <p className={styles.priceCaption}>{intl.formatMessage({ id: "catalog.price.selectionTotal" })}</p>
            <p className={styles.priceMain}>
              <span className={styles.priceIncl} data-price="total-incl">
                {money(price.total.incl)}
              </span>
              <span className={styles.taxMark}> {intl.formatMessage({ id: "catalog.price.inclTax" })}</span>
            </p>
            <p className={styles.priceExcl}>
              <span data-price="total-excl">{money(price.total.excl)}</span> {intl.formatMessage({ id: "catalog.price.exclTax" })}
            </p>
          </>
        )}
      </div>
    );
  }

  const savings = savingPercent(price);
  return (
    <div className={styles.priceBlock} aria-live="polite" data-price-block="">
      <p className={styles.priceMain}>
        {!price.complete && <span className={styles.priceFrom}>{intl.formatMessage({ id: "catalog.price.from" })} </span>}
        {price.regular && <VisuallyHidden>{intl.formatMessage({ id: "catalog.price.salePrice" })} </VisuallyHidden>}
        <span className={[styles.priceIncl, price.regular ? styles.priceSale : ""].join(" ")} data-price="unit-incl">
          {money(price.unit.incl)}
        </span>
        <span className={styles.taxMark}> {intl.formatMessage({ id: "catalog.price.inclTax" })}</span>
        {price.regular && (
          <>
            {" "}
            <del className={styles.priceRegular}>
              <VisuallyHidden>{intl.formatMessage({ id: "catalog.price.regularPrice" })} </VisuallyHidden>
              {money(price.regular.incl)}
            </del>
            {savings > 0 && <span className={styles.saving}>{intl.formatMessage({ id: "catalog.badge.salePercent" }, { percent: savings })}</span>}
          </>
        )}
      </p>
      <p className={styles.priceExcl}>
        <span data-price="unit-excl">{money(price.unit.excl)}</span> {intl.formatMessage({ id: "catalog.price.exclTax" })}
        {price.options.incl > 0 && (
          <span className={styles.priceNote}>
            {" · "}
            {intl.formatMessage({ id: "catalog.price.optionsIncluded" }, { amount: money(price.options.incl) })}
          </span>
        )}
      </p>
      {price.tierQty !== null && (
        <p className={styles.priceNote}>{intl.formatMessage({ id: "catalog.price.tierApplied" }, { qty: price.tierQty })}</p>
      )}
      {quantity > 1 && (
        <p className={styles.priceTotal}>
          {intl.formatMessage(
            { id: "catalog.price.total" },
            {
              quantity,
              incl: <strong key="incl" data-price="total-incl">{money(price.total.incl)}</strong>,
              excl: <span key="excl" data-price="total-excl">{money(price.total.excl)}</span>,
            },
          )}
        </p>
      )}
    </div>
  );
}
