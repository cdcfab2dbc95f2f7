import { createHash } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { ExpressionBuilder, Insertable, Kysely, OnConflictDatabase, OnConflictTables, Transaction } from "kysely";
import type { Logger } from "pino";
import { nowIso } from "../db/database.ts";
import type { ContentLanguage, Database } from "../db/schema.ts";
import { colourSwatch, measureOrder } from "../modules/product/product-attributes.ts";
import { reindexProducts } from "../modules/listing/product-index.ts";
import { chunked } from "../shared/chunked.ts";
import type { CustomOptionSeed, ProductFamily, ProductSeed, VariantSeed } from "../modules/product/product-definition.ts";
import { RESERVED_URL_KEYS, productUrlKey, uniqueUrlKey } from "./url-keys.ts";

/**
 * Imports `ProductSeed`s (the demo catalogue of seed/catalogue/products.ts, or any list) into the
 * product tables. Idempotent, an upsert by sku: a product keeps its id, its url keys (URLs stay
 * stable) and its creation date; its data, variants, labels, prices, categories and options are
 * brought in line with the seed (option ids are kept by option code). Variants that left the
 * seed are deactivated, not deleted (orders may name them). Then the listing index is rebuilt.
 */

const LANGUAGES: ContentLanguage[] = ["fr", "en"];
const DAY_MS = 86_400_000;

const DEMO_PRODUCTS_MODULE = new URL("./catalogue/products.ts", import.meta.url);
const CATALOGUE_FINGERPRINT_KEY = "catalogue_seed";

/**
 * The demo catalogue when its data module exists (written alongside this importer), else none.
 * Imported dynamically so the shop starts while the catalogue is being written.
 */
export async function loadDemoProducts(): Promise<ProductSeed[]> {
  if (!fs.existsSync(fileURLToPath(DEMO_PRODUCTS_MODULE))) return [];
  const module = (await import(DEMO_PRODUCTS_MODULE.href)) as { products?: ProductSeed[] };
  return Array.isArray(module.products) ? module.products : [];
}

/** Changes whenever the catalogue's source data changes. */
export function catalogueFingerprint(products: ProductSeed[]): string {
  return `${products.length}:${createHash("sha256").update(JSON.stringify(products)).digest("hex").slice(0, 16)}`;
}

const localisedJson = (value: { fr: string; en: string }) => JSON.stringify({ fr: value.fr, en: value.en });

const extraCostColumns = (extra: CustomOptionSeed["extraCost"]) => ({
  extra_cost_type: extra?.type ?? null,
  extra_cost_cents: extra?.type === "fixed" ? Math.round(extra.cents) : null,
  extra_cost_rate_bp: extra?.type === "percentage" ? Math.round(extra.rate * 100) : null,
});

export interface ProductSeedResult {
  created: number;
  updated: number;
  /** Ids of every product written (parents and variants). */
  productIds: number[];
}

/** Url keys already used by other products, categories' top paths, pages and routes. */
async function takenUrlKeys(trx: Transaction<Database>, language: ContentLanguage, ownIds: Set<number>): Promise<Set<string>> {
  const taken = new Set<string>(RESERVED_URL_KEYS);
  const products = await trx.selectFrom("product_translation").select(["product_id", "url_key"]).where("language", "=", language).where("url_key", "is not", null).execute();
  for (const row of products) if (!ownIds.has(row.product_id)) taken.add(row.url_key!);
  const categories = await trx.selectFrom("category_translation").select("url_path").where("language", "=", language).where("url_path", "is not", null).execute();
  for (const row of categories) taken.add(row.url_path!.split("/")[0]);
  const pages = await trx.selectFrom("cms_page_translation").select("url_key").where("language", "=", language).execute();
  for (const row of pages) taken.add(row.url_key);
  return taken;
}

type ProductValues = Omit<Insertable<Database["product"]>, "id">;

/** Columns an upsert overwrites: everything but the key and the creation date. */
const excludedSet = (columns: readonly string[]) => (eb: ExpressionBuilder<OnConflictDatabase<Database, keyof Database>, OnConflictTables<keyof Database>>) =>
  Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)]));

/** Grams an empty container and its packing weigh for a content of `grams`: 10 ml ships at 70 g, 100 ml at 260 g, 1 kg at 1.2 kg. */
const packingGrams = (grams: number): number => Math.min(200, 50 + 1.1 * grams);

/** A simple product with files to download (modules/download): virtual, never shipped. */
const isVirtualSeed = (seed: ProductSeed) => seed.type === "simple" && !!seed.downloads?.length;

/**
 * Families of substances a customer may have opened, used or contaminated: once opened they are
 * not taken back, for hygiene and safety (`product.returnable_only_unopened`, modules/returns).
 * Bottles, accessories and guides are not among them.
 */
const UNOPENED_ONLY_FAMILIES: ReadonlySet<ProductFamily> = new Set([
  "essential-oil",
  "absolute",
  "co2-extract",
  "hydrosol",
  "vegetable-oil",
  "butter-wax",
  "aroma-molecule",
  "fragrance",
  "cosmetic-active",
]);

/**
 * Whether a product is returnable only unopened: a substance of those families, or a kit or range
 * holding one (a kit of empty bottles and tools is not); `familyOf` names the family of the skus
 * the kits choose among.
 */
export function seedReturnableOnlyUnopened(seed: ProductSeed, familyOf: (sku: string) => ProductFamily | undefined): boolean {
  if (UNOPENED_ONLY_FAMILIES.has(seed.family)) return true;
  const items = [...(seed.bundleOptions ?? []).flatMap((option) => option.values.map((value) => value.sku)), ...(seed.groupedSkus ?? [])];
  return items.some((sku) => {
    const family = familyOf(sku);
    return family !== undefined && UNOPENED_ONLY_FAMILIES.has(family);
  });
}

/** Goods sold by the piece: what one weighs packed. */

const PIECE_WEIGHT_GRAMS: Partial<Record<ProductFamily, number>> = { bottle: 120, accessory: 200, kit: 800 };

/**
 * One unit's shipping weight: from its size when it has one (`10ml`, `1l`, `250g`, `1kg`, from a
 * variant's value or a sku ending `-10ML`), else what a piece of its family weighs packed; null
 * for what is never shipped as such (a configurable parent, a grouped product, a bundle: their
 * units are).
 */
export function seedWeightGrams(family: ProductFamily, type: ProductSeed["type"], size: string | null): number | null {
  if (type !== "simple") return null;
  const match = size?.toLowerCase().match(/(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg)$/);
  if (match) {
    const amount = Number(match[1].replace(",", "."));
    const grams = match[2] === "l" || match[2] === "kg" ? amount * 1000 : amount;
    return Math.round((grams + packingGrams(grams)) / 5) * 5;
  }
  return PIECE_WEIGHT_GRAMS[family] ?? null;
}

const PRODUCT_UPDATE_COLUMNS = [
  "type",
  "family",
  "parent_id",
  "is_visible",
  "is_active",
  "configurable_attribute",
  "variant_value",
  "position",
  "price_cents",
  "special_price_cents",
  "stock_qty",
  "weight_grams",
  "is_virtual",
  "returnable_only_unopened",
  "botanical_name",
  "origin_country",
  "cas_number",
  "is_organic",
  "technical",
  "palette",
  "updated_at",
] as const;
const TRANSLATION_UPDATE_COLUMNS = [
  "name",
  "short_description",
  "description",
  "url_key",
  "origin_region",
  "specificity",
  "meta_title",
  "meta_description",
  "updated_at",
] as const;

/** Rows per statement: under SQLite's 32,766 bound parameters for the widest table (20 columns). */
const ROWS_PER_STATEMENT = 500;

export async function seedProducts(db: Kysely<Database>, products: ProductSeed[], logger?: Logger): Promise<ProductSeedResult> {
  const now = nowIso();
  const nowMs = Date.parse(now);
  const result: ProductSeedResult = { created: 0, updated: 0, productIds: [] };
  // One seed per sku: the last one wins, as an upsert of each in turn would.
  const seeds = [...new Map(products.map((product) => [product.sku, product])).values()];

  await db.transaction().execute(async (trx) => {
    const categories = new Map((await trx.selectFrom("category").select(["id", "code"]).execute()).map((row) => [row.code, row.id]));
    const variantSku = (seed: ProductSeed, variant: VariantSeed) => seed.sku + variant.skuSuffix;
    const variantsOf = (seed: ProductSeed) => (seed.type === "configurable" ? (seed.configurable?.variants ?? []) : []);
    const skus = seeds.flatMap((seed) => [seed.sku, ...variantsOf(seed).map((variant) => variantSku(seed, variant))]);
    const existing = new Map<string, { id: number; created_at: string }>();
    for (const chunk of chunked(skus, 500)) {
      for (const row of await trx.selectFrom("product").select(["id", "sku", "created_at"]).where("sku", "in", chunk).execute()) existing.set(row.sku, row);
    }
    const ownIds = new Set([...existing.values()].map((row) => row.id));
    const existingKeys = new Map<number, Partial<Record<ContentLanguage, string>>>();
    if (ownIds.size) {
      for (const row of await trx.selectFrom("product_translation").select(["product_id", "language", "url_key"]).where("url_key", "is not", null).execute()) {
        if (ownIds.has(row.product_id)) existingKeys.set(row.product_id, { ...existingKeys.get(row.product_id), [row.language]: row.url_key! });
      }
    }
    const taken = { fr: await takenUrlKeys(trx, "fr", ownIds), en: await takenUrlKeys(trx, "en", ownIds) };
    const idsBySku = new Map<string, number>();

    const createdAt = (sku: string, ageDays: number | undefined) =>
      existing.get(sku)?.created_at ?? new Date(nowMs - Math.max(0, ageDays ?? 0) * DAY_MS).toISOString();
    const upsertProducts = async (rows: ProductValues[]) => {
      for (const chunk of chunked(rows, ROWS_PER_STATEMENT)) {
        const written = await trx
          .insertInto("product")
          .values(chunk)
          .onConflict((conflict) => conflict.column("sku").doUpdateSet(excludedSet(PRODUCT_UPDATE_COLUMNS) as never))
          .returning(["id", "sku"])
          .execute();
        for (const row of written) {
          idsBySku.set(row.sku, row.id);
          result.productIds.push(row.id);
          if (existing.has(row.sku)) result.updated += 1;
          else result.created += 1;
        }
      }
    };
    // The family of every sku seeded (variants their product's), for the kits' rule of returns.
    const families = new Map<string, ProductFamily>(seeds.flatMap((seed) => [[seed.sku, seed.family] as const, ...variantsOf(seed).map((variant) => [variantSku(seed, variant), seed.family] as const)]));
    const familyOf = (sku: string) => families.get(sku);
    const common = (seed: ProductSeed) => ({
      family: seed.family,
      is_active: 1,
      botanical_name: seed.botanicalName ?? null,
      origin_country: seed.origin?.country?.toUpperCase() ?? null,
      cas_number: seed.casNumber ?? null,
      is_organic: seed.isOrganic ? 1 : 0,
      updated_at: now,
    });

    // Products, then their variants (which need their parent's id).
    await upsertProducts(
      seeds.map((seed) => ({
        ...common(seed),
        sku: seed.sku,
        type: seed.type,
        parent_id: null,
        is_visible: 1,
        configurable_attribute: seed.type === "configurable" ? (seed.configurable?.attribute ?? null) : null,
        variant_value: null,
        position: 0,
        price_cents: seed.type === "configurable" || seed.type === "grouped" ? null : (seed.priceCents ?? null),
        special_price_cents: seed.type === "configurable" || seed.type === "grouped" ? null : (seed.specialPriceCents ?? null),
        stock_qty: Math.max(0, seed.stock ?? 0),
        // A virtual product is never shipped: it weighs nothing.
        weight_grams: isVirtualSeed(seed) ? 0 : seedWeightGrams(seed.family, seed.type, seed.sku.split("-").at(-1) ?? null),
        is_virtual: isVirtualSeed(seed) ? 1 : 0,
        returnable_only_unopened: seedReturnableOnlyUnopened(seed, familyOf) ? 1 : 0,
        technical: seed.technical ? JSON.stringify(seed.technical) : null,
        palette: seed.palette ? JSON.stringify(seed.palette) : null,
        created_at: createdAt(seed.sku, seed.ageDays),
      })),
    );
    const parentIds = seeds.map((seed) => idsBySku.get(seed.sku)!);
    // A virtual product's files, by their code (stable: download rights refer to them).
    const files = seeds.flatMap((seed) =>
      isVirtualSeed(seed)
        ? seed.downloads!.map((file, position) => ({
            product_id: idsBySku.get(seed.sku)!,
            position,
            code: file.code,
            title_fr: file.title.fr,
            title_en: file.title.en,
            max_downloads: file.maxDownloads,
          }))
        : [],
    );
    if (files.length) {
      await trx
        .insertInto("product_download")
        .values(files)
        .onConflict((conflict) => conflict.column("code").doUpdateSet(excludedSet(["product_id", "position", "title_fr", "title_en", "max_downloads"]) as never))
        .execute();
    }
    await upsertProducts(
      seeds.flatMap((seed) =>
        variantsOf(seed).map((variant, index) => ({
          ...common(seed),
          sku: variantSku(seed, variant),
          type: "simple" as const,
          parent_id: idsBySku.get(seed.sku)!,
          is_visible: 0,
          configurable_attribute: null,
          variant_value: variant.value,
          position: index,
          price_cents: variant.priceCents,
          special_price_cents: variant.specialPriceCents ?? null,
          stock_qty: Math.max(0, variant.stock),
          weight_grams: seedWeightGrams(seed.family, "simple", variant.value),
          is_virtual: 0,
          returnable_only_unopened: seedReturnableOnlyUnopened(seed, familyOf) ? 1 : 0,
          technical: null,
          palette: null,
          created_at: createdAt(variantSku(seed, variant), seed.ageDays),
        })),
      ),
    );
    // Variants that left the seed are deactivated, not deleted: orders may name them.
    const seededVariants = new Set(seeds.flatMap((seed) => variantsOf(seed).map((variant) => idsBySku.get(variantSku(seed, variant))!)));
    for (const chunk of chunked(parentIds, 500)) {
      const stale = (await trx.selectFrom("product").select("id").where("parent_id", "in", chunk).where("is_active", "=", 1).execute())
        .map((row) => row.id)
        .filter((id) => !seededVariants.has(id));
      if (stale.length) await trx.updateTable("product").set({ is_active: 0, updated_at: now }).where("id", "in", stale).execute();
    }

    // Texts: a product keeps its url keys (stable URLs); a new one gets a free key from its name.
    const translations: Database["product_translation"][] = [];
    for (const seed of seeds) {
      const id = idsBySku.get(seed.sku)!;
      for (const language of LANGUAGES) {
        translations.push({
          product_id: id,
          language,
          name: seed.name[language],
          short_description: seed.shortDescription[language] || null,
          description: seed.description[language] || null,
          url_key: existingKeys.get(id)?.[language] ?? uniqueUrlKey(productUrlKey(seed.name[language], seed.family, language), taken[language]),
          origin_region: seed.origin?.region?.[language] ?? null,
          specificity: seed.specificity?.[language] ?? null,
          meta_title: null,
          meta_description: null,
          updated_at: now,
        });
        for (const variant of variantsOf(seed)) {
          translations.push({
            product_id: idsBySku.get(variantSku(seed, variant))!,
            language,
            name: `${seed.name[language]} – ${variant.label[language]}`,
            short_description: null,
            description: null,
            url_key: null,
            origin_region: null,
            specificity: null,
            meta_title: null,
            meta_description: null,
            updated_at: now,
          });
        }
      }
    }
    for (const chunk of chunked(translations, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto("product_translation")
        .values(chunk)
        .onConflict((conflict) => conflict.columns(["product_id", "language"]).doUpdateSet(excludedSet(TRANSLATION_UPDATE_COLUMNS) as never))
        .execute();
    }

    /** Replaces the rows of the given products in a table that only belongs to them. */
    const replace = async <T extends "product_label" | "product_tier_price" | "product_category">(
      table: T,
      ids: number[],
      rows: Insertable<Database[T]>[],
    ) => {
      // Each of these tables has a product_id column; typed as one of them.
      for (const chunk of chunked(ids, 500)) await trx.deleteFrom(table as "product_label").where("product_id", "in", chunk).execute();
      for (const chunk of chunked(rows, ROWS_PER_STATEMENT)) await trx.insertInto(table).values(chunk as never).execute();
    };
    await replace(
      "product_label",
      parentIds,
      seeds.flatMap((seed) => [...new Set(seed.labels)].map((code, position) => ({ product_id: idsBySku.get(seed.sku)!, code, position }))),
    );
    const tiers = (id: number, list: { qty: number; priceCents: number }[] | undefined) =>
      [...new Map((list ?? []).map((tier) => [tier.qty, tier])).values()].map((tier) => ({ product_id: id, qty: tier.qty, price_cents: tier.priceCents }));
    await replace("product_tier_price", [...parentIds, ...seededVariants], [
      ...seeds.flatMap((seed) => (seed.type === "simple" || seed.type === "bundle" ? tiers(idsBySku.get(seed.sku)!, seed.tierPrices) : [])),
      ...seeds.flatMap((seed) => variantsOf(seed).flatMap((variant) => tiers(idsBySku.get(variantSku(seed, variant))!, variant.tierPrices))),
    ]);
    // Positions in a category follow the seed's order.
    const positions = new Map<number, number>();
    const links: { product_id: number; category_id: number; position: number }[] = [];
    for (const seed of seeds) {
      const unknown = seed.categories.filter((code) => !categories.has(code));
      if (unknown.length) logger?.warn({ sku: seed.sku, categories: unknown }, "product placed in unknown categories: skipped");
      for (const categoryId of new Set(seed.categories.map((code) => categories.get(code)).filter((id): id is number => id !== undefined))) {
        const position = (positions.get(categoryId) ?? 0) + 10;
        positions.set(categoryId, position);
        links.push({ product_id: idsBySku.get(seed.sku)!, category_id: categoryId, position });
      }
    }
    await replace("product_category", parentIds, links);

    // Links to other products (grouped items, bundle choices) may name skus seeded earlier.
    const linked = new Set(seeds.flatMap((seed) => [...(seed.groupedSkus ?? []), ...(seed.bundleOptions ?? []).flatMap((option) => option.values.map((value) => value.sku))]));
    const missing = [...linked].filter((sku) => !idsBySku.has(sku));
    for (const chunk of chunked(missing, 500)) {
      for (const row of await trx.selectFrom("product").select(["id", "sku"]).where("sku", "in", chunk).execute()) idsBySku.set(row.sku, row.id);
    }
    const groupedLinks: Insertable<Database["product_link"]>[] = [];
    for (const seed of seeds) {
      if (seed.type !== "grouped") continue;
      const items = new Set<number>();
      for (const sku of seed.groupedSkus ?? []) {
        const itemId = idsBySku.get(sku);
        if (itemId === undefined) logger?.warn({ sku: seed.sku, item: sku }, "grouped item not found: skipped");
        else items.add(itemId);
      }
      groupedLinks.push(...[...items].map((itemId, position) => ({ product_id: idsBySku.get(seed.sku)!, linked_product_id: itemId, type: "grouped" as const, position })));
    }
    for (const chunk of chunked(parentIds, 500)) await trx.deleteFrom("product_link").where("product_id", "in", chunk).where("type", "=", "grouped").execute();
    for (const chunk of chunked(groupedLinks, ROWS_PER_STATEMENT)) await trx.insertInto("product_link").values(chunk).execute();

    // Options keep their ids (wishlists and carts name them): upserted by (product, code).
    const optionIds = async (
      table: "product_custom_option" | "product_bundle_option",
      rows: { product_id: number; code: string }[],
      updateColumns: string[],
    ): Promise<Map<string, number>> => {
      const wanted = new Set(rows.map((row) => `${row.product_id}:${row.code}`));
      for (const chunk of chunked(parentIds, 500)) {
        const existingOptions = await trx.selectFrom(table).select(["id", "product_id", "code"]).where("product_id", "in", chunk).execute();
        const stale = existingOptions.filter((row) => !wanted.has(`${row.product_id}:${row.code}`)).map((row) => row.id);
        if (stale.length) await trx.deleteFrom(table).where("id", "in", stale).execute();
      }
      const ids = new Map<string, number>();
      for (const chunk of chunked(rows, ROWS_PER_STATEMENT)) {
        const written = await trx
          .insertInto(table)
          .values(chunk as never)
          .onConflict((conflict) => conflict.columns(["product_id", "code"]).doUpdateSet(excludedSet(updateColumns) as never))
          .returning(["id", "product_id", "code"])
          .execute();
        for (const row of written) ids.set(`${row.product_id}:${row.code}`, row.id);
      }
      return ids;
    };

    const customOptions = seeds.flatMap((seed) =>
      (seed.customOptions ?? []).map((option, position) => ({ seed, option, row: {
        product_id: idsBySku.get(seed.sku)!,
        code: option.code,
        title: localisedJson(option.title),
        type: option.type,
        is_required: option.isRequired ? 1 : 0,
        max_characters: option.maxCharacters ?? null,
        ...extraCostColumns(option.extraCost),
        position,
      } })),
    );
    const customIds = await optionIds(
      "product_custom_option",
      customOptions.map((entry) => entry.row),
      ["title", "type", "is_required", "max_characters", "extra_cost_type", "extra_cost_cents", "extra_cost_rate_bp", "position"],
    );
    const values = customOptions.flatMap(({ option, row }) =>
      (option.values ?? []).map((choice, index) => ({
        option_id: customIds.get(`${row.product_id}:${row.code}`)!,
        sort_order: index + 1,
        title: localisedJson(choice.title),
        ...extraCostColumns(choice.extraCost),
      })),
    );
    // Choices keep their ids by sort order; choices beyond the seed's go.
    const choiceCounts = new Map(customOptions.map(({ option, row }) => [customIds.get(`${row.product_id}:${row.code}`)!, option.values?.length ?? 0]));
    for (const chunk of chunked([...choiceCounts.keys()], 500)) {
      const rows = await trx.selectFrom("product_custom_option_value").select(["id", "option_id", "sort_order"]).where("option_id", "in", chunk).execute();
      const stale = rows.filter((row) => row.sort_order > (choiceCounts.get(row.option_id) ?? 0)).map((row) => row.id);
      if (stale.length) await trx.deleteFrom("product_custom_option_value").where("id", "in", stale).execute();
    }
    for (const chunk of chunked(values, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto("product_custom_option_value")
        .values(chunk)
        .onConflict((conflict) => conflict.columns(["option_id", "sort_order"]).doUpdateSet(excludedSet(["title", "extra_cost_type", "extra_cost_cents", "extra_cost_rate_bp"]) as never))
        .execute();
    }

    const bundleOptions = seeds.flatMap((seed) =>
      seed.type !== "bundle"
        ? []
        : (seed.bundleOptions ?? []).map((option, position) => ({ seed, option, row: {
            product_id: idsBySku.get(seed.sku)!,
            code: option.code,
            title: localisedJson(option.label),
            type: option.type,
            is_required: option.required ? 1 : 0,
            position,
          } })),
    );
    const bundleIds = await optionIds(
      "product_bundle_option",
      bundleOptions.map((entry) => entry.row),
      ["title", "type", "is_required", "position"],
    );
    const selections: Insertable<Database["product_bundle_selection"]>[] = [];
    for (const { seed, option, row } of bundleOptions) {
      const optionId = bundleIds.get(`${row.product_id}:${row.code}`)!;
      const chosen = new Set<number>();
      for (const [index, value] of option.values.entries()) {
        const productId = idsBySku.get(value.sku);
        if (productId === undefined) {
          logger?.warn({ sku: seed.sku, option: option.code, value: value.sku }, "bundle choice not found: skipped");
          continue;
        }
        if (chosen.has(productId)) continue;
        chosen.add(productId);
        selections.push({
          option_id: optionId,
          product_id: productId,
          default_qty: Math.max(1, value.defaultQuantity),
          user_defined_qty: value.userDefinedQuantity ? 1 : 0,
          position: index,
        });
      }
    }
    for (const chunk of chunked([...bundleIds.values()], 500)) await trx.deleteFrom("product_bundle_selection").where("option_id", "in", chunk).execute();
    for (const chunk of chunked(selections, ROWS_PER_STATEMENT)) await trx.insertInto("product_bundle_selection").values(chunk).execute();

    // The dictionary of variant values: the first label seen for a value is kept.
    const attributeOptions = new Map<string, Insertable<Database["product_attribute_option"]>>();
    for (const seed of seeds) {
      const attribute = seed.configurable?.attribute;
      if (!attribute) continue;
      for (const variant of variantsOf(seed)) {
        const key = `${attribute}\u0000${variant.value}`;
        if (attributeOptions.has(key)) continue;
        attributeOptions.set(key, {
          attribute,
          value: variant.value,
          label: localisedJson(variant.label),
          swatch: attribute === "color" ? colourSwatch(variant.value) : null,
          position: measureOrder(variant.value) ?? 1_000_000_000 + attributeOptions.size,
        });
      }
    }
    for (const chunk of chunked([...attributeOptions.values()], ROWS_PER_STATEMENT)) {
      await trx
        .insertInto("product_attribute_option")
        .values(chunk)
        .onConflict((conflict) => conflict.columns(["attribute", "value"]).doNothing())
        .execute();
    }
  });

  await reindexProducts(db, result.productIds);
  return result;
}

/**
 * Seeds the demo catalogue when its source data differs from what was seeded last (or was
 * never seeded): a database follows the catalogue's data as it grows.
 */
export async function seedDemoProducts(db: Kysely<Database>, logger: Logger, options: { force?: boolean } = {}): Promise<number> {
  let products: ProductSeed[];
  try {
    products = await loadDemoProducts();
  } catch (error) {
    // A catalogue data module that does not load is a bug of its own (its tests say which); the
    // shop still starts, with the products it already has, and the next start tries again.
    logger.error({ err: error }, "the demo catalogue could not be loaded: products not seeded");
    return 0;
  }
  if (products.length === 0) return 0;
  const fingerprint = catalogueFingerprint(products);
  if (!options.force) {
    const row = await db.selectFrom("setting").select("value").where("key", "=", CATALOGUE_FINGERPRINT_KEY).executeTakeFirst();
    if (row?.value === fingerprint) return 0;
  }
  const result = await seedProducts(db, products, logger);
  logger.info({ created: result.created, updated: result.updated }, "demo products seeded");
  const now = nowIso();
  await db
    .insertInto("setting")
    .values({ key: CATALOGUE_FINGERPRINT_KEY, value: fingerprint, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: fingerprint, updated_at: now }))
    .execute();
  return products.length;
}
