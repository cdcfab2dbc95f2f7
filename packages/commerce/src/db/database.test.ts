import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTGRES_ADMIN_URL, isCI, postgresUnavailableReason } from "../testing/test-server.ts";
import { prepareStatements } from "./database.ts";

/**
 * PostgreSQL connections prepare the statements Kysely sends (ADR 021): once per connection, a
 * bounded number, and a statement a schema change invalidated costs one error, not a broken
 * connection. One connection per pool here, so every query meets the same server session.
 */
const postgresProblem = await postgresUnavailableReason();
const skipReason = postgresProblem && !isCI() ? postgresProblem : undefined;

describe.skipIf(!!skipReason)(skipReason ? `prepared statements skipped: ${skipReason}` : "prepared statements on PostgreSQL", () => {
  const table = `eb_prepared_${randomBytes(4).toString("hex")}`;
  const pools: pg.Pool[] = [];
  const connect = (max?: number) => {
    const pool = new pg.Pool({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
    pool.on("connect", (client) => prepareStatements(client, max));
    pools.push(pool);
    return new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
  };
  const preparedOn = async (db: Kysely<Record<string, never>>) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

  beforeAll(async () => {
    const db = connect();
    await sql`create table ${sql.table(table)} (id int primary key, name text)`.execute(db);
    await sql`insert into ${sql.table(table)} values (1, 'lavande'), (2, 'néroli')`.execute(db);
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(connect());
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it("prepares a statement with parameters once and runs it by name after", async () => {
    const db = connect();
    const read = (id: number) => sql<{ name: string }>`select name from ${sql.table(table)} where id = ${id}`.execute(db);
    expect((await read(1)).rows).toEqual([{ name: "lavande" }]);
    expect((await read(2)).rows).toEqual([{ name: "néroli" }]);
    const prepared = await preparedOn(db);
    expect(prepared.filter((statement) => statement.includes(`from "${table}" where id = $1`))).toHaveLength(1);
    // Statements without parameters (transactions, DDL, VACUUM) are never named.
    await sql`select count(*) from ${sql.table(table)}`.execute(db);
    expect((await preparedOn(db)).some((statement) => statement.startsWith("select count(*)"))).toBe(false);
  });

  it("runs statements past the bound unnamed, with the same answers", async () => {
    const db = connect(2);
    for (const column of ["id", "name", "id || name"]) {
      const { rows } = await sql<{ value: unknown }>`select ${sql.raw(column)} as value from ${sql.table(table)} where id = ${1}`.execute(db);
      expect(rows).toHaveLength(1);
    }
    const ours = (await preparedOn(db)).filter((statement) => statement.includes(table));
    expect(ours).toHaveLength(2);
  });

  it("answers again after a schema change invalidated a prepared statement", async () => {
    const db = connect();
    const readAll = () => sql`select * from ${sql.table(table)} where id = ${1}`.execute(db);
    expect((await readAll()).rows).toEqual([{ id: 1, name: "lavande" }]);
    await sql`alter table ${sql.table(table)} add column origin text`.execute(connect());
    // The prepared plan's result type changed: one error (SQLSTATE 0A000), then a new connection.
    await expect(readAll()).rejects.toMatchObject({ code: "0A000" });
    expect((await readAll()).rows).toEqual([{ id: 1, name: "lavande", origin: null }]);
  });
});
