import { expect, pageDataRequests, test, waitForHydration } from "./fixtures.ts";

/** Both stores render on the server, hydrate without asking GraphQL for their data (only the personal parts), and log no console error. */
for (const store of [
  { path: "/", lang: "fr-FR", heading: "Les matières de la parfumerie, de Grasse à votre atelier" },
  { path: "/en/", lang: "en-GB", heading: "Perfumery materials, from Grasse to your workbench" },
]) {
  test(`${store.path} renders in ${store.lang} and hydrates cleanly`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    const graphqlRequests = pageDataRequests(page);

    const response = await page.goto(store.path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<html lang="${store.lang}"`);
    expect(html).toContain(store.heading);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.heading);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(graphqlRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
