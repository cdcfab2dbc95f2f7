import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The personal parts of a shared page (the mini-cart, the account's name) are the browser's to
 * fetch after hydration (ADR 046); anything else asked of `/graphql` while a page starts means the
 * page's own data did not come with it.
 */
const PERSONAL_OPERATIONS = new Set(["CartQuery", "AccountName"]);

/** Operation names of the page's GraphQL requests other than the personal parts (batched or not, GET or POST). */
function pageDataRequests(page: Page): string[] {
  const others: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith("/graphql")) return;
    const body = request.postData();
    const operations = body ? [JSON.parse(body)].flat().map((entry: { operationName?: string }) => entry.operationName ?? "?") : [url.searchParams.get("operationName") ?? "?"];
    others.push(...operations.filter((name) => !PERSONAL_OPERATIONS.has(name)));
  });
  return others;
}

/** App start variants (page settings written by the server; reached here through test fault switches). */
test("the shop hydrates the server's markup by default, asking GraphQL for nothing but the personal parts", async ({ page }) => {
  const graphql = pageDataRequests(page);
  await page.goto("/en/about-us");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(graphql).toEqual([]);
  const settings = JSON.parse((await page.locator("#page-settings").textContent()) ?? "{}");
  expect(settings).toMatchObject({ basename: "/en", locale: "en-GB", hydrate: true, ssrFallback: false, offline: false, maintenance: false, isContributionModeEnabled: false });
});

/** The server's query results go with the page: screens hydrate from them, whatever the entity. */
for (const path of ["/search/lavande?sort=%7B%22field%22%3A%22price%22%2C%22direction%22%3A%22asc%22%7D", "/en/essential-oils?page=2", "/huile-essentielle-bergamote-bio", "/coffret-decouverte-agrumes"]) {
  test(`${path} hydrates from the page's own query results`, async ({ page }) => {
    const graphql = pageDataRequests(page);
    await page.goto(path);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(graphql).toEqual([]);
    // The same screen after hydration (a cache miss would have shown a loading state or refetched).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
    await expect(page.locator("#query-results")).toHaveCount(1);
  });
}

test("with hydration turned off, the server's HTML stays as it is", async ({ page }) => {
  await page.goto("/en/contact?__fault=no-hydrate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter)).toBeUndefined();
  // Links are plain document navigations then.
  const navigation = page.waitForEvent("framenavigated");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).first().click();
  await navigation;
  await expect(page).toHaveURL(/\/en\/faq$/);
});

test("the server-render fallback flag renders the app afresh in the browser", async ({ page }) => {
  await page.goto("/en/contact?__fault=ssr-fallback");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  const settings = JSON.parse((await page.locator("#page-settings").textContent()) ?? "{}");
  expect(settings.ssrFallback).toBe(true);
  // The fresh render is a working app: client navigation.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).first().click();
  await expect(page).toHaveURL(/\/en\/faq$/);
});

test("content metadata collected from the API's responses is serialized with the page", async ({ page }) => {
  await page.goto("/en/about-us");
  const entries = JSON.parse((await page.locator("#content-metadata").textContent()) ?? "[]") as { type: string; id: string; hash: string }[];
  expect(entries).toContainEqual(expect.objectContaining({ type: "cms-page", id: "about-us", hash: expect.any(String) }));
  expect(new Set(entries.map((entry) => entry.hash)).size).toBe(entries.length);
});
