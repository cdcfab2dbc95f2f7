import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import { type ListingView, displayRateOf } from "../listing/resolvers.ts";
import { type ListingInput, SEARCH_SORT_FIELDS, normaliseListingInput } from "../listing/listing-query.ts";
import { productLoadersOf } from "../product/product-loaders.ts";
import { servedProduct } from "../product/resolvers.ts";
import type { ProductRecord } from "../product/product-repository.ts";
import { servedCategory } from "../category/resolvers.ts";
import { categoryTreeOf } from "../category/request-tree.ts";
import { DEFAULT_CATEGORY_ID } from "../category/service.ts";
import { servedCmsPage } from "../cms/resolvers.ts";
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
      const [tree, version] = await Promise.all([categoryTreeOf(context), productLoadersOf(context).catalogVersion()]);
      const topIds = tree.topLevel.map((node) => node.id);
      // The category facet of a search: the top categories (spec §9 "limited to the field name").
      const scope = { categoryId: DEFAULT_CATEGORY_ID, childIds: topIds, descendantIds: new Set(topIds) };
      const { outcome, result } = await context.services.search.list(query, scope, listingQuery, context.store.language, version);
      return {
        query: outcome.terms.text,
        correctedQuery: outcome.correctedQuery ?? null,
        listing: { node: { children: tree.topLevel }, query: listingQuery, result, sortFields: SEARCH_SORT_FIELDS },
        suggestions: outcome.suggestions,
      };
    },
    searchSuggestions: async (_parent, { query, limit }: { query: string; limit?: number | null }, context: GraphQLContext) => {
      const size = Math.min(MAX_SUGGESTIONS, Math.max(1, Math.trunc(Number.isFinite(limit) ? Number(limit) : 6)));
      const terms = readQuery(query);
      const { language } = context.store;
      const loaders = productLoadersOf(context);
      // The version is read while names are matched; then, at once, the tree (only when a category
      // name matches), the pages and the products.
      const [version, names] = await Promise.all([loaders.catalogVersion(), context.services.search.matchingNames(terms, language, size)]);
      const [tree, pageViews, matches] = await Promise.all([
        names.category ? categoryTreeOf(context) : undefined,
        Promise.all(names.pageIdentifiers.map((identifier) => context.services.cms.findByIdentifier(identifier, language))),
        context.services.search.suggestProducts(query, language, size, version),
      ]);
      // What prices and stock read (variants, tier prices, grouped items, bundle options) in the
      // same batch as the records: one round of reads rather than up to four, each a turn of the
      // event loop under load. Cached per catalogue version, like the records.
      const [records] = await Promise.all([
        loaders.byId.loadAll(matches.ids),
        loaders.variants.loadAll(matches.ids),
        loaders.tierPrices.loadAll(matches.ids),
        loaders.groupedItemIds.loadAll(matches.ids),
        loaders.bundleOptions.loadAll(matches.ids),
      ]);
      const products = records
        .filter((record): record is ProductRecord => !!record && record.parentId === null)
        .slice(0, size)
        .map((record) => servedProduct(context, record));
      const categories = [...(tree?.byId.values() ?? [])]
        .filter((node) => context.services.search.textMatches(node.name, terms))
        // Shallower first (a family before its sub-categories), then the menu order.
        .sort((a, b) => a.level - b.level || a.position - b.position)
        .slice(0, size)
        .map((node) => servedCategory(context, node));
      const pages = pageViews.filter((page): page is CmsPageView => !!page).map((page) => servedCmsPage(context, page));
      return { query: terms.text, products, categories, pages };
    },
  },
};
