import { gql } from "@apollo/client";
import { PRODUCT_CARD_FIELDS } from "../../lib/product-fragments.ts";
import type { WishlistItemFields } from "../../lib/generated/graphql.ts";

/** A kept item as every wishlist screen shows it (the owner's list, a shared list, what was added or skipped). */
export type WishlistItemData = WishlistItemFields;

/**
 * One item: its product as a card shows it (the same fragment as listings, so Apollo keeps one
 * `Product` per sku), the choices kept with their labels, its price and availability now.
 */
export const WISHLIST_ITEM_FIELDS = gql`
  fragment WishlistItemFields on WishlistItem {
    id
    sku
    name
    addedAt
    availability
    product {
      ...ProductCardFields
    }
    selectedOptions {
      option_id
      option_value
      label
      value_label
    }
    selectedCustomOptions {
      option_id
      option_value
      label
      value_label
    }
    selectedBundleOptions {
      option_id
      option_value
      option_qty
      label
      value_label
    }
    price {
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
  ${PRODUCT_CARD_FIELDS}
`;
