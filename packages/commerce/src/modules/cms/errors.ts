import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CmsEditErrorCode } from "../../graphql/generated/resolver-types.ts";
import type { ContentProblem, InvalidContent } from "./editing.ts";

/** Messages of `CmsEditErrorCode` (schema.graphql), in both store languages. */
export const cmsEditErrors = {
  PAGE_NOT_FOUND: {
    fr: "Aucune page de contenu n'a cet identifiant.",
    en: "No content page has this identifier.",
  },
  LANGUAGE_NOT_FOUND: {
    fr: "La page n'est pas traduite dans cette langue.",
    en: "The page is not translated into this language.",
  },
  // `{field}` and `{problem}` are replaced by `invalidContentMessage`.
  INVALID_CONTENT: {
    fr: "Contenu non valide ({field}) : {problem}.",
    en: "Invalid content ({field}): {problem}.",
  },
  INVALID_PUBLICATION_DATE: {
    fr: "La date de publication doit être une date et une heure à venir, au format ISO 8601 (par exemple 2027-03-01T08:00:00+01:00).",
    en: "The publication date must be a date and time in the future, in ISO 8601 (for example 2027-03-01T08:00:00Z).",
  },
  NOTHING_TO_CHANGE: {
    fr: "Rien à changer : aucun brouillon en attente, ou la page est déjà dans cet état.",
    en: "Nothing to change: no pending draft, or the page is already in that state.",
  },
  PAGE_REQUIRED: {
    fr: "La page d'accueil ne peut pas être dépubliée : la boutique n'aurait plus de page d'accueil. Modifiez-la et publiez vos changements.",
    en: "The home page cannot be unpublished: the shop would have no home page. Edit it and publish your changes instead.",
  },
} as const satisfies ErrorMessages<CmsEditErrorCode>;

/** What is wrong with an invalid field, in both store languages (`{limit}`: the bound it broke). */
export const contentProblems = {
  REQUIRED: { fr: "ce champ ne peut pas être vide", en: "this field cannot be empty" },
  TOO_LONG: { fr: "{limit} caractères au plus", en: "at most {limit} characters" },
  TOO_MANY: { fr: "{limit} éléments au plus", en: "at most {limit} items" },
  OUT_OF_RANGE: { fr: "valeur hors des limites permises", en: "value out of the allowed range" },
  NOT_A_LINK: {
    fr: "un chemin de la boutique commençant par « / » est attendu (ou, pour une image, une adresse https)",
    en: "a path in the shop starting with “/” is expected (or, for an image, an https address)",
  },
  UNKNOWN_TYPE: {
    fr: "type de bloc inconnu (heading, paragraph, list, image, faq ou link)",
    en: "unknown block type (heading, paragraph, list, image, faq or link)",
  },
} as const satisfies ErrorMessages<ContentProblem>;

/** The INVALID_CONTENT message naming the field at fault and its problem. */
export function invalidContentMessage(failure: InvalidContent, language: "fr" | "en"): string {
  const limit = new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB").format(failure.limit ?? 0);
  const problem = contentProblems[failure.problem][language].replace("{limit}", limit);
  return cmsEditErrors.INVALID_CONTENT[language].replace("{field}", failure.field).replace("{problem}", problem);
}
