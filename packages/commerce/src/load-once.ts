/** What `loadOnce` needs of a store: a Map, a WeakMap and an LRUCache all fit. */
interface PromiseStore<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): unknown;
}

/**
 * The value under `key`, loaded once: concurrent callers share the load in flight, later ones get
 * its result while the store keeps it, and a failed load is forgotten so the next caller tries again.
 */
export function loadOnce<K, V>(store: PromiseStore<K, V>, key: K, load: () => Promise<V>): Promise<V> {
  let value = store.get(key);
  if (!value) {
    value = load();
    store.set(key, value);
    value.catch(() => store.delete(key));
  }
  return value;
}
