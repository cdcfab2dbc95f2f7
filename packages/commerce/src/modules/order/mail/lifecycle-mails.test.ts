import { describe, expect, it } from "vitest";
import { renderMail } from "../../../shared/mail/layout.ts";
import type { MailShop } from "../../../shared/mail/template.ts";
import { orderCancelledMail } from "./cancelled.ts";
import type { OrderMailData } from "./order-summary.ts";
import { paymentReceivedMail } from "./payment-received.ts";
import { orderShippedMail } from "./shipped.ts";

/** The order's status e-mails in both languages: payment received, a parcel shipped, the order cancelled (and why). */

const shop = (language: "fr" | "en"): MailShop => ({
  language,
  name: "Essences & Botanique",
  url: language === "fr" ? "https://shop.example" : "https://shop.example/en",
  contactEmail: "contact@shop.example",
  contactPhone: "+33 4 93 00 00 00",
});

const address = { firstname: "Camille <b>", lastname: "Durand", company: null, street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "+33612345678" };

const order: OrderMailData = {
  number: "2026-000042",
  publicId: "abc_DEF-123",
  placedAt: "2026-11-26T10:00:00.000Z",
  currency: "GBP",
  lines: [
    { name: "Huile essentielle de lavande", sku: "LAV-10ML", options: [{ label: "Contenance", value: "10 ml" }], quantity: 2, rowInclCents: 1548 },
    { name: "Hydrolat de rose", sku: "ROSE-200", options: [], quantity: 1, rowInclCents: 860 },
  ],
  totals: { subtotalInclCents: 2408, discountInclCents: 0, shippingInclCents: 507, vatCents: 486, grandTotalInclCents: 2915 },
  chargedInclCents: 3390,
  coupon: null,
  shippingMethod: { label: "Colissimo à domicile", carrier: "Colissimo", minDays: 2, maxDays: 3 },
  shippingAddress: address,
  hasDownloads: false,
  billingAddress: address,
  pickupPoint: null,
  paymentTitle: "Carte bancaire",
};

/** The message rendered, its text part's lines joined (the text part wraps at 78 characters). */
const render = async <Data>(template: { render(data: Data, shop: MailShop): Parameters<typeof renderMail>[0] }, data: Data, language: "fr" | "en") => {
  const mail = await renderMail(template.render(data, shop(language)), shop(language));
  return { ...mail, text: mail.text.replace(/\s+/g, " ") };
};

describe("the payment received e-mail", () => {
  it("says the euros received and shows the order's summary, in French and in English", async () => {
    const fr = await render(paymentReceivedMail, { order }, "fr");
    expect(fr.subject).toBe("Paiement reçu pour votre commande 2026-000042");
    expect(fr.text).toMatch(/paiement de 33,90\s€ pour la commande 2026-000042 du 26 novembre 2026/);
    for (const text of ["Huile essentielle de lavande", "Hydrolat de rose", "Colissimo à domicile", "Carte bancaire"]) expect(fr.text).toContain(text);
    const en = await render(paymentReceivedMail, { order }, "en");
    expect(en.subject).toBe("Payment received for your order 2026-000042");
    expect(en.text).toMatch(/payment of €33\.90 for order 2026-000042 of 26 November 2026/);
    // What the shopper typed is text, never markup.
    expect(en.html).not.toContain("Camille <b>");
    expect(en.html).toContain("Camille &lt;b&gt;");
  });
});

describe("the order shipped e-mail", () => {
  const parcel = { order, carrier: "Colissimo", lines: [{ name: "Huile essentielle de lavande", sku: "LAV-10ML", options: [{ label: "Contenance", value: "10 ml" }], quantity: 1 }] };

  it("lists the parcel's lines with the carrier and tracking number, and says more follows", async () => {
    const fr = await render(orderShippedMail, { ...parcel, trackingNumber: "6A12345678901", complete: false }, "fr");
    expect(fr.subject).toBe("Une partie de votre commande 2026-000042 est en route");
    for (const text of ["Huile essentielle de lavande", "LAV-10ML", "LAV-10ML · Qté : 1", "Colissimo", "6A12345678901", "Le reste de votre commande suivra"]) expect(fr.text).toContain(text);
    expect(fr.text).not.toContain("Hydrolat de rose");
    // No page for the carrier: no link.
    expect(fr.html).not.toContain("Suivre mon colis");
    const en = await render(orderShippedMail, { ...parcel, trackingNumber: null, complete: true }, "en");
    expect(en.subject).toBe("Your order 2026-000042 is on its way");
    for (const text of ["This parcel has no tracking number.", "your whole order has now shipped", "Delivery address"]) expect(en.text).toContain(text);
  });

  it("links to the carrier's page following the parcel when it has one", async () => {
    const trackingUrl = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901&x=%3Cb%3E";
    const fr = await render(orderShippedMail, { ...parcel, trackingNumber: "6A12345678901", trackingUrl, complete: true }, "fr");
    expect(fr.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901&amp;x=%3Cb%3E"');
    expect(fr.text).toContain("Suivre mon colis");
    const en = await render(orderShippedMail, { ...parcel, trackingNumber: "6A12345678901", trackingUrl, complete: true }, "en");
    expect(en.text).toContain("Track my parcel");
    expect(en.text).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901");
  });
});

describe("the order cancelled e-mail", () => {
  it("says why: the payment did not arrive in time, or the shop cancelled it (with the refund when it had been paid)", async () => {
    const expired = await render(orderCancelledMail, { order, reason: "expired", refundCents: null }, "fr");
    expect(expired.subject).toBe("Votre commande 2026-000042 est annulée");
    expect(expired.text).toContain("Nous n'avons pas reçu le paiement de votre commande 2026-000042 du 26 novembre 2026 dans le délai prévu");
    expect(expired.text).toContain("Si vous avez payé entre-temps");
    expect(expired.text).not.toContain("remboursé");

    const byShop = await render(orderCancelledMail, { order, reason: "shop", refundCents: 3390 }, "en");
    expect(byShop.subject).toBe("Your order 2026-000042 is cancelled");
    expect(byShop.text).toContain("has been cancelled by our customer service");
    expect(byShop.text).toMatch(/The amount paid, €33\.90, will be refunded/);
    expect(byShop.text).not.toContain("If you have paid in the meantime");
    expect(byShop.html).toContain('href="https://shop.example/en"');

    // Cancelled by its shopper before paying: the lines went back into the basket, which the e-mail leads to.
    const byShopper = await render(orderCancelledMail, { order, reason: "shopper", refundCents: null }, "en");
    expect(byShopper.text).toContain("As you asked, your order 2026-000042 of 26 November 2026 is cancelled: nothing has been charged");
    expect(byShopper.html).toContain('href="https://shop.example/en/cart"');
    expect(byShopper.text).toContain("See my basket");
  });

  it("says what a paid order's refund gives back and where: the card (pending its provider), a transfer from the shop, the store credit; and an unpaid order's store credit", async () => {
    const card = await render(orderCancelledMail, { order, reason: "shop", refundCents: null, paidBack: { payment: { cents: 2_390, status: "pending" }, storeCreditCents: 1_000 }, creditNoteNumber: "AV-2026-000008" }, "fr");
    expect(card.text).toContain("Nous vous remboursons 23,90 € sur le moyen de paiement utilisé pour cette commande (Carte bancaire). Notre prestataire de paiement doit encore le confirmer");
    expect(card.text).toContain("Votre avoir est recrédité de 10,00 € : vous pouvez l'utiliser dès votre prochaine commande.");
    expect(card.text).toContain("AV-2026-000008");
    const cardEn = await render(orderCancelledMail, { order, reason: "shop", refundCents: null, paidBack: { payment: { cents: 2_390, status: "pending" }, storeCreditCents: 1_000 } }, "en");
    expect(cardEn.text).toContain("We are refunding €23.90 to the means of payment used for this order (Carte bancaire). Our payment provider has yet to confirm it");
    expect(cardEn.text).toContain("€10.00 has been returned to your store credit");

    const transfer = { ...order, paymentTitle: "Virement bancaire" };
    const byHand = await render(orderCancelledMail, { order: transfer, reason: "shop", refundCents: null, paidBack: { payment: { cents: 3_390, status: "manual" }, storeCreditCents: 0 } }, "fr");
    expect(byHand.text).toContain("Nous vous remboursons 33,90 € par un virement de la boutique : notre service client vous l'envoie dans les prochains jours");
    expect(byHand.text).not.toContain("avoir");
    const byHandEn = await render(orderCancelledMail, { order: transfer, reason: "shop", refundCents: null, paidBack: { payment: { cents: 3_390, status: "manual" }, storeCreditCents: 0 } }, "en");
    expect(byHandEn.text).toContain("We are refunding €33.90 by a bank transfer from the shop: our customer service will send it");

    // Unpaid, cancelled by its shopper: nothing charged, the store credit it had spent comes back.
    const unpaid = await render(orderCancelledMail, { order, reason: "shopper", refundCents: null, paidBack: { payment: null, storeCreditCents: 500 } }, "en");
    expect(unpaid.text).toContain("nothing has been charged");
    expect(unpaid.text).toContain("€5.00 has been returned to your store credit");
    expect(unpaid.text).not.toContain("refunding");
  });

  it("names the credit note that cancels the invoice of an order cancelled after it was paid, in both languages", async () => {
    const fr = await render(orderCancelledMail, { order, reason: "shop", refundCents: 3390, creditNoteNumber: "AV-2026-000007" }, "fr");
    expect(fr.text).toContain("Nous avons établi la facture d'avoir AV-2026-000007, qui annule la facture de cette commande.");
    const en = await render(orderCancelledMail, { order, reason: "shop", refundCents: 3390, creditNoteNumber: "AV-2026-000007" }, "en");
    expect(en.text).toContain("We have issued credit note AV-2026-000007, which cancels this order's invoice.");
    expect((await render(orderCancelledMail, { order, reason: "shop", refundCents: 3390, creditNoteNumber: null }, "en")).text).not.toContain("credit note");
  });
});
