import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../components/button.tsx";
import { ErrorSummary } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessMe, AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, Saved } from "./access-parts.tsx";
import { useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";
import { signInPath } from "../../lib/account-name.ts";

export interface EmailChangeScreenProps {
  /** The link's token (`?token=`); null when the link came without one. */
  token: string | null;
  /**
   * The change went through before hydration (`?done=1`): the customer this browser is signed in
   * as (their new address), or null when it is signed out (every session of the account ended).
   */
  done?: { me: AccessMe | null } | null;
  refusal?: AccessRefusal | null;
}

/**
 * `/account/email-change?token=…` (the link e-mailed to a new address): one button moves the
 * account to it. Opening the link changes nothing (mail scanners open links): the shopper's click
 * does. Done, a browser signed in to the account stays so and is told its new address; any other
 * is asked to sign in with it (every session of the account has ended). A link unknown, used or
 * expired, or whose address another account has taken meanwhile, says so and leads back to the
 * account's information, where a change can be sent again or asked anew.
 */
export function EmailChangeScreen({ token, done = null, refusal = null }: EmailChangeScreenProps) {
  const intl = useIntl();
  const [doneNow, setDoneNow] = useState<{ me: AccessMe | null } | null>(null);
  const form = useAccessForm("emailConfirm", { refusal, onSuccess: (result) => setDoneNow({ me: result.me ?? null }) });
  const outcome = done ?? doneNow;

  if (outcome) {
    const { me } = outcome;
    return (
      <div className={styles.single}>
        <AccessPanel icon="checkmark-circle" title={intl.formatMessage({ id: "accountAccess.emailChange.doneTitle" })} name="email-change-done" tone="success" focusOnShow={doneNow !== null}>
          <Saved>{me ? intl.formatMessage({ id: "accountAccess.emailChange.done" }, { email: me.email }) : intl.formatMessage({ id: "accountAccess.emailChange.doneSignedOut" })}</Saved>
          {me ? (
            <Link className={buttonClassName({ size: "l", block: true })} to="/user/information">
              {intl.formatMessage({ id: "accountAccess.emailChange.toInformation" })}
            </Link>
          ) : (
            <Link className={buttonClassName({ size: "l", block: true })} to={signInPath("/user/information")}>
              {intl.formatMessage({ id: "accountAccess.register.toSignIn" })}
            </Link>
          )}
        </AccessPanel>
      </div>
    );
  }

  const refused = form.code === "TOKEN_INVALID" || form.code === "EMAIL_TAKEN";
  if (!token || refused) {
    const taken = form.code === "EMAIL_TAKEN";
    const explanation = !token
      ? intl.formatMessage({ id: "accountAccess.emailChange.noToken" })
      : (form.message ?? intl.formatMessage({ id: "accountAccess.emailChange.invalid" }));
    return (
      <div className={styles.single}>
        <AccessPanel
          icon="envelope"
          title={intl.formatMessage({ id: taken ? "accountAccess.emailChange.takenTitle" : "accountAccess.emailChange.invalidTitle" })}
          name={taken ? "email-change-taken" : "email-change-invalid"}
          focusOnShow={refused && !refusal}
        >
          <PanelText>{explanation}</PanelText>
          {token && <PanelText>{intl.formatMessage({ id: taken ? "accountAccess.emailChange.takenHelp" : "accountAccess.emailChange.invalidHelp" })}</PanelText>}
          <Link className={buttonClassName({ size: "l", block: true })} to="/user/information">
            {intl.formatMessage({ id: "accountAccess.emailChange.toInformation" })}
          </Link>
        </AccessPanel>
      </div>
    );
  }

  return (
    <div className={styles.single}>
      <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.emailChange.formTitle" })} name="email-change">
        <PanelText>{intl.formatMessage({ id: "accountAccess.emailChange.text" })}</PanelText>
        <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="email-change">
          <input type="hidden" name="intent" value="emailConfirm" />
          <input type="hidden" name="token" value={token} />
          <ErrorSummary prefix="access-email-change" problems={form.problems} message={form.message} />
          <Button type="submit" size="l" block disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.emailChange.submit" })}
          </Button>
        </form>
      </AccessPanel>
    </div>
  );
}
