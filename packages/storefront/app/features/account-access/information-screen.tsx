import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessIntent, AccessMe, AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, Saved } from "./access-parts.tsx";
import { NewPasswordField } from "./password-meter.tsx";
import { useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

/** The information screen's forms, each saved on its own. */
export type InformationIntent = Extract<AccessIntent, "names" | "email" | "password">;
export const INFORMATION_INTENTS: readonly InformationIntent[] = ["names", "email", "password"];
export const isInformationIntent = (value: unknown): value is InformationIntent => INFORMATION_INTENTS.includes(value as InformationIntent);

export interface InformationScreenProps {
  me: AccessMe;
  /** The form the server saved before hydration (`?saved=names|email|password`). */
  saved?: InformationIntent | null;
  refusal?: AccessRefusal | null;
}

/**
 * `/user/information`: the customer's names; their e-mail address and their password, each of
 * which needs the current password, ends the account's other sessions and is told to the address.
 * Three forms, each with its own errors and its own confirmation.
 */
export function InformationScreen({ me, saved = null, refusal = null }: InformationScreenProps) {
  return (
    <div className={styles.sections}>
      <NamesForm me={me} saved={saved === "names"} refusal={refusal} />
      <EmailForm me={me} saved={saved === "email"} refusal={refusal} />
      <PasswordForm me={me} saved={saved === "password"} refusal={refusal} />
    </div>
  );
}

interface SectionProps {
  me: AccessMe;
  saved: boolean;
  refusal: AccessRefusal | null;
}

function NamesForm({ me, saved: savedByServer, refusal }: SectionProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(savedByServer);
  const prefix = "access-names";
  // The answer's `me` updates Apollo's cache (Me by id): the header's greeting follows.
  const form = useAccessForm("names", { refusal, onSuccess: () => setSaved(true) });
  return (
    <AccessPanel icon="user" title={intl.formatMessage({ id: "accountAccess.information.namesTitle" })} name="names">
      <form method="post" noValidate onSubmit={form.onSubmit} onInput={() => setSaved(false)} className={formStyles.form} data-access-form="names">
        <input type="hidden" name="intent" value="names" />
        {saved && <Saved>{intl.formatMessage({ id: "accountAccess.information.namesSaved" })}</Saved>}
        <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
        <div className={formStyles.pair}>
          <TextField
            prefix={prefix}
            name="firstname"
            autoComplete="given-name"
            maxLength={60}
            defaultValue={form.values.firstname ?? me.firstname}
            label={intl.formatMessage({ id: "accountAccess.field.firstname" })}
            problem={problemOf(form.problems, "firstname")}
          />
          <TextField
            prefix={prefix}
            name="lastname"
            autoComplete="family-name"
            maxLength={60}
            defaultValue={form.values.lastname ?? me.lastname}
            label={intl.formatMessage({ id: "accountAccess.field.lastname" })}
            problem={problemOf(form.problems, "lastname")}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.information.namesSubmit" })}
          </Button>
        </div>
      </form>
    </AccessPanel>
  );
}

function EmailForm({ me, saved: savedByServer, refusal }: SectionProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(savedByServer);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = "access-email";
  const form = useAccessForm("email", {
    refusal,
    onSuccess: () => {
      formRef.current?.reset();
      setSaved(true);
    },
  });
  return (
    <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.information.emailTitle" })} name="email">
      <PanelText>{intl.formatMessage({ id: "accountAccess.information.currentEmail" }, { email: <strong key="email" data-current-email="">{me.email}</strong> })}</PanelText>
      <form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} onInput={() => setSaved(false)} className={formStyles.form} data-access-form="email">
        <input type="hidden" name="intent" value="email" />
        {saved && <Saved>{intl.formatMessage({ id: "accountAccess.information.emailSaved" }, { email: me.email })}</Saved>}
        <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
        <TextField
          prefix={prefix}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={form.values.email}
          label={intl.formatMessage({ id: "accountAccess.field.newEmail" })}
          problem={problemOf(form.problems, "email")}
        />
        <TextField
          prefix={prefix}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: "accountAccess.field.currentPassword" })}
          hint={intl.formatMessage({ id: "accountAccess.information.currentPasswordHint" })}
          problem={problemOf(form.problems, "currentPassword")}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.information.emailSubmit" })}
          </Button>
        </div>
      </form>
    </AccessPanel>
  );
}

function PasswordForm({ me, saved: savedByServer, refusal }: SectionProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(savedByServer);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = "access-password";
  const form = useAccessForm("password", {
    refusal,
    onSuccess: () => {
      formRef.current?.reset();
      setSaved(true);
    },
  });
  return (
    <AccessPanel icon="lock" title={intl.formatMessage({ id: "accountAccess.information.passwordTitle" })} name="password">
      <PanelText>{intl.formatMessage({ id: "accountAccess.information.passwordText" })}</PanelText>
      <form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} onInput={() => setSaved(false)} className={formStyles.form} data-access-form="password">
        <input type="hidden" name="intent" value="password" />
        {saved && <Saved>{intl.formatMessage({ id: "accountAccess.information.passwordSaved" })}</Saved>}
        <ErrorSummary prefix={prefix} problems={form.problems} message={form.message} />
        <TextField
          prefix={prefix}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: "accountAccess.field.currentPassword" })}
          problem={problemOf(form.problems, "currentPassword")}
        />
        <NewPasswordField
          prefix={prefix}
          name="newPassword"
          label={intl.formatMessage({ id: "accountAccess.field.newPassword" })}
          problem={problemOf(form.problems, "newPassword")}
          context={() => ({ email: me.email, firstname: me.firstname, lastname: me.lastname })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={form.pending}>
            {intl.formatMessage({ id: "accountAccess.information.passwordSubmit" })}
          </Button>
        </div>
      </form>
    </AccessPanel>
  );
}
