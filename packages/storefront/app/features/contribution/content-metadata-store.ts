import type { ContentMetadataEntry } from "../../lib/apollo.ts";

/**
 * Content metadata: entries (type, id, hash) collected from the extensions of every
 * GraphQL response, so contribution tools can tell which content a page shows. Duplicates are
 * ignored by hash; entries are looked up by type and id.
 */
export interface ContentMetadataStore {
  add(entries: readonly ContentMetadataEntry[]): void;
  /** Every entry for that type and id, in the order first seen. */
  find(type: string, id: string): ContentMetadataEntry[];
  all(): ContentMetadataEntry[];
  subscribe(listener: () => void): () => void;
  /** Changes whenever an entry is added (for useSyncExternalStore). */
  version(): number;
}

export function createContentMetadataStore(initial: readonly ContentMetadataEntry[] = []): ContentMetadataStore {
  const byHash = new Map<string, ContentMetadataEntry>();
  const byKey = new Map<string, ContentMetadataEntry[]>();
  const listeners = new Set<() => void>();
  let version = 0;
  const key = (type: string, id: string) => `${type}\u0000${id}`;

  const insert = (entry: ContentMetadataEntry) => {
    if (byHash.has(entry.hash)) return false;
    const stored = { type: entry.type, id: entry.id, hash: entry.hash };
    byHash.set(stored.hash, stored);
    const list = byKey.get(key(stored.type, stored.id));
    if (list) list.push(stored);
    else byKey.set(key(stored.type, stored.id), [stored]);
    return true;
  };
  for (const entry of initial) insert(entry);

  return {
    add(entries) {
      let changed = false;
      for (const entry of entries) changed = insert(entry) || changed;
      if (!changed) return;
      version++;
      for (const listener of listeners) listener();
    },
    find: (type, id) => [...(byKey.get(key(type, id)) ?? [])],
    all: () => [...byHash.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}
