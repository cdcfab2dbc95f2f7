import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POSTGRES_ADMIN_URL, createThrowawayDatabase, isCI, postgresUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, listeningPids, sleep, startProductionServer, storefrontDir } from "./testing/production-server.ts";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";

/**
 * Database faults against the production server as `npm start` runs it (needs `npm run build`):
 * on PostgreSQL, every backend terminated again and again under a steady load; on SQLite, the
 * write lock held by another process. Neither may end a server process, freeze one, or answer
 * anything but a success or a typed, retryable 503.
 */
const CSRF = { "x-graphql-csrf": "1", "content-type": "application/json" };
const DEMO = { email: "demo@essences-botanique.example", password: "botanique-demo" };
const LOGIN = "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode me { id } } }";
const ME = "query Me { me { id email } }";

const graphql = (base: string, query: string, variables: Record<string, unknown> = {}, cookie = "") =>
  fetch(`${base}/en/graphql`, { method: "POST", headers: { ...CSRF, cookie }, body: JSON.stringify({ query, variables }) });

async function signIn(base: string): Promise<string> {
  const response = await graphql(base, LOGIN, DEMO);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("eb_session=") || value.includes("session"));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

interface Outcome {
  what: string;
  status: number | "network error";
  retryAfter: string | null;
  code?: string;
  message?: string;
}

/** One request of the load, reduced to what the assertions read. */
async function measure(what: string, request: () => Promise<Response>): Promise<Outcome> {
  try {
    const response = await request();
    const text = await response.text();
    let code: string | undefined;
    let message: string | undefined;
    if (text.startsWith("{") || text.startsWith("[")) {
      const body = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] };
      code = body.errors?.[0]?.extensions?.code;
      message = body.errors?.[0]?.message;
    }
    return { what, status: response.status, retryAfter: response.headers.get("retry-after"), code, message };
  } catch (error) {
    return { what, status: "network error", retryAfter: null, message: String((error as Error).cause ?? error) };
  }
}

const postgresProblem = await postgresUnavailableReason();
const skipPostgres = postgresProblem && !isCI() ? postgresProblem : undefined;

describe.skipIf(!isBuilt || !!skipPostgres)(skipPostgres ? `PostgreSQL faults skipped: ${skipPostgres}` : "PostgreSQL connections terminated under load", () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  let server: ProductionServer;

  beforeAll(async () => {
    admin.on("error", () => undefined);
    await admin.connect();
    throwaway = await createThrowawayDatabase("eb_faults", { seeded: true });
    server = await startProductionServer({ env: { DATABASE_URL: throwaway.url, WEB_CONCURRENCY: "2", PAGE_CACHE_TTL_SECONDS: "60" }, processes: 2 });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await throwaway?.drop();
    await admin.end().catch(() => undefined);
  }, 30_000);

  const terminateAll = () =>
    admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [throwaway.name]);

  it("keeps every server process, and answers 200 or a retryable 503, never a 500 or a reset", async () => {
    const { base, log } = server;
    const pidsBefore = listeningPids(log);
    expect(pidsBefore.size).toBe(2);
    const cookie = await signIn(base);

    const outcomes: Outcome[] = [];
    let loading = true;
    const load = async (worker: number) => {
      for (let round = 0; loading; round++) {
        outcomes.push(await measure("me", () => graphql(base, ME, {}, cookie)));
        outcomes.push(await measure("readyz", () => fetch(`${base}/readyz`)));
        if (round % 4 === worker % 4) outcomes.push(await measure("login", () => graphql(base, LOGIN, DEMO)));
        if (round % 3 === worker % 3) outcomes.push(await measure("page", () => fetch(`${base}/en/user`, { headers: { cookie } })));
        // A visitor without a session: a page the page cache may hold.
        if (round % 3 === (worker + 1) % 3) outcomes.push(await measure("anonymous page", () => fetch(`${base}/en/`)));
      }
    };
    const loads = Array.from({ length: 6 }, (_, worker) => load(worker));
    // Terminations for 10 s, about twice a second, while the load runs.
    let terminations = 0;
    for (const started = Date.now(); Date.now() - started < 10_000; terminations++) {
      await terminateAll();
      await sleep(400 + Math.random() * 300);
    }
    loading = false;
    await Promise.all(loads);

    expect(terminations).toBeGreaterThan(10);
    const failures = outcomes.filter(({ status }) => status !== 200 && status !== 503);
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
    for (const outcome of outcomes.filter(({ status }) => status === 503)) {
      expect(outcome.retryAfter, JSON.stringify(outcome)).toMatch(/^\d+$/);
      if (outcome.what === "me" || outcome.what === "login") expect(outcome.code, JSON.stringify(outcome)).toBe("SERVICE_UNAVAILABLE");
    }
    expect(log.filter((line) => line.includes("server process exited"))).toEqual([]);
    expect(listeningPids(log)).toEqual(pidsBefore);

    // Back within a few seconds once the terminations stop.
    let recovered: number | undefined;
    for (const started = Date.now(); Date.now() - started < 5_000; await sleep(200)) {
      const round = await Promise.all([measure("me", () => graphql(base, ME, {}, cookie)), measure("readyz", () => fetch(`${base}/readyz`))]);
      if (round.every(({ status }) => status === 200)) {
        recovered = Date.now() - started;
        break;
      }
    }
    expect(recovered).toBeDefined();
  }, 60_000);

  it("answers a retryable 503 to pages, the API and readiness while the database refuses connections", async () => {
    const { base } = server;
    const cookie = await signIn(base);
    await admin.query(`alter database "${throwaway.name}" allow_connections false`);
    try {
      await terminateAll();
      // (A session that cannot be read is a state of its own, "failed", not an error: the sign-in
      // is what needs the database here.)
      // A URL never seen before: resolving it needs the database (what was read before may be cached).
      const [page, login, ready, health] = await Promise.all([
        measure("page", () => fetch(`${base}/en/never-seen-${randomBytes(4).toString("hex")}`, { headers: { cookie } })),
        measure("login", () => graphql(base, LOGIN, DEMO)),
        measure("readyz", () => fetch(`${base}/readyz`)),
        measure("healthz", () => fetch(`${base}/healthz`)),
      ]);
      expect(health.status).toBe(200);
      // A visitor without a session gets the page the cache holds, or the same retryable 503.
      for (const path of ["/en/", "/"]) {
        const anonymous = await measure("anonymous page", () => fetch(`${base}${path}`));
        expect([200, 503], JSON.stringify(anonymous)).toContain(anonymous.status);
      }
      for (const outcome of [page, login, ready]) {
        expect(outcome.status, JSON.stringify(outcome)).toBe(503);
        expect(outcome.retryAfter, JSON.stringify(outcome)).toMatch(/^\d+$/);
      }
      expect(login.code).toBe("SERVICE_UNAVAILABLE");
    } finally {
      await admin.query(`alter database "${throwaway.name}" allow_connections true`);
    }
    const me = await measure("me", () => graphql(base, ME, {}, cookie));
    expect(me.status).toBe(200);
  }, 30_000);
});

describe.skipIf(!isBuilt)("SQLite write lock held by another process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-lock-"));
  let server: ProductionServer;

  beforeAll(async () => {
    await copySeededSqlite(dataDir);
    server = await startProductionServer({ env: { DATA_DIR: dataDir, PAGE_CACHE_TTL_SECONDS: "0" }, processes: 1 });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** A second process (as `npm run reindex` or a backup would) holding the write lock for `ms`. */
  async function holdWriteLock(ms: number): Promise<{ released: Promise<void> }> {
    const script = `
      const Database = require("better-sqlite3");
      const db = new Database(${JSON.stringify(path.join(dataDir, "shop.sqlite"))});
      db.exec("begin immediate");
      process.stdout.write("locked\\n");
      setTimeout(() => { db.exec("commit"); db.close(); }, ${ms});
    `;
    const holder = spawn(process.execPath, ["-e", script], { cwd: storefrontDir, stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      holder.once("exit", (code) => reject(new Error(`the lock holder exited (${code})`)));
    });
    return { released: new Promise((resolve) => holder.once("exit", () => resolve())) };
  }

  it("keeps health checks and reads answering at once, and answers a waiting write with a typed 503", async () => {
    const { base } = server;
    const cookie = await signIn(base);
    const lock = await holdWriteLock(5_500);
    const lockedAt = Date.now();

    // A write that needs the lock: it waits without freezing the process, then gives up typed.
    const write = measure("login", () => graphql(base, LOGIN, DEMO));
    const healthTimes: number[] = [];
    const reads: Outcome[] = [];
    while (Date.now() - lockedAt < 4_500) {
      const started = performance.now();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      healthTimes.push(performance.now() - started);
      reads.push(await measure("me", () => graphql(base, ME, {}, cookie)));
      await sleep(50);
    }
    const page = await measure("page", () => fetch(`${base}/en/user`, { headers: { cookie } }));
    const written = await write;
    await lock.released;

    expect(healthTimes.length).toBeGreaterThan(10);
    expect(Math.max(...healthTimes)).toBeLessThan(100);
    expect(reads.filter(({ status }) => status !== 200)).toEqual([]);
    expect(page.status).toBe(200);
    expect(written).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfter: expect.stringMatching(/^\d+$/) });
    expect(written.message).not.toMatch(/Unexpected error|SQLITE|sqlite/);

    // The lock released, the same write succeeds.
    const again = await graphql(base, LOGIN, DEMO);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { login: { success: boolean } } }).data.login.success).toBe(true);
  }, 60_000);

  it("lets a write wait for a short lock and succeed", async () => {
    const { base } = server;
    const lock = await holdWriteLock(1_500);
    const started = Date.now();
    const response = await graphql(base, LOGIN, DEMO);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { login: { success: boolean } } }).data.login.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(1_000);
    await lock.released;
  }, 30_000);
});
