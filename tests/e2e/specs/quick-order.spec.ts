import type { APIRequestContext, Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The quick order: a sku typed with a suggestion, lines pasted, a CSV file uploaded; one add with
 * every line, then each line's outcome: the lines added leave the form, the others keep their
 * text with the reason (unknown sku, not enough stock, options to choose on the product page,
 * quantity not allowed). Without JavaScript the pasted lines go through the route's action.
 * Skus are found through the API (the seed may change).
 */

const STORES = [
  {
    name: "fr-FR",
    prefix: "",
    skuLabel: "Référence, ligne 1",
    paste: "Coller plusieurs lignes",
    file: "Importer un fichier CSV",
    submit: "Ajouter au panier",
    added: /lignes? ajoutées? au panier/,
    chooseOptions: "Choisir sur la fiche produit",
    takeAvailable: /Prendre/,
    remove: /Retirer la ligne/,
  },
  {
    name: "en-GB",
    prefix: "/en",
    skuLabel: "SKU, line 1",
    paste: "Paste several lines",
    file: "Upload a CSV file",
    submit: "Add to basket",
    added: /lines? added to your basket/,
    chooseOptions: "Choose on the product page",
    takeAvailable: /Take the/,
    remove: /Remove line/,
  },
] as const;
type Store = (typeof STORES)[number];

async function graphql<T>(request: APIRequestContext, store: Store, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`${store.prefix}/graphql`, { headers: { "x-graphql-csrf": "1" }, data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Skus of the catalogue by kind, from the API's own suggestions. */
async function skus(request: APIRequestContext, store: Store) {
  const { skuSuggestions } = await graphql<{ skuSuggestions: { sku: string; type: string; stock: { isInStock: boolean } }[] }>(
    request,
    store,
    "query ($text: String!) { skuSuggestions(text: $text) { sku type stock { isInStock } } }",
    { text: "HE-LAV" },
  );
  const units = skuSuggestions.filter((product) => product.type === "simple" && product.stock.isInStock).map((product) => product.sku);
  const parent = skuSuggestions.find((product) => product.type === "configurable")?.sku;
  expect(units.length).toBeGreaterThan(2);
  expect(parent).toBeDefined();
  return { units, parent: parent! };
}

const cartQuantity = async (page: Page, store: Store, sku: string) =>
  (await graphql<{ cart: { items: { sku: string; quantity: number }[] } }>(page.request, store, "{ cart { items { sku quantity } } }")).cart.items.find(
    (line) => line.sku === sku,
  )?.quantity ?? 0;

const rows = (page: Page) => page.locator("[data-quick-order-row]");

for (const width of ["desktop", "phone"] as const) {
  for (const store of STORES) {
    test.describe(`${store.name} at the ${width}'s width`, () => {
      if (width === "phone") test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

      test("a sku typed takes a suggestion, and is added", async ({ page }) => {
        const { units } = await skus(page.request, store);
        await page.goto(`${store.prefix}/quick-order`);
        await waitForHydration(page);
        const field = page.getByRole("combobox", { name: store.skuLabel });
        await field.fill(units[0].slice(0, -2).toLowerCase());
        const option = page.locator(`[data-sku-suggestion="${units[0]}"]`);
        await expect(option).toBeVisible();
        await expect(field).toHaveAttribute("aria-expanded", "true");
        // The keyboard moves to it; Enter takes it without submitting.
        const index = await page.locator("[data-sku-suggestion]").evaluateAll((options, sku) => options.findIndex((entry) => entry.getAttribute("data-sku-suggestion") === sku), units[0]);
        for (let step = 0; step <= index; step++) await field.press("ArrowDown");
        await expect(field).toHaveAttribute("aria-activedescendant", /.+/);
        await field.press("Enter");
        await expect(field).toHaveValue(units[0]);
        await expect(field).toHaveAttribute("aria-expanded", "false");
        await page.getByRole("button", { name: store.submit }).click();
        await expect(page.locator("[data-quick-order-results]")).toContainText(store.added);
        await expect(page.locator(`[data-added-sku="${units[0]}"]`)).toBeVisible();
        expect(await cartQuantity(page, store, units[0])).toBeGreaterThan(0);
      });

      test("pasted lines with mixed results: the added leave, the others keep their text and say why", async ({ page }) => {
        const { units, parent } = await skus(page.request, store);
        await page.goto(`${store.prefix}/quick-order`);
        await waitForHydration(page);
        await page.getByLabel(store.paste).fill([`${units[1]};2`, "NOT-A-SKU-42,1", `${parent}\t1`, `${units[2]} 999`, `${units[1].toLowerCase()};0`].join("\n"));
        await page.getByRole("button", { name: store.submit }).click();
        await expect(page.locator("[data-quick-order-results]")).toContainText(store.added);
        await expect(page.locator(`[data-added-sku="${units[1]}"]`)).toBeVisible();
        await expect(rows(page)).toHaveCount(4);
        const refusals = await rows(page).evaluateAll((entries) => entries.map((entry) => entry.getAttribute("data-refusal")));
        expect(refusals).toEqual(["UNKNOWN_PRODUCT", "OPTIONS_REQUIRED", "INSUFFICIENT_STOCK", "QUANTITY_OUT_OF_RANGE"]);
        // Each keeps its text to be fixed.
        await expect(rows(page).nth(0).getByRole("combobox")).toHaveValue("NOT-A-SKU-42");
        await expect(rows(page).nth(2).getByRole("textbox")).toHaveValue("999");
        // Options are chosen on the product's page.
        await expect(rows(page).nth(1).getByRole("link", { name: store.chooseOptions })).toHaveAttribute("href", new RegExp(`/product/${parent}$`));
        expect(await cartQuantity(page, store, units[1])).toBe(2);
        expect(await cartQuantity(page, store, units[2])).toBe(0);

        // Fixed (the quantity, what is left in stock) or removed, they go.
        await rows(page).nth(3).getByRole("textbox").fill("1");
        await rows(page).nth(2).getByRole("button", { name: store.takeAvailable }).click();
        await rows(page).nth(1).getByRole("button", { name: store.remove }).click();
        await rows(page).nth(0).getByRole("button", { name: store.remove }).click();
        await expect(rows(page)).toHaveCount(2);
        await page.getByRole("button", { name: store.submit }).click();
        await expect(page.locator(`[data-added-sku="${units[1].toLowerCase()}"]`)).toBeVisible();
        await expect(page.locator(`[data-added-sku="${units[2]}"]`)).toBeVisible();
        await expect(page.locator("[data-refusal]")).toHaveCount(0);
        expect(await cartQuantity(page, store, units[2])).toBeGreaterThan(0);
      });

      test("a CSV file uploaded fills the rows, its header skipped", async ({ page }) => {
        const { units } = await skus(page.request, store);
        await page.goto(`${store.prefix}/quick-order`);
        await waitForHydration(page);
        const csv = `sku;qty\r\n${units[0]};3\r\n"${units[1]}";1\r\n`;
        await page.getByLabel(store.file).setInputFiles({ name: "order.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
        await expect(rows(page)).toHaveCount(2);
        await expect(rows(page).nth(0).getByRole("combobox")).toHaveValue(units[0]);
        await expect(rows(page).nth(0).getByRole("textbox")).toHaveValue("3");
        const before = await cartQuantity(page, store, units[0]);
        await page.getByRole("button", { name: store.submit }).click();
        await expect(page.locator(`[data-added-sku="${units[0]}"]`)).toBeVisible();
        expect(await cartQuantity(page, store, units[0])).toBe(before + 3);
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pasted lines are posted to the route's action, which answers each line's outcome", async ({ page }) => {
    const store = STORES[0];
    const { units } = await skus(page.request, store);
    await page.goto("/quick-order");
    await page.getByLabel(store.paste).fill(`${units[0]};2\nNOT-A-SKU-42;1`);
    await page.getByRole("button", { name: store.submit }).click();
    await expect(page.locator("[data-quick-order-results]")).toContainText(store.added);
    await expect(page.locator(`[data-added-sku="${units[0]}"]`)).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).nth(0)).toHaveAttribute("data-refusal", "UNKNOWN_PRODUCT");
    await expect(rows(page).nth(0).getByRole("combobox")).toHaveValue("NOT-A-SKU-42");
    expect(await cartQuantity(page, store, units[0])).toBe(2);
  });
});
