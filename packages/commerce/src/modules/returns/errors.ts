import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { ReturnErrorCode } from "../../graphql/generated/resolver-types.ts";
import type { ReturnEventRow } from "./repository.ts";

/** Messages of `ReturnErrorCode` (schema.graphql), in both store languages. None repeats what was sent. */
export const returnErrors = {
  SIGN_IN_REQUIRED: { fr: "Connectez-vous pour demander un retour.", en: "Sign in to ask for a return." },
  UNKNOWN_ORDER: { fr: "Cette commande est introuvable.", en: "This order cannot be found." },
  NOTHING_SELECTED: {
    fr: "Choisissez au moins un article à retourner, une seule fois chacun.",
    en: "Choose at least one item to return, each of them once.",
  },
  UNKNOWN_ITEM: { fr: "Un des articles choisis ne fait pas partie de cette commande.", en: "One of the items chosen is not part of this order." },
  QUANTITY_NOT_RETURNABLE: {
    fr: "Vous ne pouvez pas retourner autant d'exemplaires de cet article : seuls les articles expédiés et pas encore demandés en retour peuvent l'être.",
    en: "You cannot return that many of this item: only items shipped and not already in a return request can be returned.",
  },
  RETURN_WINDOW_CLOSED: {
    fr: "Le délai de retour de cet article est dépassé.",
    en: "The return period for this item has ended.",
  },
  OPENED_NOT_RETURNABLE: {
    fr: "Pour des raisons d'hygiène et de sécurité, ce produit ne peut pas être repris une fois ouvert.",
    en: "For hygiene and safety reasons, this product cannot be taken back once opened.",
  },
  ANSWER_REQUIRED: { fr: "Répondez à cette question pour chaque article retourné.", en: "Answer this question for each item returned." },
  ANSWER_INVALID: {
    fr: "Une réponse n'est pas valable : choisissez parmi les propositions ou raccourcissez votre texte.",
    en: "An answer is not valid: choose among the options offered or shorten your text.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<ReturnErrorCode>;

/** What a change of a return says to the shopper (`ReturnAuthorization.history.note`), by what happened. */
const notes = {
  requested: { fr: "Demande de retour enregistrée", en: "Return requested" },
  authorise: { fr: "Retour accepté : vous pouvez envoyer le colis avec le bon de retour", en: "Return authorised: you may send the parcel with the return slip" },
  receive: { fr: "Colis reçu : vos articles sont en cours d'examen", en: "Parcel received: your items are being checked" },
  approve: { fr: "Articles acceptés", en: "Items approved" },
  rejectItems: { fr: "Articles refusés", en: "Items rejected" },
  refuse: { fr: "Demande de retour refusée par la boutique", en: "Return request refused by the shop" },
  closed: { fr: "retour clôturé", en: "return closed" },
} as const satisfies ErrorMessages<string>;

const parse = (json: string | null): { units?: number; note?: string | null } => {
  try {
    return json ? (JSON.parse(json) as { units?: number; note?: string | null }) : {};
  } catch {
    return {};
  }
};

/**
 * The note of a return's event: what happened (a decision says how many units, and whether it
 * closed the return), then the shop's message when the operator wrote one.
 */
export function returnHistoryNoteOf(event: Pick<ReturnEventRow, "cause" | "status_from" | "status_to" | "detail">, language: "fr" | "en"): string {
  const detail = parse(event.detail);
  let text: string;
  if (event.cause === "approve" || (event.cause === "reject" && event.status_from === "received")) {
    const what = notes[event.cause === "approve" ? "approve" : "rejectItems"][language];
    const colon = language === "fr" ? "\u00a0: " : ": ";
    text = `${what} (${detail.units ?? 0})${event.status_to === "closed" ? `${colon}${notes.closed[language]}` : ""}`;
  } else if (event.cause === "reject") {
    text = notes.refuse[language];
  } else {
    text = (notes[event.cause as "requested" | "authorise" | "receive"] ?? notes.requested)[language];
  }
  return detail.note ? `${text} — ${detail.note}` : text;
}
