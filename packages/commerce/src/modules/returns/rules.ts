import type { OrderLineRow } from "../order/order-record.ts";
import { type AttributeOption, type ReturnAttributeRow, type StoredAnswer, optionsOf } from "./repository.ts";

/**
 * The rules of a return, as pure functions: what of an order line may be returned now (shipped
 * units, not already requested, within the window after the line's last shipment), and whether
 * the answers to the shop's questions are acceptable (required, one of the choices, `true` or
 * `false`, not too long). The service applies them before its unit of work; the database's
 * conditional update has the last word on quantities.
 */

/** The boolean attribute that says whether the product was opened: a product returnable only unopened answered `true` is refused. */
export const OPENED_ATTRIBUTE = "opened";

const DAY_MS = 86_400_000;

export type NotReturnableReason = "NOT_SHIPPED" | "ALREADY_REQUESTED" | "WINDOW_CLOSED" | "ORDER_SETTLED";

/** What of a line may be returned now. */
export interface LineReturnability {
  quantityShipped: number;
  quantityRequested: number;
  quantityReturnable: number;
  reason: NotReturnableReason | null;
  /** The last moment its return may be asked for (null: nothing shipped). */
  deadline: string | null;
  returnableOnlyUnopened: boolean;
}

/**
 * Shipped units of a line that are not in a request yet, until `windowDays` after its last
 * shipment. A downloadable product's line never ships: nothing to send back.
 */
export function lineReturnability(
  line: Pick<OrderLineRow, "quantity_shipped" | "quantity_return_requested" | "is_virtual" | "sku" | "product_sku">,
  facts: { lastShippedAt?: string; unopenedOnly: ReadonlySet<string>; orderSettled?: boolean },
  windowDays: number,
  now: Date,
): LineReturnability {
  const shipped = line.is_virtual === 1 ? 0 : line.quantity_shipped;
  const requested = line.quantity_return_requested;
  const deadline = shipped > 0 && facts.lastShippedAt ? new Date(Date.parse(facts.lastShippedAt) + windowDays * DAY_MS).toISOString() : null;
  const reason: NotReturnableReason | null =
    shipped === 0 || !deadline
      ? "NOT_SHIPPED"
      : facts.orderSettled
        ? "ORDER_SETTLED"
        : requested >= shipped
          ? "ALREADY_REQUESTED"
          : now.toISOString() > deadline
            ? "WINDOW_CLOSED"
            : null;
  return {
    quantityShipped: shipped,
    quantityRequested: requested,
    quantityReturnable: reason ? 0 : shipped - requested,
    reason,
    deadline,
    returnableOnlyUnopened: facts.unopenedOnly.has(line.sku) || facts.unopenedOnly.has(line.product_sku),
  };
}

export type AnswerRefusal = { code: "ANSWER_REQUIRED" | "ANSWER_INVALID"; attribute: string | null };

const YES_NO = {
  true: { fr: "Oui", en: "Yes" },
  false: { fr: "Non", en: "No" },
} as const;

// Control characters have no place in an answer; a text field is one line, a text area keeps its line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;

/**
 * The answers to store for one item, checked against the attributes asked: each names an
 * attribute once; a select's value is one of its choices, a boolean's `true` or `false`, a text
 * at most its length (in characters); a required attribute is answered (an empty text is no
 * answer). A refusal names the attribute when it is one of the shop's (never a code sent that
 * names none: messages and fields never echo input).
 */
export function checkAnswers(attributes: readonly ReturnAttributeRow[], sent: readonly { code: string; value: string }[]): { ok: true; answers: StoredAnswer[] } | ({ ok: false } & AnswerRefusal) {
  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  const given = new Map<string, string>();
  for (const answer of sent) {
    const attribute = byCode.get(answer.code);
    if (!attribute) return { ok: false, code: "ANSWER_INVALID", attribute: null };
    if (given.has(answer.code)) return { ok: false, code: "ANSWER_INVALID", attribute: attribute.code };
    given.set(answer.code, attribute.kind === "textarea" ? answer.value.replace(/\r\n?/g, "\n").trim() : answer.value.trim());
  }
  const answers: StoredAnswer[] = [];
  for (const attribute of attributes) {
    const value = given.get(attribute.code) ?? "";
    if (value === "") {
      if (attribute.required) return { ok: false, code: "ANSWER_REQUIRED", attribute: attribute.code };
      continue;
    }
    const invalid = { ok: false, code: "ANSWER_INVALID", attribute: attribute.code } as const;
    const label = { fr: attribute.label_fr, en: attribute.label_en };
    let shown: { fr: string; en: string };
    if (attribute.kind === "select") {
      const option: AttributeOption | undefined = optionsOf(attribute).find((choice) => choice.value === value);
      if (!option) return invalid;
      shown = option.label;
    } else if (attribute.kind === "boolean") {
      if (value !== "true" && value !== "false") return invalid;
      shown = YES_NO[value];
    } else {
      if (CONTROL.test(value) || (attribute.kind === "text" && LINE_BREAK.test(value))) return invalid;
      if (attribute.max_length !== null && [...value].length > attribute.max_length) return invalid;
      shown = { fr: value, en: value };
    }
    answers.push({ code: attribute.code, kind: attribute.kind, label, value, shown });
  }
  return { ok: true, answers };
}
