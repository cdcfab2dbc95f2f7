import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { MIGRATION_NAMES } from "../../db/migrate.ts";
import type { Database } from "../../db/schema.ts";
import { asDatabaseUnavailable, isSqliteBusy } from "../../db/unavailable.ts";
import { bumpCatalogVersion } from "../../modules/catalog-version/catalog-version.ts";
import { type DatabaseFileCommand, type DatabaseFileContext, commandArguments } from "./command.ts";

/**
 * Backups that restore: `npm run admin -- backup <file>` and `restore <file>`, by each database's
 * own tools. SQLite: the online backup API (a consistent copy while the shop writes), checked with
 * `PRAGMA integrity_check`. PostgreSQL: `pg_dump --format=custom` in the snapshot the command reads
 * its summary from, read back with `pg_restore --list`; restored by pg_restore's script and psql
 * in one transaction that first drops every table of the schema, so a restore that fails changes
 * nothing and a backup older than the database (a later migration's tables) is restored whole.
 * A backup is written under a temporary name beside its file and renamed once complete; a restore
 * swaps the SQLite file by a rename. A refusal (a file that exists, the wrong kind, a damaged
 * backup, the shop's servers still running) says why, changes nothing, and exits 1.
 */

/** A refusal said to the operator: exit code 1, nothing changed. */
class Refused extends Error {
  override readonly name = "Refused";
}

type Kind = "sqlite" | "postgres";

/** The first bytes of each kind of backup file. */
const MAGIC: [Kind, Buffer][] = [
  ["sqlite", Buffer.from("SQLite format 3\0", "latin1")],
  ["postgres", Buffer.from("PGDMP", "latin1")],
];

const KIND_NAMES: Record<Kind, string> = { sqlite: "a SQLite database", postgres: "a PostgreSQL dump (pg_dump's custom format)" };

/** What a backup holds, as the operator checks it. */
interface Contents {
  orders: number;
  /** The number of the order placed last. */
  latestOrder?: string;
  /** The migrations its schema has had, in order; undefined when it has no migration table (not a database of the shop). */
  migrations?: string[];
}

/** The file an operator named, from the folder they ran `npm run admin` in (npm runs it from the workspace's). */
const operatorPath = (context: DatabaseFileContext, file: string) => path.resolve(context.env.INIT_CWD ?? process.cwd(), file);

/** `412.5 KB`, `12.3 MB`. */
function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  for (; value >= 1024 && unit < units.length - 1; unit++) value /= 1024;
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Beside `file`, a name nobody else uses, hidden from a listing: where its content is written before it is renamed to it. */
const temporaryBeside = (file: string, what: string) => path.join(path.dirname(file), `.${path.basename(file)}.${what}-${randomBytes(4).toString("hex")}`);

/** A file's data, or a folder's entries, made durable: a file renamed survives a crash only once its folder is synced too. */
function syncToDisk(file: string): void {
  const descriptor = fs.openSync(file, "r");
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

const removeQuietly = (file: string) => fs.rmSync(file, { force: true });

/** What the operator is told of a failure that is no fault of the command's (undefined: a bug, thrown as it is). */
function refusalOf(error: unknown, nothing: string): string | undefined {
  if (error instanceof Refused) return error.message;
  const unavailable = asDatabaseUnavailable(error);
  if (!unavailable) return undefined;
  const cause = (unavailable.cause as Error | undefined)?.message;
  return `The database did not answer${cause ? ` (${cause})` : ""}: ${nothing}. Run again once it does.`;
}

/** The backup file's kind from its first bytes; refuses a file that cannot be read or is neither. */
function kindOfFile(file: string): Kind {
  let head: Buffer;
  try {
    const descriptor = fs.openSync(file, "r");
    try {
      head = Buffer.alloc(16);
      head = head.subarray(0, fs.readSync(descriptor, head, 0, 16, 0));
    } finally {
      fs.closeSync(descriptor);
    }
  } catch (error) {
    throw new Refused(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}.`);
  }
  const kind = MAGIC.find(([, magic]) => head.subarray(0, magic.length).equals(magic))?.[0];
  if (!kind) throw new Refused(`${file} is not a backup of the shop: neither ${KIND_NAMES.sqlite} nor ${KIND_NAMES.postgres}.`);
  return kind;
}

/** Which database the configuration names, for the operator. */
const configured = (database: Config["database"]) =>
  database.kind === "sqlite" ? `SQLite (${database.file})` : `PostgreSQL (DATABASE_URL, database ${new URL(database.url).pathname.slice(1) || "?"})`;

/** The summary's lines: orders and schema, the schema against this version's. */
function printContents(context: DatabaseFileContext, contents: Contents): void {
  const orders = contents.orders === 0 ? "none" : `${contents.orders}, the latest ${contents.latestOrder}`;
  const last = contents.migrations?.at(-1) ?? "none";
  const current = MIGRATION_NAMES.at(-1);
  const schema = last === current ? last : `${last} (the shop migrates it to ${current} when it starts)`;
  context.print(`  Orders:  ${orders}`);
  context.print(`  Schema:  ${schema}`);
}

/** What a database of the shop holds: read the same way from a copy, a snapshot or the restored database. */
async function contentsOf(db: Kysely<Database>): Promise<Contents> {
  const tables = new Set((await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name));
  const migrations = tables.has("kysely_migration")
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name)
    : undefined;
  if (!tables.has("sales_order")) return { orders: 0, migrations };
  const { n } = await db.selectFrom("sales_order").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const latest = await db.selectFrom("sales_order").select("number").orderBy("id", "desc").limit(1).executeTakeFirst();
  return { orders: Number(n), latestOrder: latest?.number, migrations };
}

/** Refuses a backup that is not the shop's, or that a newer version of the shop made (its schema is one this version cannot run). */
function checkRestorable(file: string, contents: Contents): void {
  if (!contents.migrations) throw new Refused(`${file} is not a backup of the shop: it has no migration table (kysely_migration).`);
  const unknown = contents.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length) throw new Refused(`${file} was made by a newer version of the shop (migration ${unknown.join(", ")} unknown here): deploy that version, then restore.`);
}

// ---------------------------------------------------------------------------------------------
// SQLite

/** A SQLite file's contents through Kysely (one connection, closed with it). */
async function withSqliteFile<T>(file: string, run: (db: Kysely<Database>, connection: SQLite.Database) => Promise<T>): Promise<T> {
  const connection = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await run(db, connection);
  } finally {
    await db.destroy();
  }
}

/**
 * Checks a copy (a backup just written, or a backup about to be restored) and makes it one
 * self-contained file: rollback journal mode, so nothing of it lives in a `-wal` beside it and a
 * read-only copy opens anywhere; the shop switches it back to WAL when it opens it.
 */
async function checkSqliteCopy(file: string, shown: string): Promise<Contents> {
  try {
    return await withSqliteFile(file, async (db, connection) => {
      connection.pragma("journal_mode = delete");
      const problems = (connection.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
      if (problems.length !== 1 || problems[0] !== "ok") throw new Refused(`${shown} is damaged (integrity check: ${problems.slice(0, 3).join("; ")}).`);
      return contentsOf(db);
    });
  } catch (error) {
    if (error instanceof Refused) throw error;
    // Not a database after all (a truncated or overwritten file past its first bytes).
    throw new Refused(`${shown} is damaged: ${(error as Error).message}.`);
  }
}

/** Pages copied in the backup's second step: all that remain, in one read transaction. */
const ALL_PAGES = 0x7fffffff;

async function backupSqlite(source: string, temporary: string): Promise<Contents> {
  if (!fs.existsSync(source)) throw new Refused(`No database at ${source}: nothing to back up.`);
  const connection = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    // The first step starts the backup; the second copies every remaining page in one read
    // transaction, which in WAL mode sees one consistent state while the shop goes on writing (a
    // write between two smaller steps would restart the copy, for ever on a busy shop).
    await connection.backup(temporary, { progress: () => ALL_PAGES });
  } finally {
    connection.close();
  }
  return checkSqliteCopy(temporary, "The copy");
}

/**
 * Whether another connection (a server process of the shop, a command) has the SQLite file open:
 * a connection in WAL mode holds a lock for as long as it is open, which refuses this exclusive
 * one. A probe, not a lock kept: servers started between it and the swap are not seen.
 */
function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = exclusive");
    probe.exec("begin exclusive");
    probe.exec("commit");
    return false;
  } catch (error) {
    if (isSqliteBusy(error)) return true;
    throw error;
  } finally {
    probe.close();
  }
}

async function restoreSqlite(context: DatabaseFileContext, backupFile: string, target: string, confirmed: boolean): Promise<boolean> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryBeside(target, "restoring");
  try {
    try {
      fs.copyFileSync(backupFile, temporary);
    } catch (error) {
      throw new Refused(`Cannot copy ${backupFile} beside ${target}: ${(error as Error).message}.`);
    }
    const contents = await checkSqliteCopy(temporary, backupFile);
    checkRestorable(backupFile, contents);
    if (!confirmed) {
      context.print(`${backupFile}: a SQLite backup of the shop, integrity check ok.`);
      printContents(context, contents);
      return false;
    }
    syncToDisk(temporary);
    if (sqliteInUse(target)) throw new Refused(`${target} is open in another process (the shop's servers or jobs process?): stop them, then restore. Nothing changed.`);
    // The replaced database's WAL must not be read as the restored one's: removed before the
    // swap (the probe, its last connection, has just checkpointed it into the file it replaces).
    removeQuietly(`${target}-wal`);
    removeQuietly(`${target}-shm`);
    fs.renameSync(temporary, target);
    syncToDisk(path.dirname(target));
    return true;
  } finally {
    removeQuietly(temporary);
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** A connection URL for libpq's tools with its password moved to their environment (not in their arguments, which `ps` shows). */
function toolConnection(context: DatabaseFileContext, url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...context.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
  }
  return { dbname: parsed.toString(), env };
}

interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The tool missing from PATH, said with what to install. */
const missingTool = (tool: string, serverMajor?: number) =>
  new Refused(`${tool} is not on PATH: install PostgreSQL's client tools${serverMajor ? ` of version ${serverMajor} or later (postgresql-client-${serverMajor})` : ""} and run again.`);

/** Waits for a tool started by `spawn`; a tool not found is a refusal naming it. */
function finished(child: ChildProcess, tool: string, options: { serverMajor?: number; keepStdout?: boolean } = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    if (options.keepStdout) child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? missingTool(tool, options.serverMajor) : error));
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function runTool(env: NodeJS.ProcessEnv, tool: string, args: string[], options: { serverMajor?: number } = {}): Promise<ToolRun> {
  return finished(spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] }), tool, { ...options, keepStdout: true });
}

/** The last lines a tool wrote on standard error: what the operator needs of a failure. */
const lastLines = (text: string, count = 4) => text.trim().split("\n").slice(-count).join("\n  ");

/** A client tool's version (`pg_dump (PostgreSQL) 15.20 …` → 15, "15.20"); a tool missing from PATH is a refusal naming it. */
async function toolVersion(env: NodeJS.ProcessEnv, tool: string, serverMajor: number): Promise<{ major: number; version: string }> {
  const { status, stdout } = await runTool(env, tool, ["--version"], { serverMajor });
  const version = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(stdout);
  if (status !== 0 || !version) throw new Refused(`${tool} --version did not say its version (${stdout.trim() || `exit ${status}`}).`);
  // Before PostgreSQL 10 a major version had two numbers (9.6): older than any server the shop runs on.
  return { major: Number(version[1]), version: `${version[1]}${version[2] ?? ""}` };
}

/** Refuses a tool older than the server: pg_dump cannot dump a newer server, and pg_restore must read what it wrote. */
async function checkNotOlder(env: NodeJS.ProcessEnv, tool: string, serverMajor: number): Promise<void> {
  const { major, version } = await toolVersion(env, tool, serverMajor);
  if (major < serverMajor) {
    throw new Refused(`${tool} ${version} is older than the PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} or later (postgresql-client-${serverMajor}) and put them first on PATH.`);
  }
}

/** The server's major version (15 for 15.20). */
async function serverMajorOf(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ server_version_num: string }>`show server_version_num`.execute(db);
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

async function backupPostgres(context: DatabaseFileContext, url: string, temporary: string): Promise<{ contents: Contents; entries: number }> {
  const connection = toolConnection(context, url);
  const database = openDatabase({ kind: "postgres", url });
  let contents: Contents;
  try {
    // pg_dump reads the snapshot this transaction exports: the summary and the dump are of the same moment.
    contents = await database.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        const serverMajor = await serverMajorOf(trx);
        await checkNotOlder(connection.env, "pg_dump", serverMajor);
        await checkNotOlder(connection.env, "pg_restore", serverMajor);
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const read = await contentsOf(trx);
        const dump = await runTool(connection.env, "pg_dump", ["--format=custom", `--snapshot=${rows[0].snapshot}`, "--no-password", `--file=${temporary}`, `--dbname=${connection.dbname}`], { serverMajor });
        if (dump.status !== 0) throw new Refused(`pg_dump failed (exit ${dump.status}), nothing written:\n  ${lastLines(dump.stderr)}`);
        return read;
      });
  } finally {
    await database.close();
  }
  const list = await runTool(connection.env, "pg_restore", ["--list", temporary]);
  if (list.status !== 0) throw new Refused(`The dump does not read back (pg_restore --list, exit ${list.status}), nothing written:\n  ${lastLines(list.stderr)}`);
  return { contents, entries: list.stdout.split("\n").filter((line) => /^\d+;/.test(line)).length };
}

/**
 * The rows of one table in a dump, as pg_restore writes its data (`COPY … FROM stdin;`, then one
 * row a line, columns by tab), each handed to `row` as the named columns, one at a time: only
 * that table's data is read, and never held whole.
 */
async function eachDumpRow(env: NodeJS.ProcessEnv, file: string, table: string, row: (values: (column: string) => string) => void): Promise<void> {
  const child = spawn("pg_restore", ["--data-only", `--table=${table}`, "--file=-", file], { env, stdio: ["ignore", "pipe", "pipe"] });
  const done = finished(child, "pg_restore");
  let names: string[] | undefined;
  let inData = false;
  for await (const line of readline.createInterface({ input: child.stdout!, crlfDelay: Infinity })) {
    if (!inData) {
      const copy = /^COPY \S+ \((.*)\) FROM stdin;$/.exec(line);
      if (copy) [inData, names] = [true, copy[1].split(", ").map((name) => name.replace(/^"|"$/g, ""))];
    } else if (line === "\\.") inData = false;
    else {
      const values = line.split("\t");
      row((column) => values[names!.indexOf(column)]);
    }
  }
  const { status, stderr } = await done;
  if (status !== 0) throw new Refused(`${file} does not read (pg_restore, exit ${status}), nothing changed:\n  ${lastLines(stderr)}`);
}

/** What a dump holds, read from its data without restoring it. */
async function dumpContents(env: NodeJS.ProcessEnv, file: string, toc: string): Promise<Contents> {
  const hasTable = (table: string) => new RegExp(`^\\d+; \\d+ \\d+ TABLE DATA \\S+ ${table} `, "m").test(toc);
  let migrations: string[] | undefined;
  if (hasTable("kysely_migration")) {
    migrations = [];
    await eachDumpRow(env, file, "kysely_migration", (value) => migrations!.push(value("name")));
    migrations.sort();
  }
  const contents: Contents = { orders: 0, migrations };
  if (!hasTable("sales_order")) return contents;
  let latestId = -1;
  await eachDumpRow(env, file, "sales_order", (value) => {
    contents.orders++;
    if (Number(value("id")) > latestId) [latestId, contents.latestOrder] = [Number(value("id")), value("number")];
  });
  return contents;
}

/**
 * Drops, from pg_restore's script, the session settings (`SET name = …;`) the server does not
 * know: a pg_restore newer than the server sets ones it lacks (`transaction_timeout`), which would
 * fail the whole restore. Rows of data (between `COPY … FROM stdin;` and `\.`) pass untouched.
 */
export function withoutUnknownSettings(known: ReadonlySet<string>): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let inData = false;
  const keep = (line: string) => {
    if (inData) {
      if (line === "\\.") inData = false;
      return true;
    }
    if (line.startsWith("COPY ") && line.endsWith(" FROM stdin;")) inData = true;
    const setting = /^SET ([a-z_.]+) (?:=|TO) /i.exec(line);
    return !setting || known.has(setting[1].toLowerCase());
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (pending + decoder.write(chunk)).split("\n");
      pending = lines.pop() ?? "";
      const kept = lines.filter(keep);
      done(null, kept.length ? `${kept.join("\n")}\n` : "");
    },
    flush(done) {
      const last = pending + decoder.end();
      done(null, last && keep(last) ? last : "");
    },
  });
}

/**
 * Ends the server sessions of a psql that was killed and waits until they are gone: the server
 * notices a client's death only when it next reads from it, and until then the session's
 * transaction stays open (its locks held, a connection counted).
 */
async function endSessions(url: string, applicationName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { rows } = await client.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [applicationName]);
      if (rows.length === 0) return;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops every table of the schema first (those of a later migration too), quietly: the dump then recreates its own. */
const DROP_EVERY_TABLE = `set client_min_messages = warning;
do $$
declare name text;
begin
  for name in select format('%I.%I', schemaname, tablename) from pg_tables where schemaname = current_schema() loop
    execute 'drop table if exists ' || name || ' cascade';
  end loop;
end
$$`;

async function restorePostgres(context: DatabaseFileContext, backupFile: string, url: string, confirmed: boolean): Promise<boolean> {
  const connection = toolConnection(context, url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  let serverMajor: number;
  let known: Set<string>;
  let others: { application_name: string; client_addr: string | null }[];
  try {
    await client.connect();
    serverMajor = Math.floor(Number((await client.query<{ server_version_num: string }>("show server_version_num")).rows[0].server_version_num) / 10_000);
    known = new Set((await client.query<{ name: string }>("select name from pg_settings")).rows.map((row) => row.name));
    others = (
      await client.query<{ application_name: string; client_addr: string | null }>(
        "select application_name, client_addr::text from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
      )
    ).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
  // Any version runs the script (one newer than the server has its unknown settings left out); pg_restore says itself if it cannot read the dump.
  for (const tool of ["pg_restore", "psql"]) await toolVersion(connection.env, tool, serverMajor);
  const list = await runTool(connection.env, "pg_restore", ["--list", backupFile]);
  if (list.status !== 0) throw new Refused(`${backupFile} does not read (pg_restore --list, exit ${list.status}), nothing changed:\n  ${lastLines(list.stderr)}`);
  const contents = await dumpContents(connection.env, backupFile, list.stdout);
  checkRestorable(backupFile, contents);
  if (!confirmed) {
    const dumped = /; Archive created at (.+)$/m.exec(list.stdout)?.[1];
    const from = /;\s+dbname: (.+)$/m.exec(list.stdout)?.[1];
    context.print(`${backupFile}: a PostgreSQL dump of the shop${from ? ` (database ${from}` : ""}${dumped ? `, made ${dumped}` : ""}${from ? ")" : ""}, read with pg_restore --list.`);
    printContents(context, contents);
    return false;
  }
  if (others.length) {
    const who = [...new Set(others.map((other) => [other.application_name, other.client_addr].filter(Boolean).join(" from ") || "unnamed"))].join(", ");
    throw new Refused(`${others.length} other connection${others.length === 1 ? "" : "s"} to the database (${who}): stop the shop's servers and jobs process, then restore. Nothing changed.`);
  }

  // pg_restore writes the script, psql runs it in one transaction after dropping every table.
  // psql commits at the end of its input: it is given that end only once pg_restore has written
  // all of the script without error; otherwise it is killed, and its transaction rolls back.
  // Named, so that its server process is found and ended with it.
  connection.env.PGAPPNAME = `eb-restore-${randomBytes(4).toString("hex")}`;
  const restore = spawn("pg_restore", ["--no-owner", "--no-acl", "--clean", "--if-exists", "--file=-", backupFile], { env: connection.env, stdio: ["ignore", "pipe", "pipe"] });
  const psql = spawn(
    "psql",
    ["--no-psqlrc", "--quiet", "--no-password", "--set=ON_ERROR_STOP=1", "--single-transaction", `--command=${DROP_EVERY_TABLE}`, "--file=-", `--dbname=${connection.dbname}`],
    { env: connection.env, stdio: ["pipe", "ignore", "pipe"] },
  );
  psql.stdin!.on("error", () => undefined);
  const script = restore.stdout!.pipe(withoutUnknownSettings(known));
  script.pipe(psql.stdin!, { end: false });
  const scriptRead = new Promise<void>((resolve) => script.once("end", resolve));
  const applied = finished(psql, "psql", { serverMajor });
  // psql stopping first (a statement failed) leaves nobody reading pg_restore's output.
  void applied.then(
    () => restore.exitCode === null && restore.kill("SIGKILL"),
    () => undefined,
  );
  let written: ToolRun;
  try {
    written = await finished(restore, "pg_restore", { serverMajor });
  } catch (error) {
    psql.kill("SIGKILL");
    await applied.catch(() => undefined);
    await endSessions(url, connection.env.PGAPPNAME);
    throw error;
  }
  if (written.status === 0) {
    await scriptRead;
    psql.stdin!.end();
  } else psql.kill("SIGKILL");
  const ran = await applied;
  if (ran.status === null) await endSessions(url, connection.env.PGAPPNAME);
  if (ran.status !== 0 && ran.status !== null) throw new Refused(`The restore failed (psql, exit ${ran.status}) and rolled back, nothing changed:\n  ${lastLines(ran.stderr)}`);
  if (written.status !== 0) throw new Refused(`${backupFile} could not be read whole (pg_restore, exit ${written.status}): the restore rolled back, nothing changed.\n  ${lastLines(written.stderr)}`);
  if (ran.status !== 0) throw new Refused(`psql was stopped (${lastLines(ran.stderr) || "no message"}): the restore rolled back, nothing changed.`);
  return true;
}

// ---------------------------------------------------------------------------------------------
// The commands

export const backup: DatabaseFileCommand = {
  words: ["backup"],
  usage: "<file> [--force]",
  summary:
    "Writes a consistent backup of the database while the shop runs (SQLite: its online backup; PostgreSQL: pg_dump's custom format), checks it, and says what it holds. --force replaces an existing file.",
  database: "unopened",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { force: { type: "boolean" } }, ["<file>"]);
    const target = operatorPath(context, positionals[0]);
    const { database } = context.config;
    try {
      if (database.kind === "sqlite" && [database.file, `${database.file}-wal`, `${database.file}-shm`].includes(target)) throw new Refused(`${target} is the shop's database itself: choose another file.`);
      if (!fs.existsSync(path.dirname(target))) throw new Refused(`No folder ${path.dirname(target)}: create it, or choose another file.`);
      if (fs.existsSync(target) && !values.force) throw new Refused(`${target} exists: nothing written (--force replaces it).`);
      const temporary = temporaryBeside(target, "partial");
      try {
        let heading: string;
        let contents: Contents;
        if (database.kind === "sqlite") {
          contents = await backupSqlite(database.file, temporary);
          heading = `SQLite online backup, integrity check ok`;
        } else {
          const dumped = await backupPostgres(context, database.url, temporary);
          contents = dumped.contents;
          heading = `pg_dump custom format, read back with pg_restore --list (${dumped.entries} entries)`;
        }
        syncToDisk(temporary);
        fs.renameSync(temporary, target);
        syncToDisk(path.dirname(target));
        context.print(`Saved ${target}: ${byteSize(fs.statSync(target).size)}, ${heading}.`);
        printContents(context, contents);
      } finally {
        removeQuietly(temporary);
      }
    } catch (error) {
      const refusal = refusalOf(error, "nothing written");
      if (refusal === undefined) throw error;
      context.print(refusal);
      return 1;
    }
  },
};

export const restore: DatabaseFileCommand = {
  words: ["restore"],
  usage: "<file> [--confirm]",
  summary:
    "Replaces the shop's database with a backup (checked first; PostgreSQL: in one transaction). Stop the shop's servers first. Without --confirm: checks the backup and says what it holds, changes nothing.",
  database: "unopened",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { confirm: { type: "boolean" } }, ["<file>"]);
    const file = operatorPath(context, positionals[0]);
    const { database } = context.config;
    const confirmed = values.confirm === true;
    try {
      const kind = kindOfFile(file);
      if (kind !== database.kind) throw new Refused(`${file} is ${KIND_NAMES[kind]}, but the shop is configured for ${configured(database)}: nothing changed.`);
      const restored = database.kind === "sqlite" ? await restoreSqlite(context, file, database.file, confirmed) : await restorePostgres(context, file, database.url, confirmed);
      if (!restored) {
        context.print(`Nothing restored: stop the shop's servers, then run again with --confirm to replace the database, ${configured(database)}, with it.`);
        return 1;
      }
    } catch (error) {
      const refusal = refusalOf(error, "nothing changed");
      if (refusal === undefined) throw error;
      context.print(refusal);
      return 1;
    }
    // Opened as the shop opens it: the catalogue version moves on, so nothing a cache keyed by
    // the replaced data's version still holds is served, and the summary is read from what landed.
    const opened = openDatabase(database);
    try {
      await bumpCatalogVersion(opened.db);
      context.print(`Restored ${file} into ${configured(database)}.`);
      printContents(context, await contentsOf(opened.db));
      context.print("Start the shop: it shows the restored data.");
    } finally {
      await opened.close();
    }
  },
};

/** The backup commands, as listed by `help`. */
export const backupCommands: DatabaseFileCommand[] = [backup, restore];
