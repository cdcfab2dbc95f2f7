import { describe, expect, it } from "vitest";
import { renderMail } from "../../../shared/mail/layout.ts";
import type { MailShop } from "../../../shared/mail/template.ts";
import { confirmationMail } from "./confirmation.ts";
import type { OrderMailData } from "./order-summary.ts";

/** The order confirmation in both languages: the summary, the delivery and how to pay a transfer or a cheque. */

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
  currency: "EUR",
  lines: [{ name: "Huile essentielle de lavande", sku: "LAV-10ML", options: [{ label: "Contenance", value: "10 ml" }], quantity: 2, rowInclCents: 1800 }],
  totals: { subtotalInclCents: 1800, discountInclCents: 180, shippingInclCents: 590, vatCents: 368, grandTotalInclCents: 2210 },
  chargedInclCents: 2210,
  coupon: { code: "BIENVENUE", label: "10 % de remise" },
  shippingMethod: { label: "Colissimo à domicile", carrier: "Colissimo", minDays: 2, maxDays: 3 },
  shippingAddress: address,
  hasDownloads: false,
  billingAddress: address,
  pickupPoint: null,
  paymentTitle: "Virement bancaire",
};

const transfer = {
  amountCents: 2210,
  payee: "Essences & Botanique SAS",
  reference: "EB-7K3M-9Q2X",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "AGRIFRPPXXX",
  bankName: "Crédit Agricole",
  mailingAddress: null,
  dueAt: "2026-12-06T10:00:00.000Z",
};

describe("the order confirmation", () => {
  it("says in French what was ordered, where it goes and how to pay the transfer", async () => {
    const mail = await renderMail(confirmationMail.render({ order, instructions: transfer }, shop("fr")), shop("fr"));
    expect(mail.subject).toBe("Votre commande 2026-000042 est enregistrée");
    for (const text of ["Huile essentielle de lavande", "Contenance\u00a0: 10 ml", "FR76 3000 6000 0112 3456 7890 189", "AGRIFRPPXXX", "EB-7K3M-9Q2X", "6 décembre 2026", "Colissimo à domicile", "12 rue des Lilas", "10 % de remise"]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toMatch(/22,10\s€/);
    expect(mail.html).toContain("https://shop.example/checkout/success?order=abc_DEF-123");
    // What the shopper typed is text, never markup.
    expect(mail.html).not.toContain("Camille <b>");
    expect(mail.html).toContain("Camille &lt;b&gt;");
  });

  it("says in English where to send a cheque, and amounts in the display currency with the euros charged", async () => {
    const cheque = { ...transfer, iban: null, bic: null, bankName: null, mailingAddress: ["Essences & Botanique", "12 avenue Sainte-Lorette", "06130 Grasse", "France"] };
    const inPounds = { ...order, currency: "GBP", totals: { ...order.totals, grandTotalInclCents: 1901 }, paymentTitle: "Cheque" };
    const mail = await renderMail(confirmationMail.render({ order: inPounds, instructions: cheque }, shop("en")), shop("en"));
    expect(mail.subject).toBe("Your order 2026-000042 is confirmed");
    for (const text of ["cheque arrives", "Payable to", "12 avenue Sainte-Lorette", "£19.01", "€22.10", "6 December 2026", "2 to 3 working days"]) expect(mail.text).toContain(text);
    expect(mail.text).not.toContain("IBAN");
  });

  it("tells a card payer the order is prepared once the payment is confirmed", async () => {
    const mail = await renderMail(confirmationMail.render({ order, instructions: null }, shop("en")), shop("en"));
    expect(mail.text).toContain("as soon as your payment is confirmed");
  });
});
