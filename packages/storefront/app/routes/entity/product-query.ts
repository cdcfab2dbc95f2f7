import { gql, type TypedDocumentNode } from "@apollo/client";
import {
  PRODUCT_BUNDLE_FIELDS,
  PRODUCT_DETAIL_FIELDS,
  PRODUCT_RELATED_FIELDS,
  PRODUCT_VARIANT_FIELDS,
} from "../../features/catalog/product/product-data.ts";
import type {
  ProductBundleOptions,
  ProductBundleOptionsVariables,
  ProductConfigurator,
  ProductConfiguratorVariables,
  ProductPage,
  ProductPageVariables,
  ProductRelated,
  ProductRelatedVariables,
} from "../../lib/generated/graphql.ts";
import type { RouteQuery } from "../../lib/route-data.ts";

/** The product page (`/product/:id` and the product's own URL path): one product by sku. */
export const PRODUCT_QUERY: TypedDocumentNode<ProductPage, ProductPageVariables> = gql`
  query ProductPage($sku: String!) {
    product(sku: $sku) {
      ...ProductDetailFields
    }
  }
  ${PRODUCT_DETAIL_FIELDS}
`;

/** Configurator data: a configurable's variants, a grouped product's items, with prices and stock. */
export const PRODUCT_VARIANTS_QUERY: TypedDocumentNode<ProductConfigurator, ProductConfiguratorVariables> = gql`
  query ProductConfigurator($sku: String!) {
    product(sku: $sku) {
      ...ProductVariantFields
    }
  }
  ${PRODUCT_VARIANT_FIELDS}
`;

/** A bundle's options and the products they offer, with prices and stock. */
export const PRODUCT_BUNDLE_QUERY: TypedDocumentNode<ProductBundleOptions, ProductBundleOptionsVariables> = gql`
  query ProductBundleOptions($sku: String!) {
    product(sku: $sku) {
      ...ProductBundleFields
    }
  }
  ${PRODUCT_BUNDLE_FIELDS}
`;

export const PRODUCT_RELATED_QUERY: TypedDocumentNode<ProductRelated, ProductRelatedVariables> = gql`
  query ProductRelated($sku: String!) {
    product(sku: $sku) {
      ...ProductRelatedFields
    }
  }
  ${PRODUCT_RELATED_FIELDS}
`;

/** The page's queries besides the product's own. */
export const productItemQueries = (sku: string): RouteQuery[] =>
  [PRODUCT_VARIANTS_QUERY, PRODUCT_BUNDLE_QUERY, PRODUCT_RELATED_QUERY].map((query) => ({ query, variables: { sku } }));

/** Every query of the product page: none depends on another, so they run at once (one batch in the browser). */
export const productPageQueries = (sku: string): RouteQuery[] => [{ query: PRODUCT_QUERY, variables: { sku } }, ...productItemQueries(sku)];
