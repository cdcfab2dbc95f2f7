import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCategories, servedCmsPage, servedProducts } from "../../graphql/served-content.ts";
import { SEARCH_SORT_FIELDS, normaliseListingInput } from "../listing/listing-query.ts";
import { type ListingView, displayRateOf } from "../listing/listing-view.ts";
import { listingTag } from "../stock/stock-change-feed.ts";

const SEARCH_SORT_RULES = { fields: SEARCH_SORT_FIELDS, fallback: { field: "relevance", direction: "desc" } } as const;

export interface SearchResultView {
  query: string;
  correctedQuery: string | null;
  listing: ListingView;
  suggestions: string[];
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { query, input }, context) => {
      const listingQuery = normaliseListingInput(input, SEARCH_SORT_RULES, displayRateOf(context));
      // Its counts, in-stock facet and order follow the availability of every listed product.
      context.dependsOn(listingTag("search"));
      const { outcome, result, topLevel } = await context.services.search.search(context.scope, query, listingQuery);
      return {
        query: outcome.terms.text,
        correctedQuery: outcome.correctedQuery ?? null,
        listing: { node: { children: topLevel }, query: listingQuery, result, sortFields: SEARCH_SORT_FIELDS },
        suggestions: outcome.suggestions,
      };
    },
    searchSuggestions: async (_parent, { query, limit }, context) => {
      const found = await context.services.search.suggest(context.scope, query, limit);
      return {
        query: found.query,
        products: servedProducts(context, found.products),
        categories: servedCategories(context, found.categories),
        pages: found.pages.map((page) => servedCmsPage(context, page)),
      };
    },
  },
};
