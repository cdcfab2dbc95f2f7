/**
 * A product as the catalogue defines it: the shape an import writes (the demo catalogue in
 * `seed/` is one such import, written by hand for real products) and the generated media read.
 * It belongs to the product domain; the seed imports it, never the reverse.
 * Money is integer euro cents EXCLUDING VAT (20 % is added by the pricing module).
 */
export type Language = "fr" | "en";
export type Localised = Record<Language, string>;

/** Product families: each has its own visual style and document template. */
export type ProductFamily =
  | "essential-oil"
  | "absolute"
  | "co2-extract"
  | "hydrosol"
  | "vegetable-oil"
  | "butter-wax"
  | "aroma-molecule"
  | "fragrance"
  | "cosmetic-active"
  | "kit"
  | "bottle"
  | "accessory"
  /** Downloadable guides and training booklets (virtual products, modules/download). */
  | "guide";

/** Label codes shown as badges; their names live in the catalogue seed (fr/en). */
export type LabelCode = "organic" | "ecocert" | "cosmos" | "vegan" | "ifra-compliant" | "new" | "bestseller" | "fair-trade" | "made-in-france";

export interface TierPriceSeed {
  /** Minimum quantity for this price. */
  qty: number;
  /** Unit price in cents excl. VAT at that quantity. */
  priceCents: number;
}

/** One volume (or size) of a configurable product: a child simple product. */
export interface VariantSeed {
  /** Suffix appended to the parent sku, e.g. "-10ML". */
  skuSuffix: string;
  /** Attribute value code, e.g. "10ml", and its label per language. */
  value: string;
  label: Localised;
  priceCents: number;
  specialPriceCents?: number;
  stock: number;
  tierPrices?: TierPriceSeed[];
}

export interface CustomOptionValueSeed {
  title: Localised;
  /** Extra cost: fixed cents excl. VAT, or a percentage of the product price. */
  extraCost?: { type: "fixed"; cents: number } | { type: "percentage"; rate: number };
}

export interface CustomOptionSeed {
  code: string;
  title: Localised;
  type: "field" | "area" | "drop_down" | "radio" | "checkbox";
  isRequired: boolean;
  maxCharacters?: number;
  extraCost?: { type: "fixed"; cents: number } | { type: "percentage"; rate: number };
  values?: CustomOptionValueSeed[];
}

export interface BundleOptionSeed {
  code: string;
  label: Localised;
  required: boolean;
  type: "select" | "radio" | "checkbox" | "multi";
  /** Choices: skus of simple products (or configurable child skus) in the catalogue. */
  values: { sku: string; defaultQuantity: number; userDefinedQuantity: boolean }[];
}

export interface ProductSeed {
  sku: string;
  type: "simple" | "configurable" | "grouped" | "bundle";
  family: ProductFamily;
  /** Category identifiers (see categories seed: the category `code`, e.g. "essential-oils/lavenders"). */
  categories: string[];
  name: Localised;
  /** One or two sentences shown on cards and at the top of the product page. */
  shortDescription: Localised;
  /** A few paragraphs (plain text, paragraphs separated by a blank line). */
  description: Localised;
  botanicalName?: string;
  /** ISO 3166-1 alpha-2 code of the country of origin, with an optional region. */
  origin?: { country: string; region?: Localised };
  /** CAS number(s) the product conforms to, e.g. "8000-28-0". */
  casNumber?: string;
  isOrganic: boolean;
  /** What makes it particular: chemotype, extraction, part of plant… */
  specificity?: Localised;
  labels: LabelCode[];
  /** For simple, bundle (base price) products. */
  priceCents?: number;
  specialPriceCents?: number;
  tierPrices?: TierPriceSeed[];
  /** Units in stock (simple products and variants); 0 = out of stock. */
  stock?: number;
  /** Configurable products: the volume/size attribute and its variants. */
  configurable?: { attribute: "volume" | "size" | "color"; variants: VariantSeed[] };
  /** Grouped products: skus of the simple products in the range. */
  groupedSkus?: string[];
  bundleOptions?: BundleOptionSeed[];
  customOptions?: CustomOptionSeed[];
  /** Technical data for the documents: extraction method, part used, appearance, odour, density… */
  technical?: {
    extraction?: Localised;
    partUsed?: Localised;
    appearance?: Localised;
    odour?: Localised;
    density?: string;
    refractiveIndex?: string;
    flashPointC?: number;
    mainComponents?: { name: string; percent: string }[];
    /** GHS hazard statements for the safety data sheet, e.g. ["H226", "H304", "H315"]. */
    hazardStatements?: string[];
    /** Allergens to declare (EU 26), e.g. ["Linalool", "Limonene"]. */
    allergens?: string[];
  };
  /** Colours for the generated visual (hex), else the family's palette. */
  palette?: [string, string];
  /** Days since the product was added (for "newest" sort and the "new" label). */
  ageDays?: number;
  /**
   * A virtual product's files (simple products only): delivered as downloads once paid, never
   * shipped. `code` names the authored content (media/guides.ts); `maxDownloads` is per unit bought.
   */
  downloads?: { code: string; title: Localised; maxDownloads: number }[];
}
