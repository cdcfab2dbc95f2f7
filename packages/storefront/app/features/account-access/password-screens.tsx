import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../components/alert.tsx";
import { Button, buttonClassName } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, Saved } from "./access-parts.tsx";
import { NewPasswordField } from "./password-meter.tsx";
import { rememberSignIn, useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

/**
 * `/account/password-request`: an e-mail address, and always the same answer ("if an account
 * exists, a link is on its way"), so the screen never tells whether the address has an account.
 */
export function PasswordRequestScreen({ sent = false, refusal = null }: { sent?: boolean; refusal?: AccessRefusal | null }) {
  const intl = useIntl();
  const [sentNow, setSentNow] = useState(false);
  const prefix = "access-password-request";
  const form = useAccessForm("passwordRequest", { refusal, onSuccess: () => setSentNow(true) });
  if (sent || sentNow) {
    return (
      <div className={styles.single}>
        <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.passwordRequest.sentTitle" })} name="password-request-sent" focusOnShow={sentNow}>
          <PanelText>{intl.formatMessage({ id: "accountAccess.passwordRequest.sent" })}</PanelText>
          <PanelText>{intl.formatMessage({ id: "accountAccess.passwordRequest.sentHelp" })}</PanelText>
          <p className={styles.aside}>
            <Link to="/login">{intl.formatMessage({ id: "accountAccess.backToSignIn" })}</Link>
          </p>
        </AccessPanel>
      </div>
    );
  }
  return (
    <div className={styles.single}>
      <AccessPanel icon="lock" title={intl.formatMessage({ id: "accountAccess.passwordRequest.formTitle" })} name="password-request">
        <PanelText>{intl.formatMessage({ id: "accountAccess.passwordRequest.text" })}</PanelText>
        <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="password-request">
          <input type="hidden" name="intent" value="passwordRequest" />
          <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
          <TextField
            prefix={prefix}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue={form.values.email}
            label={intl.formatMessage({ id: "accountAccess.field.email" })}
            problem={problemOf(form.problems, "email")}
          />
          <Button type="submit" size="l" block disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.passwordRequest.submit" })}
          </Button>
        </form>
        <p className={styles.aside}>
          <Link to="/login">{intl.formatMessage({ id: "accountAccess.backToSignIn" })}</Link>
        </p>
      </AccessPanel>
    </div>
  );
}

/**
 * `/account/password-reset?token=…` (the link of the reset e-mail): a new password with its
 * meter. Saved, the shopper is signed in (every other session of the account ended) and taken to
 * their account with a confirmation. A link without a token, or one unknown, used or expired,
 * says so and leads to asking for another.
 */
export function PasswordResetScreen({ token, done = false, refusal = null }: { token: string | null; done?: boolean; refusal?: AccessRefusal | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { notify } = useAlerts();
  const prefix = "access-password-reset";
  const form = useAccessForm("passwordReset", {
    refusal,
    onSuccess: async (result, _values, apollo) => {
      rememberSignIn(apollo, result.me);
      await navigate("/user");
      notify({ type: "success", message: intl.formatMessage({ id: "accountAccess.passwordReset.done" }) });
      return true;
    },
  });

  if (done) {
    return (
      <div className={styles.single}>
        <AccessPanel icon="checkmark-circle" title={intl.formatMessage({ id: "accountAccess.passwordReset.doneTitle" })} name="password-reset-done" tone="success">
          <Saved>{intl.formatMessage({ id: "accountAccess.passwordReset.done" })}</Saved>
          <Link className={buttonClassName({ size: "l", block: true })} to="/user">
            {intl.formatMessage({ id: "accountAccess.toAccount" })}
          </Link>
        </AccessPanel>
      </div>
    );
  }
  if (!token || form.code === "TOKEN_INVALID") {
    return (
      <div className={styles.single}>
        <AccessPanel icon="lock" title={intl.formatMessage({ id: "accountAccess.passwordReset.invalidTitle" })} name="password-reset-invalid" focusOnShow={Boolean(token) && !refusal}>
          <PanelText>{token ? (form.message ?? intl.formatMessage({ id: "accountAccess.passwordReset.invalid" })) : intl.formatMessage({ id: "accountAccess.passwordReset.noToken" })}</PanelText>
          <Link className={buttonClassName({ size: "l", block: true })} to="/account/password-request">
            {intl.formatMessage({ id: "accountAccess.passwordReset.askAgain" })}
          </Link>
        </AccessPanel>
      </div>
    );
  }
  return (
    <div className={styles.single}>
      <AccessPanel icon="lock" title={intl.formatMessage({ id: "accountAccess.passwordReset.formTitle" })} name="password-reset">
        <PanelText>{intl.formatMessage({ id: "accountAccess.passwordReset.text" })}</PanelText>
        <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="password-reset">
          <input type="hidden" name="intent" value="passwordReset" />
          <input type="hidden" name="token" value={token} />
          <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
          <NewPasswordField prefix={prefix} name="password" label={intl.formatMessage({ id: "accountAccess.field.newPassword" })} problem={problemOf(form.problems, "password")} context={() => ({})} />
          <Button type="submit" size="l" block disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.passwordReset.submit" })}
          </Button>
        </form>
      </AccessPanel>
    </div>
  );
}
