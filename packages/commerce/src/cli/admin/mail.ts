import type { AdminCommand } from "./command.ts";
import { UsageError } from "./command.ts";

/**
 * The outbox's operator commands: messages that failed every delivery attempt stay in the outbox,
 * parked; these list them and put one back in line once its cause is fixed (a full mailbox, a
 * refused sender, an SMTP server that was down for days).
 */
export const mailParked: AdminCommand = {
  words: ["mail", "parked"],
  usage: "",
  summary: "Lists the e-mails that failed every delivery attempt (parked), oldest first.",
  async run({ services, print }) {
    const parked = await services.mail.parked(1_000);
    if (parked.length === 0) {
      print("No parked e-mail.");
      return;
    }
    for (const message of parked) {
      print(`#${message.id}  ${message.createdAt}  ${message.kind}  to ${message.recipient}  ${message.attempts} attempts`);
      print(`    last error: ${message.lastError ?? "(none recorded)"}`);
    }
    print(`${parked.length} parked. Send one again: npm run admin -- mail retry <id>`);
  },
};

export const mailRetry: AdminCommand = {
  words: ["mail", "retry"],
  usage: "<id>",
  summary: "Puts a parked e-mail back in line with a fresh set of attempts (a running server sends it).",
  async run({ services, print }, args) {
    if (args.length !== 1 || !/^\d+$/.test(args[0])) throw new UsageError("Give the id of one parked e-mail (see: npm run admin -- mail parked).");
    const id = Number(args[0]);
    if (!(await services.mail.retry(id))) {
      print(`No parked e-mail #${id}.`);
      return 1;
    }
    print(`E-mail #${id} is back in line; a running server sends it within seconds.`);
  },
};
