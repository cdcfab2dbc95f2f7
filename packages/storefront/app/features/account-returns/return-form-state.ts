import type { FieldProblem } from "../../lib/address-fields.ts";
import type { CreateReturnAuthorizationInput, ReturnErrorCode } from "../../lib/generated/graphql.ts";
import type { ReturnAttributeView, ReturnableLine } from "./account-returns-queries.ts";

/*
 * The return request's form, the same with and without JavaScript: one quantity per order line
 * (`quantity.<orderItemId>`, 0 = not returned) and one answer per line and question
 * (`answer.<orderItemId>.<code>`). Only the lines with a quantity are sent, with their answers.
 */

export const quantityName = (orderItemId: string) => `quantity.${orderItemId}`;
export const answerName = (orderItemId: string, code: string) => `answer.${orderItemId}.${code}`;

/** An id attribute's part from an API id or code (kept to letters, digits, `_` and `-`). */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");

/** The field a problem is about, as the error summary links it (`return-<item>-quantity`, `return-<item>-<code>`). */
export const quantityField = (orderItemId: string) => `${idPart(orderItemId)}-quantity`;
export const answerField = (orderItemId: string, code: string) => `${idPart(orderItemId)}-a-${idPart(code)}`;

/** The form's prefix (ids `return-…`). */
export const RETURN_FORM = "return";

/** What the shopper filled in: the form's fields by name (kept to show a refused form again without JavaScript). */
export type ReturnFormValues = Record<string, string>;

export function formValues(form: FormData): ReturnFormValues {
  const values: ReturnFormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && (name.startsWith("quantity.") || name.startsWith("answer."))) values[name] = value;
  return values;
}

/** A line's quantity as posted: a whole number from 0, else 0 (the API checks it against what may be returned). */
export function postedQuantity(values: ReturnFormValues, orderItemId: string): number {
  const quantity = Number.parseInt(values[quantityName(orderItemId)] ?? "", 10);
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

/**
 * The mutation's input: the lines with a quantity (in the page's order), each with the questions
 * answered for it (empty answers left out: a required one missing is the API's ANSWER_REQUIRED).
 * Lines are read from the posted names, so a stale page cannot send a line it never showed as
 * another one; the API checks every id against the order.
 */
export function returnInput(orderId: string, values: ReturnFormValues): CreateReturnAuthorizationInput {
  const items: CreateReturnAuthorizationInput["items"] = [];
  for (const name of Object.keys(values)) {
    if (!name.startsWith("quantity.")) continue;
    const orderItemId = name.slice("quantity.".length);
    const quantity = postedQuantity(values, orderItemId);
    if (!orderItemId || quantity === 0) continue;
    const prefix = `answer.${orderItemId}.`;
    const answers = Object.entries(values)
      .filter(([key, value]) => key.startsWith(prefix) && key.length > prefix.length && value.trim() !== "")
      .map(([key, value]) => ({ code: key.slice(prefix.length), value: value.trim() }));
    items.push({ orderItemId, quantity, answers });
  }
  return { orderId, items };
}

/** The API's refusal, as the form shows it: next to its line or question when it names one, else above the form. */
export interface ReturnRefusal {
  message: string;
  code: ReturnErrorCode | null;
  itemId: string | null;
  attribute: string | null;
}

export function refusalProblems(refusal: ReturnRefusal | null): { problems: FieldProblem[]; message: string | null } {
  if (!refusal) return { problems: [], message: null };
  if (refusal.itemId && refusal.attribute) return { problems: [{ field: answerField(refusal.itemId, refusal.attribute), message: refusal.message }], message: null };
  if (refusal.itemId) return { problems: [{ field: quantityField(refusal.itemId), message: refusal.message }], message: null };
  return { problems: [], message: refusal.message };
}

/**
 * What the screen checks before sending (the API checks it all again): at least one unit chosen,
 * and every required question answered for each line chosen. Messages come from the caller.
 */
export function missingAnswers(
  lines: readonly Pick<ReturnableLine, "orderItemId" | "quantityReturnable">[],
  attributes: readonly Pick<ReturnAttributeView, "code" | "required">[],
  values: ReturnFormValues,
): { nothingSelected: boolean; missing: { orderItemId: string; code: string }[] } {
  const chosen = lines.filter((line) => line.quantityReturnable > 0 && postedQuantity(values, line.orderItemId) > 0);
  const missing = chosen.flatMap((line) =>
    attributes.filter((attribute) => attribute.required && !(values[answerName(line.orderItemId, attribute.code)] ?? "").trim()).map((attribute) => ({ orderItemId: line.orderItemId, code: attribute.code })),
  );
  return { nothingSelected: chosen.length === 0, missing };
}
