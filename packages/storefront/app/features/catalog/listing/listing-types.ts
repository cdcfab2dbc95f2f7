import type { ProductListingFields } from "../../../lib/generated/graphql.ts";

/** commerce `ProductListing` and its parts (modules/catalog/listing.graphql). */
export type Facet = ProductListingFields["facets"][number];
/** A fixed price-range facet (final price incl. VAT, in EUR). */
export type PriceRange = ProductListingFields["priceRanges"][number];

export type ProductListing = ProductListingFields & {
  /**
   * The filters the API applied: those asked for, less the values no product of the listing has
   * (the page queries ask for it next to ProductListingFields). Links are built from these.
   */
  appliedFilters: { name: string; values: string[] }[];
};

/** The facet whose buckets are the sub-categories (shown as links, not as a filter). */
export const CATEGORY_FACET = "category";
