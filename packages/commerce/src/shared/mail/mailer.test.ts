import { describe, expect, it } from "vitest";
import { createMailer, emlFileName, redactSmtpUrl, senderDomain, smtpSecrets } from "./mailer.ts";
import { describeFailure } from "./outbox.ts";

describe("mailer configuration", () => {
  const base = { mailFrom: "Shop <shop@shop.test>", dataDir: "/tmp/unused" };

  it("refuses at start-up an SMTP_URL that is not smtp:// or smtps://, and a MAIL_FROM without an address", () => {
    expect(() => createMailer({ ...base, smtpUrl: "http://mail.shop.test" })).toThrow(/SMTP_URL/);
    expect(() => createMailer({ ...base, mailFrom: "The shop" })).toThrow(/MAIL_FROM/);
    expect(createMailer({ ...base, smtpUrl: "smtps://user:secret@mail.shop.test:465" }).destination).toBe("smtps://user:***@mail.shop.test:465");
    expect(createMailer(base).destination).toBe("/tmp/unused/mail");
  });

  it("never keeps the SMTP password in a stored or logged failure", () => {
    const secrets = smtpSecrets("smtp://shop:p%40ss%2Fword@mail.shop.test");
    expect(secrets).toEqual(["p%40ss%2Fword", "p@ss/word"]);
    const failure = describeFailure(Object.assign(new Error("Invalid login for shop with p@ss/word"), { code: "EAUTH", responseCode: 535 }), secrets);
    expect(failure).toBe("EAUTH 535: Invalid login for shop with ***");
    expect(describeFailure(new Error("x".repeat(2_000)))).toHaveLength(500);
    expect(redactSmtpUrl("smtp://shop:secret@mail.shop.test")).not.toContain("secret");
  });

  it("mints Message-IDs under the sender's domain and names files by time, kind and id", () => {
    expect(senderDomain('"Essences & Botanique" <Boutique@Essences-Botanique.example>')).toBe("essences-botanique.example");
    expect(emlFileName({ createdAt: "2026-03-01T09:00:00.000Z", kind: "customer.welcome", outboxId: 7 })).toBe("2026-03-01T090000.000Z-customer.welcome-7.eml");
  });
});
