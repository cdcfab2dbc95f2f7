import type { APQStore } from "@graphql-yoga/plugin-apq";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

const REDIS_PREFIX = "eb:apq:";
/** Shared entries expire, so the shared store stays bounded however many hashes are sent. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

/**
 * Automatic persisted queries (sha256 → query text). Always a bounded in-process LRU; with Redis,
 * a shared second level so a query registered on one server process is known to all.
 */
export function createPersistedQueryStore(maxEntries: number, redis?: Redis): APQStore {
  const local = new LRUCache<string, string>({ max: maxEntries });
  return {
    async get(hash) {
      const cached = local.get(hash);
      if (cached !== undefined || !redis) return cached;
      try {
        const shared = await redis.get(REDIS_PREFIX + hash);
        if (shared !== null) local.set(hash, shared);
        return shared;
      } catch {
        return undefined; // Redis down: the client re-sends the full query.
      }
    },
    async set(hash, query) {
      local.set(hash, query);
      if (redis) await redis.set(REDIS_PREFIX + hash, query, "EX", REDIS_TTL_SECONDS).catch(() => undefined);
    },
  };
}
