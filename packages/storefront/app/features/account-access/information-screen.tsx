import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessIntent, AccessMe, AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText, Saved } from "./access-parts.tsx";
import { NewPasswordField } from "./password-meter.tsx";
import { useAccessForm } from "./use-access-form.ts";
import styles from "./account-access.module.css";

/** The information screen's forms, each saved on its own (a change of address waiting is sent again or cancelled by its own). */
export type InformationIntent = Extract<AccessIntent, "names" | "email" | "emailResend" | "emailCancel" | "password">;
export const INFORMATION_INTENTS: readonly InformationIntent[] = ["names", "email", "emailResend", "emailCancel", "password"];
type EmailIntent = Extract<InformationIntent, "email" | "emailResend" | "emailCancel">;
const isEmailIntent = (intent: InformationIntent | null): intent is EmailIntent => intent === "email" || intent === "emailResend" || intent === "emailCancel";
export const isInformationIntent = (value: unknown): value is InformationIntent => INFORMATION_INTENTS.includes(value as InformationIntent);

export interface InformationScreenProps {
  /** The customer, with the change of address waiting (`pendingEmail`), as the page's query and the e-mail forms' answers keep it. */
  me: AccessMe;
  /** The form the server saved before hydration (`?saved=names|email|emailResend|emailCancel|password`). */
  saved?: InformationIntent | null;
  refusal?: AccessRefusal | null;
}

/**
 * `/user/information`: the customer's names; their e-mail address and their password, each of
 * which needs the current password and is told to the address. A new password ends the account's
 * other sessions; a new address is only asked for: it replaces the current one once the link sent
 * there is opened, and meanwhile shows as waiting, to be sent again or cancelled. Each form has
 * its own errors and its own confirmation.
 */
export function InformationScreen({ me, saved = null, refusal = null }: InformationScreenProps) {
  return (
    <div className={styles.sections}>
      <NamesForm me={me} saved={saved === "names"} refusal={refusal} />
      <EmailPanel me={me} saved={isEmailIntent(saved) ? saved : null} refusal={refusal} />
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

/** What the e-mail panel says once one of its forms is saved, from the customer as the answer left them. */
function emailSavedMessage(intent: EmailIntent, me: AccessMe): { id: string; email?: string } {
  if (intent === "emailCancel") return { id: "accountAccess.information.pendingCancelled", email: me.email };
  if (!me.pendingEmail) return { id: intent === "email" ? "accountAccess.information.emailUnchanged" : "accountAccess.information.pendingGone" };
  return { id: intent === "email" ? "accountAccess.information.emailSent" : "accountAccess.information.pendingResent", email: me.pendingEmail };
}

/** The e-mail address: the current one, the change waiting (send again, cancel), and the form asking for a new one. */
function EmailPanel({ me, saved: savedByServer, refusal }: { me: AccessMe; saved: EmailIntent | null; refusal: AccessRefusal | null }) {
  const intl = useIntl();
  const [saved, setSaved] = useState<EmailIntent | null>(savedByServer);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = "access-email";
  // The answers' `me` (with `pendingEmail`) updates Apollo's cache (Me by id): the panel follows.
  const form = useAccessForm("email", {
    refusal,
    onSuccess: () => {
      formRef.current?.reset();
      setSaved("email");
    },
  });
  const said = saved ? emailSavedMessage(saved, me) : null;
  return (
    <AccessPanel icon="envelope" title={intl.formatMessage({ id: "accountAccess.information.emailTitle" })} name="email">
      <PanelText>{intl.formatMessage({ id: "accountAccess.information.currentEmail" }, { email: <strong key="email" data-current-email="">{me.email}</strong> })}</PanelText>
      {said && <Saved>{intl.formatMessage({ id: said.id }, { email: said.email })}</Saved>}
      {me.pendingEmail && <PendingEmail email={me.pendingEmail} refusal={refusal} onSaved={setSaved} />}
      <form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} onInput={() => setSaved(null)} className={formStyles.form} data-access-form="email">
        <input type="hidden" name="intent" value="email" />
        <PanelText>{intl.formatMessage({ id: "accountAccess.information.emailText" })}</PanelText>
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

/** The change of address waiting for its link to be opened: where the link went, and two buttons (send again, cancel), each a form of its own. */
function PendingEmail({ email, refusal, onSaved }: { email: string; refusal: AccessRefusal | null; onSaved: (intent: EmailIntent) => void }) {
  const intl = useIntl();
  const resend = useAccessForm("emailResend", { refusal, onSuccess: () => onSaved("emailResend") });
  const cancel = useAccessForm("emailCancel", { refusal, onSuccess: () => onSaved("emailCancel") });
  return (
    <div className={styles.pending} data-pending-email={email}>
      <p className={styles.pendingTitle}>
        <Icon name="sync" size={20} />
        <span>{intl.formatMessage({ id: "accountAccess.information.pending" }, { email: <strong key="email">{email}</strong> })}</span>
      </p>
      <PanelText>{intl.formatMessage({ id: "accountAccess.information.pendingText" })}</PanelText>
      <ErrorSummary prefix="access-email-resend" problems={resend.problems} message={resend.message} />
      <ErrorSummary prefix="access-email-cancel" problems={cancel.problems} message={cancel.message} />
      <div className={styles.actions}>
        <form method="post" onSubmit={resend.onSubmit} data-access-form="email-resend">
          <input type="hidden" name="intent" value="emailResend" />
          <Button type="submit" variant="secondary" disabled={resend.pending || cancel.pending}>
            {intl.formatMessage({ id: "accountAccess.information.pendingResend" })}
          </Button>
        </form>
        <form method="post" onSubmit={cancel.onSubmit} data-access-form="email-cancel">
          <input type="hidden" name="intent" value="emailCancel" />
          <Button type="submit" variant="ghost" disabled={resend.pending || cancel.pending}>
            {intl.formatMessage({ id: "accountAccess.information.pendingCancel" })}
          </Button>
        </form>
      </div>
    </div>
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
