import { type Kysely, type Transaction, sql } from "kysely";
import type { Database, ProductListingTable, ProductListingValueTable, ProductType } from "../../db/schema.ts";
import { nameSortKey } from "../../shared/text-folding.ts";
import { inclTaxCents } from "../pricing/money.ts";
import { reindexSearch } from "../search/search-index.ts";
import { bumpCatalogVersion } from "../catalog-version/catalog-version.ts";
import { chunked } from "../../shared/chunked.ts";
import { type ProductFamilyTree, type SummaryProduct, isInStock, summarisePrices } from "../product/product-summary.ts";
import { CATALOG_ROOT_ID, DEFAULT_CATEGORY_ID } from "../category/service.ts";

/**
 * The listing index: derived tables that category pages read (see migration 0003 and
 * docs/decisions/008-product-listing-index.md). `reindexProducts` rebuilds the rows of the
 * products it is given (and of the products sold through them: parents of variants, grouped
 * products and bundles containing them), then moves the catalogue version on, which retires every
 * cached listing. Whatever changes a product — seed, import, a price or text edit — calls it.
 * The search index (modules/search) is rewritten for the same products on the way. Stock changes
 * do not: modules/stock updates the `in_stock` (and price) columns of the products whose
 * availability flipped in place, with `listedStates` (the same rule), and every process patches
 * what it holds from the stock-change feed, without a new catalogue version.
 */

interface CategoryPlacement {
  /** Listing categories of a linked category: itself and its ancestors below the default category. */
  listedIn: number[];
  /** Depth-first rank of the category in the tree (siblings by position). */
  rank: number;
}

async function loadCategoryPlacements(db: Kysely<Database>): Promise<Map<number, CategoryPlacement>> {
  const rows = await db.selectFrom("category").select(["id", "parent_id", "path", "position"]).execute();
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const placements = new Map<number, CategoryPlacement>();
  let rank = 0;
  const visit = (parentId: number | null) => {
    const siblings = (children.get(parentId) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    for (const row of siblings) {
      const ids = row.path.split("/").map(Number);
      placements.set(row.id, {
        listedIn: ids.filter((id) => id !== CATALOG_ROOT_ID && id !== DEFAULT_CATEGORY_ID && Number.isInteger(id)),
        rank: rank++,
      });
      visit(row.id);
    }
  };
  visit(null);
  return placements;
}

interface IndexRows {
  index: Database["product_index"][];
  listing: ProductListingTable[];
  values: ProductListingValueTable[];
}

/** Products whose index rows depend on the given ones: themselves, their parents and containers. */
export async function affectedTopLevelIds(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  const affected = new Set<number>(ids);
  for (const chunk of chunked(ids, 500)) {
    const parents = await db.selectFrom("product").select("parent_id").where("id", "in", chunk).where("parent_id", "is not", null).execute();
    for (const row of parents) affected.add(row.parent_id!);
  }
  const members = [...affected];
  for (const chunk of chunked(members, 500)) {
    const grouped = await db.selectFrom("product_link").select("product_id").where("linked_product_id", "in", chunk).execute();
    for (const row of grouped) affected.add(row.product_id);
    const bundles = await db
      .selectFrom("product_bundle_selection as s")
      .innerJoin("product_bundle_option as o", "o.id", "s.option_id")
      .select("o.product_id")
      .where("s.product_id", "in", chunk)
      .execute();
    for (const row of bundles) affected.add(row.product_id);
  }
  const topLevel: number[] = [];
  for (const chunk of chunked([...affected], 500)) {
    const rows = await db.selectFrom("product").select("id").where("id", "in", chunk).where("parent_id", "is", null).execute();
    topLevel.push(...rows.map((row) => row.id));
  }
  return topLevel.sort((a, b) => a - b);
}

/** What a listed product's availability and listing price are computed from (besides itself). */
interface FamilyParts {
  variantsById: Map<number, { type: ProductType; price_cents: number | null; special_price_cents: number | null; stock_qty: number; variant_value: string | null }[]>;
  groupedById: Map<number, SummaryProduct[]>;
  bundleById: Map<number, Map<number, ProductFamilyTree["bundleOptions"][number]>>;
}

type SummaryRow = { type: ProductType; price_cents: number | null; special_price_cents: number | null; stock_qty: number };

const summaryOf = (row: SummaryRow): SummaryProduct => ({
  type: row.type,
  priceCents: row.price_cents,
  specialPriceCents: row.special_price_cents,
  stockQty: row.stock_qty,
});

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The variants, grouped items and bundle choices of listed products, in one query each. */
async function loadFamilyParts(db: Kysely<Database>, listedIds: number[]): Promise<FamilyParts> {
  const [variants, grouped, bundleSelections] = await Promise.all([
    db
      .selectFrom("product")
      .select(["parent_id", "type", "price_cents", "special_price_cents", "stock_qty", "variant_value"])
      .where("parent_id", "in", listedIds)
      .where("is_active", "=", 1)
      .execute(),
    db
      .selectFrom("product_link as l")
      .innerJoin("product as p", "p.id", "l.linked_product_id")
      .select(["l.product_id as owner_id", "p.type", "p.price_cents", "p.special_price_cents", "p.stock_qty"])
      .where("l.product_id", "in", listedIds)
      .where("l.type", "=", "grouped")
      .where("p.is_active", "=", 1)
      .execute(),
    db
      .selectFrom("product_bundle_option as o")
      .leftJoin("product_bundle_selection as s", "s.option_id", "o.id")
      .leftJoin("product as p", (join) => join.onRef("p.id", "=", "s.product_id").on("p.is_active", "=", 1))
      .select([
        "o.product_id as owner_id",
        "o.id as option_id",
        "o.type as option_type",
        "o.is_required",
        "o.position as option_position",
        "s.default_qty",
        "s.position as selection_position",
        "p.id as selection_product_id",
        "p.type",
        "p.price_cents",
        "p.special_price_cents",
        "p.stock_qty",
      ])
      .where("o.product_id", "in", listedIds)
      .orderBy("o.product_id")
      .orderBy("o.position")
      .orderBy("o.id")
      .orderBy("s.position")
      .orderBy("s.id")
      .execute(),
  ]);
  const parts: FamilyParts = { variantsById: new Map(), groupedById: new Map(), bundleById: new Map() };
  for (const row of variants) push(parts.variantsById, row.parent_id!, row);
  for (const row of grouped) push(parts.groupedById, row.owner_id, summaryOf(row));
  for (const row of bundleSelections) {
    const options = parts.bundleById.get(row.owner_id) ?? new Map();
    parts.bundleById.set(row.owner_id, options);
    const option = options.get(row.option_id) ?? { isRequired: row.is_required === 1, type: row.option_type, selections: [] };
    options.set(row.option_id, option);
    if (row.selection_product_id !== null && row.type !== null) {
      option.selections.push({
        product: summaryOf({ type: row.type, price_cents: row.price_cents, special_price_cents: row.special_price_cents, stock_qty: row.stock_qty ?? 0 }),
        defaultQty: row.default_qty ?? 1,
      });
    }
  }
  return parts;
}

const familyTreeOf = (product: SummaryRow & { id: number }, parts: FamilyParts): ProductFamilyTree => ({
  product: summaryOf(product),
  variants: (parts.variantsById.get(product.id) ?? []).map(summaryOf),
  groupedItems: parts.groupedById.get(product.id) ?? [],
  bundleOptions: [...(parts.bundleById.get(product.id)?.values() ?? [])],
});

/** What the listing index says of a listed product's availability and price: one rule, product-summary.ts. */
export interface ListedState {
  /** product_index.in_stock: 1 or 0. */
  inStock: number;
  /** product_index.price_cents: the lowest final price incl. VAT. */
  priceCents: number;
}

const listedStateOf = (tree: ProductFamilyTree): ListedState => ({
  inStock: isInStock(tree) ? 1 : 0,
  priceCents: inclTaxCents(summarisePrices(tree).minCents),
});

/**
 * The listed state of these products (ids of listed products: top-level, active, visible; others
 * are left out) as the index would be rebuilt with now, read on `db` (a transaction sees its
 * own writes). What a stock change compares the index with.
 */
export async function listedStates(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ListedState>> {
  const states = new Map<number, ListedState>();
  for (const chunk of chunked([...ids], 500)) {
    const products = await db
      .selectFrom("product")
      .select(["id", "type", "price_cents", "special_price_cents", "stock_qty"])
      .where("id", "in", chunk)
      .where("parent_id", "is", null)
      .where("is_active", "=", 1)
      .where("is_visible", "=", 1)
      .execute();
    if (products.length === 0) continue;
    const parts = await loadFamilyParts(
      db,
      products.map((product) => product.id),
    );
    for (const product of products) states.set(product.id, listedStateOf(familyTreeOf(product, parts)));
  }
  return states;
}

async function buildRows(db: Kysely<Database>, ids: number[], placements: Map<number, CategoryPlacement>): Promise<IndexRows> {
  const rows: IndexRows = { index: [], listing: [], values: [] };
  const products = await db
    .selectFrom("product")
    .select([
      "id",
      "type",
      "family",
      "is_visible",
      "is_active",
      "configurable_attribute",
      "price_cents",
      "special_price_cents",
      "stock_qty",
      "origin_country",
      "is_organic",
      "created_at",
    ])
    .where("id", "in", ids)
    .where("parent_id", "is", null)
    .where("is_active", "=", 1)
    .where("is_visible", "=", 1)
    .execute();
  if (products.length === 0) return rows;
  const listedIds = products.map((product) => product.id);

  const [names, parts, labels, links] = await Promise.all([
    db.selectFrom("product_translation").select(["product_id", "language", "name"]).where("product_id", "in", listedIds).execute(),
    loadFamilyParts(db, listedIds),
    db.selectFrom("product_label").select(["product_id", "code"]).where("product_id", "in", listedIds).execute(),
    db.selectFrom("product_category").select(["product_id", "category_id", "position"]).where("product_id", "in", listedIds).execute(),
  ]);

  const namesById = new Map<number, { fr?: string; en?: string }>();
  for (const row of names) namesById.set(row.product_id, { ...namesById.get(row.product_id), [row.language]: row.name });
  const labelsById = new Map<number, string[]>();
  for (const row of labels) push(labelsById, row.product_id, row.code);
  const linksById = new Map<number, typeof links>();
  for (const row of links) push(linksById, row.product_id, row);

  for (const product of products) {
    const productVariants = parts.variantsById.get(product.id) ?? [];
    const { inStock, priceCents } = listedStateOf(familyTreeOf(product, parts));
    const name = namesById.get(product.id) ?? {};
    const nameFr = nameSortKey(name.fr ?? name.en ?? "");
    const nameEn = nameSortKey(name.en ?? name.fr ?? "");
    const origin = product.origin_country ?? "";
    rows.index.push({
      product_id: product.id,
      family: product.family,
      in_stock: inStock,
      is_organic: product.is_organic,
      origin_country: product.origin_country,
      price_cents: priceCents,
      created_at: product.created_at,
      name_fr: nameFr,
      name_en: nameEn,
    });

    // Position in each listing category: a direct link's own position; through a sub-category,
    // the sub-category's place in the tree first, then the position there.
    const positions = new Map<number, number>();
    for (const link of linksById.get(product.id) ?? []) {
      const placement = placements.get(link.category_id);
      if (!placement) continue;
      for (const categoryId of placement.listedIn) {
        const position =
          categoryId === link.category_id ? link.position : (placement.rank + 1) * 1_000_000 + Math.min(link.position, 999_999);
        const current = positions.get(categoryId);
        if (current === undefined || position < current) positions.set(categoryId, position);
      }
    }

    const attributeValues: [string, string][] = (labelsById.get(product.id) ?? []).map((code) => ["labels", code]);
    if (product.type === "configurable" && product.configurable_attribute) {
      for (const value of new Set(productVariants.map((variant) => variant.variant_value).filter((value): value is string => !!value))) {
        attributeValues.push([product.configurable_attribute, value]);
      }
    }

    for (const [categoryId, position] of positions) {
      rows.listing.push({
        category_id: categoryId,
        product_id: product.id,
        position,
        price_cents: priceCents,
        name_fr: nameFr,
        name_en: nameEn,
        created_at: product.created_at,
        in_stock: inStock,
        is_organic: product.is_organic,
        family: product.family,
        origin_country: origin,
      });
      for (const [attribute, value] of attributeValues) {
        rows.values.push({ category_id: categoryId, attribute, value, product_id: product.id });
      }
    }
  }
  return rows;
}

async function replaceRows(trx: Transaction<Database>, ids: number[], rows: IndexRows): Promise<void> {
  await trx.deleteFrom("product_listing_value").where("product_id", "in", ids).execute();
  await trx.deleteFrom("product_listing").where("product_id", "in", ids).execute();
  await trx.deleteFrom("product_index").where("product_id", "in", ids).execute();
  // Rows per statement stay well under SQLite's 32,766 bound parameters.
  for (const chunk of chunked(rows.index, 1000)) await trx.insertInto("product_index").values(chunk).execute();
  for (const chunk of chunked(rows.listing, 1000)) await trx.insertInto("product_listing").values(chunk).execute();
  for (const chunk of chunked(rows.values, 2000)) await trx.insertInto("product_listing_value").values(chunk).execute();
}

/**
 * Rebuilds the listing index of the given products (ids of any products: variants and items
 * bring their parents and containers along), or of the whole catalogue with `"all"`. A deleted
 * product's links are gone with it: pass the ids of the ranges and kits that held it too.
 * Returns the number of listed products written.
 */
export async function reindexProducts(
  db: Kysely<Database>,
  ids: readonly number[] | "all",
  options: { chunkSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const chunkSize = options.chunkSize ?? 500;
  let topLevel: number[];
  if (ids === "all") {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("product_listing_value").execute();
      await trx.deleteFrom("product_listing").execute();
      await trx.deleteFrom("product_index").execute();
    });
    const rows = await db.selectFrom("product").select("id").where("parent_id", "is", null).orderBy("id").execute();
    topLevel = rows.map((row) => row.id);
  } else {
    if (ids.length === 0) return 0;
    topLevel = await affectedTopLevelIds(db, [...ids]);
    // A deleted product is no longer top-level, so the loop below would not clear its rows.
    const listed = new Set(topLevel);
    const gone = ids.filter((id) => !listed.has(id));
    if (gone.length) await db.transaction().execute((trx) => replaceRows(trx, gone, { index: [], listing: [], values: [] }));
  }
  const placements = await loadCategoryPlacements(db);
  let written = 0;
  let done = 0;
  for (const chunk of chunked(topLevel, chunkSize)) {
    const rows = await buildRows(db, chunk, placements);
    await db.transaction().execute((trx) => replaceRows(trx, chunk, rows));
    written += rows.index.length;
    done += chunk.length;
    options.onProgress?.(done, topLevel.length);
  }
  // Search documents follow the same products (deleted ones, no longer top-level, included).
  await reindexSearch(db, ids === "all" ? "all" : [...new Set([...ids, ...topLevel])]);
  await bumpCatalogVersion(db);
  return written;
}

/** Listing rows of a category, for tests and diagnostics: how many listed products it holds. */
export async function listedProductCount(db: Kysely<Database>, categoryId: number): Promise<number> {
  const { n } = await db
    .selectFrom("product_listing")
    .select(sql<number>`count(*)`.as("n"))
    .where("category_id", "=", categoryId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
