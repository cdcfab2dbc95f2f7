import { expect, navigateInApp, test, waitForHydration } from "./fixtures.ts";

/** Navigation behaviours. */
test("navigation scrolls to the top when the path or the query changes, not for a hash", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/en/about-us");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // A footer link (path change).
  await page.getByRole("contentinfo").getByRole("link", { name: "Delivery & returns" }).click();
  await expect(page).toHaveURL(/\/en\/delivery-returns$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A query change.
  await page.evaluate(() => window.scrollTo(0, 600));
  await navigateInApp(page, "/delivery-returns?from=test");
  await expect(page).toHaveURL(/\?from=test$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a URL hash naming an element scrolls to it and focuses it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/en/contact");
  await waitForHydration(page);
  // Content headings carry anchors; take the last section of the terms of sale.
  await navigateInApp(page, "/terms-of-sale");
  const id = await page.getByRole("main").locator("h2[id]").last().getAttribute("id");
  expect(id).toBeTruthy();
  await navigateInApp(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");

  await navigateInApp(page, `/terms-of-sale#${id}`);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // Same on a document request.
  await page.goto(`/en/terms-of-sale#${id}`);
  await waitForHydration(page);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  // A hash naming nothing focuses nothing and keeps the page where it is.
  await page.goto("/en/faq#no-such-section");
  await waitForHydration(page);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
});

test("the skip link's target, named by the hash, takes the focus", async ({ page }) => {
  await page.goto("/en/contact#main-content");
  await waitForHydration(page);
  await expect(page.locator("#main-content")).toBeFocused();
});

test("the language switcher keeps the current page, translated slugs included", async ({ page }) => {
  await page.goto("/a-propos?ref=newsletter");
  await waitForHydration(page);
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/about-us\?ref=newsletter$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");

  await page.goto("/en/contact");
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous contacter");
});

test("a slow screen shows the 'Loading...' placeholder, a fast one does not flash it", async ({ page }) => {
  await page.goto("/en/");
  await waitForHydration(page);
  // Fast: nothing shown. The page's code and data are fetched once beforehand, so the navigation
  // measured is fast on a loaded machine too (the first fetch of a chunk may outlast the delay).
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  const flashes: number[] = [];
  await page.exposeFunction("reportLoading", () => flashes.push(Date.now()));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector("[data-navigation-progress]")) (window as unknown as { reportLoading: () => void }).reportLoading();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  expect(flashes).toEqual([]);

  // Slow: the GraphQL answer is held back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    await held;
    await route.continue();
  });
  await navigateInApp(page, "/faq");
  const placeholder = page.getByRole("status").filter({ hasText: "Loading..." });
  await expect(placeholder).toBeVisible();
  release();
  await expect(placeholder).toBeHidden();
  await expect(page).toHaveURL(/\/en\/faq$/);
});

test("a page hidden longer than the inactivity time-out reloads when shown again", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/contact");
  await waitForHydration(page);
  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);

  // 10 minutes away: nothing happens.
  await setVisibility("hidden");
  await page.clock.fastForward("10:00");
  await setVisibility("visible");
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // 31 minutes away (30 minutes by default): the page reloads.
  await setVisibility("hidden");
  await page.clock.fastForward("31:00");
  const reloaded = page.waitForEvent("load");
  await setVisibility("visible");
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
});

test("the 'refreshing' navigation flag is cleared by the product screen after use", async ({ page }) => {
  await page.goto("/en/");
  await waitForHydration(page);
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string, options: object) => void } }).__reactRouterDataRouter;
    router.navigate("/product/HE-LAVANDE-FINE", { state: { refreshing: true, from: "test" } });
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organic fine lavender");
  await expect.poll(() => page.evaluate(() => (window.history.state as { usr?: unknown })?.usr)).toEqual({ from: "test" });
});
