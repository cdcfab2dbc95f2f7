import { describe, expect, it } from "vitest";
import { renderMail } from "../../../shared/mail/layout.ts";
import type { MailShop } from "../../../shared/mail/template.ts";
import { returnRequestedMail } from "./requested.ts";
import type { ReturnMailData } from "./return-mail-data.ts";
import { returnStatusMail } from "./status.ts";

/** The returns' e-mails in both languages: the request (instructions and slip), then each change the shop makes. */

const shop = (language: "fr" | "en"): MailShop => ({
  language,
  name: "Essences & Botanique",
  url: language === "fr" ? "https://shop.example" : "https://shop.example/en",
  contactEmail: "contact@shop.example",
  contactPhone: "+33 4 93 00 00 00",
});

const item = {
  name: "Huile essentielle de lavande",
  sku: "LAV-10ML",
  options: [{ label: "Contenance", value: "10 ml" }],
  quantity: 2,
  status: "requested",
  answers: [
    { label: { fr: "Motif du retour", en: "Reason for return" }, shown: { fr: "Produit abîmé ou cassé", en: "Damaged or broken" } },
    { label: { fr: "Numéro de lot", en: "Batch number" }, shown: { fr: "<b>L24</b>", en: "<b>L24</b>" } },
  ],
};

const data: ReturnMailData = {
  number: "RMA-2026-000012",
  orderNumber: "2026-000042",
  firstname: "Camille",
  requestedAt: "2026-11-26T10:00:00.000Z",
  items: [item],
  returnAddress: ["Essences & Botanique SAS – Service retours", "12 avenue Sainte-Lorette", "06130 Grasse", "France"],
  slipPath: "/user/returns/abc_DEF-123/slip/pdf",
};

const render = async <Data>(template: { render(data: Data, shop: MailShop): Parameters<typeof renderMail>[0] }, content: Data, language: "fr" | "en") => {
  const mail = await renderMail(template.render(content, shop(language)), shop(language));
  return { ...mail, text: mail.text.replace(/\s+/g, " ") };
};

describe("the return requested e-mail", () => {
  it("gives the number, the items with the answers, what to do next, the return address and the slip's link, in French and in English", async () => {
    const fr = await render(returnRequestedMail, data, "fr");
    expect(fr.subject).toBe("Votre demande de retour RMA-2026-000012 est enregistrée");
    for (const text of ["le 26 novembre 2026 votre demande de retour pour la commande 2026-000042", "Motif du retour : Produit abîmé ou cassé", "attendez ce message avant d'envoyer votre colis", "12 avenue Sainte-Lorette", "Imprimer mon bon de retour"]) {
      expect(fr.text).toContain(text);
    }
    expect(fr.html).toContain('href="https://shop.example/user/returns/abc_DEF-123/slip/pdf"');
    // What the shopper typed is text, never markup.
    expect(fr.html).not.toContain("<b>L24</b>");
    const en = await render(returnRequestedMail, data, "en");
    expect(en.subject).toBe("Your return request RMA-2026-000012 is recorded");
    expect(en.text).toContain("Reason for return: Damaged or broken");
    expect(en.html).toContain('href="https://shop.example/en/user/returns/abc_DEF-123/slip/pdf"');
  });
});

describe("the return status e-mail", () => {
  it("says what changed: authorised with the slip, received, items decided (closed or not), refused", async () => {
    const authorised = await render(returnStatusMail, { ...data, change: "authorised", closed: false, decided: [], note: "Merci de joindre le bon." }, "fr");
    expect(authorised.subject).toBe("Votre retour RMA-2026-000012 est accepté");
    expect(authorised.text).toContain("Message de notre service client Merci de joindre le bon.");
    expect(authorised.text).toContain("Imprimer mon bon de retour");
    const received = await render(returnStatusMail, { ...data, change: "received", closed: false, decided: [], note: null }, "en");
    expect(received.subject).toBe("We have received your return RMA-2026-000012");
    const decided = await render(
      returnStatusMail,
      { ...data, slipPath: null, change: "decided", closed: true, decided: [{ ...item, quantity: 1, status: "approved" }, { ...item, quantity: 1, status: "rejected" }], note: null },
      "fr",
    );
    expect(decided.subject).toBe("Votre retour RMA-2026-000012 a été examiné");
    for (const text of ["LAV-10ML · Qté : 1 · accepté", "LAV-10ML · Qté : 1 · refusé", "Les articles acceptés vous seront remboursés.", "ce retour est clôturé"]) expect(decided.text).toContain(text);
    expect(decided.text).not.toContain("Imprimer");
    const refused = await render(returnStatusMail, { ...data, slipPath: null, change: "refused", closed: true, decided: [], note: null }, "en");
    expect(refused.subject).toBe("Your return request RMA-2026-000012 is not accepted");
    expect(refused.text).toContain("Please do not send a parcel.");
  });
});
