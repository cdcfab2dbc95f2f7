import type { RefundMethod } from "../../db/schema.ts";
import { refundErrors } from "../../modules/refund/errors.ts";
import type { RefundOutcome } from "../../modules/refund/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";
import { euros, operatorName, shopTime } from "./operator-text.ts";

/**
 * Refunds for the operator: `npm run admin -- refund <order number> --to original|store-credit …`
 * and `refund list <order number>`, through the refund service (modules/refund): the credit note,
 * the refund and the money in one unit of work, the shopper e-mailed. A refused refund (unknown
 * number, unpaid order, more than is left) is a message and exit code 1, with nothing written.
 *
 * A sandbox card or wallet refund is pending until the provider's signed notification confirms
 * it (ADR 075): the command asks the sandbox to send it at once to the shop's endpoint; when no
 * server answers there, the server's background pass sends it once it runs.
 */


/** Euros typed by the operator (`5`, `5.50`, `5,50`) as cents; undefined when not an amount. */
function cents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : undefined;
}


/** `sku:qty,sku:qty` (a `=` is accepted too, as `order ship` takes it). */
function itemsOf(text: string): { sku: string; quantity: number }[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([^:=\s]+)\s*[:=]\s*(\d{1,6})$/.exec(part);
      if (!match) throw new UsageError("--items: sku:quantity pairs separated by commas, e.g. HE-LAVANDE-10ML:2,FLACON-30ML:1.");
      return { sku: match[1], quantity: Number(match[2]) };
    });
}

function refusal(context: AdminContext, number: string, outcome: Extract<RefundOutcome, { ok: false }>): number {
  const base = refundErrors[outcome.code].en;
  const detail =
    outcome.code === "QUANTITY_TOO_HIGH" && outcome.sku !== undefined
      ? ` ${outcome.sku}: ${outcome.remaining ?? 0} left to refund.`
      : outcome.code === "UNKNOWN_SKU" && outcome.sku !== undefined
        ? ` (${outcome.sku})`
        : outcome.code === "AMOUNT_TOO_HIGH" && outcome.remaining !== undefined
          ? ` At most ${euros(outcome.remaining)} can still go back.`
          : outcome.status
            ? ` (now ${outcome.status})`
            : "";
  context.print(`Order ${number}: ${base}${detail}`);
  return 1;
}

const make: AdminCommand = {
  words: ["refund"],
  usage: '<order number> --to original|store-credit [--items sku:qty,…] [--shipping] [--adjustment EUR] [--fee EUR] [--reason "…"]',
  summary:
    "Refunds a paid order: a credit note, and the money back to the original payment (a card or wallet through its provider, a transfer or cheque by hand) or to the customer's store credit. No --items and no --shipping: everything not refunded yet.",
  async run(context, args) {
    const { values, positionals } = commandArguments(
      args,
      { to: { type: "string" }, items: { type: "string" }, shipping: { type: "boolean" }, adjustment: { type: "string" }, fee: { type: "string" }, reason: { type: "string" } },
      ["<order number>"],
    );
    const number = positionals[0].trim();
    const to: RefundMethod | undefined = values.to === "original" ? "original_payment" : values.to === "store-credit" ? "store_credit" : undefined;
    if (!to) throw new UsageError("--to: original or store-credit.");
    const amount = (name: "adjustment" | "fee") => {
      const text = values[name];
      if (text === undefined) return 0;
      const value = cents(text);
      if (value === undefined) throw new UsageError(`--${name}: an amount in euros, e.g. 5 or 5.50.`);
      return value;
    };
    const outcome = await context.services.refunds.refund(serviceScope(), {
      orderNumber: number,
      to,
      items: values.items !== undefined ? itemsOf(values.items) : undefined,
      shipping: values.shipping === true,
      adjustmentCents: amount("adjustment"),
      feeCents: amount("fee"),
      reason: values.reason,
      staff: operatorName(),
    });
    if (!outcome.ok) return refusal(context, number, outcome);
    const { refund } = outcome;
    const parts = [
      ...(outcome.toPaymentCents ? [`${euros(outcome.toPaymentCents)} to the original payment`] : []),
      ...(outcome.toStoreCreditCents ? [`${euros(outcome.toStoreCreditCents)} to store credit`] : []),
    ];
    context.print(`Refund ${refund.public_id} of order ${number}: ${euros(refund.amount_cents)} (credit note ${outcome.creditNoteNumber}): ${parts.join(", ")}.`);
    if (refund.status === "manual") context.print(`Pay ${euros(outcome.toPaymentCents)} back by hand (the order was paid by transfer or cheque).`);
    if (refund.status === "pending") {
      // The sandbox provider confirms it to the shop's endpoint; without a server there, the server's background pass does once it runs.
      const sent = await context.services.refunds.notifySandboxRefunds({ ids: [refund.id], attempts: 1, timeoutMs: 5_000 });
      context.print(
        sent.delivered
          ? "The payment provider confirmed the refund: completed."
          : "Pending: the payment provider's confirmation is sent to the shop's server, which completes it once it receives it.",
      );
    }
    if (outcome.closed) context.print(`Everything invoiced is refunded: order ${number} is now closed.`);
    return 0;
  },
};

const STATUS_WORDS = { pending: "pending", completed: "completed", manual: "manual (by hand)" } as const;

const list: AdminCommand = {
  words: ["refund", "list"],
  usage: "<order number>",
  summary: "Lists an order's refunds, oldest first: when, credit note, amount (fee, adjustment), where the money went, status, by whom.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<order number>"]).positionals;
    const refunds = await context.services.refunds.byOrderNumber(serviceScope(), number);
    if (!refunds.length) {
      const order = await context.services.orders.byNumber(serviceScope(), number);
      context.print(order ? `Order ${number.trim()} has no refund.` : `No order has the number ${number.trim()}.`);
      return order ? 0 : 1;
    }
    const rows = refunds.map((refund) => [
      shopTime(refund.created_at),
      refund.credit_note_number,
      euros(refund.amount_cents),
      [refund.adjustment_cents ? `+${euros(refund.adjustment_cents)}` : "", refund.fee_cents ? `-${euros(refund.fee_cents)}` : ""].filter(Boolean).join(" ") || "—",
      refund.method === "store_credit"
        ? "store credit"
        : `${refund.payment_provider ?? "payment"}${refund.store_credit_cents ? ` (${euros(refund.store_credit_cents)} to store credit)` : ""}`,
      STATUS_WORDS[refund.status],
      refund.staff ?? "—",
    ]);
    rows.unshift(["WHEN", "CREDIT NOTE", "AMOUNT", "ADJ./FEE", "TO", "STATUS", "BY"]);
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  },
};

export const refundCommands: AdminCommand[] = [make, list];
