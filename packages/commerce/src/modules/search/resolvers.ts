import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import { type ListingView } from "../catalog/listing-resolvers.ts";
import { type ListingInput, SEARCH_SORT_FIELDS, normaliseListingInput } from "../catalog/listing-query.ts";
import { productLoadersOf } from "../catalog/product-loaders.ts";
import { servedProduct } from "../catalog/product-resolvers.ts";
import type { ProductRecord } from "../catalog/product-repository.ts";
import { servedCategory } from "../catalog/resolvers.ts";
import { categoryTreeOf } from "../catalog/request-tree.ts";
import { DEFAULT_CATEGORY_ID } from "../catalog/service.ts";
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
      const listingQuery = normaliseListingInput(input, SEARCH_SORT_RULES);
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
      const [version, tree, pageIdentifiers] = await Promise.all([
        loaders.catalogVersion(),
        categoryTreeOf(context),
        context.services.search.pageIdentifiers(terms, language, size),
      ]);
      const matches = await context.services.search.suggestProducts(query, language, size, version);
      const records = await loaders.byId.loadAll([...matches.ids]);
      const products = records
        .filter((record): record is ProductRecord => !!record && record.parentId === null)
        .slice(0, size)
        .map((record) => servedProduct(context, record));
      const categories = [...tree.byId.values()]
        .filter((node) => context.services.search.textMatches(node.name, terms))
        // Shallower first (a family before its sub-categories), then the menu order.
        .sort((a, b) => a.level - b.level || a.position - b.position)
        .slice(0, size)
        .map((node) => servedCategory(context, node));
      const pages = (await Promise.all(pageIdentifiers.map((identifier) => context.services.cms.findByIdentifier(identifier, language))))
        .filter((page): page is CmsPageView => !!page)
        .map((page) => servedCmsPage(context, page));
      return { query: terms.text, products, categories, pages };
    },
  },
};
