import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { type AddressFields, type FieldProblem, addressFieldsFromForm, fieldProblems } from "../../lib/address-fields.ts";
import { ADDRESS_BOOK_QUERY, type AddressBookResult, type SavedAddress, CREATE_CUSTOMER_ADDRESS, DELETE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS } from "./address-book-queries.ts";
import { ADDRESS_BOOK_PATH, type AddressBookIntent, addressBookDonePath, addressIdOf, customerAddressInput, defaultsOfForm, isAddressBookIntent, withDefault } from "./address-book-state.ts";

/** What the action answers a refused form: the form's problems and the API's message. */
export interface AddressBookRefusal {
  intent: AddressBookIntent;
  /** The address the form was about (none for a new one). */
  id: string | null;
  problems: FieldProblem[];
  message: string | null;
  /** The address as it was typed, so the form shown again keeps it (a new or a changed address). */
  fields: AddressFields | null;
}

/**
 * The address book's forms before hydration or without JavaScript (ADR 031): the change runs
 * in-process through the API (same checks per country, same messages), then the book again with
 * what was done (Post/Redirect/Get); a refusal answers the book with the form's problems (the
 * API's messages, which never repeat what was typed). A form from another site changes nothing.
 */
export async function addressBookAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isAddressBookIntent(intent)) {
    return redirect(ADDRESS_BOOK_PATH, { status: 303, headers });
  }
  const id = addressIdOf(form.get("id"));
  const { queries } = context;
  let result: AddressBookResult | undefined;
  // The address a button named is no longer in the book (deleted in another tab).
  let gone = false;
  try {
    const answer = await (async () => {
      switch (intent) {
        case "create": {
          const sent = await queries.mutate({ mutation: CREATE_CUSTOMER_ADDRESS, variables: { input: customerAddressInput(addressFieldsFromForm(form), defaultsOfForm(form)) } });
          return { result: sent.data.createCustomerAddress, setCookies: sent.setCookies };
        }
        case "update": {
          const sent = await queries.mutate({ mutation: UPDATE_CUSTOMER_ADDRESS, variables: { id: id ?? "", input: customerAddressInput(addressFieldsFromForm(form), defaultsOfForm(form)) } });
          return { result: sent.data.updateCustomerAddress, setCookies: sent.setCookies };
        }
        case "delete": {
          const sent = await queries.mutate({ mutation: DELETE_CUSTOMER_ADDRESS, variables: { id: id ?? "" } });
          return { result: sent.data.deleteCustomerAddress, setCookies: sent.setCookies };
        }
        case "defaultShipping":
        case "defaultBilling": {
          // The button names the address only: the API replaces an address whole, so its fields come from the book.
          const { data: book } = await queries.query({ query: ADDRESS_BOOK_QUERY, fetchPolicy: "network-only" });
          const address = book?.me?.addresses.find((entry: SavedAddress) => entry.id === id);
          if (!address) return { result: undefined, setCookies: [], gone: true };
          const sent = await queries.mutate({ mutation: UPDATE_CUSTOMER_ADDRESS, variables: { id: address.id, input: withDefault(address, intent) } });
          return { result: sent.data.updateCustomerAddress, setCookies: sent.setCookies };
        }
      }
    })();
    for (const cookie of answer.setCookies) headers.append("set-cookie", cookie);
    result = answer.result;
    gone = "gone" in answer;
  } catch (error) {
    context.log.warn({ err: error, intent }, "address book form not saved");
  }
  if (result?.success) return redirect(addressBookDonePath(intent), { status: 303, headers });
  const intl = intlFor(context.page.locale);
  const problems = fieldProblems(result?.fieldErrors ?? []);
  const refusal: AddressBookRefusal = {
    intent,
    id,
    problems,
    fields: intent === "create" || intent === "update" ? addressFieldsFromForm(form) : null,
    message: problems.length > 0 ? null : (result?.errorMessage ?? intl.formatMessage({ id: gone ? "addressBook.gone" : result ? "mutation.fault.unknown" : "mutation.fault.unavailable" })),
  };
  return data({ refusal }, { headers });
}
