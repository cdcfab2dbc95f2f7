import { type HousekeepingReport, createHousekeeping } from "../../housekeeping.ts";
import { type AdminCommand, commandArguments } from "./command.ts";

/** The report's lines, in the order the pass deletes them: what, and how long each is kept. */
const LINES: [keyof HousekeepingReport, string][] = [
  ["sessions", "Sessions expired over an hour ago (their visitors' baskets with them)"],
  ["staffSessions", "Expired staff sessions"],
  ["accountLinks", "Account links expired over 7 days ago"],
  ["sentMails", "E-mails sent over 30 days ago"],
  ["stockAlerts", "In-stock alerts never confirmed or notified over 90 days ago"],
  ["newsletterPending", "Newsletter sign-ups never confirmed, past their link"],
  ["contactMessages", "Contact messages older than the retention period"],
];

/**
 * `npm run admin -- housekeeping run`: one housekeeping pass now (the background jobs process runs
 * one every hour), printing what it deleted. Safe while the shop runs: the same bounded, concurrent-safe
 * statements as the hourly pass.
 */
export const housekeepingRun: AdminCommand = {
  words: ["housekeeping", "run"],
  usage: "",
  summary: "Deletes now what nothing can use any more (expired sessions, spent account links, e-mails sent over 30 days ago) and prints how many of each; the jobs process does it hourly.",
  async run({ database, services, print }, args) {
    commandArguments(args, {}, []);
    const deleted = await createHousekeeping(database.db, services).run();
    const width = Math.max(...LINES.map(([, label]) => label.length));
    for (const [kind, label] of LINES) print(`${`${label}:`.padEnd(width + 1)}  ${deleted[kind]}`);
    const total = LINES.reduce((sum, [kind]) => sum + deleted[kind], 0);
    print(total === 0 ? "Nothing was past its keep time." : `${total} row${total === 1 ? "" : "s"} deleted.`);
  },
};
