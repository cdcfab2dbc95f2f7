import type { IntlShape } from "react-intl";
import type { StockAlertErrorCode, StockAlertOutcome } from "../../lib/generated/graphql.ts";

/** The route whose action asks for an alert from the product page's form (both stores). */
export const STOCK_ALERT_PATH = "/stock-alert";
/** The links the shop's messages carry (the back end writes these exact paths). */
export const STOCK_ALERT_CONFIRM_PATH = "/stock-alert/confirm";
export const STOCK_ALERT_UNSUBSCRIBE_PATH = "/stock-alert/unsubscribe";
/** The customer's alerts in the account area. */
export const STOCK_ALERTS_ACCOUNT_PATH = "/user/stock-alerts";

/** What asking for an alert came to, as the form says it. */
export interface StockAlertNotice {
  tone: "done" | "refused";
  text: string;
  /** The field the refusal is about (the address), to mark and focus. */
  field: "email" | null;
  /** The outcome or the error code, for tests and styles. */
  code: StockAlertOutcome | StockAlertErrorCode | "FAULT";
}

/** The answer of a stock-alert call, as far as the notice needs it. */
interface Answer {
  success: boolean;
  errorCode: StockAlertErrorCode | null;
  errorMessage: string | null;
  outcome: StockAlertOutcome | null;
}

/**
 * The sentence for an answer of `subscribeToStockAlert`: the outcome (active at once, or a link on
 * its way to the address), or the API's message for its error code (in the store's language, ADR
 * 031), the address's own codes marking the field.
 */
export function stockAlertNotice(intl: IntlShape, answer: Answer | null | undefined): StockAlertNotice {
  if (answer?.success && answer.outcome === "CONFIRMATION_SENT") return { tone: "done", text: intl.formatMessage({ id: "stockAlert.outcome.sent" }), field: null, code: "CONFIRMATION_SENT" };
  if (answer?.success) return { tone: "done", text: intl.formatMessage({ id: "stockAlert.outcome.active" }), field: null, code: "ACTIVE" };
  const code = answer?.errorCode ?? "FAULT";
  const field = code === "EMAIL_REQUIRED" || code === "INVALID_EMAIL" ? "email" : null;
  return { tone: "refused", text: answer?.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }), field, code };
}


/** An alert id as a form names it, if it looks like one. */
export const alertIdOf = (value: unknown): string | null => {
  const id = typeof value === "string" ? value.trim() : "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};
