import { type Page } from "@playwright/test";
import { documentStatus, expect, navigateInApp, signIn, test, waitForHydration } from "./fixtures.ts";

/**
 * A rendering failure inside a layout shows that layout's error screen (inside its
 * frame) with HTTP 500, and the same screen on client navigation; the landing layout has none and
 * falls back to the root's. 'An error occured.' then a generic text in production, never a stack.
 * The boundary resets when the location changes. Faults come from `?__fault=render`, which only
 * exists because the end-to-end server runs with TEST_FAULTS=true.
 */
const ERROR_TEXT = /^An error occured\. We could not display this page\. Please try again in a moment\.$/;
const FRENCH_ERROR_TEXT = /^Une erreur est survenue\. Nous n'avons pas pu afficher cette page\./;

async function expectErrorScreen(page: Page, layout: string | null, text: RegExp) {
  await expect(page.locator("[data-error-text]")).toHaveText(text);
  await expect(page.locator("body")).not.toContainText("at FaultSwitch");
  await expect(page.locator("body")).not.toContainText("Test fault");
  if (layout) await expect(page.locator(`[data-layout="${layout}"] [data-error-text]`)).toBeVisible();
  else await expect(page.locator("[data-layout]")).toHaveCount(0);
}

const renderErrors = (allow: (pattern: RegExp) => void) => {
  allow(documentStatus(500));
  // React reports the error the boundary caught on client navigation.
  allow(/Test fault: the [a-z-]+ content failed to render/);
};

test.beforeEach(({ allowConsoleError }) => renderErrors(allowConsoleError));

test("main layout: its own error screen with status 500, inside the header and footer", async ({ page }) => {
  const response = await page.goto("/en/contact?__fault=render");
  expect(response?.status()).toBe(500);
  await expectErrorScreen(page, "main", ERROR_TEXT);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // The same screen after hydration, in French too.
  await page.goto("/?__fault=render");
  await waitForHydration(page);
  await expectErrorScreen(page, "main", FRENCH_ERROR_TEXT);
});

test("checkout layout: its own error screen with status 500", async ({ page }) => {
  // The success page renders for anyone (an empty cart sends `/checkout/` and its login back to the basket).
  const response = await page.goto("/en/checkout/success?__fault=render");
  expect(response?.status()).toBe(500);
  await expectErrorScreen(page, "checkout", ERROR_TEXT);
  await expect(page.locator('[data-layout="main"]')).toHaveCount(0);
});

test("account layout: its own error screen with status 500, inside the main layout", async ({ page }) => {
  await signIn(page);
  const response = await page.goto("/en/user/information?__fault=render");
  expect(response?.status()).toBe(500);
  await expectErrorScreen(page, "account", ERROR_TEXT);
  await expect(page.locator('[data-layout="main"]')).toBeVisible();
  await expect(page.getByRole("navigation", { name: "My account" })).toBeVisible();
});

test("landing layout: no error screen of its own, the root's is shown", async ({ page }) => {
  const response = await page.goto("/en/landing/discovery-sets?__fault=render");
  expect(response?.status()).toBe(500);
  await expectErrorScreen(page, null, ERROR_TEXT);
});

test("the same screens on client navigation, reset when the location changes", async ({ page }) => {
  await signIn(page);
  await page.goto("/en/");
  await waitForHydration(page);

  await navigateInApp(page, "/cart?__fault=render");
  await expectErrorScreen(page, "main", ERROR_TEXT);
  await navigateInApp(page, "/cart");
  await expect(page.locator("[data-error-text]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your basket");

  await navigateInApp(page, "/user/returns?__fault=render");
  await expectErrorScreen(page, "account", ERROR_TEXT);
  // A link of the frame (the account navigation) leads out of the error.
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "My orders" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My orders");
  await expect(page.locator("[data-error-text]")).toHaveCount(0);

  await navigateInApp(page, "/checkout/success?__fault=render");
  await expectErrorScreen(page, "checkout", ERROR_TEXT);
  await page.getByRole("link", { name: "Back to basket" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your basket");

  await navigateInApp(page, "/landing/discovery-sets?__fault=render");
  await expectErrorScreen(page, null, ERROR_TEXT);
});

test("the fault switch does nothing for other values", async ({ page }) => {
  const response = await page.goto("/en/contact?__fault=something-else");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-error-text]")).toHaveCount(0);
});
