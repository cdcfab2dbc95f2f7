import { documentStatus, expect, test, waitForHydration } from "./fixtures.ts";

/** Not-found page: its texts, verbatim in English (typos included) and in proper French. */
test.beforeEach(({ allowConsoleError }) => allowConsoleError(documentStatus(404)));

test("English store", async ({ page }) => {
  const response = await page.goto("/en/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("404 : page not found ");
  await expect(main.getByText("Unfortunately, the searched page does not correspond to any active page of our site.")).toBeVisible();
  await expect(main.getByText("Verify the adress or go back to Essences & Botanique homepage.")).toBeVisible();
  const home = main.getByRole("link", { name: "Essences & Botanique homepage" });
  await expect(home).toHaveAttribute("href", "/en");
  await home.click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404 : page not found ");
  await expect(page).toHaveTitle(/Essences & Botanique/);
});

test("French store", async ({ page }) => {
  const response = await page.goto("/rien/par/ici");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("404 : page introuvable");
  await expect(main.getByText("Malheureusement, l'adresse demandée ne correspond à aucune page active de notre site.")).toBeVisible();
  await expect(main.getByText("Vérifiez l'adresse ou revenez à l'accueil Essences & Botanique.")).toBeVisible();
  await expect(main.getByRole("link", { name: "l'accueil Essences & Botanique" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle("404 : page introuvable | Essences & Botanique");
});

test("the 404 page is kept out of search indexes", async ({ page }) => {
  await page.goto("/en/nothing-here");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
