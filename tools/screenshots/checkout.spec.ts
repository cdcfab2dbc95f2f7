import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../../tests/e2e/specs/fixtures.ts";

/**
 * Screenshots of the checkout to look at, not tests: `npm run screenshots` (after `npm run build`)
 * writes them to SHOTS_DIR (default /tmp/shots). Every step, the sandbox provider's pages and the
 * confirmation, at a phone's width (360 px) and a desktop's, whole pages.
 */
const directory = process.env.SHOTS_DIR ?? "/tmp/shots";

async function graphql<T = Record<string, unknown>>(page: Page, base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${base}/graphql`, { headers: { "x-graphql-csrf": "1" }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function fillCart(page: Page, base: string) {
  const lines = [];
  for (const [sku, quantity] of [
    ["HE-BERGAMOTE-10ML", 2],
    ["HE-LAVANDE-FINE-10ML", 1],
  ] as const) {
    const { product } = await graphql<{ product: { selectedOptions: { option_id: string; option_value: string }[] } | null }>(
      page,
      base,
      `query Variant($sku: String!) { product(sku: $sku) { sku selectedOptions { option_id option_value } } }`,
      { sku },
    );
    if (product) lines.push({ sku, quantity, selectedOptions: product.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })) });
  }
  await graphql(page, base, `mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success } }`, { lines });
}

/** Contact, address and home delivery through the API: the screens start at the payment. */
async function readyToPay(page: Page, base: string) {
  await fillCart(page, base);
  await graphql(page, base, `mutation { setCheckoutEmail(email: "camille@example.com") { success } }`);
  await graphql(page, base, `mutation A($a: CheckoutAddressInput!) { setShippingAddress(address: $a) { success } }`, {
    a: { firstname: "Camille", lastname: "Martin", street: ["12 rue des Lilas"], postcode: "75011", city: "Paris", countryCode: "FR", telephone: "0612345678" },
  });
  const { cart } = await graphql<{ cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } }>(page, base, `{ cart { shippingMethods { code needsPickupPoint } } }`);
  await graphql(page, base, `mutation M($c: String!) { setShippingMethod(code: $c) { success } }`, { c: cart.shippingMethods.find((method) => !method.needsPickupPoint)!.code });
}

async function shot(page: Page, name: string, width: number) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(directory, `${name}-${width}.png`), fullPage: true });
}

/**
 * A guest's English checkout at `width`, ready to pay and hydrated; `prepare` runs on the store's
 * home page first (a currency to display, say).
 */
async function englishCheckoutReady(page: Page, width: number, prepare?: () => Promise<unknown>) {
  await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
  await page.goto("/en/");
  await prepare?.();
  await readyToPay(page, "/en");
  await page.goto("/en/checkout");
  await waitForHydration(page);
}

async function placeWith(page: Page, method: RegExp) {
  await page.locator("[data-payment] input").and(page.getByRole("radio", { name: method })).check();
  await page.locator('[data-form="review"] input[type="checkbox"]').check();
  await page.locator("[data-place-order]").click();
}

for (const width of [360, 1280]) {
  test(`checkout steps and bank transfer at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
    await page.goto("/");
    await fillCart(page, "");
    await page.goto("/checkout/login");
    await waitForHydration(page);
    await shot(page, "checkout-login", width);
    const guest = page.locator('[data-checkout-login="guest"]');
    await guest.getByLabel("Adresse e-mail").fill("camille@example.com");
    await guest.getByRole("button", { name: "Continuer sans compte" }).click();
    await page.waitForURL(/\/checkout\/?$/);
    await waitForHydration(page);
    await shot(page, "checkout-step-address", width);
    await page.locator('[data-form="shipping"] button[type="submit"]').click();
    await expect(page.locator('[data-form="shipping"] [data-error-summary]')).toBeVisible();
    await shot(page, "checkout-step-address-errors", width);
    const form = page.locator('[data-form="shipping"]');
    await form.locator('[name="firstname"]').fill("Camille");
    await form.locator('[name="lastname"]').fill("Martin");
    await form.locator('[name="street1"]').fill("12 rue des Lilas");
    await form.locator('[name="postcode"]').fill("75011");
    await form.locator('[name="city"]').fill("Paris");
    await form.locator('[name="telephone"]').fill("06 12 34 56 78");
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-step="delivery"]')).toHaveAttribute("data-step-state", "current");
    await shot(page, "checkout-step-delivery", width);
    await page.getByRole("radio", { name: /point relais/ }).check();
    await page.getByLabel("Code postal ou ville").fill("75011");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.locator("[data-pickup-point]").first()).toBeVisible();
    await page.locator("[data-pickup-point]").first().getByRole("radio").check();
    await page.locator("[data-pickup-point]").first().locator("summary").click();
    await shot(page, "checkout-step-pickup-points", width);
    await page.getByRole("button", { name: "Valider la livraison" }).click();
    await expect(page.locator('[data-step="payment"]')).toHaveAttribute("data-step-state", "current");
    await page.locator("[data-payment] input").first().check();
    await shot(page, "checkout-step-payment-review", width);
    await placeWith(page, /Virement/);
    await page.waitForURL(/\/checkout\/success\?order=/);
    await shot(page, "checkout-success-transfer", width);
  });

  test(`sandbox card pages and a paid order at ${width} px`, async ({ page, allowConsoleError }) => {
    test.slow();
    // The provider's sandbox page declares no icon: the browser's own request for one is answered 404.
    allowConsoleError(/favicon\.ico/);
    await englishCheckoutReady(page, width);
    await placeWith(page, /Card/);
    await page.waitForURL(/\/payment\/sandbox\//);
    await shot(page, "sandbox-card", width);
    await page.getByLabel(/^Card number/).fill("4000 0000 0000 3220");
    await page.getByLabel(/^Expiry date/).fill("12/34");
    await page.getByLabel(/^Security code/).fill("123");
    const name = page.getByLabel(/^Name on card/);
    if (await name.count()) await name.fill("Camille Martin");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("button", { name: "Authenticate" })).toBeVisible();
    await shot(page, "sandbox-3ds", width);
    await page.getByRole("button", { name: "Authenticate" }).click();
    await page.waitForURL(/\/checkout\/success\?order=/);
    await shot(page, "checkout-success-card", width);
  });

  test(`sandbox wallet page and pounds at ${width} px`, async ({ page, allowConsoleError }) => {
    test.slow();
    // The provider's sandbox page declares no icon: the browser's own request for one is answered 404.
    allowConsoleError(/favicon\.ico/);
    await englishCheckoutReady(page, width, () => graphql(page, "/en", `mutation { setCurrency(currency: "GBP") { success } }`));
    await shot(page, "checkout-gbp-payment-review", width);
    await placeWith(page, /Wallet|PayPal/i);
    await page.waitForURL(/\/payment\/sandbox\//);
    await shot(page, "sandbox-wallet", width);
  });

  test(`a payment that did not go through, then the basket back at ${width} px`, async ({ page, allowConsoleError }) => {
    test.slow();
    allowConsoleError(/favicon\.ico/);
    await englishCheckoutReady(page, width);
    await placeWith(page, /Card/);
    await page.waitForURL(/\/payment\/sandbox\//);
    await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
    await page.waitForURL(/payment=cancelled&order=/);
    await expect(page.locator('[data-unpaid-order="unpaid"]')).toBeVisible();
    await shot(page, "checkout-unpaid-order", width);
    await page.locator("[data-cancel-order]").click();
    await page.waitForURL(/basket=restored/);
    await shot(page, "checkout-basket-restored", width);
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false });
    test(`the relay search's nearest points`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto("/");
      await readyToPay(page, "");
      await page.goto("/checkout/?step=delivery");
      await page.getByRole("radio", { name: /point relais/ }).check();
      await page.getByLabel("Code postal ou ville").fill("75011");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page.locator("[data-pickup-point]").first()).toBeVisible();
      await shot(page, "checkout-nojs-pickup-points", width);
      await page.locator("[data-pickup-point]").first().getByRole("radio").check();
      await page.getByRole("button", { name: "Valider la livraison" }).click();
      await page.locator('[data-modify="billing"]').click();
      await shot(page, "checkout-nojs-billing", width);
    });
  });

  test(`no order to show at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
    await page.goto("/checkout/success?order=not-yours");
    await waitForHydration(page);
    await shot(page, "checkout-success-none", width);
  });
}
