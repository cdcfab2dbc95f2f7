import type { ContentLanguage } from "../../db/schema.ts";
import { nextTurn } from "../../latest-build.ts";
import type { RankedMatches } from "../listing/listing-service.ts";
import { LANGUAGES, type NameDocument } from "./search-documents.ts";
import type { SearchTerms } from "./text.ts";

/**
 * The name index, in memory: the words of every listed product's name, botanical name, skus and
 * CAS number (its name document, as the search documents hold them), per language, in sorted
 * order, so a prefix is two binary searches and its products are read from posting lists. It
 * serves suggestions as you type and ranks the first tier of a search's matches (service.ts),
 * in a millisecond or so where the databases ranked every product a short prefix matches (`la`:
 * tens of thousands at 100,000 products) for each new prefix, in 10 to 150 ms.
 *
 * Built per process and catalogue version from the product tables (loadNameDocuments), the same
 * way on both databases; every product change moves the version on (product-index.ts), so the
 * index follows the catalogue as the listing snapshots do (ADR 008).
 *
 * Matching is the strategies': every term is a whole word of one of the four fields, the last
 * one a prefix; or the query without separators is a whole word (`heneroli`, `8016384`).
 * Ranking is BM25-like per field (a term in a short name weighs more than in a long one, a name
 * more than a botanical name; skus and CAS numbers are not normalised by length), and a last
 * term typed to the end of a word (`rose`) weighs more than the start of a longer one (`rosat`).
 * Ties: lower product id first.
 */

/** The four fields and their weights (those the SQLite strategy's bm25 gave them). */
const FIELDS = ["name", "botanicalName", "sku", "cas"] as const;
const FIELD_WEIGHTS = [10, 6, 8, 8];
/**
 * BM25's term-frequency saturation, and length normalisation per field: none for skus and CAS
 * numbers, whose length is the number of variants (codes), no measure of relevance.
 */
const K1 = 1.2;
const FIELD_B = [0.75, 0.75, 0, 0];
/** What a term that only starts a word weighs, next to a whole word. */
const PREFIX_WEIGHT = 0.75;
/** In a term's mask of an item (one bit per field it is found in): the term is a whole word of the item, not only the start of one. */
const WHOLE_WORD = 1 << FIELDS.length;

const NO_MATCHES: RankedMatches = { ids: [], scores: [] };

export interface NameIndex {
  /** The best `limit` products for the terms, best first. */
  rank(terms: SearchTerms, limit: number): RankedMatches;
}

/** Up to this many best products are kept while ranking; beyond, all matches are sorted. */
const KEPT_WHILE_RANKING = 100;

/** Postings of one language while they are collected: (word, item, fields) per distinct word of an item. */
interface Collected {
  productIds: number[];
  /** Words per item and field, FIELDS.length per item. */
  lengths: number[];
  postingWords: number[];
  postingItems: number[];
  postingFields: number[];
}

/** Documents indexed between two turns of the event loop: the other requests go on meanwhile. */
const DOCUMENTS_PER_TURN = 5_000;

/**
 * One index per language, from the name documents of every listed product in product id order.
 * About a second of work at 100,000 products, done in slices so that the process keeps serving.
 */
export async function buildNameIndexes(documents: readonly NameDocument[]): Promise<Record<ContentLanguage, NameIndex>> {
  // Words are numbered as first seen, in one dictionary for both languages (codes are the same).
  const wordIds = new Map<string, number>();
  const wordsOf = (text: string): number[] => {
    if (text === "") return [];
    return text.split(" ").map((word) => {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = wordIds.size;
        wordIds.set(word, id);
      }
      return id;
    });
  };
  const collected = new Map<ContentLanguage, Collected>(
    LANGUAGES.map((language) => [language, { productIds: [], lengths: [], postingWords: [], postingItems: [], postingFields: [] }]),
  );
  // A product's botanical name, skus and CAS number are the same in every language: split once.
  let codesOf = -1;
  let codes: number[][] = [];
  const itemWords: number[] = [];
  const itemFields: number[] = [];
  for (let index = 0; index < documents.length; index++) {
    if (index % DOCUMENTS_PER_TURN === DOCUMENTS_PER_TURN - 1) await nextTurn();
    const document = documents[index];
    if (document.productId !== codesOf) {
      codesOf = document.productId;
      codes = [wordsOf(document.botanicalName), wordsOf(document.sku), wordsOf(document.cas)];
    }
    const target = collected.get(document.language)!;
    const item = target.productIds.length;
    target.productIds.push(document.productId);
    itemWords.length = 0;
    itemFields.length = 0;
    for (let field = 0; field < FIELDS.length; field++) {
      const words = field === 0 ? wordsOf(document.name) : codes[field - 1];
      target.lengths.push(words.length);
      for (const word of words) {
        const at = itemWords.indexOf(word);
        if (at === -1) {
          itemWords.push(word);
          itemFields.push(1 << field);
        } else {
          itemFields[at] |= 1 << field;
        }
      }
    }
    for (let at = 0; at < itemWords.length; at++) {
      target.postingWords.push(itemWords[at]);
      target.postingItems.push(item);
      target.postingFields.push(itemFields[at]);
    }
  }
  // Binary order (words are [a-z0-9]; the default sort compares code units): a prefix's words are contiguous.
  await nextTurn();
  const words = [...wordIds.keys()].sort();
  const rankOf = new Int32Array(words.length);
  words.forEach((word, rank) => (rankOf[wordIds.get(word)!] = rank));
  const indexes: Partial<Record<ContentLanguage, NameIndex>> = {};
  for (const language of LANGUAGES) {
    await nextTurn();
    indexes[language] = languageIndex(words, pack(words, rankOf, collected.get(language)!));
  }
  return indexes as Record<ContentLanguage, NameIndex>;
}

/** A language's postings in typed arrays: what the index keeps (the collected lists are dropped). */
interface Packed {
  /** Items are the language's documents, in product id order; so are each word's postings. */
  productIds: Int32Array;
  /** Per item and field: what a term found there weighs. */
  weights: Float32Array;
  /** Postings of the word of rank w: starts[w]…starts[w + 1]. */
  starts: Int32Array;
  items: Int32Array;
  /** Per posting: a bit per field the word is in. */
  fields: Uint8Array;
}

function pack(words: readonly string[], rankOf: Int32Array, collected: Collected): Packed {
  const productIds = Int32Array.from(collected.productIds);
  const size = productIds.length;
  // BM25 with one occurrence, the average length taken over the items that have the field
  // (most products have no CAS number).
  const weights = new Float32Array(size * FIELDS.length);
  for (let field = 0; field < FIELDS.length; field++) {
    let total = 0;
    let present = 0;
    for (let item = 0; item < size; item++) {
      const length = collected.lengths[item * FIELDS.length + field];
      total += length;
      if (length > 0) present += 1;
    }
    const average = present ? total / present : 1;
    for (let item = 0; item < size; item++) {
      const length = collected.lengths[item * FIELDS.length + field];
      const b = FIELD_B[field];
      weights[item * FIELDS.length + field] = (FIELD_WEIGHTS[field] * (K1 + 1)) / (1 + K1 * (1 - b + (b * length) / average));
    }
  }
  const starts = new Int32Array(words.length + 1);
  for (const id of collected.postingWords) starts[rankOf[id] + 1] += 1;
  for (let rank = 0; rank < words.length; rank++) starts[rank + 1] += starts[rank];
  const items = new Int32Array(collected.postingWords.length);
  const fields = new Uint8Array(collected.postingWords.length);
  const next = starts.slice(0, words.length);
  for (let posting = 0; posting < collected.postingWords.length; posting++) {
    const at = next[rankOf[collected.postingWords[posting]]]++;
    items[at] = collected.postingItems[posting];
    fields[at] = collected.postingFields[posting];
  }
  return { productIds, weights, starts, items, fields };
}

function languageIndex(words: readonly string[], { productIds, weights, starts, items, fields }: Packed): NameIndex {
  const size = productIds.length;

  /** First word not before `text`. */
  const lowerBound = (text: string): number => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle] < text) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** The words equal to a term, or starting with it: `{` sorts after every [a-z0-9]. */
  const wordRange = (term: string, prefix: boolean) => {
    const from = lowerBound(term);
    const to = prefix ? lowerBound(`${term}{`) : words[from] === term ? from + 1 : from;
    return { from, to, postings: starts[to] - starts[from] };
  };
  // Scratch space of every ranking, reused (ranking is synchronous: never two at once): a new
  // array of every item per term and query was most of a suggestion's garbage. An entry counts
  // only if stamped with the current ranking's number, so nothing needs clearing between rankings.
  let ranking = 0;
  const scratch: { stamps: Uint32Array; masks: Uint8Array }[] = [];
  const seen = new Uint32Array(size);
  const nextRanking = () => {
    ranking += 1;
    if (ranking === 0xffffffff) {
      ranking = 1;
      seen.fill(0);
      for (const { stamps } of scratch) stamps.fill(0);
    }
  };
  /** Masks of slot `slot`: per item, the fields in which one of the words of the range is, and whether the term is one of them. */
  const fieldMasks = (range: { from: number; to: number }, term: string, slot: number): ((item: number) => number) => {
    scratch[slot] ??= { stamps: new Uint32Array(size), masks: new Uint8Array(size) };
    const { stamps, masks } = scratch[slot];
    const current = ranking;
    for (let word = range.from; word < range.to; word++) {
      const whole = words[word] === term ? WHOLE_WORD : 0;
      for (let posting = starts[word]; posting < starts[word + 1]; posting++) {
        const item = items[posting];
        if (stamps[item] !== current) {
          stamps[item] = current;
          masks[item] = 0;
        }
        masks[item] |= fields[posting] | whole;
      }
    }
    return (item) => (stamps[item] === current ? masks[item] : 0);
  };
  const score = (item: number, mask: number): number => {
    let total = 0;
    for (let index = 0; index < FIELDS.length; index++) if (mask & (1 << index)) total += weights[item * FIELDS.length + index];
    return mask & WHOLE_WORD ? total : total * PREFIX_WEIGHT;
  };

  return {
    rank(terms, limit) {
      if (terms.terms.length === 0 || limit <= 0) return NO_MATCHES;
      const last = terms.terms.length - 1;
      const ranges = terms.terms.map((term, index) => wordRange(term, index === last));
      const compact = terms.compact ? wordRange(terms.compact, false) : undefined;
      const allTerms = ranges.every((range) => range.postings > 0);
      if (!allTerms && !compact?.postings) return NO_MATCHES;
      nextRanking();
      const masks = allTerms ? ranges.map((range, index) => fieldMasks(range, terms.terms[index], index)) : [];
      const compactMasks = compact?.postings ? fieldMasks(compact, terms.compact!, ranges.length) : undefined;

      const best = limit <= KEPT_WHILE_RANKING ? topList(limit) : sortedList(limit);
      const current = ranking;
      const consider = (item: number) => {
        if (seen[item] === current) return;
        seen[item] = current;
        let total = 0;
        for (const maskOf of masks) {
          const mask = maskOf(item);
          if (mask === 0) {
            total = 0;
            break;
          }
          total += score(item, mask);
        }
        const compactMask = compactMasks?.(item) ?? 0;
        if (compactMask) total += score(item, compactMask);
        if (total > 0) best.offer(item, total);
      };
      if (allTerms) {
        // Candidates: the products of the rarest term (the others are looked up in their masks),
        // or every item when that is fewer than its postings (`sy`: every sku starts `syn`).
        const rarest = ranges.reduce((a, b) => (b.postings < a.postings ? b : a));
        if (rarest.postings > size) for (let item = 0; item < size; item++) consider(item);
        else for (let posting = starts[rarest.from]; posting < starts[rarest.to]; posting++) consider(items[posting]);
      }
      if (compact?.postings) for (let posting = starts[compact.from]; posting < starts[compact.to]; posting++) consider(items[posting]);
      const found = best.items();
      return { ids: found.map((entry) => productIds[entry.item]), scores: found.map((entry) => entry.score) };
    },
  };
}

/** Best first: higher score, then lower item (product id). */
interface Ranked {
  offer(item: number, score: number): void;
  items(): { item: number; score: number }[];
}

/** The best `limit` items seen, kept in order as they come (suggestions: a few). */
function topList(limit: number): Ranked {
  const kept: { item: number; score: number }[] = [];
  const before = (item: number, score: number, other: { item: number; score: number }) => score > other.score || (score === other.score && item < other.item);
  return {
    offer(item: number, score: number) {
      if (kept.length === limit && !before(item, score, kept[limit - 1])) return;
      let at = kept.length === limit ? limit - 1 : kept.length;
      while (at > 0 && before(item, score, kept[at - 1])) {
        kept[at] = kept[at - 1];
        at -= 1;
      }
      kept[at] = { item, score };
    },
    items: () => kept,
  };
}

/** Every item seen, sorted at the end (a search's first tier: up to thousands). */
function sortedList(limit: number): Ranked {
  const all: { item: number; score: number }[] = [];
  return {
    offer(item, score) {
      all.push({ item, score });
    },
    items: () => all.sort((a, b) => b.score - a.score || a.item - b.item).slice(0, limit),
  };
}
