import { useIntl } from "react-intl";

/**
 * Intl formatting: the one money formatter and the date formatter. Prices come from
 * the API as `{ amount, currency }` in the display currency (EUR or GBP).
 */
export interface Money {
  amount: number;
  currency: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}|${money.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: money.currency });
    moneyFormats.set(key, format);
  }
  return format.format(money.amount);
}

const symbols = new Map<string, string>();

/** "€", "£": the narrow symbol of a currency in the store's locale (an Intl formatter is costly: kept). */
export function currencySymbol(locale: string, code: string): string {
  const key = `${locale}|${code}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(0);
      symbol = parts.find((part) => part.type === "currency")?.value ?? code;
    } catch {
      symbol = code;
    }
    if (symbols.size < 100) symbols.set(key, symbol);
  }
  return symbol;
}

/** A fixed zone per store, so the server and the browser print the same day (hydration agrees). */
const timeZoneOf = (locale: string) => (locale === "en-GB" ? "Europe/London" : "Europe/Paris");

export type DateStyle = "short" | "medium" | "long";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: Date | string | number, locale: string, dateStyle: DateStyle = "long"): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale}|${dateStyle}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: timeZoneOf(locale) });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A day and its time (an order's history), in the store's zone as `formatDate`. */
export function formatDateTime(value: Date | string | number, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: timeZoneOf(locale) });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

/** The formatters bound to the store's locale. */
export function useFormat() {
  const { locale } = useIntl();
  return {
    money: (money: Money) => formatMoney(money, locale),
    date: (value: Date | string | number, dateStyle?: DateStyle) => formatDate(value, locale, dateStyle),
    dateTime: (value: Date | string | number) => formatDateTime(value, locale),
  };
}
