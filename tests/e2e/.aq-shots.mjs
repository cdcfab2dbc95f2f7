import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://localhost:4401";
const out = "/work/briefs/shots/add-quick";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const which = process.argv[2] ?? "all";
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  if (which === "all" || which === "product") {
    await page.goto(`${base}/product/HE-LAVANDE-FINE`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.locator("[data-basket-result]").filter({ hasText: /./ }).waitFor();
    const form = page.locator("[data-add-to-basket]");
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/product-added-${width}.png` });
    // Not enough stock: ask for more than there is.
    await page.getByRole("spinbutton", { name: /Quantité/ }).first().fill("999");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.waitForTimeout(800);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/product-refused-${width}.png` });
  }
  if (which === "all" || which === "quick") {
    await page.goto(`${base}/quick-order`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Référence, ligne 1").fill("he-lav");
    await page.locator("[data-sku-suggestion]").first().waitFor();
    await page.screenshot({ path: `${out}/quick-suggest-${width}.png` });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByLabel("Coller plusieurs lignes").fill("HV-JOJOBA-50ML;2\nNOPE-123;1\nHE-LAVANDE-FINE;1\nHE-LAVANDE-FINE-10ML 2000");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.locator("[data-quick-order-results]").filter({ hasText: /ajout/ }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/quick-results-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
