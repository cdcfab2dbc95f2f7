import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ShopQuery, ShopQueryVariables } from "./generated/graphql.ts";

export type Shop = ShopQuery["shop"];

/** ShopQuery: loaded once per page and exposed app-wide. */
export const SHOP_QUERY: TypedDocumentNode<ShopQuery, ShopQueryVariables> = gql`
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
