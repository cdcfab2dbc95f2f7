/**
 * The contact form's rules, written once for both sides (ADR 082): the storefront imports this
 * file (`@eb/commerce/modules/contact/contact-rules.ts`, pure, browser-safe) to check a form before
 * sending it, and the contact service checks every message with it again. The same fields, the
 * same limits, the same messages next to the same fields, in both store languages.
 */

/** What a message is about: the API's `ContactSubject`, as the form posts it and the table stores it (lower case). */
export const CONTACT_SUBJECTS = ["ORDER_QUESTION", "PRODUCT_ADVICE", "PROFESSIONAL_ENQUIRY", "OTHER"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const isContactSubject = (value: unknown): value is ContactSubject => CONTACT_SUBJECTS.includes(value as ContactSubject);

/** The longest each field may be, in characters (after trimming). */
export const CONTACT_LIMITS = { name: 100, email: 254, orderNumber: 40, message: 5_000 } as const;
/** The shortest message worth sending (a few words). */
export const MESSAGE_MIN_LENGTH = 10;

export type ContactField = "name" | "email" | "subject" | "orderNumber" | "message";
/** The order the fields come in on the form: problems are listed in it. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "orderNumber", "message"];
export type ContactFieldErrorCode = "REQUIRED" | "TOO_LONG" | "TOO_SHORT" | "INVALID";
export interface ContactFieldError {
  field: ContactField;
  code: ContactFieldErrorCode;
}

/** The form as typed (any value may be missing or of the wrong kind when posted). */
export interface ContactFormInput {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  orderNumber?: string | null;
  message?: string | null;
}

/** A message as it is kept and sent: trimmed, the e-mail lower-cased, no order number as null. */
export interface ContactMessageValues {
  name: string;
  email: string;
  subject: ContactSubject;
  orderNumber: string | null;
  message: string;
}

/** One line: trimmed, control characters and runs of white space as one space. */
const oneLine = (value: string | null | undefined) =>
  (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
/** A message keeps its lines (CR LF as LF), loses other control characters and its outer blank space. */
const paragraphs = (value: string | null | undefined) =>
  (value ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();

/** An address's shape: a local part, `@`, a domain with a dot; no space (the customer module's own check is the same shape). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An order number as the shop writes them (`EB-2026-000123`) or as a shopper may copy it: letters, digits, hyphens, spaces. */
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** Characters as a person counts them (an emoji is one), so the limit agrees with the browser's counter. */
const length = (text: string) => [...text].length;

/**
 * Checks a contact form: every field at once, in the form's order (a shopper sees all that is
 * wrong together); the values as they are kept when nothing is.
 */
export function checkContactForm(input: ContactFormInput): { ok: true; values: ContactMessageValues } | { ok: false; fieldErrors: ContactFieldError[] } {
  const errors: ContactFieldError[] = [];
  const name = oneLine(input.name);
  if (!name) errors.push({ field: "name", code: "REQUIRED" });
  else if (length(name) > CONTACT_LIMITS.name) errors.push({ field: "name", code: "TOO_LONG" });

  const email = oneLine(input.email).toLowerCase();
  if (!email) errors.push({ field: "email", code: "REQUIRED" });
  else if (length(email) > CONTACT_LIMITS.email) errors.push({ field: "email", code: "TOO_LONG" });
  else if (!EMAIL.test(email)) errors.push({ field: "email", code: "INVALID" });

  const subject = oneLine(input.subject).toUpperCase();
  if (!subject) errors.push({ field: "subject", code: "REQUIRED" });
  else if (!isContactSubject(subject)) errors.push({ field: "subject", code: "INVALID" });

  const orderNumber = oneLine(input.orderNumber).toUpperCase();
  if (length(orderNumber) > CONTACT_LIMITS.orderNumber) errors.push({ field: "orderNumber", code: "TOO_LONG" });
  else if (orderNumber && !ORDER_NUMBER.test(orderNumber)) errors.push({ field: "orderNumber", code: "INVALID" });

  const message = paragraphs(input.message);
  if (!message) errors.push({ field: "message", code: "REQUIRED" });
  else if (length(message) > CONTACT_LIMITS.message) errors.push({ field: "message", code: "TOO_LONG" });
  else if (length(message) < MESSAGE_MIN_LENGTH) errors.push({ field: "message", code: "TOO_SHORT" });

  if (errors.length) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { name, email, subject: subject as ContactSubject, orderNumber: orderNumber || null, message } };
}

type Say = { readonly fr: string; readonly en: string };

/** What is wrong with a field, said for that field, in both store languages (the API answers these; the form shows the same). */
export const contactFieldMessages: { readonly [Field in ContactField]: Partial<Record<ContactFieldErrorCode, Say>> } = {
  name: {
    REQUIRED: { fr: "Indiquez votre nom.", en: "Enter your name." },
    TOO_LONG: { fr: `Le nom ne peut pas dépasser ${CONTACT_LIMITS.name} caractères.`, en: `Your name cannot be longer than ${CONTACT_LIMITS.name} characters.` },
  },
  email: {
    REQUIRED: { fr: "Indiquez votre adresse e-mail : c'est à elle que nous répondrons.", en: "Enter your e-mail address: it is where we will reply." },
    TOO_LONG: { fr: "Cette adresse e-mail est trop longue.", en: "This e-mail address is too long." },
    INVALID: { fr: "Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.", en: "Enter a valid e-mail address, such as name@example.com." },
  },
  subject: {
    REQUIRED: { fr: "Choisissez l'objet de votre message.", en: "Choose what your message is about." },
    INVALID: { fr: "Choisissez l'un des objets proposés.", en: "Choose one of the subjects offered." },
  },
  orderNumber: {
    TOO_LONG: { fr: `Le numéro de commande ne peut pas dépasser ${CONTACT_LIMITS.orderNumber} caractères.`, en: `The order number cannot be longer than ${CONTACT_LIMITS.orderNumber} characters.` },
    INVALID: { fr: "Un numéro de commande ne contient que des lettres, des chiffres et des tirets.", en: "An order number holds only letters, digits and hyphens." },
  },
  message: {
    REQUIRED: { fr: "Écrivez votre message.", en: "Write your message." },
    TOO_SHORT: { fr: `Votre message doit faire au moins ${MESSAGE_MIN_LENGTH} caractères.`, en: `Your message needs at least ${MESSAGE_MIN_LENGTH} characters.` },
    TOO_LONG: {
      fr: `Votre message ne peut pas dépasser ${CONTACT_LIMITS.message.toLocaleString("fr-FR")} caractères.`,
      en: `Your message cannot be longer than ${CONTACT_LIMITS.message.toLocaleString("en-GB")} characters.`,
    },
  },
};

/** A field error's message in a store language. */
export const contactFieldMessage = (error: ContactFieldError, language: "fr" | "en"): string =>
  contactFieldMessages[error.field][error.code]?.[language] ?? contactFieldMessages[error.field].REQUIRED?.[language] ?? contactFieldMessages.message.REQUIRED![language];
