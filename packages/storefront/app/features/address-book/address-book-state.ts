import type { CustomerAddressInput } from "../../lib/generated/graphql.ts";
import { type AddressFields, addressInput, postalAddressInput } from "../../lib/address-fields.ts";
import type { SavedAddress } from "./address-book-queries.ts";

/** The address book's forms, and what each asks the API. */
export const ADDRESS_BOOK_INTENTS = ["create", "update", "delete", "defaultShipping", "defaultBilling"] as const;
export type AddressBookIntent = (typeof ADDRESS_BOOK_INTENTS)[number];
export const isAddressBookIntent = (value: unknown): value is AddressBookIntent => ADDRESS_BOOK_INTENTS.includes(value as AddressBookIntent);

/** The book's path in its store. */
export const ADDRESS_BOOK_PATH = "/user/address-book";

/** An address id as a form or an address names it (anything else is not sent to the API). */
export const addressIdOf = (value: unknown): string | null => {
  const id = typeof value === "string" ? value.trim() : "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/**
 * What the book shows besides the list, from its address (so every state is a link, with or
 * without JavaScript): the form of a new address (`?new`, or an empty book), the form of the
 * address being changed (`?edit=<id>`), the question before deleting one (`?delete=<id>`), and
 * what was just saved (`?done=<intent>`: the Post/Redirect/Get answer).
 */
export interface AddressBookView {
  form: { kind: "create" } | { kind: "update"; address: SavedAddress } | null;
  deleting: string | null;
  done: AddressBookIntent | null;
}

export function addressBookView(search: URLSearchParams, addresses: readonly SavedAddress[]): AddressBookView {
  const find = (name: string) => {
    const id = addressIdOf(search.get(name));
    return id ? (addresses.find((address) => address.id === id) ?? null) : null;
  };
  const editing = find("edit");
  const done = search.get("done");
  return {
    form: editing ? { kind: "update", address: editing } : search.has("new") || addresses.length === 0 ? { kind: "create" } : null,
    deleting: editing ? null : (find("delete")?.id ?? null),
    done: isAddressBookIntent(done) ? done : null,
  };
}

/** The book's address after a change: the list, with the confirmation of what was done. */
export const addressBookDonePath = (intent: AddressBookIntent) => `${ADDRESS_BOOK_PATH}?${new URLSearchParams({ done: intent })}`;

/**
 * What the API takes for an address of the book: the fields as typed, and the defaults the
 * shopper ticked. A default is only ever given (true): it moves to another address when that one
 * is made the default, never by unticking (the form offers the box only where it is not yet).
 */
export function customerAddressInput(fields: AddressFields, defaults: { shipping: boolean; billing: boolean }): CustomerAddressInput {
  return {
    address: addressInput(fields),
    ...(defaults.shipping ? { defaultShipping: true } : {}),
    ...(defaults.billing ? { defaultBilling: true } : {}),
  };
}

/** A saved address, unchanged, with one default given (the list's "make default" buttons). */
export function withDefault(address: SavedAddress, which: "defaultShipping" | "defaultBilling"): CustomerAddressInput {
  return { address: postalAddressInput(address), [which]: true };
}

/** Reads the defaults ticked on a posted form (the boxes send `true`). */
export const defaultsOfForm = (form: FormData) => ({
  shipping: form.get("defaultShipping") === "true",
  billing: form.get("defaultBilling") === "true",
});

/** The default delivery and billing addresses of a book (either may be missing). */
export function defaultAddresses(addresses: readonly SavedAddress[]): { shipping: SavedAddress | null; billing: SavedAddress | null } {
  return {
    shipping: addresses.find((address) => address.defaultShipping) ?? null,
    billing: addresses.find((address) => address.defaultBilling) ?? null,
  };
}
