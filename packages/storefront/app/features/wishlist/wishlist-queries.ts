import { gql, type TypedDocumentNode } from "@apollo/client";
import type {
  AddToWishlist,
  AddToWishlistVariables,
  LoadWishlistQuery,
  LoadWishlistQueryVariables,
  RemoveFromWishlist,
  RemoveFromWishlistVariables,
  SendWishlist,
  SendWishlistVariables,
  ShareWishlist,
  ShareWishlistVariables,
  UnshareWishlist,
  UnshareWishlistVariables,
  WishlistCount,
  WishlistCountVariables,
  WishlistItemInput,
} from "../../lib/generated/graphql.ts";
import { sentAlone } from "../../lib/sent-alone.ts";
import { WISHLIST_ITEM_FIELDS } from "./wishlist-item-fields.ts";

export type { WishlistItemInput };
/** The signed-in customer's wishlist as every owner's screen reads it (null: a visitor, or the feature off). */
export type WishlistData = NonNullable<NonNullable<LoadWishlistQuery["me"]>["wishlist"]>;
/** The answer of every change to the owner's list. */
export type WishlistResult = AddToWishlist["addToWishlist"];

/**
 * The customer's list: whether it is shared (and its live code, which only the owner is given),
 * how many items, and the items. Every change below selects the same `wishlist` back: Apollo
 * keeps one `Wishlist` by its id, which `me.wishlist` points to, so the hearts, the header's count,
 * the dashboard and `/user/wishlist` follow a change at once, without asking again. The fields are
 * written out in each document rather than spread from a fragment: the API's depth limit counts a
 * fragment as two levels, and an item's product prices already sit at its limit. A whole list
 * costs more than half of what the API admits in one request: this query and every change are
 * sent alone (`sentAlone`), never in a batch with one another (a heart pressed as the list loads).
 */
export const LOAD_WISHLIST_QUERY: TypedDocumentNode<LoadWishlistQuery, LoadWishlistQueryVariables> = sentAlone(gql`
  query LoadWishlistQuery {
    me {
      id
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/** The account dashboard's card: the count alone (the same `Wishlist`, so it follows every change too). */
export const WISHLIST_COUNT_QUERY: TypedDocumentNode<WishlistCount, WishlistCountVariables> = gql`
  query WishlistCount {
    me {
      id
      wishlist {
        id
        itemsCount
      }
    }
  }
`;

/** Keeps a product with the choices made on its page (a visitor's is kept with the session until they sign in). */
export const ADD_TO_WISHLIST: TypedDocumentNode<AddToWishlist, AddToWishlistVariables> = sentAlone(gql`
  mutation AddToWishlist($item: WishlistItemInput!) {
    addToWishlist(item: $item) {
      success
      errorMessage
      errorCode
      keptUntilSignIn
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/** Removes items: every item of a product for its heart, or one from the list's page. */
export const REMOVE_FROM_WISHLIST: TypedDocumentNode<RemoveFromWishlist, RemoveFromWishlistVariables> = sentAlone(gql`
  mutation RemoveFromWishlist($itemIds: [ID!]!) {
    removeFromWishlist(itemIds: $itemIds) {
      success
      errorMessage
      errorCode
      keptUntilSignIn
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/** Makes the list shareable (draws a code, or keeps the live one). */
export const SHARE_WISHLIST: TypedDocumentNode<ShareWishlist, ShareWishlistVariables> = sentAlone(gql`
  mutation ShareWishlist {
    shareWishlist {
      success
      errorMessage
      errorCode
      keptUntilSignIn
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/** Makes the list private: its code is revoked for good. */
export const UNSHARE_WISHLIST: TypedDocumentNode<UnshareWishlist, UnshareWishlistVariables> = sentAlone(gql`
  mutation UnshareWishlist {
    unshareWishlist {
      success
      errorMessage
      errorCode
      keptUntilSignIn
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/** Sends the share link to 1 to 5 addresses (a private list becomes shareable first). */
export const SEND_WISHLIST: TypedDocumentNode<SendWishlist, SendWishlistVariables> = sentAlone(gql`
  mutation SendWishlist($emails: [String!]!) {
    sendWishlist(emails: $emails) {
      success
      errorMessage
      errorCode
      keptUntilSignIn
      wishlist {
        id
        isShareable
        shareCode
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);
