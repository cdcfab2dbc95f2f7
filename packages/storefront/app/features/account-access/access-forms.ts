import type { TypedDocumentNode } from "@apollo/client";
import type { IntlShape } from "react-intl";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { looksLikeEmail } from "../../lib/address-fields.ts";
import type { CustomerErrorCode } from "../../lib/generated/graphql.ts";
import {
  CANCEL_EMAIL_CHANGE,
  CHANGE_EMAIL,
  CHANGE_PASSWORD,
  CONFIRM_EMAIL,
  CONFIRM_EMAIL_CHANGE,
  LOGIN,
  LOGOUT,
  REGISTER,
  REQUEST_PASSWORD_RESET,
  RESEND_CONFIRMATION,
  RESEND_EMAIL_CHANGE,
  RESET_PASSWORD,
  UPDATE_INFORMATION,
} from "./account-access-queries.ts";

/**
 * The account access forms, described once for both ways they are sent (ADR 031): through the
 * browser's Apollo client once the page is hydrated, and as a plain POST to the route's action
 * before that or without JavaScript. Both read the same fields, make the same checks before
 * sending anything, send the same mutation and put each refusal on the same field.
 */

/** Every form of these screens, by the `intent` it posts. */
export const ACCESS_INTENTS = [
  "login",
  "confirm",
  "resend",
  "register",
  "passwordRequest",
  "passwordReset",
  "names",
  "email",
  "emailResend",
  "emailCancel",
  "emailConfirm",
  "password",
  "logout",
] as const;
export type AccessIntent = (typeof ACCESS_INTENTS)[number];
export const isAccessIntent = (value: unknown): value is AccessIntent => ACCESS_INTENTS.includes(value as AccessIntent);

/** The signed-in customer as these mutations answer them. */
export interface AccessMe {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** The address a change is waiting to move the account to (answered by the e-mail forms and the information query). */
  pendingEmail?: string | null;
}

/** What every account mutation answers (the API's `MutationResult`, with the customer when it signs in or changes them). */
export interface AccessResult {
  success: boolean;
  errorMessage: string | null;
  errorCode: CustomerErrorCode | null;
  me?: AccessMe | null;
}

/** A form's fields as posted (trimmed, except passwords). */
export type FormValues = Record<string, string>;

type FieldKind = "email" | "password" | "newPassword" | "name" | "hidden";

interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Catalog id of the field's label (a hidden field has none). */
  label?: string;
}

/** A mutation, however it is sent: Apollo's in the browser, the route's in-process queries on the server. */
export type Mutate = <TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<{ data: TData; setCookies?: string[] }>;

interface IntentSpec {
  fields: readonly FieldSpec[];
  /** Which field a refusal is about, by its code; any other code is a message for the whole form. */
  codeFields: Partial<Record<CustomerErrorCode, string>>;
  send: (mutate: Mutate, values: FormValues) => Promise<{ result: AccessResult; setCookies: string[] }>;
}

const PASSWORD_CODES = (field: string): Partial<Record<CustomerErrorCode, string>> => ({ PASSWORD_TOO_SHORT: field, PASSWORD_TOO_WEAK: field });

/** What a mutation answered, with the cookies it set (the server forwards them with its redirect). */
async function answer<TData, TVariables extends Record<string, unknown>>(
  mutate: Mutate,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => AccessResult,
) {
  const sent = await mutate(mutation, variables);
  return { result: pick(sent.data), setCookies: sent.setCookies ?? [] };
}

export const ACCESS_FORMS: Record<AccessIntent, IntentSpec> = {
  login: {
    fields: [
      { name: "email", kind: "email", label: "accountAccess.field.email" },
      { name: "password", kind: "password", label: "accountAccess.field.password" },
    ],
    codeFields: { EMAIL_INVALID: "email" },
    send: (mutate, { email, password }) => answer(mutate, LOGIN, { email, password }, (data) => data.login),
  },
  confirm: {
    fields: [{ name: "token", kind: "hidden" }],
    codeFields: {},
    send: (mutate, { token }) => answer(mutate, CONFIRM_EMAIL, { token }, (data) => data.confirmEmail),
  },
  resend: {
    fields: [{ name: "email", kind: "email", label: "accountAccess.field.email" }],
    codeFields: { EMAIL_INVALID: "email" },
    send: (mutate, { email }) => answer(mutate, RESEND_CONFIRMATION, { email }, (data) => data.resendConfirmation),
  },
  register: {
    fields: [
      { name: "firstname", kind: "name", label: "accountAccess.field.firstname" },
      { name: "lastname", kind: "name", label: "accountAccess.field.lastname" },
      { name: "email", kind: "email", label: "accountAccess.field.email" },
      { name: "password", kind: "newPassword", label: "accountAccess.field.password" },
    ],
    codeFields: { EMAIL_INVALID: "email", NAME_REQUIRED: "firstname", ...PASSWORD_CODES("password") },
    send: (mutate, { firstname, lastname, email, password }) => answer(mutate, REGISTER, { input: { firstname, lastname, email, password } }, (data) => data.register),
  },
  passwordRequest: {
    fields: [{ name: "email", kind: "email", label: "accountAccess.field.email" }],
    codeFields: { EMAIL_INVALID: "email" },
    send: (mutate, { email }) => answer(mutate, REQUEST_PASSWORD_RESET, { email }, (data) => data.requestPasswordReset),
  },
  passwordReset: {
    fields: [
      { name: "token", kind: "hidden" },
      { name: "password", kind: "newPassword", label: "accountAccess.field.newPassword" },
    ],
    codeFields: PASSWORD_CODES("password"),
    send: (mutate, { token, password }) => answer(mutate, RESET_PASSWORD, { token, password }, (data) => data.resetPassword),
  },
  names: {
    fields: [
      { name: "firstname", kind: "name", label: "accountAccess.field.firstname" },
      { name: "lastname", kind: "name", label: "accountAccess.field.lastname" },
    ],
    codeFields: { NAME_REQUIRED: "firstname" },
    send: (mutate, { firstname, lastname }) => answer(mutate, UPDATE_INFORMATION, { input: { firstname, lastname } }, (data) => data.updateCustomerInformation),
  },
  email: {
    fields: [
      { name: "email", kind: "email", label: "accountAccess.field.newEmail" },
      { name: "currentPassword", kind: "password", label: "accountAccess.field.currentPassword" },
    ],
    codeFields: { EMAIL_INVALID: "email", CURRENT_PASSWORD_WRONG: "currentPassword" },
    send: (mutate, { email, currentPassword }) => answer(mutate, CHANGE_EMAIL, { email, currentPassword }, (data) => data.changeCustomerEmail),
  },
  emailResend: {
    fields: [],
    codeFields: {},
    send: (mutate) => answer(mutate, RESEND_EMAIL_CHANGE, {}, (data) => data.resendEmailChange),
  },
  emailCancel: {
    fields: [],
    codeFields: {},
    send: (mutate) => answer(mutate, CANCEL_EMAIL_CHANGE, {}, (data) => data.cancelEmailChange),
  },
  emailConfirm: {
    fields: [{ name: "token", kind: "hidden" }],
    codeFields: {},
    send: (mutate, { token }) => answer(mutate, CONFIRM_EMAIL_CHANGE, { token }, (data) => data.confirmEmailChange),
  },
  password: {
    fields: [
      { name: "currentPassword", kind: "password", label: "accountAccess.field.currentPassword" },
      { name: "newPassword", kind: "newPassword", label: "accountAccess.field.newPassword" },
    ],
    codeFields: { CURRENT_PASSWORD_WRONG: "currentPassword", ...PASSWORD_CODES("newPassword") },
    send: (mutate, { currentPassword, newPassword }) => answer(mutate, CHANGE_PASSWORD, { currentPassword, newPassword }, (data) => data.changeCustomerPassword),
  },
  logout: {
    fields: [],
    codeFields: {},
    send: (mutate) => answer(mutate, LOGOUT, {}, (data) => data.logout),
  },
};

/** The shortest password the API accepts (its own check is the one that counts). */
export const PASSWORD_MIN_LENGTH = 8;

const isSecret = (kind: FieldKind) => kind === "password" || kind === "newPassword" || kind === "hidden";

/** A form's values: text trimmed, passwords exactly as typed (a space may be part of one). */
export function formValues(intent: AccessIntent, form: FormData): FormValues {
  return Object.fromEntries(
    ACCESS_FORMS[intent].fields.map(({ name, kind }) => {
      const value = form.get(name);
      const text = typeof value === "string" ? value : "";
      return [name, kind === "password" || kind === "newPassword" ? text : text.trim()];
    }),
  );
}

/** What a refused form shows again without JavaScript: what was typed, never a password or a token. */
export function keptValues(intent: AccessIntent, values: FormValues): FormValues {
  return Object.fromEntries(ACCESS_FORMS[intent].fields.filter(({ kind }) => !isSecret(kind)).map(({ name }) => [name, values[name] ?? ""]));
}

/**
 * What can be told before anything is sent: a field left empty, an e-mail address without its
 * shape, a new password too short. Every problem at once, in the form's order.
 */
export function checkBeforeSending(intent: AccessIntent, values: FormValues, intl: IntlShape): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const { name, kind, label } of ACCESS_FORMS[intent].fields) {
    if (kind === "hidden" || !label) continue;
    const value = values[name] ?? "";
    if (value === "") problems.push({ field: name, message: intl.formatMessage({ id: "form.field.required" }, { field: intl.formatMessage({ id: label }) }) });
    else if (kind === "email" && !looksLikeEmail(value)) problems.push({ field: name, message: intl.formatMessage({ id: "accountAccess.problem.emailShape" }) });
    else if (kind === "newPassword" && value.length < PASSWORD_MIN_LENGTH) {
      problems.push({ field: name, message: intl.formatMessage({ id: "accountAccess.problem.passwordShort" }, { count: PASSWORD_MIN_LENGTH }) });
    }
  }
  return problems;
}

/** A refusal as a form shows it: on its field when it is about one, else as the form's message. */
export interface AccessRefusal {
  intent: AccessIntent;
  problems: FieldProblem[];
  message: string | null;
  code: CustomerErrorCode | null;
  /** What the shopper typed (no password, no token), for the form shown again by the server. */
  values: FormValues;
}

export function refusalOf(intent: AccessIntent, result: Pick<AccessResult, "errorCode" | "errorMessage"> | undefined, fallbackMessage: string, values: FormValues): AccessRefusal {
  const code = result?.errorCode ?? null;
  const message = result?.errorMessage ?? fallbackMessage;
  const field = code ? ACCESS_FORMS[intent].codeFields[code] : undefined;
  return {
    intent,
    problems: field ? [{ field, message }] : [],
    message: field ? null : message,
    code,
    values: keptValues(intent, values),
  };
}
