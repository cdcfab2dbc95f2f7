import cluster from "node:cluster";
import type { APQStore } from "@graphql-yoga/plugin-apq";
import type { Plugin } from "graphql-yoga";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/** Shared entries expire, so the shared store stays bounded however many hashes are sent. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;
/** The cluster channel's messages about persisted queries. */
const CLUSTER_MESSAGE = "eb:persisted-query";
/** How long a server process waits for the primary: past it, the hash is unknown and the client re-sends the query. */
const PRIMARY_TIMEOUT_MS = 250;

/**
 * Memory a string of this length may take: V8 keeps a string with any character beyond Latin-1
 * as UTF-16, two bytes a character. Counting that, the byte bound holds whatever is sent.
 */
export const stringBytes = (text: string): number => text.length * 2;

const entryBytes = (query: string, hash: string) => stringBytes(query) + stringBytes(hash);
/** An LRU of hash → query text holding at most `maxBytes` of text. */
const boundedQueries = (maxBytes: number) =>
  new LRUCache<string, string>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (query, hash) => entryBytes(query, hash) });

/** Where the processes of the shop share registered queries; a failure answers "unknown". */
export interface SharedQueries {
  get(hash: string): Promise<string | undefined>;
  set(hash: string, query: string): Promise<void>;
}

/** Through Redis: every process of every machine. */
export function sharedThroughRedis(redis: Redis, keyPrefix = "eb:"): SharedQueries {
  const prefix = `${keyPrefix}apq:`;
  return {
    async get(hash) {
      try {
        return (await redis.get(prefix + hash)) ?? undefined;
      } catch {
        return undefined; // Redis down: the client re-sends the full query.
      }
    },
    async set(hash, query) {
      await redis.set(prefix + hash, query, "EX", REDIS_TTL_SECONDS).catch(() => undefined);
    },
  };
}

type ClusterMessage =
  | { type: typeof CLUSTER_MESSAGE; op: "get"; id: number; hash: string }
  | { type: typeof CLUSTER_MESSAGE; op: "set"; hash: string; query: string }
  | { type: typeof CLUSTER_MESSAGE; op: "found"; id: number; query: string | null };

const isClusterMessage = (message: unknown): message is ClusterMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === CLUSTER_MESSAGE;

/**
 * In a server process of `npm start` without Redis: the cluster's primary holds the machine's
 * queries (`servePersistedQueriesToWorkers`), asked over the cluster channel. An answer that does
 * not come in time, or a primary that is gone, counts as "unknown".
 */
export function sharedThroughPrimary(): SharedQueries {
  let nextId = 0;
  const waiting = new Map<number, (query: string | undefined) => void>();
  process.on("message", (message: unknown) => {
    if (!isClusterMessage(message) || message.op !== "found") return;
    waiting.get(message.id)?.(message.query ?? undefined);
  });
  const send = (message: ClusterMessage) =>
    new Promise<boolean>((resolve) => {
      if (!process.send || !process.connected) return resolve(false);
      process.send(message, undefined, {}, (error) => resolve(!error));
    });
  return {
    get(hash) {
      return new Promise((resolve) => {
        const id = ++nextId;
        const timer = setTimeout(() => answer(undefined), PRIMARY_TIMEOUT_MS);
        timer.unref();
        function answer(query: string | undefined) {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(query);
        }
        waiting.set(id, answer);
        void send({ type: CLUSTER_MESSAGE, op: "get", id, hash }).then((sent) => (sent ? undefined : answer(undefined)));
      });
    },
    async set(hash, query) {
      await send({ type: CLUSTER_MESSAGE, op: "set", hash, query });
    },
  };
}

/**
 * In the cluster's primary: the machine's registered queries, in an LRU bounded in bytes like a
 * server process's own, answering the server processes' questions. Call once, before forking.
 */
export function servePersistedQueriesToWorkers(maxBytes: number): void {
  const queries = boundedQueries(maxBytes);
  cluster.on("message", (worker, message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.op === "set") queries.set(message.hash, message.query);
    else if (message.op === "get" && worker.isConnected()) {
      // A worker going away may miss its answer: the callback takes the send error.
      worker.send({ type: CLUSTER_MESSAGE, op: "found", id: message.id, query: queries.get(message.hash) ?? null } satisfies ClusterMessage, () => undefined);
    }
  });
}

export interface PersistedQueryStore {
  /** For the APQ plugin: a hash it has checked against its query is only noted here, not yet known. */
  store: APQStore;
  /** Makes the noted hash of a query known once its document has parsed and validated. */
  plugin: Plugin;
}

/**
 * Automatic persisted queries (sha256 → query text). Always a bounded in-process LRU (its query
 * text at most `maxBytes`); in front of a shared second level when the shop runs as several
 * processes (Redis, or the cluster's primary), so a query registered on one server process is
 * known to all. Only a query that parses and validates is registered: a hash for anything else
 * would be memory spent on a query that can never run.
 */
export function createPersistedQueryStore(maxBytes: number, shared?: SharedQueries): PersistedQueryStore {
  const local = boundedQueries(maxBytes);
  // Hashes of queries on their way through validation (a few at a time), bounded the same way.
  const pending = new LRUCache<string, string>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (hash, query) => entryBytes(query, hash) });

  const register = async (hash: string, query: string) => {
    local.set(hash, query);
    await shared?.set(hash, query);
  };

  return {
    store: {
      async get(hash) {
        const cached = local.get(hash);
        if (cached !== undefined || !shared) return cached;
        const query = await shared.get(hash);
        if (query !== undefined) local.set(hash, query);
        return query;
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
