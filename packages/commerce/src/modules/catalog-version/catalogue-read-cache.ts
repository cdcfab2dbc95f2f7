import { LRUCache } from "lru-cache";
import { outsideRequestDeadline } from "../../db/request-deadline.ts";

/**
 * What this process has read of the catalogue, keyed by the catalogue version (see
 * listing/product-index.ts): a product page or listing read again at the same version costs no query,
 * and the first read after any change (which moves the version on) goes to the database. Values
 * are shared between requests, so they are never modified once loaded.
 */
export interface CatalogueReadCache {
  /** Values for `keys`, reading the missing ones with `load` (absent keys are remembered too). */
  load<K extends string | number, V>(version: string, kind: string, keys: K[], load: (keys: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>>;
  /** One value per version (dictionaries). */
  single<V>(version: string, kind: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

const ABSENT = Symbol("absent");

export function createCatalogueReadCache(maxEntries = 50_000): CatalogueReadCache {
  const entries = new LRUCache<string, { value: unknown }>({ max: maxEntries });
  const singles = new Map<string, { version: string; value: Promise<unknown> }>();

  return {
    async load(version, kind, keys, load) {
      const found = new Map();
      const missing: typeof keys = [];
      for (const key of keys) {
        const entry = entries.get(`${version}|${kind}|${key}`);
        if (!entry) missing.push(key);
        else if (entry.value !== ABSENT) found.set(key, entry.value);
      }
      if (missing.length) {
        const loaded = await load(missing);
        for (const key of missing) {
          const value = loaded.get(key);
          entries.set(`${version}|${kind}|${key}`, { value: value === undefined ? ABSENT : value });
          if (value !== undefined) found.set(key, value);
        }
      }
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
    clear() {
      entries.clear();
      singles.clear();
    },
  };
}
