import { gql, type TypedDocumentNode } from "@apollo/client";
import { ORDER_SUMMARY_FIELDS } from "../../lib/order-fragments.ts";
import type {
  CheckoutCartFields,
  CheckoutLogin,
  CheckoutLoginVariables,
  CheckoutQuery,
  CheckoutQueryVariables,
  CheckoutSavedAddresses,
  CheckoutSavedAddressesVariables,
  CheckoutStartQuery,
  CheckoutStartQueryVariables,
  CancelPendingOrder,
  CancelPendingOrderVariables,
  CheckoutSuccessQuery,
  CheckoutSuccessQueryVariables,
  RetryOrderPayment,
  RetryOrderPaymentVariables,
  UnpaidOrderQuery,
  UnpaidOrderQueryVariables,
  PickupPointsQuery,
  PickupPointsQueryVariables,
  PlaceOrder,
  PlaceOrderVariables,
  SetBillingAddress,
  SetBillingAddressVariables,
  SetCheckoutEmail,
  SetCheckoutEmailVariables,
  SetShippingAddress,
  SetShippingAddressVariables,
  SetShippingMethod,
  SetShippingMethodVariables,
  UseStoreCredit,
  UseStoreCreditVariables,
} from "../../lib/generated/graphql.ts";

export type CheckoutCart = CheckoutCartFields;
export type SavedAddress = NonNullable<CheckoutQuery["me"]>["addresses"][number];
export type CheckoutAddress = NonNullable<CheckoutCart["shippingAddress"]>;
export type ShippingMethod = CheckoutCart["shippingMethods"][number];
export type PaymentMethod = CheckoutCart["paymentMethods"][number];
export type PickupPoint = PickupPointsQuery["pickupPoints"][number];
export type CheckoutOrder = NonNullable<CheckoutSuccessQuery["order"]>;
export type UnpaidOrder = NonNullable<UnpaidOrderQuery["order"]>;

/** The order id a page's address names (`?order=`), if it looks like one (anything else is not sent to the API). */
export const requestedOrderId = (search: URLSearchParams): string | null => {
  const id = search.get("order")?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/**
 * A price with and without VAT, written once for every amount the checkout shows. The API's depth
 * limit (12) counts a spread as a level: the deepest use (a mutation's cart, its lines' row price)
 * stays within it (checkout-queries-limits.test.ts).
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
 * The cart as the checkout reads it: its lines and totals (part of what the cart screens read,
 * so Apollo's one `Cart` stays whole), the contact, whether it is all downloads (no delivery
 * asked) and needs an account, both addresses, the delivery methods (priced
 * by the API for this cart) and the one chosen, its pickup point, the signed-in customer's store
 * credit and what it pays, the ways of paying (store credit alone once it pays everything). Every checkout mutation answers with it, so Apollo's one `Cart` follows and the
 * summary's totals are always the server's. Every amount is one `PriceInclExclFields`.
 */
export const CHECKOUT_CART_FIELDS = gql`
  fragment CheckoutCartFields on Cart {
    id
    itemsQuantity
    items {
      item_id
      sku
      name
      quantity
      prices {
        row {
          ...PriceInclExclFields
        }
      }
    }
    prices {
      subtotal {
        ...PriceInclExclFields
      }
      discount {
        ...PriceInclExclFields
      }
      shipping {
        ...PriceInclExclFields
      }
      vat {
        amount
        currency
      }
      grandTotal {
        ...PriceInclExclFields
      }
      storeCredit {
        amount
        currency
      }
      amountDue {
        amount
        currency
      }
    }
    chargedPrices {
      grandTotal {
        ...PriceInclExclFields
      }
      amountDue {
        amount
        currency
      }
    }
    coupon {
      code
      label
    }
    storeCredit {
      balance {
        amount
        currency
      }
      applied
    }
    email
    isVirtual
    requiresAccount
    hasDownloads
    billingSameAsShipping
    shippingAddress {
      firstname
      lastname
      company
      street
      postcode
      city
      countryCode
      countryName
      telephone
    }
    billingAddress {
      firstname
      lastname
      company
      street
      postcode
      city
      countryCode
      countryName
      telephone
    }
    shippingMethods {
      code
      carrier
      label
      minDays
      maxDays
      needsPickupPoint
      price {
        ...PriceInclExclFields
      }
    }
    selectedShippingMethod {
      code
      carrier
      label
      minDays
      maxDays
      needsPickupPoint
      price {
        ...PriceInclExclFields
      }
    }
    pickupPoint {
      id
      name
      carrier
      address {
        country
        locality
        postalCode
        streetAddress
      }
    }
    paymentMethods {
      code
      title
      isDeferred
    }
  }
  ${PRICE_INCL_EXCL_FIELDS}
`;

/**
 * A signed-in customer's address book, offered at the shipping and billing steps (cached as
 * `CustomerAddress:<id>`, as the account's address book reads them: an address changed there shows here).
 */
export const SAVED_ADDRESS_FIELDS = gql`
  fragment SavedAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    postcode
    city
    countryCode
    countryName
    telephone
    defaultShipping
    defaultBilling
  }
`;

/** `/checkout/`: the cart with its checkout state, the signed-in customer (to start from their details and addresses), the countries delivered to. */
export const CHECKOUT_QUERY: TypedDocumentNode<CheckoutQuery, CheckoutQueryVariables> = gql`
  query CheckoutQuery {
    cart {
      ...CheckoutCartFields
    }
    me {
      id
      email
      firstname
      lastname
      addresses {
        ...SavedAddressFields
      }
    }
    shippingCountries {
      code
      name
    }
  }
  ${CHECKOUT_CART_FIELDS}
  ${SAVED_ADDRESS_FIELDS}
`;

/**
 * The saved addresses a step posted without JavaScript names (`savedAddressId`): the action sends
 * that address. With the cart's billing as it is before a delivery address is saved: the first one
 * brings the default billing address along (saved-addresses.tsx `defaultBillingFor`).
 */
export const CHECKOUT_SAVED_ADDRESSES_QUERY: TypedDocumentNode<CheckoutSavedAddresses, CheckoutSavedAddressesVariables> = gql`
  query CheckoutSavedAddresses {
    cart {
      id
      isVirtual
      billingSameAsShipping
      shippingAddress {
        firstname
      }
    }
    me {
      id
      addresses {
        ...SavedAddressFields
      }
    }
  }
  ${SAVED_ADDRESS_FIELDS}
`;

/** `/checkout/login`: enough to know whether the shopper can go straight on, and whether a guest may (downloads need an account). */
export const CHECKOUT_START_QUERY: TypedDocumentNode<CheckoutStartQuery, CheckoutStartQueryVariables> = gql`
  query CheckoutStartQuery {
    cart {
      id
      itemsQuantity
      email
      requiresAccount
    }
    me {
      id
      email
    }
  }
`;

export const CHECKOUT_LOGIN: TypedDocumentNode<CheckoutLogin, CheckoutLoginVariables> = gql`
  mutation CheckoutLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      success
      errorMessage
      errorCode
      me {
        id
        email
        firstname
        lastname
      }
    }
  }
`;

export const SET_CHECKOUT_EMAIL: TypedDocumentNode<SetCheckoutEmail, SetCheckoutEmailVariables> = gql`
  mutation SetCheckoutEmail($email: String!) {
    setCheckoutEmail(email: $email) {
      success
      errorMessage
      errorCode
      fieldErrors {
        field
        code
        message
      }
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

export const SET_SHIPPING_ADDRESS: TypedDocumentNode<SetShippingAddress, SetShippingAddressVariables> = gql`
  mutation SetShippingAddress($address: CheckoutAddressInput!) {
    setShippingAddress(address: $address) {
      success
      errorMessage
      errorCode
      fieldErrors {
        field
        code
        message
      }
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

export const SET_BILLING_ADDRESS: TypedDocumentNode<SetBillingAddress, SetBillingAddressVariables> = gql`
  mutation SetBillingAddress($address: CheckoutAddressInput, $sameAsShipping: Boolean) {
    setBillingAddress(address: $address, sameAsShipping: $sameAsShipping) {
      success
      errorMessage
      errorCode
      fieldErrors {
        field
        code
        message
      }
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

export const SET_SHIPPING_METHOD: TypedDocumentNode<SetShippingMethod, SetShippingMethodVariables> = gql`
  mutation SetShippingMethod($code: String!, $pickupPointId: ID) {
    setShippingMethod(code: $code, pickupPointId: $pickupPointId) {
      success
      errorMessage
      errorCode
      fieldErrors {
        field
        code
        message
      }
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

/** Pays the cart with the signed-in customer's store credit (`use: true`), or stops (`use: false`). */
export const USE_STORE_CREDIT: TypedDocumentNode<UseStoreCredit, UseStoreCreditVariables> = gql`
  mutation UseStoreCredit($use: Boolean!) {
    useStoreCredit(use: $use) {
      success
      errorMessage
      errorCode
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

/** The pickup points nearest a postcode or a city, nearest first. */
export const PICKUP_POINTS_QUERY: TypedDocumentNode<PickupPointsQuery, PickupPointsQueryVariables> = gql`
  query PickupPointsQuery($search: PickupPointSearch!, $first: Int) {
    pickupPoints(search: $search, first: $first) {
      id
      name
      carrier
      distanceKm
      address {
        country
        locality
        postalCode
        streetAddress
      }
      coordinates {
        latitude
        longitude
      }
      schedule {
        dayOfWeek
        periods {
          opens
          closes
        }
      }
    }
  }
`;

/**
 * Places the order. The answer's cart (the shopper's next, empty one) is not asked for: the
 * checkout screen keeps showing what is being ordered until it moves on, then the cart in the
 * cache is dropped (use-place-order.ts) so the next screen asks for the new one. A refusal is
 * followed by `CHECKOUT_QUERY` read again: for `AMOUNT_CHANGED` (the input's `expectedAmountDue`,
 * the review's `chargedPrices.amountDue`, no longer the amount priced) before it is said, so the
 * new amount shows with it.
 */
export const PLACE_ORDER: TypedDocumentNode<PlaceOrder, PlaceOrderVariables> = gql`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      success
      errorMessage
      errorCode
      order {
        order_id
        number
        status
        payment {
          code
          status
        }
      }
      paymentAction {
        redirectUrl
      }
    }
  }
`;

/** `/checkout/success`: the order, if the viewer may see it (null for any other). */
export const CHECKOUT_SUCCESS_QUERY: TypedDocumentNode<CheckoutSuccessQuery, CheckoutSuccessQueryVariables> = gql`
  query CheckoutSuccessQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      status
      createdAt
      email
      items {
        id
        sku
        name
        quantity
        prices {
          row {
            priceInclTax {
              amount
              currency
            }
          }
        }
      }
      ...OrderSummaryFields
    }
  }
  ${ORDER_SUMMARY_FIELDS}
`;

/**
 * The order the shopper came back to the checkout with, their online payment not made
 * (`/checkout/?payment=cancelled&order=…`): enough to say which order it is and whether it can
 * still be paid or cancelled. Null for an order the viewer may not see.
 */
export const UNPAID_ORDER_QUERY: TypedDocumentNode<UnpaidOrderQuery, UnpaidOrderQueryVariables> = gql`
  query UnpaidOrderQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      status
      prices {
        grandTotal {
          priceInclTax {
            amount
            currency
          }
        }
      }
      payment {
        code
        title
        status
      }
      retryPaymentMethods {
        code
        title
        isDeferred
      }
    }
  }
`;

/** A new attempt to pay the order (route action): where to send the shopper. */
export const RETRY_ORDER_PAYMENT: TypedDocumentNode<RetryOrderPayment, RetryOrderPaymentVariables> = gql`
  mutation RetryOrderPayment($orderId: ID!, $paymentMethod: String!) {
    retryOrderPayment(orderId: $orderId, paymentMethod: $paymentMethod) {
      success
      errorMessage
      errorCode
      paymentAction {
        redirectUrl
      }
    }
  }
`;

/** Cancels the unpaid order and gives its basket back (route action). */
export const CANCEL_PENDING_ORDER: TypedDocumentNode<CancelPendingOrder, CancelPendingOrderVariables> = gql`
  mutation CancelPendingOrder($orderId: ID!) {
    cancelPendingOrder(orderId: $orderId) {
      success
      errorMessage
      errorCode
      cancelled
      restoredLines
      droppedLines {
        sku
        name
      }
    }
  }
`;
