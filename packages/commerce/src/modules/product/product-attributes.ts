import type { ContentLanguage } from "../../db/schema.ts";

/**
 * The catalogue's vocabulary: variant attributes (with their ids; colour is 93), label and
 * family names, facet names. Codes are stable (URLs, filters, wishlists); names are per language.
 */
export type Localised = Record<ContentLanguage, string>;

export interface VariantAttribute {
  /** Numeric id as a string (the colour attribute is 93, an id the catalogue's data fixes). */
  id: string;
  code: VariantAttributeCode;
  label: Localised;
  /** How the storefront draws its values: as text, or as a colour swatch. */
  swatchType: "text" | "color";
}

export type VariantAttributeCode = "volume" | "size" | "color";

export const VARIANT_ATTRIBUTES: Record<VariantAttributeCode, VariantAttribute> = {
  volume: { id: "141", code: "volume", label: { fr: "Contenance", en: "Volume" }, swatchType: "text" },
  size: { id: "142", code: "size", label: { fr: "Conditionnement", en: "Size" }, swatchType: "text" },
  color: { id: "93", code: "color", label: { fr: "Couleur", en: "Colour" }, swatchType: "color" },
};

export const isVariantAttribute = (code: string | null): code is VariantAttributeCode =>
  code === "volume" || code === "size" || code === "color";

export const LABEL_NAMES: Record<string, Localised> = {
  organic: { fr: "Agriculture biologique", en: "Organic farming" },
  ecocert: { fr: "Ecocert", en: "Ecocert" },
  cosmos: { fr: "COSMOS", en: "COSMOS" },
  vegan: { fr: "Vegan", en: "Vegan" },
  "ifra-compliant": { fr: "Conforme IFRA", en: "IFRA compliant" },
  new: { fr: "Nouveauté", en: "New" },
  bestseller: { fr: "Meilleure vente", en: "Bestseller" },
  "fair-trade": { fr: "Commerce équitable", en: "Fair trade" },
  "made-in-france": { fr: "Fabriqué en France", en: "Made in France" },
};

/** The name of a label code; an unknown code shows as itself. */
export const labelName = (code: string, language: ContentLanguage): string => LABEL_NAMES[code]?.[language] ?? code;

/** Family names: plural for facets and headings, singular for a product's own tag and documents. */
const FAMILY_NAMES: Record<string, { plural: Localised; singular: Localised }> = {
  "essential-oil": { plural: { fr: "Huiles essentielles", en: "Essential oils" }, singular: { fr: "Huile essentielle", en: "Essential oil" } },
  absolute: { plural: { fr: "Absolues et concrètes", en: "Absolutes & concretes" }, singular: { fr: "Absolue", en: "Absolute" } },
  "co2-extract": { plural: { fr: "Extraits au CO2", en: "CO2 extracts" }, singular: { fr: "Extrait CO2", en: "CO2 extract" } },
  hydrosol: { plural: { fr: "Hydrolats", en: "Hydrosols" }, singular: { fr: "Hydrolat", en: "Hydrosol" } },
  "vegetable-oil": { plural: { fr: "Huiles végétales", en: "Vegetable oils" }, singular: { fr: "Huile végétale", en: "Vegetable oil" } },
  "butter-wax": { plural: { fr: "Beurres et cires", en: "Butters & waxes" }, singular: { fr: "Beurre & cire", en: "Butter & wax" } },
  "aroma-molecule": {
    plural: { fr: "Matières premières aromatiques", en: "Aroma materials" },
    singular: { fr: "Matière première", en: "Aroma material" },
  },
  fragrance: { plural: { fr: "Parfums", en: "Fragrances" }, singular: { fr: "Parfum", en: "Fragrance" } },
  "cosmetic-active": { plural: { fr: "Actifs cosmétiques", en: "Cosmetic actives" }, singular: { fr: "Actif cosmétique", en: "Cosmetic active" } },
  kit: { plural: { fr: "Coffrets", en: "Kits" }, singular: { fr: "Coffret", en: "Gift set" } },
  bottle: { plural: { fr: "Flaconnage", en: "Bottles & packaging" }, singular: { fr: "Flaconnage", en: "Packaging" } },
  accessory: { plural: { fr: "Accessoires", en: "Accessories" }, singular: { fr: "Accessoire", en: "Accessory" } },
  guide: { plural: { fr: "Guides et formations", en: "Guides & training" }, singular: { fr: "Guide à télécharger", en: "Downloadable guide" } },
};

export const familyName = (code: string, language: ContentLanguage, form: "plural" | "singular" = "plural"): string =>
  FAMILY_NAMES[code]?.[form][language] ?? code;

/**
 * Url keys of products start (fr) or end (en) with the family's noun when the name does not say
 * it: "Lavande fine bio" → `huile-essentielle-lavande-fine-bio`, `organic-fine-lavender-essential-oil`.
 */
export const FAMILY_URL_NOUNS: Record<string, { fr: string; en: string; frWords: string[]; enWords: string[] }> = {
  "essential-oil": { fr: "huile essentielle", en: "essential oil", frWords: ["huile", "essence"], enWords: ["oil"] },
  absolute: { fr: "absolue", en: "absolute", frWords: ["absolue", "concrete"], enWords: ["absolute", "concrete"] },
  "co2-extract": { fr: "extrait CO2", en: "CO2 extract", frWords: ["extrait", "co2"], enWords: ["extract", "co2"] },
  hydrosol: { fr: "hydrolat", en: "hydrosol", frWords: ["hydrolat", "eau"], enWords: ["hydrosol", "water"] },
  "vegetable-oil": { fr: "huile végétale", en: "oil", frWords: ["huile", "macerat", "beurre"], enWords: ["oil", "macerate", "butter"] },
};

/**
 * Colour swatches of the colour attribute's values (bottles, caps). A value that is itself a hex
 * colour is its own swatch; an unknown value has none (drawn as text).
 */
export const COLOUR_SWATCHES: Record<string, string> = {
  amber: "#9a5b13",
  brown: "#6b3e1d",
  blue: "#1f4e8c",
  cobalt: "#1f4e8c",
  "cobalt-blue": "#1f4e8c",
  green: "#2f6b3a",
  clear: "#e8eef0",
  transparent: "#e8eef0",
  white: "#ffffff",
  opal: "#f4f1ea",
  black: "#1d1d1b",
  violet: "#3b1f4a",
  miron: "#3b1f4a",
  frosted: "#dfe6e8",
  pink: "#e7a6b6",
  red: "#a8262b",
  gold: "#c9a227",
  silver: "#b8bcc0",
  copper: "#b46a3c",
  bamboo: "#c8a46e",
  wood: "#a0714f",
};

export function colourSwatch(value: string): string | null {
  const lower = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(lower)) return lower;
  return COLOUR_SWATCHES[lower] ?? null;
}

/**
 * Display order of a volume or size value: its quantity in ml or g (`5ml` → 5, `1l` → 1000,
 * `250g` → 250, `1kg` → 1000); other values keep their order of appearance after the measures.
 */
export function measureOrder(value: string): number | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s*(ml|cl|l|mg|g|kg)$/i.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1].replace(",", "."));
  const factor = { ml: 1, cl: 10, l: 1000, mg: 0.001, g: 1, kg: 1000 }[match[2].toLowerCase() as "ml"];
  return Math.round(amount * factor * 1000);
}
