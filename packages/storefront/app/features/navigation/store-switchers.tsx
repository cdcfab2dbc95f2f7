import { type FormEvent, useId, useState } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { useHref, useLocation } from "react-router";
import { useAlerts } from "../../components/alert.tsx";
import { useStoreAlternates } from "../../lib/alternates.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { currencySymbol } from "../../lib/format.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useShop } from "../../lib/shop-context.tsx";
import { type Currency, SET_CURRENCY_MUTATION } from "./navigation-queries.ts";
import styles from "./store-switchers.module.css";

type Tone = "light" | "dark";

/**
 * The same page in the other store. Switching store is a full page load, hence a
 * plain `<a href>` and not a router link.
 */
export function LanguageSwitcher({ tone = "light" }: { tone?: Tone }) {
  const intl = useIntl();
  const alternates = useStoreAlternates();
  const labelId = useId();
  return (
    <div className={[styles.switcher, styles[tone]].join(" ")}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: "navigation.language.label" })}
      </span>
      <ul className={styles.options} aria-labelledby={labelId}>
        {alternates.map((alternate) => {
          const current = alternate.locale === intl.locale;
          return (
            <li key={alternate.locale}>
              <a
                className={styles.option}
                href={alternate.href}
                hrefLang={alternate.locale}
                lang={alternate.locale}
                aria-current={current ? "true" : undefined}
              >
                {intl.formatMessage({ id: `navigation.language.${alternate.locale}` })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}


function currencyName(intl: IntlShape, code: string): string {
  const id = `navigation.currency.name.${code}`;
  return id in intl.messages ? intl.formatMessage({ id }) : code;
}

/**
 * The display currency (EUR, or GBP converted at a configured rate). Every price on the page
 * depends on it, so the page loads again once the choice is saved. The buttons submit a real form
 * to the `currency` action (ADR 031), so a choice made before hydration or without JavaScript is
 * kept; once hydrated, the same mutation goes through the browser's client and a failure is told
 * in an alert where the shopper is, without leaving the page.
 */
export function CurrencySwitcher({ currencies, tone = "light", showHint = false }: { currencies: Currency[]; tone?: Tone; showHint?: boolean }) {
  const intl = useIntl();
  const shop = useShop();
  const { notify } = useAlerts();
  const labelId = useId();
  const hintId = useId();
  const [loading, setLoading] = useState(false);
  const action = useHref("/currency");
  const { pathname, search } = useLocation();
  if (currencies.length < 2) return null;

  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!code || code === shop.currentCurrency || loading) return;
    setLoading(true);
    let alert;
    try {
      const { data } = await (await loadBrowserClient()).mutate({ mutation: SET_CURRENCY_MUTATION, variables: { currency: code } });
      alert = mutationAlert(intl, { result: data?.setCurrency });
    } catch (error) {
      alert = mutationAlert(intl, { error });
    }
    if (!alert) return window.location.reload();
    setLoading(false);
    notify(alert);
  };

  return (
    <form method="post" action={action} onSubmit={(event) => void choose(event)} className={[styles.switcher, styles[tone]].join(" ")}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: "navigation.currency.label" })}
      </span>
      <div className={styles.options} role="group" aria-labelledby={labelId} aria-describedby={showHint ? hintId : undefined}>
        {currencies.map(({ code }) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            className={styles.option}
            aria-pressed={code === shop.currentCurrency}
            aria-busy={loading || undefined}
            title={currencyName(intl, code)}
          >
            <span aria-hidden="true" className={styles.symbol}>
              {currencySymbol(intl.locale, code)}
            </span>
            {code}
          </button>
        ))}
      </div>
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage({ id: "navigation.currency.hint" })}
        </p>
      )}
    </form>
  );
}
