import { useId, useState } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { useAlerts } from "../../components/alert.tsx";
import { useStoreAlternates } from "../../lib/alternates.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { currencySymbol } from "../../lib/format.ts";
import { useShop } from "../shop/shop-context.tsx";
import { type Currency, SET_CURRENCY_MUTATION } from "./navigation-queries.ts";
import styles from "./store-switchers.module.css";

type Tone = "light" | "dark";

/**
 * The same page in the other store. Switching store is a full page load (DESIGN §3.6), hence a
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
 * The display currency (DESIGN §4: EUR, or GBP converted at a configured rate). Every price on
 * the page depends on it, so the page reloads once the choice is saved.
 */
export function CurrencySwitcher({ currencies, tone = "light", showHint = false }: { currencies: Currency[]; tone?: Tone; showHint?: boolean }) {
  const intl = useIntl();
  const shop = useShop();
  const { notify } = useAlerts();
  const labelId = useId();
  const hintId = useId();
  const [loading, setLoading] = useState(false);
  if (currencies.length < 2) return null;

  // A click happens in the browser only, so the mutation goes through the browser's client.
  const choose = async (code: string) => {
    if (code === shop.currentCurrency || loading) return;
    const failed = () => {
      setLoading(false);
      notify({ type: "error", message: intl.formatMessage({ id: "navigation.currency.error" }) });
    };
    setLoading(true);
    try {
      const { data } = await (await loadBrowserClient()).mutate({ mutation: SET_CURRENCY_MUTATION, variables: { currency: code } });
      if (data?.setCurrency.success) window.location.reload();
      else failed();
    } catch {
      failed();
    }
  };

  return (
    <div className={[styles.switcher, styles[tone]].join(" ")}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: "navigation.currency.label" })}
      </span>
      <div className={styles.options} role="group" aria-labelledby={labelId} aria-describedby={showHint ? hintId : undefined}>
        {currencies.map(({ code }) => (
          <button
            key={code}
            type="button"
            className={styles.option}
            aria-pressed={code === shop.currentCurrency}
            aria-busy={loading || undefined}
            title={currencyName(intl, code)}
            onClick={() => void choose(code)}
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
    </div>
  );
}
