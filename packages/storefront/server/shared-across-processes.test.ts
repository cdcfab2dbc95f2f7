import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import { TEST_REDIS_URL, createThrowawayDatabase, isCI, postgresUnavailableReason, redisUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, closeHeldConnections, heldConnection, isBuilt, startProductionServer } from "./testing/production-server.ts";

/**
 * What `npm start`'s server processes share: sign-in failures counted together whichever process
 * answers (through the cluster's primary, or through Redis), and a persisted query registered
 * through one process served by the other. Every request goes over a new connection kept open
 * until the test ends, so the primary, which hands a connection to the process holding the fewest
 * (ADR 064), spreads them over both; the log says which process answered each.
 */
const REDIS_URL = TEST_REDIS_URL;
const LOGIN = "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }";


const postgresProblem = await postgresUnavailableReason();
const redisProblem = await redisUnavailableReason();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  requestId: string;
}

/** A GraphQL POST on a connection of its own, as another client would send it. */
function post(base: string, body: unknown): Promise<Answer> {
  const agent = heldConnection();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/graphql`,
      { method: "POST", agent, headers: { "content-type": "application/json", "x-graphql-csrf": "1", "content-length": Buffer.byteLength(payload) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text), requestId: String(response.headers["x-request-id"]) }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** The pids of the server processes that answered these requests (their request log lines). */
function answeringPids(server: ProductionServer, answers: Answer[]): Set<number> {
  const ids = new Set(answers.map((answer) => answer.requestId));
  const pids = new Set<number>();
  for (const line of server.log) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; pid?: number };
    if (entry.msg === "request" && entry.requestId && ids.has(entry.requestId) && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

const shapes = [
  { name: "two processes, SQLite, no Redis", database: "sqlite", redis: false, skip: undefined },
  { name: "two processes, PostgreSQL, no Redis", database: "postgres", redis: false, skip: postgresProblem && !isCI() ? postgresProblem : undefined },
  { name: "two processes, SQLite, Redis", database: "sqlite", redis: true, skip: redisProblem && !isCI() ? redisProblem : undefined },
] as const;

describe.skipIf(!isBuilt)("limits and persisted queries shared by the server processes", () => {
  describe.each(shapes)("$name", ({ database, redis, skip }) => {
    describe.skipIf(!!skip)(skip ? `skipped: ${skip}` : "production server", () => {
      let server: ProductionServer;
      let dropDatabase: (() => Promise<void>) | undefined;
      const keyPrefix = `eb-test-${randomBytes(6).toString("hex")}:`;

      beforeAll(async () => {
        const env: Record<string, string> = { WEB_CONCURRENCY: "2", SIGNIN_FREE_FAILURES: "3", SIGNIN_FIRST_DELAY_SECONDS: "60" };
        if (database === "postgres") {
          const throwaway = await createThrowawayDatabase("eb_shared", { seeded: true });
          dropDatabase = throwaway.drop;
          env.DATABASE_URL = throwaway.url;
        }
        if (redis) Object.assign(env, { REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });
        server = await startProductionServer({ env, processes: 2 });
      }, 120_000);

      afterEach(closeHeldConnections);

      afterAll(async () => {
        await server?.stop();
        await dropDatabase?.();
        if (redis) {
          const client = new Redis(REDIS_URL);
          const keys = await client.keys(`${keyPrefix}*`);
          if (keys.length > 0) await client.del(...keys);
          await client.quit();
        }
      }, 30_000);

      it("counts sign-in failures together whichever process answers", async () => {
        const answers: Answer[] = [];
        for (let attempt = 0; attempt < 6; attempt++) answers.push(await post(server.base, { query: LOGIN, variables: { email: DEMO_CUSTOMER.email, password: "wrong" } }));
        expect(answeringPids(server, answers).size).toBe(2);
        expect(answers.map((answer) => answer.body.data.login.errorCode)).toEqual([
          "INVALID_CREDENTIALS",
          "INVALID_CREDENTIALS",
          "INVALID_CREDENTIALS",
          "TOO_MANY_ATTEMPTS",
          "TOO_MANY_ATTEMPTS",
          "TOO_MANY_ATTEMPTS",
        ]);
        expect(Number(answers[5].headers["retry-after"])).toBeGreaterThan(50);
        if (redis) {
          const client = new Redis(REDIS_URL);
          expect((await client.keys(`${keyPrefix}throttle:*`)).length).toBeGreaterThan(0);
          await client.quit();
        }
      });

      it("serves a persisted query registered through one process from the other", async () => {
        // A query text no earlier run registered, so the answer proves the sharing.
        const query = `query Shared${randomUUID().replace(/-/g, "")} { shop { id } }`;
        const extensions = { persistedQuery: { version: 1, sha256Hash: createHash("sha256").update(query).digest("hex") } };
        const registered = await post(server.base, { query, extensions });
        expect(registered.body).toEqual({ data: { shop: { id: "fr" } } });
        const answers: Answer[] = [];
        for (let request = 0; request < 10; request++) answers.push(await post(server.base, { extensions }));
        expect(answeringPids(server, [registered, ...answers]).size).toBe(2);
        for (const answer of answers) expect(answer.body).toEqual({ data: { shop: { id: "fr" } } });
      });
    });
  });
});
