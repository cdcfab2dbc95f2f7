import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The mini-cart and `/cart` on the seeded catalogue, in both stores, at a desktop's width and a
 * phone's. Lines are added through the API with the page's own cookies (the shopper's session),
 * then the screens are driven as a shopper would: keyboard, steppers, forms, and without JavaScript.
 */

type Store = { base: "" | "/en"; cart: RegExp; title: string; empty: string; checkout: string; increase: RegExp; remove: RegExp };
const STORES: Store[] = [
  { base: "", cart: /^Panier/, title: "Votre panier", empty: "Votre panier est vide", checkout: "Passer commande", increase: /^Augmenter/, remove: /^Retirer .* du panier$/ },
  { base: "/en", cart: /^Basket/, title: "Your basket", empty: "Your basket is empty", checkout: "Go to checkout", increase: /^Increase/, remove: /^Remove .* from your basket$/ },
];

const CART_LINES = `
  cart { itemsQuantity items { item_id sku name quantity } }
`;

async function graphql<T = Record<string, unknown>>(page: Page, base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${base}/graphql`, { headers: { "x-graphql-csrf": "1" }, data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface LineInput {
  sku: string;
  quantity: number;
  selectedOptions?: { option_id: string; option_value: string }[];
  selectedCustomOptions?: { option_id: string; option_value: string }[];
  selectedBundleOptions?: { option_id: string; option_value: string; option_qty: number }[];
}

async function addLines(page: Page, base: string, lines: LineInput[]) {
  const data = await graphql<{ addToCart: { success: boolean; lineErrors: unknown[]; cart: { itemsQuantity: number; items: { item_id: string; sku: string; name: string }[] } } }>(
    page,
    base,
    `mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success errorCode lineErrors { line errorCode errorMessage } ${CART_LINES} } }`,
    { lines },
  );
  expect(data.addToCart.lineErrors).toEqual([]);
  expect(data.addToCart.success).toBe(true);
  return data.addToCart.cart;
}

/** A configurable's variant, as its product page adds it (the variant's sku and its options). */
async function variantLine(page: Page, base: string, sku: string, quantity: number): Promise<LineInput> {
  const { product } = await graphql<{ product: { selectedOptions: { option_id: string; option_value: string }[] } }>(
    page,
    base,
    `query Variant($sku: String!) { product(sku: $sku) { sku selectedOptions { option_id option_value } } }`,
    { sku },
  );
  return { sku, quantity, selectedOptions: product.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })) };
}

/** The square bottle (on sale) with its engraving, a custom text option. */
async function engravedBottleLine(page: Page, base: string): Promise<LineInput> {
  const sku = "FL-SPRAY-CARRE-50ML";
  const { product } = await graphql<{ product: { customOptions: { option_id: string; type: string }[] } }>(
    page,
    base,
    `query Bottle($sku: String!) { product(sku: $sku) { customOptions { option_id type } } }`,
    { sku },
  );
  const text = product.customOptions.find((option) => option.type === "field");
  expect(text, "the bottle's engraving").toBeDefined();
  return { sku, quantity: 1, selectedCustomOptions: [{ option_id: text!.option_id, option_value: "Pour Léa" }] };
}

/** The citrus discovery set with every required choice and two packs of smelling strips. */
async function kitLine(page: Page, base: string): Promise<LineInput> {
  const sku = "KIT-DECOUVERTE-AGRUMES";
  const { product } = await graphql<{ product: { bundleOptions: { id: string; required: boolean; values: { value: string; defaultQuantity: number; userDefinedQuantity: boolean }[] }[] } }>(
    page,
    base,
    `query Kit($sku: String!) { product(sku: $sku) { bundleOptions { id required values { value defaultQuantity userDefinedQuantity } } } }`,
    { sku },
  );
  const selectedBundleOptions = product.bundleOptions.flatMap((option) =>
    option.values.map((value) => ({ option_id: option.id, option_value: value.value, option_qty: value.userDefinedQuantity ? 2 : value.defaultQuantity })),
  );
  return { sku, quantity: 1, selectedBundleOptions };
}

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** `npm run admin -- stock set <sku> <qty>` on the end-to-end server's database. */
async function setStock(sku: string, quantity: number) {
  await promisify(execFile)("npm", ["run", "admin", "--", "stock", "set", sku, String(quantity)], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
}

/** The header's cart link once the browser has asked for the count. */
const cartLink = (page: Page, store: Store, count: number) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`^${store.cart.source.slice(1)}, ${count} `) });

for (const store of STORES) {
  for (const width of [1280, PHONE_WIDTH]) {
    test.describe(`${store.base || "fr"} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the mini-cart counts the items, opens from the keyboard, closes with Escape and gives focus back", async ({ page }) => {
        await page.goto(`${store.base}/`);
        await addLines(page, store.base, [await variantLine(page, store.base, "HE-BERGAMOTE-10ML", 2), await kitLine(page, store.base)]);
        await page.reload();
        await waitForHydration(page);
        const link = cartLink(page, store, 3);
        await expect(link).toBeVisible();
        await link.focus();
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog", { name: store.title });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole("listitem").filter({ has: page.getByRole("link") })).toHaveCount(2);
        await expect(drawer.locator('[data-total="subtotal"]')).toBeVisible();
        await expect(drawer.getByRole("link", { name: store.checkout })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(link).toBeFocused();
      });

      test("the cart page edits quantities and removes lines down to the empty state", async ({ page }) => {
        await page.goto(`${store.base}/`);
        await addLines(page, store.base, [await variantLine(page, store.base, "HE-BERGAMOTE-10ML", 1), await engravedBottleLine(page, store.base), await kitLine(page, store.base)]);
        await page.goto(`${store.base}/cart`);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.title);
        const lines = page.locator("[data-cart-line]");
        await expect(lines).toHaveCount(3);
        await expect(lines.nth(1)).toContainText("Pour Léa");
        await expect(lines.nth(1).locator("del")).toBeVisible(); // the bottle is on sale

        // The subtotal (the grand total may not move: a line more can reach free delivery).
        const subtotal = page.locator('[data-total="subtotal"]');
        const before = await subtotal.textContent();
        await lines.first().getByRole("button", { name: store.increase }).click();
        await expect(lines.first().getByRole("spinbutton")).toHaveValue("2");
        await expect(subtotal).not.toHaveText(before!);
        await expect(cartLink(page, store, 4)).toBeVisible();

        // A typed quantity is saved with Enter.
        await lines.first().getByRole("spinbutton").fill("4");
        await lines.first().getByRole("spinbutton").press("Enter");
        await expect(cartLink(page, store, 6)).toBeVisible();

        for (let left = 3; left > 0; left--) {
          await lines.first().getByRole("button", { name: store.remove }).click();
          await expect(lines).toHaveCount(left - 1);
        }
        await expect(page.getByRole("heading", { name: store.empty })).toBeVisible();
        await expect(page.locator("[data-cart-empty]").getByRole("link").first()).toBeVisible();
      });
    });
  }
}

test("a coupon: a refused code is said under the field, a good one applies and can be removed", async ({ page }) => {
  await page.goto("/");
  await addLines(page, "", [await variantLine(page, "", "HE-BERGAMOTE-10ML", 4)]);
  await page.goto("/cart");
  await waitForHydration(page);
  const field = page.getByLabel("Vous avez un code promo ?");
  await field.fill("PASUNCODE");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#" + (await field.getAttribute("aria-describedby")))).not.toBeEmpty();

  await field.fill("bienvenue10");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText("Code BIENVENUE10 appliqué")).toBeVisible();
  await expect(page.locator('[data-total="discount"]')).toBeVisible();
  await page.getByRole("button", { name: "Retirer le code BIENVENUE10" }).click();
  await expect(page.locator('[data-total="discount"]')).toHaveCount(0);
  await expect(page.getByLabel("Vous avez un code promo ?")).toBeVisible();
});

test("a stock problem is shown on its line, fixed in one click, and blocks checkout meanwhile", async ({ page }) => {
  // Two runs of the shop's CLI (a process each, seconds on a busy machine) besides the pages and their scans.
  test.setTimeout(60_000);
  const sku = "HE-CITRON-5ML";
  await page.goto("/en/");
  await addLines(page, "/en", [await variantLine(page, "/en", sku, 3)]);
  await setStock(sku, 1);
  try {
    await page.goto("/en/cart");
    await waitForHydration(page);
    const line = page.locator("[data-cart-line]").first();
    await expect(line.getByRole("button", { name: "Change to 1" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to checkout" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Go to checkout" })).toHaveAttribute("aria-disabled", "true");
    await line.getByRole("button", { name: "Change to 1" }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue("1");
    await expect(page.getByRole("link", { name: "Go to checkout" })).toBeVisible();
  } finally {
    await setStock(sku, 200);
  }
});

test("in pounds, the totals say what will be charged in euros", async ({ page }) => {
  await page.goto("/en/");
  await graphql(page, "/en", `mutation { setCurrency(currency: "GBP") { success } }`);
  await addLines(page, "/en", [await kitLine(page, "/en")]);
  await page.goto("/en/cart");
  await waitForHydration(page);
  await expect(page.locator('[data-total="grand"]')).toContainText("£");
  await expect(page.locator('[data-total="charged"]')).toContainText("€");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quantity form and the remove form work, and the header links to the cart", async ({ page }) => {
    await page.goto("/");
    await addLines(page, "", [await variantLine(page, "", "HE-BERGAMOTE-10ML", 1), await engravedBottleLine(page, "")]);
    await page.goto("/cart");
    await expect(page.getByRole("banner").getByRole("link", { name: "Panier" })).toHaveAttribute("href", "/cart");
    const first = page.locator("[data-cart-line]").first();
    await first.getByRole("button", { name: /^Augmenter/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator("[data-cart-line]").first().getByRole("spinbutton")).toHaveValue("2");
    await page.locator("[data-cart-line]").first().getByRole("spinbutton").fill("5");
    await page.locator("[data-cart-line]").first().getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.locator("[data-cart-line]").first().getByRole("spinbutton")).toHaveValue("5");
    await page.locator("[data-cart-line]").nth(1).getByRole("button", { name: /^Retirer/ }).click();
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
  });
});
