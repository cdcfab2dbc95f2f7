import { documentStatus, expect, navigateInApp, test, waitForHydration } from "./fixtures.ts";

/**
 * Resolution of unknown URLs (docs/product-rules.md#urls-and-redirects), with the seeded rewrites
 * (packages/commerce/src/seed/url-rewrites.ts): in-app redirects keep their status, an absolute
 * URL on an allow-listed host is a full navigation, and `//host` never leaves the site.
 */
test("an old URL is a 301 in-app redirect, in each store", async ({ page, request }) => {
  const french = await request.get("/cgv", { maxRedirects: 0 });
  expect(french.status()).toBe(301);
  expect(french.headers().location).toBe("/conditions-generales-de-vente");
  const english = await request.get("/en/about", { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers().location).toBe("/en/about-us");

  await page.goto("/en/about");
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Grasse house of raw materials");
});

test("the same redirect on client navigation", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await navigateInApp(page, "/qui-sommes-nous");
  await expect(page).toHaveURL(/\/a-propos$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une maison grassoise de matières premières");
});

test("/home is the home page", async ({ request }) => {
  for (const [path, target] of [["/home", "/"], ["/en/home", "/en"]]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(target);
  }
});

test("an absolute URL on an allow-listed host is a full navigation with the entity's status", async ({ page, request }) => {
  const response = await request.get("/promo", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("https://essences-botanique.example/fr/offres");

  // The browser leaves the shop for that host (answered here, the host does not exist).
  await page.route("https://essences-botanique.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Offres</title><h1>Offres</h1>" }),
  );
  await page.goto("/");
  await waitForHydration(page);
  await navigateInApp(page, "/promo");
  await page.waitForURL("https://essences-botanique.example/fr/offres");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offres");
});

test("a protocol-relative target stays on the site", async ({ page, request, allowConsoleError }) => {
  allowConsoleError(documentStatus(404));
  const response = await request.get("/ancien-espace-client", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/evil.example/phish");

  const landed = await page.goto("/ancien-espace-client");
  expect(new URL(page.url()).host).toBe(new URL(landed!.url()).host);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/evil\.example\/phish$/);
  expect(landed?.status()).toBe(404);

  await page.goto("/en/");
  await waitForHydration(page);
  await navigateInApp(page, "/ancien-espace-client");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/en\/evil\.example\/phish$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 : page not found ");
});

test("category and CMS page entities show their screens, deep paths included", async ({ page }) => {
  await page.goto("/huiles-essentielles/lavandes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lavandes");
  const breadcrumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(breadcrumbs.getByRole("link", { name: "Huiles essentielles" })).toHaveAttribute("href", "/huiles-essentielles");

  await page.goto("/en/essential-oils");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Essential oils");
  await page.getByRole("link", { name: /^Lavenders/ }).first().click();
  await expect(page).toHaveURL(/\/en\/essential-oils\/lavenders$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lavenders");

  await navigateInApp(page, "/faq");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole("main").locator("details").first()).toBeVisible();
});
