import type { APIRequestContext, Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Adding to the basket from a product page, for every product type, in both stores, at the
 * desktop's width and a phone's: a simple product, a configurable after choosing a variant, a
 * bottle with its custom options (an engraving, a typeface), a kit with its choices, a range with
 * two of its items. The products are found through the API (the seed may change), the cart is
 * read through it too (the page's cookies: the same session). Without JavaScript the add is a form
 * the product route's action answers.
 */

const STORES = [
  {
    name: "fr-FR",
    prefix: "",
    add: "Ajouter au panier",
    added: "Ajouté à votre panier.",
    miniCart: "Votre panier",
    miniCartAdded: /^Ajoutés? à votre panier : /,
    increase: /Augmenter/,
    onlyLeft: /Plus que \d+ disponibles?/,
    words: { simple: "pipette", configurable: "lavande", custom: "flacon parfum", bundle: "coffret", grouped: "gamme" },
  },
  {
    name: "en-GB",
    prefix: "/en",
    add: "Add to basket",
    added: "Added to your basket.",
    miniCart: "Your basket",
    miniCartAdded: /^Added to your basket: /,
    increase: /Increase/,
    onlyLeft: /Only \d+ left/,
    words: { simple: "pipette", configurable: "lavender", custom: "perfume bottle", bundle: "kit", grouped: "range" },
  },
] as const;
type Store = (typeof STORES)[number];

interface Found {
  sku: string;
  type: string;
  path: string;
  stock: { isInStock: boolean };
  customOptions: { option_id: string; type: string; max_characters: number | null }[];
  configurations: { sku: string; stock: { isInStock: boolean }; selectedOptions: { option_value: string; label: string }[] }[];
  groupedItems: { sku: string; stock: { isInStock: boolean } }[];
}

async function graphql<T>(request: APIRequestContext, store: Store, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`${store.prefix}/graphql`, { headers: { "x-graphql-csrf": "1" }, data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** The first product in stock of a type among a search's results (that the search finds it is the catalogue's business). */
/** Products in stock among a search's results that `accept` takes (that the search finds them is the catalogue's business). */
async function findProducts(request: APIRequestContext, store: Store, query: string, accept: (product: Found) => boolean): Promise<Found[]> {
  const data = await graphql<{ search: { listing: { products: Found[] } } }>(
    request,
    store,
    `query Find($query: String!) { search(query: $query, input: { pageLength: 8 }) { listing { products {
      sku type path stock { isInStock }
      customOptions { option_id type max_characters }
      configurations { sku stock { isInStock } selectedOptions { option_value label } }
      groupedItems { sku stock { isInStock } }
    } } } }`,
    { query },
  );
  return data.search.listing.products.filter((product) => product.stock.isInStock && accept(product));
}

/**
 * The first of these products with fewer than 999 units (stock quantities never leave the server:
 * an add of 999 in a context of its own, which the page's cart never sees, tells).
 */
async function withLimitedStock(request: APIRequestContext, store: Store, candidates: Found[]): Promise<Found> {
  for (const candidate of candidates) {
    const { addToCart } = await graphql<{ addToCart: { lineErrors: { errorCode: string }[] } }>(
      request,
      store,
      "mutation ($sku: String!) { addToCart(lines: [{ sku: $sku, quantity: 999 }]) { lineErrors { errorCode } } }",
      { sku: candidate.sku },
    );
    if (addToCart.lineErrors[0]?.errorCode === "INSUFFICIENT_STOCK") return candidate;
  }
  throw new Error("no product with fewer than 999 units among the candidates");
}

async function findProduct(request: APIRequestContext, store: Store, query: string, accept: (product: Found) => boolean): Promise<Found> {
  const data = await graphql<{ search: { listing: { products: Found[] } } }>(
    request,
    store,
    `query Find($query: String!) { search(query: $query, input: { pageLength: 8 }) { listing { products {
      sku type path stock { isInStock }
      customOptions { option_id type max_characters }
      configurations { sku stock { isInStock } selectedOptions { option_value label } }
      groupedItems { sku stock { isInStock } }
    } } } }`,
    { query },
  );
  const found = data.search.listing.products.find((product) => product.stock.isInStock && accept(product));
  expect(found, `a product for "${query}"`).toBeDefined();
  return found!;
}

interface CartLine {
  sku: string;
  quantity: number;
  product: { sku: string };
  selectedOptions: { option_value: string }[];
  selectedCustomOptions: { option_id: string; option_value: string }[];
  selectedBundleOptions: { option_value: string }[];
}

const cartOf = async (page: Page, store: Store) =>
  (
    await graphql<{ cart: { items: CartLine[] } }>(
      page.request,
      store,
      "{ cart { items { sku quantity product { sku } selectedOptions { option_value } selectedCustomOptions { option_id option_value } selectedBundleOptions { option_value } } } }",
    )
  ).cart.items;

async function open(page: Page, store: Store, product: Found) {
  await page.goto(`${store.prefix}${product.path}`);
  await waitForHydration(page);
}

/** Adds, then the mini-cart opens saying what was added; Escape closes it and the page says it too. */
async function addAndConfirm(page: Page, store: Store) {
  const form = page.locator("[data-add-to-basket]");
  await form.getByRole("button", { name: store.add }).click();
  const miniCart = page.getByRole("dialog", { name: store.miniCart });
  await expect(miniCart.getByRole("status").filter({ hasText: store.miniCartAdded })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(miniCart).toBeHidden();
  await expect(form.locator("[data-basket-result]")).toHaveText(store.added);
}

for (const width of ["desktop", "phone"] as const) {
  for (const store of STORES) {
    test.describe(`${store.name} at the ${width}'s width`, () => {
      if (width === "phone") test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

      test("a simple product is added with its quantity; more than there is says how many are left", async ({ page, request }) => {
        const candidates = await findProducts(request, store, store.words.simple, (found) => found.type === "simple" && found.customOptions.length === 0);
        const product = await withLimitedStock(request, store, candidates);
        await open(page, store, product);
        const form = page.locator("[data-add-to-basket]");
        await form.getByRole("spinbutton").fill("2");
        await addAndConfirm(page, store);
        expect((await cartOf(page, store)).find((line) => line.sku === product.sku)?.quantity).toBe(2);

        // With the 2 already in the basket, the line would ask for 999: more than there is.
        await form.getByRole("spinbutton").fill("997");
        await form.getByRole("button", { name: store.add }).click();
        await expect(form.locator("[data-basket-result]")).toHaveText(store.onlyLeft);
        expect((await cartOf(page, store)).find((line) => line.sku === product.sku)?.quantity).toBe(2);
      });

      test("a configurable product adds the variant chosen", async ({ page }) => {
        const product = await findProduct(
          page.request,
          store,
          "lavande",
          (found) => found.type === "configurable" && found.configurations.filter((variant) => variant.stock.isInStock).length > 1,
        );
        const variant = product.configurations.filter((entry) => entry.stock.isInStock)[1];
        await open(page, store, product);
        await page.locator("[data-configurable]").getByText(variant.selectedOptions[0].label, { exact: true }).click();
        await expect(page.locator("[data-current-sku]")).toHaveText(variant.sku);
        await addAndConfirm(page, store);
        const line = (await cartOf(page, store)).find((entry) => entry.sku === variant.sku);
        expect(line).toMatchObject({ quantity: 1, product: { sku: product.sku }, selectedOptions: [{ option_value: variant.selectedOptions[0].option_value }] });
      });

      test("custom options go with the line: an engraving within its limit and a typeface", async ({ page }) => {
        const product = await findProduct(page.request, store, store.words.custom, (found) => found.customOptions.some((option) => option.type === "field" && option.max_characters !== null));
        const engraving = product.customOptions.find((option) => option.type === "field")!;
        const typeface = product.customOptions.find((option) => option.type === "drop_down");
        await open(page, store, product);
        const field = page.locator(`[data-custom-option="${engraving.option_id}"] input`);
        await field.fill("x".repeat((engraving.max_characters ?? 20) + 5));
        // The field takes no more than the option allows.
        await expect(field).toHaveValue("x".repeat(engraving.max_characters ?? 20));
        await field.fill("Léa");
        if (typeface) await page.locator(`[data-custom-option="${typeface.option_id}"] select`).selectOption({ index: 1 });
        await addAndConfirm(page, store);
        const line = (await cartOf(page, store)).find((entry) => entry.sku === product.sku);
        expect(line?.selectedCustomOptions).toContainEqual({ option_id: engraving.option_id, option_value: "Léa" });
        if (typeface) expect(line?.selectedCustomOptions.some((option) => option.option_id === typeface.option_id)).toBe(true);
      });

      test("a kit is added with its choices", async ({ page }) => {
        const product = await findProduct(page.request, store, store.words.bundle, (found) => found.type === "bundle");
        await open(page, store, product);
        await addAndConfirm(page, store);
        const line = (await cartOf(page, store)).find((entry) => entry.sku === product.sku);
        expect(line?.selectedBundleOptions.length).toBeGreaterThan(0);
      });

      test("a range adds each item with a quantity as its own line", async ({ page }) => {
        const product = await findProduct(page.request, store, store.words.grouped, (found) => found.type === "grouped" && found.groupedItems.filter((item) => item.stock.isInStock).length > 1);
        const [first, second] = product.groupedItems.filter((item) => item.stock.isInStock);
        await open(page, store, product);
        await page.locator(`[data-grouped-item="${first.sku}"]`).getByRole("button", { name: store.increase }).click();
        const secondRow = page.locator(`[data-grouped-item="${second.sku}"]`);
        await secondRow.getByRole("button", { name: store.increase }).click();
        await secondRow.getByRole("button", { name: store.increase }).click();
        await addAndConfirm(page, store);
        const cart = await cartOf(page, store);
        expect(cart.find((line) => line.sku === first.sku)?.quantity).toBe(1);
        expect(cart.find((line) => line.sku === second.sku)?.quantity).toBe(2);
        expect(cart.some((line) => line.sku === product.sku)).toBe(false);
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the add form posts the selection: the basket follows, a refusal is said on the page", async ({ page }) => {
    const store = STORES[0];
    const product = await findProduct(page.request, store, store.words.configurable, (found) => found.type === "configurable" && found.configurations.some((variant) => variant.stock.isInStock));
    // The page by sku (`/product/:sku`): the add form posts to its action from any product page.
    await page.goto(`/product/${product.sku}`);
    // The page opens with a variant chosen: its form posts it with the quantity.
    const sku = await page.locator("[data-current-sku]").textContent();
    await page.locator("[data-add-to-basket]").getByRole("spinbutton").fill("3");
    await page.getByRole("button", { name: store.add }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartOf(page, store)).find((line) => line.sku === sku)?.quantity).toBe(3);

    // The page by sku (`/product/:sku`): the add form posts to its action from any product page.
    await page.goto(`/product/${product.sku}`);
    // 999 more than the 3 in the basket: past the most a line may hold (the field itself takes up to 999).
    await page.locator("[data-add-to-basket]").getByRole("spinbutton").fill("999");
    await page.getByRole("button", { name: store.add }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.sku}$`));
    await expect(page.locator("[data-basket-result]")).toContainText(/1 à 999/);
    expect((await cartOf(page, store)).find((line) => line.sku === sku)?.quantity).toBe(3);
  });
});
