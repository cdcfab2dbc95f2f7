import { type ReactNode, useId } from "react";
import styles from "./select-field.module.css";

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
}

/**
 * A labelled choice list that acts as soon as it changes (the listings' and the search's sort).
 * On phones the chosen value says what it does, so the label is kept for assistive technologies only.
 */
export function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {children}
      </select>
    </div>
  );
}
