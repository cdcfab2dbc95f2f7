import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { ListingScope, ListingService, ListingResult, RankedMatches } from "../catalog/listing-service.ts";
import type { ListingQuery } from "../catalog/listing-query.ts";
import { searchStrategyFor } from "./search-index.ts";
import { type SearchTerms, allowedTypos, editDistance, foldText, readQuery } from "./text.ts";

/**
 * Product search: matching through the database's strategy (search-strategy.ts), then the
 * catalogue's listing machinery (filters, facets, sorts, pages) over the matches.
 *
 * Matches are cached per process and catalogue version (every product change moves the version
 * on), so the pages, sorts and filters of one search cost no second full-text query.
 *
 * Typos: when a query matches nothing, each term that is no word of the catalogue's vocabulary
 * (search_term) is replaced by the nearest word within 1 (4–7 letters) or 2 (8+) edits, and the
 * corrected query is run ("did you mean"); near spellings are offered as suggestions.
 */

/** Most matches a search ranks and facets (the best ones). */
export const MAX_MATCHES = 10_000;
/** Shortest single word for which products are suggested as you type. */
export const MIN_SUGGESTION_PREFIX = 2;
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

export function createSearchService(db: Kysely<Database>, listing: ListingService) {
  const strategy = searchStrategyFor(db);
  const outcomes = new LRUCache<string, Promise<SearchOutcome>>({ max: 500 });
  const suggestions = new LRUCache<string, Promise<RankedMatches>>({ max: 2000 });
  const vocabularies = new LRUCache<string, Promise<string[]>>({ max: 4 });

  const vocabulary = (language: ContentLanguage, version: string): Promise<string[]> => {
    const key = `${version}|${language}`;
    let words = vocabularies.get(key);
    if (!words) {
      words = db
        .selectFrom("search_term")
        .select("term")
        .where("language", "=", language)
        .execute()
        .then((rows) => rows.map((row) => row.term));
      vocabularies.set(key, words);
      words.catch(() => vocabularies.delete(key));
    }
    return words;
  };

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

  const run = (terms: string[], language: ContentLanguage) =>
    strategy.search({ terms: readQuery(terms.join(" ")), language, limit: MAX_MATCHES });

  async function correct(terms: SearchTerms, language: ContentLanguage, version: string): Promise<Omit<SearchOutcome, "terms">> {
    const words = await vocabulary(language, version);
    const known = new Set(words);
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
    let served: { text: string; matches: RankedMatches } | undefined;
    const spellings: string[] = [];
    for (const candidate of candidates.slice(0, MAX_SPELLINGS + 1)) {
      const matches = await run(candidate, language);
      if (matches.ids.length === 0) continue;
      const text = candidate.join(" ");
      if (!served) served = { text, matches };
      if (spellings.length < MAX_SPELLINGS) spellings.push(text);
    }
    return served ? { correctedQuery: served.text, suggestions: spellings, matches: served.matches } : { suggestions: [], matches: NO_MATCHES };
  }

  async function match(raw: string, language: ContentLanguage, version: string): Promise<SearchOutcome> {
    const terms = readQuery(raw);
    if (terms.terms.length === 0) return { terms, suggestions: [], matches: NO_MATCHES };
    const key = `${version}|${language}|${terms.terms.join(" ")}|${terms.compact ?? ""}`;
    let outcome = outcomes.get(key);
    if (!outcome) {
      outcome = (async () => {
        const matches = await strategy.search({ terms, language, limit: MAX_MATCHES });
        if (matches.ids.length > 0) return { terms, suggestions: [], matches };
        return { terms, ...(await correct(terms, language, version)) };
      })();
      outcomes.set(key, outcome);
      outcome.catch(() => outcomes.delete(key));
    }
    const found = await outcome;
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
      const outcome = await match(raw, language, version);
      const result = await listing.listMatches(scope, outcome.matches, query, language, version);
      return { outcome, result };
    },

    /** Best products for suggestions as you type: names, botanical names, skus and CAS numbers only. */
    suggestProducts(raw: string, language: ContentLanguage, limit: number, version: string): Promise<RankedMatches> {
      const terms = readQuery(raw);
      // One letter alone would rank a large part of the catalogue for nothing useful.
      if (terms.terms.length === 0 || (terms.terms.length === 1 && terms.terms[0].length < MIN_SUGGESTION_PREFIX)) return Promise.resolve(NO_MATCHES);
      const key = `${version}|${language}|${limit}|${terms.terms.join(" ")}|${terms.compact ?? ""}`;
      let found = suggestions.get(key);
      if (!found) {
        // A few extra: some matches may be unlisted since (the page skips them).
        found = strategy.suggest({ terms, language, limit: limit + 4 });
        suggestions.set(key, found);
        found.catch(() => suggestions.delete(key));
      }
      return found;
    },

    /** Whether a text (a category name, a page title) matches every term, the last as a prefix. */
    textMatches(text: string, terms: SearchTerms): boolean {
      if (terms.terms.length === 0) return false;
      const words = foldText(text).split(" ");
      const last = terms.terms.length - 1;
      return terms.terms.every((term, index) => words.some((word) => (index === last ? word.startsWith(term) : word === term)));
    },

    /** Identifiers of active pages whose title in the language matches (the last term as a prefix). */
    async pageIdentifiers(terms: SearchTerms, language: ContentLanguage, limit: number): Promise<string[]> {
      if (terms.terms.length === 0) return [];
      const pages = await db
        .selectFrom("cms_page as p")
        .innerJoin("cms_page_translation as t", "t.page_id", "p.id")
        .select(["p.identifier", "t.title"])
        .where("p.is_active", "=", 1)
        .where("t.language", "=", language)
        .orderBy("p.id")
        .execute();
      return pages.filter((page) => this.textMatches(page.title, terms)).slice(0, limit).map((page) => page.identifier);
    },

    /** Rebuilds the search index (`npm run reindex` rebuilds the listing index, which calls this). */
    reindex: (productIds: readonly number[] | "all") => strategy.index(productIds),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
