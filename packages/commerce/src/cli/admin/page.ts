import type { CmsEditOutcome, CmsPageForEditingView } from "../../modules/cms/editing.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, type AdminContext, commandArguments } from "./command.ts";
import { SHOP_TIME_ZONE, operatorStaff, shopTime } from "./operator-text.ts";

/**
 * Content pages for the operator: `npm run admin -- page list|publish|unpublish` (ADR 085), through
 * the editing service as editors' mutations go: publishing copies the drafts into the published
 * version and retires the stored pages that showed the old one; `--at` schedules it instead (the
 * jobs process publishes it then). An unknown identifier or a date refused is a message and exit
 * code 1; a page already so is said and exits 0. The operator acts as an admin.
 */

const scope = () => serviceScope({ staff: operatorStaff() });

function table(context: AdminContext, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}

const STATUS_WORDS: Record<CmsPageForEditingView["status"], string> = { PUBLISHED: "published", UNPUBLISHED: "unpublished", SCHEDULED: "scheduled" };

/** The operator's line for a refusal; undefined when the outcome is not one. */
function refusal(identifier: string, outcome: CmsEditOutcome, nothingToChange: string): { line: string; code: number } | undefined {
  if (outcome.ok) return undefined;
  switch (outcome.code) {
    case "PAGE_NOT_FOUND":
      return { line: `No content page has the identifier ${identifier} (npm run admin -- page list).`, code: 1 };
    case "INVALID_PUBLICATION_DATE":
      return { line: "--at: a date and time in the future, in ISO 8601 with its offset (2027-03-01T08:00:00+01:00 or 2027-03-01T07:00:00Z).", code: 1 };
    case "NOTHING_TO_CHANGE":
      return { line: nothingToChange, code: 0 };
    case "PAGE_REQUIRED":
      return { line: `The home page cannot be unpublished: the shop would answer 404 at /. Publish a new version of it instead.`, code: 1 };
    default:
      // Drafts are written by editors, never here; the operator acts as an admin.
      throw new Error(`page: unexpected refusal ${outcome.code}`);
  }
}

const list: AdminCommand = {
  words: ["page", "list"],
  usage: "",
  summary: "Lists content pages: identifier, layout, status, scheduled publication, languages with a draft, last change (most recent first).",
  async run(context, args) {
    commandArguments(args, {}, []);
    const found = await context.services.cmsEditing.list(scope());
    if (!found.ok || found.pages.length === 0) {
      context.print("No content page yet.");
      return;
    }
    table(context, [
      ["IDENTIFIER", "LAYOUT", "STATUS", "PUBLISH AT", "DRAFTS", "CHANGED"],
      ...found.pages.map((page) => [
        page.identifier,
        page.layout,
        STATUS_WORDS[page.status],
        shopTime(page.publishAt),
        page.languages.filter((language) => language.draft).map((language) => language.locale).join(",") || "—",
        shopTime(page.updatedAt),
      ]),
    ]);
    context.print(`Times are the shop's (${SHOP_TIME_ZONE}).`);
  },
};

const publish: AdminCommand = {
  words: ["page", "publish"],
  usage: "<identifier> [--at <ISO 8601 date and time>]",
  summary: "Publishes a page with its drafts now (stored pages showing it are retired), or schedules it with --at.",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { at: { type: "string" } }, ["<identifier>"]);
    const [identifier] = positionals;
    const outcome = await context.services.cmsEditing.publish(scope(), identifier, values.at);
    const refused = refusal(identifier, outcome, `Page ${identifier} is already published with no pending draft: nothing changed.`);
    if (refused) {
      context.print(refused.line);
      return refused.code;
    }
    if (outcome.ok && outcome.page.status === "SCHEDULED") {
      context.print(`Page ${identifier} is scheduled: published on ${shopTime(outcome.page.publishAt)} (${SHOP_TIME_ZONE}) by the shop's background jobs.`);
      return;
    }
    context.print(`Page ${identifier} is published: visitors get it now, and the stored pages that showed it are rendered again.`);
  },
};

const unpublish: AdminCommand = {
  words: ["page", "unpublish"],
  usage: "<identifier>",
  summary: "Takes a page off the shop (visitors get a 404) and cancels its scheduled publication; its drafts are kept. The home page only loses its schedule.",
  async run(context, args) {
    const [identifier] = commandArguments(args, {}, ["<identifier>"]).positionals;
    const outcome = await context.services.cmsEditing.unpublish(scope(), identifier);
    const refused = refusal(identifier, outcome, `Page ${identifier} was already unpublished: nothing changed.`);
    if (refused) {
      context.print(refused.line);
      return refused.code;
    }
    // The home page only loses its schedule: it stays on the shop.
    if (outcome.ok && outcome.page.status === "PUBLISHED") context.print(`Page ${identifier}'s scheduled publication is cancelled: it stays published; its drafts are kept.`);
    else context.print(`Page ${identifier} is unpublished: visitors get a 404 from now on; its drafts are kept.`);
  },
};

/** The content page commands, as listed by `help`. */
export const pageCommands: AdminCommand[] = [list, publish, unpublish];
