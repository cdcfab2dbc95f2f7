import fs from "node:fs";
import type { Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";
import { STORES as CHECKOUT_STORES, fillAddress, graphql, payByCard, placeWith, step } from "./checkout-kit.ts";
import { mailMatching, ownClientAddress, signedInCustomer } from "./customer-kit.ts";

/**
 * Downloadable products, in fr-FR on a desktop and en-GB on a phone: a customer adds a guide from
 * its product page (which says what the purchase gives), checks out with no delivery (contact,
 * billing address, card payment on the sandbox provider's page), finds the file in
 * `/user/downloadable-products` with its counts, downloads it (a PDF) and sees the count go down;
 * the order says nothing is delivered. The same file's address answers 404 to another customer
 * and to a visitor. A guest with a guide in the basket is offered no guest checkout. The order is
 * placed only once the buyer asks for the files once paid and acknowledges losing the right of
 * withdrawal for them (a box of its own; refused without it, with JavaScript or without), which
 * the confirmation e-mail states.
 */

const GUIDE = "GUIDE-FORMULATION-HE";

const STORES = [
  {
    base: "",
    width: 1280,
    add: "Ajouter au panier",
    linksOncePaid: /liens dans votre compte dès la commande payée/,
    miniCart: "Votre panier",
    file: /^Fichier/,
    pdf: /\(PDF, \d+ pages\)/,
    download: /^Télécharger le PDF/,
    noDelivery: "Téléchargement — aucune livraison",
    requiresAccount: /Votre panier contient un produit téléchargeable/,
    register: "Créer un compte",
    waiver: /^Je demande l'accès immédiat aux produits téléchargeables dès le paiement et je reconnais perdre mon droit de rétractation pour ceux-ci\.$/,
    waiverRequired: "Pour commander des produits téléchargeables, demandez-en l'accès dès le paiement et reconnaissez perdre votre droit de rétractation pour ceux-ci.",
    waiverMail: /reconnu\s+perdre\s+votre\s+droit\s+de/,
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    add: "Add to basket",
    linksOncePaid: /links in your account once the order is paid/,
    miniCart: "Your basket",
    file: /^File/,
    pdf: /\(PDF, \d+ pages\)/,
    download: /^Download the PDF/,
    noDelivery: "Download — nothing to deliver",
    requiresAccount: /Your basket holds a downloadable product/,
    register: "Create an account",
    waiver: /^I ask for immediate access to the downloadable products once paid and acknowledge that I thereby lose my right of withdrawal for them\.$/,
    waiverRequired: "To order downloadable products, ask for access to them once paid and acknowledge that you lose your right of withdrawal for them.",
    waiverMail: /acknowledged\s+that\s+you\s+thereby\s+lose\s+your\s+right\s+of\s+withdrawal/,
  },
] as const;

const PLACE_ORDER = "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode errorMessage } }";

/** The guide's file titles in the store's language, as the API gives them. */
async function fileTitles(page: Page, base: string): Promise<string[]> {
  const { product } = await graphql<{ product: { downloads: { title: string }[] } }>(page, base, "query Guide($sku: String!) { product(sku: $sku) { sku downloads { id title } } }", { sku: GUIDE });
  return product.downloads.map((file) => file.title);
}

for (const store of STORES) {
  const checkout = CHECKOUT_STORES.find((entry) => entry.base === store.base)!;

  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    // A customer registered, a whole checkout with a round trip to the provider's page, two other sessions.
    test.describe.configure({ timeout: 120_000 });

    test("a customer buys a guide, downloads its file from the account, and nobody else can", async ({ page, browser, baseURL }) => {
      const { email } = await signedInCustomer(page, store.base, "downloads");
      const [title] = await fileTitles(page, store.base);

      // The product page says what the purchase gives, not whether it is in stock.
      await page.goto(`${store.base}/product/${GUIDE}`);
      await waitForHydration(page);
      const files = page.locator('[data-fact^="file-"]');
      await expect(files.first()).toContainText(title);
      await expect(files.first()).toContainText(store.pdf);
      await expect(page.locator("p:has([data-current-sku]) [data-virtual]")).toHaveText(store.linksOncePaid);
      await expect(page.locator("p:has([data-current-sku]) [data-in-stock]")).toHaveCount(0);
      await page.locator("[data-add-to-basket]").getByRole("button", { name: store.add }).click();
      await expect(page.getByRole("dialog", { name: store.miniCart })).toBeVisible();

      // Signed in, the sign-in step is passed; the checkout has no shipping address and no delivery.
      await page.goto(`${store.base}/checkout/login`);
      await page.waitForURL(new RegExp(`${store.base}/checkout/?$`));
      await waitForHydration(page);
      await expect(step(page, "contact")).toHaveAttribute("data-step-state", "done");
      await expect(step(page, "shipping")).toHaveCount(0);
      await expect(step(page, "delivery")).toHaveCount(0);
      await expect(step(page, "billing")).toHaveAttribute("data-step-state", "current");
      await expect(page.locator("[data-virtual-note]")).toBeVisible();
      await expect(page.locator('[data-form="billing"] [name="sameAsShipping"]')).toHaveCount(0);
      await fillAddress(page, "billing");
      await page.locator('[data-form="billing"]').getByRole("button", { name: checkout.continue }).click();
      await expect(step(page, "billing")).toHaveAttribute("data-step-state", "done");
      await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
      // Nothing delivered: the summary has no delivery row.
      await expect(page.locator('#checkout-summary [data-total="shipping"]')).toHaveCount(0);
      // The API refuses the order without the waiver, whoever asks.
      const refused = await graphql<{ placeOrder: { success: boolean; errorCode: string; errorMessage: string } }>(page, store.base, PLACE_ORDER, {
        input: { paymentMethod: "sandbox_card", idempotencyKey: `e2e-waiver-${Date.now()}`, acceptTerms: true },
      });
      expect(refused.placeOrder).toEqual({ success: false, errorCode: "DOWNLOAD_WAIVER_REQUIRED", errorMessage: store.waiverRequired });
      // The review asks for it in a box of its own, after the terms: without it, the summary says so and the box is marked.
      const waiver = page.getByRole("checkbox", { name: store.waiver });
      await expect(waiver).not.toBeChecked();
      await page.locator("[data-payment] input").and(page.getByRole("radio", { name: checkout.card })).check();
      await page.getByLabel(checkout.terms).check();
      await page.getByRole("button", { name: checkout.place }).click();
      const summary = page.locator('[data-form="review"] [data-error-summary]');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: store.waiverRequired })).toHaveAttribute("href", "#review-waiver");
      await expect(waiver).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#review-waiver-error")).toHaveText(store.waiverRequired);
      await waiver.check();
      await expect(summary).toHaveCount(0);
      await placeWith(page, checkout, checkout.card);
      await page.waitForURL(/\/payment\/sandbox\//);
      await payByCard(page, checkout, "4242 4242 4242 4242");
      await page.waitForURL(/\/checkout\/success\?order=/);
      await expect(page.locator('[data-next-step="paid"]')).toBeVisible();
      await expect(page.locator('[data-order-delivery="none"]')).toHaveText(store.noDelivery);
      // The confirmation e-mail states the waiver.
      await mailMatching(email, store.waiverMail);

      // The file in the account, with every download still to use.
      await page.locator("[data-downloads-note]").getByRole("link").click();
      await page.waitForURL(new RegExp(`${store.base}/user/downloadable-products$`));
      await waitForHydration(page);
      const card = page.locator('[data-download-status="AVAILABLE"]').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      const counts = card.locator("[data-downloads-remaining]");
      const allowed = Number(await counts.getAttribute("data-downloads-allowed"));
      expect(allowed).toBeGreaterThanOrEqual(2);
      await expect(counts).toHaveAttribute("data-downloads-remaining", String(allowed));

      // Downloaded by the link, then by a request: a PDF each time, one download spent each time.
      const link = card.getByRole("link", { name: store.download });
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(new RegExp(`^${store.base}/user/downloadable-products/[^/]+/file$`));
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
      expect(response.headers()["cache-control"]).toContain("no-store");
      expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator("[data-downloads-remaining]").first()).toHaveAttribute("data-downloads-remaining", String(allowed - 2));

      // Another customer, and a visitor, get the same 404 as for an unknown file.
      for (const signIn of [true, false]) {
        const context = await browser.newContext({ baseURL });
        const other = await context.newPage();
        if (signIn) await signedInCustomer(other, store.base, "downloads-other");
        else await ownClientAddress(other);
        expect((await other.request.get(href)).status()).toBe(404);
        await context.close();
      }
      expect((await page.request.get(`${store.base}/user/downloadable-products/unknown-right/file`)).status()).toBe(404);

      // The order: nothing delivered, nothing shipped.
      await page.locator("[data-download-order]").first().click();
      await page.waitForURL(new RegExp(`${store.base}/user/orders/[^/]+$`));
      await expect(page.locator('[data-order-delivery="none"]')).toContainText(store.noDelivery);
      await expect(page.locator("[data-line-shipped]")).toHaveCount(0);
    });

    test("a guest with a guide in the basket is asked to sign in or register, with no guest checkout", async ({ page }) => {
      await ownClientAddress(page);
      const { addToCart } = await graphql<{ addToCart: { success: boolean } }>(page, store.base, "mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success } }", {
        lines: [{ sku: GUIDE, quantity: 1 }],
      });
      expect(addToCart.success).toBe(true);
      await page.goto(`${store.base}/checkout/login`);
      await waitForHydration(page);
      await expect(page.locator("[data-requires-account]")).toHaveText(store.requiresAccount);
      await expect(page.locator('[data-checkout-login="guest"]')).toHaveCount(0);
      await expect(page.getByRole("button", { name: checkout.guest })).toHaveCount(0);
      await expect(page.locator('[data-checkout-login="login"]')).toBeVisible();
      await expect(page.getByRole("link", { name: store.register })).toHaveAttribute("href", `${store.base}/register?redirect=%2Fcheckout`);
      // The checkout itself sends a visitor back here.
      await page.goto(`${store.base}/checkout`);
      await page.waitForURL(new RegExp(`${store.base}/checkout/login$`));
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the order of a guide is refused without the waiver, then placed with it", async ({ page }) => {
    const store = STORES[0];
    const checkout = CHECKOUT_STORES[0];
    await signedInCustomer(page, "", "downloads-nojs");
    const { addToCart } = await graphql<{ addToCart: { success: boolean } }>(page, "", "mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success } }", {
      lines: [{ sku: GUIDE, quantity: 1 }],
    });
    expect(addToCart.success).toBe(true);
    await page.goto("/checkout");
    await fillAddress(page, "billing");
    await page.locator('[data-form="billing"]').getByRole("button", { name: checkout.continue }).click();
    await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
    // The terms alone: the server refuses, and says why.
    await page.locator("[data-payment] input").and(page.getByRole("radio", { name: checkout.transfer })).check();
    await page.getByLabel(checkout.terms).check();
    await page.getByRole("button", { name: checkout.place }).click();
    await expect(page.locator('[data-place-order-error="DOWNLOAD_WAIVER_REQUIRED"]')).toHaveText(store.waiverRequired);
    await page.getByRole("checkbox", { name: store.waiver }).check();
    await placeWith(page, checkout, checkout.transfer);
    await page.waitForURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole("heading", { level: 1, name: checkout.thanks })).toBeVisible();
  });
});
