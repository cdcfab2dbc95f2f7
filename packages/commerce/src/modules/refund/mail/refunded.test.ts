import { describe, expect, it } from "vitest";
import { renderMail } from "../../../shared/mail/layout.ts";
import type { MailShop } from "../../../shared/mail/template.ts";
import { type RefundMailData, refundMail } from "./refunded.ts";

/** The refund e-mail in both languages: what, how much, where the money goes, the credit note; and the confirmation of a pending one. */

const shop = (language: "fr" | "en"): MailShop => ({
  language,
  name: "Essences & Botanique",
  url: language === "fr" ? "https://shop.example" : "https://shop.example/en",
  contactEmail: "contact@shop.example",
  contactPhone: "+33 4 93 00 00 00",
});

const refund: RefundMailData = {
  stage: "issued",
  orderNumber: "2026-000042",
  orderPublicId: "abc_DEF-123",
  firstname: "Camille <b>",
  method: "original_payment",
  status: "pending",
  paymentTitle: "Carte bancaire",
  amountCents: 3_340,
  toPaymentCents: 1_340,
  toStoreCreditCents: 2_000,
  creditNoteNumber: "AV-2026-000007",
  items: [{ name: "Huile essentielle de lavande", sku: "LAV-10ML", quantity: 2 }],
  shippingCents: 490,
  adjustmentCents: 100,
  feeCents: 250,
};

const render = async (data: RefundMailData, language: "fr" | "en") => {
  const mail = await renderMail(refundMail.render(data, shop(language)), shop(language));
  return { ...mail, text: mail.text.replace(/\s+/g, " ") };
};

describe("the refund e-mail", () => {
  it("says what is refunded, how much, where the money goes and the credit note, in French and in English", async () => {
    const fr = await render(refund, "fr");
    expect(fr.subject).toBe("Remboursement de votre commande 2026-000042");
    for (const text of [
      "Nous vous remboursons 33,40 € sur votre commande 2026-000042.",
      "13,40 € vous sont remboursés par carte bancaire.",
      "20,00 € ont été crédités sur votre avoir",
      "AV-2026-000007",
      "2 × Huile essentielle de lavande (LAV-10ML)",
      "Frais de livraison : 4,90 €",
      "Geste commercial : 1,00 €",
      "Frais retenus : −2,50 €",
      "Total remboursé : 33,40 €",
    ]) {
      expect(fr.text.replace(/\u202f|\u00a0/g, " ")).toContain(text);
    }
    expect(fr.html).toContain("https://shop.example/user/store-credit");
    expect(fr.html).toContain("Camille &lt;b&gt;");

    const en = await render({ ...refund, status: "manual", toStoreCreditCents: 0, toPaymentCents: 3_340, paymentTitle: "Bank transfer" }, "en");
    expect(en.subject).toBe("Refund for your order 2026-000042");
    for (const text of ["We are refunding you €33.40 on your order 2026-000042.", "(the order was paid by bank transfer)", "Credit note AV-2026-000007", "Total refunded: €33.40"]) expect(en.text).toContain(text);
    expect(en.html).toContain("https://shop.example/en/user/orders/abc_DEF-123/refunds");
  });

  it("confirms a pending refund once the provider has", async () => {
    const fr = await render({ ...refund, stage: "completed", status: "completed" }, "fr");
    expect(fr.subject).toBe("Votre remboursement de la commande 2026-000042 est confirmé");
    expect(fr.text.replace(/\u202f|\u00a0/g, " ")).toContain("Le remboursement de 13,40 € sur votre commande 2026-000042, par carte bancaire, est confirmé");
    const en = await render({ ...refund, stage: "completed", status: "completed", toStoreCreditCents: 0, toPaymentCents: 3_340, paymentTitle: "Card" }, "en");
    expect(en.text).toContain("The refund of €33.40 on your order 2026-000042, to your card, is confirmed");
  });
});
