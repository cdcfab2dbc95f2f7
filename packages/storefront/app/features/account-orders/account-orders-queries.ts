import { gql, type TypedDocumentNode } from "@apollo/client";
import { ORDER_SUMMARY_FIELDS } from "../../lib/order-fragments.ts";
import type {
  AccountInvoiceQuery,
  AccountInvoiceQueryVariables,
  AccountOrderQuery,
  AccountOrderQueryVariables,
  AccountOrdersQuery,
  AccountOrdersQueryVariables,
  LookupGuestOrder,
  LookupGuestOrderVariables,
  OrderLookupViewer,
  OrderLookupViewerVariables,
  Reorder,
  ReorderVariables,
} from "../../lib/generated/graphql.ts";

/*
 * An order line's and an invoice line's `id` are their position within their order or invoice:
 * they are never selected, so Apollo's cache keeps each line inside its own order (selected, it
 * would take every order's line 1 for the same object). Orders are cached by `order_id`.
 */

export type AccountOrdersPage = NonNullable<AccountOrdersQuery["me"]>["orders"];
export type AccountOrderSummary = AccountOrdersPage["items"][number];
export type AccountOrder = NonNullable<AccountOrderQuery["order"]>;
export type AccountInvoiceOrder = NonNullable<AccountInvoiceQuery["order"]>;
export type AccountInvoice = AccountInvoiceOrder["invoices"][number];
export type GuestOrder = NonNullable<LookupGuestOrder["lookupGuestOrder"]["order"]>;

/** Orders a page of `/user/orders/` lists; the dashboard shows the newest few. */
export const ORDERS_PAGE_SIZE = 10;
export const RECENT_ORDERS = 3;

/** An order id as a page's address names it, if it looks like one (anything else is not sent to the API: the page is not found). */
export const orderIdParam = (value: string | undefined): string | null => {
  const id = value?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/** An invoice number as a page's address names it (`FA-2026-000042`), if it looks like one. */
export const invoiceIdParam = (value: string | undefined): string | null => {
  const id = value?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,60}$/.test(id) ? id : null;
};

/** The signed-in customer's orders, newest first, a page at a time (the dashboard's: the first page, three). */
export const ACCOUNT_ORDERS_QUERY: TypedDocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables> = gql`
  query AccountOrdersQuery($page: Int!, $pageSize: Int!) {
    me {
      id
      orders(page: $page, pageSize: $pageSize) {
        totalCount
        page
        pageSize
        totalPages
        items {
          order_id
          number
          status
          createdAt
          items {
            quantity
          }
          prices {
            grandTotal {
              priceInclTax {
                amount
                currency
              }
            }
          }
          shipments {
            id
          }
        }
      }
    }
  }
`;

/**
 * `/user/orders/:orderId/`: everything the order says (lines with their options, totals,
 * addresses, delivery and pickup point, payment, history), its parcels with their tracking, its
 * invoices and the credit notes that cancel them, what may be returned now and until when, its
 * return requests, whether it has refunds (their page lists them). Null for an order the viewer may not see,
 * exactly as for one that does not exist.
 */
export const ACCOUNT_ORDER_QUERY: TypedDocumentNode<AccountOrderQuery, AccountOrderQueryVariables> = gql`
  query AccountOrderQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      status
      createdAt
      email
      items {
        sku
        productSku
        name
        options {
          label
          value
        }
        quantity
        quantityShipped
        prices {
          unit {
            priceInclTax {
              amount
              currency
            }
          }
          row {
            priceInclTax {
              amount
              currency
            }
          }
        }
      }
      ...OrderSummaryFields
      history {
        status
        at
        note
      }
      shipments {
        id
        createdAt
        trackingId
        name
        url
        items {
          sku
          name
          options {
            label
            value
          }
          quantity
        }
      }
      invoices {
        id
        creationDate
        downloadUrl
        totals {
          grandTotal {
            priceInclTax {
              amount
              currency
            }
          }
        }
      }
      creditNotes {
        id
        creationDate
        invoiceNumber
        downloadUrl
        totals {
          grandTotal {
            priceInclTax {
              amount
              currency
            }
          }
        }
      }
      returnDeadline
      returnableItems {
        orderItemId
        quantityReturnable
      }
      returns {
        id
        number
        createdAt
        status
        items {
          orderItemId
          name
          sku
          quantity
          status
        }
      }
      refunds {
        id
      }
    }
  }
  ${ORDER_SUMMARY_FIELDS}
`;

/**
 * `/user/orders/:orderId/invoice/:invoiceId/`: the order's invoices with every field (an order
 * has a few at most; the page shows the one named), the billing address they are made out to.
 */
export const ACCOUNT_INVOICE_QUERY: TypedDocumentNode<AccountInvoiceQuery, AccountInvoiceQueryVariables> = gql`
  query AccountInvoiceQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      createdAt
      email
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
      payment {
        code
        title
      }
      invoices {
        id
        creationDate
        downloadUrl
        items {
          name
          sku
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
          quantity
          taxAmount {
            amount
            currency
          }
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
          options {
            label
            value
          }
          bundleOptions {
            label
            value
          }
        }
        totals {
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
          shippingAmount {
            priceInclTax {
              amount
              currency
            }
            priceExclTax {
              amount
              currency
            }
          }
          taxAmount {
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
      }
    }
  }
`;

/** `/orders/`: whether the visitor is signed in (a customer's orders are in their account). */
export const ORDER_LOOKUP_VIEWER_QUERY: TypedDocumentNode<OrderLookupViewer, OrderLookupViewerVariables> = gql`
  query OrderLookupViewer {
    me {
      id
    }
  }
`;

/**
 * A guest's order by its number, e-mail and postcode (throttled by the API): its status, lines,
 * delivery and parcels with their tracking, nothing more (no address, no payment details).
 */
export const LOOKUP_GUEST_ORDER: TypedDocumentNode<LookupGuestOrder, LookupGuestOrderVariables> = gql`
  mutation LookupGuestOrder($input: GuestOrderLookupInput!) {
    lookupGuestOrder(input: $input) {
      success
      errorMessage
      errorCode
      order {
        order_id
        number
        status
        createdAt
        items {
          sku
          name
          options {
            label
            value
          }
          quantity
          quantityShipped
        }
        prices {
          grandTotal {
            priceInclTax {
              amount
              currency
            }
          }
        }
        shippingMethod {
          code
          carrier
          label
          minDays
          maxDays
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
        history {
          status
          at
          note
        }
        shipments {
          id
          createdAt
          trackingId
          name
          url
          items {
            sku
            name
            options {
              label
              value
            }
            quantity
          }
        }
      }
    }
  }
`;

/**
 * Puts an order's lines back in the basket. Only the cart's count is asked for: the cart's own
 * screens (the header's count, the mini-cart) are refreshed from the API after it.
 */
export const REORDER: TypedDocumentNode<Reorder, ReorderVariables> = gql`
  mutation Reorder($orderId: ID!) {
    reorder(orderId: $orderId) {
      success
      errorMessage
      errorCode
      addedLines
      droppedLines {
        sku
        name
      }
      cart {
        id
        itemsQuantity
      }
    }
  }
`;
