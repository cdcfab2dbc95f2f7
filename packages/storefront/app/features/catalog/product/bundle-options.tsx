import { useId } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format.ts";
import { StockStatus } from "../stock-status.tsx";
import { QuantityInput } from "../../../components/quantity-input.tsx";
import { type BundleOptionModel, type BundleValueModel, type SelectionModel, type SelectionState, moneyOf } from "@eb/commerce/pricing";
import { MAX_QUANTITY, type SelectionAction, type SelectionIssue } from "./selection/product-selection.ts";
import { IssueText } from "./selection-issues.tsx";
import { selectionFields, useSelectionFields } from "./selection-form.ts";
import blocks from "./product-blocks.module.css";
import styles from "./bundle-options.module.css";

interface OptionProps {
  option: BundleOptionModel;
  model: SelectionModel;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
  issues: SelectionIssue[];
}

/** What a choice adds to the bundle, per unit. */
function ValuePrice({ value, model }: { value: BundleValueModel; model: SelectionModel }) {
  const intl = useIntl();
  const format = useFormat();
  const amount = format.money(moneyOf(value.priced.final.incl, model.currency));
  return <span className={styles.valuePrice}>{intl.formatMessage({ id: "catalog.bundle.adds" }, { amount })}</span>;
}

function ValueQuantity({ option, value, quantity, dispatch }: { option: BundleOptionModel; value: BundleValueModel; quantity: number | undefined; dispatch: OptionProps["dispatch"] }) {
  const intl = useIntl();
  const field = useSelectionFields();
  if (quantity === undefined) return null;
  if (!value.userDefinedQuantity) return <span className={styles.fixedQuantity}>{intl.formatMessage({ id: "catalog.bundle.times" }, { quantity })}</span>;
  return (
    <QuantityInput
      {...field(selectionFields.bundleQuantity(option.id, value.sku))}
      value={quantity}
      max={MAX_QUANTITY}
      label={intl.formatMessage({ id: "catalog.bundle.quantityOf" }, { label: value.label })}
      labelHidden
      onChange={(next) => dispatch({ type: "bundleQuantity", optionId: option.id, sku: value.sku, quantity: next })}
    />
  );
}

function BundleOptionGroup({ option, model, state, dispatch, issues }: OptionProps) {
  const intl = useIntl();
  const format = useFormat();
  const id = useId();
  const chosen = state.bundle[option.id] ?? {};
  const single = option.type === "select" || option.type === "radio";
  const optionIssues = issues.filter((issue) => "optionId" in issue && issue.optionId === option.id);
  const field = useSelectionFields();
  // A quantity the bundle fixes has no input: the form still says it (the API accepts only it).
  const fixedQuantities = option.values
    .filter((value) => !value.userDefinedQuantity)
    .map((value) => <input key={value.sku} type="hidden" {...field(selectionFields.bundleQuantity(option.id, value.sku))} value={value.defaultQuantity} />);
  const title = (
    <>
      {option.label}
      {option.required ? (
        <span className={blocks.required}> ({intl.formatMessage({ id: "catalog.options.required" })})</span>
      ) : (
        <span className={blocks.required}> ({intl.formatMessage({ id: "catalog.options.optional" })})</span>
      )}
    </>
  );

  if (option.type === "select") {
    const current = option.values.find((value) => chosen[value.sku] !== undefined);
    return (
      <div className={blocks.optionGroup} data-bundle-option={option.id}>
        <label htmlFor={id} className={blocks.optionTitle}>
          {title}
        </label>
        <div className={styles.bundleSelect}>
          <select
            id={id}
            {...field(selectionFields.bundle(option.id))}
            className={blocks.selectField}
            value={current?.sku ?? ""}
            onChange={(event) => dispatch({ type: "bundleChoice", optionId: option.id, sku: event.currentTarget.value || null })}
          >
            <option value="">{intl.formatMessage({ id: option.required ? "catalog.options.choose" : "catalog.options.none" })}</option>
            {option.values.map((value) => (
              <option key={value.sku} value={value.sku}>
                {value.label} — +{format.money(moneyOf(value.priced.final.incl, model.currency))}
                {value.priced.inStock ? "" : ` (${intl.formatMessage({ id: "catalog.stock.outShort" })})`}
              </option>
            ))}
          </select>
          {current && <ValueQuantity option={option} value={current} quantity={chosen[current.sku]} dispatch={dispatch} />}
        </div>
        {fixedQuantities}
        {optionIssues.map((issue) => (
          <IssueText key={`${issue.code}-${"sku" in issue ? issue.sku : ""}`} issue={issue} />
        ))}
      </div>
    );
  }

  return (
    <fieldset className={blocks.optionGroup} data-bundle-option={option.id}>
      <legend className={blocks.optionTitle}>{title}</legend>
      <ul className={styles.bundleValues}>
        {!option.required && single && (
          <li className={styles.bundleValue}>
            <label className={blocks.choice}>
              <input type="radio" {...field(selectionFields.bundle(option.id))} value="" checked={Object.keys(chosen).length === 0} onChange={() => dispatch({ type: "bundleChoice", optionId: option.id, sku: null })} />
              <span>{intl.formatMessage({ id: "catalog.options.none" })}</span>
            </label>
          </li>
        )}
        {option.values.map((value) => {
          const checked = chosen[value.sku] !== undefined;
          return (
            <li key={value.sku} className={[styles.bundleValue, checked ? styles.bundleValueChosen : ""].join(" ")}>
              <label className={blocks.choice}>
                <input
                  type={single ? "radio" : "checkbox"}
                  {...field(selectionFields.bundle(option.id))}
                  value={value.sku}
                  checked={checked}
                  onChange={(event) => dispatch({ type: "bundleToggle", optionId: option.id, sku: value.sku, checked: event.currentTarget.checked })}
                />
                <span className={styles.bundleValueText}>
                  <span>{value.label}</span>
                  <span className={styles.bundleValueMeta}>
                    <ValuePrice value={value} model={model} />
                    {!value.priced.inStock && <StockStatus inStock={false} />}
                  </span>
                </span>
              </label>
              <ValueQuantity option={option} value={value} quantity={chosen[value.sku]} dispatch={dispatch} />
            </li>
          );
        })}
      </ul>
      {fixedQuantities}
      {optionIssues.map((issue) => (
        <IssueText key={`${issue.code}-${"sku" in issue ? issue.sku : ""}`} issue={issue} />
      ))}
    </fieldset>
  );
}

/** Bundle options: what goes in the kit, with quantities where the shopper chooses them. */
export function BundleOptions({ model, state, dispatch, issues }: Omit<OptionProps, "option">) {
  const intl = useIntl();
  const format = useFormat();
  if (model.bundleOptions.length === 0) return null;
  return (
    <section className={styles.bundle} aria-labelledby={`bundle-${model.sku}`}>
      <h2 id={`bundle-${model.sku}`} className={blocks.blockTitle}>
        {intl.formatMessage({ id: "catalog.bundle.title" })}
      </h2>
      {model.bundleBase.final.incl > 0 && (
        <p className={blocks.blockNote}>{intl.formatMessage({ id: "catalog.bundle.base" }, { amount: format.money(moneyOf(model.bundleBase.final.incl, model.currency)) })}</p>
      )}
      {model.bundleOptions.map((option) => (
        <BundleOptionGroup key={option.id} option={option} model={model} state={state} dispatch={dispatch} issues={issues} />
      ))}
    </section>
  );
}
