import { chunked } from "../../shared/chunked.ts";
import { type Kysely, sql } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { ExtraCostSource } from "../pricing/product-prices.ts";
import type { Localised } from "./product-attributes.ts";
import type { AttributeOptionRecord, BundleOptionRecord, CustomOptionRecord, ProductRecord, TierPriceRecord } from "./product-records.ts";

/**
 * Reads products from the source tables, many at a time (the per-request loaders batch the ids
 * of a whole page into one query per kind of data). Only active products are ever returned.
 */

/** `{"fr","en"}` JSON of option titles; a damaged value reads as empty rather than failing a page. */
export function parseLocalised(json: string): Localised {
  try {
    const value = JSON.parse(json) as Partial<Localised>;
    return { fr: String(value.fr ?? value.en ?? ""), en: String(value.en ?? value.fr ?? "") };
  } catch {
    return { fr: "", en: "" };
  }
}

function extraCostOf(row: { extra_cost_type: string | null; extra_cost_cents: number | null; extra_cost_rate_bp: number | null }): ExtraCostSource | null {
  if (row.extra_cost_type === "fixed" && row.extra_cost_cents !== null) return { type: "fixed", cents: row.extra_cost_cents };
  if (row.extra_cost_type === "percentage" && row.extra_cost_rate_bp !== null) return { type: "percentage", rateBp: row.extra_cost_rate_bp };
  return null;
}

/** Whether a lookup key is free of control characters (no sku or url key has any; PostgreSQL refuses NUL). */
export function hasNoControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function createProductRepository(db: Kysely<Database>) {
  const productsWithTranslations = () =>
    db
      .selectFrom("product as p")
      .leftJoin("product_translation as t", "t.product_id", "p.id")
      .select([
        "p.id",
        "p.sku",
        "p.type",
        "p.family",
        "p.parent_id",
        "p.is_visible",
        "p.configurable_attribute",
        "p.variant_value",
        "p.position",
        "p.price_cents",
        "p.special_price_cents",
        "p.stock_qty",
        "p.weight_grams",
        "p.is_virtual",
        "p.botanical_name",
        "p.origin_country",
        "p.cas_number",
        "p.is_organic",
        "p.technical",
        "p.palette",
        "p.created_at",
        "p.updated_at",
        "t.language",
        "t.name",
        "t.short_description",
        "t.description",
        "t.url_key",
        "t.origin_region",
        "t.specificity",
        "t.meta_title",
        "t.meta_description",
        "t.updated_at as translation_updated_at",
      ])
      .where("p.is_active", "=", 1);

  type Row = Awaited<ReturnType<ReturnType<typeof productsWithTranslations>["execute"]>>[number];

  /** One record per product from its translation rows (the wanted language, else any). */
  const toRecords = (rows: Row[], language: ContentLanguage): ProductRecord[] => {
    const records: ProductRecord[] = [];
    for (const group of groupBy(rows, (row) => row.id).values()) {
      const row = group.find((candidate) => candidate.language === language) ?? group[0];
      const urlKeys: Partial<Record<ContentLanguage, string>> = {};
      for (const translation of group) if (translation.language && translation.url_key) urlKeys[translation.language] = translation.url_key;
      const updatedAt = [row.updated_at, ...group.map((translation) => translation.translation_updated_at ?? "")].sort().at(-1)!;
      records.push({
        id: row.id,
        sku: row.sku,
        type: row.type,
        family: row.family,
        parentId: row.parent_id,
        isVisible: row.is_visible === 1,
        configurableAttribute: row.configurable_attribute,
        variantValue: row.variant_value,
        position: row.position,
        priceCents: row.price_cents,
        specialPriceCents: row.special_price_cents,
        stockQty: row.stock_qty,
        weightGrams: row.weight_grams,
        isVirtual: row.is_virtual === 1,
        botanicalName: row.botanical_name,
        originCountry: row.origin_country,
        casNumber: row.cas_number,
        isOrganic: row.is_organic === 1,
        technical: row.technical,
        palette: row.palette,
        createdAt: row.created_at,
        updatedAt,
        language,
        name: row.name ?? row.sku,
        shortDescription: row.short_description ?? null,
        description: row.description ?? null,
        urlKey: row.url_key ?? null,
        originRegion: row.origin_region ?? null,
        specificity: row.specificity ?? null,
        metaTitle: row.meta_title ?? null,
        metaDescription: row.meta_description ?? null,
        urlKeys,
      });
    }
    return records;
  };

  return {
    /** Ids of active products by exact sku. */
    async idsBySkus(skus: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const chunk of chunked([...new Set(skus)], 500)) {
        const rows = await db.selectFrom("product").select(["id", "sku"]).where("sku", "in", chunk).where("is_active", "=", 1).execute();
        for (const row of rows) found.set(row.sku, row.id);
      }
      return found;
    },

    /**
     * Ids of the active products a shopper can put in a cart whose sku starts with `prefix` (skus
     * are upper case: the caller upper-cases what was typed), in sku order, at most `limit`:
     * simple products, configurable parents and their variants, grouped products and bundles; not
     * a hidden product of its own (a variant is hidden but sold). The range `[prefix, prefix + U+FFFF)`
     * is a prefix match in binary order (SQLite, PostgreSQL with the C collation) that reads the
     * sku's unique index instead of scanning the catalogue as `like` would on PostgreSQL.
     */
    async idsBySkuPrefix(prefix: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("product")
        .select(["id", "sku"])
        .where("sku", ">=", prefix)
        .where("sku", "<", `${prefix}\uffff`)
        .where("is_active", "=", 1)
        .where((eb) => eb.or([eb("parent_id", "is not", null), eb("is_visible", "=", 1)]))
        .orderBy("sku")
        .limit(limit)
        .execute();
      // Another collation than binary could let a neighbour into the range: the prefix decides.
      return rows.filter((row) => row.sku.startsWith(prefix)).map((row) => row.id);
    },

    async byIds(ids: readonly number[], language: ContentLanguage): Promise<Map<number, ProductRecord>> {
      const records = new Map<number, ProductRecord>();
      for (const chunk of chunked([...new Set(ids)], 500)) {
        const rows = await productsWithTranslations().where("p.id", "in", chunk).execute();
        for (const record of toRecords(rows, language)) records.set(record.id, record);
      }
      return records;
    },

    /** Active variants of configurable products, in position order. */
    async variantsByParent(parentIds: readonly number[], language: ContentLanguage): Promise<Map<number, ProductRecord[]>> {
      const byParent = new Map<number, ProductRecord[]>();
      for (const chunk of chunked([...new Set(parentIds)], 500)) {
        const rows = await productsWithTranslations()
          .where("p.parent_id", "in", chunk)
          .orderBy("p.parent_id")
          .orderBy("p.position")
          .orderBy("p.id")
          .execute();
        for (const record of toRecords(rows, language)) {
          const siblings = byParent.get(record.parentId!) ?? [];
          siblings.push(record);
          byParent.set(record.parentId!, siblings);
        }
      }
      return byParent;
    },

    async labels(ids: readonly number[]): Promise<Map<number, string[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("product_label")
        .select(["product_id", "code"])
        .where("product_id", "in", [...ids])
        .orderBy("product_id")
        .orderBy("position")
        .execute();
      return new Map([...groupBy(rows, (row) => row.product_id)].map(([id, group]) => [id, group.map((row) => row.code)]));
    },

    async tierPrices(ids: readonly number[]): Promise<Map<number, TierPriceRecord[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("product_tier_price")
        .select(["product_id", "qty", "price_cents"])
        .where("product_id", "in", [...ids])
        .orderBy("product_id")
        .orderBy("qty")
        .execute();
      return new Map(
        [...groupBy(rows, (row) => row.product_id)].map(([id, group]) => [id, group.map((row) => ({ qty: row.qty, priceCents: row.price_cents }))]),
      );
    },

    /** Linked categories, as placed (usually leaves). */
    async categoryIds(ids: readonly number[]): Promise<Map<number, number[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("product_category")
        .select(["product_id", "category_id"])
        .where("product_id", "in", [...ids])
        .orderBy("product_id")
        .orderBy("category_id")
        .execute();
      return new Map([...groupBy(rows, (row) => row.product_id)].map(([id, group]) => [id, group.map((row) => row.category_id)]));
    },

    /** Items of grouped products, in position order. */
    async groupedItemIds(ids: readonly number[]): Promise<Map<number, number[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("product_link")
        .select(["product_id", "linked_product_id"])
        .where("product_id", "in", [...ids])
        .where("type", "=", "grouped")
        .orderBy("product_id")
        .orderBy("position")
        .execute();
      return new Map([...groupBy(rows, (row) => row.product_id)].map(([id, group]) => [id, group.map((row) => row.linked_product_id)]));
    },

    async bundleOptions(ids: readonly number[]): Promise<Map<number, BundleOptionRecord[]>> {
      if (ids.length === 0) return new Map();
      const options = await db
        .selectFrom("product_bundle_option")
        .selectAll()
        .where("product_id", "in", [...ids])
        .orderBy("product_id")
        .orderBy("position")
        .orderBy("id")
        .execute();
      if (options.length === 0) return new Map();
      const selections = await db
        .selectFrom("product_bundle_selection")
        .selectAll()
        .where(
          "option_id",
          "in",
          options.map((option) => option.id),
        )
        .orderBy("option_id")
        .orderBy("position")
        .orderBy("id")
        .execute();
      const selectionsByOption = groupBy(selections, (row) => row.option_id);
      return new Map(
        [...groupBy(options, (row) => row.product_id)].map(([id, group]) => [
          id,
          group.map((option) => ({
            id: option.id,
            code: option.code,
            title: parseLocalised(option.title),
            type: option.type,
            isRequired: option.is_required === 1,
            selections: (selectionsByOption.get(option.id) ?? []).map((row) => ({
              productId: row.product_id,
              defaultQty: row.default_qty,
              userDefinedQty: row.user_defined_qty === 1,
            })),
          })),
        ]),
      );
    },

    async customOptions(ids: readonly number[]): Promise<Map<number, CustomOptionRecord[]>> {
      if (ids.length === 0) return new Map();
      const options = await db
        .selectFrom("product_custom_option")
        .selectAll()
        .where("product_id", "in", [...ids])
        .orderBy("product_id")
        .orderBy("position")
        .orderBy("id")
        .execute();
      if (options.length === 0) return new Map();
      const values = await db
        .selectFrom("product_custom_option_value")
        .selectAll()
        .where(
          "option_id",
          "in",
          options.map((option) => option.id),
        )
        .orderBy("option_id")
        .orderBy("sort_order")
        .execute();
      const valuesByOption = groupBy(values, (row) => row.option_id);
      return new Map(
        [...groupBy(options, (row) => row.product_id)].map(([id, group]) => [
          id,
          group.map((option) => ({
            id: option.id,
            code: option.code,
            title: parseLocalised(option.title),
            type: option.type,
            isRequired: option.is_required === 1,
            maxCharacters: option.max_characters,
            extraCost: extraCostOf(option),
            values: (valuesByOption.get(option.id) ?? []).map((value) => ({
              id: value.id,
              title: parseLocalised(value.title),
              sortOrder: value.sort_order,
              extraCost: extraCostOf(value),
            })),
          })),
        ]),
      );
    },

    /** Every value of the variant attributes, by attribute then value. */
    async attributeOptions(): Promise<Map<string, Map<string, AttributeOptionRecord>>> {
      const rows = await db.selectFrom("product_attribute_option").selectAll().orderBy("attribute").orderBy("position").execute();
      const byAttribute = new Map<string, Map<string, AttributeOptionRecord>>();
      for (const row of rows) {
        const values = byAttribute.get(row.attribute) ?? new Map<string, AttributeOptionRecord>();
        values.set(row.value, { attribute: row.attribute, value: row.value, label: parseLocalised(row.label), swatch: row.swatch, position: row.position });
        byAttribute.set(row.attribute, values);
      }
      return byAttribute;
    },

    /** The visible product at a url key in a language (compared in lower case). */
    async idByUrlKey(urlKey: string, language: ContentLanguage): Promise<number | undefined> {
      const row = await db
        .selectFrom("product_translation as t")
        .innerJoin("product as p", "p.id", "t.product_id")
        .select("p.id")
        .where("t.language", "=", language)
        .where("t.url_key", "=", urlKey.toLowerCase())
        .where("p.is_active", "=", 1)
        .where("p.is_visible", "=", 1)
        .where("p.parent_id", "is", null)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Products of the same family: in stock first, then the closest in price, excluding the
     * product itself (listed products only, from the listing index). For each stock state, the
     * nearest prices above and below come from two short index range reads, read in one
     * statement with the product's own price (one round trip on PostgreSQL); the out-of-stock
     * ones only when too few are in stock.
     */
    async relatedIds(productId: number, limit: number): Promise<number[]> {
      if (limit <= 0) return [];
      const own = (column: "family" | "price_cents") => sql`(select ${sql.ref(column)} from product_index where product_id = ${productId})`;
      const nearest = (inStock: number, side: "above" | "below") =>
        sql`select * from (
          select product_id, price_cents, in_stock from product_index
          where family = ${own("family")} and in_stock = ${inStock} and product_id <> ${productId}
            and price_cents ${side === "above" ? sql`>=` : sql`<`} ${own("price_cents")}
          order by price_cents ${side === "above" ? sql`asc` : sql`desc`}, product_id ${side === "above" ? sql`asc` : sql`desc`}
          limit ${limit}) as ${sql.raw(`${side}_${inStock}`)}`;
      type Row = { product_id: number; price_cents: number; in_stock: number };
      // The product's own row is marked `in_stock = -1`: its price is what "closest" is measured from.
      const { rows } = await sql<Row>`
        select product_id, price_cents, -1 as in_stock from product_index where product_id = ${productId}
        union all ${nearest(1, "above")} union all ${nearest(1, "below")}`.execute(db);
      const self = rows.find((row) => Number(row.in_stock) === -1);
      if (!self) return [];
      const closest = (candidates: Row[], wanted: number) =>
        candidates
          .filter((row) => Number(row.in_stock) !== -1)
          .map((row) => ({ id: Number(row.product_id), distance: Math.abs(Number(row.price_cents) - Number(self.price_cents)) }))
          .sort((a, b) => a.distance - b.distance || a.id - b.id)
          .slice(0, wanted)
          .map((row) => row.id);
      const related = closest(rows, limit);
      if (related.length < limit) {
        const { rows: outOfStock } = await sql<Row>`${nearest(0, "above")} union all ${nearest(0, "below")}`.execute(db);
        related.push(...closest(outOfStock, limit - related.length));
      }
      return related;
    },

    /**
     * The products whose stock these listed products' availability is made of: their variants,
     * grouped items and bundle choices (what a stock change must forget of them).
     */
    async stockMemberIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const list = [...ids];
      const [variants, items, choices] = await Promise.all([
        db.selectFrom("product").select("id").where("parent_id", "in", list).execute(),
        db.selectFrom("product_link").select("linked_product_id as id").where("product_id", "in", list).where("type", "=", "grouped").execute(),
        db
          .selectFrom("product_bundle_selection as s")
          .innerJoin("product_bundle_option as o", "o.id", "s.option_id")
          .select("s.product_id as id")
          .where("o.product_id", "in", list)
          .execute(),
      ]);
      return [...new Set([...variants, ...items, ...choices].map((row) => row.id))];
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
