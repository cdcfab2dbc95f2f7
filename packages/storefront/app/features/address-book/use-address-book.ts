import type { ApolloCache } from "@apollo/client";
import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { type FieldProblem, fieldProblems } from "../../lib/address-fields.ts";
import type { CustomerAddressInput } from "../../lib/generated/graphql.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { type AddressBookResult, CREATE_CUSTOMER_ADDRESS, DELETE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS } from "./address-book-queries.ts";

export type AddressBookOutcome = { ok: true } | { ok: false; message: string | null; problems: FieldProblem[] };

export type AddressBookChange = { intent: "create"; input: CustomerAddressInput } | { intent: "update"; id: string; input: CustomerAddressInput } | { intent: "delete"; id: string };

/**
 * Every answer carries the whole book as it is now: it becomes the customer's `addresses` in
 * Apollo's cache (each address is `CustomerAddress:<id>`), so the book, the dashboard and the
 * checkout's choices follow without asking again.
 */
function writeBook(cache: ApolloCache, meId: string, result: AddressBookResult | undefined, deletedId?: string) {
  if (!result?.success) return;
  cache.modify({
    id: cache.identify({ __typename: "Me", id: meId }),
    fields: {
      addresses: (_existing, { toReference }) => result.addresses.map((address) => toReference({ __typename: "CustomerAddress", id: address.id })),
    },
  });
  // A deleted address is nobody's any more: it leaves the cache.
  if (deletedId) cache.evict({ id: cache.identify({ __typename: "CustomerAddress", id: deletedId }) });
}

/**
 * The book's changes once the page is hydrated (ADR 031): the same mutations the action runs,
 * through the browser's client; one at a time (a second submit meanwhile is ignored). A refusal
 * comes back with the API's message and its field problems; a failure without an answer is told
 * by its kind.
 */
export function useAddressBook(meId: string) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const change = useCallback(
    async (request: AddressBookChange): Promise<AddressBookOutcome> => {
      if (running.current) return { ok: false, message: null, problems: [] };
      running.current = true;
      setPending(true);
      try {
        const apollo = await loadBrowserClient();
        let result: AddressBookResult | undefined;
        switch (request.intent) {
          case "create": {
            const { data } = await apollo.mutate({ mutation: CREATE_CUSTOMER_ADDRESS, variables: { input: request.input }, update: (cache, { data }) => writeBook(cache, meId, data?.createCustomerAddress) });
            result = data?.createCustomerAddress;
            break;
          }
          case "update": {
            const { data } = await apollo.mutate({ mutation: UPDATE_CUSTOMER_ADDRESS, variables: { id: request.id, input: request.input }, update: (cache, { data }) => writeBook(cache, meId, data?.updateCustomerAddress) });
            result = data?.updateCustomerAddress;
            break;
          }
          case "delete": {
            const { data } = await apollo.mutate({ mutation: DELETE_CUSTOMER_ADDRESS, variables: { id: request.id }, update: (cache, { data }) => writeBook(cache, meId, data?.deleteCustomerAddress, request.id) });
            result = data?.deleteCustomerAddress;
            break;
          }
        }
        if (result?.success) return { ok: true };
        const problems = fieldProblems(result?.fieldErrors ?? []);
        const alert = mutationAlert(intl, { result });
        return { ok: false, message: problems.length > 0 ? null : typeof alert?.message === "string" ? alert.message : null, problems };
      } catch (error) {
        const alert = mutationAlert(intl, { error });
        return { ok: false, message: typeof alert?.message === "string" ? alert.message : null, problems: [] };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [intl, meId],
  );
  return { pending, change };
}
