import { hash, verify } from "@node-rs/argon2";

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
