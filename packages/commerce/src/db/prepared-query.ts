import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, createQueryId } from "kysely";
import { type Dialect, dialectOf } from "./database.ts";
import { assertWithinDeadline } from "./request-deadline.ts";
import type { Database } from "./schema.ts";

/**
 * A statement of fixed shape, built and compiled once per dialect: each execution only binds its
 * values. Kysely builds a query's immutable nodes and compiles them to SQL on every call, which for
 * a statement naming a dozen columns costs more than SQLite takes to run it; the statements every
 * cart request runs are therefore written once, with `param(name)` where a value goes.
 *
 * The shape must not depend on the values (no `in` lists, no optional clauses): a value is bound
 * where the builder was given its placeholder, and anything else the builder was given is part of
 * the statement. Runs on whatever executor it is given, a transaction included.
 */
export interface PreparedQuery<Params, Row> {
  /** The rows (none for a statement without `returning`); `numAffectedRows` for writes. */
  run(executor: Kysely<Database>, params: Params): Promise<QueryResult<Row>>;
  execute(executor: Kysely<Database>, params: Params): Promise<Row[]>;
  executeTakeFirst(executor: Kysely<Database>, params: Params): Promise<Row | undefined>;
}

/** Where a value of the prepared statement goes, until it is compiled. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Each parameter of the compiled statement: a value to bind by name, or one fixed at build time. */
type Binding = { name: string } | { fixed: unknown };

export function preparedQuery<Params extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, param: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
): PreparedQuery<Params, Row> {
  const compiled = new Map<Dialect, { query: CompiledQuery<Row>; bindings: Binding[] }>();

  function compiledFor(executor: Kysely<Database>) {
    const dialect = dialectOf(executor);
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(executor, (name) => new Placeholder(name) as never).compile();
      const bindings = query.parameters.map((value): Binding => (value instanceof Placeholder ? { name: value.name } : { fixed: value }));
      entry = { query, bindings };
      compiled.set(dialect, entry);
    }
    return entry;
  }

  async function run(executor: Kysely<Database>, params: Params): Promise<QueryResult<Row>> {
    const { query, bindings } = compiledFor(executor);
    // What the deadline plugin checks when a query is compiled, checked at each execution instead.
    assertWithinDeadline();
    const parameters = bindings.map((binding) => ("name" in binding ? params[binding.name] : binding.fixed));
    return executor.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
  }

  return {
    run,
    execute: async (executor, params) => (await run(executor, params)).rows,
    executeTakeFirst: async (executor, params) => (await run(executor, params)).rows[0],
  };
}
