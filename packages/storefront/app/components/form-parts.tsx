import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { type FieldProblem } from "../lib/address-fields.ts";
import styles from "./form-parts.module.css";

/** The id of a form's field: the form's prefix and the field's name (the error summary links to it). */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field}`;
const errorId = (id: string) => `${id}-error`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  prefix: string;
  name: string;
  label: string;
  problem?: FieldProblem;
  hint?: string;
  /** Marked "(optional)" in the label; the others are required. */
  optional?: boolean;
}

/**
 * A labelled input with its error below it, tied to it (`aria-describedby`, `aria-invalid`), so a
 * screen reader reads the problem with the field. Required fields are checked by the screen (and
 * the API), not by the browser's bubbles, so every problem is in the error summary.
 */
export function TextField({ prefix, name, label, problem, hint, optional = false, className, ...input }: TextFieldProps) {
  const intl = useIntl();
  const id = fieldId(prefix, name);
  const describedBy = [hint ? `${id}-hint` : "", problem ? errorId(id) : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {intl.formatMessage({ id: "form.field.optional" })}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...input}
      />
      {problem && (
        <p id={errorId(id)} className={styles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

export interface SelectProps {
  prefix: string;
  name: string;
  label: string;
  problem?: FieldProblem;
  defaultValue?: string;
  autoComplete?: string;
  children: ReactNode;
}

export function Select({ prefix, name, label, problem, defaultValue, autoComplete, children }: SelectProps) {
  const id = fieldId(prefix, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId(id) : undefined}
        aria-required
      >
        {children}
      </select>
      {problem && (
        <p id={errorId(id)} className={styles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

/**
 * The problems of a form, above it, each a link to its field; announced and focused when it
 * appears (after a submit), so the shopper hears how many fields to fix and can go to each.
 * A message without a field (the API's refusal of the whole form) is said first.
 */
export function ErrorSummary({ prefix, problems, message }: { prefix: string; problems: FieldProblem[]; message?: string | null }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0 || Boolean(message);
  const signature = `${message ?? ""}|${problems.map((problem) => problem.field).join(",")}`;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, signature]);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1} data-error-summary="">
      <p className={styles.errorSummaryTitle}>
        {problems.length > 0 ? intl.formatMessage({ id: "form.errors.title" }, { count: problems.length }) : message}
      </p>
      {problems.length > 0 && message && <p className={styles.errorSummaryMessage}>{message}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem.field}>
              <a href={`#${fieldId(prefix, problem.field)}`}>{problem.message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The problem of one field among a form's problems. */
export const problemOf = (problems: FieldProblem[], field: string) => problems.find((problem) => problem.field === field);
