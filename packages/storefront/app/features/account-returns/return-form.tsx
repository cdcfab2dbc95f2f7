import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, fieldId, problemOf } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { useFormat } from "../../lib/format.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { CREATE_RETURN_AUTHORIZATION, type CreatedReturn, type ReturnAttributeView, type ReturnCreateOrder, type ReturnableLine } from "./account-returns-queries.ts";
import {
  RETURN_FORM,
  type ReturnFormValues,
  type ReturnRefusal,
  answerField,
  answerName,
  formValues,
  missingAnswers,
  postedQuantity,
  quantityField,
  quantityName,
  refusalProblems,
  returnInput,
} from "./return-form-state.ts";
import { Options, ReturnItems, SlipLink } from "./return-list.tsx";
import { orderPath } from "./return-paths.ts";
import formStyles from "../../components/form-parts.module.css";
import styles from "./account-returns.module.css";

/** What the route's action answered a request posted without JavaScript and refused: the message, and what was filled in. */
export interface PostedReturn {
  refusal: ReturnRefusal;
  values: ReturnFormValues;
}

/**
 * `/user/orders/:orderId/returns/create`: the order's lines that may be sent back, each with the
 * quantity to return (0 to what may be returned now) and the shop's questions for it; the lines
 * that cannot be, with why; the last day to ask. Sent, it says the return's number and what comes
 * next, with the return slip. Without JavaScript the form posts to the route's action (the page
 * again with the refusal, or this page with `?created=`); with it, the request goes through
 * Apollo and the outcome is shown here. Every question is shown for every line until the page is
 * interactive; then a line's questions open once a quantity is chosen.
 */
export function ReturnCreateScreen({
  order,
  attributes,
  created = null,
  posted = null,
}: {
  order: ReturnCreateOrder;
  attributes: readonly ReturnAttributeView[];
  /** The return just requested (`?created=` without JavaScript). */
  created?: CreatedReturn | null;
  posted?: PostedReturn | null;
}) {
  const intl = useIntl();
  const format = useFormat();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<CreatedReturn | null>(created);
  const [values, setValues] = useState<ReturnFormValues>(posted?.values ?? {});
  const [refusal, setRefusal] = useState<ReturnRefusal | null>(posted?.refusal ?? null);
  const [checked, setChecked] = useState<{ problems: FieldProblem[]; message: string | null } | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  if (sent) return <ReturnRequested created={sent} />;

  const returnable = order.returnableItems.filter((line) => line.quantityReturnable > 0);
  const refused = order.returnableItems.filter((line) => line.quantityReturnable === 0);
  const shown = checked ?? refusalProblems(refusal);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const filled = formValues(new FormData(event.currentTarget));
    setValues(filled);
    const { nothingSelected, missing } = missingAnswers(returnable, attributes, filled);
    if (nothingSelected || missing.length > 0) {
      setChecked({
        message: nothingSelected ? intl.formatMessage({ id: "accountReturns.form.nothingSelected" }) : null,
        problems: missing.map(({ orderItemId, code }) => ({
          field: answerField(orderItemId, code),
          message: intl.formatMessage(
            { id: "accountReturns.form.answerRequired" },
            { question: attributes.find((attribute) => attribute.code === code)?.label ?? code, item: returnable.find((line) => line.orderItemId === orderItemId)?.name ?? "" },
          ),
        })),
      });
      return;
    }
    setChecked(null);
    running.current = true;
    setPending(true);
    try {
      const apollo = await loadBrowserClient();
      const { data } = await apollo.mutate({ mutation: CREATE_RETURN_AUTHORIZATION, variables: { input: returnInput(order.order_id, filled) } });
      const result = data?.createReturnAuthorization;
      if (result?.success && result.returnAuthorization) {
        setSent(result.returnAuthorization);
        setRefusal(null);
        return;
      }
      const alert = mutationAlert(intl, { result });
      setRefusal({ message: typeof alert?.message === "string" ? alert.message : "", code: result?.errorCode ?? null, itemId: result?.errorItemId ?? null, attribute: result?.errorAttribute ?? null });
    } catch (error) {
      const alert = mutationAlert(intl, { error });
      setRefusal({ message: typeof alert?.message === "string" ? alert.message : "", code: null, itemId: null, attribute: null });
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <div className={styles.screen}>
      {order.returnDeadline && (
        <p className={styles.deadline} data-return-deadline="">
          <Icon name="calendar-full" size={20} />
          <span>{intl.formatMessage({ id: "accountReturns.form.deadline" }, { date: <strong key="date">{format.date(order.returnDeadline)}</strong> })}</span>
        </p>
      )}
      {returnable.length > 0 ? (
        <form method="post" noValidate onSubmit={hydrated ? (event) => void submit(event) : undefined} className={formStyles.form} data-form={RETURN_FORM}>
          <input type="hidden" name="intent" value="createReturn" />
          <p className={styles.lead}>{intl.formatMessage({ id: "accountReturns.form.lead" })}</p>
          <ErrorSummary prefix={RETURN_FORM} problems={shown.problems} message={shown.message} />
          {returnable.map((line) => (
            <ReturnLine
              key={line.orderItemId}
              line={line}
              attributes={attributes}
              values={values}
              problems={shown.problems}
              collapsed={hydrated && postedQuantity(values, line.orderItemId) === 0}
              onQuantity={(quantity) => setValues((current) => ({ ...current, [quantityName(line.orderItemId)]: String(quantity) }))}
            />
          ))}
          <div className={styles.formActions}>
            <Button type="submit" size="l" disabled={pending} data-create-return="">
              <Icon name="undo" size={20} tone="inverse" />
              {intl.formatMessage({ id: pending ? "accountReturns.form.sending" : "accountReturns.form.submit" })}
            </Button>
            <Link to={orderPath(order.order_id)}>{intl.formatMessage({ id: "accountReturns.form.cancel" })}</Link>
          </div>
        </form>
      ) : (
        <div className={styles.empty} data-nothing-returnable="">
          <p>{intl.formatMessage({ id: "accountReturns.form.nothing" })}</p>
          <p>
            <Link to={orderPath(order.order_id)}>{intl.formatMessage({ id: "accountReturns.backToOrder" }, { number: order.number })}</Link>
          </p>
        </div>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="return-not-returnable" className={styles.refused}>
          <h2 id="return-not-returnable" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "accountReturns.form.notReturnable" })}
          </h2>
          <ul className={styles.items}>
            {refused.map((line) => (
              <li key={line.orderItemId} className={styles.item} data-not-returnable={line.sku} data-reason={line.reason ?? ""}>
                <div className={styles.itemMain}>
                  <p className={styles.itemName}>{line.name}</p>
                  <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.sku" }, { sku: line.sku })}</p>
                  <Options options={line.options} />
                </div>
                <p className={styles.reason}>{intl.formatMessage({ id: `accountReturns.reason.${line.reason ?? "ALREADY_REQUESTED"}` })}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** One order line: what it is, how many may be sent back, the quantity to return, then the questions for it. */
function ReturnLine({
  line,
  attributes,
  values,
  problems,
  collapsed,
  onQuantity,
}: {
  line: ReturnableLine;
  attributes: readonly ReturnAttributeView[];
  values: ReturnFormValues;
  problems: FieldProblem[];
  /** No unit chosen on an interactive page: its questions wait. */
  collapsed: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const intl = useIntl();
  const quantityId = fieldId(RETURN_FORM, quantityField(line.orderItemId));
  const quantityProblem = problemOf(problems, quantityField(line.orderItemId));
  const legendId = `${quantityId}-legend`;
  const factsId = `${quantityId}-facts`;
  return (
    <fieldset className={styles.line} data-return-line={line.sku} aria-describedby={factsId}>
      <legend id={legendId} className={styles.lineName}>
        {line.name}
      </legend>
      <div id={factsId} className={styles.lineFacts}>
        <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.sku" }, { sku: line.sku })}</p>
        <Options options={line.options} />
        <p className={styles.muted}>
          {intl.formatMessage({ id: "accountReturns.form.shipped" }, { shipped: line.quantityShipped, requested: line.quantityRequested, returnable: line.quantityReturnable })}
        </p>
        {line.returnableOnlyUnopened && (
          <p className={styles.unopened} data-unopened-only="">
            {intl.formatMessage({ id: "accountReturns.form.unopenedOnly" })}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={quantityId} className={formStyles.label}>
          {intl.formatMessage({ id: "accountReturns.form.quantity" })}
        </label>
        <select
          id={quantityId}
          name={quantityName(line.orderItemId)}
          className={[formStyles.input, styles.quantity].join(" ")}
          value={String(Math.min(postedQuantity(values, line.orderItemId), line.quantityReturnable))}
          onChange={(event) => onQuantity(Number(event.currentTarget.value))}
          aria-invalid={quantityProblem ? true : undefined}
          aria-describedby={quantityProblem ? `${quantityId}-error` : undefined}
          data-return-quantity=""
        >
          {Array.from({ length: line.quantityReturnable + 1 }, (_, quantity) => (
            <option key={quantity} value={quantity}>
              {quantity === 0 ? intl.formatMessage({ id: "accountReturns.form.none" }) : quantity}
            </option>
          ))}
        </select>
        {quantityProblem && (
          <p id={`${quantityId}-error`} className={formStyles.fieldError}>
            {quantityProblem.message}
          </p>
        )}
      </div>
      {attributes.length > 0 && (
        <div className={styles.questions} hidden={collapsed} data-return-questions="">
          {!collapsed && <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.form.questions" })}</p>}
          {attributes.map((attribute) => (
            <AnswerField key={attribute.code} line={line} attribute={attribute} value={values[answerName(line.orderItemId, attribute.code)] ?? ""} problem={problemOf(problems, answerField(line.orderItemId, attribute.code))} />
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A question's label: its words, "(optional)" when it is not required. */
function QuestionLabel({ attribute }: { attribute: ReturnAttributeView }) {
  const intl = useIntl();
  return (
    <>
      {attribute.label}
      {!attribute.required && <span className={formStyles.optional}> {intl.formatMessage({ id: "form.field.optional" })}</span>}
    </>
  );
}

/**
 * One answer for one line, of the question's kind: a list of choices, a text area, a text field,
 * or yes/no radios. Its help under the label and its error under the field, both read with it.
 */
function AnswerField({ line, attribute, value, problem }: { line: ReturnableLine; attribute: ReturnAttributeView; value: string; problem: FieldProblem | undefined }) {
  const intl = useIntl();
  const id = fieldId(RETURN_FORM, answerField(line.orderItemId, attribute.code));
  const name = answerName(line.orderItemId, attribute.code);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [attribute.help ? helpId : "", problem ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    name,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": attribute.required ? true : undefined,
    "data-answer": attribute.code,
  } as const;
  const help = attribute.help && (
    <p id={helpId} className={formStyles.hint}>
      {attribute.help}
    </p>
  );
  const error = problem && (
    <p id={errorId} className={formStyles.fieldError}>
      {problem.message}
    </p>
  );
  if (attribute.kind === "BOOLEAN") {
    return (
      <fieldset className={styles.yesNo} aria-describedby={describedBy} data-answer={attribute.code}>
        <legend className={formStyles.label}>
          <QuestionLabel attribute={attribute} />
        </legend>
        {help}
        <div className={styles.radios}>
          {(["true", "false"] as const).map((choice) => (
            <label key={choice} className={styles.radio}>
              <input type="radio" id={choice === "true" ? id : `${id}-no`} name={name} value={choice} defaultChecked={value === choice} aria-required={attribute.required ? true : undefined} />
              {intl.formatMessage({ id: choice === "true" ? "accountReturns.form.yes" : "accountReturns.form.no" })}
            </label>
          ))}
        </div>
        {error}
      </fieldset>
    );
  }
  return (
    <Field id={id} attribute={attribute} help={help} error={error}>
      {attribute.kind === "SELECT" ? (
        <select id={id} className={formStyles.input} defaultValue={value} {...common}>
          <option value="">{intl.formatMessage({ id: "accountReturns.form.choose" })}</option>
          {attribute.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : attribute.kind === "TEXTAREA" ? (
        <textarea id={id} className={[formStyles.input, styles.textarea].join(" ")} defaultValue={value} rows={3} maxLength={attribute.maxLength ?? undefined} {...common} />
      ) : (
        <input id={id} type="text" className={formStyles.input} defaultValue={value} maxLength={attribute.maxLength ?? undefined} autoComplete="off" {...common} />
      )}
    </Field>
  );
}

function Field({ id, attribute, help, error, children }: { id: string; attribute: ReturnAttributeView; help: ReactNode; error: ReactNode; children: ReactNode }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        <QuestionLabel attribute={attribute} />
      </label>
      {help}
      {children}
      {error}
    </div>
  );
}

/**
 * The request sent: its number, what happens next, the return slip to print and put in the
 * parcel, and the way to follow it (`/user/returns`). Its title takes the focus, so the news is
 * read first.
 */
export function ReturnRequested({ created }: { created: CreatedReturn }) {
  const intl = useIntl();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.success} aria-labelledby="return-requested" data-return-requested={created.number}>
      <h2 id="return-requested" ref={title} tabIndex={-1} className={styles.successTitle}>
        <Icon name="checkmark-circle" size={24} />
        {intl.formatMessage({ id: "accountReturns.created.title" }, { number: created.number })}
      </h2>
      <p>{intl.formatMessage({ id: "accountReturns.created.mail" })}</p>
      <ReturnItems items={created.items} />
      <h3 className={styles.minorTitle}>{intl.formatMessage({ id: "accountReturns.created.next" })}</h3>
      <ol className={styles.steps}>
        <li>{intl.formatMessage({ id: "accountReturns.created.step1" })}</li>
        <li>{intl.formatMessage({ id: "accountReturns.created.step2" })}</li>
        <li>{intl.formatMessage({ id: "accountReturns.created.step3" })}</li>
      </ol>
      <div className={styles.formActions}>
        {created.slipUrl && <SlipLink number={created.number} slipUrl={created.slipUrl} variant="primary" />}
        <Link to="/user/returns" data-see-returns="">
          {intl.formatMessage({ id: "accountReturns.created.follow" })}
        </Link>
      </div>
    </section>
  );
}
