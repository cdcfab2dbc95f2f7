import { randomInt } from "node:crypto";

/**
 * Payment references are read aloud and typed into a bank's transfer form: `EB-7K3M-9Q2X`. The
 * alphabet leaves out letters mistaken for digits or for each other (I, L, O, U) and 0/1; eight
 * random characters of 30 give about 6.6 × 10¹¹ references, so a clash (refused by the unique
 * index and retried) is practically never met.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PATTERN = /^EB-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function newPaymentReference(): string {
  const pick = (count: number) => Array.from({ length: count }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `EB-${pick(4)}-${pick(4)}`;
}

/** A reference as a shopper may type it (lower case, spaces): normalised, or null when it cannot be one. */
export function normaliseReference(text: string): string | null {
  const compact = text.trim().toUpperCase();
  return REFERENCE_PATTERN.test(compact) ? compact : null;
}
