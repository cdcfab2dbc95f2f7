import type { CheckoutAddressInput } from "./generated/graphql.ts";

/**
 * Postal address forms (checkout, address book): the fields as typed, what the API takes, and the
 * API's field errors mapped back onto the form's inputs.
 */

/** An address as the API answers it (a checkout's or an address book's). */
export interface PostalAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  postcode: string;
  city: string;
  countryCode: string;
  countryName: string;
  telephone: string;
}

/** An address form's fields, as typed. */
export interface AddressFields {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  street3: string;
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string;
}

export const ADDRESS_FIELD_NAMES = ["firstname", "lastname", "company", "street1", "street2", "street3", "postcode", "city", "countryCode", "telephone"] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/** The fields a shopper must fill (the API says whether what they typed is valid for the country). */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressFieldName[] = ["firstname", "lastname", "street1", "postcode", "city", "countryCode", "telephone"];

/**
 * A form's starting values: the address the cart has, else the signed-in customer's name and the
 * store's own country (the first the API lists), so a returning customer types the least.
 */
export function addressFields(address: Omit<PostalAddress, "countryName"> | null | undefined, fallback: { firstname?: string; lastname?: string; countryCode?: string } = {}): AddressFields {
  return {
    firstname: address?.firstname ?? fallback.firstname ?? "",
    lastname: address?.lastname ?? fallback.lastname ?? "",
    company: address?.company ?? "",
    street1: address?.street[0] ?? "",
    street2: address?.street[1] ?? "",
    street3: address?.street[2] ?? "",
    postcode: address?.postcode ?? "",
    city: address?.city ?? "",
    countryCode: address?.countryCode ?? fallback.countryCode ?? "",
    telephone: address?.telephone ?? "",
  };
}

/** Reads an address form (the browser's FormData or the action's). */
export function addressFieldsFromForm(form: FormData, prefix = ""): AddressFields {
  const read = (name: AddressFieldName) => {
    const value = form.get(`${prefix}${name}`);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, read(name)])) as unknown as AddressFields;
}

/** What the API takes: trimmed, the empty street lines and company dropped. */
export function addressInput(fields: AddressFields): CheckoutAddressInput {
  const company = fields.company.trim();
  return {
    firstname: fields.firstname.trim(),
    lastname: fields.lastname.trim(),
    ...(company ? { company } : {}),
    street: [fields.street1, fields.street2, fields.street3].map((line) => line.trim()).filter(Boolean),
    postcode: fields.postcode.trim(),
    city: fields.city.trim(),
    countryCode: fields.countryCode.trim(),
    telephone: fields.telephone.trim(),
  };
}

/** A field's problem, as the error summary and the field show it. */
export interface FieldProblem {
  /** The form's field (an input's name). */
  field: string;
  message: string;
}

/** The API's field names for an address (`street`, `street.1`…) to the form's inputs. */
export function formFieldOf(apiField: string): string {
  const street = /^street(?:[.[](\d)]?)?$/.exec(apiField);
  if (street) return `street${Number(street[1] ?? 0) + 1}`;
  return apiField;
}

/** The API's field errors as the form's problems, one per field (the first), in the form's order. */
export function fieldProblems(errors: readonly { field: string; message: string }[], order: readonly string[] = ADDRESS_FIELD_NAMES): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = formFieldOf(error.field);
    if (!byField.has(field)) byField.set(field, error.message);
  }
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...byField].map(([field, message]) => ({ field, message })).sort((a, b) => rank(a.field) - rank(b.field));
}

/** The fields left empty that must be filled, before anything is sent. */
export function missingAddressFields(fields: AddressFields, requiredMessage: (field: AddressFieldName) => string): FieldProblem[] {
  return REQUIRED_ADDRESS_FIELDS.filter((name) => fields[name].trim() === "").map((field) => ({ field, message: requiredMessage(field) }));
}

/** A minimal e-mail shape check before sending (the API's check is the one that counts). */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** An address on lines, as the summaries print it. */
export function addressLines(address: PostalAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    ...(address.company ? [address.company] : []),
    ...address.street,
    `${address.postcode} ${address.city}`,
    address.countryName,
    address.telephone,
  ];
}

/** A pickup point's address, on one line (the checkout's relays, an order's pickup point). */
export const pickupPointAddress = (point: { address: { streetAddress: readonly string[]; postalCode: string; locality: string } }): string =>
  [...point.address.streetAddress, `${point.address.postalCode} ${point.address.locality}`].join(", ");

/** A saved address (the address book's, an order's) as the API takes it back. */
export function postalAddressInput(address: Omit<PostalAddress, "countryName">): CheckoutAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    ...(address.company ? { company: address.company } : {}),
    street: [...address.street],
    postcode: address.postcode,
    city: address.city,
    countryCode: address.countryCode,
    telephone: address.telephone,
  };
}

/** Whether two addresses say the same (the cart's and a saved one: which saved address the cart uses). */
export function samePostalAddress(a: Omit<PostalAddress, "countryName">, b: Omit<PostalAddress, "countryName">): boolean {
  const norm = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();
  return (
    norm(a.firstname) === norm(b.firstname) &&
    norm(a.lastname) === norm(b.lastname) &&
    norm(a.company) === norm(b.company) &&
    a.street.map(norm).filter(Boolean).join("\n") === b.street.map(norm).filter(Boolean).join("\n") &&
    norm(a.postcode).replace(/\s+/g, "") === norm(b.postcode).replace(/\s+/g, "") &&
    norm(a.city) === norm(b.city) &&
    norm(a.countryCode) === norm(b.countryCode) &&
    norm(a.telephone).replace(/[^\d+]/g, "") === norm(b.telephone).replace(/[^\d+]/g, "")
  );
}
