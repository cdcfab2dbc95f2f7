import { type Kysely, sql } from "kysely";
import { nowIso } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { ProductSeed } from "../modules/product/product-definition.ts";
import { bumpCatalogVersion } from "../modules/catalog-version/catalog-version.ts";

/**
 * Hand-made products and a category shelf of their own for the catalogue's integration tests:
 * every product type, option kind and price rule, independent of the demo catalogue's data.
 */

export const TEST_SHELF = { code: "test-shelf", fr: "Étagère de test", en: "Test shelf" };
export const TEST_SHELF_CHILDREN = [
  { code: "test-shelf/oils", fr: "Huiles de test", en: "Test oils", urlKey: { fr: "huiles-de-test", en: "test-oils" } },
  { code: "test-shelf/packaging", fr: "Flacons de test", en: "Test bottles", urlKey: { fr: "flacons-de-test", en: "test-bottles" } },
];

/** Inserts the test shelf (under the default category) and its two sub-categories; returns their ids. */
export async function createTestShelf(db: Kysely<Database>): Promise<{ shelf: number; oils: number; packaging: number }> {
  const now = nowIso();
  const insert = async (code: string, parent: { id: number; path: string; level: number }, position: number) => {
    const { id } = await db
      .insertInto("category")
      .values({ code, parent_id: parent.id, path: "", level: parent.level + 1, position, is_active: 1, include_in_menu: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const path = `${parent.path}/${id}`;
    await db.updateTable("category").set({ path }).where("id", "=", id).execute();
    return { id, path, level: parent.level + 1 };
  };
  const shelf = await insert(TEST_SHELF.code, { id: 2, path: "1/2", level: 1 }, 9_000);
  const translations = [
    { category_id: shelf.id, language: "fr" as const, name: TEST_SHELF.fr, url_key: "etagere-de-test", url_path: "etagere-de-test" },
    { category_id: shelf.id, language: "en" as const, name: TEST_SHELF.en, url_key: "test-shelf", url_path: "test-shelf" },
  ];
  const ids: number[] = [];
  for (const [index, child] of TEST_SHELF_CHILDREN.entries()) {
    const row = await insert(child.code, shelf, (index + 1) * 10);
    ids.push(row.id);
    translations.push(
      { category_id: row.id, language: "fr", name: child.fr, url_key: child.urlKey.fr, url_path: `etagere-de-test/${child.urlKey.fr}` },
      { category_id: row.id, language: "en", name: child.en, url_key: child.urlKey.en, url_path: `test-shelf/${child.urlKey.en}` },
    );
  }
  await db
    .insertInto("category_translation")
    .values(translations.map((row) => ({ ...row, description: null, meta_title: null, meta_description: null, updated_at: now })))
    .execute();
  // Category changes move the catalogue version on, as the seed's do (the tree is cached per version).
  await bumpCatalogVersion(db);
  return { shelf: shelf.id, oils: ids[0], packaging: ids[1] };
}

const OILS = "test-shelf/oils";
const PACKAGING = "test-shelf/packaging";
const text = (fr: string, en: string) => ({ fr, en });

export const lavender: ProductSeed = {
  sku: "TEST-LAVANDE",
  type: "configurable",
  family: "essential-oil",
  categories: [OILS],
  name: text("Lavande vraie de test", "Test true lavender"),
  shortDescription: text("Une lavande douce et florale.", "A soft, floral lavender."),
  description: text("Distillée en juillet.\n\nRiche en esters.", "Distilled in July.\n\nRich in esters."),
  botanicalName: "Lavandula angustifolia Mill.",
  origin: { country: "FR", region: text("Haute-Provence", "Haute-Provence") },
  casNumber: "8000-28-0",
  isOrganic: true,
  specificity: text("Lavande de population", "Population lavender"),
  labels: ["organic", "ecocert"],
  configurable: {
    attribute: "volume",
    variants: [
      { skuSuffix: "-5ML", value: "5ml", label: text("5 ml", "5 ml"), priceCents: 450, stock: 10 },
      { skuSuffix: "-10ML", value: "10ml", label: text("10 ml", "10 ml"), priceCents: 750, specialPriceCents: 600, stock: 5 },
      { skuSuffix: "-30ML", value: "30ml", label: text("30 ml", "30 ml"), priceCents: 1700, stock: 3 },
      {
        skuSuffix: "-100ML",
        value: "100ml",
        label: text("100 ml", "100 ml"),
        priceCents: 4500,
        stock: 0,
        tierPrices: [
          { qty: 2, priceCents: 4300 },
          { qty: 5, priceCents: 4000 },
        ],
      },
    ],
  },
  technical: { extraction: text("Distillation à la vapeur d'eau", "Steam distillation"), hazardStatements: ["H315", "H317"], allergens: ["Linalool"] },
  palette: ["#8e7cc3", "#d9d2e9"],
  ageDays: 10,
};

export const lemon: ProductSeed = {
  sku: "TEST-CITRON",
  type: "simple",
  family: "essential-oil",
  categories: [OILS],
  name: text("Citron zeste de test", "Test lemon peel"),
  shortDescription: text("Zeste expressé à froid.", "Cold-pressed peel."),
  description: text("Un citron de Sicile.", "A Sicilian lemon."),
  botanicalName: "Citrus limon (L.) Osbeck",
  origin: { country: "IT", region: text("Sicile", "Sicily") },
  casNumber: "8008-56-8",
  isOrganic: false,
  labels: ["bestseller"],
  priceCents: 1000,
  specialPriceCents: 800,
  tierPrices: [
    { qty: 3, priceCents: 750 },
    { qty: 10, priceCents: 700 },
    // Not below the final price: never shown.
    { qty: 20, priceCents: 900 },
  ],
  stock: 25,
  ageDays: 200,
};

export const soldOut: ProductSeed = {
  sku: "TEST-EPUISE",
  type: "simple",
  family: "essential-oil",
  categories: [OILS],
  name: text("Ylang épuisé de test", "Test sold-out ylang"),
  shortDescription: text("Revient bientôt.", "Back soon."),
  description: text("Ylang-ylang extra.", "Ylang-ylang extra."),
  origin: { country: "KM" },
  isOrganic: false,
  labels: [],
  priceCents: 5000,
  stock: 0,
  ageDays: 1,
};

export const bottle: ProductSeed = {
  sku: "TEST-FLACON",
  type: "configurable",
  family: "bottle",
  categories: [PACKAGING],
  name: text("Flacon compte-gouttes de test", "Test dropper bottle"),
  shortDescription: text("Verre coloré, 30 ml.", "Coloured glass, 30 ml."),
  description: text("Un flacon.", "A bottle."),
  isOrganic: false,
  labels: ["new"],
  configurable: {
    attribute: "color",
    variants: [
      { skuSuffix: "-AMBER", value: "amber", label: text("Ambre", "Amber"), priceCents: 100, stock: 100 },
      { skuSuffix: "-BLUE", value: "blue", label: text("Bleu cobalt", "Cobalt blue"), priceCents: 120, stock: 0 },
      { skuSuffix: "-CLEAR", value: "clear", label: text("Transparent", "Clear"), priceCents: 90, stock: 40 },
    ],
  },
  customOptions: [
    {
      code: "engraving",
      title: text("Gravure", "Engraving"),
      type: "field",
      isRequired: false,
      maxCharacters: 20,
      extraCost: { type: "fixed", cents: 500 },
    },
    {
      code: "gift-wrap",
      title: text("Emballage cadeau", "Gift wrapping"),
      type: "checkbox",
      isRequired: false,
      values: [{ title: text("Papier kraft", "Kraft paper"), extraCost: { type: "percentage", rate: 10 } }],
    },
    {
      code: "font",
      title: text("Police", "Typeface"),
      type: "drop_down",
      isRequired: true,
      values: [{ title: text("Romaine", "Roman") }, { title: text("Anglaise", "Script"), extraCost: { type: "fixed", cents: 150 } }],
    },
  ],
  ageDays: 5,
};

export const range: ProductSeed = {
  sku: "TEST-GAMME",
  type: "grouped",
  family: "essential-oil",
  categories: [OILS],
  name: text("Gamme agrumes de test", "Test citrus range"),
  shortDescription: text("Deux essences.", "Two oils."),
  description: text("Une gamme.", "A range."),
  isOrganic: false,
  labels: [],
  groupedSkus: ["TEST-CITRON", "TEST-EPUISE"],
  ageDays: 30,
};

export const kit: ProductSeed = {
  sku: "TEST-COFFRET",
  type: "bundle",
  family: "kit",
  categories: [OILS, PACKAGING],
  name: text("Coffret à composer de test", "Test build-your-own kit"),
  shortDescription: text("Choisissez vos essences.", "Choose your oils."),
  description: text("Un coffret.", "A kit."),
  isOrganic: false,
  labels: ["new"],
  bundleOptions: [
    {
      code: "oil",
      label: text("Huile essentielle", "Essential oil"),
      required: true,
      type: "radio",
      values: [
        { sku: "TEST-CITRON", defaultQuantity: 2, userDefinedQuantity: true },
        { sku: "TEST-LAVANDE-10ML", defaultQuantity: 1, userDefinedQuantity: false },
      ],
    },
    {
      code: "bottle",
      label: text("Flacon", "Bottle"),
      required: false,
      type: "checkbox",
      values: [{ sku: "TEST-FLACON-AMBER", defaultQuantity: 1, userDefinedQuantity: true }],
    },
  ],
  ageDays: 3,
};

export const basePriceKit: ProductSeed = {
  sku: "TEST-COFFRET-FIXE",
  type: "bundle",
  family: "kit",
  categories: [OILS],
  name: text("Coffret découverte de test", "Test discovery set"),
  shortDescription: text("Un prix de base et ses essences.", "A base price and its oils."),
  description: text("Le coffret, son livret et ses essences.", "The box, its booklet and its oils."),
  isOrganic: true,
  labels: ["organic"],
  priceCents: 2500,
  bundleOptions: [
    {
      code: "oils",
      label: text("Essences", "Oils"),
      required: true,
      type: "multi",
      values: [
        { sku: "TEST-CITRON", defaultQuantity: 1, userDefinedQuantity: false },
        { sku: "TEST-LAVANDE-5ML", defaultQuantity: 1, userDefinedQuantity: false },
      ],
    },
  ],
  ageDays: 60,
};

/** Simple products enough for several pages: prices, names, dates and origins all differ. */
export const fillers: ProductSeed[] = Array.from({ length: 40 }, (_unused, index) => {
  const n = index + 1;
  const countries = ["FR", "ES", "MA", "IN", "MG"];
  return {
    sku: `TEST-LOT-${String(n).padStart(2, "0")}`,
    type: "simple",
    family: n % 4 === 0 ? "hydrosol" : "essential-oil",
    categories: [OILS],
    name: text(`${n % 2 ? "Écorce" : "Ecorce"} numéro ${String(n).padStart(2, "0")}`, `Bark number ${String(n).padStart(2, "0")}`),
    shortDescription: text("Un lot.", "A batch."),
    description: text("Un lot de test.", "A test batch."),
    origin: { country: countries[n % countries.length] },
    isOrganic: n % 3 === 0,
    labels: n % 5 === 0 ? ["vegan", "fair-trade"] : n % 2 === 0 ? ["vegan"] : [],
    priceCents: 300 + ((n * 737) % 15_000),
    stock: n % 7 === 0 ? 0 : n,
    ageDays: (n * 13) % 97,
  } satisfies ProductSeed;
});

export const testProducts: ProductSeed[] = [lavender, lemon, soldOut, bottle, range, kit, basePriceKit, ...fillers];

/** Number of listing rows in a category, read directly (for tests comparing with the API). */
export async function countRows(db: Kysely<Database>, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
