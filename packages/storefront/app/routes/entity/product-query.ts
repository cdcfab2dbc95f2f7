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
import { productReviewsQuery, productReviewsVariables } from "../../features/reviews/product-reviews-query.ts";

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

/**
 * The page's queries besides the product's own. The server also asks the reviews the page shows
 * (how many: the address's `?reviews=`, the show-more link without JavaScript); in the browser the
 * reviews section, downloaded once the page is idle, asks them itself, so that neither their
 * document nor their code is part of the page's first load (ADR 033).
 */
export const productItemQueries = (sku: string, search?: URLSearchParams): RouteQuery[] => [
  ...[PRODUCT_VARIANTS_QUERY, PRODUCT_BUNDLE_QUERY, PRODUCT_RELATED_QUERY].map((query) => ({ query, variables: { sku } })),
  ...(import.meta.env.SSR ? [{ query: productReviewsQuery(), variables: productReviewsVariables(sku, search) }] : []),
];

/** Every query of the product page: none depends on another, so they run at once (one batch in the browser). */
export const productPageQueries = (sku: string, search?: URLSearchParams): RouteQuery[] => [{ query: PRODUCT_QUERY, variables: { sku } }, ...productItemQueries(sku, search)];
