import { gql, type TypedDocumentNode } from "@apollo/client";
import type { DocumentNode } from "graphql";
import type {
  AddSharedWishlistToCart,
  AddSharedWishlistToCartVariables,
  SharedWishlistQuery,
  SharedWishlistQueryVariables,
} from "../../lib/generated/graphql.ts";
import { sentAlone } from "../../lib/sent-alone.ts";
import { WISHLIST_ITEM_FIELDS } from "./wishlist-item-fields.ts";

export type SharedWishlistAnswer = SharedWishlistQuery["sharedWishlist"];
export type SharedWishlistData = NonNullable<SharedWishlistAnswer["wishlist"]>;
export type SharedWishlistCartResult = AddSharedWishlistToCart["addSharedWishlistToCart"];
export type SharedWishlistAdded = SharedWishlistCartResult["added"][number];
export type SharedWishlistSkipped = SharedWishlistCartResult["skipped"][number];
/** What the result screen says of the visitor's basket after the add. */
export type SharedWishlistBasket = Pick<SharedWishlistCartResult["cart"], "itemsQuantity" | "prices">;

/**
 * A share code as a page's address names it, if it looks like one (URL-safe characters, as the
 * API draws them). Anything else is not sent to the API: the page is simply not found.
 */
export const shareCodeParam = (value: string | undefined): string | null => {
  const code = value?.trim() ?? "";
  return /^[A-Za-z0-9_-]{8,128}$/.test(code) ? code : null;
};

/** An item id as `…/add/:itemId` names it, if it looks like one. */
export const sharedItemIdParam = (value: string | undefined): string | null => {
  const id = value?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/** The shared list's page (store-relative; React Router adds the store's base path). */
export const sharedWishlistPath = (shareCode: string) => `/wishlist/share/${encodeURIComponent(shareCode)}`;

/** Where adding goes: every item (`…/add`), or the one item (`…/add/:itemId`). */
export const sharedWishlistAddPath = (shareCode: string, itemId?: string | null) =>
  `${sharedWishlistPath(shareCode)}/add${itemId ? `/${encodeURIComponent(itemId)}` : ""}`;

/**
 * A shared list as anyone with its link reads it: the owner's first name and the items (prices in
 * the visitor's display currency, availability now). Null with `errorCode` when the code names no
 * shared list (UNKNOWN_SHARE_CODE), when lookups from this address are refused for a while
 * (TOO_MANY_ATTEMPTS) or when wishlists are switched off (FEATURE_DISABLED). Sent alone
 * (`sentAlone`): a whole list costs more than half of what the API admits in one request.
 */
export const SHARED_WISHLIST_QUERY: TypedDocumentNode<SharedWishlistQuery, SharedWishlistQueryVariables> = sentAlone(gql`
  query SharedWishlistQuery($shareCode: String!) {
    sharedWishlist(shareCode: $shareCode) {
      errorCode
      errorMessage
      wishlist {
        id
        ownerFirstName
        itemsCount
        items {
          ...WishlistItemFields
        }
      }
    }
  }
  ${WISHLIST_ITEM_FIELDS}
`);

/**
 * Adds a shared list's items (or the one `itemId`) to the visitor's own basket: what was added,
 * what was skipped and why, and the basket as it is now. The items are named by id (with what
 * tells them apart should the list have changed meanwhile): the page shows them as the list it
 * has just read does, and a hundred items twice over with their cards would cost more than the
 * API allows one request. The basket is selected through the cart
 * feature's `CartFields`, the selection every cart screen reads, so writing the answer's `cart`
 * replaces the browser's one `Cart` whole (header count, mini-cart). The cart feature owns that
 * fragment and features do not import each other: the route, which composes both, hands it in.
 */
export const sharedWishlistToCartMutation = (cartFields: DocumentNode): TypedDocumentNode<AddSharedWishlistToCart, AddSharedWishlistToCartVariables> => gql`
  mutation AddSharedWishlistToCart($shareCode: String!, $itemId: ID) {
    addSharedWishlistToCart(shareCode: $shareCode, itemId: $itemId) {
      success
      errorMessage
      errorCode
      added {
        id
        sku
        name
      }
      skipped {
        reason
        availability
        cartErrorCode
        item {
          id
          sku
          name
          product {
            sku
            name
            path
          }
        }
      }
      cart {
        ...CartFields
      }
    }
  }
  ${cartFields}
`;
