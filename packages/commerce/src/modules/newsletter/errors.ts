import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { NewsletterErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `NewsletterErrorCode` (schema.graphql), in both store languages. */
export const newsletterErrors = {
  NOT_SIGNED_IN: { fr: "Veuillez vous connecter.", en: "Please sign in." },
} as const satisfies ErrorMessages<NewsletterErrorCode>;
