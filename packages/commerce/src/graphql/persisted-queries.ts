import type { APQStore } from "@graphql-yoga/plugin-apq";
import type { Plugin } from "graphql-yoga";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

const REDIS_PREFIX = "eb:apq:";
/** Shared entries expire, so the shared store stays bounded however many hashes are sent. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

/**
 * Memory a string of this length may take: V8 keeps a string with any character beyond Latin-1
 * as UTF-16, two bytes a character. Counting that, the byte bound holds whatever is sent.
 */
export const stringBytes = (text: string): number => text.length * 2;

export interface PersistedQueryStore {
  /** For the APQ plugin: a hash it has checked against its query is only noted here, not yet known. */
  store: APQStore;
  /** Makes the noted hash of a query known once its document has parsed and validated. */
  plugin: Plugin;
}

/**
 * Automatic persisted queries (sha256 → query text). Always a bounded in-process LRU (its query
 * text at most `maxBytes`); with Redis, a shared second level so a query registered on one server
 * process is known to all. Only a query that parses and validates is registered: a hash for
 * anything else would be memory spent on a query that can never run.
 */
export function createPersistedQueryStore(maxBytes: number, redis?: Redis): PersistedQueryStore {
  const entryBytes = (query: string, hash: string) => stringBytes(query) + stringBytes(hash);
  const local = new LRUCache<string, string>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (query, hash) => entryBytes(query, hash) });
  // Hashes of queries on their way through validation (a few at a time), bounded the same way.
  const pending = new LRUCache<string, string>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (hash, query) => entryBytes(query, hash) });

  const register = async (hash: string, query: string) => {
    local.set(hash, query);
    if (redis) await redis.set(REDIS_PREFIX + hash, query, "EX", REDIS_TTL_SECONDS).catch(() => undefined);
  };

  return {
    store: {
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
      set(hash, query) {
        pending.set(query, hash);
      },
    },
    plugin: {
      onValidate: ({ params }) => {
        const query = params.documentAST.loc?.source.body;
        return ({ valid }) => {
          if (query === undefined) return;
          const hash = pending.get(query);
          if (hash === undefined) return;
          pending.delete(query);
          if (valid) return register(hash, query);
        };
      },
    },
  };
}
