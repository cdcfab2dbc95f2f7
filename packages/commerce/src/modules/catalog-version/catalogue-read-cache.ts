import { LRUCache } from "lru-cache";
import { outsideRequestDeadline } from "../../db/request-deadline.ts";

/**
 * What this process has read of the catalogue, keyed by the catalogue version (see
 * listing/product-index.ts): a product page or listing read again at the same version costs no query,
 * and the first read after any change that moves the version on goes to the database. Values
 * are shared between requests, so they are never modified once loaded.
 *
 * Stock changes do not move the version (modules/stock): the few entries that carry a product's
 * stock are forgotten instead (`forget`), whatever version they were read at. A read that was
 * in flight when its key was forgotten answers its own caller but is not kept: it may have read
 * the row before the change.
 */
export interface CatalogueReadCache {
  /**
   * Values for `keys`, reading the missing ones with `load` (absent keys are remembered too); a key
   * another request is reading at this moment is waited for, not read twice.
   */
  load<K extends string | number, V>(version: string, kind: string, keys: K[], load: (keys: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>>;
  /** One value per version (dictionaries). */
  single<V>(version: string, kind: string, load: () => Promise<V>): Promise<V>;
  /**
   * Drops the entries of `kind` under these keys, at every version. Without `keys`: every entry
   * of the kind, and the single values named `kind` or `kind:…`.
   */
  forget(kind: string, keys?: readonly (string | number)[]): void;
  clear(): void;
}

const ABSENT = Symbol("absent");
/** Forgotten keys remembered at most; past that the whole cache is emptied (a rare, safe reset). */
const MAX_FORGOTTEN = 100_000;

export function createCatalogueReadCache(maxEntries = 50_000): CatalogueReadCache {
  /** `loadedAt`: the clock when its read started; valid while no forget of its key came later. */
  const entries = new LRUCache<string, { value: unknown; loadedAt: number }>({ max: maxEntries });
  const singles = new Map<string, { version: string; value: Promise<unknown> }>();
  /** Reads under way, per entry key, with the clock they started at. */
  const inFlight = new Map<string, { startedAt: number; value: Promise<unknown> }>();
  // A logical clock ticked by every forget: an entry read before its key's last forget is stale.
  let clock = 0;
  const forgottenKeys = new Map<string, number>();
  const forgottenKinds = new Map<string, number>();
  /** When forgotten keys were last dropped: everything read before is as good as forgotten. */
  let resetAt = 0;
  const forgottenAt = (kind: string, key: string | number) =>
    Math.max(forgottenKeys.get(`${kind}|${key}`) ?? 0, forgottenKinds.get(kind) ?? 0, resetAt);

  return {
    async load(version, kind, keys, load) {
      const found = new Map();
      const missing: typeof keys = [];
      // Keys another request is reading now: the page's concurrent operations (route, page,
      // related products) ask for the same product at once, and read it once.
      const waiting: [key: (typeof keys)[number], value: Promise<unknown>][] = [];
      for (const key of keys) {
        const cacheKey = `${version}|${kind}|${key}`;
        const entry = entries.get(cacheKey);
        if (entry && entry.loadedAt >= forgottenAt(kind, key)) {
          if (entry.value !== ABSENT) found.set(key, entry.value);
          continue;
        }
        const reading = inFlight.get(cacheKey);
        if (reading && reading.startedAt >= forgottenAt(kind, key)) waiting.push([key, reading.value]);
        else missing.push(key);
      }
      if (missing.length) {
        const startedAt = clock;
        const loading = load(missing);
        const readings = missing.map((key) => {
          const value = loading.then((loaded) => loaded.get(key));
          value.catch(() => undefined);
          const reading = { startedAt, value };
          inFlight.set(`${version}|${kind}|${key}`, reading);
          return reading;
        });
        try {
          const loaded = await loading;
          for (const key of missing) {
            const value = loaded.get(key);
            if (forgottenAt(kind, key) <= startedAt) entries.set(`${version}|${kind}|${key}`, { value: value === undefined ? ABSENT : value, loadedAt: startedAt });
            if (value !== undefined) found.set(key, value);
          }
        } finally {
          missing.forEach((key, index) => {
            const cacheKey = `${version}|${kind}|${key}`;
            if (inFlight.get(cacheKey) === readings[index]) inFlight.delete(cacheKey);
          });
        }
      }
      const retry: typeof keys = [];
      for (const [key, value] of waiting) {
        try {
          const shared = await value;
          if (shared !== undefined) found.set(key, shared);
        } catch {
          // The other request's read failed (its deadline, say): this one reads for itself.
          retry.push(key);
        }
      }
      if (retry.length) for (const [key, value] of await load(retry)) found.set(key, value);
      return found;
    },
    single(version, kind, load) {
      const current = singles.get(kind);
      if (current && current.version === version) return current.value as ReturnType<typeof load>;
      // Shared by every request asking for it: not cut short by the deadline of the first.
      const value = outsideRequestDeadline(load);
      singles.set(kind, { version, value });
      value.catch(() => singles.delete(kind));
      return value;
    },
    forget(kind, keys) {
      clock += 1;
      if (!keys) {
        forgottenKinds.set(kind, clock);
        for (const name of [...singles.keys()]) if (name === kind || name.startsWith(`${kind}:`)) singles.delete(name);
      }
      else for (const key of keys) forgottenKeys.set(`${kind}|${key}`, clock);
      if (forgottenKeys.size > MAX_FORGOTTEN) {
        // Forgetting the forgets would revive stale entries: empty the cache with them.
        entries.clear();
        forgottenKeys.clear();
        resetAt = clock;
      }
    },
    clear() {
      entries.clear();
      singles.clear();
    },
  };
}
