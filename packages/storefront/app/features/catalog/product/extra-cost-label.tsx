import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format.ts";
import { type ExtraCostModel, moneyOf } from "@eb/commerce/pricing";
import styles from "./extra-cost-label.module.css";

/** "+6,00 €" (fixed, incl. VAT, per unit) or "+10 %" (of the unit price). */
export function ExtraCostLabel({ extra, currency }: { extra: ExtraCostModel | null; currency: string }) {
  const intl = useIntl();
  const format = useFormat();
  if (!extra) return null;
  const text =
    extra.type === "fixed"
      ? intl.formatMessage({ id: "catalog.options.extraFixed" }, { amount: format.money(moneyOf(extra.amount.incl, currency)) })
      : intl.formatMessage({ id: "catalog.options.extraPercentage" }, { rate: intl.formatNumber(extra.rate / 100, { style: "percent", maximumFractionDigits: 2 }) });
  return <span className={styles.extraCost}>{text}</span>;
}
