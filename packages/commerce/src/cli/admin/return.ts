import type { ReturnStatus } from "../../db/schema.ts";
import type { ReturnAction, ReturnChangeOutcome, ReturnChangeRefusal } from "../../modules/returns/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";
import { operatorName, shopTime } from "./operator-text.ts";

/**
 * Returns for the operator: `npm run admin -- return list|show|authorise|receive|approve|reject`.
 * Each change goes through the returns' service exactly as any other would: one unit of work, the
 * return's history records the operator and the note, and the shopper's e-mail is queued. A
 * refused change (unknown number, a status that does not allow it, a sku or a quantity the return
 * does not hold) is a message and exit code 1; a change already made is said and exits 0.
 */

const STATUSES: readonly ReturnStatus[] = ["requested", "authorised", "received", "closed"];

/** Who is acting, as the return's history records it. */
const operator = () => ({ operator: operatorName() });

function table(context: AdminContext, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}

const list: AdminCommand = {
  words: ["return", "list"],
  usage: "[--status S] [--limit N]",
  summary: `Lists return requests, newest first (50 unless --limit, up to 1000): number, requested (Paris time), status, order, units, e-mail. S: ${STATUSES.join(", ")}.`,
  async run(context, args) {
    const { values } = commandArguments(args, { status: { type: "string" }, limit: { type: "string" } }, []);
    const status = values.status?.trim().toLowerCase();
    if (status !== undefined && !STATUSES.includes(status as ReturnStatus)) throw new UsageError(`--status: one of ${STATUSES.join(", ")}.`);
    if (values.limit !== undefined && (!/^\d{1,4}$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 1_000)) throw new UsageError("--limit: a whole number from 1 to 1000.");
    const rows = await context.services.returns.list(serviceScope(), { status: status as ReturnStatus | undefined, limit: values.limit ? Number(values.limit) : 50 });
    if (rows.length === 0) {
      context.print(status ? `No ${status} return.` : "No return yet.");
      return;
    }
    table(context, [
      ["NUMBER", "REQUESTED", "STATUS", "ORDER", "UNITS", "EMAIL"],
      ...rows.map((row) => [row.number, shopTime(row.createdAt), row.status, row.orderNumber, String(row.units), row.email]),
    ]);
  },
};

const show: AdminCommand = {
  words: ["return", "show"],
  usage: "<number>",
  summary: "Shows a return request: its order, customer, items with their status and answers, and its history.",
  async run(context, args) {
    const [number] = commandArguments(args, {}, ["<number>"]).positionals;
    const record = await context.services.returns.byNumber(serviceScope(), number);
    if (!record) {
      context.print(`No return has the number ${number.trim()}.`);
      return 1;
    }
    const { row, order, items, events } = record;
    const print = context.print;
    print(`Return ${row.number}  ${row.status}  requested ${shopTime(row.created_at)} in the ${row.store} store by customer #${row.customer_id}`);
    print(`Order ${order.number} (${order.status}), e-mail ${order.email}`);
    print("");
    table(context, [
      ["SKU", "NAME", "QTY", "STATUS", "ANSWERS"],
      ...items.map((item) => [
        item.sku,
        item.name + item.options.map((option) => ` [${option.label}: ${option.value}]`).join(""),
        String(item.quantity),
        item.status,
        item.answers.map((answer) => `${answer.code}=${answer.shown.en.replace(/\s+/g, " ")}`).join("; "),
      ]),
    ]);
    print("History:");
    for (const event of events) print(`  ${shopTime(event.created_at)}  ${event.status_from ?? "—"} → ${event.status_to}  ${event.cause}${event.detail ? ` ${event.detail}` : ""}`);
  },
};

/** `sku:qty` entries of `--items`, comma-separated. */
function itemsOf(text: string | undefined): { sku: string; quantity: number }[] | undefined {
  if (text === undefined) return undefined;
  return text.split(",").map((entry) => {
    const match = /^([^:\s]+):(\d{1,6})$/.exec(entry.trim());
    if (!match || Number(match[2]) < 1) throw new UsageError(`Not an item in --items: ${entry} (write sku:quantity, comma-separated, e.g. HE-LAVANDE-FINE-10ML:1,HV-JOJOBA-50ML:2).`);
    return { sku: match[1], quantity: Number(match[2]) };
  });
}

const refusals: Record<ReturnChangeRefusal, (number: string, outcome: ReturnChangeOutcome & { ok: false }, action: ReturnAction) => string> = {
  UNKNOWN_RETURN: (number) => `No return has the number ${number}.`,
  NOT_ALLOWED: (number, outcome, action) =>
    ({
      authorise: `Return ${number} is ${outcome.status}: only a requested return can be authorised.`,
      receive: `Return ${number} is ${outcome.status}: only an authorised return can be received.`,
      approve: `Return ${number} is ${outcome.status}: its items can be approved once received.`,
      reject: `Return ${number} is ${outcome.status}: it cannot be rejected.`,
    })[action],
  ITEMS_NOT_ALLOWED: (number, outcome, action) =>
    action === "reject" ? `Return ${number} is ${outcome.status}: before receipt a request is rejected whole (no --items).` : `--items applies to approve and reject only.`,
  UNKNOWN_SKU: (number, outcome) => `Return ${number} holds no item of ${outcome.sku}.`,
  QUANTITY_TOO_HIGH: (number, outcome) => `Return ${number} has ${outcome.remaining} of ${outcome.sku} received and not decided yet.`,
  INVALID_QUANTITY: (_number, outcome) => `A quantity is a whole number of 1 or more (${outcome.sku}).`,
  NOTE_TOO_LONG: () => "--note: at most 1000 characters.",
};

/** One change command: `return <action> <number> [--items sku:qty,…] [--note "…"]`. */
function changeCommand(action: ReturnAction, summary: string, done: string, withItems: boolean): AdminCommand {
  return {
    words: ["return", action],
    usage: withItems ? `<number> [--items sku:qty,…] [--note "…"]${action === "approve" ? " [--no-restock]" : ""}` : '<number> [--note "…"]',
    summary,
    async run(context, args) {
      const { values, positionals } = commandArguments(args, { items: { type: "string" }, note: { type: "string" }, "no-restock": { type: "boolean" } }, ["<number>"]);
      if (!withItems && values.items !== undefined) throw new UsageError("--items applies to approve and reject only.");
      if (action !== "approve" && values["no-restock"]) throw new UsageError("--no-restock applies to approve only.");
      const number = positionals[0].trim().toUpperCase();
      const request = { items: itemsOf(values.items), note: values.note, restock: !values["no-restock"] };
      const outcome = await context.services.returns[action](serviceScope(), number, request, operator());
      if (!outcome.ok) {
        context.print(refusals[outcome.code](number, outcome, action));
        return 1;
      }
      if (!outcome.changed) {
        context.print(`Return ${number} was already ${outcome.status}: nothing changed.`);
        return 0;
      }
      const what = outcome.decided.length ? ` (${outcome.decided.map((item) => `${item.sku} × ${item.quantity} ${item.status}`).join(", ")})` : "";
      context.print(`Return ${number} ${done}${what}: now ${outcome.status}. The shopper is told by e-mail.`);
      if (action === "approve") {
        const restocked = outcome.restocked ?? [];
        context.print(
          values["no-restock"]
            ? "Stock unchanged (--no-restock)."
            : restocked.length
              ? `Back in stock: ${restocked.map((unit) => `${unit.sku} +${unit.quantity}`).join(", ")}.`
              : "Nothing went back to stock (no unit of its own).",
        );
      }
    },
  };
}

/** The return commands, as listed by `help`. */
export const returnCommands: AdminCommand[] = [
  list,
  show,
  changeCommand("authorise", "Authorises a requested return (every item): the shopper may send the parcel with the slip.", "is authorised", false),
  changeCommand("receive", "Records an authorised return's parcel as received (every item).", "is received", false),
  changeCommand(
    "approve",
    "Approves received items (all, or the units of --items): their units go back to stock (not with --no-restock: damaged goods); closed once every item is decided.",
    "has items approved",
    true,
  ),
  changeCommand(
    "reject",
    "Rejects received items (all, or the units of --items), or before receipt the whole request (closed). Rejected units stay counted as requested.",
    "has items rejected",
    true,
  ),
];
