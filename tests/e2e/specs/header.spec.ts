import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The header and footer a shopper relies on, in both stores (fr-FR at /, en-GB at /en). */

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };

/** Interactions need the hydrated app. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const focusedInside = (page: Page, selector: string) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

test.describe("desktop mega menu", () => {
  test.use({ viewport: desktop });

  test("opens with the keyboard, shows a category's children, and closes with Esc", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Catégories de produits" });
    const trigger = nav.getByRole("button", { name: "Nos produits" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const firstCategory = nav.getByRole("button", { name: "Huiles essentielles" });
    await expect(firstCategory).toBeVisible();
    await expect(firstCategory).toHaveAttribute("aria-expanded", "true");
    // Top categories in position order, rendered with the opening (ADR 015).
    const entries = await nav.locator("[data-menu-entry]").allTextContents();
    expect(entries.indexOf("Huiles essentielles")).toBe(0);
    expect(entries.indexOf("Hydrolats")).toBeGreaterThan(0);
    await expect(nav.getByRole("link", { name: /^Lavandes/ }).first()).toHaveAttribute("href", "/huiles-essentielles/lavandes");
    await expect(nav.getByRole("link", { name: "Tout voir : Huiles essentielles" })).toHaveAttribute("href", "/huiles-essentielles");

    // Tab goes from the trigger into the panel, then through the expanded category's links.
    await page.keyboard.press("Tab");
    await expect(firstCategory).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedInside(page, "nav")).toBe(true);
    await expect(page.locator(":focus")).toHaveAttribute("href", /^\/huiles-essentielles\//);

    // Another category, chosen with the keyboard.
    const hydrosols = nav.getByRole("button", { name: "Hydrolats" });
    await hydrosols.focus();
    await page.keyboard.press("Enter");
    await expect(hydrosols).toHaveAttribute("aria-expanded", "true");
    await expect(firstCategory).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Tout voir : Hydrolats" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await expect(hydrosols).toBeHidden();
  });

  test("ArrowDown opens the menu on its first category; a click elsewhere closes it", async ({ page }) => {
    await open(page, "/en/");
    const nav = page.getByRole("navigation", { name: "Product categories" });
    const trigger = nav.getByRole("button", { name: "Our products" });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Essential oils" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "View all: Essential oils" })).toHaveAttribute("href", "/en/essential-oils");

    await page.getByRole("combobox", { name: "Search for a product" }).click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("phone drawer", () => {
  test.use({ viewport: phone });

  test("opens as a modal, keeps the focus inside, and closes", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("button", { name: "Nos produits" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Fermer le menu" })).toBeFocused();

    // Forwards past the last control and backwards past the first: the focus never leaves.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedInside(page, "dialog[open]"), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusedInside(page, "dialog[open]"), `Shift+Tab ${step + 1}`).toBe(true);
    }

    // The categories are an accordion.
    const category = drawer.getByRole("button", { name: "Huiles essentielles" });
    await category.click();
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Tout voir : Huiles essentielles" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "English" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "GBP", exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe("search", () => {
  test.use({ viewport: desktop });

  for (const store of [
    { home: "/", label: "Rechercher un produit", expected: "/search/lavande%20fine" },
    { home: "/en/", label: "Search for a product", expected: "/en/search/lavande%20fine" },
  ]) {
    test(`submits to /search/<query> inside the store (${store.home})`, async ({ page }) => {
      await open(page, store.home);
      const box = page.getByRole("combobox", { name: store.label });

      // An empty query goes nowhere.
      await box.fill("   ");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${store.home.replace(/\//g, "\\/")}$`));

      await box.fill("lavande fine");
      await box.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === store.expected);
    });
  }
});

test.describe("language and currency", () => {
  test.use({ viewport: desktop });

  test("the language switcher keeps the page and marks the current language", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

    // A content page's address is translated: the switcher leads to the same page in the other store.
    await open(page, "/en/about-us");
    await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/a-propos");
  });

  test("switching the display currency to GBP is kept after the reload", async ({ page }) => {
    await open(page, "/en/");
    const gbp = page.getByRole("button", { name: "GBP", exact: true });
    await expect(gbp).toHaveAttribute("aria-pressed", "false");
    const reloaded = page.waitForEvent("load");
    await gbp.click();
    await reloaded;
    await expect(page.getByRole("button", { name: "GBP", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "EUR", exact: true })).toHaveAttribute("aria-pressed", "false");
  });

  test("a currency change that gets no answer is told in an alert, and the page stays", async ({ page, allowConsoleError }) => {
    // The browser reports the refused request and the client logs the failure: both expected here.
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await open(page, "/a-propos");
    await page.route("**/graphql", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "GBP", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "rien n'a été modifié" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/a-propos");
    await expect(page.getByRole("button", { name: "GBP", exact: true })).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("currency without JavaScript", () => {
  // The switcher is a real form (ADR 031): a choice made before hydration, or with scripts off, is kept.
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test("a submit goes through the action and comes back to the same page in the chosen currency", async ({ page }) => {
    await page.goto("/en/about-us?ref=footer");
    const gbp = page.getByRole("button", { name: "GBP", exact: true });
    await expect(gbp).toHaveAttribute("aria-pressed", "false");
    await gbp.click();
    await expect(page).toHaveURL((url) => url.pathname === "/en/about-us" && url.search === "?ref=footer");
    await expect(page.getByRole("button", { name: "GBP", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("£").first()).toBeVisible();

    await page.getByRole("button", { name: "EUR", exact: true }).click();
    await expect(page.getByRole("button", { name: "EUR", exact: true })).toHaveAttribute("aria-pressed", "true");

    // The French store, at the root path.
    await page.goto("/a-propos");
    await page.getByRole("button", { name: "GBP", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/a-propos");
    await expect(page.getByRole("button", { name: "GBP", exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("footer", () => {
  for (const store of [
    {
      home: "/",
      links: {
        "À propos": "/a-propos",
        "Livraison et retours": "/livraison-retours",
        "Conditions générales de vente": "/conditions-generales-de-vente",
        "Mentions légales": "/mentions-legales",
        "Confidentialité et cookies": "/confidentialite-cookies",
        "Questions fréquentes": "/faq",
        "Nous contacter": "/contact",
      },
    },
    {
      home: "/en/",
      links: {
        "About us": "/en/about-us",
        "Delivery & returns": "/en/delivery-returns",
        "Terms of sale": "/en/terms-of-sale",
        "Legal notice": "/en/legal-notice",
        "Privacy & cookies": "/en/privacy-and-cookies",
        FAQ: "/en/faq",
        "Contact us": "/en/contact",
      },
    },
  ]) {
    test(`links the store's own content pages (${store.home})`, async ({ page }) => {
      await page.goto(store.home);
      const footer = page.getByRole("contentinfo");
      for (const [name, href] of Object.entries(store.links)) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(footer.locator('form[action$="/newsletter"] input[type="email"][name="email"]')).toHaveCount(1);
    });
  }
});
