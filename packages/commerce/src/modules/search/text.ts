import { foldText } from "../../shared/text-folding.ts";

export { foldText };

/**
 * Search text rules shared by both strategies, so SQLite and PostgreSQL index and query the same
 * words: accents, case and ligatures are folded (shared/text-folding.ts, not by a database
 * extension), and a query is cut into plain [a-z0-9] terms before any search syntax is written. Nothing a shopper types
 * reaches FTS5 or tsquery syntax: quotes, operators (`AND`, `NEAR`, `*`, `^`, `:`), punctuation
 * and emoji are separators, and the terms are quoted by the strategies.
 */

/** Longest query read, in characters; the rest is cut off. */
export const MAX_QUERY_LENGTH = 200;
/** Most terms read from a query. */
export const MAX_QUERY_TERMS = 10;
/** Longest term kept (longer words are no product's words). */
const MAX_TERM_LENGTH = 40;

export interface SearchTerms {
  /** The query as read: trimmed and cut (what the API echoes back). */
  text: string;
  /** Folded terms in order, at most MAX_QUERY_TERMS; empty when nothing searchable was typed. */
  terms: string[];
  /**
   * The whole query without separators when it has several terms (`he-lav-10` → `helav10`): a
   * sku or CAS number typed with or without hyphens matches its compact form, indexed too.
   */
  compact?: string;
}

export function readQuery(raw: string): SearchTerms {
  // Cut before folding: folding never lengthens beyond a few characters per ligature.
  const text = [...raw.slice(0, MAX_QUERY_LENGTH * 2)].slice(0, MAX_QUERY_LENGTH).join("").replace(/\s+/g, " ").trim();
  const terms = foldText(text)
    .split(" ")
    .filter((term) => term !== "" && term.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_QUERY_TERMS);
  const compact = terms.join("");
  return { text, terms, compact: terms.length > 1 && compact.length >= 4 && compact.length <= MAX_TERM_LENGTH ? compact : undefined };
}

/** Words worth offering as spelling corrections: letters only, at least 3 of them. */
export const isVocabularyWord = (term: string): boolean => /^[a-z]{3,40}$/.test(term);

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousPrevious[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** Typos tolerated in a term: none under 4 letters, one up to 7, two beyond. */
export const allowedTypos = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);
