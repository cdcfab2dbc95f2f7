import { gql, type TypedDocumentNode } from "@apollo/client";
import { PRODUCT_LISTING_FIELDS } from "../lib/product-fragments.ts";
import type { SearchPage, SearchPageVariables } from "../lib/generated/graphql.ts";

export type SearchPageData = SearchPage;

/**
 * The search page: the listing of the URL's state, as on category
 * pages, with relevance as the API's default order; the top categories feed the no-result help.
 */
export const SEARCH_QUERY: TypedDocumentNode<SearchPageData, SearchPageVariables> = gql`
  query SearchPage($query: String!, $input: ListingInput) {
    search(query: $query, input: $input) {
      query
      correctedQuery
      suggestions
      listing {
        ...ProductListingFields
        appliedFilters {
          name
          values
        }
      }
    }
    categories {
      id
      name
      url
    }
  }
  ${PRODUCT_LISTING_FIELDS}
`;
