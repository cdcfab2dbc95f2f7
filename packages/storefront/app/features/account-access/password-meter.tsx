import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { TextField } from "../../components/form-parts.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { PASSWORD_STRENGTH_QUERY } from "./account-access-queries.ts";
import { PASSWORD_MIN_LENGTH } from "./access-forms.ts";
import styles from "./account-access.module.css";

/** The server's verdict on a candidate password (`passwordStrength`). */
export interface StrengthVerdict {
  /** 0 (guessed at once) to 4 (very hard). */
  score: number;
  acceptable: boolean;
  suggestions: readonly string[];
}

/** What the meter counts against a password: the shopper's own e-mail and names. */
export interface StrengthContext {
  email?: string;
  firstname?: string;
  lastname?: string;
}

/** How long typing must pause before the server is asked. */
export const STRENGTH_DEBOUNCE_MS = 300;

/** The score as a word (never as a colour alone). */
export const strengthLevel = (score: number): "veryWeak" | "weak" | "fair" | "strong" | "veryStrong" =>
  (["veryWeak", "weak", "fair", "strong", "veryStrong"] as const)[Math.min(4, Math.max(0, Math.round(score)))];

/**
 * Asks the server how strong the password being typed is, once typing pauses: only the latest
 * answer counts, nothing is asked for an empty field, and the password goes by POST, never into a
 * URL or Apollo's cache. The server's check when the form is sent is the one that counts.
 */
export function usePasswordStrength() {
  const [verdict, setVerdict] = useState<StrengthVerdict | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);

  const check = useCallback((password: string, context: StrengthContext = {}) => {
    window.clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (password === "") {
      setVerdict(null);
      return;
    }
    timer.current = window.setTimeout(async () => {
      try {
        const apollo = await loadBrowserClient();
        const { data } = await apollo.query({
          query: PASSWORD_STRENGTH_QUERY,
          variables: { password, email: context.email || null, firstname: context.firstname || null, lastname: context.lastname || null },
          fetchPolicy: "no-cache",
          context: { postOnly: true },
        });
        if (ticket === latest.current && data) setVerdict(data.passwordStrength);
      } catch {
        // No verdict (offline, maintenance): the meter says nothing rather than something wrong.
        if (ticket === latest.current) setVerdict(null);
      }
    }, STRENGTH_DEBOUNCE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { verdict, check };
}

/**
 * The meter under a new password: a bar of five steps, the strength in words in a polite live
 * region (announced as it changes, without interrupting the typing), and the server's suggestions.
 */
export function PasswordMeter({ id, verdict }: { id: string; verdict: StrengthVerdict | null }) {
  const intl = useIntl();
  const level = verdict ? strengthLevel(verdict.score) : null;
  return (
    <div className={styles.meter} data-password-meter={level ?? "empty"}>
      {verdict && level && (
        <div className={styles.meterBar} data-level={level} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((step) => (
            <span key={step} className={step <= verdict.score ? styles.meterStepOn : styles.meterStep} />
          ))}
        </div>
      )}
      <p id={id} className={styles.meterText} aria-live="polite">
        {verdict && level && (
          <>
            {intl.formatMessage({ id: "accountAccess.meter.strength" }, { level: intl.formatMessage({ id: `accountAccess.meter.level.${level}` }) })}{" "}
            <span className={verdict.acceptable ? styles.meterAccepted : styles.meterRefused}>
              {intl.formatMessage({ id: verdict.acceptable ? "accountAccess.meter.acceptable" : "accountAccess.meter.notAcceptable" })}
            </span>
          </>
        )}
      </p>
      {verdict && verdict.suggestions.length > 0 && (
        <ul className={styles.meterSuggestions}>
          {verdict.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A new password's field: the rules as its hint (all there is without JavaScript), and once the
 * page is hydrated, the meter. `context` tells what to count against it: the form's e-mail and
 * names as typed (`fromForm`), or the signed-in customer's.
 */
export function NewPasswordField({
  prefix,
  name,
  label,
  problem,
  context,
}: {
  prefix: string;
  name: string;
  label: string;
  problem?: FieldProblem;
  context: (form: HTMLFormElement | null) => StrengthContext;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { verdict, check } = usePasswordStrength();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => check(event.currentTarget.value, context(event.currentTarget.form));
  return (
    <div className={styles.passwordField}>
      <TextField
        prefix={prefix}
        name={name}
        type="password"
        autoComplete="new-password"
        label={label}
        hint={intl.formatMessage({ id: "accountAccess.password.rules" }, { count: PASSWORD_MIN_LENGTH })}
        problem={problem}
        onChange={hydrated ? onChange : undefined}
      />
      {hydrated && <PasswordMeter id={`${prefix}-${name}-strength`} verdict={verdict} />}
    </div>
  );
}

/** The e-mail and names typed in the same form, to count against its new password. */
export function fromForm(form: HTMLFormElement | null): StrengthContext {
  if (!form) return {};
  const values = new FormData(form);
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value.trim() : undefined;
  };
  return { email: text("email"), firstname: text("firstname"), lastname: text("lastname") };
}
