import type { ContentLanguage, ProductType } from "../../db/schema.ts";
import type { ExtraCostSource } from "../pricing/product-prices.ts";
import type { Localised } from "./product-attributes.ts";

/**
 * What the product service answers with. Records are shared by the requests of one catalogue
 * version (the process's read cache), so they are never modified once read.
 */

/** A product in one language, with its url keys in every language. */
export interface ProductRecord {
  id: number;
  sku: string;
  type: ProductType;
  family: string;
  parentId: number | null;
  isVisible: boolean;
  configurableAttribute: string | null;
  variantValue: string | null;
  position: number;
  priceCents: number | null;
  specialPriceCents: number | null;
  stockQty: number;
  /** One unit's shipping weight, packaging included (null: the shop's default, modules/shipping). */
  weightGrams: number | null;
  /** Delivered as files once paid, never shipped (modules/download): weighs nothing, needs no delivery. */
  isVirtual: boolean;
  botanicalName: string | null;
  originCountry: string | null;
  casNumber: string | null;
  isOrganic: boolean;
  /** JSON text, parsed by the documents only. */
  technical: string | null;
  palette: string | null;
  createdAt: string;
  updatedAt: string;
  language: ContentLanguage;
  name: string;
  shortDescription: string | null;
  description: string | null;
  urlKey: string | null;
  originRegion: string | null;
  specificity: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  urlKeys: Partial<Record<ContentLanguage, string>>;
}

export interface TierPriceRecord {
  qty: number;
  priceCents: number;
}

export interface BundleOptionRecord {
  id: number;
  code: string;
  title: Localised;
  type: string;
  isRequired: boolean;
  selections: { productId: number; defaultQty: number; userDefinedQty: boolean }[];
}

export interface CustomOptionValueRecord {
  id: number;
  title: Localised;
  sortOrder: number;
  extraCost: ExtraCostSource | null;
}

export interface CustomOptionRecord {
  id: number;
  code: string;
  title: Localised;
  type: string;
  isRequired: boolean;
  maxCharacters: number | null;
  extraCost: ExtraCostSource | null;
  values: CustomOptionValueRecord[];
}

export interface AttributeOptionRecord {
  attribute: string;
  value: string;
  label: Localised;
  swatch: string | null;
  position: number;
}
