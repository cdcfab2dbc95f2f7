import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { ListingScope, ListingService, ListingResult, RankedMatches } from "../listing/listing-service.ts";
import type { ListingQuery } from "../listing/listing-query.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import { type CategoryNode, type CategoryService, DEFAULT_CATEGORY_ID } from "../category/service.ts";
import type { CmsPageView, CmsService } from "../cms/service.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { latestBuild } from "../../latest-build.ts";
import { loadOnce } from "../../load-once.ts";
import { type NameIndex, buildNameIndexes } from "./name-index.ts";
import { loadNameDocuments } from "./search-documents.ts";
import { searchStrategyFor } from "./search-index.ts";
import { type SearchTerms, allowedTypos, editDistance, foldText, readQuery } from "./text.ts";

/**
 * Product search: matching through the database's strategy (search-strategy.ts) and ranking
 * through the name index (name-index.ts), then the catalogue's listing machinery (filters,
 * facets, sorts, pages) over the matches.
 *
 * Relevance, the same on both databases: first the products the query finds in their name,
 * botanical name, skus or CAS number, ranked by the name index (BM25-like, in memory); then the
 * others (found in their categories, labels or descriptions) in product id order, as the
 * strategy returns them unranked: scoring every match in the database was the cost of a broad
 * query (`bio`: 35,000 matches at 100,000 products).
 *
 * Matches are cached per process and name-index version (every product change moves the
 * catalogue version on), so the pages, sorts and filters of one search cost no second full-text
 * query. After a change the name index is rebuilt while the previous one keeps serving
 * (latest-build.ts): at 100,000 products searches do not wait seconds for it.
 *
 * Typos: when a query matches nothing, each term that is no word of the catalogue's vocabulary
 * (search_term) is replaced by the nearest word within 1 (4–7 letters) or 2 (8+) edits, and the
 * corrected query is run ("did you mean"); near spellings are offered as suggestions.
 */

/** Most matches a search ranks and facets (the best ones). */
export const MAX_MATCHES = 10_000;
/** Shortest single word for which products are suggested as you type. */
export const MIN_SUGGESTION_PREFIX = 2;
/** Suggestions of each kind: at most this many, 6 unless asked otherwise. */
const MAX_SUGGESTIONS = 10;
const DEFAULT_SUGGESTIONS = 6;
/**
 * Longest time category names and page titles are matched from memory (suggestions): a new or
 * renamed category or page reaches suggestions after this (what they show is read afresh).
 */
const NAMES_MAX_AGE_MS = 10_000;
/** A quick order's suggestions for one row (skuSuggestions). */
export const SKU_SUGGESTIONS = 8;
/** No sku is longer; a longer text is cut there (the name part reads at most 200 characters anyway). */
const MAX_SKU_TEXT = 200;
/** Near spellings offered on a page without results. */
const MAX_SPELLINGS = 4;

export interface SearchOutcome {
  terms: SearchTerms;
  /** The corrected query whose matches are served, when the query as typed matched nothing. */
  correctedQuery?: string;
  /** Near spellings that find products, when the query (as typed) matched nothing. */
  suggestions: string[];
  matches: RankedMatches;
}

const NO_MATCHES: RankedMatches = { ids: [], scores: [] };

/** The vocabulary of a language: its words, and the same as a set. */
interface Vocabulary {
  words: string[];
  known: ReadonlySet<string>;
}

/** A search's answer: what was searched for, the correction, and the listing of the matches. */
export interface SearchListing {
  outcome: SearchOutcome;
  result: ListingResult;
  /** The category facet's buckets: a search offers the top categories. */
  topLevel: CategoryNode[];
}

/** Suggestions as you type, at most `limit` of each kind. */
export interface SearchSuggestions {
  query: string;
  products: ProductRecord[];
  categories: CategoryNode[];
  pages: CmsPageView[];
}

export interface SearchServiceDeps {
  listing: ListingService;
  catalogVersion: CatalogVersionService;
  categories: CategoryService;
  products: ProductService;
  cms: CmsService;
  onError?: (error: unknown) => void;
}

export function createSearchService(db: Kysely<Database>, deps: SearchServiceDeps) {
  const { listing, onError } = deps;
  const strategy = searchStrategyFor(db);
  const outcomes = new LRUCache<string, Promise<SearchOutcome>>({ max: 500 });
  const suggestions = new LRUCache<string, Promise<RankedMatches>>({ max: 2000 });
  const vocabularies = new LRUCache<string, Promise<Vocabulary>>({ max: 4 });
  const nameIndexes = latestBuild<Record<ContentLanguage, NameIndex>>(() => loadNameDocuments(db).then(buildNameIndexes), onError);
  // Category names and page titles per language (suggestions match them as you type).
  const names = new LRUCache<ContentLanguage, Promise<{ categories: string[]; pages: { identifier: string; title: string }[] }>>({ max: 4, ttl: NAMES_MAX_AGE_MS });
  // Those names folded into words once: textMatches runs on each of them for every suggestion.
  const foldedWords = new LRUCache<string, string[]>({ max: 5000 });

  const vocabulary = (language: ContentLanguage, version: string): Promise<Vocabulary> =>
    loadOnce(vocabularies, `${version}|${language}`, async () => {
      const rows = await db.selectFrom("search_term").select("term").where("language", "=", language).execute();
      const words = rows.map((row) => row.term);
      return { words, known: new Set(words) };
    });

  /** Nearest vocabulary words of a term, best first (fewest edits, same first letter, closest length). */
  const nearSpellings = (term: string, words: string[]): string[] => {
    const max = allowedTypos(term);
    if (max === 0) return [];
    const found: { word: string; distance: number }[] = [];
    for (const word of words) {
      const distance = editDistance(term, word, max);
      if (distance <= max) found.push({ word, distance });
    }
    return found
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Number(b.word[0] === term[0]) - Number(a.word[0] === term[0]) ||
          Math.abs(a.word.length - term.length) - Math.abs(b.word.length - term.length) ||
          (a.word < b.word ? -1 : 1),
      )
      .map((entry) => entry.word);
  };

  /** A query's matches, best first: the name index's ranking, then the strategy's other matches. */
  async function ranked(terms: SearchTerms, language: ContentLanguage, index: NameIndex): Promise<RankedMatches> {
    const named = index.rank(terms, MAX_MATCHES);
    if (named.ids.length >= MAX_MATCHES) return named;
    // The strategy's matches include the named ones: skipped there.
    const others = await strategy.match({ terms, language, limit: MAX_MATCHES + named.ids.length });
    const ids = [...named.ids];
    const scores = [...named.scores];
    const seen = new Set(ids);
    for (const id of others) {
      if (ids.length === MAX_MATCHES) break;
      if (seen.has(id)) continue;
      ids.push(id);
      scores.push(0);
    }
    return { ids, scores };
  }

  /** Whether a query finds any product (a candidate correction): one match, unranked. */
  const findsAny = async (terms: SearchTerms, language: ContentLanguage) => (await strategy.match({ terms, language, limit: 1 })).length > 0;

  async function correct(terms: SearchTerms, language: ContentLanguage, version: string, index: NameIndex): Promise<Omit<SearchOutcome, "terms">> {
    const { words, known } = await vocabulary(language, version);
    const last = terms.terms.length - 1;
    const alternatives = terms.terms.map((term, index) => {
      if (known.has(term) || /\d/.test(term)) return [term];
      // The last term is a prefix: a word it starts is no typo.
      if (index === last && words.some((word) => word.startsWith(term))) return [term];
      const near = nearSpellings(term, words).slice(0, MAX_SPELLINGS);
      return near.length ? near : [term];
    });
    if (alternatives.every((list, index) => list.length === 1 && list[0] === terms.terms[index])) return { suggestions: [], matches: NO_MATCHES };
    // Candidates: the best correction, then each term's next nearest spellings.
    const best = alternatives.map((list) => list[0]);
    const candidates = [best];
    alternatives.forEach((list, index) => {
      for (const word of list.slice(1)) candidates.push(best.map((term, position) => (position === index ? word : term)));
    });
    const texts = candidates.slice(0, MAX_SPELLINGS + 1).map((candidate) => candidate.join(" "));
    // Which candidates find products: cheap checks, together; only the served one is ranked.
    const finding = await Promise.all(texts.map((text) => findsAny(readQuery(text), language)));
    const spellings = texts.filter((_text, index) => finding[index]);
    if (spellings.length === 0) return { suggestions: [], matches: NO_MATCHES };
    const matches = await ranked(readQuery(spellings[0]), language, index);
    return { correctedQuery: spellings[0], suggestions: spellings.slice(0, MAX_SPELLINGS), matches };
  }

  async function match(raw: string, language: ContentLanguage, version: string): Promise<SearchOutcome> {
    const terms = readQuery(raw);
    if (terms.terms.length === 0) return { terms, suggestions: [], matches: NO_MATCHES };
    // Keyed by the index's version, which may be the previous one while the current is built.
    const index = await nameIndexes.get(version);
    const key = `${index.version}|${language}|${terms.terms.join(" ")}|${terms.compact ?? ""}`;
    const found = await loadOnce(outcomes, key, async (): Promise<SearchOutcome> => {
      const matches = await ranked(terms, language, index.value[language]);
      if (matches.ids.length > 0) return { terms, suggestions: [], matches };
      return { terms, ...(await correct(terms, language, version, index.value[language])) };
    });
    // The echoed text is this request's, whatever request filled the cache.
    return { ...found, terms };
  }

  return {
    strategy,
    /** Matches of a query (corrected when it matches nothing as typed), cached per catalogue version. */
    match,

    /** A search's listing: matches, then the listing's filters, facets, sorts and pages. */
    async list(
      raw: string,
      scope: ListingScope,
      query: ListingQuery,
      language: ContentLanguage,
      version: string,
    ): Promise<{ outcome: SearchOutcome; result: ListingResult }> {
      // Matching and getting the catalogue's snapshot go together (after a change, both may be building).
      const outcome = match(raw, language, version);
      const result = await listing.listMatches(scope, outcome.then((found) => found.matches), query, language, version);
      return { outcome: await outcome, result };
    },

    /**
     * Best products for suggestions as you type: names, botanical names, skus and CAS numbers
     * only, from the name index of the catalogue version (name-index.ts).
     */
    async suggestProducts(raw: string, language: ContentLanguage, limit: number, version: string): Promise<RankedMatches> {
      const terms = readQuery(raw);
      // One letter alone would rank a large part of the catalogue for nothing useful.
      if (terms.terms.length === 0 || (terms.terms.length === 1 && terms.terms[0].length < MIN_SUGGESTION_PREFIX)) return NO_MATCHES;
      const index = await nameIndexes.get(version);
      const key = `${index.version}|${language}|${limit}|${terms.terms.join(" ")}|${terms.compact ?? ""}`;
      // No extras needed: the index holds the products listed at its catalogue version.
      return loadOnce(suggestions, key, async () => index.value[language].rank(terms, limit));
    },

    /** Whether a text (a category name, a page title) matches every term, the last as a prefix. */
    textMatches(text: string, terms: SearchTerms): boolean {
      if (terms.terms.length === 0) return false;
      let words = foldedWords.get(text);
      if (!words) {
        words = foldText(text).split(" ");
        foldedWords.set(text, words);
      }
      const last = terms.terms.length - 1;
      return terms.terms.every((term, index) => words.some((word) => (index === last ? word.startsWith(term) : word === term)));
    },

    /**
     * For suggestions: whether a category name in the language matches (visible or not: the
     * caller then reads the category tree, which has the truth), and the identifiers of the
     * active pages whose title matches (the caller then reads the pages). Both from the names
     * of the language read at most NAMES_MAX_AGE_MS ago: most prefixes match neither and then
     * cost no query, and as no catalogue version is needed, the reads go alongside its read.
     */
    async matchingNames(terms: SearchTerms, language: ContentLanguage, limit: number): Promise<{ category: boolean; pageIdentifiers: string[] }> {
      if (terms.terms.length === 0) return { category: false, pageIdentifiers: [] };
      const { categories, pages } = await loadOnce(names, language, () =>
        Promise.all([
          db.selectFrom("category_translation").select("name").where("language", "=", language).execute(),
          db
            .selectFrom("cms_page as p")
            .innerJoin("cms_page_translation as t", "t.page_id", "p.id")
            .select(["p.identifier", "t.title"])
            .where("p.is_active", "=", 1)
            .where("t.language", "=", language)
            .orderBy("p.id")
            .execute(),
        ]).then(([categories, pages]) => ({ categories: categories.map((row) => row.name), pages })),
      );
      return {
        category: categories.some((name) => this.textMatches(name, terms)),
        pageIdentifiers: pages.filter((page) => this.textMatches(page.title, terms)).slice(0, limit).map((page) => page.identifier),
      };
    },

    /**
     * A search in the scope's store: its listing over every listed product, the category facet
     * offering the top categories, at the scope's catalogue version.
     */
    async search(scope: ServiceScope, raw: string, query: ListingQuery): Promise<SearchListing> {
      const [topLevel, version] = await Promise.all([deps.categories.topLevel(scope), deps.catalogVersion.of(scope)]);
      const topIds = topLevel.map((node) => node.id);
      const searched = { categoryId: DEFAULT_CATEGORY_ID, childIds: topIds, descendantIds: new Set(topIds) };
      const { outcome, result } = await this.list(raw, searched, query, scope.store.language, version);
      return { outcome, result, topLevel };
    },

    /** Suggestions as you type: products, categories and content pages whose names match. */
    async suggest(scope: ServiceScope, raw: string, wanted?: number | null): Promise<SearchSuggestions> {
      const limit = Math.min(MAX_SUGGESTIONS, Math.max(1, Math.trunc(Number.isFinite(wanted) ? Number(wanted) : DEFAULT_SUGGESTIONS)));
      const terms = readQuery(raw);
      const { language } = scope.store;
      // The version is read while names are matched; then, at once, the categories (only when a
      // category name matches), the pages and the products.
      const [version, names] = await Promise.all([deps.catalogVersion.of(scope), this.matchingNames(terms, language, limit)]);
      const [categories, pages, matches] = await Promise.all([
        names.category ? deps.categories.matching(scope, (name) => this.textMatches(name, terms), limit) : [],
        // Published pages only, as the names matched: suggestions never preview a draft.
        Promise.all(names.pageIdentifiers.map((identifier) => deps.cms.findByIdentifier({ store: scope.store }, identifier))),
        this.suggestProducts(raw, language, limit, version),
      ]);
      const products = (await deps.products.forCards(scope, matches.ids)).slice(0, limit);
      return { query: terms.text, products, categories, pages: pages.filter((page): page is CmsPageView => !!page) };
    },

    /**
     * A quick order's suggestions as a sku is typed: the products a shopper can add whose sku
     * starts with the text (case aside; variants are units of their own), then, to fill up to
     * `SKU_SUGGESTIONS`, the products whose name matches as in `suggest` (the name index: listed
     * products, a configurable by its parent). Nothing below `MIN_SUGGESTION_PREFIX` characters.
     * Which of them need options chosen on their page is said by their type (configurable, grouped).
     */
    async skuSuggestions(scope: ServiceScope, raw: string): Promise<ProductRecord[]> {
      const text = raw.trim().slice(0, MAX_SKU_TEXT);
      if ([...text].length < MIN_SUGGESTION_PREFIX) return [];
      const [bySku, version] = await Promise.all([deps.products.bySkuPrefix(scope, text, SKU_SUGGESTIONS), deps.catalogVersion.of(scope)]);
      if (bySku.length >= SKU_SUGGESTIONS) return bySku;
      const matches = await this.suggestProducts(text, scope.store.language, SKU_SUGGESTIONS, version);
      const seen = new Set(bySku.map((record) => record.id));
      const byName = (await deps.products.forCards(scope, matches.ids)).filter((record) => !seen.has(record.id));
      return [...bySku, ...byName].slice(0, SKU_SUGGESTIONS);
    },

    /** Rebuilds the search index (`npm run reindex` rebuilds the listing index, which calls this). */
    reindex: (productIds: readonly number[] | "all") => strategy.index(productIds),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
