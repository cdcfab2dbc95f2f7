import { gql, type TypedDocumentNode } from "@apollo/client";
import type { IsFeatureActive, IsFeatureActiveVariables } from "../../lib/generated/graphql.ts";

/** The shop's switch for wishlists (`FEATURES`): off, no heart, no link, no wishlist query. */
export const WISHLIST_FEATURE = { feature: "wishlist" } as const;

/**
 * Whether a feature of the shop is on. Public shop configuration, the same for every shopper: the
 * main layout's loader asks it, so the server renders the hearts and links as they will stay
 * (none flashes in or out once the page is interactive). Kept apart from the wishlist's other
 * documents, which only a signed-in shopper's browser loads (wishlist-queries.ts, on first use).
 */
export const IS_FEATURE_ACTIVE_QUERY: TypedDocumentNode<IsFeatureActive, IsFeatureActiveVariables> = gql`
  query IsFeatureActive($feature: String!) {
    isFeatureActive(feature: $feature)
  }
`;
