import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AddToCart,
  AddToCartVariables,
  ApplyCoupon,
  ApplyCouponVariables,
  CartFields,
  CartQuery,
  CartQueryVariables,
  RemoveCartItem,
  RemoveCartItemVariables,
  RemoveCoupon,
  RemoveCouponVariables,
  UpdateCartItem,
  UpdateCartItemVariables,
} from "../../lib/generated/graphql.ts";

export type CartData = CartFields;
export type CartLine = CartFields["items"][number];

/**
 * The cart as every cart screen reads it (mini-cart, `/cart`, quick order, the header's count).
 * Every mutation answers with the same selection, so Apollo's one `Cart` (a singleton in the
 * cache: a browser has one cart) and its `CartItem`s (by `item_id`) are replaced in place and
 * every screen showing the cart follows. Amounts are spelled out, not a fragment: the API's depth
 * limit counts each fragment spread as two levels, and a mutation's `cart` is already two deeper.
 */
export const CART_FIELDS = gql`
  fragment CartFields on Cart {
    id
    itemsQuantity
    isReadyForCheckout
    isVirtual
    items {
      item_id
      sku
      name
      quantity
      maxQuantity
      product {
        sku
        name
        path
        imageUrl
        type
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
      prices {
        unit {
          priceInclTax {
            amount
            currency
          }
          priceExclTax {
            amount
            currency
          }
        }
        row {
          priceInclTax {
            amount
            currency
          }
          priceExclTax {
            amount
            currency
          }
        }
        discount {
          priceInclTax {
            amount
            currency
          }
          priceExclTax {
            amount
            currency
          }
        }
        regularUnit {
          priceInclTax {
            amount
            currency
          }
          priceExclTax {
            amount
            currency
          }
        }
        tierQty
      }
      errors {
        code
        message
        availableQuantity
      }
    }
    prices {
      subtotal {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      discount {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      shipping {
        priceInclTax {
          amount
          currency
        }
        priceExclTax {
          amount
          currency
        }
      }
      vat {
        amount
        currency
      }
      grandTotal {
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
    chargedPrices {
      grandTotal {
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
    coupon {
      code
      label
      type
    }
    shippingEstimate {
      methodLabel
      carrier
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
      freeShippingThreshold {
        amount
        currency
      }
      remainingForFreeShipping {
        amount
        currency
      }
      minDays
      maxDays
    }
  }
`;

export const CART_RESULT_FIELDS = gql`
  fragment CartResultFields on CartResult {
    success
    errorMessage
    errorCode
    lineErrors {
      line
      sku
      errorCode
      errorMessage
      availableQuantity
    }
    cart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** The session's cart (personal: never part of a shared page, ADR 046). */
export const CART_QUERY: TypedDocumentNode<CartQuery, CartQueryVariables> = gql`
  query CartQuery {
    cart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const ADD_TO_CART: TypedDocumentNode<AddToCart, AddToCartVariables> = gql`
  mutation AddToCart($lines: [CartLineInput!]!) {
    addToCart(lines: $lines) {
      ...CartResultFields
    }
  }
  ${CART_RESULT_FIELDS}
`;

export const UPDATE_CART_ITEM: TypedDocumentNode<UpdateCartItem, UpdateCartItemVariables> = gql`
  mutation UpdateCartItem($itemId: ID!, $quantity: Float!) {
    updateCartItem(itemId: $itemId, quantity: $quantity) {
      ...CartResultFields
    }
  }
  ${CART_RESULT_FIELDS}
`;

export const REMOVE_CART_ITEM: TypedDocumentNode<RemoveCartItem, RemoveCartItemVariables> = gql`
  mutation RemoveCartItem($itemId: ID!) {
    removeCartItem(itemId: $itemId) {
      ...CartResultFields
    }
  }
  ${CART_RESULT_FIELDS}
`;

export const APPLY_COUPON: TypedDocumentNode<ApplyCoupon, ApplyCouponVariables> = gql`
  mutation ApplyCoupon($code: String!) {
    applyCoupon(code: $code) {
      ...CartResultFields
    }
  }
  ${CART_RESULT_FIELDS}
`;

export const REMOVE_COUPON: TypedDocumentNode<RemoveCoupon, RemoveCouponVariables> = gql`
  mutation RemoveCoupon {
    removeCoupon {
      ...CartResultFields
    }
  }
  ${CART_RESULT_FIELDS}
`;
