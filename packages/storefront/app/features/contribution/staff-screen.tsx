import { useIntl } from "react-intl";
import { Form, Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import { isEditor } from "./contributor.ts";
import { ModeSwitch } from "./mode-switch.tsx";
import { STAFF_LOGIN_FORM, type StaffRefusal } from "./staff-action.ts";
import { RETURN_FIELD, STAFF_PAGES_PATH, STAFF_PATH } from "./staff-paths.ts";
import type { StaffMember } from "./staff-queries.ts";
import styles from "./staff.module.css";

/**
 * `/staff`: the staff's sign-in (never linked from the shop), and once signed in who they are, their
 * editor modes (when the shop's configuration turns contribution mode on), the content pages and
 * signing out. Every form posts to the page's action and reloads the document: what the shop shows
 * its staff member changes with their session and modes. Works without JavaScript.
 */
export function StaffScreen({ staff, returnTo, refusal }: { staff: StaffMember | null; returnTo: string | null; refusal: StaffRefusal | null }) {
  return staff ? <StaffPanel staff={staff} refusal={refusal} /> : <StaffLoginForm returnTo={returnTo} refusal={refusal} />;
}

function StaffLoginForm({ returnTo, refusal }: { returnTo: string | null; refusal: StaffRefusal | null }) {
  const intl = useIntl();
  const problems = refusal?.intent === "login" ? refusal.problems : [];
  return (
    <section className={styles.panel} aria-labelledby="staff-login-title">
      <h2 id="staff-login-title">{intl.formatMessage({ id: "staff.login.title" })}</h2>
      <p className={formStyles.hint}>{intl.formatMessage({ id: "staff.login.intro" })}</p>
      <Form method="post" action={STAFF_PATH} reloadDocument noValidate className={formStyles.form} data-staff-form="login">
        <input type="hidden" name="intent" value="login" />
        {returnTo && <input type="hidden" name={RETURN_FIELD} value={returnTo} />}
        <ErrorSummary prefix={STAFF_LOGIN_FORM} problems={problems} message={refusal?.message ?? null} />
        <TextField
          prefix={STAFF_LOGIN_FORM}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          defaultValue={refusal?.email ?? ""}
          label={intl.formatMessage({ id: "staff.login.email" })}
          problem={problemOf(problems, "email")}
        />
        <TextField
          prefix={STAFF_LOGIN_FORM}
          name="password"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: "staff.login.password" })}
          problem={problemOf(problems, "password")}
        />
        <div>
          <Button type="submit" size="l">
            {intl.formatMessage({ id: "staff.login.submit" })}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function StaffPanel({ staff, refusal }: { staff: StaffMember; refusal: StaffRefusal | null }) {
  const intl = useIntl();
  const modes = staff.contribution;
  const editor = isEditor(staff);
  return (
    <div className={styles.panels}>
      {refusal?.message && (
        <p className={styles.problem} role="alert">
          {refusal.message}
        </p>
      )}
      <section className={styles.panel} aria-labelledby="staff-who-title" data-staff-panel="">
        <h2 id="staff-who-title">{intl.formatMessage({ id: "staff.signedIn.title" })}</h2>
        <p data-staff-name="">
          {intl.formatMessage({ id: "staff.signedIn.as" }, { name: <strong key="name">{staff.name}</strong>, role: intl.formatMessage({ id: `staff.role.${staff.role}` }) })}
        </p>
        <Form method="post" action={STAFF_PATH} reloadDocument>
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="secondary">
            {intl.formatMessage({ id: "staff.logout" })}
          </Button>
        </Form>
      </section>

      <section className={styles.panel} aria-labelledby="staff-modes-title">
        <h2 id="staff-modes-title">{intl.formatMessage({ id: "staff.modes.title" })}</h2>
        {!modes?.isContributionModeEnabled ? (
          <p data-contribution-off="">{intl.formatMessage({ id: "staff.modes.off" })}</p>
        ) : !editor ? (
          <p>{intl.formatMessage({ id: "staff.modes.role" })}</p>
        ) : (
          <>
            <p className={formStyles.hint}>{intl.formatMessage({ id: "staff.modes.intro" })}</p>
            <ul className={styles.modes}>
              {(["preview", "xray"] as const).map((mode) => (
                <li key={mode}>
                  <ModeSwitch mode={mode} on={mode === "preview" ? modes.previewMode : modes.xRayMode} returnTo={STAFF_PATH} />
                  <span className={formStyles.hint}>{intl.formatMessage({ id: `staff.mode.${mode}.hint` })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="staff-content-title">
        <h2 id="staff-content-title">{intl.formatMessage({ id: "staff.content.title" })}</h2>
        {editor ? (
          <p>
            <Link to={STAFF_PAGES_PATH}>{intl.formatMessage({ id: "staff.content.link" })}</Link>
          </p>
        ) : (
          <p>{intl.formatMessage({ id: "staff.content.role" })}</p>
        )}
      </section>
    </div>
  );
}
