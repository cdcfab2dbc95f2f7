import { MAX_COMMENT_LENGTH } from "../../modules/store-credit/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, UsageError, commandArguments } from "./command.ts";
import { euros, operatorName } from "./operator-text.ts";

/**
 * Store credit for the operator: `npm run admin -- credit add|show`. An amount is typed in euros
 * (`12.50` or `12,50`); the reason is shown to the customer as the entry's comment, and the
 * customer is told by e-mail. Through `services.storeCredit`, as orders and refunds change it.
 */

/** The largest addition one command makes (a typing slip of a few zeros is refused, not credited). */
const MAX_ADDITION_CENTS = 1_000_000;

const signed = (cents: number) => `${cents > 0 ? "+" : "−"}${euros(Math.abs(cents))}`;

/** Euros typed by the operator as cents; undefined when not an amount. */
function cents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : undefined;
}


const add: AdminCommand = {
  words: ["credit", "add"],
  usage: '<email> <amount> --reason "…"',
  summary: "Adds store credit (euros) to a customer's account; the reason is shown to the customer, who is told by e-mail.",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { reason: { type: "string" } }, ["<email>", "<amount>"]);
    const [email, amountText] = positionals;
    const amountCents = cents(amountText);
    if (amountCents === undefined || amountCents <= 0) throw new UsageError(`Not an amount: ${amountText} (euros above zero, e.g. 12.50).`);
    if (amountCents > MAX_ADDITION_CENTS) throw new UsageError(`At most ${euros(MAX_ADDITION_CENTS)} at once.`);
    const reason = values.reason?.trim();
    if (!reason) throw new UsageError('Give the reason the customer will read: --reason "…".');
    if (reason.length > MAX_COMMENT_LENGTH) throw new UsageError(`The reason is shown to the customer: ${MAX_COMMENT_LENGTH} characters at most.`);
    const outcome = await context.services.storeCredit.addByShop(serviceScope(), { email, amountCents, comment: reason, staff: operatorName() });
    if (!outcome.ok) {
      context.print(`No customer account has the e-mail ${email.trim()}.`);
      return 1;
    }
    context.print(`${euros(amountCents)} added to ${outcome.email}'s store credit: balance ${euros(outcome.entry.balance_cents)}. The customer is told by e-mail.`);
  },
};

const show: AdminCommand = {
  words: ["credit", "show"],
  usage: "<email>",
  summary: "Shows a customer's store credit balance and its last 10 changes.",
  async run(context, args) {
    const { positionals } = commandArguments(args, {}, ["<email>"]);
    const statement = await context.services.storeCredit.statementOf(serviceScope(), positionals[0]);
    if (!statement) {
      context.print(`No customer account has the e-mail ${positionals[0].trim()}.`);
      return 1;
    }
    context.print(`${statement.email}: store credit ${euros(statement.balanceCents)}`);
    if (!statement.entries.length) {
      context.print("No change yet.");
      return;
    }
    context.print("Last changes, newest first:");
    for (const entry of statement.entries) {
      const concerning = entry.order_number ? ` order ${entry.order_number}` : "";
      const comment = entry.comment ? ` "${entry.comment}"` : "";
      context.print(`  ${entry.created_at.slice(0, 16).replace("T", " ")} UTC  ${entry.action.padEnd(15)} ${signed(entry.amount_cents).padStart(14)}  balance ${euros(entry.balance_cents)}${concerning}${comment}${entry.staff ? ` (${entry.staff})` : ""}`);
    }
  },
};

/** The store credit commands, as listed by `help`. */
export const creditCommands: AdminCommand[] = [add, show];
