import { gql } from "@apollo/client";
import type { Money } from "../../../lib/format.ts";
import { PRODUCT_CARD_FIELDS, type PriceInclExcl, type ProductCardData } from "../../../lib/product-fragments.ts";

/** Spec §3 custom option extra cost: `fixed` (per unit, with and without VAT) or `percentage` (of the unit price). */
export interface ExtraCost {
  type: string;
  priceInclTax: Money | null;
  priceExclTax: Money | null;
  rate: number | null;
}

export interface CustomOptionValue {
  option_value_id: string;
  title: string;
  sort_order: number;
  extraCost: ExtraCost | null;
}

export interface CustomOption {
  option_id: string;
  title: string;
  /** `field`, `area`, `drop_down`, `radio` or `checkbox`. */
  type: string;
  is_required: boolean;
  max_characters: number | null;
  extraCost: ExtraCost | null;
  values: CustomOptionValue[];
}

export interface ConfigurableOptionValue {
  label: string;
  value: string;
  swatch: { type: string; value: string };
  isInStock: boolean;
}

export interface ConfigurableOption {
  id: string;
  label: string;
  attribute: { id: string; code: string; label: string };
  values: ConfigurableOptionValue[];
}

export interface SelectedOption {
  option_id: string;
  option_value: string;
  label: string;
}

/** A variant of a configurable product: a simple product, with the option values that select it. */
export interface ProductVariant extends ProductCardData {
  selectedOptions: SelectedOption[];
}

export interface BundleOptionValue {
  value: string;
  label: string;
  defaultQuantity: number;
  userDefinedQuantity: boolean;
  /** The product this choice adds (the value's prices are its prices). */
  product: ProductCardData;
}

export interface BundleOption {
  id: string;
  label: string;
  required: boolean;
  /** `select`, `radio`, `checkbox` or `multi`. */
  type: string;
  values: BundleOptionValue[];
}

export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The product page's own query: the product itself (spec §3 Product). */
export interface ProductDetail extends ProductCardData {
  label: string;
  overview: string | null;
  shortDescription: string | null;
  description: string[];
  family: string;
  familyLabel: string;
  geographical_origin: string | null;
  conformity_cas: string | null;
  specificity: string | null;
  technical_document: string | null;
  fds: string | null;
  images: ProductImage[];
  reviewsLayer: { total: number; ratingAverage: number };
  configurableOptions: ConfigurableOption[];
  customOptions: CustomOption[];
  breadcrumbs: { id: string; name: string; url: string }[];
  metaTitle: string;
  metaDescription: string | null;
  alternates: { locale: string; url: string }[];
}

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

/** How many related products the page shows (commerce `Product.related(limit)`). */
export const RELATED_LIMIT = 4;

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
    images {
      url
      alt
      width
      height
    }
    reviewsLayer(input: { from: 0, size: 0 }) {
      total
      ratingAverage
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
 * The product's variants and grouped items, bundle choices and related products: spec §7's
 * "further queries for product prices, stock, labels and configurator data". Each is a query of
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
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      finalPrice {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
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
`;

export const PRODUCT_RELATED_FIELDS = gql`
  fragment ProductRelatedFields on Product {
    sku
    related(limit: ${RELATED_LIMIT}) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export interface ProductVariantsData {
  sku: string;
  configurations: ProductVariant[];
  groupedItems: ProductCardData[];
}

/** A bundle's own price before the chosen items (commerce `Product.bundleBasePrice`). */
export interface BundleBasePrice {
  regularPrice: PriceInclExcl;
  finalPrice: PriceInclExcl;
}

export interface ProductBundleData {
  sku: string;
  bundleBasePrice: BundleBasePrice | null;
  bundleOptions: BundleOption[];
}

export interface ProductRelatedData {
  sku: string;
  related: ProductCardData[];
}

/** Everything the product page shows, put together from its queries. */
export interface ProductPageData extends ProductDetail {
  configurations: ProductVariant[];
  groupedItems: ProductCardData[];
  bundleOptions: BundleOption[];
  bundleBasePrice: BundleBasePrice | null;
  related: ProductCardData[];
}
