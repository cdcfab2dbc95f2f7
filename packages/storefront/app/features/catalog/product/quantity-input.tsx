import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Icon } from "../../../components/icon.tsx";
import styles from "./quantity-input.module.css";

/**
 * A quantity with − and + buttons around a number field. What is typed is kept as typed (an
 * empty field is allowed while editing) and reported as a whole number; the selection validates it.
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
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={labelHidden ? styles.hiddenLabel : styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => set(value - 1)}
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
          onBlur={() => {
            if (draft !== null && draft.trim() === "") set(min);
            else setDraft(null);
          }}
        />
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => set(value + 1)}
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
