import { CONTACT_FIELDS, type ContactField, checkContactForm, contactFieldMessage } from "@eb/commerce/modules/contact/contact-rules.ts";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { fieldProblems } from "../../lib/address-fields.ts";

/**
 * The contact form's state, the same in the browser and in the route's action (ADR 031, 082): the
 * fields as posted, the checks before sending (the API's own rules, `contact-rules.ts`, with their
 * messages in the store's language), and a refusal put back on its fields.
 */

/** The form's id prefix (its fields' ids, the error summary's links). */
export const CONTACT_FORM = "contact";
/** The trap field's name: people are told to leave it empty (ADR 082). */
export const TRAP_FIELD = "website";
/** `?sent=1`: the page after a message went (Post/Redirect/Get). */
export const SENT_PARAM = "sent";

/**
 * How long ago the page's token was issued (its first part is that time, in ms); Infinity when it
 * is not a token. A client navigation back to the page reuses a token this recent rather than
 * waiting for a new one: an older token only makes the minimum fill time easier to meet.
 */
export function tokenAgeMs(token: string | null | undefined, now = Date.now()): number {
  const issuedAt = Number(/^(\d{1,15})\./.exec(token ?? "")?.[1] ?? Number.NaN);
  return Number.isFinite(issuedAt) ? now - issuedAt : Number.POSITIVE_INFINITY;
}
/** How long a client navigation may reuse the token it already has (a day is its lifetime: well within it). */
export const TOKEN_REUSE_MS = 3_600_000;

/** What was typed, kept when the form comes back with its problems. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  orderNumber: string;
  message: string;
}

/** The form sent and refused: each problem next to its field, or a message about the whole form. */
export interface PostedContact {
  values: ContactFormValues;
  problems: FieldProblem[];
  message: string | null;
}

/** Longer than any field may be, so a pasted novel is refused by the rules, not silently cut to fit. */
const text = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The form's fields as posted, bounded. */
export const contactValuesOf = (form: FormData): ContactFormValues => ({
  name: text(form.get("name"), 1_000),
  email: text(form.get("email"), 1_000),
  subject: text(form.get("subject"), 40),
  orderNumber: text(form.get("orderNumber"), 1_000),
  message: text(form.get("message"), 20_000),
});

const languageOf = (locale: string): "fr" | "en" => (locale.startsWith("en") ? "en" : "fr");

/** Every problem the rules find before anything is sent, in the form's order, each with its message in the store's language. */
export function contactProblems(values: ContactFormValues, locale: string): FieldProblem[] {
  const checked = checkContactForm(values);
  if (checked.ok) return [];
  const language = languageOf(locale);
  return checked.fieldErrors.map((error) => ({ field: error.field, message: contactFieldMessage(error, language) }));
}

/** The API's field errors on the form's fields, in the form's order. */
export const contactFieldProblems = (errors: readonly { field: string; message: string }[]): FieldProblem[] => fieldProblems(errors, CONTACT_FIELDS as readonly ContactField[]);
