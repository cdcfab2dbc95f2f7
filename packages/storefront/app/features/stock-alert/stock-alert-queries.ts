import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  ConfirmStockAlert,
  ConfirmStockAlertVariables,
  RemoveStockAlert,
  RemoveStockAlertVariables,
  StockAlertCount,
  StockAlertCountVariables,
  StockAlertsQuery,
  StockAlertsQueryVariables,
  SubscribeToStockAlert,
  SubscribeToStockAlertVariables,
  UnsubscribeFromStockAlerts,
  UnsubscribeFromStockAlertsVariables,
} from "../../lib/generated/graphql.ts";

/** The answer of every stock-alert call (`StockAlertResult`), as the screens read it. */
export type StockAlertResult = SubscribeToStockAlert["subscribeToStockAlert"];
/** One of the signed-in customer's alerts, as `/user/stock-alerts` shows it. */
export type StockAlertData = NonNullable<StockAlertsQuery["me"]>["stockAlerts"][number];

/**
 * Asks to be told when a product is back (the product page's form, with or without JavaScript).
 * The alert comes back for a signed-in customer's call only, and is not selected here: the
 * account's list reads its own afresh on every visit.
 */
export const SUBSCRIBE_TO_STOCK_ALERT: TypedDocumentNode<SubscribeToStockAlert, SubscribeToStockAlertVariables> = gql`
  mutation SubscribeToStockAlert($input: StockAlertInput!) {
    subscribeToStockAlert(input: $input) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/** The confirmation link's button (`/stock-alert/confirm?token=…`). */
export const CONFIRM_STOCK_ALERT: TypedDocumentNode<ConfirmStockAlert, ConfirmStockAlertVariables> = gql`
  mutation ConfirmStockAlert($token: String!) {
    confirmStockAlert(token: $token) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/** The stop link's button (`/stock-alert/unsubscribe?token=…`). */
export const UNSUBSCRIBE_FROM_STOCK_ALERTS: TypedDocumentNode<UnsubscribeFromStockAlerts, UnsubscribeFromStockAlertsVariables> = gql`
  mutation UnsubscribeFromStockAlerts($token: String!) {
    unsubscribeFromStockAlerts(token: $token) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/** Removes one of the customer's alerts (`/user/stock-alerts`). */
export const REMOVE_STOCK_ALERT: TypedDocumentNode<RemoveStockAlert, RemoveStockAlertVariables> = gql`
  mutation RemoveStockAlert($id: ID!) {
    removeStockAlert(id: $id) {
      success
      errorCode
      errorMessage
      outcome
    }
  }
`;

/**
 * The customer's alerts (waiting ones, then those sent in the last 90 days): the product as the
 * catalogue has it now (null once no longer sold: the kept name is shown instead).
 */
export const STOCK_ALERTS_QUERY: TypedDocumentNode<StockAlertsQuery, StockAlertsQueryVariables> = gql`
  query StockAlertsQuery {
    me {
      id
      stockAlerts {
        id
        status
        productName
        createdAt
        notifiedAt
        product {
          sku
          name
          path
          imageUrl
        }
      }
    }
  }
`;

/** The account dashboard's card: how many alerts wait for a product. */
export const STOCK_ALERT_COUNT_QUERY: TypedDocumentNode<StockAlertCount, StockAlertCountVariables> = gql`
  query StockAlertCount {
    me {
      id
      stockAlerts {
        id
        status
      }
    }
  }
`;
