import { gql } from "@apollo/client";
import type { ProductCardFields } from "./generated/graphql.ts";

/**
 * The product fields the catalogue screens read (commerce modules/catalog/product.graphql and
 * pricing/schema.graphql). Every query selects a product's prices, stock and labels through these
 * same fragments: Apollo keeps one `Product` per sku, and objects without an id (`prices`) are
 * replaced, not merged, when another query writes them — the same selection everywhere means
 * nothing is lost when the listing and the product page meet in the cache.
 *
 * A card writes its prices out rather than spreading `PriceInclExclFields`: the API's depth limit
 * counts each fragment as two levels, and cards sit deep in bundle options (query-limits.test.ts).
 */
export const PRICE_INCL_EXCL_FIELDS = gql`
  fragment PriceInclExclFields on PriceInclExcl {
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

/**
 * What a product card shows (listing, related products); `isVirtual`: files to download, never out
 * of stock nor shipped; `reviewsLayer` with size 0: the reviews' summary only (one grouped
 * statement for every card of a page).
 */
export type ProductCardData = ProductCardFields;
export type ProductPrices = ProductCardData["prices"];
export type ProductType = "simple" | "configurable" | "grouped" | "bundle";

export const PRODUCT_CARD_FIELDS = gql`
  fragment ProductCardFields on Product {
    sku
    type
    isVirtual
    name
    path
    botanical_name
    is_organic
    imageUrl
    stock {
      isInStock
    }
    labels {
      code
      label
    }
    reviewsLayer(input: { from: 0, size: 0 }) {
      total
      ratingAverage
    }
    prices {
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
      minPrice {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      tierPrice {
        qty
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
  }
`;

/** A sale: the final price is below the regular one. */
export const isOnSale = (prices: Pick<ProductPrices, "regularPrice" | "finalPrice">): boolean =>
  prices.finalPrice.priceInclTax.amount < prices.regularPrice.priceInclTax.amount - 0.004;

/**
 * Whether the regular price can stand struck through beside the price a card shows. A
 * configurable's or a grouped product's prices are those of its cheapest variant or item, so they
 * compare; a bundle's regular and final prices are those of its default choices while its "from"
 * price is its cheapest, so they do not (its product page shows the sale of what is chosen).
 */
export const showsSale = (product: Pick<ProductCardData, "type" | "prices">): boolean =>
  isOnSale(product.prices) && !(product.type === "bundle" && hasPriceFrom(product));

/**
 * Products whose price depends on a choice: a card shows "from" their lowest price (configurable
 * volumes, grouped ranges, bundles with choices).
 */
export const hasPriceFrom = (product: Pick<ProductCardData, "type" | "prices">): boolean =>
  product.type === "configurable" ||
  product.type === "grouped" ||
  (product.type === "bundle" && product.prices.minPrice.priceInclTax.amount < product.prices.finalPrice.priceInclTax.amount);

/** A listing as category and search pages show it (both queries select exactly this). */
export const PRODUCT_LISTING_FIELDS = gql`
  fragment ProductListingFields on ProductListing {
    total
    page
    pageLength
    pageCount
    pageSizes
    products {
      ...ProductCardFields
    }
    facets {
      code
      label
      buckets {
        value
        label
        docCount
        selected
      }
    }
    priceRanges {
      name
      value
      docCount
      min
      max
      selected
    }
    sortFields {
      field
      label
    }
    appliedSort {
      field
      direction
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;
