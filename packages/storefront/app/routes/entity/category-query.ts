import { gql, type TypedDocumentNode } from "@apollo/client";
import { CATEGORY_FIELDS, type EntityCategory } from "./route-query.ts";

export interface CategoryPage extends EntityCategory {
  children: { id: string; name: string; url: string; description: string | null }[];
}

/** The category page (spec §2): name, description, breadcrumbs and sub-categories. */
export const CATEGORY_QUERY: TypedDocumentNode<{ category: CategoryPage | null }, { id: string }> = gql`
  query CategoryPage($id: ID!) {
    category(id: $id) {
      ...EntityCategoryFields
      children {
        id
        name
        url
        description
      }
    }
  }
  ${CATEGORY_FIELDS}
`;
