import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import type { Notification } from "../components/alert.tsx";
import { isMaintenanceError } from "./maintenance-signal.ts";

/** What every mutation answers (the API's `MutationResult`: an expected failure is a value). */
export interface MutationResultFields {
  success: boolean;
  errorMessage: string | null;
  errorCode?: string | null;
}

/** Why a mutation did not run, when it did not answer with a result. */
export type MutationFault = "offline" | "maintenance" | "timeout" | "unavailable" | "unknown";

const codeOf = (error: unknown): unknown =>
  CombinedGraphQLErrors.is(error) ? error.errors.find((entry) => entry.extensions?.code)?.extensions?.code : undefined;

/** Sorts a thrown error of a mutation (Apollo's, or the browser's fetch) into what the shopper is told. */
export function mutationFault(error: unknown, online = typeof navigator === "undefined" || navigator.onLine): MutationFault {
  if (isMaintenanceError(error)) return "maintenance";
  const code = codeOf(error);
  const status = ServerError.is(error) ? error.statusCode : undefined;
  if (code === "TIMEOUT" || status === 504 || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) return "timeout";
  if (code === "SERVICE_UNAVAILABLE" || (status !== undefined && status >= 500)) return "unavailable";
  // fetch() rejects with a TypeError when no answer came at all.
  if (!online || error instanceof TypeError) return "offline";
  return "unknown";
}

/**
 * The alert for a mutation's outcome, in the shopper's language, or null when it succeeded. A
 * failure the API answered carries its message already in the store's language (each module's
 * `errors.ts`); a failure without an answer is told by its kind (catalog `mutation.json`).
 */
export function mutationAlert(
  intl: IntlShape,
  outcome: { result: MutationResultFields | null | undefined } | { error: unknown },
): Notification | null {
  if ("result" in outcome) {
    if (outcome.result?.success) return null;
    const message = outcome.result?.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" });
    return { type: "error", message };
  }
  return { type: "error", message: intl.formatMessage({ id: `mutation.fault.${mutationFault(outcome.error)}` }) };
}
