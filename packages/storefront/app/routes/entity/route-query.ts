import { gql, type TypedDocumentNode } from "@apollo/client";
import { CMS_PAGE_FIELDS, type CmsAlternate, type CmsPage } from "../../features/cms/cms-queries.ts";
import { PRODUCT_HEAD_FIELDS, type ProductHead } from "./product-query.ts";

export interface EntityCategory {
  id: string;
  name: string;
  url: string;
  description: string | null;
  metaTitle: string;
  metaDescription: string | null;
  breadcrumbs: { id: string; name: string; url: string }[];
  alternates: CmsAlternate[];
}

/** What a URL shows (commerce `Entity`). */
export interface RouteEntity {
  /** `category:5`, `product:<sku>`, `cms-page:about-us`, `redirect:<path>`, `not-found:<path>`. */
  identifier: string;
  type: string;
  redirectTo: string | null;
  redirectType: number | null;
  sku: string | null;
  category: EntityCategory | null;
  /** A product entity's page head (its page's data comes with the product queries). */
  product: ProductHead | null;
  cmsPage: CmsPage | null;
}

export const CATEGORY_FIELDS = gql`
  fragment EntityCategoryFields on Category {
    id
    name
    url
    description
    metaTitle
    metaDescription
    breadcrumbs {
      id
      name
      url
    }
    alternates {
      locale
      url
      absoluteUrl
    }
  }
`;

export const ROUTE_QUERY: TypedDocumentNode<{ route: RouteEntity }, { url: string }> = gql`
  query RouteQuery($url: String!) {
    route(url: $url) {
      identifier
      type
      redirectTo
      redirectType
      sku
      category {
        ...EntityCategoryFields
      }
      product {
        ...ProductHeadFields
      }
      cmsPage {
        ...CmsPageFields
      }
    }
  }
  ${CATEGORY_FIELDS}
  ${PRODUCT_HEAD_FIELDS}
  ${CMS_PAGE_FIELDS}
`;
