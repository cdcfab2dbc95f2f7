import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AccountReturnsQuery,
  AccountReturnsQueryVariables,
  CreateReturnAuthorization,
  CreateReturnAuthorizationVariables,
  OrderRefundsQuery,
  OrderRefundsQueryVariables,
  ReturnCreateQuery,
  ReturnCreateQueryVariables,
} from "../../lib/generated/graphql.ts";

/*
 * A return's and a refund's `id` are their cache identities; a return item's and a returnable
 * line's are not selected (they are positions within their return or order), except the
 * `orderItemId` the request form sends back. Orders are cached by `order_id`.
 */

export type AccountReturnsPage = NonNullable<AccountReturnsQuery["me"]>["returns"];
export type AccountReturn = AccountReturnsPage["items"][number];
export type ReturnCreateOrder = NonNullable<ReturnCreateQuery["order"]>;
export type ReturnableLine = ReturnCreateOrder["returnableItems"][number];
export type ReturnAttributeView = ReturnCreateQuery["returnAttributes"][number];
export type CreatedReturn = NonNullable<CreateReturnAuthorization["createReturnAuthorization"]["returnAuthorization"]>;
export type RefundsOrder = NonNullable<OrderRefundsQuery["order"]>;
export type RefundView = RefundsOrder["refunds"][number];

/** Returns a page of `/user/returns` lists. */
export const RETURNS_PAGE_SIZE = 10;

/** What a return shows wherever it is listed: its number, date, status, the order it is from, its items and the slip while open. */
export const RETURN_SUMMARY_FIELDS = gql`
  fragment ReturnSummaryFields on ReturnAuthorization {
    id
    number
    createdAt
    status
    slipUrl
    items {
      orderItemId
      name
      sku
      options {
        label
        value
      }
      quantity
      status
    }
  }
`;

/** `/user/returns`: the customer's return requests, newest first, a page at a time, each with its order's number. */
export const ACCOUNT_RETURNS_QUERY: TypedDocumentNode<AccountReturnsQuery, AccountReturnsQueryVariables> = gql`
  query AccountReturnsQuery($page: Int!, $pageSize: Int!) {
    me {
      id
      returns(page: $page, pageSize: $pageSize) {
        totalCount
        page
        pageSize
        totalPages
        items {
          ...ReturnSummaryFields
          order {
            order_id
            number
          }
        }
      }
    }
  }
  ${RETURN_SUMMARY_FIELDS}
`;

/**
 * `/user/orders/:orderId/returns/create`: the order's lines with what may be returned of each now,
 * the last day to ask, the questions asked for each item, and its returns (the page names the one
 * just requested without JavaScript, `?created=`). Null for an order the viewer may
 * not see, exactly as for one that does not exist.
 */
export const RETURN_CREATE_QUERY: TypedDocumentNode<ReturnCreateQuery, ReturnCreateQueryVariables> = gql`
  query ReturnCreateQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      status
      createdAt
      returnDeadline
      returnableItems {
        orderItemId
        name
        sku
        options {
          label
          value
        }
        quantityShipped
        quantityRequested
        quantityReturnable
        reason
        returnableOnlyUnopened
      }
      returns {
        ...ReturnSummaryFields
      }
    }
    returnAttributes {
      code
      label
      kind
      required
      help
      options {
        value
        label
      }
      maxLength
    }
  }
  ${RETURN_SUMMARY_FIELDS}
`;

/** Asks for the return; the answer names the field a refusal is about. */
export const CREATE_RETURN_AUTHORIZATION: TypedDocumentNode<CreateReturnAuthorization, CreateReturnAuthorizationVariables> = gql`
  mutation CreateReturnAuthorization($input: CreateReturnAuthorizationInput!) {
    createReturnAuthorization(input: $input) {
      success
      errorMessage
      errorCode
      errorItemId
      errorAttribute
      returnAuthorization {
        ...ReturnSummaryFields
      }
    }
  }
  ${RETURN_SUMMARY_FIELDS}
`;

/** `/user/orders/:orderId/refunds`: the order's refunds, oldest first, each with its credit note. */
export const ORDER_REFUNDS_QUERY: TypedDocumentNode<OrderRefundsQuery, OrderRefundsQueryVariables> = gql`
  query OrderRefundsQuery($orderId: ID!) {
    order(orderId: $orderId) {
      order_id
      number
      status
      refunds {
        id
        createdAt
        method
        methodTitle
        status
        completedAt
        creditNote {
          id
          downloadUrl
        }
        items {
          name
          sku
          quantity
          options {
            label
            value
          }
          price {
            priceInclTax {
              amount
              currency
            }
          }
          subtotal {
            priceInclTax {
              amount
              currency
            }
          }
        }
        shipping {
          priceInclTax {
            amount
            currency
          }
        }
        adjustment {
          amount
          currency
        }
        fee {
          amount
          currency
        }
        total {
          amount
          currency
        }
      }
    }
  }
`;
