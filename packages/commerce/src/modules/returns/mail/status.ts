import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type ReturnMailData, type ReturnMailItem, returnAddressBlock, returnItemsBlock } from "./return-mail-data.ts";

/** A change of a return the shopper is told about, and what it decided. */
export interface ReturnStatusMailData extends ReturnMailData {
  /**
   * `authorised`: the parcel may be sent; `received`: it arrived; `decided`: items approved or
   * rejected after receipt; `refused`: the request was refused before receipt (closed).
   */
  change: "authorised" | "received" | "decided" | "refused";
  /** Every item is decided: the return is closed. */
  closed: boolean;
  /** The items this change approved or rejected (`decided` only). */
  decided: ReturnMailItem[];
  /** The shop's message, when the operator wrote one. */
  note: string | null;
}

const words = {
  fr: {
    subject: (number: string, change: ReturnStatusMailData["change"]) =>
      ({ authorised: `Votre retour ${number} est accepté`, received: `Nous avons reçu votre retour ${number}`, decided: `Votre retour ${number} a été examiné`, refused: `Votre demande de retour ${number} n'est pas acceptée` })[change],
    preheader: (change: ReturnStatusMailData["change"]) =>
      ({
        authorised: "Vous pouvez nous envoyer votre colis avec le bon de retour.",
        received: "Votre colis est arrivé\u00a0: nous examinons vos articles.",
        decided: "Voici notre décision pour vos articles.",
        refused: "Nous ne pouvons pas reprendre ces articles.",
      })[change],
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    authorised: (number: string, order: string) =>
      `Bonne nouvelle\u00a0: votre retour ${number} (commande ${order}) est accepté. Imprimez le bon de retour, glissez-le dans le colis avec les articles, collez l'étiquette sur le colis et envoyez-le à l'adresse ci-dessous.`,
    received: (number: string) => `Votre colis du retour ${number} nous est bien parvenu. Nous examinons vos articles et vous écrivons dès que notre décision est prise.`,
    decided: (number: string) => `Nous avons examiné les articles de votre retour ${number}\u00a0:`,
    refused: (number: string, order: string) => `Nous sommes désolés\u00a0: nous ne pouvons pas accepter votre demande de retour ${number} (commande ${order}). N'envoyez pas de colis.`,
    approved: "Les articles acceptés vous seront remboursés.",
    closed: "Tous les articles sont examinés\u00a0: ce retour est clôturé.",
    pending: "Nous vous écrirons pour les articles qui restent à examiner.",
    note: "Message de notre service client",
    items: "Les articles du retour",
    address: "Adresse de retour",
    button: "Imprimer mon bon de retour",
    questions: "Une question\u00a0? Répondez simplement à ce message.",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string, change: ReturnStatusMailData["change"]) =>
      ({ authorised: `Your return ${number} is authorised`, received: `We have received your return ${number}`, decided: `Your return ${number} has been checked`, refused: `Your return request ${number} is not accepted` })[change],
    preheader: (change: ReturnStatusMailData["change"]) =>
      ({
        authorised: "You may send us your parcel with the return slip.",
        received: "Your parcel has arrived: we are checking your items.",
        decided: "Here is our decision for your items.",
        refused: "We cannot take these items back.",
      })[change],
    greeting: (firstname: string) => `Hello ${firstname},`,
    authorised: (number: string, order: string) =>
      `Good news: your return ${number} (order ${order}) is authorised. Print the return slip, put it in the parcel with the items, stick the label on the parcel and send it to the address below.`,
    received: (number: string) => `The parcel of your return ${number} has reached us. We are checking your items and will write to you as soon as we have decided.`,
    decided: (number: string) => `We have checked the items of your return ${number}:`,
    refused: (number: string, order: string) => `We are sorry: we cannot accept your return request ${number} (order ${order}). Please do not send a parcel.`,
    approved: "The items approved will be refunded to you.",
    closed: "Every item has been checked: this return is closed.",
    pending: "We will write to you about the items still to be checked.",
    note: "A message from our customer service",
    items: "The items of the return",
    address: "Return address",
    button: "Print my return slip",
    questions: "Any question? Simply reply to this message.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent for each change of a return after it was asked for (authorised, received, items decided, refused), in the order's store's language. */
export const returnStatusMail = defineMailTemplate<ReturnStatusMailData>("return.status", (data, shop) => {
  const say = words[shop.language];
  const slip = data.slipPath ? `${shop.url}${data.slipPath}` : null;
  let body;
  if (data.change === "authorised") {
    body = mjml`
      <mj-text>${say.authorised(data.number, data.orderNumber)}</mj-text>
      <mj-text><strong>${say.address}</strong></mj-text>
      ${returnAddressBlock(data.returnAddress)}
      ${slip ? mjml`<mj-button href="${slip}">${say.button}</mj-button>` : ""}
      <mj-text><strong>${say.items}</strong></mj-text>
      ${returnItemsBlock(data.items, shop.language)}`;
  } else if (data.change === "received") {
    body = mjml`
      <mj-text>${say.received(data.number)}</mj-text>
      <mj-text><strong>${say.items}</strong></mj-text>
      ${returnItemsBlock(data.items, shop.language)}`;
  } else if (data.change === "decided") {
    body = mjml`
      <mj-text>${say.decided(data.number)}</mj-text>
      ${returnItemsBlock(data.decided, shop.language, { withStatus: true })}
      ${data.decided.some((item) => item.status === "approved") ? mjml`<mj-text>${say.approved}</mj-text>` : ""}
      <mj-text>${data.closed ? say.closed : say.pending}</mj-text>`;
  } else {
    body = mjml`
      <mj-text>${say.refused(data.number, data.orderNumber)}</mj-text>
      <mj-text><strong>${say.items}</strong></mj-text>
      ${returnItemsBlock(data.items, shop.language)}`;
  }
  return {
    subject: say.subject(data.number, data.change),
    preheader: say.preheader(data.change),
    body: mjml`
      <mj-text><h1>${say.subject(data.number, data.change)}</h1></mj-text>
      <mj-text>${say.greeting(data.firstname)}</mj-text>
      ${body}
      ${data.note ? mjml`<mj-text><strong>${say.note}</strong><br />${data.note}</mj-text>` : ""}
      <mj-divider />
      <mj-text>${say.questions}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
