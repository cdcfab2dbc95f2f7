import type { ProductCardData } from "../../../lib/product-fragments.ts";

/** commerce `ProductListing` and its parts (modules/catalog/listing.graphql). */
export interface FacetBucket {
  value: string;
  label: string;
  docCount: number;
  selected: boolean;
}

export interface Facet {
  code: string;
  label: string;
  buckets: FacetBucket[];
}

/** Spec §3 fixed price-range facet (final price incl. VAT, in EUR). */
export interface PriceRange {
  name: string;
  value: string;
  docCount: number;
  min: number;
  max: number | null;
  selected: boolean;
}

export interface ProductListing {
  total: number;
  page: number;
  pageLength: number;
  pageCount: number;
  pageSizes: number[];
  products: ProductCardData[];
  facets: Facet[];
  priceRanges: PriceRange[];
  sortFields: { field: string; label: string }[];
  appliedSort: { field: string; direction: string } | null;
  /**
   * The filters the API applied: those asked for, less the values no product of the listing has
   * (the page queries ask for it next to ProductListingFields). Links are built from these.
   */
  appliedFilters: { name: string; values: string[] }[];
}

/** The facet whose buckets are the sub-categories (shown as links, not as a filter). */
export const CATEGORY_FACET = "category";
