import { useIntl } from "react-intl";
import type { ConfigurableOption } from "./product-data.ts";
import type { SelectionModel, SelectionState } from "@eb/commerce/pricing";
import { type SelectionAction, valueAvailability } from "./selection/product-selection.ts";
import { selectionFields, useSelectionFields } from "./selection-form.ts";
import blocks from "./product-blocks.module.css";
import styles from "./configurable-selector.module.css";

/** `#rrggbb` only: a colour swatch's value goes into a style attribute. */
const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Configurable options as swatches: text (volumes: 5 ml, 10 ml…) or colour (attribute 93).
 * Native radio buttons, so arrows move between values; a value out of stock stays choosable
 * (its price shows) and is marked; a value no variant has with the other choices is disabled.
 */
export function ConfigurableSelector({
  options,
  model,
  state,
  dispatch,
}: {
  options: ConfigurableOption[];
  model: SelectionModel;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
}) {
  const intl = useIntl();
  const field = useSelectionFields();
  return (
    <>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.value === state.configurable[option.id]);
        return (
          <fieldset key={option.id} className={blocks.optionGroup} data-configurable={option.attribute.code}>
            <legend className={blocks.optionTitle}>
              {option.label}
              {chosen && <span className={styles.optionChosen}> : {chosen.label}</span>}
            </legend>
            <div className={styles.swatches}>
              {option.values.map((value) => {
                const availability = valueAvailability(model, state, option.id, value.value);
                const colour = value.swatch.type === "color" && COLOUR.test(value.swatch.value) ? value.swatch.value : null;
                const checked = state.configurable[option.id] === value.value;
                return (
                  <label
                    key={value.value}
                    className={[styles.swatch, checked ? styles.swatchChecked : "", availability !== "available" ? styles.swatchOut : "", colour ? styles.swatchColour : ""].join(" ")}
                  >
                    <input
                      type="radio"
                      className={styles.swatchInput}
                      {...field(selectionFields.configurable(option.id))}
                      value={value.value}
                      checked={checked}
                      disabled={availability === "unavailable"}
                      onChange={() => dispatch({ type: "configurable", optionId: option.id, value: value.value })}
                    />
                    {colour && <span className={styles.swatchDot} style={{ background: colour }} aria-hidden="true" />}
                    <span className={styles.swatchLabel}>{value.label}</span>
                    {availability === "outOfStock" && <span className={styles.swatchNote}>{intl.formatMessage({ id: "catalog.stock.outShort" })}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
