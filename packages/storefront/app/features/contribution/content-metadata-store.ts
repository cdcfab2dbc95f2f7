import type { ContentMetadataEntry } from "../../lib/apollo.ts";
import type { ContentMetadataStore } from "../../lib/load-context.ts";

/** One store per request on the server and one per page in the browser; an entry seen twice (same hash) is kept once. */
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
