import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { ContributionErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `ContributionErrorCode` (schema.graphql), in both store languages. */
export const contributionErrors = {
  CONTRIBUTION_MODE_DISABLED: {
    fr: "Le mode contribution n'est pas activé sur cette boutique.",
    en: "Contribution mode is not turned on for this shop.",
  },
  NO_STAFF_SESSION: {
    fr: "Les modes d'édition appartiennent à une session du personnel : connectez-vous sur la page du personnel.",
    en: "Editor modes belong to a staff session: sign in on the staff page.",
  },
} as const satisfies ErrorMessages<ContributionErrorCode>;
