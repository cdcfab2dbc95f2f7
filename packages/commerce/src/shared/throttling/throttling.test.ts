import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_REDIS_URL, isCI, redisUnavailableReason } from "../../testing/test-server.ts";
import { createBackOff } from "./back-off.ts";
import { addressKey, createThrottling } from "./throttling.ts";

/** The throttling mechanism on its own: counts, back-off under concurrency, and a store that is down. */
const REDIS_URL = TEST_REDIS_URL;
const redisProblem = await redisUnavailableReason();

const rule = { points: 3, durationSeconds: 60 };

describe("throttling", () => {
  it("allows the rule's points, then refuses with the wait left", async () => {
    const limiter = createThrottling().limiter("test", rule);
    const verdicts = [];
    for (let index = 0; index < 5; index++) verdicts.push(await limiter.consume("client"));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4].retryAfterSeconds).toBeGreaterThan(55);
    expect(verdicts[4].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume("another client")).allowed).toBe(true);
  });

  it("keys an IPv6 client by its /64 network and an IPv4-mapped one as IPv4", () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe(addressKey("2001:db8:1:2:ffff::1"));
    expect(addressKey("2001:db8:1:2:3:4:5:6")).not.toBe(addressKey("2001:db8:1:3::1"));
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
  });

  it("lets exactly the free attempts through when they arrive at once, then one per wait", async () => {
    const backOff = createBackOff(createThrottling(), "test-back-off", { freeAttempts: 3, firstDelaySeconds: 30, maxDelaySeconds: 60, forgetAfterSeconds: 600 });
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => backOff.attempt("account")));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBe(30);
    await backOff.succeeded("account");
    expect((await backOff.attempt("account")).allowed).toBe(true);
  });

  it("keeps limiting, in this process, when Redis cannot be reached", async () => {
    // Nothing listens on port 1: every command fails at once (no offline queue), as with Redis down.
    const redis = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
    redis.on("error", () => undefined);
    try {
      const limiter = createThrottling({ redis }).limiter("test-down", rule);
      const verdicts = [];
      for (let index = 0; index < 4; index++) verdicts.push(await limiter.consume("client"));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    } finally {
      redis.disconnect();
    }
  });

  describe.skipIf(!!redisProblem && !isCI())("through Redis", () => {
    const keyPrefix = `eb-test-${randomBytes(6).toString("hex")}:`;
    const clients = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    beforeAll(async () => {
      await Promise.all(clients.map((client) => (client.status === "ready" ? undefined : new Promise((resolve) => client.once("ready", resolve)))));
    });
    afterAll(async () => {
      const keys = await clients[0].keys(`${keyPrefix}*`);
      if (keys.length > 0) await clients[0].del(...keys);
      await Promise.all(clients.map((client) => client.quit()));
    });

    it("counts together what two processes (two clients) take", async () => {
      const [first, second] = clients.map((redis) => createThrottling({ redis, keyPrefix }).limiter("test-shared", rule));
      const verdicts = [await first.consume("client"), await second.consume("client"), await first.consume("client"), await second.consume("client")];
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
      expect(await clients[0].keys(`${keyPrefix}throttle:test-shared*`)).toHaveLength(1);
    });
  });
});
