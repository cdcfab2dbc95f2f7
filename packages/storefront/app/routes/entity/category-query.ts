import { gql, type TypedDocumentNode } from "@apollo/client";
import { canonicalListingSearch, listingInputOf } from "../../features/catalog/listing/listing-state.ts";
import { PRODUCT_LISTING_FIELDS } from "../../lib/product-fragments.ts";
import type { CategoryPage as CategoryPageQuery, CategoryPageVariables } from "../../lib/generated/graphql.ts";
import { CATEGORY_FIELDS } from "./route-query.ts";

export type CategoryPage = NonNullable<CategoryPageQuery["category"]>;

/**
 * The category page: name, description, breadcrumbs, sub-categories, and the listing
 * of the URL's state ("category pages send facet, sort and pagination parameters as query
 * variables"). The same document serves `/category/:id` and the category's own URL path.
 */
export const CATEGORY_QUERY: TypedDocumentNode<CategoryPageQuery, CategoryPageVariables> = gql`
  query CategoryPage($id: ID!, $input: ListingInput) {
    category(id: $id) {
      ...EntityCategoryFields
      children {
        id
        name
        url
        description
      }
      products(input: $input) {
        ...ProductListingFields
        appliedFilters {
          name
          values
        }
      }
    }
  }
  ${CATEGORY_FIELDS}
  ${PRODUCT_LISTING_FIELDS}
`;

/** Category pages, at their own path (`/huiles-essentielles`) and at `/category/:id`. */
export const categoryPage = {
  /** The listing's state is the URL's query string; a value it cannot use is ignored and reported to `warn`. */
  variables: (id: string, search: URLSearchParams | string, warn?: (message: string) => void): CategoryPageVariables => ({ id, input: listingInputOf(search, warn) }),
  /** The canonical URL keeps the listing's page (and a page size other than the default), not its filters, price bounds or sort. */
  canonicalSearch: (search: string) => canonicalListingSearch(search).toString(),
};
