import fs from "node:fs/promises";
import { type Page, devices } from "@playwright/test";
import { documentStatus, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Product page on the seeded catalogue (packages/commerce/src/seed/catalogue): a
 * configurable essential oil in volumes, a perfume bottle with an engraving that costs extra, a
 * discovery kit (bundle) and a range (grouped). Prices are incl. VAT in EUR.
 */
const BERGAMOT = "/huile-essentielle-bergamote-bio";
const BOTTLE = "/flacon-parfum-carre-50-ml";
const KIT = "/coffret-decouverte-agrumes";
const RANGE = "/gamme-lavande";

/** "9,26 €" → 9.26 */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));
const unitPrice = async (page: Page) => amountOf(await page.locator('[data-price="unit-incl"]').textContent());
const unitPriceExcl = async (page: Page) => amountOf(await page.locator('[data-price="unit-excl"]').textContent());

test("choosing a volume changes the sku, the price and the tier prices", async ({ page }) => {
  await page.goto(BERGAMOT);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bergamote bio");
  await expect(page.locator("[data-current-sku]")).toHaveText("HE-BERGAMOTE-5ML");
  expect(await unitPrice(page)).toBe(6.1);
  expect(await unitPriceExcl(page)).toBe(5.08);

  const volumes = page.getByRole("group", { name: /Contenance/ });
  await volumes.getByText("10 ml", { exact: true }).click();
  await expect(page.locator("[data-current-sku]")).toHaveText("HE-BERGAMOTE-10ML");
  await expect.poll(() => unitPrice(page)).toBe(9.9);
  await expect(page.getByRole("table", { name: "Prix dégressifs" })).toHaveCount(0);

  await volumes.getByText("1 L", { exact: true }).click();
  await expect.poll(() => unitPrice(page)).toBe(415.9);
  const tiers = page.getByRole("table", { name: "Prix dégressifs" });
  await expect(tiers).toBeVisible();
  await expect(tiers.getByRole("row")).toHaveCount(5); // header, single unit, 2, 5, 10

  // Five litres reach the "from 5" tier.
  await page.getByLabel("Quantité", { exact: true }).fill("5");
  await expect.poll(() => unitPrice(page)).toBe(374.3);
  await expect(page.locator('[data-price="total-incl"]')).toHaveText(/1\s?871,50/);
  await expect(tiers.locator('[aria-current="true"]')).toContainText("dès 5");
});

test("an engraving on a bottle adds its extra cost, gift wrapping its percentage; it takes no more than its limit", async ({ page }) => {
  await page.goto(BOTTLE);
  await waitForHydration(page);
  expect(await unitPrice(page)).toBe(9.26);
  await expect(page.getByText("10,90", { exact: false }).first()).toBeVisible(); // on sale: the regular price struck through

  const engraving = page.getByLabel(/Gravure personnalisée/);
  await engraving.fill("Pour Léa");
  await expect.poll(() => unitPrice(page)).toBe(15.26);
  expect(await unitPriceExcl(page)).toBe(12.72);
  await expect(page.getByText("8 / 20 caractères")).toBeVisible();

  await page.getByRole("checkbox", { name: /Papier kraft/ }).check();
  await expect.poll(() => unitPrice(page)).toBe(16.19); // + 10 % of 9,26 €

  const font = page.getByLabel("Police de la gravure");
  await font.selectOption((await font.locator("option", { hasText: "Anglaise manuscrite" }).getAttribute("value"))!);
  await expect.poll(() => unitPrice(page)).toBe(18.19);

  // The field says its limit and takes no more.
  await expect(page.getByText("20 caractères max")).toBeVisible();
  await engraving.fill("Vingt et un caractères");
  await expect(engraving).toHaveValue("Vingt et un caractèr");
  await expect(page.getByText("20 / 20 caractères")).toBeVisible();

  // Adding is specs/add-to-cart.spec.ts's: the button is there, ready.
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeEnabled();
});

test("a kit shows one price on its card, its page and in its data, without a made-up sale", async ({ page }) => {
  await page.goto("/coffrets-et-kits/coffrets-decouverte");
  const card = page.locator('[data-sku="KIT-DECOUVERTE-AGRUMES"]');
  await expect(card.locator("[data-price-amount]")).toHaveAttribute("data-price-amount", "40.7");
  await expect(card).not.toContainText(/dès|à partir de/i);
  await page.goto(KIT);
  await waitForHydration(page);
  expect(await unitPrice(page)).toBe(40.7);
  await expect(page.locator("[data-price-block] del")).toHaveCount(0);
  await expect(page.locator("[data-price-block]")).not.toContainText("%");
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  expect(data.find((entry) => entry["@type"] === "Product").offers.price).toBe("40.70");
});

test("a kit's choices change its price", async ({ page }) => {
  await page.goto(KIT);
  await waitForHydration(page);
  expect(await unitPrice(page)).toBe(40.7);
  await page.getByRole("checkbox", { name: /Yuzu/ }).uncheck();
  await expect.poll(() => unitPrice(page)).toBe(28.8);
  await page.getByRole("checkbox", { name: /Mouillettes de parfumerie/ }).check();
  await expect.poll(() => unitPrice(page)).toBe(33.7);
  await page.getByRole("button", { name: /Augmenter.*Mouillettes/ }).click();
  await expect.poll(() => unitPrice(page)).toBe(38.6);
});

test("the chosen volume is kept in the URL: a reload or a shared link opens it; the canonical URL stays the product's", async ({ page }) => {
  await page.goto(BERGAMOT);
  await waitForHydration(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const volumes = page.getByRole("group", { name: /Contenance/ });
  await volumes.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const entries = await page.evaluate(() => window.history.length);
  await volumes.getByText("10 ml", { exact: true }).click();
  await expect(page).toHaveURL(/\?volume=10ml$/);
  // Replaced in place: no new history entry, no scroll.
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("[data-current-sku]")).toHaveText("HE-BERGAMOTE-10ML");
  expect(await unitPrice(page)).toBe(9.9);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical!);
});

test("choosing a colour shows that colour's picture and sku", async ({ page }) => {
  await page.goto("/en/refillable-10-ml-travel-atomiser");
  await waitForHydration(page);
  await page.getByRole("group", { name: /Colour/ }).getByText("Black", { exact: true }).click();
  await expect(page.locator("[data-current-sku]")).toHaveText("FL-SPRAY-VOYAGE-10ML-BLACK");
  const picture = page.locator('img[src*="/media/product/FL-SPRAY-VOYAGE-10ML-BLACK.svg"]').first();
  await expect(picture).toBeVisible();
  // The variant's own visual, drawn in its colour (not the product's).
  const svg = await (await page.request.get("/media/product/FL-SPRAY-VOYAGE-10ML-BLACK.svg")).text();
  const gold = await (await page.request.get("/media/product/FL-SPRAY-VOYAGE-10ML-GOLD.svg")).text();
  expect(svg).not.toBe(gold);
});

test("a range is bought item by item, with quantities", async ({ page }) => {
  await page.goto(RANGE);
  await waitForHydration(page);
  // Nothing is said to be missing before the shopper tries to add.
  await expect(page.getByText("Indiquez une quantité pour au moins un produit.")).toHaveCount(0);
  // Trying to add says what is missing (and adds nothing).
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByText("Indiquez une quantité pour au moins un produit.")).toBeVisible();
  const row = page.locator('[data-grouped-item="HE-LAVANDE-FINE-10ML"]');
  await row.getByRole("button", { name: /Augmenter/ }).click();
  await row.getByRole("button", { name: /Augmenter/ }).click();
  await expect(page.locator('[data-price="total-incl"]')).toHaveText(/13,00/);
  await expect(page.getByText("Indiquez une quantité pour au moins un produit.")).toHaveCount(0);
});

test("the technical document and the safety data sheet are real PDFs", async ({ page, request }) => {
  await page.goto(BERGAMOT);
  await waitForHydration(page);
  const link = page.locator('a[data-document="technical"]');
  await expect(link).toContainText("Fiche technique");
  await expect(link).toContainText("PDF · français");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  expect((await fs.readFile(file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  for (const kind of ["technical", "fds"]) {
    const href = await page.locator(`a[data-document="${kind}"]`).getAttribute("href");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("JSON-LD describes the product and its offers; /product/:sku is the same page", async ({ page }) => {
  await page.goto("/product/HE-BERGAMOTE");
  await waitForHydration(page);
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bergamote bio");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${BERGAMOT}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute("href", `${origin}/en/organic-bergamot-essential-oil`);
  await expect(page).toHaveTitle(/Bergamote bio/);

  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const product = data.find((entry) => entry["@type"] === "Product");
  expect(product).toMatchObject({ sku: "HE-BERGAMOTE", name: "Bergamote bio", brand: { name: "Essences & Botanique" }, url: `${origin}${BERGAMOT}` });
  expect(product.image[0]).toBe(`${origin}/media/product/HE-BERGAMOTE.svg`);
  // Its sizes: an AggregateOffer over one Offer a size.
  expect(product.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "EUR", offerCount: product.offers.offers.length });
  expect(product.offers.offers).toContainEqual(
    expect.objectContaining({ sku: "HE-BERGAMOTE-10ML", price: "9.90", priceCurrency: "EUR", availability: "https://schema.org/InStock" }),
  );
});

test("an unknown sku is the 404 page with status 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(documentStatus(404));
  const response = await page.goto("/product/NO-SUCH-SKU");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 : page introuvable");
});

test("the English store shows the product in English, prices incl. and excl. VAT", async ({ page }) => {
  await page.goto("/en/organic-bergamot-essential-oil");
  await waitForHydration(page);
  await expect(page.getByText("incl. VAT").first()).toBeVisible();
  await expect(page.getByText("excl. VAT").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to basket" })).toBeVisible();
  await expect(page.locator('a[data-document="fds"]')).toContainText("PDF · English");
});

test.describe("on a phone", () => {
  // A phone as the server sees one (mobile user agent), so the page it renders is the phone's.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test("nothing on the product page moves while it loads", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __layoutShift: number }).__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(BERGAMOT, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    // Cumulative layout shift: 0.1 is the threshold of a "good" page.
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.1);
  });
});
