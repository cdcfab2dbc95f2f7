import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ListingInput } from "../../features/catalog/listing/listing-state.ts";
import type { ProductListing } from "../../features/catalog/listing/listing-types.ts";
import { PRODUCT_LISTING_FIELDS } from "../../lib/product-fragments.ts";
import { CATEGORY_FIELDS, type EntityCategory } from "./route-query.ts";

export interface CategoryPage extends EntityCategory {
  children: { id: string; name: string; url: string; description: string | null }[];
  products: ProductListing;
}

export interface CategoryPageVariables {
  id: string;
  input: ListingInput;
}

/**
 * The category page (spec §2): name, description, breadcrumbs, sub-categories, and the listing
 * of the URL's state (spec §7: "category pages send facet, sort and pagination parameters as query
 * variables"). The same document serves `/category/:id` and the category's own URL path.
 */
export const CATEGORY_QUERY: TypedDocumentNode<{ category: CategoryPage | null }, CategoryPageVariables> = gql`
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
