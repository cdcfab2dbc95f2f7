import { documentStatus, expect, setMaintenance, test, waitForHydration } from "./fixtures.ts";

/**
 * Maintenance page and app start, switched on with the shop's CLI
 * (`npm run maintenance -- on`, same database as the server); always switched off again.
 */
test("under maintenance every page is the maintenance page, with status 503, reloading every 5 s", async ({ page, request, allowConsoleError }) => {
  allowConsoleError(documentStatus(503));
  allowConsoleError(documentStatus(404));
  test.setTimeout(60_000);
  try {
    await setMaintenance("on");
    // Every server process sees the flag within a second.
    await expect.poll(async () => (await request.get("/en/about-us")).status(), { timeout: 5_000 }).toBe(503);

    const response = await page.goto("/en/about-us");
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("60");
    await expect(page).toHaveTitle("503 - Currently unavailable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The website is currently unavailable");
    await expect(page.getByText("Our service team has been dispatched to bring it back online.")).toBeVisible();

    // It reloads itself after 5 s.
    const started = Date.now();
    const reload = await page.waitForEvent("framenavigated", { timeout: 10_000 });
    expect(reload.url()).toMatch(/\/en\/about-us$/);
    expect(Date.now() - started).toBeGreaterThan(3_500);

    const french = await page.goto("/panier-inconnu");
    expect(french?.status()).toBe(503);
    await expect(page).toHaveTitle("503 - Momentanément indisponible");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le site est momentanément indisponible");

    // The API answers 503 too; that is the signal a running page switches on.
    const api = await request.post("/graphql", { headers: { "x-graphql-csrf": "1" }, data: { query: "{ shop { id } }" } });
    expect(api.status()).toBe(503);
  } finally {
    await setMaintenance("off");
  }
  // Once off, the reload brings the shop back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 : page introuvable", { timeout: 15_000 });
});

test("a page already open switches to the maintenance page when the API signals it", async ({ page, allowConsoleError }) => {
  allowConsoleError(documentStatus(503));
  await page.goto("/en/");
  await waitForHydration(page);
  try {
    await setMaintenance("on");
    await page.waitForTimeout(1_200);
    // A navigation that needs the API meets the maintenance answer.
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The website is currently unavailable");
    await expect(page).toHaveTitle("503 - Currently unavailable");
  } finally {
    await setMaintenance("off");
  }
});
