import { type FormEvent, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useHref, useLocation } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { ACCOUNT_NAME_QUERY } from "../../lib/account-name.ts";
import { getBrowserPageSettings, loadBrowserClient } from "../../lib/browser-client.ts";
import { loadMessages } from "../../lib/i18n.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { usePersonalQuery } from "../../lib/personal-query.ts";
import { STOCK_ALERT_PATH, type StockAlertNotice, stockAlertNotice } from "./stock-alert-outcome.ts";
import { SUBSCRIBE_TO_STOCK_ALERT } from "./stock-alert-queries.ts";
import "./stock-alert-form.css";

/** The sheet's names (stock-alert-form.css: a plain sheet, which the product page carries without a script). */
const styles = {
  box: "stock-alert-form",
  title: "stock-alert-form__title",
  text: "stock-alert-form__text",
  row: "stock-alert-form__row",
  field: "stock-alert-form__field",
  label: "stock-alert-form__label",
  input: "stock-alert-form__input",
  button: "stock-alert-form__button",
  outcome: "stock-alert-form__outcome",
  done: "stock-alert-form__done",
  refused: "stock-alert-form__refused",
} as const;

/** The longest query string the form comes back to without JavaScript (a shopper's own never comes near). */
const MAX_RETURN_QUERY = 512;

/**
 * The form's messages are among those the browser loads once the page is interactive (app/i18n,
 * `areas`): the product page loads this module only when something is out of stock, and waits
 * for them before showing it (the server's render has them all).
 */
export const stockAlertMessagesReady = (): Promise<void> =>
  typeof document === "undefined" ? Promise.resolve() : loadMessages(getBrowserPageSettings().locale, "all");

/**
 * "Notify me when it's back", by the add to basket of a product that cannot be bought because it
 * is out of stock (the simple product, the chosen variant, a grouped product or bundle as a
 * whole). A real form posting to `/stock-alert` with the sku and the page to come back to, so it
 * works before hydration and without JavaScript (the route's action answers with the outcome).
 * Hydrated, the same mutation goes through Apollo and the outcome is said in place, in a live
 * region. A visitor gives an address (the alert waits for the link sent there); a signed-in
 * customer, known in the browser once the header's personal query has answered (the product page
 * is shared, the server renders it for a visitor), is written to at their account's address: no
 * field, one click.
 */
export function StockAlertForm({
  sku,
  back: backGiven,
  posted = null,
  email: postedEmail = "",
}: {
  /** The product out of stock: the simple product, the chosen variant, the grouped product or bundle. */
  sku: string;
  /** The store-relative page to come back to without JavaScript; by default this page (its query if short). */
  back?: string;
  /** What the action answered (no JavaScript), shown until the next try. */
  posted?: StockAlertNotice | null;
  /** The address the shopper typed, given again with a refusal. */
  email?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const action = useHref(STOCK_ALERT_PATH);
  const location = useLocation();
  const back = backGiven ?? (location.search.length <= MAX_RETURN_QUERY ? `${location.pathname}${location.search}` : location.pathname);
  const signedIn = Boolean(usePersonalQuery(ACCOUNT_NAME_QUERY).data?.me?.id);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<StockAlertNotice | null>(posted);
  const emailRef = useRef<HTMLInputElement>(null);
  const titleId = `${id}-title`;
  const noticeId = `${id}-notice`;
  const emailProblem = !signedIn && notice?.field === "email";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Hydrated: the alert is asked through the API where the shopper is, not through a page load.
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const email = signedIn ? undefined : (emailRef.current?.value.trim() ?? "");
    try {
      const apollo = await loadBrowserClient();
      const { data } = await apollo.mutate({ mutation: SUBSCRIBE_TO_STOCK_ALERT, variables: { input: { sku, email } } });
      const result = data?.subscribeToStockAlert;
      const next = stockAlertNotice(intl, result);
      setNotice(next);
      if (next.field === "email") emailRef.current?.focus();
    } catch (error) {
      const alert = mutationAlert(intl, { error });
      setNotice({ tone: "refused", text: typeof alert?.message === "string" ? alert.message : intl.formatMessage({ id: "mutation.fault.unknown" }), field: null, code: "FAULT" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={titleId} data-stock-alert={sku}>
      <h2 id={titleId} className={styles.title}>
        <Icon name="envelope" size={20} />
        {intl.formatMessage({ id: "stockAlert.form.title" })}
      </h2>
      <p className={styles.text}>{intl.formatMessage({ id: signedIn ? "stockAlert.form.textSignedIn" : "stockAlert.form.text" })}</p>
      <form method="post" action={action} onSubmit={(event) => void submit(event)} noValidate data-stock-alert-form="">
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="redirect" value={back} />
        <div className={styles.row}>
          {!signedIn && (
            <div className={styles.field}>
              <label htmlFor={`${id}-email`} className={styles.label}>
                {intl.formatMessage({ id: "stockAlert.form.email" })}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                maxLength={254}
                defaultValue={postedEmail}
                aria-invalid={emailProblem || undefined}
                aria-describedby={emailProblem ? noticeId : undefined}
              />
            </div>
          )}
          <button type="submit" className={buttonClassName({ variant: "secondary" }, styles.button)} aria-busy={busy || undefined} aria-disabled={busy || undefined} data-stock-alert-submit="">
            <Icon name="notification" size={20} />
            {intl.formatMessage({ id: busy ? "stockAlert.form.sending" : "stockAlert.form.submit" })}
          </button>
        </div>
      </form>
      <p id={noticeId} role="status" className={[styles.outcome, notice ? styles[notice.tone] : ""].join(" ")} data-stock-alert-outcome={notice?.code ?? ""}>
        {notice && (
          <>
            {notice.tone === "done" && <Icon name="checkmark-circle" size={20} />}
            {notice.text}
          </>
        )}
      </p>
    </section>
  );
}
