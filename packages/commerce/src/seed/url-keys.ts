import { slugOf } from "../shared/text-folding.ts";
import { FAMILY_URL_NOUNS } from "../modules/product/product-attributes.ts";

/**
 * Url keys of products, generated from their names: lower case, accents removed, words
 * joined by dashes, short French and English articles dropped, and the family's noun added when
 * the name does not say it (`huile-essentielle-lavande-fine-bio`, `organic-fine-lavender-essential-oil`).
 */

const STOP_WORDS = {
  fr: new Set(["de", "du", "des", "d", "la", "le", "les", "l", "et", "a", "au", "aux", "en", "un", "une"]),
  en: new Set(["the", "of", "and", "a", "an"]),
};

const MAX_URL_KEY_LENGTH = 100;

/** `Œillet « rare » & cœur d'ylang` → `oeillet-rare-coeur-d-ylang` (the shop's one text folding). */
export const slugify = slugOf;

export function productUrlKey(name: string, family: string, language: "fr" | "en"): string {
  const words = slugify(name).split("-").filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS[language].has(word));
  let result = kept.length ? kept : words;
  const noun = FAMILY_URL_NOUNS[family];
  if (noun) {
    const nounWords = slugify(noun[language]).split("-");
    const said = language === "fr" ? noun.frWords : noun.enWords;
    if (!result.some((word) => said.includes(word))) {
      result = language === "fr" ? [...nounWords, ...result] : [...result, ...nounWords];
    }
  }
  let key = result.join("-") || "produit";
  if (key.length > MAX_URL_KEY_LENGTH) key = key.slice(0, MAX_URL_KEY_LENGTH).replace(/-[^-]*$/, "");
  return key;
}

/** The key itself when free, else the first free `key-2`, `key-3`…; records it as taken. */
export function uniqueUrlKey(key: string, taken: Set<string>): string {
  let candidate = key;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${key}-${suffix}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Paths the storefront's own routes answer or that content pages may claim: a product
 * never takes them.
 */
export const RESERVED_URL_KEYS = [
  "account",
  "cart",
  "category",
  "checkout",
  "contact",
  "en",
  "graphql",
  "home",
  "landing",
  "login",
  "media",
  "newsletter",
  "orders",
  "product",
  "quick-order",
  "register",
  "search",
  "user",
  "wishlist",
];
