import { describe, expect, it } from "vitest";
import { contactFieldProblems, contactProblems, contactValuesOf, tokenAgeMs } from "./contact-form-state.ts";

/** The contact form's checks before sending: the API's own rules, their messages in the store's language, in the form's order. */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const filled = { name: "Ada Lovelace", email: "ada@example.com", subject: "PRODUCT_ADVICE", orderNumber: "", message: "Quelle huile pour une peau sèche ?" };

describe("contact form state", () => {
  it("passes a filled form (the order number is optional)", () => {
    expect(contactProblems(contactValuesOf(form(filled)), "fr-FR")).toEqual([]);
  });

  it("says every problem at once, in the form's order, in the store's language", () => {
    const values = contactValuesOf(form({ name: " ", email: "ada@", subject: "", orderNumber: "12/34", message: "Court" }));
    expect(contactProblems(values, "fr-FR")).toEqual([
      { field: "name", message: "Indiquez votre nom." },
      { field: "email", message: "Indiquez une adresse e-mail valide, par exemple nom@exemple.fr." },
      { field: "subject", message: "Choisissez l'objet de votre message." },
      { field: "orderNumber", message: "Un numéro de commande ne contient que des lettres, des chiffres et des tirets." },
      { field: "message", message: "Votre message doit faire au moins 10 caractères." },
    ]);
    expect(contactProblems(values, "en-GB").map((problem) => problem.message)).toEqual([
      "Enter your name.",
      "Enter a valid e-mail address, such as name@example.com.",
      "Choose what your message is about.",
      "An order number holds only letters, digits and hyphens.",
      "Your message needs at least 10 characters.",
    ]);
  });

  it("refuses what is too long rather than cutting it, and a subject not offered", () => {
    const values = contactValuesOf(form({ ...filled, name: "n".repeat(101), subject: "SPAM", message: "m".repeat(5_001) }));
    expect(contactProblems(values, "en-GB").map((problem) => problem.field)).toEqual(["name", "subject", "message"]);
    expect(contactProblems(contactValuesOf(form({ ...filled, message: "m".repeat(5_000) })), "en-GB")).toEqual([]);
  });

  it("puts the API's field errors on the form's fields, in the form's order", () => {
    expect(
      contactFieldProblems([
        { field: "message", message: "m" },
        { field: "email", message: "e" },
      ]),
    ).toEqual([
      { field: "email", message: "e" },
      { field: "message", message: "m" },
    ]);
  });

  it("tells a token's age from its first part, and an unreadable one as too old to reuse", () => {
    expect(tokenAgeMs(`1000.${"a".repeat(64)}`, 4_000)).toBe(3_000);
    expect(tokenAgeMs("", 4_000)).toBe(Number.POSITIVE_INFINITY);
    expect(tokenAgeMs(undefined)).toBe(Number.POSITIVE_INFINITY);
  });
});
