import { createHash, randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, isCI, startTestApi } from "../testing/test-server.ts";

/**
 * With REDIS_URL, a query registered on one server process is known to every other one
 * (DESIGN §3.3): the APQ store's shared second level.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
}

const reachable = await redisReachable();
if (!reachable) console.warn(`Redis not reachable at ${REDIS_URL}: shared persisted-query tests skipped`);

describe.skipIf(!reachable && !isCI())("persisted queries shared through Redis", () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startTestApi({ dialect: "sqlite", env: { REDIS_URL } });
    second = await startTestApi({ dialect: "sqlite", env: { REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("runs on a second process a query registered on the first", async () => {
    // A query text no earlier run has registered, so the test proves the sharing, not a leftover.
    const query = `query Shared${randomUUID().replace(/-/g, "")} { shop { id } }`;
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const extensions = { persistedQuery: { version: 1, sha256Hash } };

    const unknown = await second.post({ extensions });
    expect(unknown.body.errors[0].message).toBe("PersistedQueryNotFound");

    const registered = await first.post({ query, extensions });
    expect(registered.body).toEqual({ data: { shop: { id: "fr" } } });

    const fromHash = await second.post({ extensions });
    expect(fromHash.body).toEqual({ data: { shop: { id: "fr" } } });
  });
});
