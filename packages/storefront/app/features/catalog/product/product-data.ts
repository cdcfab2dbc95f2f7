import { gql } from "@apollo/client";
import type {
  CustomOptionExtraCostFields,
  ProductBundleFields,
  ProductDetailFields,
  ProductVariantFields,
} from "../../../lib/generated/graphql.ts";
import { PRICE_INCL_EXCL_FIELDS, PRODUCT_CARD_FIELDS, type ProductCardData } from "../../../lib/product-fragments.ts";

/** A custom option's extra cost: `fixed` (per unit, with and without VAT) or `percentage` (of the unit price). */
export type ExtraCost = CustomOptionExtraCostFields;
/** The product page's own query: the product itself. */
export type ProductDetail = ProductDetailFields;
/** `field`, `area`, `drop_down`, `radio` or `checkbox`, with their values and extra costs. */
export type CustomOption = ProductDetail["customOptions"][number];
export type ConfigurableOption = ProductDetail["configurableOptions"][number];
export type ProductImage = ProductDetail["images"][number];
/** A variant of a configurable product: a simple product, with the option values that select it. */
export type ProductVariant = ProductVariantFields["configurations"][number];
/** A bundle option (`select`, `radio`, `checkbox` or `multi`); each value adds its product. */
export type BundleOption = ProductBundleFields["bundleOptions"][number];

const EXTRA_COST_FIELDS = gql`
  fragment CustomOptionExtraCostFields on CustomOptionExtraCost {
    type
    rate
    priceInclTax {
      amount
      currency
    }
    priceExclTax {
      amount
      currency
    }
  }
`;

export const PRODUCT_DETAIL_FIELDS = gql`
  fragment ProductDetailFields on Product {
    ...ProductCardFields
    label
    overview
    shortDescription
    description
    family
    familyLabel
    geographical_origin
    conformity_cas
    specificity
    technical_document
    fds
    isVirtual
    downloads {
      title
      format
      pageCount
    }
    images {
      url
      alt
      width
      height
    }
    configurableOptions {
      id
      label
      attribute {
        id
        code
        label
      }
      values {
        label
        value
        swatch {
          type
          value
        }
        isInStock
      }
    }
    customOptions {
      option_id
      title
      type
      is_required
      max_characters
      extraCost {
        ...CustomOptionExtraCostFields
      }
      values {
        option_value_id
        title
        sort_order
        extraCost {
          ...CustomOptionExtraCostFields
        }
      }
    }
    breadcrumbs {
      id
      name
      url
    }
    metaTitle
    metaDescription
    alternates {
      locale
      url
    }
  }
  ${PRODUCT_CARD_FIELDS}
  ${EXTRA_COST_FIELDS}
`;

/**
 * The product's variants and grouped items, bundle choices and related products: the
 * page's further queries for prices, stock, labels and configurator data. Each is a query of
 * its own on the same `product(sku)` (app/routes/entity/product-query.ts), so none goes over the
 * API's query cost limit, the loader starts them all at once, and the browser sends them in one
 * batch. No two of them select the same field, so their results merge in the cache.
 */
export const PRODUCT_VARIANT_FIELDS = gql`
  fragment ProductVariantFields on Product {
    sku
    configurations {
      ...ProductCardFields
      selectedOptions {
        option_id
        option_value
        label
      }
    }
    groupedItems {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export const PRODUCT_BUNDLE_FIELDS = gql`
  fragment ProductBundleFields on Product {
    sku
    bundleBasePrice {
      regularPrice {
        ...PriceInclExclFields
      }
      finalPrice {
        ...PriceInclExclFields
      }
    }
    bundleOptions {
      id
      label
      required
      type
      values {
        value
        label
        defaultQuantity
        userDefinedQuantity
        product {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
  ${PRICE_INCL_EXCL_FIELDS}
`;

// The page shows four related products. (A literal: documents are static text, so that codegen
// and the persisted-query hashes see exactly what is sent.)
export const PRODUCT_RELATED_FIELDS = gql`
  fragment ProductRelatedFields on Product {
    sku
    related(limit: 4) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

/** A bundle's own price before the chosen items (commerce `Product.bundleBasePrice`). */
export type BundleBasePrice = NonNullable<ProductBundleFields["bundleBasePrice"]>;

/** Everything the product page shows, put together from its queries. */
export interface ProductPageData extends ProductDetail {
  configurations: ProductVariant[];
  groupedItems: ProductCardData[];
  bundleOptions: BundleOption[];
  bundleBasePrice: BundleBasePrice | null;
  related: ProductCardData[];
}
