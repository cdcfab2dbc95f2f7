import { gql, type TypedDocumentNode } from "@apollo/client";

export interface MenuChildCategory {
  id: string;
  name: string;
  /** Store-relative path (e.g. `/huiles-essentielles/lavandes`); `<Link>` adds the store's base path. */
  url: string;
  description: string | null;
}

export interface MenuCategory {
  id: string;
  name: string;
  url: string;
  description: string | null;
  position: number;
  children: MenuChildCategory[];
}

export interface Currency {
  code: string;
  rate: number;
}

export interface MenuQueryData {
  categories: MenuCategory[];
  currencies: Currency[];
}

/**
 * Everything the header needs beyond the shop: the menu's top categories with their menu
 * children, and the display currencies. The main layout preloads it for server rendering
 * (`routeData(() => [{ query: MENU_QUERY }])`), so the header reads it from the cache.
 */
export const MENU_QUERY: TypedDocumentNode<MenuQueryData> = gql`
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

export interface SetCurrencyData {
  setCurrency: { success: boolean; errorMessage: string | null; errorCode: string | null; currentCurrency: string | null };
}

/** The shopper's display currency, kept in the session. */
export const SET_CURRENCY_MUTATION: TypedDocumentNode<SetCurrencyData, { currency: string }> = gql`
  mutation SetCurrency($currency: String!) {
    setCurrency(currency: $currency) {
      success
      errorMessage
      errorCode
      currentCurrency
    }
  }
`;
