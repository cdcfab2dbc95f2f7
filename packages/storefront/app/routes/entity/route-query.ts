import { gql, type TypedDocumentNode } from "@apollo/client";
import { CMS_PAGE_FIELDS } from "../../features/cms/cms-queries.ts";
import type { RouteQuery, RouteQueryVariables } from "../../lib/generated/graphql.ts";

/**
 * What a product's page head needs when its URL path resolves to it (selected by the route query),
 * here rather than with the product page's queries: the routes of other page types load this module.
 */
export const PRODUCT_HEAD_FIELDS = gql`
  fragment ProductHeadFields on Product {
    sku
    metaTitle
    metaDescription
    imageUrl
    alternates {
      locale
      url
    }
  }
`;

/**
 * What a URL shows (commerce `Entity`): `identifier` is `category:5`, `product:<sku>`,
 * `cms-page:about-us`, `redirect:<path>` or `not-found:<path>`; a product entity carries its page
 * head (its page's data comes with the product queries).
 */
export type RouteEntity = RouteQuery["route"];

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

export const ROUTE_QUERY: TypedDocumentNode<RouteQuery, RouteQueryVariables> = gql`
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
