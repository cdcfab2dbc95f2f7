import { type Kysely, sql } from "kysely";
import type { Config } from "../../config.ts";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import type { CategoryNode, CategoryService } from "../category/service.ts";
import { type CmsLayout, HOME_PAGE_IDENTIFIER, cmsPageUrl } from "../cms/service.ts";
import type { ProductService } from "../product/service.ts";
import { type ServiceScope, type StoreUrl, absoluteStoreUrl, storeUrls } from "../shop/service-scope.ts";

/**
 * The shop's sitemaps (SPEC §3 "Sitemap entry: path, priority, images, lastmod, changefreq"): what
 * a search engine may crawl in a store, one list per type of page, each cut into pages of at most
 * `SITEMAP_PAGE_SIZE` entries, every entry with its version in each store (hreflang alternates,
 * the same `StoreUrl`s as the pages' own `alternates`). Only what a shopper can open is listed:
 * active visible categories with a URL in the store, listed products (the listing index: active,
 * visible, top-level; variants are sold on their parent's page, the canonical one, so they are not
 * listed), active content and landing pages translated into the store's language.
 *
 * Every page of a type is a keyset range (docs/decisions/084-…): its first key (product, category
 * or content page id) is known from the type's page table, and the page reads `id >= first`
 * in key order, `limit` rows, on an indexed column; no OFFSET, whatever the page's number. The
 * products' page table is computed once per catalogue version and language (one pass over the
 * listing index's primary key) and kept with the other catalogue reads of this process.
 */

export type SitemapType = "pages" | "landing-pages" | "categories" | "products";
export const SITEMAP_TYPES: readonly SitemapType[] = ["pages", "landing-pages", "categories", "products"];

/** The protocol's change frequencies (sitemaps.org). */
export type SitemapChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/**
 * Entries per sitemap file: one file renders in a few milliseconds and weighs about 3 MB, far
 * below the protocol's 50,000 URLs and 50 MB; 100,000 products make 20 files per store.
 */
export const SITEMAP_PAGE_SIZE = 5_000;

/** A page of a store as a sitemap lists it. */
export interface SitemapEntry {
  /** The keyset key it is read by (product, category or content page id). */
  key: number;
  /** Store-relative path (`/lavande-vraie`); the store's prefix (`/en`) is not included. */
  path: string;
  /** 0.0–1.0: how the shop ranks its own pages against each other. */
  priority: number;
  /** Absolute URLs of the page's images. */
  images: string[];
  /** The last change of the page's content (ISO 8601). */
  lastmod: string;
  changefreq: SitemapChangeFrequency;
  /** The page in every store it exists in, this one included (hreflang). */
  alternates: StoreUrl[];
}

/** One sitemap file of a store: a type's page. */
export interface SitemapFile {
  type: SitemapType;
  /** From 1. */
  page: number;
  /** The latest `lastmod` of its entries. */
  lastmod: string;
  entryCount: number;
}

/** A type's page: where it starts in key order, and what the index says of it. */
interface PageBounds {
  firstKey: number;
  lastmod: string;
  entryCount: number;
}

/** How the shop ranks and expects to change each kind of page. */
const RANKING: Record<SitemapType | "home", { priority: number; changefreq: SitemapChangeFrequency }> = {
  home: { priority: 1, changefreq: "daily" },
  categories: { priority: 0.8, changefreq: "daily" },
  "landing-pages": { priority: 0.7, changefreq: "weekly" },
  products: { priority: 0.6, changefreq: "weekly" },
  pages: { priority: 0.4, changefreq: "monthly" },
};

/** A GraphQL page size is capped here (cost: each entry and its alternates), a file's by `SITEMAP_PAGE_SIZE`. */
export const MAX_API_PAGE_LENGTH = 250;

const later = (a: string, b: string) => (a > b ? a : b);

/** Cuts a list already in key order into pages of `size` entries. */
function boundsOf<T>(items: readonly T[], key: (item: T) => number, lastmod: (item: T) => string, size: number): PageBounds[] {
  const pages: PageBounds[] = [];
  for (let start = 0; start < items.length; start += size) {
    const slice = items.slice(start, start + size);
    pages.push({ firstKey: key(slice[0]), lastmod: slice.map(lastmod).reduce(later), entryCount: slice.length });
  }
  return pages;
}

export function createSitemapService(
  db: Kysely<Database>,
  config: Pick<Config, "publicUrl">,
  dependencies: { catalogVersion: CatalogVersionService; categories: CategoryService; products: ProductService },
  /** Entries per file: `SITEMAP_PAGE_SIZE` but in tests, which cross page boundaries with a small catalogue. */
  pageSize = SITEMAP_PAGE_SIZE,
) {
  const { catalogVersion, categories, products } = dependencies;
  const { readCache } = catalogVersion;
  /** Image URLs may be paths on this server (`/media/…`): the sitemap's are absolute, from the configured public URL only. */
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${config.publicUrl}${url.startsWith("/") ? "" : "/"}${url}`);

  // -- Content and landing pages: a few dozen rows, read in id order.

  interface ContentRow {
    id: number;
    identifier: string;
    layout: CmsLayout;
    updated_at: string;
    language: ContentLanguage;
    url_key: string;
    translation_updated_at: string;
  }

  /** Active pages of a layout translated into the language, from `after` on, with all their translations, in id order. */
  async function contentRows(language: ContentLanguage, layout: CmsLayout, range: { from?: number; limit?: number } = {}): Promise<ContentRow[][]> {
    let ids = db
      .selectFrom("cms_page as p")
      .innerJoin("cms_page_translation as t", "t.page_id", "p.id")
      .select("p.id")
      .where("p.is_active", "=", 1)
      .where("p.layout", "=", layout)
      .where("t.language", "=", language)
      .orderBy("p.id");
    if (range.from !== undefined) ids = ids.where("p.id", ">=", range.from);
    if (range.limit !== undefined) ids = ids.limit(range.limit);
    const wanted = (await ids.execute()).map((row) => row.id);
    if (wanted.length === 0) return [];
    const rows = await db
      .selectFrom("cms_page as p")
      .innerJoin("cms_page_translation as t", "t.page_id", "p.id")
      .select(["p.id", "p.identifier", "p.layout", "p.updated_at", "t.language", "t.url_key", "t.updated_at as translation_updated_at"])
      .where("p.id", "in", wanted)
      .execute();
    return wanted.map((id) => rows.filter((row) => row.id === id));
  }

  const contentEntry = (translations: ContentRow[], language: ContentLanguage, type: SitemapType): SitemapEntry => {
    const own = translations.find((row) => row.language === language)!;
    const page = { identifier: own.identifier, layout: own.layout };
    const ranking = own.identifier === HOME_PAGE_IDENTIFIER ? RANKING.home : RANKING[type];
    return {
      key: own.id,
      path: cmsPageUrl(page, own.url_key),
      priority: ranking.priority,
      images: [],
      lastmod: later(own.updated_at, own.translation_updated_at),
      changefreq: ranking.changefreq,
      alternates: storeUrls(Object.fromEntries(translations.map((row) => [row.language, cmsPageUrl(page, row.url_key)]))),
    };
  };

  const layoutOf = (type: "pages" | "landing-pages"): CmsLayout => (type === "pages" ? "main" : "landing");

  // -- Categories: the store's visible tree, already in this process's memory, in id order.

  const categoriesInKeyOrder = async (scope: ServiceScope): Promise<CategoryNode[]> =>
    [...(await categories.tree(scope)).byId.values()].sort((a, b) => a.id - b.id);

  const categoryEntry = (node: CategoryNode, language: ContentLanguage): SitemapEntry => ({
    key: node.id,
    path: categories.url(node),
    priority: node.level <= 2 ? RANKING.categories.priority : RANKING.categories.priority - 0.1,
    images: [absolute(products.categoryImageUrl(node.id, language))],
    lastmod: node.updatedAt,
    changefreq: RANKING.categories.changefreq,
    alternates: categories.alternates(node),
  });

  // -- Products: the listing index (listed products only), by its primary key.

  /**
   * The products' pages of a language: one pass over the listing index in key order, numbering
   * the rows and grouping them by page, so only one row per page comes back (first key, latest
   * change, count). Once per catalogue version: a reindex moves the version on. The listing
   * index drives the pass in key order (`cross join`, see `productEntries`).
   */
  const productBounds = async (scope: ServiceScope): Promise<PageBounds[]> => {
    const { language } = scope.store;
    return readCache.single(await catalogVersion.of(scope), `sitemap-product-pages|${language}|${pageSize}`, async () => {
      const { rows } = await sql<{ first_key: number | string; lastmod: string; entry_count: number | string }>`
        select min(product_id) as first_key, max(lastmod) as lastmod, count(*) as entry_count
        from (
          select i.product_id,
                 case when p.updated_at > t.updated_at then p.updated_at else t.updated_at end as lastmod,
                 (row_number() over (order by i.product_id) - 1) / ${sql.lit(pageSize)} as page_index
          from product_index i
          cross join product_translation t
          join product p on p.id = i.product_id
          where t.product_id = i.product_id and t.language = ${language} and t.url_key is not null
        ) numbered
        group by page_index
        order by page_index`.execute(db);
      return rows.map((row) => ({ firstKey: Number(row.first_key), lastmod: row.lastmod, entryCount: Number(row.entry_count) }));
    });
  };

  /** Listed products from key `from` (inclusive) up to `until` (exclusive), at most `limit`, with their URL in every language. */
  async function productEntries(scope: ServiceScope, range: { from: number; until?: number; limit: number }): Promise<SitemapEntry[]> {
    const { language } = scope.store;
    // `cross join`: SQLite then walks the listing index's key range and looks each translation
    // up by its primary key (an inner join let it start from the url_key index and sort 100,000
    // rows: 1.2 s instead of 10 ms for a page); PostgreSQL plans it as the inner join it is.
    let query = db
      .selectFrom("product_index as i")
      .crossJoin("product_translation as t")
      .innerJoin("product as p", "p.id", "i.product_id")
      .select(["i.product_id as id", "p.sku", "p.updated_at", "t.updated_at as translation_updated_at"])
      .whereRef("t.product_id", "=", "i.product_id")
      .where("t.language", "=", language)
      .where("i.product_id", ">=", range.from)
      .where("t.url_key", "is not", null)
      .orderBy("i.product_id")
      .limit(range.limit);
    if (range.until !== undefined) query = query.where("i.product_id", "<", range.until);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    // Every language's URL of the same key range: one range read on product_translation's primary key.
    const translations = await db
      .selectFrom("product_translation")
      .select(["product_id", "language", "url_key"])
      .where("product_id", ">=", rows[0].id)
      .where("product_id", "<=", rows[rows.length - 1].id)
      .where("url_key", "is not", null)
      .execute();
    const urls = new Map<number, Partial<Record<ContentLanguage, string>>>();
    for (const row of translations) {
      const byLanguage = urls.get(row.product_id) ?? {};
      byLanguage[row.language] = `/${row.url_key}`;
      urls.set(row.product_id, byLanguage);
    }
    return rows.map((row) => ({
      key: row.id,
      path: urls.get(row.id)![language]!,
      priority: RANKING.products.priority,
      images: [absolute(products.imageUrl(row.sku, language))],
      lastmod: later(row.updated_at, row.translation_updated_at),
      changefreq: RANKING.products.changefreq,
      alternates: storeUrls(urls.get(row.id)!),
    }));
  }

  /** A type's pages in the scope's store. */
  async function boundsOfType(scope: ServiceScope, type: SitemapType): Promise<PageBounds[]> {
    const { language } = scope.store;
    switch (type) {
      case "products":
        return productBounds(scope);
      case "categories":
        return boundsOf(await categoriesInKeyOrder(scope), (node) => node.id, (node) => node.updatedAt, pageSize);
      default: {
        const pages = await contentRows(language, layoutOf(type));
        return boundsOf(pages, (page) => page[0].id, (page) => contentEntry(page, language, type).lastmod, pageSize);
      }
    }
  }

  return {
    /** Every sitemap file of the scope's store, types in a fixed order, pages from 1; a type with nothing to list has no file. */
    async index(scope: ServiceScope): Promise<SitemapFile[]> {
      const files: SitemapFile[] = [];
      for (const type of SITEMAP_TYPES) {
        const bounds = await boundsOfType(scope, type);
        bounds.forEach((page, index) => files.push({ type, page: index + 1, lastmod: page.lastmod, entryCount: page.entryCount }));
      }
      return files;
    },

    /**
     * The entries of one file (`page` from 1) of the scope's store, in key order; undefined when
     * there is no such page. `after` (a key) and `limit` read part of it (the API's pages).
     */
    async entries(scope: ServiceScope, type: SitemapType, page: number, options: { after?: number; limit?: number } = {}): Promise<SitemapEntry[] | undefined> {
      if (!Number.isInteger(page) || page < 1) return undefined;
      const bounds = await boundsOfType(scope, type);
      const current = bounds[page - 1];
      if (!current) return undefined;
      const until = bounds[page]?.firstKey;
      const from = options.after === undefined ? current.firstKey : Math.max(current.firstKey, options.after + 1);
      const limit = Math.max(0, Math.min(options.limit ?? pageSize, pageSize));
      if (limit === 0 || (until !== undefined && from >= until)) return [];
      const { language } = scope.store;
      switch (type) {
        case "products":
          return productEntries(scope, { from, until, limit });
        case "categories":
          return (await categoriesInKeyOrder(scope))
            .filter((node) => node.id >= from && (until === undefined || node.id < until))
            .slice(0, limit)
            .map((node) => categoryEntry(node, language));
        default:
          return (await contentRows(language, layoutOf(type), { from, limit }))
            .filter((translations) => until === undefined || translations[0].id < until)
            .map((translations) => contentEntry(translations, language, type));
      }
    },

    /** Absolute URL of a store-relative path in a store, from the configured public URL (never a request's host). */
    absoluteUrl: (storeUrl: StoreUrl): string => absoluteStoreUrl(config.publicUrl, storeUrl),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
