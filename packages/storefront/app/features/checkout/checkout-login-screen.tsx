import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { Button, buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { CheckoutActionRefusal } from "./checkout-action.ts";
import { CHECKOUT_LOGIN, SET_CHECKOUT_EMAIL } from "./checkout-queries.ts";
import { type FieldProblem, fieldProblems, looksLikeEmail } from "../../lib/address-fields.ts";
import { ErrorSummary, TextField } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import styles from "./checkout.module.css";

type Outcome = { ok: true } | { ok: false; problems: FieldProblem[] };

/**
 * `/checkout/login`: sign in with an account, or continue as a guest with an e-mail address; either
 * leads to the checkout. Two forms side by side (one after the other on a phone), each with its
 * own error summary. Before hydration they post to the route's action. A cart with a downloadable
 * product needs an account (its files are kept there): no guest form, but the reason and the way
 * to register (back to the checkout afterwards).
 */
export function CheckoutLoginScreen({ refusal = null, requiresAccount = false }: { refusal?: CheckoutActionRefusal | null; requiresAccount?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState<"login" | "guest" | null>(null);
  const [problems, setProblems] = useState<Record<"login" | "guest", FieldProblem[]>>({
    login: refusal?.intent === "login" ? withMessage(refusal) : [],
    guest: refusal?.intent === "guest" ? withMessage(refusal) : [],
  });

  const required = (label: string) => intl.formatMessage({ id: "form.field.required" }, { field: label });
  const emailLabel = intl.formatMessage({ id: "checkout.contact.email" });

  const submit = async (kind: "login" | "guest", form: HTMLFormElement) => {
    if (pending) return;
    const values = new FormData(form);
    const email = String(values.get("email") ?? "").trim();
    const password = String(values.get("password") ?? "");
    const local: FieldProblem[] = [];
    if (!email) local.push({ field: "email", message: required(emailLabel) });
    else if (!looksLikeEmail(email)) local.push({ field: "email", message: intl.formatMessage({ id: "checkout.contact.emailInvalid" }) });
    if (kind === "login" && !password) local.push({ field: "password", message: required(intl.formatMessage({ id: "checkout.login.password" })) });
    setProblems((current) => ({ ...current, [kind]: local }));
    if (local.length > 0) return;
    setPending(kind);
    let outcome: Outcome;
    try {
      const apollo = await loadBrowserClient();
      const result =
        kind === "login"
          ? (await apollo.mutate({ mutation: CHECKOUT_LOGIN, variables: { email, password } })).data?.login
          : (await apollo.mutate({ mutation: SET_CHECKOUT_EMAIL, variables: { email } })).data?.setCheckoutEmail;
      if (result?.success) {
        // The checkout's loader reads the cart afresh (network-only): signed in, it may have been merged with the account's.
        outcome = { ok: true };
      } else {
        const fieldErrors = result && "fieldErrors" in result ? result.fieldErrors : [];
        const listed = fieldProblems(fieldErrors);
        const message = mutationAlert(intl, { result })?.message;
        outcome = { ok: false, problems: listed.length > 0 ? listed : [{ field: "email", message: typeof message === "string" ? message : "" }] };
      }
    } catch (error) {
      const message = mutationAlert(intl, { error })?.message;
      outcome = { ok: false, problems: [{ field: "email", message: typeof message === "string" ? message : "" }] };
    }
    if (outcome.ok) {
      await navigate("/checkout");
      return;
    }
    setPending(null);
    setProblems((current) => ({ ...current, [kind]: outcome.problems }));
  };

  if (requiresAccount) {
    return (
      <div className={styles.accountOnly}>
        <p className={styles.virtualNote} data-requires-account="">
          <Icon name="download" size={18} />
          {intl.formatMessage({ id: "checkout.login.requiresAccount" })}
        </p>
        <div className={styles.loginLayout}>
          <LoginPanel kind="login" pending={pending} problems={problems.login} onSubmit={submit} />
          <RegisterPanel />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.loginLayout}>
      <LoginPanel kind="login" pending={pending} problems={problems.login} onSubmit={submit} />
      <LoginPanel kind="guest" pending={pending} problems={problems.guest} onSubmit={submit} />
    </div>
  );
}

/** No account yet: registering (the e-mail confirmed) leads back to the checkout. */
function RegisterPanel() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.loginPanel} aria-labelledby={titleId} data-checkout-login="register">
      <h2 id={titleId} className={styles.loginTitle}>
        <Icon name="user" size={22} />
        {intl.formatMessage({ id: "checkout.register.title" })}
      </h2>
      <p className={formStyles.hint}>{intl.formatMessage({ id: "checkout.register.text" })}</p>
      <Link to={`/register?${new URLSearchParams({ redirect: "/checkout" })}`} className={buttonClassName({ variant: "secondary", size: "l", block: true })}>
        {intl.formatMessage({ id: "checkout.register.submit" })}
      </Link>
    </section>
  );
}

/** A refusal of the action without field problems: its message goes on the e-mail field. */
function withMessage(refusal: CheckoutActionRefusal): FieldProblem[] {
  if (refusal.problems.length > 0) return refusal.problems;
  return refusal.message ? [{ field: "email", message: refusal.message }] : [];
}

function LoginPanel({
  kind,
  pending,
  problems,
  onSubmit,
}: {
  kind: "login" | "guest";
  pending: "login" | "guest" | null;
  problems: FieldProblem[];
  onSubmit: (kind: "login" | "guest", form: HTMLFormElement) => Promise<void>;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const titleId = useId();
  const prefix = kind === "login" ? "login" : "guest";
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit(kind, event.currentTarget);
  };
  return (
    <section className={styles.loginPanel} aria-labelledby={titleId} data-checkout-login={kind}>
      <h2 id={titleId} className={styles.loginTitle}>
        <Icon name={kind === "login" ? "user" : "envelope"} size={22} />
        {intl.formatMessage({ id: kind === "login" ? "checkout.login.title" : "checkout.guest.title" })}
      </h2>
      <p className={formStyles.hint}>{intl.formatMessage({ id: kind === "login" ? "checkout.login.text" : "checkout.guest.text" })}</p>
      <form method="post" noValidate onSubmit={hydrated ? submit : undefined} className={formStyles.form}>
        <input type="hidden" name="intent" value={kind} />
        <ErrorSummary prefix={prefix} problems={problems} />
        <TextField
          prefix={prefix}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={kind === "login" ? "username" : "email"}
          spellCheck={false}
          label={intl.formatMessage({ id: "checkout.contact.email" })}
          problem={problemOf("email")}
        />
        {kind === "login" && (
          <TextField
            prefix={prefix}
            name="password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: "checkout.login.password" })}
            problem={problemOf("password")}
          />
        )}
        <Button type="submit" size="l" block variant={kind === "login" ? "primary" : "secondary"} disabled={pending !== null}>
          {intl.formatMessage({ id: kind === "login" ? "checkout.login.submit" : "checkout.guest.submit" })}
        </Button>
        {kind === "login" && (
          <p className={formStyles.hint}>
            <Link to="/account/password-request">{intl.formatMessage({ id: "checkout.login.forgotten" })}</Link>
          </p>
        )}
      </form>
    </section>
  );
}
