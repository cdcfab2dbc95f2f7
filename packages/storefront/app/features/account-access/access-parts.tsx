import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import { Icon, type IconName } from "../../components/icon.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessRefusal } from "./access-forms.ts";
import { useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

/** A link to another access screen (sign-in, registration) carrying where the shopper was going. */
export const withReturn = (path: string, returnTo: string | null) => (returnTo ? `${path}?${new URLSearchParams({ redirect: returnTo })}` : path);

/**
 * A titled box holding one form or one outcome. `focusOnShow`: the title takes focus when the
 * panel appears in place of another (a form sent with JavaScript), so a screen reader says where
 * the shopper now is.
 */
export function AccessPanel({
  icon,
  title,
  children,
  name,
  tone = "default",
  focusOnShow = false,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** `data-access-panel`, what the tests find it by. */
  name: string;
  tone?: "default" | "success";
  focusOnShow?: boolean;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) titleRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section className={[styles.panel, tone === "success" ? styles.panelSuccess : ""].join(" ")} aria-labelledby={titleId} data-access-panel={name}>
      <h2 id={titleId} ref={titleRef} className={styles.panelTitle} tabIndex={focusOnShow ? -1 : undefined}>
        <Icon name={icon} size={22} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A paragraph of explanation inside a panel. */
export function PanelText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A confirmation inside a panel (a form saved): said politely, stays in place. */
export function Saved({ children }: { children: ReactNode }) {
  return (
    <Alert type="success" position="static" dismissible={false}>
      {children}
    </Alert>
  );
}

/**
 * "Send me a new confirmation link": the same answer for any address (the API never says whether
 * it has an account waiting). `sent`: the server's post already went through (no JavaScript).
 */
export function ResendConfirmationForm({ refusal, sent = false, email = "" }: { refusal?: AccessRefusal | null; sent?: boolean; email?: string }) {
  const intl = useIntl();
  const [resent, setResent] = useState(sent);
  const form = useAccessForm("resend", { refusal, onSuccess: () => setResent(true) });
  const prefix = "access-resend";
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="resend">
      <input type="hidden" name="intent" value="resend" />
      {resent && <Saved>{intl.formatMessage({ id: "accountAccess.resend.sent" })}</Saved>}
      <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
      <TextField
        prefix={prefix}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        defaultValue={form.values.email ?? email}
        label={intl.formatMessage({ id: "accountAccess.field.email" })}
        problem={problemOf(form.problems, "email")}
      />
      <Button type="submit" variant="secondary" block disabled={form.pending}>
        {intl.formatMessage({ id: "accountAccess.resend.submit" })}
      </Button>
    </form>
  );
}
