import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Icon } from "./icon.tsx";
import styles from "./quantity-input.module.css";

/**
 * A quantity with − and + buttons around a number field. What is typed is kept as typed (an
 * empty field is allowed while editing) and reported as a whole number; the selection validates it.
 *
 * Inside a form that must work without JavaScript (the cart's lines), `name` names the field and
 * `stepName` turns − and + into submit buttons sending `stepName=-1|1` (the action adds it to the
 * field's value): they then change nothing themselves, the form's handler does. They skip the
 * form's validation, so a line above what is left can still be lowered.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max,
  label,
  labelHidden = false,
  disabled = false,
  describedBy,
  invalid = false,
  name,
  stepName,
  onEnter,
  form,
}: {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max: number;
  label: string;
  labelHidden?: boolean;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  /** The field's name in its form (a form that works without JavaScript). */
  name?: string;
  /** Makes − and + submit the form with this field set to -1 or 1. */
  stepName?: string;
  /** Enter in the field (instead of the browser's implicit submission, which clicks the form's first submit button). */
  onEnter?: () => void;
  /** The form's id, when the field is laid out outside it (the product page's options). */
  form?: string;
}) {
  const intl = useIntl();
  const id = useId();
  // The text while the shopper types; the number otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(max, Math.max(min, next)));
  };
  const stepProps = (step: -1 | 1) =>
    stepName
      ? { type: "submit" as const, name: stepName, value: String(step), formNoValidate: true }
      : { type: "button" as const, onClick: () => set(value + step) };
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={labelHidden ? styles.hiddenLabel : styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          {...stepProps(-1)}
          className={styles.stepButton}
          disabled={disabled || value <= min}
          aria-label={intl.formatMessage({ id: "catalog.quantity.decrease" }, { label })}
          aria-controls={id}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          name={name}
          form={form}
          className={styles.quantityField}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={shown}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            if (text.trim() !== "") onChange(Number(text));
          }}
          onKeyDown={
            onEnter &&
            ((event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              onEnter();
            })
          }
          onBlur={() => {
            if (draft !== null && draft.trim() === "") set(min);
            else setDraft(null);
          }}
        />
        <button
          {...stepProps(1)}
          className={styles.stepButton}
          disabled={disabled || value >= max}
          aria-label={intl.formatMessage({ id: "catalog.quantity.increase" }, { label })}
          aria-controls={id}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
