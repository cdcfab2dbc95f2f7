import type { Insertable, Kysely, Transaction } from "kysely";
import { nowIso, refreshPlannerStatistics } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { categoryFamily } from "../media/product-visual.ts";
import { colourSwatch, measureOrder } from "../modules/product/product-attributes.ts";
import { reindexProducts } from "../modules/listing/product-index.ts";
import { chunked } from "../shared/chunked.ts";
import { productUrlKey } from "./url-keys.ts";

/**
 * A large synthetic catalogue for benchmarks (`npm run seed -- --products 100000`): products
 * spread over every leaf category, with the shapes the real catalogue has (configurable volumes,
 * sizes and colours, organic flags, labels, origins, sales, tier prices, out-of-stock items).
 * Deterministic: the same count gives the same catalogue. Skus are `SYN-000001`…; running it
 * again replaces the previous synthetic products and leaves the demo catalogue alone.
 * Written in batches, one transaction each, with multi-row inserts.
 */

export const SYNTHETIC_SKU_PREFIX = "SYN-";
const BATCH = 1_000;
/** Rows per INSERT: under SQLite's 32,766 bound parameters for our widest table (20 columns). */
const ROWS_PER_INSERT = 1_200;
const DAY_MS = 86_400_000;

/** Small, fast, seedable PRNG (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PLANTS: [string, string][] = [
  ["Lavande", "Lavender"],
  ["Romarin", "Rosemary"],
  ["Menthe poivrée", "Peppermint"],
  ["Citron", "Lemon"],
  ["Orange douce", "Sweet orange"],
  ["Bergamote", "Bergamot"],
  ["Géranium rosat", "Rose geranium"],
  ["Ylang-ylang", "Ylang-ylang"],
  ["Vétiver", "Vetiver"],
  ["Patchouli", "Patchouli"],
  ["Cèdre de l'Atlas", "Atlas cedarwood"],
  ["Santal", "Sandalwood"],
  ["Encens", "Frankincense"],
  ["Myrrhe", "Myrrh"],
  ["Rose de Damas", "Damask rose"],
  ["Jasmin", "Jasmine"],
  ["Néroli", "Neroli"],
  ["Camomille romaine", "Roman chamomile"],
  ["Hélichryse", "Helichrysum"],
  ["Tea tree", "Tea tree"],
  ["Eucalyptus radié", "Eucalyptus radiata"],
  ["Cannelle", "Cinnamon"],
  ["Girofle", "Clove"],
  ["Poivre noir", "Black pepper"],
  ["Gingembre", "Ginger"],
  ["Cardamome", "Cardamom"],
  ["Vanille", "Vanilla"],
  ["Fève tonka", "Tonka bean"],
  ["Iris", "Orris"],
  ["Mimosa", "Mimosa"],
  ["Jojoba", "Jojoba"],
  ["Argan", "Argan"],
  ["Karité", "Shea"],
  ["Cacao", "Cocoa"],
  ["Amande douce", "Sweet almond"],
  ["Calendula", "Calendula"],
  ["Bleuet", "Cornflower"],
  ["Hamamélis", "Witch hazel"],
  ["Verveine", "Verbena"],
  ["Pamplemousse", "Grapefruit"],
];
const QUALIFIERS: [string, string][] = [
  ["sauvage", "wild"],
  ["fine", "fine"],
  ["extra", "extra"],
  ["de montagne", "mountain"],
  ["premium", "premium"],
  ["doux", "mellow"],
  ["vert", "green"],
  ["fumé", "smoky"],
  ["ambré", "amber"],
  ["poudré", "powdery"],
  ["frais", "fresh"],
  ["boisé", "woody"],
];
const COUNTRIES = ["FR", "IT", "ES", "MA", "MG", "IN", "LK", "ID", "BG", "TR", "EG", "KM", "HT", "BR", "PE", "US", "CN", "ZA", "AU", "NP", "GR", "PT", "HR", "TN", "SN"];
const LABELS = ["vegan", "fair-trade", "new", "bestseller", "ifra-compliant", "cosmos", "ecocert", "made-in-france"];
const VOLUMES = [
  { value: "5ml", label: "5 ml", ratio: 0.62 },
  { value: "10ml", label: "10 ml", ratio: 1 },
  { value: "30ml", label: "30 ml", ratio: 2.3 },
  { value: "100ml", label: "100 ml", ratio: 5.9 },
];
const SIZES = [
  { value: "10g", label: "10 g", ratio: 0.22 },
  { value: "100g", label: "100 g", ratio: 1 },
  { value: "1kg", label: "1 kg", ratio: 7.2 },
];
const COLOURS = [
  { value: "amber", label: "Ambre", en: "Amber", ratio: 1 },
  { value: "blue", label: "Bleu cobalt", en: "Cobalt blue", ratio: 1.1 },
  { value: "clear", label: "Transparent", en: "Clear", ratio: 0.9 },
  { value: "green", label: "Vert", en: "Green", ratio: 1.05 },
  { value: "white", label: "Blanc opale", en: "Opal white", ratio: 1.2 },
];
const VOLUME_FAMILIES = new Set(["essential-oil", "absolute", "co2-extract", "hydrosol", "vegetable-oil", "fragrance"]);
const SIZE_FAMILIES = new Set(["butter-wax", "aroma-molecule", "cosmetic-active"]);

type ProductRow = Insertable<Database["product"]>;

interface PlannedProduct {
  row: ProductRow;
  names: { fr: string; en: string };
  urlKeys: { fr: string; en: string };
  region?: string;
  labels: string[];
  categoryId: number;
  tiers: { qty: number; price_cents: number }[];
  variants: { row: ProductRow; label: { fr: string; en: string }; tiers: { qty: number; price_cents: number }[] }[];
}

function planProduct(index: number, leaves: { id: number; code: string }[], nowMs: number, now: string): PlannedProduct {
  const next = random(index * 2_654_435_761);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const leaf = leaves[index % leaves.length];
  const family = categoryFamily(leaf.code);
  const plant = pick(PLANTS);
  const qualifier = pick(QUALIFIERS);
  const sku = `${SYNTHETIC_SKU_PREFIX}${String(index).padStart(6, "0")}`;
  const names = { fr: `${plant[0]} ${qualifier[0]} n° ${index}`, en: `${qualifier[1][0].toUpperCase()}${qualifier[1].slice(1)} ${plant[1].toLowerCase()} no. ${index}` };
  const organic = next() < 0.35;
  const labels = new Set<string>(organic ? ["organic"] : []);
  for (let n = Math.floor(next() * 3); n > 0; n--) labels.add(pick(LABELS));
  const baseCents = Math.round(((1.5 + next() ** 2 * 160) * 100) / 1.2);
  const onSale = next() < 0.12;
  const soldOut = next() < 0.08;
  const createdAt = new Date(nowMs - Math.floor(next() * 1_000) * DAY_MS - index * 1_000).toISOString();
  const ladder =
    family === "bottle" ? (next() < 0.5 ? "color" : null) : VOLUME_FAMILIES.has(family) ? (next() < 0.5 ? "volume" : null) : SIZE_FAMILIES.has(family) ? (next() < 0.5 ? "size" : null) : null;
  const common = {
    family,
    is_active: 1,
    botanical_name: family === "bottle" || family === "accessory" || family === "kit" ? null : `${plant[1]} synthetica`,
    origin_country: family === "bottle" || family === "accessory" ? null : pick(COUNTRIES),
    cas_number: null,
    is_organic: organic ? 1 : 0,
    created_at: createdAt,
    updated_at: now,
  };
  const product: PlannedProduct = {
    row: {
      ...common,
      sku,
      type: ladder ? "configurable" : "simple",
      parent_id: null,
      is_visible: 1,
      configurable_attribute: ladder,
      variant_value: null,
      position: 0,
      price_cents: ladder ? null : baseCents,
      special_price_cents: !ladder && onSale ? Math.round(baseCents * 0.85) : null,
      stock_qty: ladder || soldOut ? 0 : 1 + Math.floor(next() * 200),
      technical: null,
      palette: null,
    },
    names,
    urlKeys: { fr: `${productUrlKey(names.fr, family, "fr")}-s${index}`, en: `${productUrlKey(names.en, family, "en")}-s${index}` },
    region: next() < 0.3 ? pick(["Provence", "Sicile", "Atlas", "Nosy Be", "Kerala", "Java"]) : undefined,
    labels: [...labels],
    categoryId: leaf.id,
    tiers: !ladder && next() < 0.2 ? [{ qty: 5, price_cents: Math.round(baseCents * 0.9) }, { qty: 10, price_cents: Math.round(baseCents * 0.85) }] : [],
    variants: [],
  };
  if (ladder) {
    const values: { value: string; label: string; en?: string; ratio: number }[] = ladder === "volume" ? VOLUMES : ladder === "size" ? SIZES : COLOURS;
    const count = Math.max(2, values.length - Math.floor(next() * 2));
    for (const [position, value] of values.slice(0, count).entries()) {
      const priceCents = Math.max(50, Math.round(baseCents * value.ratio));
      const variantSoldOut = soldOut || next() < 0.1;
      product.variants.push({
        row: {
          ...common,
          sku: `${sku}-${value.value.toUpperCase()}`,
          type: "simple",
          parent_id: null,
          is_visible: 0,
          configurable_attribute: null,
          variant_value: value.value,
          position,
          price_cents: priceCents,
          special_price_cents: onSale ? Math.round(priceCents * 0.85) : null,
          stock_qty: variantSoldOut ? 0 : 1 + Math.floor(next() * 120),
          technical: null,
          palette: null,
        },
        label: { fr: value.label, en: value.en ?? value.label },
        tiers: position === count - 1 && next() < 0.3 ? [{ qty: 3, price_cents: Math.round(priceCents * 0.9) }] : [],
      });
    }
  }
  return product;
}

async function insertMany<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (const chunk of chunked(rows, ROWS_PER_INSERT)) {
    if (chunk.length) await trx.insertInto(table).values(chunk as never).execute();
  }
}

async function insertBatch(trx: Transaction<Database>, planned: PlannedProduct[], now: string): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const chunk of chunked(planned, ROWS_PER_INSERT)) {
    const rows = await trx.insertInto("product").values(chunk.map((product) => product.row)).returning(["id", "sku"]).execute();
    for (const row of rows) ids.set(row.sku, row.id);
  }
  const variants = planned.flatMap((product) =>
    product.variants.map((variant) => ({ ...variant, parentId: ids.get(product.row.sku)!, parentNames: product.names })),
  );
  for (const chunk of chunked(variants, ROWS_PER_INSERT)) {
    const rows = await trx
      .insertInto("product")
      .values(chunk.map((variant) => ({ ...variant.row, parent_id: variant.parentId })))
      .returning(["id", "sku"])
      .execute();
    for (const row of rows) ids.set(row.sku, row.id);
  }

  const translation = { short_description: null, description: null, origin_region: null, specificity: null, meta_title: null, meta_description: null, updated_at: now };
  await insertMany(
    trx,
    "product_translation",
    planned.flatMap((product) =>
      (["fr", "en"] as const).map((language) => ({
        ...translation,
        product_id: ids.get(product.row.sku)!,
        language,
        name: product.names[language],
        short_description:
          language === "fr" ? "Un produit synthétique du catalogue de mesure de performance." : "A synthetic product of the benchmark catalogue.",
        description:
          language === "fr"
            ? "Ce produit n'existe que pour mesurer la boutique avec un grand catalogue.\n\nSes données sont générées."
            : "This product only exists to measure the shop with a large catalogue.\n\nIts data is generated.",
        url_key: product.urlKeys[language],
        origin_region: product.region ?? null,
      })),
    ),
  );
  await insertMany(
    trx,
    "product_translation",
    variants.flatMap((variant) =>
      (["fr", "en"] as const).map((language) => ({
        ...translation,
        product_id: ids.get(variant.row.sku)!,
        language,
        name: `${variant.parentNames[language]} – ${variant.label[language]}`,
        url_key: null,
      })),
    ),
  );
  await insertMany(
    trx,
    "product_label",
    planned.flatMap((product) => product.labels.map((code, position) => ({ product_id: ids.get(product.row.sku)!, code, position }))),
  );
  await insertMany(
    trx,
    "product_category",
    planned.map((product) => ({ product_id: ids.get(product.row.sku)!, category_id: product.categoryId, position: 100_000 + Number(product.row.sku.slice(4)) })),
  );
  await insertMany(trx, "product_tier_price", [
    ...planned.flatMap((product) => product.tiers.map((tier) => ({ ...tier, product_id: ids.get(product.row.sku)! }))),
    ...variants.flatMap((variant) => variant.tiers.map((tier) => ({ ...tier, product_id: ids.get(variant.row.sku)! }))),
  ]);
  return planned.map((product) => ids.get(product.row.sku)!);
}

export interface SyntheticResult {
  products: number;
  variants: number;
  writeMs: number;
  indexMs: number;
}

/** Replaces the synthetic products with `count` new ones, then indexes them. */
export async function seedSyntheticCatalogue(
  db: Kysely<Database>,
  count: number,
  onProgress: (message: string) => void = () => undefined,
): Promise<SyntheticResult> {
  const started = Date.now();
  const leaves = await db
    .selectFrom("category as c")
    .select(["c.id", "c.code"])
    .where("c.path", "like", "1/2/%")
    .where((eb) => eb.not(eb.exists(eb.selectFrom("category as child").select("child.id").whereRef("child.parent_id", "=", "c.id"))))
    .orderBy("c.path")
    .execute();
  if (leaves.length === 0) throw new Error("No categories: seed the demo shop first.");

  // The previous synthetic catalogue goes (index rows have no cascade, so first).
  const previous = db.selectFrom("product").select("id").where("sku", "like", `${SYNTHETIC_SKU_PREFIX}%`);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("product_listing_value").where("product_id", "in", previous).execute();
    await trx.deleteFrom("product_listing").where("product_id", "in", previous).execute();
    await trx.deleteFrom("product").where("sku", "like", `${SYNTHETIC_SKU_PREFIX}%`).where("parent_id", "is not", null).execute();
    await trx.deleteFrom("product").where("sku", "like", `${SYNTHETIC_SKU_PREFIX}%`).execute();
  });

  const now = nowIso();
  const nowMs = Date.parse(now);
  const options = [
    ...VOLUMES.map((value) => ({ attribute: "volume", value: value.value, label: JSON.stringify({ fr: value.label, en: value.label }), swatch: null })),
    ...SIZES.map((value) => ({ attribute: "size", value: value.value, label: JSON.stringify({ fr: value.label, en: value.label }), swatch: null })),
    ...COLOURS.map((value) => ({ attribute: "color", value: value.value, label: JSON.stringify({ fr: value.label, en: value.en }), swatch: colourSwatch(value.value) })),
  ];
  for (const [index, option] of options.entries()) {
    await db
      .insertInto("product_attribute_option")
      .values({ ...option, position: measureOrder(option.value) ?? 1_000_000_000 + index })
      .onConflict((conflict) => conflict.columns(["attribute", "value"]).doNothing())
      .execute();
  }

  const ids: number[] = [];
  let variantCount = 0;
  for (let from = 1; from <= count; from += BATCH) {
    const planned: PlannedProduct[] = [];
    for (let index = from; index < Math.min(count + 1, from + BATCH); index++) planned.push(planProduct(index, leaves, nowMs, now));
    variantCount += planned.reduce((sum, product) => sum + product.variants.length, 0);
    ids.push(...(await db.transaction().execute((trx) => insertBatch(trx, planned, now))));
    if ((from - 1) % (BATCH * 10) === 0) onProgress(`written ${Math.min(count, from + BATCH - 1)} / ${count}`);
  }
  const written = Date.now();
  onProgress(`indexing ${ids.length} products`);
  await reindexProducts(db, ids, {
    chunkSize: 1_000,
    onProgress: (done, total) => {
      if (done % 10_000 === 0 || done === total) onProgress(`indexed ${done} / ${total}`);
    },
  });
  await refreshPlannerStatistics(db);
  return { products: ids.length, variants: variantCount, writeMs: written - started, indexMs: Date.now() - written };
}
