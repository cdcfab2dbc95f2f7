import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { admin, mailMatching, ownClientAddress, signedInCustomer, uniqueEmail } from "./customer-kit.ts";
import { PHONE_WIDTH, documentStatus, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * In-stock alerts, in fr-FR on a desktop and en-GB on a phone: a visitor on a product out of stock
 * asks with an address and is told to check their inbox; the confirmation e-mail's link opens a
 * page whose button confirms; the operator's count brings the product back and exactly one
 * message goes to that address, in the store's language, with the product's link and the stop
 * link, whose page stops the alerts. A signed-in customer asks in one click on a configurable's
 * variant out of stock, finds the alert in their account and removes it. Without JavaScript the
 * form posts and the page says so (and the confirmation link's button works too). A product in
 * stock shows no form and downloads none of its code. Each test has products of its own: a
 * restock changes the shop for everybody.
 */

const STORES = [
  {
    base: "",
    width: 1280,
    visitor: { path: "/flacon-parfum-galet-100-ml", sku: "FL-SPRAY-GALET-100ML", name: "Flacon de parfum galet 100 ml" },
    customer: { path: "/narcisse-absolue", option: "10 ml", sku: "AB-NARCISSE-10ML", name: "Narcisse absolue" },
    formTitle: "Me prévenir du retour en stock",
    email: "Votre adresse e-mail",
    submit: "Me prévenir",
    sent: "Vérifiez votre boîte mail : confirmez l'alerte avec le lien que nous venons d'envoyer.",
    active: "C'est noté : nous vous écrirons dès son retour.",
    confirmTitle: "Confirmer votre alerte de disponibilité",
    confirmButton: "Confirmer l'alerte",
    confirmed: "Votre alerte est active : nous vous écrirons dès le retour en stock du produit.",
    // The back-in-stock message's own words (the confirmation speaks of the product being back too).
    backSays: /Bonne nouvelle/,
    stopTitle: "Ne plus recevoir d'alertes de disponibilité",
    stopButton: "Arrêter les alertes",
    stopped: "Vous ne recevrez plus d'alertes de disponibilité à cette adresse.",
    invalid: "Ce lien ne fonctionne plus",
    listTitle: "Mes alertes de disponibilité",
    waiting: "En attente du retour en stock",
    removeOf: (name: string) => `Supprimer l'alerte : ${name}`,
    removed: "L'alerte est supprimée.",
    empty: "Vous n'avez aucune alerte de disponibilité.",
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    visitor: { path: "/illipe-butter", sku: "BC-ILLIPE-100G", name: "Illipe butter" },
    customer: { path: "/illipe-butter", option: "1 kg", sku: "BC-ILLIPE-1KG", name: "Illipe butter" },
    formTitle: "Notify me when it's back",
    email: "Your e-mail address",
    submit: "Notify me",
    sent: "Check your inbox: confirm the alert with the link we've just sent.",
    active: "Done: we'll e-mail you as soon as it's back.",
    confirmTitle: "Confirm your in-stock alert",
    confirmButton: "Confirm the alert",
    confirmed: "Your alert is on: we'll e-mail you as soon as the product is back in stock.",
    backSays: /Good news: the product you were waiting for/,
    stopTitle: "Stop in-stock alerts",
    stopButton: "Stop the alerts",
    stopped: "You'll get no more in-stock alerts at this address.",
    invalid: "This link no longer works",
    listTitle: "My stock alerts",
    waiting: "Waiting for restock",
    removeOf: (name: string) => `Remove the alert: ${name}`,
    removed: "The alert is removed.",
    empty: "You have no stock alerts.",
  },
] as const;

/** The product page's alert form (by the add to basket). */
const alertForm = (page: Page) => page.locator("[data-stock-alert]");

/** A link of the shop's e-mails (confirm or stop), as a path with its query, in this test's server. */
function linkIn(mail: string, kind: "confirm" | "unsubscribe"): string {
  const found = new RegExp(`https?://[^\\s\\]"<>]+/stock-alert/${kind}\\?token=[\\w-]+`).exec(mail);
  expect(found, `a /stock-alert/${kind} link in the e-mail`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

/** How many back-in-stock messages went to this address (the outbox writes one `.eml` per message). */
function backInStockCount(to: string): number {
  const directory = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  if (!fs.existsSync(directory)) return 0;
  return fs
    .readdirSync(directory)
    .filter((file) => file.includes("stock-alert.back-in-stock"))
    .filter((file) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(fs.readFileSync(path.join(directory, file), "utf8"))).length;
}

for (const store of STORES) {
  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    // E-mails are read back, and the operator's command runs in its own process.
    test.describe.configure({ timeout: 90_000 });

    test("a visitor asks with an address, confirms by the e-mail's link, gets one message when it is back, and stops the alerts", async ({ page, allowConsoleError }) => {
      // The link never sent answers 404 (its page says why).
      allowConsoleError(documentStatus(404));
      await ownClientAddress(page);
      const email = uniqueEmail("stock-alert-visitor");
      await page.goto(`${store.base}${store.visitor.path}`);
      await waitForHydration(page);
      const form = alertForm(page);
      await expect(form).toHaveAttribute("data-stock-alert", store.visitor.sku);
      await expect(form.getByRole("heading", { name: store.formTitle })).toBeVisible();
      const field = form.getByLabel(store.email, { exact: true });
      await expect(field).toHaveAttribute("type", "email");
      await expect(field).toHaveAttribute("autocomplete", "email");
      await field.fill(email);
      await form.getByRole("button", { name: store.submit }).click();
      await expect(form.getByRole("status")).toHaveText(store.sent);
      // In place: no page load.
      await expect(page).toHaveURL((url) => url.pathname === `${store.base}${store.visitor.path}`);

      // The confirmation e-mail's link: its page says what the button does and changes nothing until pressed.
      const confirmation = await mailMatching(email, /\/stock-alert\/confirm\?token=/);
      const confirm = linkIn(confirmation, "confirm");
      expect(confirm.startsWith(`${store.base}/stock-alert/confirm?token=`)).toBe(true);
      const answer = await page.goto(confirm);
      expect(answer?.headers()["referrer-policy"]).toBe("strict-origin");
      expect(answer?.headers()["cache-control"]).toContain("no-store");
      expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.confirmTitle);
      await page.getByRole("button", { name: store.confirmButton }).click();
      await expect(page.locator("[data-stock-alert-link-outcome]")).toHaveText(store.confirmed);

      // Back in stock: exactly one message to the address, in the store's language, with the product's link and the stop link.
      await admin("stock", "set", store.visitor.sku, "5");
      const back = await mailMatching(email, store.backSays);
      expect(back).toContain(`${store.base}${store.visitor.path}`);
      const stop = linkIn(back, "unsubscribe");
      expect(stop.startsWith(`${store.base}/stock-alert/unsubscribe?token=`)).toBe(true);
      // Given the outbox a moment more: nothing else comes.
      await page.waitForTimeout(2_500);
      expect(backInStockCount(email)).toBe(1);

      await page.goto(stop);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.stopTitle);
      await page.getByRole("button", { name: store.stopButton }).click();
      await expect(page.locator("[data-stock-alert-link-outcome]")).toHaveText(store.stopped);

      // A link that was never sent: said plainly, with the way to the shop.
      await page.goto(`${store.base}/stock-alert/confirm?token=not-a-token-the-shop-sent`);
      await waitForHydration(page);
      await page.getByRole("button", { name: store.confirmButton }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.invalid);
      await expect(page.locator("[data-stock-alert-home]")).toBeVisible();
    });

    test("a signed-in customer asks in one click for a variant out of stock, finds it in their account and removes it", async ({ page }) => {
      await signedInCustomer(page, store.base, "stock-alert-customer");
      await page.goto(`${store.base}${store.customer.path}`);
      await waitForHydration(page);
      await page.locator("[data-configurable]").getByText(store.customer.option, { exact: true }).click();
      await expect(page.locator("[data-current-sku]")).toHaveText(store.customer.sku);
      const form = alertForm(page);
      await expect(form).toHaveAttribute("data-stock-alert", store.customer.sku);
      // Known in the browser once the header's personal query has answered: no address asked.
      await expect(form.getByLabel(store.email, { exact: true })).toHaveCount(0);
      await form.getByRole("button", { name: store.submit }).click();
      await expect(form.getByRole("status")).toHaveText(store.active);

      await page.goto(`${store.base}/user/stock-alerts`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.listTitle);
      const item = page.locator(`[data-stock-alert-item][data-sku="${store.customer.sku}"]`);
      await expect(item).toHaveAttribute("data-status", "ACTIVE");
      await expect(item.locator("[data-alert-status]")).toHaveText(store.waiting);
      await expect(item.getByRole("link")).toHaveAttribute("href", `${store.base}${store.customer.path}`);
      await item.getByRole("button", { name: new RegExp(`^${store.removeOf(store.customer.name)}`) }).click();
      await expect(page.locator("[data-stock-alert-status]")).toHaveText(store.removed);
      await expect(page.getByText(store.empty)).toBeVisible();
    });
  });
}

test("a product in stock shows no alert form and downloads none of its code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/huile-essentielle-bergamote-bio");
  await waitForHydration(page);
  await expect(page.locator("[data-add-to-basket]")).toBeVisible();
  await expect(alertForm(page)).toHaveCount(0);
  expect(scripts.filter((url) => /stock-alert/.test(url))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the product page's form posts and the page says so; the e-mail's link confirms", async ({ page, allowConsoleError }) => {
    // The address that is none answers 400 (its page says why).
    allowConsoleError(documentStatus(400));
    await ownClientAddress(page);
    const store = STORES[0];
    const email = uniqueEmail("stock-alert-nojs");
    await page.goto("/ethylvanilline");
    const form = alertForm(page);
    await expect(form).toHaveAttribute("data-stock-alert", "MA-ETHYLVANILLINE-10G");
    await form.getByLabel(store.email, { exact: true }).fill(email);
    await form.getByRole("button", { name: store.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/stock-alert");
    await expect(page.locator("[data-stock-alert-outcome]")).toHaveText(store.sent);
    await expect(page.locator("[data-stock-alert-back]")).toHaveAttribute("href", "/ethylvanilline");

    // An address that is none: the form again, the reason by it, nothing sent.
    await page.goto("/ethylvanilline");
    await alertForm(page).getByLabel(store.email, { exact: true }).fill("pas-une-adresse");
    await alertForm(page).getByRole("button", { name: store.submit }).click();
    await expect(page.locator('[data-stock-alert-outcome="INVALID_EMAIL"]')).toBeVisible();
    await expect(alertForm(page).getByLabel(store.email, { exact: true })).toHaveValue("pas-une-adresse");

    await page.goto(linkIn(await mailMatching(email, /\/stock-alert\/confirm\?token=/), "confirm"));
    await page.getByRole("button", { name: store.confirmButton }).click();
    await expect(page.locator("[data-stock-alert-link-outcome]")).toHaveText(store.confirmed);
  });
});
