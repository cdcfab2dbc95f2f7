import { gql, type TypedDocumentNode } from "@apollo/client";
import type { StoreCreditBalance, StoreCreditBalanceVariables, StoreCreditQuery, StoreCreditQueryVariables } from "../../lib/generated/graphql.ts";

export type StoreCreditView = NonNullable<StoreCreditQuery["me"]>["storeCredit"];
export type StoreCreditHistoryPage = StoreCreditView["history"];
export type StoreCreditEntryView = StoreCreditHistoryPage["items"][number];

/** Ledger entries a page of `/user/store-credit` lists. */
export const STORE_CREDIT_PAGE_SIZE = 20;

/**
 * `/user/store-credit`: the balance and a page of its ledger, newest first. Entries are cached by
 * their `id`; the balance is read afresh on every visit (a refund or an order changes it).
 */
export const STORE_CREDIT_QUERY: TypedDocumentNode<StoreCreditQuery, StoreCreditQueryVariables> = gql`
  query StoreCreditQuery($page: Int!, $pageSize: Int!) {
    me {
      id
      storeCredit {
        balance {
          amount
          currency
        }
        history(page: $page, pageSize: $pageSize) {
          totalCount
          page
          pageSize
          totalPages
          items {
            id
            action
            amount {
              amount
              currency
            }
            balance {
              amount
              currency
            }
            createdAt
            orderNumber
            orderId
            comment
          }
        }
      }
    }
  }
`;

/** The account's dashboard: the balance alone. */
export const STORE_CREDIT_BALANCE_QUERY: TypedDocumentNode<StoreCreditBalance, StoreCreditBalanceVariables> = gql`
  query StoreCreditBalance {
    me {
      id
      storeCredit {
        balance {
          amount
          currency
        }
      }
    }
  }
`;
