import type { ReviewStatus } from "../../db/schema.ts";
import { textOfRichText } from "../../modules/review/rich-text.ts";
import type { ModerationOutcome } from "../../modules/review/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";
import { shopTime } from "./operator-text.ts";

/**
 * Reviews for the operator: `npm run admin -- review list|show|approve|reject`. Moderation goes
 * through the reviews' service: the status and its time in one unit of work with the feed rows
 * that make every server process render the pages showing the products again. An unknown id is a
 * message and exit code 1; a review already so is said and exits 0.
 */

const STATUSES: readonly ReviewStatus[] = ["pending", "approved", "rejected"];

function table(context: AdminContext, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}

/** A cell on one line, at most `max` characters. */
const cell = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const list: AdminCommand = {
  words: ["review", "list"],
  usage: "[--status pending|approved|rejected|all] [--sku SKU] [--limit N]",
  summary: "Lists reviews: by default the moderation queue (pending, oldest first); other statuses newest first (50 unless --limit, up to 1000).",
  async run(context, args) {
    const { values } = commandArguments(args, { status: { type: "string" }, sku: { type: "string" }, limit: { type: "string" } }, []);
    const status = (values.status ?? "pending").trim().toLowerCase();
    if (status !== "all" && !STATUSES.includes(status as ReviewStatus)) throw new UsageError(`--status: one of ${STATUSES.join(", ")}, all.`);
    if (values.limit !== undefined && (!/^\d{1,4}$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 1_000)) throw new UsageError("--limit: a whole number from 1 to 1000.");
    const found = await context.services.reviews.list(serviceScope(), {
      status: status === "all" ? undefined : (status as ReviewStatus),
      sku: values.sku?.trim(),
      limit: values.limit ? Number(values.limit) : 50,
    });
    if ("unknownSku" in found) {
      context.print(`No product has the sku ${values.sku?.trim()}.`);
      return 1;
    }
    if (found.length === 0) {
      context.print(status === "all" ? "No review yet." : `No ${status} review.`);
      return;
    }
    table(context, [
      ["ID", "WRITTEN", "STORE", "STATUS", "SKU", "PRODUCT", "RATING", "AUTHOR", "TITLE", "VERIFIED"],
      ...found.map((row) => [
        String(row.id),
        shopTime(row.created_at),
        row.store,
        row.status,
        row.sku,
        cell(row.product_name, 40),
        `${row.rating}/5`,
        cell(row.author_name, 24),
        cell(row.title, 50),
        row.verified_purchase ? "yes" : "no",
      ]),
    ]);
  },
};

/** A review id as the operator types it. */
function idOf(text: string): number {
  if (!/^\d{1,9}$/.test(text.trim())) throw new UsageError(`Not a review id: ${text} (a whole number).`);
  return Number(text.trim());
}

const show: AdminCommand = {
  words: ["review", "show"],
  usage: "<id>",
  summary: "Shows a review whole: product, store, author, rating, title, the comment as plain text, status.",
  async run(context, args) {
    const [text] = commandArguments(args, {}, ["<id>"]).positionals;
    const id = idOf(text);
    const row = await context.services.reviews.show(serviceScope(), id);
    if (!row) {
      context.print(`No review has the id ${id}.`);
      return 1;
    }
    const print = context.print;
    print(`Review ${row.id}  ${row.status}${row.moderated_at ? ` (${shopTime(row.moderated_at)})` : ""}  written ${shopTime(row.created_at)} in the ${row.store} store`);
    print(`Product: ${row.sku} ${row.product_name}`);
    print(`Author: ${row.author_name || "—"}${row.customer_id === null ? "" : ` (customer #${row.customer_id})`}, ${row.verified_purchase ? "verified purchase" : "no order of the product"}`);
    print(`Rating: ${row.rating}/5`);
    print(`Title: ${row.title}`);
    print("");
    for (const line of textOfRichText(row.comment_html).split("\n")) print(line ? `  ${line}` : "");
  },
};

function moderation(word: "approve" | "reject", done: "approved" | "rejected", summary: string): AdminCommand {
  return {
    words: ["review", word],
    usage: "<id>...",
    summary,
    async run(context, args) {
      const { positionals } = commandArguments(args, {}, ["<id>"], { rest: true });
      const ids = positionals.map(idOf);
      const outcome: ModerationOutcome = await context.services.reviews[word](serviceScope(), ids);
      for (const id of outcome.changed) context.print(`Review ${id} is ${done}.`);
      for (const id of outcome.unchanged) context.print(`Review ${id} was already ${done}: nothing changed.`);
      for (const id of outcome.unknown) context.print(`No review has the id ${id}.`);
      if (outcome.changed.length) context.print("Pages showing these products are rendered again within a second.");
      return outcome.unknown.length ? 1 : 0;
    },
  };
}

/** The review commands, as listed by `help`. */
export const reviewCommands: AdminCommand[] = [
  list,
  show,
  moderation("approve", "approved", "Approves reviews: shown on their product's page in their store from now on."),
  moderation("reject", "rejected", "Rejects reviews: hidden from shoppers (their authors still see them, rejected)."),
];
