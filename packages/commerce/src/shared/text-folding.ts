/**
 * The shop's one text folding: accents and case folded, ligatures spelt out, anything but ASCII
 * letters and digits a separator. Search indexes and queries, name sort keys and url keys (slugs)
 * all use it, so a name sorts, matches and reads in a URL the same way everywhere.
 */

/** Folds text to lower-case ASCII letters and digits separated by single spaces. */
export function foldText(text: string): string {
  // Other than ASCII characters are folded one by one (memoised): the same result as folding the
  // whole string (foldTextReference), as each step works character by character, but faster on
  // the name index's hundreds of thousands of names per catalogue version (name-index.ts).
  const ascii = /[\u0080-\u{10ffff}]/u.test(text) ? text.replace(/[\u0080-\u{10ffff}]/gu, foldCharacter) : text;
  return ascii.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = foldLetters(character);
    // Bounded: any text may be typed, the shop's own texts use a few hundred characters.
    if (foldedCharacters.size < 4096) foldedCharacters.set(character, folded);
  }
  return folded;
}

/** The steps of folding that work character by character: ligatures spelt out, accents (combining marks) dropped, lower case. */
const foldLetters = (text: string): string =>
  text
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "OE")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** foldText's definition, on the whole string at once (text.test.ts checks they agree). */
export function foldTextReference(text: string): string {
  return foldLetters(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Name sort key: the folded name. Binary order on it is the same on SQLite and PostgreSQL
 * (`collate "C"`), and reads as a shopper expects in French and English ("Écorce" between
 * "Ecorce" and "Ed…").
 */
export const nameSortKey = (name: string): string => foldText(name);

/** A url key from a name: the folded words joined by hyphens (`Néroli bio` → `neroli-bio`). */
export const slugOf = (text: string): string => foldText(text).replace(/ /g, "-");
