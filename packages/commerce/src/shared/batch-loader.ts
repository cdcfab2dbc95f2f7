/**
 * Collects the keys asked for while GraphQL resolves one level of a response (all the products
 * of a page ask for their variants in the same turn) and loads them with one call. Results are
 * memoised for the loader's life: one GraphQL operation.
 */
export class BatchLoader<K, V> {
  private readonly results = new Map<K, Promise<V>>();
  private pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: (key: K) => V,
  ) {}

  load(key: K): Promise<V> {
    let result = this.results.get(key);
    if (!result) {
      result = new Promise<V>((resolve, reject) => this.pending.push({ key, resolve, reject }));
      this.results.set(key, result);
      this.schedule();
    }
    return result;
  }

  loadAll(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  /** Stores a value loaded another way (e.g. variants read with their parent). */
  prime(key: K, value: V): void {
    if (!this.results.has(key)) this.results.set(key, Promise.resolve(value));
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after every pending promise callback: sibling resolvers have all asked.
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.pending;
      this.pending = [];
      this.loadMany(batch.map((entry) => entry.key)).then(
        (values) => {
          for (const entry of batch) entry.resolve(values.has(entry.key) ? values.get(entry.key)! : this.missing(entry.key));
        },
        (error: unknown) => {
          // A failed load is not memoised: a later field may try again.
          for (const entry of batch) {
            this.results.delete(entry.key);
            entry.reject(error);
          }
        },
      );
    });
  }
}
