import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

export type ShowcaseKind = "newArrivals" | "currentOffers";

/** The most a showcase lists: a home page row or two, not a listing (those are paginated). */
export const MAX_SHOWCASE = 12;

/**
 * The home page's showcases, read from the listing index (one row per listed product) so they
 * follow what listings show: only listed products, and only those in stock (a featured product
 * the shopper cannot buy is a dead end). Ties are broken by id, so a showcase is stable.
 */
export function createShowcaseService(db: Kysely<Database>, deps: { catalogVersion: CatalogVersionService; products: ProductService }) {
  const ids = {
    /** Most recently added first: the `newest` sort of listings. */
    async newArrivals(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("product_index")
        .select("product_id")
        .where("in_stock", "=", 1)
        .orderBy("created_at", "desc")
        .orderBy("product_id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => row.product_id);
    },

    /**
     * On sale: a special price below the regular price, on a simple product or on a
     * configurable's variants (a tier price for quantity is not an offer). Bundles and grouped
     * products are left out: their price depends on the shopper's choices, so a card cannot
     * show the reduction truthfully. The largest reduction first, then the newest.
     */
    async currentOffers(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("product_index as i")
        .innerJoin("product as listed", "listed.id", "i.product_id")
        .innerJoin("product as sold", (join) => join.on((eb) => eb.or([eb("sold.id", "=", eb.ref("i.product_id")), eb("sold.parent_id", "=", eb.ref("i.product_id"))])))
        .select(["i.product_id", sql<number>`max(1.0 - 1.0 * sold.special_price_cents / sold.price_cents)`.as("reduction"), "i.created_at"])
        .where("i.in_stock", "=", 1)
        .where("listed.type", "in", ["simple", "configurable"])
        .where("sold.is_active", "=", 1)
        .where("sold.special_price_cents", "is not", null)
        .where(sql<boolean>`sold.special_price_cents < sold.price_cents`)
        .groupBy(["i.product_id", "i.created_at"])
        .orderBy("reduction", "desc")
        .orderBy("i.created_at", "desc")
        .orderBy("i.product_id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => row.product_id);
    },
  };
  return {
    /**
     * A showcase's products (at most MAX_SHOWCASE, default 4), read once per catalogue version and
     * size: every home page asks the same.
     */
    async products(scope: ServiceScope, kind: ShowcaseKind, limit?: number | null): Promise<ProductRecord[]> {
      const wanted = Math.min(MAX_SHOWCASE, Math.max(0, Math.trunc(limit ?? 4)));
      if (wanted === 0) return [];
      const version = await deps.catalogVersion.of(scope);
      const chosen = await deps.catalogVersion.readCache.single(version, `showcase:${kind}:${wanted}`, () => ids[kind](wanted));
      return deps.products.byIds(scope, chosen);
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
