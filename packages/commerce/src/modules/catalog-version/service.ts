import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/database.ts";
import { loadOnce } from "../../load-once.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { createCatalogVersionSource } from "./catalog-version.ts";
import { createCatalogueReadCache } from "./catalogue-read-cache.ts";

/**
 * The catalogue version (catalog-version.ts) and what this process caches under it
 * (catalogue-read-cache.ts), shared by the product and category services and the listings.
 */
export function createCatalogVersionService(database: Pick<DatabaseHandle, "db" | "listen">, logger?: Logger) {
  const source = createCatalogVersionSource(database, (error) => logger?.warn({ err: error }, "catalogue version: not listening, reading it per request"));
  const readCache = createCatalogueReadCache();
  const byScope = new WeakMap<ServiceScope, Promise<string>>();
  return {
    /** Current catalogue version (changes with every reindex). */
    current: () => source.current(),
    /**
     * The version a unit of work reads at: read once per scope, so every cached read of one
     * operation agrees. A failed read is not kept: a later call may try again.
     */
    of: (scope: ServiceScope): Promise<string> => loadOnce(byScope, scope, () => source.current()),
    /** Reads of this process at the current catalogue version (see catalogue-read-cache.ts). */
    readCache,
    /** Stops listening for catalogue versions (before the database is closed). */
    close: () => source.close(),
  };
}

export type CatalogVersionService = ReturnType<typeof createCatalogVersionService>;
