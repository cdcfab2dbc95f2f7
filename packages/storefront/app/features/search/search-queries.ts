import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SearchSuggestions, SearchSuggestionsVariables } from "../../lib/generated/graphql.ts";
import { PRODUCT_CARD_FIELDS } from "../../lib/product-fragments.ts";

/** commerce `searchSuggestions` (modules/search/schema.graphql). */
export type SearchSuggestionsData = SearchSuggestions;

/** Products per group in the panel (the API allows 1…10). */
export const SUGGESTION_LIMIT = 5;

/**
 * Suggestions as you type. Products carry the card's fields (the same selection as every other
 * product query, so a product met here and on a listing stays whole in the Apollo cache).
 */
export const SEARCH_SUGGESTIONS_QUERY: TypedDocumentNode<SearchSuggestionsData, SearchSuggestionsVariables> = gql`
  query SearchSuggestions($query: String!, $limit: Int) {
    searchSuggestions(query: $query, limit: $limit) {
      query
      products {
        ...ProductCardFields
      }
      categories {
        id
        name
        url
      }
      pages {
        identifier
        title
        url
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;
