import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Search, storefront side, on the seeded catalogue: suggestions as you type in the header (an
 * ARIA combobox), and the search page `/search/:query` (listing state in the URL, facets with the
 * category facet, pagination, spelling correction, no-result help). "lavande" finds 28 products,
 * 13 of them in "Huiles essentielles".
 */
const searchBox = (page: Page, name = "Rechercher un produit") => page.getByRole("combobox", { name });
const listbox = (page: Page) => page.locator("[data-search-suggestions]").getByRole("listbox");
const cards = (page: Page) => page.locator("[data-listing] [data-sku]");
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /produit/ });

async function typeQuery(page: Page, text: string, name?: string) {
  const input = searchBox(page, name);
  // A slow machine can pause longer than the debounce between two keystrokes, so the list may show
  // a shorter text's suggestions first: the whole text's answer replaces them, with no option
  // active. A test goes on once that answer is in, and a frame later, drawn.
  const answered = page.waitForResponse(async (response) => {
    const sent = `${decodeURIComponent(response.url())} ${response.request().postData() ?? ""}`;
    return sent.includes(`"query":"${text}"`) && (await response.text()).includes('"searchSuggestions"');
  });
  await input.click();
  await input.pressSequentially(text, { delay: 40 });
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(listbox(page)).toBeVisible();
  return input;
}

test("suggestions as you type: products, categories; pick a product with the keyboard", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const input = await typeQuery(page, "lavan");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  const products = listbox(page).getByRole("group", { name: "Produits" }).getByRole("option");
  // Products whose name starts with what was typed, with their price.
  await expect(products.first()).toContainText(/Lavand/);
  await expect(products.first()).toContainText("€");
  await expect(listbox(page).getByRole("group", { name: "Catégories" }).getByRole("option", { name: "Lavandes" })).toBeVisible();

  // Nothing active until an arrow key; ArrowDown activates the first product.
  await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);
  await input.press("ArrowDown");
  const firstId = await products.first().getAttribute("id");
  await expect(input).toHaveAttribute("aria-activedescendant", firstId!);
  await expect(products.first()).toHaveAttribute("aria-selected", "true");
  const chosen = await products.first().getAttribute("href");
  expect(chosen).toMatch(/^\/[\w-]+$/);
  await input.press("Enter");
  await expect(page).toHaveURL(new URL(chosen!, page.url()).href);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Lavand/);
  await expect(input).toHaveAttribute("aria-expanded", "false");
});

test("Enter with no active option opens the search page; Escape closes, then clears", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const input = await typeQuery(page, "lavan");
  await input.press("Escape");
  await expect(listbox(page)).toBeHidden();
  await expect(input).toHaveValue("lavan");
  await input.press("Escape");
  await expect(input).toHaveValue("");

  await typeQuery(page, "lavande");
  await input.press("ArrowDown");
  await input.press("ArrowUp");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/lavande$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « lavande » (28 produits)");
});

test("a click outside closes the suggestions; one character suggests nothing", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const input = searchBox(page);
  await input.click();
  await input.pressSequentially("l");
  await page.waitForTimeout(400);
  await expect(listbox(page)).toBeHidden();
  await input.pressSequentially("av");
  await expect(listbox(page)).toBeVisible();
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await expect(listbox(page)).toBeHidden();
});

test("suggestions at 360 px: a full-width panel under the header", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await waitForHydration(page);
  await typeQuery(page, "néro");
  // Polled: the list may still be between the suggestions of "nér" and those of "néro".
  const panel = page.locator("[data-search-suggestions]");
  await expect.poll(async () => await panel.boundingBox()).toMatchObject({ x: 0, width: 360 });
});

test("the English store: suggestions and results in English, links keep /en", async ({ page }) => {
  await page.goto("/en/");
  await waitForHydration(page);
  const input = await typeQuery(page, "laven", "Search for a product");
  await expect(listbox(page).getByRole("group", { name: "Products" })).toBeVisible();
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en\/[a-z0-9-]+$/);
  await page.goto("/en/search/lavender");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for ‘lavender’ (28 products)");
});

test("the search page: ranked results, filter by the category facet, paginate; noindex", async ({ page }) => {
  await page.goto("/search/lavande");
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(resultCount(page)).toHaveText("1 à 18 sur 28 produits");
  await expect(cards(page)).toHaveCount(18);
  await expect(page.getByLabel("Trier par")).toHaveValue("relevance:desc");
  // The header's box shows the query searched, without opening suggestions by itself.
  await expect(searchBox(page)).toHaveValue("lavande");
  await page.waitForTimeout(400);
  await expect(listbox(page)).toBeHidden();

  const essentialOils = page.getByRole("group", { name: "Catégorie" }).getByRole("checkbox", { name: /^Huiles essentielles/ });
  await essentialOils.check();
  await expect(page).toHaveURL(/\/search\/lavande\?category=3$/);
  await expect(resultCount(page)).toHaveText("13 produits");
  await expect(page.getByRole("link", { name: /Catégorie : Huiles essentielles/ })).toBeVisible();

  await essentialOils.uncheck();
  await expect(page).toHaveURL(/\/search\/lavande$/);
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/search\/lavande\?page=2$/);
  await expect(resultCount(page)).toHaveText("19 à 28 sur 28 produits");
  await expect(cards(page)).toHaveCount(10);

  // A sort other than relevance is in the URL; relevance again removes it (canonical URL).
  await page.getByLabel("Trier par").selectOption("price:asc");
  await expect(page).toHaveURL(/sort=/);
  await page.getByLabel("Trier par").selectOption("relevance:desc");
  await expect(page).toHaveURL(/\/search\/lavande$/);
});

test("the search page at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/search/lavande");
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(18);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test("accents, corrections, no results and hostile text", async ({ page }) => {
  await page.goto("/search/neroli");
  await expect(cards(page).filter({ hasText: "Néroli" }).first()).toBeVisible();

  await page.goto("/search/lavnde");
  await expect(page.locator("[data-corrected-query]")).toContainText("lavande");
  await expect(resultCount(page)).toHaveText("1 à 18 sur 28 produits");

  await page.goto("/search/zzqxw");
  await waitForHydration(page);
  const empty = page.locator("[data-search-empty]");
  await expect(empty).toContainText("Aucun produit ne correspond à « zzqxw ».");
  await empty.getByRole("link", { name: "Huiles essentielles" }).click();
  await expect(page).toHaveURL(/\/huiles-essentielles$/);

  const hostile = await page.goto(`/search/${encodeURIComponent('"*NEAR(')}`);
  expect(hostile?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText('Résultats pour « "*NEAR( »');

  const script = await page.goto(`/search/${encodeURIComponent("<script>alert(1)</script> OR 1=1; --")}`);
  expect(script?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>alert(1)</script>");

  await page.goto(`/search/${"lavande ".repeat(60)}`);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(heading.length).toBeLessThan(260);
});
