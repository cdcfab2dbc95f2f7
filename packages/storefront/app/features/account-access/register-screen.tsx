import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, ResendConfirmationForm, withReturn } from "./access-parts.tsx";
import { NewPasswordField, fromForm } from "./password-meter.tsx";
import { useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

export interface RegisterScreenProps {
  /** Where signing in leads afterwards (carried to the sign-in link). */
  returnTo: string | null;
  /** The registration was sent before hydration (`?sent=1`), or a new link asked (`?resent=1`). */
  sent?: boolean;
  resent?: boolean;
  refusal?: AccessRefusal | null;
}

/**
 * `/register`: names, e-mail and password (with its meter). The answer is the same whether or
 * not the address has an account already ("check your inbox": its owner is e-mailed either way),
 * so the screen never tells who is a customer. No title field (the shop does not use them).
 */
export function RegisterScreen({ returnTo, sent = false, resent = false, refusal = null }: RegisterScreenProps) {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const prefix = "access-register";
  const form = useAccessForm("register", { refusal, onSuccess: (_result, values) => setSentTo(values.email) });

  if (sentTo !== null || sent || resent || refusal?.intent === "resend") {
    return (
      <div className={styles.single}>
        <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.register.sentTitle" })} name="register-sent" focusOnShow={sentTo !== null}>
          <PanelText>
            {sentTo
              ? intl.formatMessage({ id: "accountAccess.register.sentTo" }, { email: <strong key="email">{sentTo}</strong> })
              : intl.formatMessage({ id: "accountAccess.register.sent" })}
          </PanelText>
          <PanelText>{intl.formatMessage({ id: "accountAccess.register.sentHelp" })}</PanelText>
          <ResendConfirmationForm refusal={refusal?.intent === "resend" ? refusal : null} sent={resent} email={sentTo ?? ""} />
          <p className={styles.aside}>
            <Link to={withReturn("/login", returnTo)}>{intl.formatMessage({ id: "accountAccess.register.toSignIn" })}</Link>
          </p>
        </AccessPanel>
      </div>
    );
  }

  return (
    <div className={styles.single}>
      <AccessPanel icon="user" title={intl.formatMessage({ id: "accountAccess.register.formTitle" })} name="register">
        <PanelText>{intl.formatMessage({ id: "accountAccess.register.text" })}</PanelText>
        <form method="post" noValidate onSubmit={form.onSubmit} className={formStyles.form} data-access-form="register">
          <input type="hidden" name="intent" value="register" />
          <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
          <div className={formStyles.pair}>
            <TextField
              prefix={prefix}
              name="firstname"
              autoComplete="given-name"
              maxLength={60}
              defaultValue={form.values.firstname}
              label={intl.formatMessage({ id: "accountAccess.field.firstname" })}
              problem={problemOf(form.problems, "firstname")}
            />
            <TextField
              prefix={prefix}
              name="lastname"
              autoComplete="family-name"
              maxLength={60}
              defaultValue={form.values.lastname}
              label={intl.formatMessage({ id: "accountAccess.field.lastname" })}
              problem={problemOf(form.problems, "lastname")}
            />
          </div>
          <TextField
            prefix={prefix}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue={form.values.email}
            label={intl.formatMessage({ id: "accountAccess.field.email" })}
            hint={intl.formatMessage({ id: "accountAccess.register.emailHint" })}
            problem={problemOf(form.problems, "email")}
          />
          <NewPasswordField prefix={prefix} name="password" label={intl.formatMessage({ id: "accountAccess.field.password" })} problem={problemOf(form.problems, "password")} context={fromForm} />
          <Button type="submit" size="l" block disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.register.submit" })}
          </Button>
        </form>
        <p className={styles.aside}>
          {intl.formatMessage(
            { id: "accountAccess.register.haveAccount" },
            {
              link: (
                <Link key="login" to={withReturn("/login", returnTo)}>
                  {intl.formatMessage({ id: "accountAccess.register.signIn" })}
                </Link>
              ),
            },
          )}
        </p>
      </AccessPanel>
    </div>
  );
}
