import type { Config } from "../../config.ts";
import type { Store } from "../shop/stores.ts";

/** The display-currency cookie that graphql/context.ts reads. */
export const CURRENCY_COOKIE = "currency";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CurrencyRate {
  code: string;
  /** Units of this currency one euro (the base currency) is worth. */
  rate: number;
}

/**
 * Display currencies: both stores price and charge in EUR; the shopper may choose to
 * see prices in another offered currency, converted at the configured rate.
 */
export function createCurrencyService(config: Pick<Config, "exchangeRates" | "publicUrl">) {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  return {
    /** The store's offered currencies that have a rate, base currency first. */
    rates(store: Store): CurrencyRate[] {
      return store.currencies.flatMap((code) => {
        const rate = code === store.baseCurrency ? 1 : config.exchangeRates[code];
        return rate ? [{ code, rate }] : [];
      });
    },

    /** The offered currency a shopper's input names (case-insensitive), else undefined. */
    offered(store: Store, input: string): string | undefined {
      const code = input.trim().toUpperCase();
      if (!/^[A-Z]{3}$/.test(code)) return undefined;
      return this.rates(store).some((rate) => rate.code === code) ? code : undefined;
    },

    /** Set-Cookie value remembering the choice for a year, readable by the storefront's scripts. */
    cookie(code: string): string {
      return `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
