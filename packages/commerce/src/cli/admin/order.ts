import type { OrderStatus } from "../../db/schema.ts";
import type { LifecycleOutcome, LifecycleRefusalReason, ShipOutcome, ShipRefusal } from "../../modules/order/lifecycle.ts";
import { billingAddressOf, pickupPointOf, shippingAddressOf, shippingMethodOf } from "../../modules/order/order-record.ts";
import type { CheckoutAddress } from "../../modules/checkout/checkout-state.ts";
import type { IssueRefusal } from "../../modules/invoice/service.ts";
import type { OrderCause } from "../../modules/order/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";
import { euros, operatorName, shopTime } from "./operator-text.ts";

/**
 * Orders for the operator: `npm run admin -- order list|show|pay|invoice|cancel|ship|complete|expire`.
 * Each change goes through the order lifecycle (modules/order/lifecycle.ts) exactly as a payment
 * notification or the expiry does: recorded in the order's history with the operator as its cause,
 * and the shopper's e-mail queued. A refused change (unknown number, a status that does not allow
 * it) is a message and exit code 1; a change already made is said and exits 0.
 */

const STATUSES: readonly OrderStatus[] = ["pending_payment", "processing", "partially_shipped", "shipped", "complete", "cancelled", "closed"];


/** Who is acting, as the order's history records it. */
const operatorCause = (): OrderCause => ({ kind: "operator", operator: operatorName() });

const reasons: Record<LifecycleRefusalReason, (number: string, status: OrderStatus) => string> = {
  PAID_BY_PROVIDER: (number) => `Order ${number} is paid by card or wallet: only the provider's verified notification marks it paid.`,
  ALREADY_SHIPPED: (number, status) => `Order ${number} is ${status}: something has shipped, it can no longer be cancelled.`,
  NOT_SHIPPED: (number, status) => `Order ${number} is ${status}: only a shipped order can be completed.`,
  CANCELLED: (number) => `Order ${number} is cancelled: it cannot be paid (money received for it must be refunded).`,
};

/** Prints a change's answer; returns the exit code. */
function report(context: AdminContext, number: string, outcome: LifecycleOutcome, verb: string, done: string): number {
  if (!outcome.ok) {
    if (outcome.code === "UNKNOWN_ORDER") context.print(`No order has the number ${number}.`);
    else if ("reason" in outcome) context.print(reasons[outcome.reason](number, outcome.status));
    else context.print(`Order ${number} is ${outcome.status ?? "in another status"}: it cannot be ${verb}.`);
    return 1;
  }
  context.print(outcome.changed ? `Order ${number} ${done}: now ${outcome.status}.` : `Order ${number} was already ${outcome.status}: nothing changed.`);
  return 0;
}

function table(context: AdminContext, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}

const list: AdminCommand = {
  words: ["order", "list"],
  usage: "[--status S] [--limit N]",
  summary: `Lists orders, newest first (50 unless --limit, up to 1000): number, placed (Paris time), status, total, payment, e-mail, due, flag. S: ${STATUSES.join(", ")}.`,
  async run(context, args) {
    const { values } = commandArguments(args, { status: { type: "string" }, limit: { type: "string" } }, []);
    const status = values.status?.trim().toLowerCase();
    if (status !== undefined && !STATUSES.includes(status as OrderStatus)) throw new UsageError(`--status: one of ${STATUSES.join(", ")}.`);
    if (values.limit !== undefined && (!/^\d{1,4}$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 1_000)) throw new UsageError("--limit: a whole number from 1 to 1000.");
    const orders = await context.services.orders.list(serviceScope(), { status: status as OrderStatus | undefined, limit: values.limit ? Number(values.limit) : 50 });
    if (orders.length === 0) {
      context.print(status ? `No ${status} order.` : "No order yet.");
      return;
    }
    const rows = orders.map((order) => [
      order.number,
      shopTime(order.placedAt),
      order.status,
      euros(order.grandTotalInclCents),
      order.paymentMethod,
      order.email,
      order.status === "pending_payment" ? shopTime(order.paymentDueAt) : "",
      order.flag ? "FLAGGED" : "",
    ]);
    rows.unshift(["NUMBER", "PLACED", "STATUS", "TOTAL", "PAYMENT", "EMAIL", "DUE", "FLAG"]);
    table(context, rows);
  },
};

const addressText = (address: CheckoutAddress) =>
  [`${address.firstname} ${address.lastname}`, address.company, ...address.street, `${address.postcode} ${address.city}`, address.countryCode, address.telephone].filter(Boolean).join(", ");

const show: AdminCommand = {
  words: ["order", "show"],
  usage: "<number>",
  summary: "Shows an order: lines (ordered and shipped), totals, delivery, addresses, payments, invoices, credit notes, shipments, flag and history.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    const record = await context.services.orders.byNumber(serviceScope(), number);
    if (!record) {
      context.print(`No order has the number ${number.trim()}.`);
      return 1;
    }
    const { order, lines } = record;
    const print = context.print;
    print(`Order ${order.number}  ${order.status}  placed ${shopTime(order.placed_at)} in the ${order.store} store${order.customer_id ? ` by customer #${order.customer_id}` : " (guest)"}`);
    print(`E-mail: ${order.email}`);
    if (order.flag) for (const [index, line] of order.flag.split("\n").entries()) print(`${index === 0 ? "FLAG: " : "      "}${line}`);
    print("");
    const rows = lines.map((line) => [
      String(line.position),
      line.sku,
      line.name + (JSON.parse(line.options) as { label: string; value: string }[]).map((option) => ` [${option.label}: ${option.value}]`).join(""),
      String(line.quantity),
      String(line.quantity_shipped),
      euros(line.row_incl_cents - line.discount_incl_cents),
    ]);
    rows.unshift(["#", "SKU", "NAME", "QTY", "SHIPPED", "ROW INCL. VAT"]);
    table(context, rows);
    print("");
    print(`Subtotal ${euros(order.subtotal_incl_cents)}, discount ${euros(order.discount_incl_cents)}${order.coupon_code ? ` (${order.coupon_code})` : ""}, delivery ${euros(order.shipping_incl_cents)}`);
    print(`Total ${euros(order.grand_total_incl_cents)} incl. VAT (${euros(order.grand_total_excl_cents)} excl., VAT ${euros(order.vat_cents)})${order.currency !== "EUR" ? `; shown in ${order.currency} at ${order.exchange_rate}` : ""}`);
    const method = shippingMethodOf(order);
    print(method ? `Delivery: ${method.label} (${method.carrier}, ${method.code})` : "Delivery: none (downloadable products only)");
    const point = pickupPointOf(order);
    if (point) print(`Pickup point: ${point.name}, ${[...point.streetLines, `${point.postcode} ${point.locality}`, point.country].join(", ")} (${point.id})`);
    const shipTo = shippingAddressOf(order);
    if (shipTo) print(`Ship to: ${addressText(shipTo)}`);
    print(`Bill to: ${addressText(billingAddressOf(order))}`);
    print("");
    print(`Payment: ${order.payment_method}${order.status === "pending_payment" ? `, due by ${shopTime(order.payment_due_at)}` : ""}`);
    for (const payment of record.payments) print(`  ${payment.reference}  ${payment.provider}  ${euros(payment.amountCents)}  ${payment.status}  (updated ${shopTime(payment.updatedAt)})`);
    const invoices = await context.services.invoices.byOrderNumber(serviceScope(), order.number);
    if (invoices.length) {
      print("Invoices:");
      for (const invoice of invoices) print(`  ${invoice.number}  issued ${shopTime(invoice.issued_at)}  ${euros(invoice.grand_total_incl_cents)} incl. VAT (VAT ${euros(invoice.vat_cents)})`);
    }
    const creditNotes = await context.services.invoices.creditNotesByOrderNumber(serviceScope(), order.number);
    if (creditNotes.length) {
      print("Credit notes:");
      for (const note of creditNotes) {
        print(`  ${note.number}  issued ${shopTime(note.created_at)}  -${euros(note.grand_total_incl_cents)} incl. VAT (VAT -${euros(note.vat_cents)})  credits ${note.invoice_number}  ${note.reason}`);
      }
    }
    if (record.shipments.length) {
      print("Shipments:");
      for (const shipment of record.shipments) {
        print(`  #${shipment.id} ${shopTime(shipment.at)}  ${shipment.carrier}${shipment.trackingNumber ? ` ${shipment.trackingNumber}` : ""}: ${shipment.lines.map((line) => `${line.sku} × ${line.quantity}`).join(", ")}`);
      }
    }
    print("History:");
    for (const event of record.events) {
      const detail = event.detail ? ` ${JSON.stringify(event.detail)}` : "";
      print(`  ${shopTime(event.at)}  ${event.statusFrom ?? "—"} → ${event.statusTo}  ${event.cause}${detail}`);
    }
  },
};

const pay: AdminCommand = {
  words: ["order", "pay"],
  usage: "<number>",
  summary: "Marks a bank transfer or cheque order paid (the money was received): processing, the shopper is told.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    return report(context, number.trim(), await context.services.orders.markPaid(serviceScope(), number, operatorCause()), "paid", "is paid");
  },
};

const invoiceRefusals: Record<IssueRefusal, (number: string) => string> = {
  UNKNOWN_ORDER: (number) => `No order has the number ${number}.`,
  NOT_PAID: (number) => `Order ${number} is not paid yet: its invoice is made when it is paid.`,
  CANCELLED: (number) => `Order ${number} is cancelled without having been invoiced: there is nothing to invoice.`,
};

const invoice: AdminCommand = {
  words: ["order", "invoice"],
  usage: "<number>",
  summary: "Makes the invoice of a paid order that has none (orders paid before invoices were made automatically); an order that has one is left as it is.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    const outcome = await context.services.invoices.issueForOrder(serviceScope(), number);
    if (!outcome.ok) {
      context.print(invoiceRefusals[outcome.code](number.trim()));
      return 1;
    }
    const { invoice: made } = outcome;
    context.print(
      outcome.created
        ? `Invoice ${made.number} of order ${number.trim()}: ${euros(made.grand_total_incl_cents)} incl. VAT.`
        : `Order ${number.trim()} has its invoice already (${made.number}): nothing changed.`,
    );
  },
};

const cancel: AdminCommand = {
  words: ["order", "cancel"],
  usage: "<number>",
  summary:
    "Cancels an order that has not shipped: stock given back, coupon use released, pending payment cancelled, downloads revoked, a paid order refunded everything not refunded yet (credit note, money back to its payment, store credit back), the shopper told.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    const outcome = await context.services.orders.cancel(serviceScope(), number, operatorCause());
    const code = report(context, number.trim(), outcome, "cancelled", "is cancelled, its stock given back");
    if (outcome.ok && outcome.changed && "creditNoteNumber" in outcome) {
      const { creditNoteNumber, refund, refundByHandCents } = outcome;
      if (creditNoteNumber) context.print(`Its invoice is credited by credit note ${creditNoteNumber}.`);
      if (refund) {
        const parts = [
          ...(refund.toPaymentCents ? [`${euros(refund.toPaymentCents)} to the original payment`] : []),
          ...(refund.toStoreCreditCents ? [`${euros(refund.toStoreCreditCents)} to store credit`] : []),
        ];
        context.print(`Refund ${refund.publicId} of ${euros(refund.amountCents)}: ${parts.join(", ")}.`);
        if (refund.status === "manual") context.print(`Pay ${euros(refund.toPaymentCents)} back by hand (the order was paid by transfer or cheque).`);
        if (refund.status === "pending") {
          // As `refund`: the sandbox provider confirms it to the shop's endpoint; without a server there, the server's background pass does once it runs.
          const sent = await context.services.refunds.notifySandboxRefunds({ ids: [refund.id], attempts: 1, timeoutMs: 5_000 });
          context.print(
            sent.delivered
              ? "The payment provider confirmed the refund: completed."
              : "Pending: the payment provider's confirmation is sent to the shop's server, which completes it once it receives it.",
          );
        }
      }
      if (refundByHandCents) context.print(`It had been paid before invoices were made: refund ${euros(refundByHandCents)} by hand, with the provider or by transfer (the order is flagged).`);
    }
    return code;
  },
};

/** `sku=qty` (a positional) or `sku:qty` (an entry of `--items`) as a shipment line. */
function shipmentLine(text: string, separator: "=" | ":"): { sku: string; quantity: number } {
  const match = (separator === "=" ? /^([^=\s]+)=(\d{1,6})$/ : /^([^:\s]+):(\d{1,6})$/).exec(text.trim());
  if (!match || Number(match[2]) < 1) {
    throw new UsageError(
      separator === "="
        ? `Not a line to ship: ${text} (write sku=quantity, e.g. HE-LAVANDE-10ML=2).`
        : `Not a line to ship in --items: ${text} (write sku:quantity, comma-separated, e.g. HE-LAVANDE-10ML:2,HV-JOJOBA-50ML:1).`,
    );
  }
  return { sku: match[1], quantity: Number(match[2]) };
}

const shipRefusals: Record<ShipRefusal, (number: string, outcome: ShipOutcome & { ok: false }) => string> = {
  UNKNOWN_ORDER: (number) => `No order has the number ${number}.`,
  NOT_ALLOWED: (number, outcome) =>
    outcome.status === "pending_payment" ? `Order ${number} is not paid yet: it cannot ship.` : `Order ${number} is ${outcome.status}: nothing of it can ship.`,
  UNKNOWN_SKU: (number, outcome) => `Order ${number} has no line of ${outcome.sku}.`,
  QUANTITY_TOO_HIGH: (number, outcome) => `Order ${number} has ${outcome.remaining} of ${outcome.sku} left to ship.`,
  INVALID_QUANTITY: (_number, outcome) => `A quantity to ship is a whole number of 1 or more (${outcome.sku}).`,
  NOTHING_TO_SHIP: (number) => `Order ${number} has nothing left to ship.`,
};

const ship: AdminCommand = {
  words: ["order", "ship"],
  usage: "<number> [--items sku:qty,… | sku=qty …] [--carrier C] [--tracking T]",
  summary: "Ships the lines given (all that is left when none): a shipment, the order partially shipped or shipped, the shopper told with the tracking.",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { carrier: { type: "string" }, tracking: { type: "string" }, items: { type: "string" } }, ["<number>"], { rest: true });
    const [number, ...lineTexts] = positionals;
    if (values.items !== undefined && lineTexts.length) throw new UsageError("Give the lines either with --items sku:qty,… or as sku=qty, not both.");
    const lines =
      values.items !== undefined
        ? values.items.split(",").map((entry) => shipmentLine(entry, ":"))
        : lineTexts.map((text) => shipmentLine(text, "="));
    if (values.carrier !== undefined && !/^\S.{0,59}$/.test(values.carrier.trim())) throw new UsageError("--carrier: 1 to 60 characters.");
    if (values.tracking !== undefined && !/^[A-Za-z0-9 -]{1,60}$/.test(values.tracking.trim())) throw new UsageError("--tracking: 1 to 60 letters, digits, spaces or dashes.");
    const outcome = await context.services.orders.ship(serviceScope(), number, { lines, carrier: values.carrier, trackingNumber: values.tracking }, operatorCause());
    if (!outcome.ok) {
      context.print(shipRefusals[outcome.code](number.trim(), outcome));
      return 1;
    }
    context.print(`Shipment #${outcome.shipmentId} of order ${number.trim()}: ${outcome.lines.map((line) => `${line.sku} × ${line.quantity}`).join(", ")}. The order is now ${outcome.status}.`);
  },
};

const complete: AdminCommand = {
  words: ["order", "complete"],
  usage: "<number>",
  summary: "Closes a shipped order (complete).",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    return report(context, number.trim(), await context.services.orders.complete(serviceScope(), number, operatorCause()), "completed", "is complete");
  },
};

const expire: AdminCommand = {
  words: ["order", "expire"],
  usage: "",
  summary: "Cancels now the unpaid orders whose payment delay ran out (every server process also does it each minute).",
  async run(context, args) {
    commandArguments(args, {}, []);
    const count = await context.services.orders.expireDue(serviceScope());
    context.print(count === 0 ? "No unpaid order past its payment delay." : `${count} unpaid order${count === 1 ? "" : "s"} past the payment delay cancelled, stock given back.`);
  },
};

/** The order commands, as listed by `help`. */
export const orderCommands: AdminCommand[] = [list, show, pay, invoice, cancel, ship, complete, expire];
