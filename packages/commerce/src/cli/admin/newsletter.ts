import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { finished } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { isEmail, normaliseEmail } from "../../modules/customer/service.ts";
import { textOfRichText, sanitizeRichText } from "../../modules/review/rich-text.ts";
import { type AdminCommand, UsageError, commandArguments } from "./command.ts";

/**
 * The newsletter for the operator (ADR 083): `npm run admin -- newsletter export|send|unsubscribe|stats`.
 * The export writes the confirmed subscribers as CSV (csv-stringify: quoting, and a formula's
 * leading character neutralised for spreadsheets); `send` enqueues an issue for every confirmed
 * subscriber of each store through the outbox, after a dry run by default.
 */

/** Longest issue body read from a file, before sanitising. */
const MAX_ISSUE_BYTES = 200_000;

const storeOption = (value: string | undefined): "fr" | "en" | undefined => {
  if (value === undefined) return undefined;
  const store = value.trim().toLowerCase();
  if (store !== "fr" && store !== "en") throw new UsageError("--store: fr or en.");
  return store;
};

const exportCommand: AdminCommand = {
  words: ["newsletter", "export"],
  usage: "[--store fr|en] [--output FILE.csv]",
  summary: "Writes the confirmed subscribers as CSV (email, store, consent time, source): to standard output, or to FILE.",
  async run(context, args) {
    const { values } = commandArguments(args, { store: { type: "string" }, output: { type: "string" } }, []);
    const store = storeOption(values.store);
    const csv = stringify({
      header: true,
      columns: [
        { key: "email", header: "email" },
        { key: "store", header: "store" },
        { key: "consentAt", header: "consent_at" },
        { key: "source", header: "source" },
      ],
      // A cell starting with = + - @ is not a formula in a spreadsheet (an address is typed by anyone).
      escape_formulas: true,
    });
    const lines: string[] = [];
    const done = values.output
      ? finished(csv.pipe(createWriteStream(values.output, { encoding: "utf8" })))
      : (async () => {
          for await (const chunk of csv) lines.push(String(chunk));
        })();
    let count = 0;
    let afterId = 0;
    for (;;) {
      const page = await context.services.newsletter.confirmedPage({ store, afterId });
      for (const row of page) csv.write({ email: row.email, store: row.store, consentAt: row.consentAt, source: row.source });
      count += page.length;
      if (page.length === 0) break;
      afterId = page[page.length - 1].id;
    }
    csv.end();
    await done;
    if (values.output) context.print(`${count} confirmed subscriber${count === 1 ? "" : "s"} written to ${values.output}.`);
    else context.print(lines.join("").replace(/\r?\n$/, ""));
  },
};

/** An issue's body from a file: its text sanitised as the message will carry it; refused when nothing is left. */
async function issueBody(file: string, language: string): Promise<string> {
  let source: string;
  try {
    source = await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`--file-${language}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  if (Buffer.byteLength(source) > MAX_ISSUE_BYTES) throw new UsageError(`--file-${language}: ${file} is over ${MAX_ISSUE_BYTES} bytes.`);
  const html = sanitizeRichText(source);
  if (!textOfRichText(html)) throw new UsageError(`--file-${language}: ${file} has no text once sanitised.`);
  return html;
}

const send: AdminCommand = {
  words: ["newsletter", "send"],
  usage: "--subject-fr TEXT --file-fr FILE.html --subject-en TEXT --file-en FILE.html [--store fr|en] [--confirm]",
  summary:
    "Sends an issue to the confirmed subscribers of each store (of one with --store) through the outbox. Without --confirm: a dry run, printing the subject, the text and the recipients' count.",
  async run(context, args) {
    const { values } = commandArguments(
      args,
      {
        "subject-fr": { type: "string" },
        "subject-en": { type: "string" },
        "file-fr": { type: "string" },
        "file-en": { type: "string" },
        store: { type: "string" },
        confirm: { type: "boolean" },
      },
      [],
    );
    const only = storeOption(values.store);
    const stores = only ? [only] : (["fr", "en"] as const);
    const issues = [];
    for (const store of stores) {
      const subject = values[`subject-${store}`]?.replace(/\s+/g, " ").trim();
      const file = values[`file-${store}`];
      if (!subject || !file) throw new UsageError(`The ${store} store needs --subject-${store} and --file-${store}${only ? "" : " (or choose one store with --store)"}.`);
      if (subject.length > 200) throw new UsageError(`--subject-${store}: at most 200 characters.`);
      issues.push({ store, subject, html: await issueBody(file, store) });
    }
    const counts = new Map((await context.services.newsletter.counts()).filter((row) => row.status === "confirmed").map((row) => [row.store, row.count]));
    for (const issue of issues) {
      const recipients = counts.get(issue.store) ?? 0;
      if (!values.confirm) {
        context.print(`[${issue.store}] ${issue.subject} — ${recipients} confirmed subscriber${recipients === 1 ? "" : "s"}`);
        for (const line of textOfRichText(issue.html).split("\n")) context.print(line ? `  ${line}` : "");
        context.print("");
        continue;
      }
      const sent = await context.services.newsletter.sendIssue(issue);
      context.print(`[${issue.store}] ${issue.subject}: ${sent} message${sent === 1 ? "" : "s"} in the outbox.`);
    }
    if (!values.confirm) context.print("Nothing sent: run again with --confirm to send.");
  },
};

const unsubscribe: AdminCommand = {
  words: ["newsletter", "unsubscribe"],
  usage: "<email>",
  summary: "Unsubscribes an address (a request by e-mail, such as the List-Unsubscribe mailto): its consent stays on record.",
  async run(context, args) {
    const [typed] = commandArguments(args, {}, ["<email>"]).positionals;
    const email = normaliseEmail(typed);
    if (!isEmail(email)) throw new UsageError(`Not an e-mail address: ${typed}.`);
    const changed = await context.services.newsletter.unsubscribeAddress(email);
    context.print(changed ? `${email} is unsubscribed.` : `${email} was not subscribed: nothing changed.`);
  },
};

const stats: AdminCommand = {
  words: ["newsletter", "stats"],
  usage: "",
  summary: "Counts subscribers per store and status (pending, confirmed, unsubscribed).",
  async run(context, args) {
    commandArguments(args, {}, []);
    const rows = await context.services.newsletter.counts();
    if (rows.length === 0) {
      context.print("No subscriber yet.");
      return;
    }
    for (const row of rows) context.print(`${row.store}  ${row.status.padEnd(12)}  ${row.count}`);
  },
};

/** The newsletter commands, as listed by `help`. */
export const newsletterCommands: AdminCommand[] = [exportCommand, send, unsubscribe, stats];
