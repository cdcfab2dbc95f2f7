import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SkuSuggestions, SkuSuggestionsVariables } from "../../lib/generated/graphql.ts";
import { PRODUCT_CARD_FIELDS, type ProductType } from "../../lib/product-fragments.ts";

export type SkuSuggestion = SkuSuggestions["skuSuggestions"][number];

/**
 * The quick order's suggestions as a sku is typed (commerce `skuSuggestions`). Products carry the
 * card's fields, the same selection as every other product query (one `Product` per sku in the
 * Apollo cache, nothing lost when they meet).
 */
export const SKU_SUGGESTIONS_QUERY: TypedDocumentNode<SkuSuggestions, SkuSuggestionsVariables> = gql`
  query SkuSuggestions($text: String!) {
    skuSuggestions(text: $text) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

/** Products whose options are chosen on their page before they can be added: a variant, or items of a range. */
export const needsOptions = (type: string): boolean => type === ("configurable" satisfies ProductType) || type === ("grouped" satisfies ProductType);
