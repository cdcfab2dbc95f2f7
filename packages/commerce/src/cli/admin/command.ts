import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Services } from "../../services.ts";

/** What an operator command works with: the configured database and the same services as the server. */
export interface AdminContext {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  logger: Logger;
  /** A line for the operator (standard output). */
  print(line: string): void;
  /** Standard input when it is piped (read whole), undefined at a terminal. */
  input(): Promise<string | undefined>;
}

/**
 * One operator command of `npm run admin -- <words> <arguments>`. A command's module lives next to
 * the domain it serves (e.g. `admin/stock.ts`) and is listed once in `admin/commands.ts`.
 */
export interface AdminCommand {
  /** The words that name it, e.g. `["stock", "set"]`. */
  words: string[];
  /** Its arguments as `help` shows them, e.g. `<sku> <quantity>`. */
  usage: string;
  /** One line: what it does. */
  summary: string;
  /**
   * Runs it with the arguments after its words. Resolves to the process's exit code (0 when
   * omitted); a mistake of the operator's (unknown sku, bad number) is a message and code 1,
   * a wrong usage code 2.
   */
  run(context: AdminContext, args: string[]): Promise<number | void>;
}

/** What a command on the database's own file or dump is given: the configuration, no open database. */
export interface DatabaseFileContext {
  config: Config;
  /** The configuration's source: the environment the database's own tools run with (PGPASSWORD, PGSSLMODE, PATH…). */
  env: NodeJS.ProcessEnv;
  logger: Logger;
  /** A line for the operator (standard output). */
  print(line: string): void;
}

/**
 * A command that works on the database's own file or dump (`backup`, `restore`): runAdmin neither
 * opens nor migrates the database for it. A backup copies the data as it is (one taken before an
 * upgrade holds the schema from before it), and a restore replaces a database no connection of
 * the command's own holds open.
 */
export interface DatabaseFileCommand extends Omit<AdminCommand, "run"> {
  database: "unopened";
  run(context: DatabaseFileContext, args: string[]): Promise<number | void>;
}

/** A mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/**
 * A command's arguments after its words: the options it knows and exactly `expected` positionals
 * (their names as `help` shows them, e.g. `["<email>"]`), or at least those with `rest` (a list
 * of any length follows them, e.g. `sku=qty …`). Anything else is a UsageError.
 */
export function commandArguments<const Options extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: Options, expected: string[], more: { rest?: boolean } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true as const });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const count = parsed.positionals.length;
  if (more.rest ? count < expected.length : count !== expected.length) throw new UsageError(expected.length ? `Expected ${expected.join(" ")}.` : "This command takes no argument.");
  return { values: parsed.values, positionals: parsed.positionals };
}
