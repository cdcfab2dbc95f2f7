import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import { servedCategories, servedCmsPage, servedProducts } from "../../graphql/served-content.ts";
import { DEFAULT_CATEGORY_ID } from "../category/service.ts";
import { type ListingInput, SEARCH_SORT_FIELDS, normaliseListingInput } from "../listing/listing-query.ts";
import { type ListingView, displayRateOf } from "../listing/listing-view.ts";
import type { CmsPageView } from "../cms/service.ts";
import { readQuery } from "./text.ts";

const SEARCH_SORT_RULES = { fields: SEARCH_SORT_FIELDS, fallback: { field: "relevance", direction: "desc" } } as const;
const MAX_SUGGESTIONS = 10;

interface SearchResultView {
  query: string;
  correctedQuery: string | null;
  listing: ListingView;
  suggestions: string[];
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { query, input }: { query: string; input?: ListingInput | null }, context: GraphQLContext): Promise<SearchResultView> => {
      const listingQuery = normaliseListingInput(input, SEARCH_SORT_RULES, displayRateOf(context));
      const { categories, catalogVersion } = context.services;
      const [topLevel, version] = await Promise.all([categories.topLevel(context.scope), catalogVersion.of(context.scope)]);
      const topIds = topLevel.map((node) => node.id);
      // A search's category facet offers the top categories only.
      const searched = { categoryId: DEFAULT_CATEGORY_ID, childIds: topIds, descendantIds: new Set(topIds) };
      const { outcome, result } = await context.services.search.list(query, searched, listingQuery, context.store.language, version);
      return {
        query: outcome.terms.text,
        correctedQuery: outcome.correctedQuery ?? null,
        listing: { node: { children: topLevel }, query: listingQuery, result, sortFields: SEARCH_SORT_FIELDS },
        suggestions: outcome.suggestions,
      };
    },
    searchSuggestions: async (_parent, { query, limit }: { query: string; limit?: number | null }, context: GraphQLContext) => {
      const size = Math.min(MAX_SUGGESTIONS, Math.max(1, Math.trunc(Number.isFinite(limit) ? Number(limit) : 6)));
      const terms = readQuery(query);
      const { language } = context.store;
      const { categories, catalogVersion, products, search } = context.services;
      // The version is read while names are matched; then, at once, the categories (only when a
      // category name matches), the pages and the products.
      const [version, names] = await Promise.all([catalogVersion.of(context.scope), search.matchingNames(terms, language, size)]);
      const [categoryMatches, pageViews, matches] = await Promise.all([
        names.category ? categories.matching(context.scope, (name) => search.textMatches(name, terms), size) : [],
        Promise.all(names.pageIdentifiers.map((identifier) => context.services.cms.findByIdentifier(identifier, language))),
        search.suggestProducts(query, language, size, version),
      ]);
      const served = servedProducts(context, (await products.forCards(context.scope, matches.ids)).slice(0, size));
      const servedCategoryMatches = servedCategories(context, categoryMatches);
      const pages = pageViews.filter((page): page is CmsPageView => !!page).map((page) => servedCmsPage(context, page));
      return { query: terms.text, products: served, categories: servedCategoryMatches, pages };
    },
  },
};
