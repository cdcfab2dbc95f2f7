import { CONTACT_LIMITS, CONTACT_SUBJECTS, MESSAGE_MIN_LENGTH } from "@eb/commerce/modules/contact/contact-rules.ts";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, Select, TextField, fieldId, problemOf } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { CONTACT_FORM, type PostedContact, TRAP_FIELD, contactProblems, contactValuesOf } from "./contact-form-state.ts";
import formStyles from "../../components/form-parts.module.css";
import styles from "./contact.module.css";

/**
 * The contact form (ADR 082). A real POST form to the page's action, so it works before
 * hydration and without JavaScript (ADR 031); once hydrated, the rules the API applies are checked
 * first, in the browser, and every problem is shown at once (the summary above the form takes the
 * focus and links to each field; each field says its own, tied to it). The token the page was
 * rendered with travels as a hidden field; the trap field is hidden from people, who are told to
 * leave it empty should they reach it.
 */
export function ContactForm({ token, posted, locale }: { token: string; posted: PostedContact | null; locale: string }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.endsWith("/contact") === true;
  // Problems found in the browser before sending; the server's answer replaces them when it comes.
  const [checked, setChecked] = useState<{ problems: FieldProblem[]; after: PostedContact | null } | null>(null);
  const shown = checked && checked.after === posted ? checked.problems : (posted?.problems ?? []);
  const message = checked && checked.after === posted ? null : (posted?.message ?? null);
  const values = posted?.values ?? { name: "", email: "", subject: "", orderNumber: "", message: "" };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problems = contactProblems(contactValuesOf(new FormData(event.currentTarget)), locale);
    setChecked({ problems, after: posted });
    if (problems.length > 0) event.preventDefault();
  };

  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const messageId = fieldId(CONTACT_FORM, "message");
  const messageProblem = problemOf(shown, "message");
  return (
    <Form method="post" action="/contact" noValidate onSubmit={onSubmit} className={formStyles.form} data-form={CONTACT_FORM}>
      <p className={formStyles.hint}>{say("contact.form.intro")}</p>
      <ErrorSummary prefix={CONTACT_FORM} problems={shown} message={message} />
      <input type="hidden" name="formToken" value={token} />
      <div className={[formStyles.pair, styles.pair].join(" ")}>
        <TextField prefix={CONTACT_FORM} name="name" label={say("contact.field.name")} autoComplete="name" defaultValue={values.name} problem={problemOf(shown, "name")} />
        <TextField
          prefix={CONTACT_FORM}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={say("contact.field.email")}
          hint={say("contact.field.email.hint")}
          defaultValue={values.email}
          problem={problemOf(shown, "email")}
        />
      </div>
      <div className={[formStyles.pair, styles.pair].join(" ")}>
        <Select prefix={CONTACT_FORM} name="subject" label={say("contact.field.subject")} defaultValue={values.subject} problem={problemOf(shown, "subject")}>
          <option value="">{say("contact.subject.choose")}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {say(`contact.subject.${subject}`)}
            </option>
          ))}
        </Select>
        <TextField
          prefix={CONTACT_FORM}
          name="orderNumber"
          label={say("contact.field.orderNumber")}
          hint={say("contact.field.orderNumber.hint")}
          optional
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.orderNumber}
          problem={problemOf(shown, "orderNumber")}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={messageId} className={formStyles.label}>
          {say("contact.field.message")}
        </label>
        <p id={`${messageId}-hint`} className={formStyles.hint}>
          {say("contact.field.message.hint", { min: MESSAGE_MIN_LENGTH, max: intl.formatNumber(CONTACT_LIMITS.message) })}
        </p>
        <textarea
          id={messageId}
          name="message"
          rows={8}
          className={[formStyles.input, styles.textarea].join(" ")}
          defaultValue={values.message}
          aria-invalid={messageProblem ? true : undefined}
          aria-describedby={[`${messageId}-hint`, messageProblem ? `${messageId}-error` : ""].filter(Boolean).join(" ")}
          aria-required
        />
        {messageProblem && (
          <p id={`${messageId}-error`} className={formStyles.fieldError}>
            {messageProblem.message}
          </p>
        )}
      </div>
      {/* The trap (ADR 082): off screen, out of the tab order, never filled by the browser; a robot fills it. */}
      <div className={styles.trap}>
        <label htmlFor={fieldId(CONTACT_FORM, TRAP_FIELD)}>{say("contact.trap.label")}</label>
        <input id={fieldId(CONTACT_FORM, TRAP_FIELD)} type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className={styles.privacy}>{say("contact.privacy")}</p>
      <div>
        <Button type="submit" size="l" disabled={sending} data-send-contact="">
          <Icon name="envelope" size={20} tone="inverse" />
          {say(sending ? "contact.sending" : "contact.send")}
        </Button>
      </div>
    </Form>
  );
}
