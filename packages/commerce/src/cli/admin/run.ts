import { type Logger, pino } from "pino";
import { type Config, loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { type AdminCommand, type AdminContext, type DatabaseFileCommand, UsageError } from "./command.ts";
import { adminCommands } from "./commands.ts";

/** Where an operator command reads and writes: the process's own streams, or a test's. */
export interface AdminIo {
  /** The configuration's source (the process's environment). */
  env: NodeJS.ProcessEnv;
  /** A line on standard output. */
  out(line: string): void;
  /** A line on standard error. */
  err(line: string): void;
  /** Standard input when it is piped (read whole), undefined at a terminal. */
  input(): Promise<string | undefined>;
}

const usageOf = (command: AdminCommand | DatabaseFileCommand) => `npm run admin -- ${[...command.words, command.usage].filter(Boolean).join(" ")}`;

function help(io: AdminIo): void {
  io.out("Operator commands (npm run admin -- <command>):\n");
  const rows = adminCommands.map((command) => [[...command.words, command.usage].filter(Boolean).join(" "), command.summary]);
  rows.unshift(["help", "Lists these commands."]);
  const width = Math.max(...rows.map(([usage]) => usage.length));
  for (const [usage, summary] of rows) io.out(`  ${usage.padEnd(width)}  ${summary}`);
}

/**
 * Runs `npm run admin -- <argv>` and resolves to its exit code: 0 done, 1 refused (the operator's
 * mistake, said on standard output), 2 a wrong usage or an unknown command. It opens the
 * configured database (DATABASE_URL or DATA_DIR, as the server) and the same services, but for
 * the commands on the database's own file or dump (`DatabaseFileCommand`).
 */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  if (argv.length === 0 || argv[0] === "help" || argv[0] === "--help" || argv[0] === "-h") {
    help(io);
    return 0;
  }
  // The command whose words start the arguments (the longest such, so `staff add` beats `staff`).
  const matching = adminCommands
    .filter((command) => command.words.every((word, index) => argv[index] === word))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (!matching) {
    io.err(`Unknown command: ${argv.join(" ")}\n`);
    help(io);
    return 2;
  }
  const config = loadConfig(io.env);
  // Operator output is for a person: log lines only for warnings and worse.
  // Warnings go to standard error: standard output is the command's answer (scripts read it).
  const logger = createLogger({ ...config, logLevel: config.logLevel === "info" ? "warn" : config.logLevel }, pino.destination({ dest: 2, sync: true }));
  const args = argv.slice(matching.words.length);
  try {
    // A command on the database's own file or dump (backup, restore) runs without a connection of its own.
    if ("database" in matching) return (await matching.run({ config, env: io.env, logger, print: io.out }, args)) ?? 0;
    return await withServices(config, logger, (context) => matching.run({ ...context, print: io.out, input: io.input }, args));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\nUsage: ${usageOf(matching)}`);
    return 2;
  }
}

/** Runs `run` with the configured database, migrated, and the same services as the server; closes them after. */
async function withServices(config: Config, logger: Logger, run: (context: Pick<AdminContext, "config" | "database" | "services" | "logger">) => Promise<number | void>): Promise<number> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const services = createServices(database, config, logger);
    try {
      return (await run({ config, database, services, logger })) ?? 0;
    } finally {
      await services.stock.close();
      await services.catalogVersion.close();
    }
  } finally {
    await database.close();
  }
}
