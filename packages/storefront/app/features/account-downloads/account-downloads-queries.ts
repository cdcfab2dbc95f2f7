import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AccountDownloadsQuery, AccountDownloadsQueryVariables } from "../../lib/generated/graphql.ts";

export type DownloadableProduct = NonNullable<AccountDownloadsQuery["me"]>["downloadableProducts"][number];

/**
 * `/user/downloadable-products`: the files the customer bought, newest purchase first (the API's
 * order), each with what is left of it. Cached by the right's `id`: a visit reads it afresh, since
 * every download spends one.
 */
export const ACCOUNT_DOWNLOADS_QUERY: TypedDocumentNode<AccountDownloadsQuery, AccountDownloadsQueryVariables> = gql`
  query AccountDownloadsQuery {
    me {
      id
      downloadableProducts {
        id
        title
        productName
        sku
        order_id
        orderNumber
        grantedAt
        expiresAt
        downloadsAllowed
        downloadsRemaining
        status
        url
      }
    }
  }
`;
