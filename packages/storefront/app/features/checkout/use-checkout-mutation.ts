import type { ApolloClient } from "@apollo/client";
import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { type FieldProblem, fieldProblems } from "../../lib/address-fields.ts";

/** A checkout mutation's answer as the screen needs it. */
export interface CheckoutResultLike {
  success: boolean;
  errorMessage: string | null;
  errorCode?: string | null;
  fieldErrors?: readonly { field: string; message: string }[];
}

export type CheckoutOutcome = { ok: true } | { ok: false; message: string; code: string | null; problems: FieldProblem[] };

/**
 * One checkout mutation at a time, once the page is hydrated: sent through the browser's client
 * (its answer's cart replaces Apollo's one `Cart`, so every step and the summary follow); a
 * second submit while the first is running is ignored. A refusal comes back with the API's
 * message and its field errors; a failure without an answer is told by its kind.
 */
export function useCheckoutMutation() {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (mutate: (apollo: ApolloClient) => Promise<CheckoutResultLike | undefined>): Promise<CheckoutOutcome> => {
      if (running.current) return { ok: false, message: "", code: null, problems: [] };
      running.current = true;
      setPending(true);
      try {
        const result = await mutate(await loadBrowserClient());
        if (result?.success) return { ok: true };
        const alert = mutationAlert(intl, { result });
        return {
          ok: false,
          message: typeof alert?.message === "string" ? alert.message : "",
          code: result?.errorCode ?? null,
          problems: fieldProblems(result?.fieldErrors ?? []),
        };
      } catch (error) {
        const alert = mutationAlert(intl, { error });
        return { ok: false, message: typeof alert?.message === "string" ? alert.message : "", code: null, problems: [] };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [intl],
  );
  return { pending, run };
}
