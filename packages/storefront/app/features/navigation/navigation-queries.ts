import { gql, type TypedDocumentNode } from "@apollo/client";
import type { MenuQuery, MenuQueryVariables, SetCurrency, SetCurrencyVariables } from "../../lib/generated/graphql.ts";

/** A top category and its menu children; `url`s are store-relative (`<Link>` adds the base path). */
export type MenuCategory = MenuQuery["categories"][number];
export type Currency = MenuQuery["currencies"][number];

/**
 * Everything the header needs beyond the shop: the menu's top categories with their menu
 * children, and the display currencies. The main layout preloads it for server rendering
 * (`routeData(() => [{ query: MENU_QUERY }])`), so the header reads it from the cache.
 */
export const MENU_QUERY: TypedDocumentNode<MenuQuery, MenuQueryVariables> = gql`
  query MenuQuery {
    categories {
      id
      name
      url
      description
      position
      children(menuOnly: true) {
        id
        name
        url
        description
      }
    }
    currencies {
      code
      rate
    }
  }
`;

/** The shopper's display currency, kept in the `currency` cookie. */
export const SET_CURRENCY_MUTATION: TypedDocumentNode<SetCurrency, SetCurrencyVariables> = gql`
  mutation SetCurrency($currency: String!) {
    setCurrency(currency: $currency) {
      success
      errorMessage
      errorCode
      currentCurrency
    }
  }
`;
