import net from "node:net";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import express from "express";
import pg from "pg";
import { loadConfig } from "../config.ts";
import { CSRF_HEADER } from "../graphql/yoga.ts";
import { type Commerce, createCommerce } from "../index.ts";
import { copySeededSqlite, postgresTemplate } from "./seeded-template.ts";

/**
 * Starts the real GraphQL API (Express + graphql-yoga + a real database) on an ephemeral port,
 * for integration tests. One fresh database per server: a temporary SQLite file, or a throwaway
 * PostgreSQL database created on the admin connection and dropped on close; each a copy of the
 * run's seeded template when there is one (`seeded-template.ts`), seeded by the start-up otherwise.
 */

export type TestDialect = "sqlite" | "postgres";

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Every Set-Cookie header of the answer. */
  setCookies: string[];
  /** The raw body. */
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON (loosely typed: tests probe it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Path of the endpoint, `/graphql` by default (e.g. `/en/graphql`). */
  path?: string;
  /** Send the CSRF header (as the storefront's client always does). True by default. */
  csrf?: boolean;
}

export interface GetParams {
  query?: string;
  operationName?: string;
  /** Objects are sent as JSON. */
  variables?: unknown;
  /** Objects are sent as JSON. */
  extensions?: unknown;
}

export interface TestApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  dialect: TestDialect;
  /** The environment the API was configured from: the project's commands reach the same database with it. */
  env: Record<string, string>;
  commerce: Commerce;
  /** POSTs a JSON body (an object or array is serialised; a string is sent as is). */
  post(body: unknown, options?: RequestOptions): Promise<TestResponse>;
  /** Sends a GET with the given parameters in the query string. */
  get(params: GetParams, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/** Whether the variable `CI` says we are on CI, where PostgreSQL is required, not optional. */
export function isCI(): boolean {
  const value = process.env.CI?.trim().toLowerCase();
  return !!value && value !== "0" && value !== "false";
}

/** Probes PostgreSQL at the admin URL; returns why it is unusable, or undefined when it answers. */
export async function postgresUnavailableReason(timeoutMs = 2_000): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return `PostgreSQL not reachable at ${redactUrl(POSTGRES_ADMIN_URL)} (${(error as Error).message || String(error)}): tests skipped`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The Redis of the tests that share counts or queries through it (TEST_REDIS_URL, else the local one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Probes Redis at TEST_REDIS_URL; returns why it is unusable, or undefined when it accepts a connection. */
export async function redisUnavailableReason(timeoutMs = 1_000): Promise<string | undefined> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(timeoutMs);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
  return reachable ? undefined : `Redis not reachable at ${redactUrl(TEST_REDIS_URL)}: tests skipped`;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<invalid TEST_DATABASE_URL>";
  }
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh PostgreSQL database on the admin connection, for one test server; `drop` removes it.
 * Empty, or with `seeded`, a copy of the run's seeded template when there is one (a server
 * started on it then finds the demo shop there, as if it had seeded it).
 */
export async function createThrowawayDatabase(prefix = "eb_test", { seeded = false }: { seeded?: boolean } = {}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const template = seeded ? postgresTemplate() : undefined;
  await withAdminClient((client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))).catch(() => undefined),
  };
}

export async function startTestApi(options: {
  dialect: TestDialect;
  env?: Record<string, string>;
  /** Start on an empty database, seeded by the start-up itself (what the seed's own tests look at). */
  emptyDatabase?: boolean;
  /**
   * Start on the database `env` names (DATABASE_URL, or shop.sqlite in DATA_DIR) as it is: a test's
   * own data (a restored backup), neither created, copied nor dropped here.
   */
  existingDatabase?: boolean;
}): Promise<TestApi> {
  const { dialect } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-test-"));
  const cleanups: (() => Promise<void>)[] = [() => fs.rm(dataDir, { recursive: true, force: true })];
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };

  try {
    const env: Record<string, string> = { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env };
    const seeded = !options.emptyDatabase;
    if (options.existingDatabase) {
      // As the test's environment says.
    } else if (dialect === "postgres") {
      const database = await createThrowawayDatabase("eb_test", { seeded });
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    } else {
      delete env.DATABASE_URL;
      if (seeded) await copySeededSqlite(env.DATA_DIR);
    }

    const commerce = await createCommerce({ config: loadConfig(env) });
    cleanups.push(() => commerce.close());

    const app = express();
    // Mounted exactly as the storefront's server mounts it, believing forwarding headers as it does.
    app.set("trust proxy", commerce.config.trustProxy);
    app.use(["/graphql", "/en/graphql"], commerce.graphqlRouter);
    const server = await new Promise<import("node:http").Server>((resolve, reject) => {
      const listening = app.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;

    const send = async (method: "GET" | "POST", target: string, body: string | undefined, requestOptions: RequestOptions) => {
      const headers: Record<string, string> = {};
      if (method === "POST") headers["content-type"] = "application/json";
      if (requestOptions.csrf ?? true) headers[CSRF_HEADER] = "1";
      Object.assign(headers, requestOptions.headers);
      const response = await fetch(url + target, { method, headers, body });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, setCookies: response.headers.getSetCookie(), text, body: parsed };
    };

    return {
      url,
      dialect,
      env,
      commerce,
      post(body, requestOptions = {}) {
        return send(
          "POST",
          requestOptions.path ?? "/graphql",
          typeof body === "string" ? body : JSON.stringify(body),
          requestOptions,
        );
      },
      get(params, requestOptions = {}) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params)) {
          if (value !== undefined) search.set(key, typeof value === "string" ? value : JSON.stringify(value));
        }
        return send("GET", `${requestOptions.path ?? "/graphql"}?${search}`, undefined, requestOptions);
      },
      close: runCleanups,
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
