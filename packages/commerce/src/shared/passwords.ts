import { hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * Password hashing for every kind of account (customers, staff): argon2id, the library default,
 * at OWASP's minimum recommended costs. One place, so both kinds of account are equally costly to
 * attack and a change of costs reaches both.
 */
export const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * A hash no password matches in practice: verifying against it when an e-mail is unknown makes
 * that answer as slow as a wrong password's, so timing does not tell whether an account exists.
 */
export const unknownAccountHash = hash("not a password of anybody", argon2Options);

/** Longest password verified: argon2 hashes any length, a megabyte of "password" costs CPU for nothing. */
export const MAX_PASSWORD_LENGTH = 1000;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

/**
 * Whether `password` matches `passwordHash`; with no hash (unknown account) it verifies against
 * `unknownAccountHash` and answers false, at the same cost. A malformed hash answers false.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const acceptable = password.length <= MAX_PASSWORD_LENGTH;
  // Always one verification, whatever the account or the length: the answer's timing says nothing.
  const matches = await verify(passwordHash ?? (await unknownAccountHash), acceptable ? password : "").catch(() => false);
  return passwordHash !== undefined && acceptable && matches;
}

/** Customers' passwords: at least this long, and at least this strong (score 0 to 4). */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 2;
/**
 * Characters of a password that are scored. Matching costs grow with the square of the length
 * (every substring against ~40 dictionaries): 64 characters keep the worst case near 0.1 s of
 * CPU, and a password that long is strong unless it repeats itself, which its first 64 show.
 */
const SCORED_LENGTH = 64;
/** Suggestions a verdict carries at most (the schema's `@listSize`). */
const MAX_SUGGESTIONS = 5;

/** How strong a candidate password is, as every form that sets one is judged. */
export interface PasswordVerdict {
  /** 0 (guessed at once) to 4 (very hard). */
  score: number;
  tooShort: boolean;
  /** Long enough, not too long, and scored at least MIN_PASSWORD_SCORE. */
  acceptable: boolean;
  /** What would make it stronger, in the language asked for. */
  suggestions: string[];
}

const lengthAdvice = {
  fr: `Utilisez au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  en: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  frTooLong: `Utilisez au plus ${MAX_PASSWORD_LENGTH} caractères.`,
  enTooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
} as const;

type Feedback = Record<"warnings" | "suggestions", Record<string, string>>;
interface StrengthChecker {
  factory: ZxcvbnFactory;
  feedback: Record<"fr" | "en", Feedback>;
}

let checker: Promise<StrengthChecker> | undefined;
/**
 * zxcvbn-ts with the common, English and French dictionaries, built once per process on first
 * use (about 0.3 s and 50 MB): a process that never judges a password never loads them. Its
 * feedback comes as keys, written in the store's language from the packages' own translations.
 */
function strengthChecker(): Promise<StrengthChecker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, fr] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
      import("@zxcvbn-ts/language-fr"),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      // The library's 100 lets a string full of `@4$!1|0` try thousands of spellings (seconds of CPU).
      l33tMaxSubstitutions: 4,
    });
    return { factory, feedback: { fr: fr.translations, en: en.translations } };
  })();
  checker.catch(() => (checker = undefined));
  return checker;
}

/** What the shopper typed elsewhere in the form: a password made of it is easy to guess. */
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const value = input?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    // An e-mail's local part and its pieces ("ada.lovelace" → "ada", "lovelace").
    const local = value.split("@")[0];
    for (const piece of [local, ...local.split(/[._+-]+/)]) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/**
 * Judges a candidate password: its length, and its zxcvbn score counting `userInputs` (the
 * e-mail, the names) as guessable. Only the first 64 characters are scored. The password is
 * neither kept nor logged.
 */
export async function judgePassword(
  password: string,
  options: { language: "fr" | "en"; userInputs?: readonly (string | null | undefined)[] },
): Promise<PasswordVerdict> {
  const { factory, feedback } = await strengthChecker();
  const { score, feedback: advice } = factory.check(password.slice(0, SCORED_LENGTH), personalWords(options.userInputs ?? []));
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const tooLong = password.length > MAX_PASSWORD_LENGTH;
  const words = feedback[options.language];
  const suggestions = [
    ...(tooShort ? [lengthAdvice[options.language]] : []),
    ...(tooLong ? [lengthAdvice[options.language === "fr" ? "frTooLong" : "enTooLong"]] : []),
    ...(advice.warning ? [words.warnings[advice.warning] ?? ""] : []),
    ...advice.suggestions.map((key) => words.suggestions[key] ?? ""),
  ].filter(Boolean);
  return { score, tooShort, acceptable: !tooShort && !tooLong && score >= MIN_PASSWORD_SCORE, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
}
