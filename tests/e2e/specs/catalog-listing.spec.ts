import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Category page on the seeded catalogue: "Huiles essentielles" (category 3, with its
 * sub-categories) lists 67 products, 15 of them organic. The listing's state lives in the URL
 * (docs/product-rules.md#listings): every control navigates, back and forward restore it.
 */
const CATEGORY = "/huiles-essentielles";
const TOTAL = 67;
const ORGANIC = 15;

const cards = (page: Page) => page.locator("[data-listing] [data-sku]");
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /produit/ });
const query = (page: Page) => new URL(page.url()).searchParams;
/** The URL is exactly this path and query string (as the app writes it). */
const at = (pathAndSearch: string) => (url: URL) => `${url.pathname}${url.search}` === pathAndSearch;

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.locator("[data-listing] [data-price-amount]").evaluateAll((elements) => elements.map((element) => Number(element.getAttribute("data-price-amount")))));
}

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

test("filter, sort, paginate and change the page size, each a URL; back and forward restore each state", async ({ page }) => {
  // Twelve navigations, each scanned by axe: 53 s alone on a slow CI machine.
  test.setTimeout(120_000);
  await page.goto(CATEGORY);
  await waitForHydration(page);
  const origin = new URL(page.url()).origin;
  await expect(resultCount(page)).toHaveText(`1 à 18 sur ${TOTAL} produits`);
  await expect(cards(page)).toHaveCount(18);
  expect(await canonical(page)).toBe(`${origin}${CATEGORY}`);

  // A facet: organic products only.
  const organic = page.getByRole("group", { name: "Agriculture biologique" }).getByRole("checkbox", { name: /^Bio/ });
  await organic.check();
  await expect(page).toHaveURL(at(`${CATEGORY}?is_organic=1`));
  await expect(resultCount(page)).toHaveText(`${ORGANIC} produits`);
  await expect(cards(page)).toHaveCount(ORGANIC);
  await expect(page.getByRole("link", { name: "Retirer le filtre Agriculture biologique : Bio" })).toBeVisible();
  // Canonical: the category itself, filters dropped.
  expect(await canonical(page)).toBe(`${origin}${CATEGORY}`);

  // Sort by price, lowest first.
  await page.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
  await expect(page).toHaveURL((url) => url.searchParams.get("sort") === '{"field":"price","direction":"asc"}' && url.searchParams.get("is_organic") === "1");
  await expect(page.getByLabel("Trier par")).toHaveValue("price:asc");
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length === ORGANIC && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
  }).toBe(true);
  const cheapestOrganic = (await cardPrices(page))[0];

  // Back to every product, still sorted by price; then the next page.
  await page.getByRole("link", { name: /Retirer le filtre/ }).click();
  await expect(resultCount(page)).toHaveText(`1 à 18 sur ${TOTAL} produits`);
  expect(query(page).has("is_organic")).toBe(false);
  expect(query(page).get("sort")).toBe('{"field":"price","direction":"asc"}');
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("1");
  await pagination.getByRole("link", { name: "Suivante" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(resultCount(page)).toHaveText(`19 à 36 sur ${TOTAL} produits`);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("2");
  const secondPage = await cardPrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(cheapestOrganic);
  // Canonical: the category's page 2, sort dropped.
  expect(await canonical(page)).toBe(`${origin}${CATEGORY}?page=2`);

  // 36 per page: the first product of page 2 (the 19th) is on page 1 of 36.
  await page.getByRole("group", { name: "Afficher" }).getByRole("link", { name: /36/ }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("pageLength") === "36" && !url.searchParams.has("page"));
  await expect(resultCount(page)).toHaveText(`1 à 36 sur ${TOTAL} produits`);
  await expect(cards(page)).toHaveCount(36);
  expect(await canonical(page)).toBe(`${origin}${CATEGORY}?pageLength=36`);

  // Back: page 2 of 18, sorted; back again: page 1; back: organic only; forward twice: 36 per page.
  await page.goBack();
  await expect(resultCount(page)).toHaveText(`19 à 36 sur ${TOTAL} produits`);
  expect(await cardPrices(page)).toEqual(secondPage);
  await page.goBack();
  await expect(resultCount(page)).toHaveText(`1 à 18 sur ${TOTAL} produits`);
  await page.goBack();
  await expect(resultCount(page)).toHaveText(`${ORGANIC} produits`);
  await expect(organic).toBeChecked();
  await expect(page.getByLabel("Trier par")).toHaveValue("price:asc");
  await page.goForward();
  await page.goForward();
  await expect(resultCount(page)).toHaveText(`19 à 36 sur ${TOTAL} produits`);
  await page.goForward();
  await expect(resultCount(page)).toHaveText(`1 à 36 sur ${TOTAL} produits`);
  await expect(page.getByRole("group", { name: "Afficher" }).locator('[aria-current="true"]')).toHaveText(/36/);
});

test("a price range filters and shows as a removable chip", async ({ page }) => {
  await page.goto(CATEGORY);
  await waitForHydration(page);
  const price = page.getByRole("group", { name: "Prix TTC" });
  await price.getByLabel("Minimum (€)").fill("10");
  await price.getByLabel("Maximum (€)").fill("25,5");
  await price.getByRole("button", { name: "Appliquer" }).click();
  await expect(page).toHaveURL(at(`${CATEGORY}?minPrice=10&maxPrice=25.5`));
  await expect(resultCount(page)).toHaveText("4 produits");
  for (const amount of await cardPrices(page)) {
    expect(amount).toBeGreaterThanOrEqual(10);
    expect(amount).toBeLessThanOrEqual(25.5);
  }
  await expect(page.getByRole("link", { name: /Retirer le filtre Prix.*10,00.*25,50/ })).toBeVisible();
});

test("the category's URL path and /category/:id show the same listing; JSON-LD describes it", async ({ page }) => {
  await page.goto("/category/3?is_organic=1&page=1");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Huiles essentielles");
  await expect(resultCount(page)).toHaveText(`${ORGANIC} produits`);
  const origin = new URL(page.url()).origin;
  expect(await canonical(page)).toBe(`${origin}${CATEGORY}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute("href", `${origin}/en/essential-oils`);

  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const breadcrumbs = data.find((entry) => entry["@type"] === "BreadcrumbList");
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Accueil", "Huiles essentielles"]);
  const list = data.find((entry) => entry["@type"] === "ItemList");
  expect(list.itemListElement).toHaveLength(ORGANIC);
  expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(new RegExp(`^${origin}/`)) });

  // The sub-categories are links, keeping the filters chosen here.
  await page.getByRole("navigation", { name: /Parcourir/ }).getByRole("link", { name: /Agrumes/ }).click();
  await expect(page).toHaveURL(at("/huiles-essentielles/agrumes?is_organic=1"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agrumes");
});

test("the English store lists the same category in English", async ({ page }) => {
  await page.goto("/en/essential-oils?pageLength=36");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: /products/ })).toHaveText(`1–36 of ${TOTAL} products`);
  await expect(page.getByLabel("Sort by")).toHaveValue("position:asc");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(at("/en/essential-oils?pageLength=36&page=2"));
  await expect(page.getByRole("status").filter({ hasText: /products/ })).toHaveText(`37–67 of ${TOTAL} products`);
});

test("bad listing values give a sane page, never a 500", async ({ page, request }) => {
  for (const search of [
    "?page=-3",
    "?page=999",
    "?pageLength=100000",
    "?pageLength=0",
    "?sort={oops",
    '?sort={"field":"drop table","direction":"up"}',
    "?unknown_attribute=x&minPrice=abc&maxPrice=-5",
    `?${Array.from({ length: 1000 }, (_, index) => `origin=v${index}`).join("&")}`,
  ]) {
    const response = await request.get(`${CATEGORY}${search}`);
    expect(response.status(), search.slice(0, 60)).toBe(200);
    expect(await response.text()).toContain("Huiles essentielles");
  }
  // Beyond what a server accepts in a URL: refused as too large, not a crash.
  const huge = await request.get(`${CATEGORY}?${Array.from({ length: 9999 }, (_, index) => `origin=v${index}`).join("&")}`);
  expect(huge.status()).toBeLessThan(500);

  await page.goto(`${CATEGORY}?page=999&sort={oops`);
  await expect(resultCount(page)).toHaveText(`55 à ${TOTAL} sur ${TOTAL} produits`);
  await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText("4");
});

test("on a phone the filters open in a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(CATEGORY);
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Agriculture biologique" })).toBeHidden();
  await page.getByRole("button", { name: "Filtrer" }).click();
  const drawer = page.getByRole("dialog", { name: "Filtres" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("group", { name: "Type de produit" }).getByRole("checkbox", { name: /Coffrets/ }).check();
  await expect(page).toHaveURL(at(`${CATEGORY}?family=kit`));
  await expect(drawer.getByRole("button", { name: /Voir 2 produits/ })).toBeVisible();
  await drawer.getByRole("button", { name: /Voir 2 produits/ }).click();
  await expect(drawer).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: /Filtrer/ })).toContainText("1");
});

test("a downloadable guide says it is a digital download, never in stock: its listing, search results and related cards, its page, in both stores", async ({ page }) => {
  // Two stores, three pages each.
  test.setTimeout(90_000);
  const stores = [
    { listing: "/guides-et-formations", search: "/search/formulation", product: "/product/GUIDE-FORMULATION-HE", download: "Téléchargement numérique", inStock: "En stock", page: /^Téléchargement numérique : liens dans votre compte dès la commande payée$/ },
    { listing: "/en/guides-and-training", search: "/en/search/formulation", product: "/en/product/GUIDE-FORMULATION-HE", download: "Digital download", inStock: "In stock", page: /^Digital download: links in your account once the order is paid$/ },
  ];
  for (const store of stores) {
    await page.goto(store.listing);
    await waitForHydration(page);
    const guides = cards(page);
    await expect(guides).toHaveCount(4);
    for (const card of await guides.all()) {
      await expect(card.locator("[data-in-stock]")).toHaveText(store.download);
      await expect(card.locator("[data-in-stock]")).toHaveAttribute("data-download", "true");
    }
    await expect(page.locator("[data-listing]")).not.toContainText(store.inStock);

    // Among other products found, the guides say so and the others are in stock.
    await page.goto(store.search);
    await waitForHydration(page);
    await expect(page.locator('[data-listing] [data-sku="GUIDE-FORMULATION-HE"] [data-in-stock]')).toHaveText(store.download);
    await expect(page.locator('[data-listing] [data-sku="AC-THE-VERT"] [data-in-stock]')).toHaveText(store.inStock);

    // The page says how the files come; its related guides say what their cards say; its data still says InStock.
    await page.goto(store.product);
    await waitForHydration(page);
    await expect(page.locator("p:has([data-current-sku]) [data-virtual]")).toHaveText(store.page);
    const related = page.locator("[data-sku] [data-download]");
    await expect(related.first()).toHaveText(store.download);
    await expect(page.getByText(store.inStock, { exact: true })).toHaveCount(0);
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    expect(data.find((entry) => entry["@type"] === "Product").offers).toMatchObject({ sku: "GUIDE-FORMULATION-HE", availability: "https://schema.org/InStock" });
  }
});
