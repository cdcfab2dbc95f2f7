import { gql, type TypedDocumentNode } from "@apollo/client";

export interface Shop {
  id: string;
  url: string;
  baseUrl: string;
  imageBaseUrl: string;
  currentCurrency: string;
  locale: string;
  name: string;
  contactPhone: string;
  contactEmail: string;
}

/** Spec §7 ShopQuery: loaded once per page and exposed app-wide. */
export const SHOP_QUERY: TypedDocumentNode<{ shop: Shop }> = gql`
  query ShopQuery {
    shop {
      id
      url
      baseUrl
      imageBaseUrl
      currentCurrency
      locale
      name
      contactPhone
      contactEmail
    }
  }
`;
