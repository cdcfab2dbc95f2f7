import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format.ts";
import { type PricedSku, moneyOf } from "@eb/commerce/pricing";
import styles from "./tier-prices.module.css";

/** Tier prices of what is chosen (docs/product-rules.md#prices): from how many units each unit costs less; the tier reached is marked. */
export function TierPrices({ priced, currency, quantity }: { priced: PricedSku; currency: string; quantity: number }) {
  const intl = useIntl();
  const format = useFormat();
  if (priced.tiers.length === 0) return null;
  const money = (cents: number) => format.money(moneyOf(cents, currency));
  const reached = [...priced.tiers].reverse().find((tier) => quantity >= tier.qty)?.qty;
  return (
    <div className={styles.tiers}>
      <table>
        <caption>{intl.formatMessage({ id: "catalog.tiers.title" })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: "catalog.tiers.quantity" })}</th>
            <th scope="col">{intl.formatMessage({ id: "catalog.tiers.unitInclTax" })}</th>
            <th scope="col">{intl.formatMessage({ id: "catalog.tiers.unitExclTax" })}</th>
            <th scope="col">{intl.formatMessage({ id: "catalog.tiers.saving" })}</th>
          </tr>
        </thead>
        <tbody>
          <tr className={reached === undefined ? styles.tierReached : undefined}>
            <th scope="row">{intl.formatMessage({ id: "catalog.tiers.from" }, { qty: 1 })}</th>
            <td>{money(priced.final.incl)}</td>
            <td>{money(priced.final.excl)}</td>
            <td>—</td>
          </tr>
          {priced.tiers.map((tier) => (
            <tr key={tier.qty} className={reached === tier.qty ? styles.tierReached : undefined} aria-current={reached === tier.qty ? "true" : undefined}>
              <th scope="row">{intl.formatMessage({ id: "catalog.tiers.from" }, { qty: tier.qty })}</th>
              <td>{money(tier.price.incl)}</td>
              <td>{money(tier.price.excl)}</td>
              <td>{intl.formatNumber(1 - tier.price.incl / priced.final.incl, { style: "percent", maximumFractionDigits: 0 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
