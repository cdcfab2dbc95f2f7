import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format.ts";
import type { ProductCardData } from "../../../lib/product-fragments.ts";
import { StockStatus } from "../stock-status.tsx";
import { QuantityInput } from "../../../components/quantity-input.tsx";
import { type SelectionModel, type SelectionState, moneyOf, tierUnitPrice } from "@eb/commerce/pricing";
import { MAX_QUANTITY, type SelectionAction } from "./selection/product-selection.ts";
import { selectionFields, useSelectionFields } from "./selection-form.ts";
import blocks from "./product-blocks.module.css";
import styles from "./grouped-items.module.css";

/** Grouped items: each product of the range with its price, stock and a quantity of its own. */
export function GroupedItems({
  items,
  model,
  state,
  dispatch,
}: {
  items: ProductCardData[];
  model: SelectionModel;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const field = useSelectionFields();
  if (model.groupedItems.length === 0) return null;
  const cards = new Map(items.map((item) => [item.sku, item]));
  return (
    <section className={styles.grouped} aria-labelledby={`grouped-${model.sku}`}>
      <h2 id={`grouped-${model.sku}`} className={blocks.blockTitle}>
        {intl.formatMessage({ id: "catalog.grouped.title" })}
      </h2>
      <table className={styles.groupedTable}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: "catalog.grouped.product" })}</th>
            <th scope="col">{intl.formatMessage({ id: "catalog.grouped.unitPrice" })}</th>
            <th scope="col">{intl.formatMessage({ id: "catalog.grouped.quantity" })}</th>
          </tr>
        </thead>
        <tbody>
          {model.groupedItems.map((item) => {
            const quantity = state.grouped[item.sku] ?? 0;
            const unit = tierUnitPrice(item, Math.max(1, quantity));
            const card = cards.get(item.sku);
            return (
              <tr key={item.sku} data-grouped-item={item.sku}>
                <th scope="row">
                  {card ? <Link to={card.path}>{item.name}</Link> : item.name}
                  <StockStatus inStock={item.inStock} className={styles.groupedStock} />
                </th>
                <td>
                  <span className={styles.groupedPrice}>{format.money(moneyOf(unit.price.incl, model.currency))}</span>
                  <span className={styles.groupedExcl}>
                    {format.money(moneyOf(unit.price.excl, model.currency))} {intl.formatMessage({ id: "catalog.price.exclTax" })}
                  </span>
                  {item.tiers.length > 0 && (
                    <span className={styles.groupedTier}>
                      {intl.formatMessage(
                        { id: "catalog.grouped.tier" },
                        { qty: item.tiers[0].qty, amount: format.money(moneyOf(item.tiers[0].price.incl, model.currency)) },
                      )}
                    </span>
                  )}
                </td>
                <td>
                  <QuantityInput
                    value={quantity}
                    min={0}
                    max={MAX_QUANTITY}
                    label={intl.formatMessage({ id: "catalog.grouped.quantityOf" }, { name: item.name })}
                    labelHidden
                    disabled={!item.inStock}
                    {...field(selectionFields.grouped(item.sku))}
                    onChange={(next) => dispatch({ type: "groupedQuantity", sku: item.sku, quantity: next })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
