import type { GraphQLContext } from "../../graphql/context.ts";
import type { CategoryNode } from "../category/service.ts";
import type { ListingQuery, SortField } from "./listing-query.ts";
import type { ListingResult } from "./listing-service.ts";

/** What ProductListing's fields resolve from (a category's listing, or a search's: modules/search). */
export interface ListingView {
  /** Its children are the category facet's buckets (a search: the top categories). */
  node: Pick<CategoryNode, "children">;
  query: ListingQuery;
  result: ListingResult;
  /** The sorts offered; a category's by default. */
  sortFields?: readonly SortField[];
}

/** Display-currency units per euro for this request (listing prices are asked and shown in it). */
export const displayRateOf = (context: Pick<GraphQLContext, "config" | "currency">): number => context.config.exchangeRates[context.currency] ?? 1;
