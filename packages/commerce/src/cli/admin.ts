import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { type AdminCommand, UsageError } from "./admin/command.ts";
import { adminCommands } from "./admin/commands.ts";

/**
 * `npm run admin -- <command>`: the operator's entry point. It works against the configured
 * database (DATABASE_URL or DATA_DIR, as the server) through the same services, so a change made
 * here follows the same rules and reaches every server process as one made through the shop.
 */
const argv = process.argv.slice(2);
const usageOf = (command: AdminCommand) => `npm run admin -- ${[...command.words, command.usage].filter(Boolean).join(" ")}`;

function help(): void {
  console.log("Operator commands (npm run admin -- <command>):\n");
  const rows = adminCommands.map((command) => [[...command.words, command.usage].filter(Boolean).join(" "), command.summary]);
  rows.unshift(["help", "Lists these commands."]);
  const width = Math.max(...rows.map(([usage]) => usage.length));
  for (const [usage, summary] of rows) console.log(`  ${usage.padEnd(width)}  ${summary}`);
}

/** The command whose words start the arguments (the longest such, so `staff add` beats `staff`). */
const matching = adminCommands
  .filter((command) => command.words.every((word, index) => argv[index] === word))
  .sort((a, b) => b.words.length - a.words.length)[0];

if (argv.length === 0 || argv[0] === "help" || argv[0] === "--help" || argv[0] === "-h") {
  help();
} else if (!matching) {
  console.error(`Unknown command: ${argv.join(" ")}\n`);
  help();
  process.exitCode = 2;
} else {
  const config = loadConfig();
  // Operator output is for a person: log lines only for warnings and worse.
  const logger = createLogger({ ...config, logLevel: config.logLevel === "info" ? "warn" : config.logLevel });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const services = createServices(database, config, logger);
    try {
      const code = await matching.run({ config, database, services, logger, print: (line) => console.log(line) }, argv.slice(matching.words.length));
      process.exitCode = code ?? 0;
    } finally {
      await services.stock.close();
      await services.catalogVersion.close();
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\nUsage: ${usageOf(matching)}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}
