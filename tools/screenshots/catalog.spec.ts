import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../../tests/e2e/specs/fixtures.ts";

/**
 * Screenshots of the catalogue and search pages to look at, not tests: `npm run screenshots`
 * (after `npm run build`) writes them to SHOTS_DIR (default /tmp/shots). Each page at a phone's
 * width (the default device: 360 px) and a desktop's, whole pages, lazy pictures loaded.
 */
const directory = process.env.SHOTS_DIR ?? "/tmp/shots";

const PAGES = [
  ["category", "/huiles-essentielles"],
  ["simple", "/flacon-parfum-carre-50-ml"],
  ["configurable", "/huile-essentielle-bergamote-bio"],
  ["bundle", "/coffret-decouverte-agrumes"],
  ["grouped", "/gamme-lavande"],
  ["colours", "/en/refillable-10-ml-travel-atomiser"],
] as const;

async function settle(page: Page) {
  await waitForHydration(page);
  // Lazy pictures load as they come into view: scroll through the page once.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

for (const width of [360, 1280]) {
  for (const [name, url] of PAGES) {
    test(`${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto(url);
      await settle(page);
      await page.screenshot({ path: path.join(directory, `catalog-${name}-${width}.png`), fullPage: true });
    });
  }
}

test("filter drawer on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/huiles-essentielles?is_organic=1");
  await settle(page);
  await page.getByRole("button", { name: /Filtrer/ }).click();
  await expect(page.getByRole("dialog", { name: "Filtres" })).toBeVisible();
  await page.waitForTimeout(300); // the drawer's slide-in
  await page.screenshot({ path: path.join(directory, "catalog-filter-drawer-360.png") });
});

test("a colour chosen on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/refillable-10-ml-travel-atomiser");
  await settle(page);
  await page.getByRole("group", { name: /Colour/ }).getByText("Copper", { exact: true }).click();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: path.join(directory, "catalog-colour-chosen-1280.png") });
});

test("product options chosen on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/flacon-parfum-carre-50-ml");
  await settle(page);
  await page.getByLabel(/Gravure personnalisée/).fill("Pour Léa");
  await page.getByRole("checkbox", { name: /Papier kraft/ }).check();
  // The price block just under the sticky header.
  await page.evaluate(() => window.scrollTo(0, document.querySelector("[data-price-block]")!.getBoundingClientRect().top + window.scrollY - 140));
  await page.screenshot({ path: path.join(directory, "catalog-simple-options-360.png") });
});

test("search suggestions as you type, at 1280 and 360 px", async ({ page }) => {
  for (const [width, text] of [
    [1280, "lavan"],
    [360, "néro"],
  ] as const) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
    await page.goto("/");
    await waitForHydration(page);
    const input = page.getByRole("combobox", { name: "Rechercher un produit" });
    await input.click();
    await input.pressSequentially(text, { delay: 40 });
    await expect(page.locator("[data-search-suggestions]").getByRole("listbox")).toBeVisible();
    await page.screenshot({ path: path.join(directory, `search-suggestions-${width}.png`) });
  }
});

test("the search page at 1280 and 360 px", async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
    await page.goto("/search/lavande");
    await settle(page);
    await page.screenshot({ path: path.join(directory, `search-results-${width}.png`) });
  }
});
