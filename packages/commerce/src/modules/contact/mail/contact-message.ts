import { type Markup, defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import type { ContactSubject } from "../contact-rules.ts";

/**
 * A shopper's contact message, sent to the shop's own address (never to the address typed) with
 * Reply-To the shopper's, so the shop answers with its mail client's "Reply". Written in the
 * shop's language (its team reads it; ADR 082), and it says which store the shopper wrote from:
 * the language to answer in. The shopper's text is escaped (the `mjml` tag) and keeps its lines.
 */
export interface ContactMessageMailData {
  /** The message's id in `contact_message` (the operator's `contact show <id>`). */
  id: number;
  store: "fr" | "en";
  name: string;
  email: string;
  subject: ContactSubject;
  orderNumber: string | null;
  message: string;
  /** When it was sent (ISO 8601). */
  sentAt: string;
}

const words = {
  fr: {
    subjects: { ORDER_QUESTION: "Question sur une commande", PRODUCT_ADVICE: "Conseil sur un produit", PROFESSIONAL_ENQUIRY: "Demande professionnelle", OTHER: "Autre demande" },
    subject: (about: string, name: string) => `[Contact] ${about} – ${name}`,
    preheader: (name: string) => `Message de ${name} envoyé depuis le formulaire de contact.`,
    title: "Nouveau message du formulaire de contact",
    from: "De",
    email: "E-mail",
    store: "Boutique",
    stores: { fr: "France (fr-FR) : répondre en français", en: "Royaume-Uni (en-GB) : répondre en anglais" },
    about: "Objet",
    order: "Commande",
    noOrder: "aucune indiquée",
    sentAt: "Envoyé le",
    reply: "Répondez à ce message pour écrire directement à l'expéditeur (son adresse est en « Répondre à »).",
    reference: (id: number) => `Référence : contact n° ${id} (npm run admin -- contact show ${id}).`,
    locale: "fr-FR",
    colon: "\u00a0:",
  },
  en: {
    subjects: { ORDER_QUESTION: "Order question", PRODUCT_ADVICE: "Product advice", PROFESSIONAL_ENQUIRY: "Professional enquiry", OTHER: "Other" },
    subject: (about: string, name: string) => `[Contact] ${about} – ${name}`,
    preheader: (name: string) => `Message from ${name} sent with the contact form.`,
    title: "New message from the contact form",
    from: "From",
    email: "E-mail",
    store: "Store",
    stores: { fr: "France (fr-FR): reply in French", en: "United Kingdom (en-GB): reply in English" },
    about: "Subject",
    order: "Order",
    noOrder: "none given",
    sentAt: "Sent",
    reply: "Reply to this message to write to the sender directly (their address is its Reply-To).",
    reference: (id: number) => `Reference: contact no. ${id} (npm run admin -- contact show ${id}).`,
    locale: "en-GB",
    colon: ":",
  },
} as const;

/** The shopper's text with its line breaks, every piece escaped. */
const withLineBreaks = (text: string): (Markup | string)[] => text.split("\n").flatMap((line, index) => (index === 0 ? [line] : [mjml`<br />`, line]));

/** Its data is the shopper's message (personal data, kept in `contact_message`): the outbox drops it once sent (`sensitive`). */
export const contactMessageMail = defineMailTemplate<ContactMessageMailData>(
  "contact.message",
  (data, shop) => {
    const say = words[shop.language];
    const about = say.subjects[data.subject];
    const sentAt = new Intl.DateTimeFormat(say.locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(data.sentAt));
    return {
      subject: say.subject(about, data.name),
      preheader: say.preheader(data.name),
      replyTo: data.email,
      body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>
        <strong>${say.from}</strong>${say.colon} ${data.name}<br />
        <strong>${say.email}</strong>${say.colon} <a href="mailto:${data.email}">${data.email}</a><br />
        <strong>${say.store}</strong>${say.colon} ${say.stores[data.store]}<br />
        <strong>${say.about}</strong>${say.colon} ${about}<br />
        <strong>${say.order}</strong>${say.colon} ${data.orderNumber ?? say.noOrder}<br />
        <strong>${say.sentAt}</strong>${say.colon} ${sentAt}
      </mj-text>
      <mj-divider />
      <mj-text>${withLineBreaks(data.message)}</mj-text>
      <mj-divider />
      <mj-text font-size="14px" line-height="22px">${say.reply}<br />${say.reference(data.id)}</mj-text>`,
    };
  },
  { sensitive: true },
);
