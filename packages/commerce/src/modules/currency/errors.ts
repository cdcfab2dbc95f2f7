import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CurrencyErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `CurrencyErrorCode` (schema.graphql), in both store languages. */
export const currencyErrors = {
  CURRENCY_UNSUPPORTED: {
    fr: "Cette devise n'est pas proposée par la boutique.",
    en: "This currency is not offered by the shop.",
  },
} as const satisfies ErrorMessages<CurrencyErrorCode>;
