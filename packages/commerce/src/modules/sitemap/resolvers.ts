import type { Resolvers, SitemapChangeFrequency, SitemapType as ApiSitemapType } from "../../graphql/generated/resolver-types.ts";
import { MAX_API_PAGE_LENGTH, type SitemapType } from "./service.ts";

const TYPES: Record<ApiSitemapType, SitemapType> = { PAGES: "pages", LANDING_PAGES: "landing-pages", CATEGORIES: "categories", PRODUCTS: "products" };
const API_TYPES = Object.fromEntries(Object.entries(TYPES).map(([api, type]) => [type, api])) as Record<SitemapType, ApiSitemapType>;

/** Cursors are the last entry's key, as a decimal string; anything else reads from the file's start. */
const parseCursor = (after: string | null | undefined): number | undefined => (after && /^[0-9]{1,15}$/.test(after) ? Number(after) : undefined);

export const sitemapResolvers: Resolvers = {
  Query: {
    sitemapIndex: async (_parent, _args, { services, scope }) =>
      (await services.sitemaps.index(scope)).map((file) => ({ ...file, type: API_TYPES[file.type] })),
    sitemap: async (_parent, { type, page, first, after }, { services, scope }) => {
      const limit = Math.max(1, Math.min(first ?? 100, MAX_API_PAGE_LENGTH));
      const entries = await services.sitemaps.entries(scope, TYPES[type], page, { after: parseCursor(after), limit });
      if (!entries) return null;
      const endCursor = entries.length === limit ? String(entries[entries.length - 1].key) : null;
      return { entries: entries.map((entry) => ({ ...entry, changefreq: entry.changefreq.toUpperCase() as SitemapChangeFrequency })), endCursor };
    },
  },
};
