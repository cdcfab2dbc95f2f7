import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ListingInput } from "../features/catalog/listing/listing-state.ts";
import type { ProductListing } from "../features/catalog/listing/listing-types.ts";
import { PRODUCT_LISTING_FIELDS } from "../lib/product-fragments.ts";

export interface SearchPageData {
  search: {
    query: string;
    correctedQuery: string | null;
    listing: ProductListing;
    suggestions: string[];
  };
  categories: { id: string; name: string; url: string }[];
}

export interface SearchPageVariables {
  query: string;
  input: ListingInput;
}

/**
 * The search page (spec §2 `/search/:query`): the listing of the URL's state, as on category
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
