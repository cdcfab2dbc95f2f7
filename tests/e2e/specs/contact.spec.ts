import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { mailMatching, ownClientAddress, uniqueEmail } from "./customer-kit.ts";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The contact page (ADR 082), in both stores, on a desktop and a phone, with and without
 * JavaScript: the shop's phone, e-mail and opening hours; the form sent empty or wrong shows every
 * problem at once (the summary announced and focused, each field marked and described), keeps what
 * was typed; sent right, the page confirms, and the message reaches the shop's address with
 * Reply-To the shopper, never the shopper's own address. The form must have been open a few
 * seconds (CONTACT_FORM_MIN_SECONDS, 3 by default): the tests wait for it as a person takes it.
 */

const SHOP = "contact@essences-botanique.example";
/** The shop's minimum fill time, and a margin for the clocks. */
const MINIMUM_FILL_MS = 3_300;

const STORES = [
  {
    base: "",
    title: "Nous contacter",
    hours: "Du lundi au vendredi, de 9 h à 18 h (sauf jours fériés)",
    name: "Nom",
    email: "Adresse e-mail",
    subject: "Objet",
    subjectOption: "Conseil sur un produit",
    order: "Numéro de commande (facultatif)",
    message: "Message",
    send: "Envoyer le message",
    problems: "4 champs sont à corriger :",
    nameRequired: "Indiquez votre nom.",
    emailInvalid: "Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.",
    subjectRequired: "Choisissez l'objet de votre message.",
    messageShort: "Votre message doit faire au moins 10 caractères.",
    text: "Bonjour,\nquelle huile végétale conseillez-vous pour un sérum visage ?\nMerci.",
    sent: "Message envoyé",
    mailSays: /Boutique\s*:\s*France \(fr-FR\)/,
  },
  {
    base: "/en",
    title: "Contact us",
    hours: "Monday to Friday, 9 am to 6 pm (French time, except public holidays)",
    name: "Name",
    email: "E-mail address",
    subject: "Subject",
    subjectOption: "Product advice",
    order: "Order number (optional)",
    message: "Message",
    send: "Send the message",
    problems: "There are problems with 4 fields:",
    nameRequired: "Enter your name.",
    emailInvalid: "Enter a valid e-mail address, such as name@example.com.",
    subjectRequired: "Choose what your message is about.",
    messageShort: "Your message needs at least 10 characters.",
    text: "Hello,\nwhich vegetable oil would you suggest for a face serum?\nThank you.",
    sent: "Message sent",
    mailSays: /Boutique\s*:\s*Royaume-Uni \(en-GB\)/,
  },
] as const;

type Store = (typeof STORES)[number];

const form = (page: Page) => page.locator('[data-form="contact"]');

/** Sends the form wrong: no name, an address without its shape, no subject, a message too short. */
async function sendWrong(page: Page, store: Store) {
  await form(page).getByLabel(store.email, { exact: true }).fill("iris@");
  await form(page).getByLabel(store.message, { exact: true }).fill("Court");
  await form(page).getByRole("button", { name: store.send }).click();
}

async function expectProblems(page: Page, store: Store, { focused }: { focused: boolean }) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toHaveAttribute("role", "alert");
  await expect(summary.locator("p").first()).toHaveText(store.problems);
  await expect(summary.getByRole("link")).toHaveText([store.nameRequired, store.emailInvalid, store.subjectRequired, store.messageShort]);
  if (focused) await expect(summary).toBeFocused();
  for (const [label, problem] of [
    [store.name, store.nameRequired],
    [store.email, store.emailInvalid],
    [store.message, store.messageShort],
  ] as const) {
    const field = form(page).getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(problem.replace(/[.?()]/g, "\\$&")));
  }
  await expect(form(page).getByLabel(store.subject, { exact: true })).toHaveAttribute("aria-invalid", "true");
  // What was typed is still there.
  await expect(form(page).getByLabel(store.email, { exact: true })).toHaveValue("iris@");
}

/** Fills the form right and sends it, once the form has been open as long as a person takes. */
async function sendRight(page: Page, store: Store, email: string, openedAt: number) {
  await form(page).getByLabel(store.name, { exact: true }).fill("Iris Marchand");
  await form(page).getByLabel(store.email, { exact: true }).fill(email);
  await form(page).getByLabel(store.subject, { exact: true }).selectOption({ label: store.subjectOption });
  await form(page).getByLabel(store.order, { exact: true }).fill("2026-000123");
  await form(page).getByLabel(store.message, { exact: true }).fill(store.text);
  const waited = Date.now() - openedAt;
  if (waited < MINIMUM_FILL_MS) await page.waitForTimeout(MINIMUM_FILL_MS - waited);
  await form(page).getByRole("button", { name: store.send }).click();
}

/** The shop received the message, Reply-To the shopper; nothing went to the shopper. */
async function expectDelivered(store: Store, email: string) {
  const mail = await mailMatching(SHOP, new RegExp(`Reply-To: ${email.replace(/[.+]/g, "\\$&")}`, "i"));
  expect(mail).toMatch(store.mailSays);
  expect(mail).toContain("2026-000123");
  expect(mail).toMatch(/Subject: .*Contact/);
  // Delivered together: had anything been written to the shopper, it would be there by now.
  const directory = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const toShopper = fs.readdirSync(directory).filter((file) => new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "im").test(fs.readFileSync(path.join(directory, file), "utf8")));
  expect(toShopper).toEqual([]);
}

for (const [index, store] of STORES.entries()) {
  const width = index === 0 ? 1280 : PHONE_WIDTH;
  test.describe(`${store.base || "/"} at ${width} px with JavaScript`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 60_000 });

    test("shows the shop's channels; refuses a wrong form on its fields, then sends it and confirms", async ({ page }) => {
      await ownClientAddress(page);
      const email = uniqueEmail("contact-js");
      await page.goto(`${store.base}/contact`);
      const openedAt = Date.now();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.title);
      await expect(page.locator("[data-opening-hours]")).toHaveText(store.hours);
      await expect(page.getByRole("main").getByRole("link", { name: SHOP })).toHaveAttribute("href", `mailto:${SHOP}`);

      await sendWrong(page, store);
      // Checked in the browser: nothing was posted, the summary has the focus.
      await expect(page).toHaveURL(new RegExp(`${store.base}/contact$`));
      await expectProblems(page, store, { focused: true });

      await sendRight(page, store, email, openedAt);
      await expect(page).toHaveURL(new RegExp(`${store.base}/contact\\?sent=1$`));
      await expect(page.getByRole("heading", { name: store.sent })).toBeFocused();
      await expect(page.locator("[data-contact-sent] [role=status]")).toBeVisible();
      await expectDelivered(store, email);
    });
  });

  test.describe(`${store.base || "/"} at ${index === 0 ? PHONE_WIDTH : 1280} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: index === 0 ? PHONE_WIDTH : 1280, height: 900 } });
    test.describe.configure({ timeout: 60_000 });

    test("the form posts to the page: its problems come back on their fields, then it is sent and confirmed", async ({ page }) => {
      await ownClientAddress(page);
      const email = uniqueEmail("contact-nojs");
      await page.goto(`${store.base}/contact`);
      await expect(page.locator("[data-opening-hours]")).toHaveText(store.hours);
      await sendWrong(page, store);
      await expectProblems(page, store, { focused: false });
      // The page after the post is a new render with a new token: the fill time counts from it.
      const openedAt = Date.now();
      await sendRight(page, store, email, openedAt);
      await expect(page).toHaveURL(new RegExp(`${store.base}/contact\\?sent=1$`));
      await expect(page.getByRole("heading", { name: store.sent })).toBeVisible();
      await expectDelivered(store, email);
    });
  });
}
