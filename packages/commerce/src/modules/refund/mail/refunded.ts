import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { formatCents } from "../../order/mail/order-summary.ts";

/**
 * A refund told to the shopper, in the order's store's language: `issued` when it is made (what is
 * refunded, how much, where the money goes, the credit note that documents it), `completed` when
 * the payment provider confirms a refund that was pending (the money is on its way to the card or
 * the wallet: the moment the shopper can look for it on their statement).
 */
export interface RefundMailData {
  stage: "issued" | "completed";
  orderNumber: string;
  /** The order's opaque id: the link to its refunds page. */
  orderPublicId: string;
  firstname: string;
  /** Where the money goes. */
  method: "original_payment" | "store_credit";
  status: "pending" | "completed" | "manual";
  /** The order's means of payment, in the order's language (`Carte bancaire`). */
  paymentTitle: string;
  /** Everything paid back, euro cents. */
  amountCents: number;
  /** Of it, what goes back to the means of payment, and to the store credit. */
  toPaymentCents: number;
  toStoreCreditCents: number;
  creditNoteNumber: string;
  items: { name: string; sku: string; quantity: number }[];
  /** The delivery refunded (0: not). */
  shippingCents: number;
  adjustmentCents: number;
  feeCents: number;
}

type Language = "fr" | "en";

const words = {
  fr: {
    subject: (stage: RefundMailData["stage"], number: string) => (stage === "issued" ? `Remboursement de votre commande ${number}` : `Votre remboursement de la commande ${number} est confirmé`),
    preheader: (stage: RefundMailData["stage"], amount: string) => (stage === "issued" ? `Nous vous remboursons ${amount}.` : `Le remboursement de ${amount} est confirmé.`),
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    title: (stage: RefundMailData["stage"]) => (stage === "issued" ? "Nous vous remboursons" : "Votre remboursement est confirmé"),
    issued: (number: string, amount: string) => `Nous vous remboursons ${amount} sur votre commande ${number}.`,
    toCredit: (amount: string) => `${amount} ont été crédités sur votre avoir : vous pouvez l'utiliser dès votre prochaine commande.`,
    pending: (amount: string, means: string) => `${amount} vous sont remboursés par ${means}. Nous vous écrirons dès que le remboursement sera confirmé ; comptez ensuite quelques jours pour le voir sur votre relevé.`,
    manual: (amount: string, means: string) => `${amount} vous sont remboursés (commande payée par ${means}) : notre service client vous les envoie dans les prochains jours et vous contactera si des coordonnées bancaires sont nécessaires.`,
    done: (amount: string, means: string) => `${amount} vous sont remboursés par ${means}.`,
    completed: (number: string, amount: string, means: string) =>
      `Le remboursement de ${amount} sur votre commande ${number}, par ${means}, est confirmé : comptez quelques jours pour le voir sur votre relevé.`,
    creditNote: (number: string) => `La facture d'avoir ${number} le documente ; vous la trouverez avec votre commande dans votre compte.`,
    what: "Ce qui est remboursé",
    item: (name: string, sku: string, quantity: number) => `${quantity} × ${name} (${sku})`,
    shipping: (amount: string) => `Frais de livraison : ${amount}`,
    adjustment: (amount: string) => `Geste commercial : ${amount}`,
    fee: (amount: string) => `Frais retenus : −${amount}`,
    total: (amount: string) => `Total remboursé : ${amount}`,
    credit: "Voir mon avoir",
    refunds: "Voir mes remboursements",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (stage: RefundMailData["stage"], number: string) => (stage === "issued" ? `Refund for your order ${number}` : `Your refund for order ${number} is confirmed`),
    preheader: (stage: RefundMailData["stage"], amount: string) => (stage === "issued" ? `We are refunding you ${amount}.` : `The refund of ${amount} is confirmed.`),
    greeting: (firstname: string) => `Hello ${firstname},`,
    title: (stage: RefundMailData["stage"]) => (stage === "issued" ? "We are refunding you" : "Your refund is confirmed"),
    issued: (number: string, amount: string) => `We are refunding you ${amount} on your order ${number}.`,
    toCredit: (amount: string) => `${amount} has been added to your store credit: you can spend it on your next order.`,
    pending: (amount: string, means: string) => `${amount} is being refunded to your ${means}. We will write to you as soon as the refund is confirmed; it then takes a few days to show on your statement.`,
    manual: (amount: string, means: string) => `${amount} is being refunded (the order was paid by ${means}): our customer service will send it in the next few days and contact you if bank details are needed.`,
    done: (amount: string, means: string) => `${amount} is refunded to your ${means}.`,
    completed: (number: string, amount: string, means: string) =>
      `The refund of ${amount} on your order ${number}, to your ${means}, is confirmed: it takes a few days to show on your statement.`,
    creditNote: (number: string) => `Credit note ${number} documents it; you will find it with your order in your account.`,
    what: "What is refunded",
    item: (name: string, sku: string, quantity: number) => `${quantity} × ${name} (${sku})`,
    shipping: (amount: string) => `Delivery: ${amount}`,
    adjustment: (amount: string) => `Goodwill gesture: ${amount}`,
    fee: (amount: string) => `Fee kept: −${amount}`,
    total: (amount: string) => `Total refunded: ${amount}`,
    credit: "See my store credit",
    refunds: "See my refunds",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent when a refund is made, and again when its provider confirms one that was pending. */
export const refundMail = defineMailTemplate<RefundMailData>("refund.issued", (data, shop) => {
  const language: Language = shop.language;
  const say = words[language];
  const money = (cents: number) => formatCents(cents, "EUR", language);
  const means = data.paymentTitle.toLowerCase();
  const where: string[] = [];
  if (data.stage === "completed") where.push(say.completed(data.orderNumber, money(data.toPaymentCents), means));
  else {
    where.push(say.issued(data.orderNumber, money(data.amountCents)));
    if (data.toPaymentCents > 0) {
      const part = money(data.toPaymentCents);
      where.push(data.status === "pending" ? say.pending(part, means) : data.status === "manual" ? say.manual(part, means) : say.done(part, means));
    }
    if (data.toStoreCreditCents > 0) where.push(say.toCredit(money(data.toStoreCreditCents)));
  }
  const lines = [
    ...data.items.map((item) => say.item(item.name, item.sku, item.quantity)),
    ...(data.shippingCents > 0 ? [say.shipping(money(data.shippingCents))] : []),
    ...(data.adjustmentCents > 0 ? [say.adjustment(money(data.adjustmentCents))] : []),
    ...(data.feeCents > 0 ? [say.fee(money(data.feeCents))] : []),
  ];
  const toCredit = data.stage === "issued" && data.toStoreCreditCents > 0;
  return {
    subject: say.subject(data.stage, data.orderNumber),
    preheader: say.preheader(data.stage, money(data.stage === "completed" ? data.toPaymentCents : data.amountCents)),
    body: mjml`
      <mj-text><h1>${say.title(data.stage)}</h1></mj-text>
      <mj-text>${say.greeting(data.firstname)}</mj-text>
      ${where.map((text) => mjml`<mj-text>${text}</mj-text>`)}
      <mj-text>${say.creditNote(data.creditNoteNumber)}</mj-text>
      <mj-divider />
      <mj-text><strong>${say.what}</strong></mj-text>
      <mj-text>${lines.map((line, index) => (index ? mjml`<br />${line}` : line))}</mj-text>
      <mj-text><strong>${say.total(money(data.amountCents))}</strong></mj-text>
      ${toCredit ? mjml`<mj-button href="${shop.url}/user/store-credit">${say.credit}</mj-button>` : mjml`<mj-button href="${shop.url}/user/orders/${data.orderPublicId}/refunds">${say.refunds}</mj-button>`}
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
