import { type Page } from "@playwright/test";
import { documentStatus, expect, signIn, test, waitForHydration } from "./fixtures.ts";

/**
 * Route table: every route group answers in both stores with its layout and status, and
 * the spec's trailing slashes work. (Screens whose capability arrives later show their layout and
 * heading already.)
 */
const stores = [
  {
    prefix: "",
    lang: "fr-FR",
    content: { path: "/a-propos", heading: "Une maison grassoise de matières premières" },
    landing: "/landing/coffrets-decouverte",
    category: { path: "/huiles-essentielles", name: "Huiles essentielles" },
    cartHeading: "Votre panier",
  },
  {
    prefix: "/en",
    lang: "en-GB",
    content: { path: "/about-us", heading: "A Grasse house of raw materials" },
    landing: "/landing/discovery-sets",
    category: { path: "/essential-oils", name: "Essential oils" },
    cartHeading: "Your basket",
  },
] as const;

type Layout = "main" | "checkout" | "landing" | "account";

async function expectScreen(page: Page, url: string, layout: Layout, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(page.locator(`[data-layout="${layout}"]`), url).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }), url).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 }), url).not.toBeEmpty();
}

for (const store of stores) {
  test.describe(`${store.lang} store`, () => {
    test("main layout: home, catalogue, content and service screens", async ({ page }) => {
      // A walk through 17 screens, each loaded and scanned by axe: more than one screen's time.
      test.setTimeout(90_000);
      const main = [
        "/",
        "/account/password-request",
        "/account/password-reset",
        "/account/email-change",
        "/category/3",
        "/orders/",
        "/product/HE-LAVANDE-FINE",
        "/search/lavande",
        "/cart",
        "/contact",
        "/login",
        "/newsletter",
        "/quick-order",
        "/register",
        // The staff's sign-in (linked from nowhere in the shop).
        "/staff",
        store.content.path,
        store.category.path,
      ];
      for (const path of main) await expectScreen(page, `${store.prefix}${path}`, "main");
      await expect(page.locator("html")).toHaveAttribute("lang", store.lang);
    });

    test("main layout: a shared wishlist's routes, whose unknown code is the 404 page", async ({ page, allowConsoleError }) => {
      allowConsoleError(documentStatus(404));
      for (const path of ["/wishlist/share/s3cr3t/", "/wishlist/share/s3cr3t/add/", "/wishlist/share/s3cr3t/add/42"]) await expectScreen(page, `${store.prefix}${path}`, "main", 404);
    });

    test("checkout layout, without the shop's menu", async ({ page }) => {
      await expectScreen(page, `${store.prefix}/checkout/success`, "checkout");
      await expect(page.locator('[data-layout="main"]')).toHaveCount(0);
      // With an empty basket the checkout's steps send the shopper back to it (checkout.spec.ts walks them with one).
      for (const path of ["/checkout/", "/checkout", "/checkout/login"]) {
        await page.goto(`${store.prefix}${path}`);
        await expect(page, path).toHaveURL(new RegExp(`${store.prefix}/cart(\\?.*)?$`));
      }
    });

    test("landing layout for a seeded landing page", async ({ page }) => {
      await expectScreen(page, `${store.prefix}${store.landing}`, "landing");
      await expect(page.locator('[data-layout="main"]')).toHaveCount(0);
    });

    test("content page and category resolved from their URL", async ({ page }) => {
      await expectScreen(page, `${store.prefix}${store.content.path}`, "main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.content.heading);
      await expectScreen(page, `${store.prefix}${store.category.path}`, "main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.category.name);
    });

    test("visitors opening /user/… are sent to sign in, and brought back after", async ({ page, request }) => {
      for (const path of ["/user", "/user/", "/user/orders/12/invoice/3/", "/user/wishlist"]) {
        const response = await request.get(`${store.prefix}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(302);
        const location = new URL(response.headers().location, "http://localhost");
        expect(location.pathname).toBe(`${store.prefix}/login`);
        expect(location.searchParams.get("redirect")).toBe(path);
      }
      await page.goto(`${store.prefix}/user/address-book`);
      await expect(page).toHaveURL(new RegExp(`${store.prefix}/login\\?redirect=%2Fuser%2Faddress-book$`));
      await expect(page.locator('[data-layout="main"]')).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.lang === "fr-FR" ? "Connexion" : "Sign in");
    });

    test("unknown paths, shallow and deep, are 404", async ({ page, allowConsoleError }) => {
      allowConsoleError(documentStatus(404));
      for (const path of ["/no-such-page", "/no/such/page", "/category/99999", "/user/no-such-page/deeper"]) {
        const response = await page.goto(`${store.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('[data-layout="main"]')).toBeVisible();
      }
    });
  });
}

test("signed-in customers see every account page in the account layout, in both stores", async ({ page, allowConsoleError }) => {
  // A walk through every account screen of both stores, each loaded and scanned by axe.
  test.setTimeout(90_000);
  await signIn(page);
  // An order the customer does not have (and so its invoice, returns and refunds) is the account area's not-found screen.
  allowConsoleError(documentStatus(404));
  const accountPages: (string | [string, number])[] = [
    "/user/",
    "/user/orders/",
    ["/user/orders/1001/", 404],
    ["/user/orders/1001/invoice/7/", 404],
    ["/user/orders/1001/returns/create", 404],
    ["/user/orders/1001/refunds", 404],
    "/user/address-book",
    "/user/downloadable-products",
    "/user/information",
    "/user/logout",
    "/user/newsletter",
    "/user/returns",
    "/user/reviews",
    "/user/stock-alerts",
    "/user/store-credit",
    "/user/wishlist",
  ];
  for (const prefix of ["", "/en"]) {
    for (const entry of accountPages) {
      const [path, status] = typeof entry === "string" ? [entry, 200] : entry;
      await expectScreen(page, `${prefix}${path}`, "account", status);
      await expect(page.locator('[data-layout="main"]')).toBeVisible();
    }
    const navigation = page.getByRole("navigation", { name: prefix ? "My account" : "Mon compte" });
    await expect(navigation.getByRole("link")).toHaveCount(12);
    await expect(navigation.getByRole("link", { name: prefix ? "My wishlist" : "Ma liste d'envies" })).toHaveAttribute("aria-current", "page");
  }
});

test("the account link of the header leads a visitor to sign in on client navigation too", async ({ page }) => {
  await page.goto("/en/contact");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fuser$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("the login screen only honours a path of the store as its return target", async ({ page }) => {
  await page.goto("/login?redirect=%2F%2Fevil.example%2Fphish");
  await expect(page.getByRole("link", { name: "Créer un compte" })).toHaveAttribute("href", "/register");
  await page.goto("/en/login?redirect=%2Fuser%2Forders");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/en/register?redirect=%2Fuser%2Forders");
});
