/** At most this many friends are sent the link at once (the API refuses more). */
export const MAX_RECIPIENTS = 5;

/** The addresses typed in the send form: separated by commas, semicolons or spaces; empty parts left out. */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** An address as the API accepts one (its customer rule): at most 254 characters, something @ a domain with a dot, no spaces. */
const looksLikeEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** How many different addresses the link goes to (the API sends each address once, in any case). */
export const recipientCount = (emails: readonly string[]) => new Set(emails.map((email) => email.toLowerCase())).size;

/** What is wrong with the addresses before they are sent, as a message id and its values; null when nothing. */
export function recipientsProblem(emails: readonly string[]): { id: string; values?: Record<string, string> } | null {
  if (emails.length === 0) return { id: "wishlist.send.none" };
  if (emails.length > MAX_RECIPIENTS) return { id: "wishlist.send.tooMany" };
  const invalid = emails.find((email) => !looksLikeEmail(email));
  return invalid === undefined ? null : { id: "wishlist.send.invalid", values: { email: invalid } };
}
