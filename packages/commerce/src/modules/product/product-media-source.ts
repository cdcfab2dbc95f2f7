import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { LabelCode, Localised, ProductFamily, ProductSeed } from "./product-definition.ts";
import { parseLocalised } from "./product-repository.ts";

/**
 * A product as the media generators take it (`ProductSeed`, the catalogue's source shape),
 * rebuilt from the database: the generated visual and documents always show the product as it
 * is now, including products added after the seed (e.g. the synthetic benchmark catalogue).
 */
export interface ProductMediaSource {
  product: ProductSeed;
  /** When the sku is a variant: its value (`10ml`), drawn on the visual. */
  variantValue?: string;
  /** Latest change of the product or its translations (cache validation). */
  updatedAt: string;
}

const MAX_SKU_LENGTH = 64;

function parseJson<T>(json: string | null): T | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

const localised = (rows: { language: ContentLanguage; text: string | null }[], fallback = ""): Localised => {
  const fr = rows.find((row) => row.language === "fr")?.text ?? null;
  const en = rows.find((row) => row.language === "en")?.text ?? null;
  return { fr: fr ?? en ?? fallback, en: en ?? fr ?? fallback };
};

export async function loadProductMediaSource(db: Kysely<Database>, sku: string): Promise<ProductMediaSource | undefined> {
  if (!sku || sku.length > MAX_SKU_LENGTH) return undefined;
  const requested = await db
    .selectFrom("product")
    .select(["id", "parent_id", "variant_value", "updated_at"])
    .where("sku", "=", sku)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (!requested) return undefined;
  const productId = requested.parent_id ?? requested.id;
  const row = await db.selectFrom("product").selectAll().where("id", "=", productId).where("is_active", "=", 1).executeTakeFirst();
  if (!row) return undefined;

  const [translations, labels, categories, variants] = await Promise.all([
    db.selectFrom("product_translation").selectAll().where("product_id", "=", productId).execute(),
    db.selectFrom("product_label").select("code").where("product_id", "=", productId).orderBy("position").execute(),
    db
      .selectFrom("product_category as pc")
      .innerJoin("category as c", "c.id", "pc.category_id")
      .select("c.code")
      .where("pc.product_id", "=", productId)
      .orderBy("c.path")
      .execute(),
    db
      .selectFrom("product as v")
      .leftJoin("product_attribute_option as o", (join) =>
        join.onRef("o.value", "=", "v.variant_value").on("o.attribute", "=", row.configurable_attribute ?? ""),
      )
      .select(["v.sku", "v.variant_value", "v.price_cents", "v.special_price_cents", "v.stock_qty", "o.label"])
      .where("v.parent_id", "=", productId)
      .where("v.is_active", "=", 1)
      .orderBy("v.position")
      .orderBy("v.id")
      .execute(),
  ]);

  const text = (pick: (translation: (typeof translations)[number]) => string | null) =>
    translations.map((translation) => ({ language: translation.language, text: pick(translation) }));
  const region = localised(text((translation) => translation.origin_region));
  const specificity = localised(text((translation) => translation.specificity));
  const palette = parseJson<[string, string]>(row.palette);

  const product: ProductSeed = {
    sku: row.sku,
    type: row.type,
    family: row.family as ProductFamily,
    categories: categories.map((category) => category.code),
    name: localised(text((translation) => translation.name), row.sku),
    shortDescription: localised(text((translation) => translation.short_description)),
    description: localised(text((translation) => translation.description)),
    botanicalName: row.botanical_name ?? undefined,
    origin: row.origin_country ? { country: row.origin_country, region: region.fr || region.en ? region : undefined } : undefined,
    casNumber: row.cas_number ?? undefined,
    isOrganic: row.is_organic === 1,
    specificity: specificity.fr || specificity.en ? specificity : undefined,
    labels: labels.map((label) => label.code as LabelCode),
    priceCents: row.price_cents ?? undefined,
    specialPriceCents: row.special_price_cents ?? undefined,
    stock: row.stock_qty,
    technical: parseJson<ProductSeed["technical"]>(row.technical),
    palette: Array.isArray(palette) && palette.length === 2 ? palette : undefined,
  };
  if (row.type === "configurable" && variants.length) {
    product.configurable = {
      attribute: (row.configurable_attribute ?? "volume") as "volume" | "size" | "color",
      variants: variants.map((variant) => ({
        skuSuffix: variant.sku.startsWith(row.sku) ? variant.sku.slice(row.sku.length) : `-${variant.sku}`,
        value: variant.variant_value ?? "",
        label: variant.label ? parseLocalised(variant.label) : { fr: variant.variant_value ?? "", en: variant.variant_value ?? "" },
        priceCents: variant.price_cents ?? 0,
        specialPriceCents: variant.special_price_cents ?? undefined,
        stock: variant.stock_qty,
      })),
    };
  }
  const updatedAt = [row.updated_at, requested.updated_at, ...translations.map((translation) => translation.updated_at)].sort().at(-1)!;
  return { product, variantValue: requested.parent_id ? (requested.variant_value ?? undefined) : undefined, updatedAt };
}
