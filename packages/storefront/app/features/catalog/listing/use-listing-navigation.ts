import { useCallback, useMemo } from "react";
import { type To, useLocation, useNavigate, useNavigation } from "react-router";
import type { ListingState } from "../../../lib/listing-url.ts";
import { acceptedListingState, listingSearch, listingStateOf } from "./listing-state.ts";
import type { ProductListing } from "./listing-types.ts";

export interface ListingNavigation {
  /** The state shown: the one being navigated to while its data loads, so controls answer at once. */
  state: ListingState;
  /** True while the next listing loads. */
  pending: boolean;
  /** Where a link to another state points (the canonical query string of this path). */
  hrefOf: (next: ListingState) => To;
  /** Goes to another state: a real navigation, so back and forward restore it. */
  go: (next: ListingState) => void;
}

/**
 * The listing state of the URL: nothing is kept anywhere else. Given the listing shown,
 * the state is what the API accepted of it (acceptedListingState), so links never echo what the
 * URL made up; while the next listing loads, the state is the one being navigated to.
 */
export function useListingNavigation(listing?: Pick<ProductListing, "page" | "appliedFilters" | "appliedSort">): ListingNavigation {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const next = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const search = next?.search ?? location.search;
  const shown = next === undefined ? listing : undefined;
  const state = useMemo(() => (shown ? acceptedListingState(listingStateOf(search), shown) : listingStateOf(search)), [search, shown]);
  const hrefOf = useCallback((target: ListingState): To => ({ pathname: location.pathname, search: listingSearch(target) }), [location.pathname]);
  const go = useCallback((target: ListingState) => void navigate(hrefOf(target)), [navigate, hrefOf]);
  return { state, pending: next !== undefined, hrefOf, go };
}
