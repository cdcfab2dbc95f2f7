import type { Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";
import { STORES, type Store, fillAddress, fillCart, graphql, payByCard, placeWith, step, throughDelivery } from "./checkout-kit.ts";

/**
 * The checkout on the seeded shop, in both stores, at a desktop's width and a phone's: a guest
 * paying by bank transfer to a pickup point, a payment given up then paid again or cancelled, a
 * success page asked for someone else's order, the checkout without JavaScript. Every test has
 * a guest's session of its own (the demo customer's checkouts are checkout-signed-in.spec.ts).
 * Every screen is scanned by axe (the fixture).
 */

for (const store of STORES) {
  for (const width of [1280, PHONE_WIDTH]) {
    test.describe(`${store.base || "fr"} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === PHONE_WIDTH ? 740 : 900 } });
      // A whole checkout: five steps, a reload, the confirmation, each screen scanned by axe.
      test.describe.configure({ timeout: 90_000 });

      test("a guest pays by bank transfer for a delivery to a pickup point", async ({ page }) => {
        await page.goto(`${store.base}/`);
        await fillCart(page, store.base, 2);
        await page.goto(`${store.base}/cart`);
        await page.getByRole("link", { name: store.base ? "Go to checkout" : "Passer commande" }).click();
        await expect(page.getByRole("heading", { level: 1, name: store.login })).toBeVisible();
        await waitForHydration(page);
        const guest = page.locator('[data-checkout-login="guest"]');
        // The error summary: an empty e-mail is said at the top, linked to its field.
        await guest.getByRole("button", { name: store.guest }).click();
        await expect(guest.getByRole("alert")).toBeVisible();
        await expect(guest.getByLabel(store.email)).toHaveAttribute("aria-invalid", "true");
        await guest.getByLabel(store.email).fill("camille.guest@example.com");
        await guest.getByRole("button", { name: store.guest }).click();
        await page.waitForURL(new RegExp(`${store.base}/checkout/?$`));
        await waitForHydration(page);
        // The total is always in view: the summary beside the steps, or the phone's bar.
        if (width === PHONE_WIDTH) await expect(page.locator("[data-summary-bar]")).toBeVisible();
        else await expect(page.locator("#checkout-summary")).toBeVisible();
        await throughDelivery(page, store, { relay: true });
        // The state is the server cart's: a reload lands on the same step.
        await page.reload();
        await waitForHydration(page);
        await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
        await expect(step(page, "delivery").locator('[data-step-summary="delivery"]')).toContainText(store.relay);
        // The terms must be accepted.
        await page.locator("[data-payment] input").and(page.getByRole("radio", { name: store.transfer })).check();
        await page.getByRole("button", { name: store.place }).click();
        await expect(page.locator('[data-form="review"] [data-error-summary]')).toBeVisible();
        await placeWith(page, store, store.transfer);
        await page.waitForURL(/\/checkout\/success\?order=/);
        await expect(page.getByRole("heading", { level: 1, name: store.thanks })).toBeVisible();
        await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PENDING_PAYMENT");
        await expect(page.locator('[data-payment-instructions="transfer"] [data-instruction="iban"]')).not.toBeEmpty();
        await expect(page.locator('[data-payment-instructions="transfer"] [data-instruction="reference"]')).not.toBeEmpty();
        await expect(page.locator("[data-order-pickup]")).toBeVisible();
        await expect(page.getByText(store.awaiting)).toBeVisible();
      });
    });
  }
}

/** A guest's checkout filled in through the API (its own session): e-mail, a French address, home delivery. */
async function guestReady(page: Page, base: string, email: string) {
  await page.goto(`${base}/`);
  await fillCart(page, base, 2);
  await graphql(page, base, `mutation E($e: String!) { setCheckoutEmail(email: $e) { success } }`, { e: email });
  await graphql(page, base, `mutation A($a: CheckoutAddressInput!) { setShippingAddress(address: $a) { success } }`, {
    a: { firstname: "Alex", lastname: "Martin", street: ["1 rue de la Paix"], postcode: "75002", city: "Paris", countryCode: "FR", telephone: "0612345678" },
  });
  const { cart } = await graphql<{ cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } }>(page, base, `{ cart { shippingMethods { code needsPickupPoint } } }`);
  await graphql(page, base, `mutation M($c: String!) { setShippingMethod(code: $c) { success } }`, { c: cart.shippingMethods.find((method) => !method.needsPickupPoint)!.code });
}

/** Places the guest's order by card and gives up on the provider's page: back at the checkout with the unpaid order. */
async function cardGivenUp(page: Page, store: Store) {
  await page.goto(`${store.base}/checkout/`);
  await waitForHydration(page);
  await placeWith(page, store, store.card);
  await page.waitForURL(/\/payment\/sandbox\//);
  await payByCard(page, store, "4000 0000 0000 0002");
  await expect(page.getByText(store.declined)).toBeVisible();
  await page.getByRole("button", { name: store.base ? "Cancel and return to the shop" : "Annuler et revenir à la boutique" }).click();
  await page.waitForURL(/\/checkout\/\?payment=cancelled&order=/);
  await expect(page.locator('[data-unpaid-order="unpaid"]')).toBeVisible();
}

test.describe("a payment that did not go through", () => {
  test.describe.configure({ timeout: 90_000 });

  test("en: declined, given up, then paid again with the wallet", async ({ page }) => {
    const store = STORES[1];
    await guestReady(page, store.base, "retry.wallet@example.com");
    await cardGivenUp(page, store);
    await expect(page.getByRole("heading", { level: 2, name: "Your payment did not go through" })).toBeVisible();
    const retry = page.locator('[data-form="retry-payment"]');
    await retry.getByRole("radio", { name: store.wallet }).check();
    await retry.getByRole("button", { name: /Pay .* again/ }).click();
    await page.waitForURL(/\/payment\/sandbox\/sandbox_wallet\//);
    await page.getByRole("button", { name: store.approve }).click();
    await page.waitForURL(/\/checkout\/success\?order=/);
    await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PROCESSING");
  });

  test("fr: given up, the order cancelled at once and the basket back, ready to order again", async ({ page }) => {
    const store = STORES[0];
    await guestReady(page, store.base, "annule.panier@example.com");
    await cardGivenUp(page, store);
    await page.getByRole("button", { name: "Annuler la commande et retrouver mon panier" }).click();
    await page.waitForURL(/\/checkout\/\?order=.*basket=restored/);
    await expect(page.locator('[data-unpaid-order="restored"]')).toContainText("de retour dans votre panier");
    // The basket and the checkout's details are back: straight to the payment step.
    await expect(page.locator("#checkout-summary")).toContainText("Bergamote");
    await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
    await waitForHydration(page);
    await placeWith(page, store, store.transfer);
    await page.waitForURL(/\/checkout\/success\?order=/);
    await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PENDING_PAYMENT");
  });
});

test("en: a basket changed in another tab after the review is not ordered at a total the shopper did not see", async ({ page }) => {
  const store = STORES[1];
  await guestReady(page, store.base, "amount.changed@example.com");
  await page.goto(`${store.base}/checkout/`);
  await waitForHydration(page);
  const total = page.locator("[data-review-total]");
  const shown = (await total.textContent())!;
  // Another tab adds a bottle: this page still shows the total of two.
  await fillCart(page, store.base, 1);
  await placeWith(page, store, store.transfer);
  const refusal = page.locator('[data-place-order-error="AMOUNT_CHANGED"]');
  await expect(refusal).toContainText("The total of your order has changed");
  // The cart read again: the new total, and the same amount said with the refusal under it.
  await expect(total).not.toHaveText(shown);
  await expect(refusal.locator("[data-amount-changed]")).toContainText((await total.textContent())!);
  await expect(page.getByRole("button", { name: store.place })).toBeEnabled();
  await page.getByRole("button", { name: store.place }).click();
  await page.waitForURL(/\/checkout\/success\?order=/);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PENDING_PAYMENT");
});

test("a success page asked for another shopper's order shows nothing of it", async ({ page, browser, baseURL }) => {
  // A guest places an order in one browser…
  await page.goto("/en/");
  await fillCart(page, "/en");
  await graphql(page, "/en", `mutation { setCheckoutEmail(email: "owner@example.com") { success } }`);
  await graphql(page, "/en", `mutation A($a: CheckoutAddressInput!) { setShippingAddress(address: $a) { success } }`, {
    a: { firstname: "Alex", lastname: "Owner", street: ["1 rue de la Paix"], postcode: "75002", city: "Paris", countryCode: "FR", telephone: "0612345678" },
  });
  const { cart } = await graphql<{ cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } }>(page, "/en", `{ cart { shippingMethods { code needsPickupPoint } } }`);
  await graphql(page, "/en", `mutation M($c: String!) { setShippingMethod(code: $c) { success } }`, { c: cart.shippingMethods.find((method) => !method.needsPickupPoint)!.code });
  const placed = await graphql<{ placeOrder: { success: boolean; order: { order_id: string; number: string } } }>(
    page,
    "/en",
    `mutation P($i: PlaceOrderInput!) { placeOrder(input: $i) { success errorMessage order { order_id number } } }`,
    { i: { paymentMethod: "bank_transfer", idempotencyKey: `e2e-forgery-${Date.now()}`, acceptTerms: true } },
  );
  expect(placed.placeOrder.success).toBe(true);
  // …another browser (another session) asks for it by its id, and by its number.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  for (const id of [placed.placeOrder.order.order_id, placed.placeOrder.order.number]) {
    await other.goto(`/en/checkout/success?order=${encodeURIComponent(id)}`);
    await expect(other.getByRole("heading", { level: 1, name: "No order to show" })).toBeVisible();
    await expect(other.locator("body")).not.toContainText("Alex");
    await expect(other.locator("body")).not.toContainText(placed.placeOrder.order.number);
  }
  await otherContext.close();
  // The owner sees it.
  await page.goto(`/en/checkout/success?order=${placed.placeOrder.order.order_id}`);
  await expect(page.locator("[data-order-number]")).toHaveAttribute("data-order-number", placed.placeOrder.order.number);
});

test("with pounds displayed, the shopper is told the euros charged", async ({ page }) => {
  await page.goto("/en/");
  await fillCart(page, "/en");
  await graphql(page, "/en", `mutation { setCurrency(currency: "GBP") { success } }`);
  await graphql(page, "/en", `mutation { setCheckoutEmail(email: "pounds@example.com") { success } }`);
  await page.goto("/en/checkout");
  await expect(page.locator("#checkout-summary [data-charged]")).toContainText(/You will be charged €[\d.]+ \(EUR\)/);
});

test("an empty cart is sent back to the cart; a cancelled payment is said", async ({ page }) => {
  await page.goto("/checkout/login");
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto("/checkout/?payment=cancelled");
  await expect(page.locator("[data-payment-cancelled]")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the guest's e-mail and the shipping address are saved by the forms", async ({ page }) => {
    await page.goto("/");
    await fillCart(page, "");
    await page.goto("/checkout/login");
    const guest = page.locator('[data-checkout-login="guest"]');
    await guest.getByLabel("Adresse e-mail").fill("sans-js@example.com");
    await guest.getByRole("button", { name: "Continuer sans compte" }).click();
    await expect(page).toHaveURL(/\/checkout\/?$/);
    await expect(step(page, "contact")).toHaveAttribute("data-step-state", "done");
    await fillAddress(page, "shipping", { postcode: "ABC" });
    await page.locator('[data-form="shipping"]').getByRole("button", { name: "Continuer" }).click();
    await expect(page.locator('[data-form="shipping"] [data-error-summary]')).toBeVisible();
    await fillAddress(page, "shipping");
    await page.locator('[data-form="shipping"]').getByRole("button", { name: "Continuer" }).click();
    await expect(step(page, "delivery")).toHaveAttribute("data-step-state", "current");
  });

  test("a guest completes an order by bank transfer to a pickup point", async ({ page }) => {
    // A whole checkout of plain form posts, each answered by a new page.
    test.setTimeout(90_000);
    const store = STORES[0];
    await page.goto("/");
    await fillCart(page, "");
    await page.goto("/checkout/login");
    const guest = page.locator('[data-checkout-login="guest"]');
    await guest.getByLabel(store.email).fill("sans-js.relais@example.com");
    await guest.getByRole("button", { name: store.guest }).click();
    await fillAddress(page, "shipping");
    await page.locator('[data-form="shipping"]').getByRole("button", { name: store.continue }).click();
    // The relay search: the delivery form sent by GET, the nearest points as choices in the page.
    await page.getByRole("radio", { name: store.relay }).check();
    await page.getByLabel(store.pickupPlace).fill("75011");
    await page.getByRole("button", { name: store.search }).click();
    await expect(page).toHaveURL(/pickupPlace=75011/);
    await expect(page.getByRole("radio", { name: store.relay })).toBeChecked();
    const first = page.locator("[data-pickup-point]").first();
    await expect(first).toBeVisible();
    await first.getByRole("radio").check();
    await page.getByRole("button", { name: store.confirmDelivery }).click();
    await expect(step(page, "delivery").locator('[data-step-summary="delivery"]')).toContainText(store.relay);
    // Billed to the delivery address unless told otherwise: another one, its fields a link away.
    await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
    await page.locator('[data-modify="billing"]').click();
    await page.locator("[data-billing-other]").click();
    await fillAddress(page, "billing", { postcode: "69001", city: "Lyon" });
    await page.locator('[data-form="billing"]').getByRole("button", { name: store.continue }).click();
    await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
    await expect(step(page, "billing")).toContainText("69001 Lyon");
    // The terms are checked by the server: refused, then accepted.
    await page.locator("[data-payment] input").and(page.getByRole("radio", { name: store.transfer })).check();
    await page.getByRole("button", { name: store.place }).click();
    await expect(page.locator('[data-place-order-error="TERMS_NOT_ACCEPTED"]')).toBeVisible();
    await placeWith(page, store, store.transfer);
    await page.waitForURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole("heading", { level: 1, name: store.thanks })).toBeVisible();
    await expect(page.locator('[data-payment-instructions="transfer"] [data-instruction="iban"]')).not.toBeEmpty();
    await expect(page.locator("[data-order-pickup]")).toBeVisible();
  });

  test("a basket changed after the page was shown is refused with its new total, then ordered", async ({ page }) => {
    const store = STORES[0];
    await guestReady(page, store.base, "sans-js.montant@example.com");
    await page.goto("/checkout/");
    // Another tab adds a bottle: the page posts the total it showed.
    await fillCart(page, store.base, 1);
    await placeWith(page, store, store.transfer);
    const refusal = page.locator('[data-place-order-error="AMOUNT_CHANGED"]');
    await expect(refusal).toContainText("Le montant de votre commande a changé");
    await expect(refusal.locator("[data-amount-changed]")).toContainText((await page.locator("[data-review-total]").textContent())!);
    await placeWith(page, store, store.transfer);
    await page.waitForURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole("heading", { level: 1, name: store.thanks })).toBeVisible();
  });
});
