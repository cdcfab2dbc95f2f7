import type { ContactSubject } from "../../modules/contact/contact-rules.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";
import { shopDayStart } from "./coupon.ts";
import { shopTime } from "./operator-text.ts";

/**
 * Contact messages for the operator (ADR 082): `npm run admin -- contact list [--since DATE]` and
 * `contact show <id>`. Each message also went to the shop's address (CONTACT_EMAIL), Reply-To the
 * shopper; these read what is kept until housekeeping deletes it (CONTACT_MESSAGE_RETENTION_DAYS).
 */

const SUBJECTS: Record<ContactSubject, string> = {
  ORDER_QUESTION: "order question",
  PRODUCT_ADVICE: "product advice",
  PROFESSIONAL_ENQUIRY: "professional enquiry",
  OTHER: "other",
};

/** A cell on one line, at most `max` characters. */
const cell = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function table(context: AdminContext, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}

const list: AdminCommand = {
  words: ["contact", "list"],
  usage: "[--since YYYY-MM-DD] [--limit N]",
  summary: "Lists contact messages, newest first (50 unless --limit, up to 1000; from that day in Paris time with --since): id, when, store, subject, name, e-mail, order, the message's start.",
  async run(context, args) {
    const { values } = commandArguments(args, { since: { type: "string" }, limit: { type: "string" } }, []);
    const since = values.since === undefined ? undefined : shopDayStart(values.since.trim());
    if (values.since !== undefined && !since) throw new UsageError("--since: a date written YYYY-MM-DD.");
    if (values.limit !== undefined && (!/^\d{1,4}$/.test(values.limit) || Number(values.limit) < 1 || Number(values.limit) > 1_000)) throw new UsageError("--limit: a whole number from 1 to 1000.");
    const messages = await context.services.contact.list({ since, limit: values.limit ? Number(values.limit) : 50 });
    if (messages.length === 0) {
      context.print(since ? `No contact message since ${values.since?.trim()}.` : "No contact message.");
      return;
    }
    table(context, [
      ["ID", "SENT", "STORE", "SUBJECT", "NAME", "E-MAIL", "ORDER", "MESSAGE"],
      ...messages.map((message) => [
        String(message.id),
        shopTime(message.createdAt),
        message.store,
        SUBJECTS[message.subject],
        cell(message.name, 30),
        message.email,
        message.orderNumber ?? "—",
        cell(message.message, 40),
      ]),
    ]);
  },
};

const show: AdminCommand = {
  words: ["contact", "show"],
  usage: "<id>",
  summary: "Prints one contact message whole: who wrote (to answer: their e-mail), from which store, the subject, the order and the message.",
  async run(context, args) {
    const { positionals } = commandArguments(args, {}, ["<id>"]);
    const id = positionals[0].trim();
    if (!/^\d{1,15}$/.test(id)) throw new UsageError("<id>: a message's number, as `contact list` prints it.");
    const message = await context.services.contact.byId(Number(id));
    if (!message) {
      context.print(`No contact message has the id ${id}.`);
      return 1;
    }
    context.print(`Contact message ${message.id}`);
    context.print(`Sent:     ${shopTime(message.createdAt)} (Paris time)`);
    context.print(`Store:    ${message.store === "fr" ? "fr (France): answer in French" : "en (United Kingdom): answer in English"}`);
    context.print(`From:     ${message.name} <${message.email}>`);
    context.print(`Subject:  ${SUBJECTS[message.subject]}`);
    context.print(`Order:    ${message.orderNumber ?? "—"}`);
    context.print("");
    for (const line of message.message.split("\n")) context.print(line);
  },
};

/** The contact commands, as listed by `help`. */
export const contactCommands: AdminCommand[] = [list, show];
