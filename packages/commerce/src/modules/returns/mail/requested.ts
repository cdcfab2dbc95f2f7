import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { formatDate } from "../../order/mail/order-summary.ts";
import { type ReturnMailData, returnAddressBlock, returnItemsBlock } from "./return-mail-data.ts";

/** Sent when a shopper asks for a return: its number, what it holds, what to do next and the printable slip. */
export const returnRequestedMail = defineMailTemplate<ReturnMailData>("return.requested", (data, shop) => {
  const fr = shop.language === "fr";
  const date = formatDate(data.requestedAt, shop.language);
  const slip = data.slipPath ? `${shop.url}${data.slipPath}` : null;
  const say = fr
    ? {
        subject: `Votre demande de retour ${data.number} est enregistrée`,
        preheader: `Retour de la commande ${data.orderNumber}\u00a0: voici la marche à suivre et votre bon de retour.`,
        title: "Votre demande de retour est enregistrée",
        greeting: `Bonjour ${data.firstname},`,
        intro: `Nous avons bien reçu le ${date} votre demande de retour pour la commande ${data.orderNumber}. Son numéro\u00a0: ${data.number}.`,
        items: "Les articles à retourner",
        next: "Et maintenant\u00a0?",
        steps: [
          "Nous examinons votre demande et vous écrivons dès qu'elle est acceptée\u00a0: attendez ce message avant d'envoyer votre colis.",
          "Imprimez le bon de retour et glissez-le dans le colis, avec les articles dans leur emballage d'origine, bien protégés.",
          "Découpez l'étiquette en bas du bon et collez-la sur le colis, puis envoyez-le à l'adresse ci-dessous.",
          "À réception, nous examinons vos articles et vous informons de notre décision pour chacun.",
        ],
        address: "Adresse de retour",
        button: "Imprimer mon bon de retour",
        follow: "Vous pouvez suivre votre retour à tout moment depuis votre compte, rubrique «\u00a0Mes retours\u00a0».",
        signOff: "Merci de votre confiance,",
        team: `l'équipe ${shop.name}`,
      }
    : {
        subject: `Your return request ${data.number} is recorded`,
        preheader: `Return of order ${data.orderNumber}: what to do next and your return slip.`,
        title: "Your return request is recorded",
        greeting: `Hello ${data.firstname},`,
        intro: `We received your return request for order ${data.orderNumber} on ${date}. Its number: ${data.number}.`,
        items: "The items to return",
        next: "What happens now?",
        steps: [
          "We check your request and write to you as soon as it is authorised: please wait for that message before sending your parcel.",
          "Print the return slip and put it in the parcel, with the items in their original packaging, well protected.",
          "Cut out the label at the bottom of the slip and stick it on the parcel, then send it to the address below.",
          "When it arrives, we check your items and tell you our decision for each of them.",
        ],
        address: "Return address",
        button: "Print my return slip",
        follow: "You can follow your return at any time from your account, under “My returns”.",
        signOff: "Thank you for your trust,",
        team: `the ${shop.name} team`,
      };
  return {
    subject: say.subject,
    preheader: say.preheader,
    body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.greeting}</mj-text>
      <mj-text>${say.intro}</mj-text>
      <mj-text><strong>${say.items}</strong></mj-text>
      ${returnItemsBlock(data.items, shop.language)}
      <mj-divider />
      <mj-text><strong>${say.next}</strong></mj-text>
      <mj-text>${say.steps.map((step, index) => mjml`${index ? mjml`<br />` : ""}${index + 1}. ${step}`)}</mj-text>
      <mj-text><strong>${say.address}</strong></mj-text>
      ${returnAddressBlock(data.returnAddress)}
      ${slip ? mjml`<mj-button href="${slip}">${say.button}</mj-button>` : ""}
      <mj-text>${say.follow}</mj-text>
      <mj-text>${say.signOff}<br />${say.team}</mj-text>`,
  };
});
