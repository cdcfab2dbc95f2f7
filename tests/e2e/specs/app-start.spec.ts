import { expect, pageDataRequests, test, waitForHydration } from "./fixtures.ts";

/** App start variants (page settings written by the server; reached here through test fault switches). */
test("the shop hydrates the server's markup by default, asking GraphQL for nothing but the personal parts", async ({ page }) => {
  const graphql = pageDataRequests(page);
  await page.goto("/en/about-us");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(graphql).toEqual([]);
  const settings = JSON.parse((await page.locator("#page-settings").textContent()) ?? "{}");
  expect(settings).toMatchObject({ basename: "/en", locale: "en-GB", hydrate: true, ssrFallback: false, offline: false, maintenance: false, isContributionModeEnabled: true });
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
