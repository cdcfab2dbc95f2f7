import type { ApolloClient } from "@apollo/client";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { ACCOUNT_NAME_QUERY } from "../../lib/account-name.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import type { AccountName, CustomerErrorCode } from "../../lib/generated/graphql.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type AccessIntent, type AccessMe, type AccessRefusal, type AccessResult, type FormValues, ACCESS_FORMS, checkBeforeSending, formValues, refusalOf } from "./access-forms.ts";

export interface AccessFormState {
  problems: FieldProblem[];
  message: string | null;
  code: CustomerErrorCode | null;
}

const NOTHING_WRONG: AccessFormState = { problems: [], message: null, code: null };

export interface AccessFormOptions {
  /** What the route's action answered to this page's post (no JavaScript yet): shown until the next try. */
  refusal?: AccessRefusal | null;
  /**
   * The form was saved: what happens next (go on, show the outcome in place). Resolving to true
   * means the page is leaving: the button stays disabled until it has gone.
   */
  onSuccess: (result: AccessResult, values: FormValues, apollo: ApolloClient) => Promise<boolean | void> | boolean | void;
}

export interface AccessForm extends AccessFormState {
  pending: boolean;
  /** The form's submit handler once the page is hydrated; before that the form posts to the route's action. */
  onSubmit: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  /** What the server kept of a refused post (never a password), as the fields' starting values. */
  values: FormValues;
}

/**
 * One account form sent through the browser's Apollo client: the same checks as the route's
 * action before anything is sent, one request at a time (a second click is ignored), the API's
 * refusal on its field or above the form, a failure without an answer told by its kind.
 */
export function useAccessForm(intent: AccessIntent, { refusal = null, onSuccess }: AccessFormOptions): AccessForm {
  const intl = useIntl();
  const hydrated = useHydrated();
  const mine = refusal?.intent === intent ? refusal : null;
  const [state, setState] = useState<AccessFormState>(mine ? { problems: mine.problems, message: mine.message, code: mine.code } : NOTHING_WRONG);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const submit = async (form: HTMLFormElement) => {
    if (running.current) return;
    const values = formValues(intent, new FormData(form));
    const problems = checkBeforeSending(intent, values, intl);
    if (problems.length > 0) {
      setState({ problems, message: null, code: null });
      return;
    }
    running.current = true;
    setPending(true);
    let leaving = false;
    try {
      const apollo = await loadBrowserClient();
      const { result } = await ACCESS_FORMS[intent].send(async (mutation, variables) => {
        const { data } = await apollo.mutate({ mutation, variables });
        if (!data) throw new Error("no data");
        return { data };
      }, values);
      if (result.success) {
        setState(NOTHING_WRONG);
        leaving = (await onSuccess(result, values, apollo)) === true;
      } else {
        const { problems: onFields, message, code } = refusalOf(intent, result, intl.formatMessage({ id: "mutation.fault.unknown" }), values);
        setState({ problems: onFields, message, code });
      }
    } catch (error) {
      const alert = mutationAlert(intl, { error });
      setState({ problems: [], message: typeof alert?.message === "string" ? alert.message : intl.formatMessage({ id: "mutation.fault.unknown" }), code: null });
    } finally {
      running.current = false;
      if (!leaving) setPending(false);
    }
  };

  return {
    ...state,
    pending,
    values: mine?.values ?? {},
    onSubmit: hydrated
      ? (event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }
      : undefined,
  };
}

/**
 * The browser's cache after a sign-in (sign-in, confirmation, reset): the header greets the
 * customer at once, and the mini-cart asks again for the basket, now the customer's (the
 * visitor's lines were merged into it).
 */
export function rememberSignIn(apollo: ApolloClient, me: AccessMe | null | undefined): void {
  if (me) {
    const data = { me: { __typename: "Me", id: me.id, firstname: me.firstname } } as AccountName;
    apollo.writeQuery({ query: ACCOUNT_NAME_QUERY, data });
  }
  apollo.cache.evict({ id: "Cart:{}" });
  apollo.cache.gc();
}
