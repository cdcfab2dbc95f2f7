import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { type Money, useFormat } from "../../../lib/format.ts";
import { ExtraCostLabel } from "./extra-cost-label.tsx";
import { type CustomOptionModel, type SelectionState, moneyOf } from "@eb/commerce/pricing";
import { type SelectionAction, type SelectionIssue, characterCount } from "./selection/product-selection.ts";
import { IssueText } from "./selection-issues.tsx";
import { selectionFields, useSelectionFields } from "./selection-form.ts";
import blocks from "./product-blocks.module.css";
import styles from "./custom-options.module.css";

interface OptionProps {
  option: CustomOptionModel;
  currency: string;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
  /** The option's issue, shown once the shopper has been through it. */
  issue: SelectionIssue | undefined;
}

function Title({ option, currency, htmlFor, id }: { option: CustomOptionModel; currency: string; htmlFor?: string; id?: string }) {
  const intl = useIntl();
  const content = (
    <>
      {option.title}
      {option.required ? <span className={blocks.required}> ({intl.formatMessage({ id: "catalog.options.required" })})</span> : null}
      {option.maxCharacters !== null && (option.type === "field" || option.type === "area") ? (
        <span className={blocks.required}> ({intl.formatMessage({ id: "catalog.options.maxCharacters" }, { max: option.maxCharacters })})</span>
      ) : null}
      <ExtraCostLabel extra={option.extraCost} currency={currency} />
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} id={id} className={blocks.optionTitle}>
      {content}
    </label>
  ) : (
    <legend id={id} className={blocks.optionTitle}>
      {content}
    </legend>
  );
}

function TextOption({ option, currency, state, dispatch, issue }: OptionProps) {
  const intl = useIntl();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const text = state.customText[option.id] ?? "";
  const shownIssue = issue && (touched || issue.code === "customTooLong") ? issue : undefined;
  const Field = option.type === "area" ? "textarea" : "input";
  const field = useSelectionFields();
  return (
    <div className={blocks.optionGroup} data-custom-option={option.id}>
      <Title option={option} currency={currency} htmlFor={id} />
      <Field
        id={id}
        {...field(selectionFields.custom(option.id))}
        className={option.type === "area" ? blocks.textArea : blocks.textField}
        value={text}
        required={option.required}
        aria-invalid={shownIssue ? true : undefined}
        aria-describedby={option.maxCharacters !== null || shownIssue ? `${option.maxCharacters !== null ? `${id}-count` : ""}${shownIssue ? ` ${id}-error` : ""}`.trim() : undefined}
        maxLength={option.maxCharacters ?? undefined}
        onChange={(event) => dispatch({ type: "customText", optionId: option.id, text: event.currentTarget.value })}
        onBlur={() => setTouched(true)}
        autoComplete="off"
        spellCheck={false}
        {...(option.type === "area" ? { rows: 3 } : {})}
      />
      {option.maxCharacters !== null && (
        <p id={`${id}-count`} className={styles.counter} aria-live="polite">
          {intl.formatMessage({ id: "catalog.options.characters" }, { count: characterCount(text.trim()), max: option.maxCharacters })}
        </p>
      )}
      {shownIssue && <IssueText id={`${id}-error`} issue={shownIssue} />}
    </div>
  );
}

function ChoiceOption({ option, currency, state, dispatch, issue }: OptionProps) {
  const intl = useIntl();
  const format = useFormat();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const chosen = state.customValues[option.id] ?? [];
  const shownIssue = issue && touched ? issue : undefined;
  const field = useSelectionFields();
  if (option.type === "drop_down") {
    return (
      <div className={blocks.optionGroup} data-custom-option={option.id}>
        <Title option={option} currency={currency} htmlFor={id} />
        <select
          id={id}
          {...field(selectionFields.custom(option.id))}
          className={blocks.selectField}
          value={chosen[0] ?? ""}
          required={option.required}
          aria-invalid={shownIssue ? true : undefined}
          aria-describedby={shownIssue ? `${id}-error` : undefined}
          onChange={(event) => {
            setTouched(true);
            dispatch({ type: "customChoice", optionId: option.id, valueId: event.currentTarget.value || null });
          }}
          onBlur={() => setTouched(true)}
        >
          <option value="">{intl.formatMessage({ id: option.required ? "catalog.options.choose" : "catalog.options.none" })}</option>
          {option.values.map((value) => (
            <option key={value.id} value={value.id}>
              {value.title}
              {value.extraCost ? ` (${extraText(intl, format.money, value.extraCost, currency)})` : ""}
            </option>
          ))}
        </select>
        {shownIssue && <IssueText id={`${id}-error`} issue={shownIssue} />}
      </div>
    );
  }
  const multiple = option.type === "checkbox";
  return (
    <fieldset className={blocks.optionGroup} data-custom-option={option.id} aria-describedby={shownIssue ? `${id}-error` : undefined}>
      <Title option={option} currency={currency} />
      <div className={styles.choices}>
        {!multiple && !option.required && (
          <label className={blocks.choice}>
            <input
              type="radio"
              {...field(selectionFields.custom(option.id))}
              value=""
              checked={chosen.length === 0}
              onChange={() => dispatch({ type: "customChoice", optionId: option.id, valueId: null })}
            />
            <span>{intl.formatMessage({ id: "catalog.options.none" })}</span>
          </label>
        )}
        {option.values.map((value) => (
          <label key={value.id} className={blocks.choice}>
            <input
              type={multiple ? "checkbox" : "radio"}
              {...field(selectionFields.custom(option.id))}
              value={value.id}
              checked={chosen.includes(value.id)}
              onChange={(event) => {
                setTouched(true);
                dispatch(
                  multiple
                    ? { type: "customToggle", optionId: option.id, valueId: value.id, checked: event.currentTarget.checked }
                    : { type: "customChoice", optionId: option.id, valueId: value.id },
                );
              }}
            />
            <span>{value.title}</span>
            <ExtraCostLabel extra={value.extraCost} currency={currency} />
          </label>
        ))}
      </div>
      {shownIssue && <IssueText id={`${id}-error`} issue={shownIssue} />}
    </fieldset>
  );
}

function extraText(intl: ReturnType<typeof useIntl>, money: (money: Money) => string, extra: NonNullable<CustomOptionModel["extraCost"]>, currency: string) {
  return extra.type === "fixed"
    ? intl.formatMessage({ id: "catalog.options.extraFixed" }, { amount: money(moneyOf(extra.amount.incl, currency)) })
    : intl.formatMessage({ id: "catalog.options.extraPercentage" }, { rate: intl.formatNumber(extra.rate / 100, { style: "percent", maximumFractionDigits: 2 }) });
}

/** Custom options: text (engraving…) and choices, with what each adds to the unit price. */
export function CustomOptions({
  options,
  currency,
  state,
  dispatch,
  issues,
}: {
  options: CustomOptionModel[];
  currency: string;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
  issues: SelectionIssue[];
}) {
  const intl = useIntl();
  if (options.length === 0) return null;
  const issueOf = (option: CustomOptionModel) => issues.find((issue) => "optionId" in issue && issue.optionId === option.id && issue.code.startsWith("custom"));
  return (
    <section className={styles.customOptions} aria-label={intl.formatMessage({ id: "catalog.options.title" })}>
      <h2 className={blocks.blockTitle}>{intl.formatMessage({ id: "catalog.options.title" })}</h2>
      {options.map((option) =>
        option.type === "field" || option.type === "area" ? (
          <TextOption key={option.id} option={option} currency={currency} state={state} dispatch={dispatch} issue={issueOf(option)} />
        ) : (
          <ChoiceOption key={option.id} option={option} currency={currency} state={state} dispatch={dispatch} issue={issueOf(option)} />
        ),
      )}
    </section>
  );
}
