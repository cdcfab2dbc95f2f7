import { expect, test } from "@playwright/test";

/**
 * The home page features products a shopper can buy: the newest ones and those on offer, each a
 * card naming the product, linking to its page and showing its price in the store's currency.
 */
for (const store of [
  { path: "/", newArrivals: "Nouveautés", offers: "Offres du moment", money: /\d+,\d{2}\s€/ },
  { path: "/en/", newArrivals: "New arrivals", offers: "Current offers", money: /€\d+\.\d{2}/ },
]) {
  test(`${store.path} features new arrivals and current offers with their prices`, async ({ page }) => {
    await page.goto(store.path);
    for (const title of [store.newArrivals, store.offers]) {
      const section = page.getByRole("region", { name: title });
      await expect(section.getByRole("heading", { level: 2, name: title })).toBeVisible();
      const cards = section.getByRole("listitem").filter({ has: page.getByRole("article") });
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /.+/);
        await expect(card.locator("[data-price-amount]")).toHaveText(store.money);
      }
    }
    // An offer shows what it was: the regular price, struck through.
    await expect(page.getByRole("region", { name: store.offers }).locator("del").first()).toHaveText(store.money);

    const first = page.getByRole("region", { name: store.newArrivals }).getByRole("heading", { level: 3 }).first();
    const name = (await first.textContent())!.trim();
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
}
