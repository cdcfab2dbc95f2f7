import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Types generated from the GraphQL schema (ADR 030): `npm run codegen` writes them, and
 * `npm run lint` fails (`codegen --check`) when they are stale or a storefront document does not
 * match the schema. The generated files are committed; never edit them by hand.
 */
const schema = ["packages/commerce/src/graphql/base.graphql", "packages/commerce/src/modules/**/*.graphql"];

const shared = {
  useTypeImports: true,
  // Error codes and other enums are string unions: no runtime code, and a module's message
  // table (`satisfies ErrorMessages<CustomerErrorCode>`) must name every code.
  enumsAsTypes: true,
  scalars: { ID: "string" },
};

const config: CodegenConfig = {
  overwrite: true,
  emitLegacyCommonJSImports: false,
  generates: {
    // The back end: resolver signatures, with the objects resolvers really receive as parents.
    "packages/commerce/src/graphql/generated/resolver-types.ts": {
      schema,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        ...shared,
        contextType: "../context.ts#GraphQLContext",
        useIndexSignature: false,
        // Resolvers may answer any part of a type; the fields they leave out have resolvers of their own.
        defaultMapper: "Partial<{T}>",
        mappers: {
          Category: "../../modules/category/service.ts#CategoryNode",
          CmsPage: "../../modules/cms/service.ts#CmsPageView",
          CmsAlternate: "../../modules/shop/service-scope.ts#StoreUrl",
          StoreConfig: "../../modules/shop/resolvers.ts#StoreConfigParent",
          Entity: "../../modules/url-resolution/registry.ts#Entity as EntityRecord",
          Product: "../../modules/product/product-records.ts#ProductRecord",
          BundleOptionValue: "../../modules/product/service.ts#BundleOptionChoice",
          ProductListing: "../../modules/listing/listing-view.ts#ListingView",
          SearchResult: "../../modules/search/resolvers.ts#SearchResultView",
          Order: "../../modules/order/resolvers.ts#OrderParent",
          OrderPayment: "../../modules/order/resolvers.ts#OrderPaymentParent",
          ReturnAuthorization: "../../modules/returns/resolvers.ts#ReturnParent",
          Wishlist: "../../modules/wishlist/service.ts#WishlistParent",
          SharedWishlist: "../../modules/wishlist/service.ts#SharedWishlistParent",
          CustomerProductReview: "../../modules/review/service.ts#CustomerReviewView",
          StockAlert: "../../modules/stock-alert/service.ts#StockAlertParent",
        },
      },
    },
    // The storefront: the result and variable types of every document it sends.
    "packages/storefront/app/lib/generated/graphql.ts": {
      schema,
      documents: ["packages/storefront/app/**/*.{ts,tsx}", "!packages/storefront/app/**/*.test.{ts,tsx}", "!packages/storefront/app/lib/generated/**"],
      plugins: ["typescript-operations"],
      config: {
        ...shared,
        onlyOperationTypes: true,
        preResolveTypes: true,
        skipTypename: true,
        // `ShopQuery`, not `ShopQueryQuery`: our operations are already named for what they are.
        omitOperationSuffix: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
