import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../components/alert.tsx";
import { Button, buttonClassName } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, ResendConfirmationForm, Saved, withReturn } from "./access-parts.tsx";
import { rememberSignIn, useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

export interface LoginScreenProps {
  /** Where a sign-in leads: a path of this store (already checked by the route), else the account. */
  returnTo: string | null;
  /** The token of an e-mail's confirmation link (`?confirm=`): the screen offers to confirm it. */
  confirmToken: string | null;
  /** The confirmation went through before hydration (`?confirmed=1`): the shopper is signed in. */
  confirmed?: boolean;
  /** A new confirmation link was asked before hydration (`?resent=1`). */
  resent?: boolean;
  refusal?: AccessRefusal | null;
}

/**
 * `/login`: the sign-in form beside the way to create an account; with `?confirm=<token>` (the
 * link of the confirmation e-mail), the confirmation button first. Opening the link confirms
 * nothing (mail scanners open links): the shopper's click does, which signs them in.
 */
export function LoginScreen({ returnTo, confirmToken, confirmed = false, resent = false, refusal = null }: LoginScreenProps) {
  if (confirmed) return <ConfirmedPanel returnTo={returnTo} />;
  if (confirmToken !== null) {
    return (
      <div className={styles.single}>
        <ConfirmPanel token={confirmToken} returnTo={returnTo} refusal={refusal} />
      </div>
    );
  }
  return (
    <div className={styles.panels}>
      <SignInPanel returnTo={returnTo} refusal={refusal} resent={resent} />
      <NewCustomerPanel returnTo={returnTo} />
    </div>
  );
}

function SignInPanel({ returnTo, refusal, resent }: { returnTo: string | null; refusal: AccessRefusal | null; resent: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const prefix = "access-login";
  const form = useAccessForm("login", {
    refusal,
    onSuccess: async (result, _values, apollo) => {
      rememberSignIn(apollo, result.me);
      await navigate(returnTo ?? "/user");
      return true;
    },
  });
  return (
    <AccessPanel icon="user" title={intl.formatMessage({ id: "accountAccess.login.title" })} name="login">
      {resent && <Saved>{intl.formatMessage({ id: "accountAccess.resend.sent" })}</Saved>}
      <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="login">
        <input type="hidden" name="intent" value="login" />
        <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
        <TextField
          prefix={prefix}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          defaultValue={form.values.email}
          label={intl.formatMessage({ id: "accountAccess.field.email" })}
          problem={problemOf(form.problems, "email")}
        />
        <TextField
          prefix={prefix}
          name="password"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: "accountAccess.field.password" })}
          problem={problemOf(form.problems, "password")}
        />
        <p className={styles.aside}>
          <Link to="/account/password-request">{intl.formatMessage({ id: "screen.login.forgotten" })}</Link>
        </p>
        <Button type="submit" size="l" block disabled={form.pending}>
          {intl.formatMessage({ id: "accountAccess.login.submit" })}
        </Button>
      </form>
    </AccessPanel>
  );
}

function NewCustomerPanel({ returnTo }: { returnTo: string | null }) {
  const intl = useIntl();
  const benefits = ["orders", "addresses", "wishlist"] as const;
  return (
    <AccessPanel icon="plus-circle" title={intl.formatMessage({ id: "accountAccess.newCustomer.title" })} name="new-customer">
      <PanelText>{intl.formatMessage({ id: "accountAccess.newCustomer.text" })}</PanelText>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="checkmark" size={18} />
            {intl.formatMessage({ id: `accountAccess.newCustomer.${benefit}` })}
          </li>
        ))}
      </ul>
      <Link className={buttonClassName({ variant: "secondary", size: "l", block: true })} to={withReturn("/register", returnTo)}>
        {intl.formatMessage({ id: "screen.login.register" })}
      </Link>
    </AccessPanel>
  );
}

function ConfirmPanel({ token, returnTo, refusal }: { token: string; returnTo: string | null; refusal: AccessRefusal | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { notify } = useAlerts();
  const prefix = "access-confirm";
  const form = useAccessForm("confirm", {
    refusal,
    onSuccess: async (result, _values, apollo) => {
      rememberSignIn(apollo, result.me);
      await navigate(returnTo ?? "/user");
      notify({ type: "success", message: intl.formatMessage({ id: "accountAccess.confirm.done" }) });
      return true;
    },
  });
  // A resend asked from this panel (no JavaScript) comes back as a refusal of its own form.
  const resendRefusal = refusal?.intent === "resend" ? refusal : null;
  if (form.code === "TOKEN_INVALID" || resendRefusal) {
    return (
      <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.confirm.invalidTitle" })} name="confirm-invalid" focusOnShow={form.code === "TOKEN_INVALID" && !refusal}>
        <PanelText>{form.message ?? intl.formatMessage({ id: "accountAccess.confirm.invalid" })}</PanelText>
        <PanelText>{intl.formatMessage({ id: "accountAccess.confirm.resendHelp" })}</PanelText>
        <ResendConfirmationForm refusal={resendRefusal} />
        <p className={styles.aside}>
          <Link to={withReturn("/login", returnTo)}>{intl.formatMessage({ id: "accountAccess.confirm.signIn" })}</Link>
        </p>
      </AccessPanel>
    );
  }
  return (
    <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.confirm.title" })} name="confirm">
      <PanelText>{intl.formatMessage({ id: "accountAccess.confirm.text" })}</PanelText>
      <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="confirm">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
        <Button type="submit" size="l" block disabled={form.pending}>
          {intl.formatMessage({ id: "accountAccess.confirm.submit" })}
        </Button>
      </form>
    </AccessPanel>
  );
}

/** The confirmation went through without JavaScript: signed in, on to where the shopper was going. */
function ConfirmedPanel({ returnTo }: { returnTo: string | null }) {
  const intl = useIntl();
  return (
    <div className={styles.single}>
      <AccessPanel icon="checkmark-circle" title={intl.formatMessage({ id: "accountAccess.confirm.doneTitle" })} name="confirmed" tone="success">
        <Saved>{intl.formatMessage({ id: "accountAccess.confirm.done" })}</Saved>
        <Link className={buttonClassName({ size: "l", block: true })} to={returnTo ?? "/user"}>
          {intl.formatMessage({ id: returnTo ? "accountAccess.continue" : "accountAccess.toAccount" })}
        </Link>
      </AccessPanel>
    </div>
  );
}
