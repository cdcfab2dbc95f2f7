import { describe, expect, it } from "vitest";
import { renderMail } from "../../../shared/mail/layout.ts";
import type { MailShop } from "../../../shared/mail/template.ts";
import { confirmationMail } from "./confirmation.ts";
import type { OrderMailData } from "./order-summary.ts";
import { paymentReceivedMail } from "./payment-received.ts";

/**
 * The order e-mails of downloadable products, in both languages: the confirmation says the files
 * come once paid, the payment received says they are ready now (with the link); an order with
 * nothing to deliver has no delivery row in its totals, a mixed one keeps it.
 */

const shop = (language: "fr" | "en"): MailShop => ({
  language,
  name: "Essences & Botanique",
  url: language === "fr" ? "https://shop.example" : "https://shop.example/en",
  contactEmail: "contact@shop.example",
  contactPhone: "+33 4 93 00 00 00",
});

const address = { firstname: "Camille", lastname: "Durand", company: null, street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "+33612345678" };

const guideOnly: OrderMailData = {
  number: "2026-000051",
  publicId: "guide_ORDER-1",
  placedAt: "2026-11-26T10:00:00.000Z",
  currency: "EUR",
  lines: [{ name: "Guide de formulation : huiles essentielles en cosmétique", sku: "GUIDE-FORMULATION-HE", options: [], quantity: 1, rowInclCents: 1990 }],
  totals: { subtotalInclCents: 1990, discountInclCents: 0, shippingInclCents: 0, vatCents: 332, grandTotalInclCents: 1990 },
  chargedInclCents: 1990,
  coupon: null,
  shippingMethod: null,
  shippingAddress: null,
  hasDownloads: true,
  billingAddress: address,
  pickupPoint: null,
  paymentTitle: "Carte bancaire",
};

/** A guide and a bottle, delivered free (from 49 €): the delivery row stays, and says it is free. */
const mixed: OrderMailData = {
  ...guideOnly,
  lines: [...guideOnly.lines, { name: "Huile essentielle de lavande", sku: "LAV-10ML", options: [], quantity: 4, rowInclCents: 3600 }],
  totals: { subtotalInclCents: 5590, discountInclCents: 0, shippingInclCents: 0, vatCents: 932, grandTotalInclCents: 5590 },
  chargedInclCents: 5590,
  shippingMethod: { label: "Colissimo à domicile", carrier: "Colissimo", minDays: 2, maxDays: 3 },
  shippingAddress: address,
};

/** The message rendered, its text part's lines joined (the text part wraps at 78 characters). */
const render = async <Data>(template: { render(data: Data, shop: MailShop): Parameters<typeof renderMail>[0] }, data: Data, language: "fr" | "en") => {
  const mail = await renderMail(template.render(data, shop(language)), shop(language));
  return { ...mail, text: mail.text.replace(/\s+/g, " ") };
};

describe("the e-mails of an order of downloads", () => {
  it("confirm the order with the files to come once it is paid, and no delivery row", async () => {
    const fr = await render(confirmationMail, { order: guideOnly, instructions: null }, "fr");
    expect(fr.text).toContain("Une fois la commande payée, vos fichiers sont à télécharger dans votre compte");
    expect(fr.html).toContain('href="https://shop.example/user/downloadable-products"');
    expect(fr.text).toContain("Rien à livrer");
    expect(fr.text).not.toMatch(/Livraison\s*:/);
    expect(fr.text).not.toContain("Offerte");
    const en = await render(confirmationMail, { order: guideOnly, instructions: null }, "en");
    expect(en.text).toContain("Once the order is paid, your files are ready to download in your account");
    expect(en.text).not.toMatch(/Delivery:/);
    expect(en.text).not.toContain("Free");
  });

  it("say once paid that the files are ready now, with their link, and nothing to ship", async () => {
    const fr = await render(paymentReceivedMail, { order: guideOnly }, "fr");
    expect(fr.text).toContain("Vos fichiers sont prêts : téléchargez-les dès maintenant dans votre compte, rubrique « Mes produits téléchargeables » :");
    expect(fr.text).not.toContain("Une fois la commande payée");
    expect(fr.text).not.toContain("nous préparons");
    expect(fr.html).toContain('href="https://shop.example/user/downloadable-products"');
    expect(fr.text).toContain("il n'y a rien à expédier");
    expect(fr.text).not.toMatch(/Livraison\s*:/);
    expect(fr.text).not.toContain("Offerte");
    expect(fr.text).toMatch(/Total TTC\s*:\s*19,90\s€/);
    const en = await render(paymentReceivedMail, { order: guideOnly }, "en");
    expect(en.text).toContain("Your files are ready: download them now from your account, under “My downloadable products”:");
    expect(en.html).toContain("Your payment has arrived: your files are ready to download.");
    expect(en.html).toContain('href="https://shop.example/en/user/downloadable-products"');
    expect(en.text).not.toMatch(/Delivery:/);
    expect(en.text).not.toContain("Free");
  });

  it("keep the delivery of a mixed order, free or not, and its files ready once paid", async () => {
    const fr = await render(paymentReceivedMail, { order: mixed }, "fr");
    expect(fr.text).toMatch(/Livraison\s*:\s*Offerte/);
    expect(fr.text).toContain("Nous préparons maintenant votre colis");
    expect(fr.text).toContain("Vos fichiers sont prêts");
    const paidDelivery = { ...mixed, totals: { ...mixed.totals, shippingInclCents: 590, grandTotalInclCents: 6180 } };
    const en = await render(confirmationMail, { order: paidDelivery, instructions: null }, "en");
    expect(en.text).toMatch(/Delivery: €5\.90/);
    expect(en.text).toContain("Once the order is paid, your files are ready to download");
  });

  it("confirm the shopper's waiver of withdrawal for the files with its date, the delivered products keeping theirs; nothing without it", async () => {
    const waived = { downloadWaiverAt: "2026-11-26T23:30:00.000Z" };
    // 00:30 on 27 November in Paris: the shop's date.
    const fr = await render(confirmationMail, { order: { ...guideOnly, ...waived }, instructions: null }, "fr");
    expect(fr.text).toContain(
      "Droit de rétractation Le 27 novembre 2026, vous avez demandé l'accès à vos produits téléchargeables dès le paiement de la commande et reconnu perdre votre droit de rétractation pour ceux-ci (article L221-28 13° du Code de la consommation).",
    );
    expect(fr.text).not.toContain("Vos autres produits");
    const en = await render(confirmationMail, { order: { ...mixed, ...waived }, instructions: null }, "en");
    expect(en.text).toContain(
      "Right of withdrawal On 27 November 2026, you asked for access to your downloadable products as soon as the order is paid and acknowledged that you thereby lose your right of withdrawal for them. Your other products keep the 14-day right of withdrawal from the day you receive them.",
    );
    // A message queued before the waiver was recorded (no field), or an order without it: nothing said.
    for (const order of [guideOnly, { ...mixed, downloadWaiverAt: null }]) {
      expect((await render(confirmationMail, { order, instructions: null }, "fr")).text).not.toContain("rétractation");
    }
    // The payment received does not repeat it.
    expect((await render(paymentReceivedMail, { order: { ...guideOnly, ...waived } }, "fr")).text).not.toContain("rétractation");
  });
});
