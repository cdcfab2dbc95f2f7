import { expect, test } from "./fixtures.ts";

/** Stores: hreflang alternates and canonical URLs, absolute, on every page. */
test("a content page links its translations and its canonical URL, without tracking parameters", async ({ page }) => {
  await page.goto("/a-propos?utm_source=newsletter&utm_medium=email&gclid=abc");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/a-propos`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute("href", `${origin}/a-propos`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute("href", `${origin}/en/about-us`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/a-propos`);
});

test("every other page has its alternates at the same path in each store", async ({ page }) => {
  for (const [path, french, english] of [
    ["/en/contact", "/contact", "/en/contact"],
    ["/en/", "/", "/en/"],
    ["/checkout/success", "/checkout/success", "/en/checkout/success"],
  ]) {
    await page.goto(path);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute("href", `${origin}${french}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute("href", `${origin}${english}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  }
});

test("a category's canonical URL is its own path, also when opened by id", async ({ page }) => {
  await page.goto("/en/category/3");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/en/essential-oils`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute("href", `${origin}/huiles-essentielles`);
});
