import cluster from "node:cluster";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import type { Logger } from "pino";
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { throttled } from "../metrics.ts";

/** How many points a key may take within a window that starts with its first point. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/** One limiter's answer: allowed, or refused until `retryAfterSeconds` have passed. */
export interface Verdict {
  allowed: boolean;
  /** Whole seconds before a refused key may try again (0 when allowed). */
  retryAfterSeconds: number;
  /** Points the key holds in its window, this one included. */
  consumed: number;
}

/** A named limit, with the operations callers need; every one is atomic in its store. */
export interface Limiter {
  readonly name: string;
  readonly rule: LimitRule;
  /** Takes `points` for `key`; refused once the key holds more than the rule allows (the points stay taken). */
  consume(key: string, points?: number): Promise<Verdict>;
  /** Gives points back (an attempt that turned out not to count). */
  refund(key: string, points?: number): Promise<void>;
  /** Refuses `key` for `seconds`, whatever it held. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets `key` entirely. */
  forget(key: string): Promise<void>;
}

/**
 * Where counts live, chosen once from the deployment's shape:
 * - `redis`: REDIS_URL is set, so every process of every machine shares one count;
 * - `cluster`: a server process of `npm start` (node:cluster) without Redis: counts live in the
 *   primary process and every server process of the machine asks it over the cluster channel;
 * - `memory`: a single process (WEB_CONCURRENCY=1, tests' in-process servers, scripts).
 */
export type ThrottlingStore = "redis" | "cluster" | "memory";

export const throttlingStoreFor = (redis: Redis | undefined): ThrottlingStore => (redis ? "redis" : cluster.isWorker ? "cluster" : "memory");

/**
 * The key of a client address in per-address limits: an IPv4 address as it is (an IPv4-mapped
 * IPv6 one too), an IPv6 address by its /64 network, the smallest block one subscriber gets, so
 * that hopping between the addresses of one's own network neither resets a limit nor fills the
 * store with keys.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${ipv6.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}

/**
 * The key of an e-mail address written to, in per-recipient limits: the normalised address's
 * sha256 (base64url), so the limits' store (memory, Redis) never holds addresses.
 */
export const recipientKey = (email: string): string => createHash("sha256").update(email).digest("base64url");

/** How long a server process waits for the primary's answer before counting on its own. */
const CLUSTER_TIMEOUT_MS = 1_000;
/** After the shared store failed, how long limiters count in memory before asking it again (no wait per request meanwhile). */
const SHARED_STORE_RETRY_MS = 5_000;

export interface Throttling {
  readonly store: ThrottlingStore;
  /** The limiter of that name, created on first use with its rule (names are unique: one rule each). */
  limiter(name: string, rule: LimitRule): Limiter;
}

/**
 * The one rate-limiting mechanism (rate-limiter-flexible). When the shared store cannot answer
 * (Redis down, the cluster's primary gone or stuck), a limiter counts in this process's memory
 * instead: limits stay on, per process, and the shop keeps answering. Failing open would let a
 * guesser through exactly when the store is attacked or broken; failing closed would refuse
 * every sign-in for as long as Redis is down.
 */
export function createThrottling(options: { redis?: Redis; keyPrefix?: string; logger?: Logger; store?: ThrottlingStore } = {}): Throttling {
  const { redis, logger } = options;
  const store = options.store ?? throttlingStoreFor(redis);
  const keyPrefix = `${options.keyPrefix ?? "eb:"}throttle:`;
  const limiters = new Map<string, Limiter>();
  let sharedStoreFailing = false;
  let askSharedStoreAfter = 0;

  const create = (name: string, rule: LimitRule): Limiter => {
    const base = { points: rule.points, duration: rule.durationSeconds, keyPrefix: keyPrefix + name };
    // A back-off's limiters (`sign-in-account:gate`) count under the back-off's name.
    const refusals = throttled.labels({ limiter: name.split(":", 1)[0] });
    const local = new RateLimiterMemory(base);
    let shared: RateLimiterAbstract | undefined;
    if (store === "redis" && redis) {
      // Not ready (connecting, closed): straight to memory rather than queueing behind a dead socket.
      shared = new RateLimiterRedis({ ...base, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: local });
    } else if (store === "cluster") {
      shared = new RateLimiterCluster({ ...base, timeoutMs: CLUSTER_TIMEOUT_MS });
    }

    /** Runs an operation on the shared store, or on this process's memory when that store fails. */
    const run = async <T>(operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> => {
      if (!shared || Date.now() < askSharedStoreAfter) return operation(local);
      try {
        const result = await operation(shared);
        if (sharedStoreFailing) logger?.info({ store }, "throttling: shared store answers again");
        sharedStoreFailing = false;
        return result;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        if (!sharedStoreFailing) logger?.warn({ err: error, store }, "throttling: shared store unavailable, counting in this process");
        sharedStoreFailing = true;
        askSharedStoreAfter = Date.now() + SHARED_STORE_RETRY_MS;
        return operation(local);
      }
    };

    return {
      name,
      rule,
      async consume(key, points = 1) {
        try {
          const result = await run((limiter) => limiter.consume(key, points));
          return { allowed: true, retryAfterSeconds: 0, consumed: result.consumedPoints };
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          refusals.inc();
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)), consumed: error.consumedPoints };
        }
      },
      async refund(key, points = 1) {
        await run((limiter) => limiter.reward(key, points));
      },
      async block(key, seconds) {
        await run((limiter) => limiter.block(key, seconds));
      },
      async forget(key) {
        await run((limiter) => limiter.delete(key));
      },
    };
  };

  return {
    store,
    limiter(name, rule) {
      const existing = limiters.get(name);
      if (existing) {
        if (existing.rule.points !== rule.points || existing.rule.durationSeconds !== rule.durationSeconds) {
          throw new Error(`throttling: the limiter ${name} exists with another rule`);
        }
        return existing;
      }
      const limiter = create(name, rule);
      limiters.set(name, limiter);
      return limiter;
    },
  };
}

/**
 * In the primary process of a cluster: holds the counts of every server process's limiters
 * (created on their first message). Call once, before forking; harmless when Redis is used.
 */
export function serveThrottlingToWorkers(): void {
  new RateLimiterClusterMaster();
}
