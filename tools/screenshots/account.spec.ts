import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../../tests/e2e/specs/fixtures.ts";
import { graphql } from "../../tests/e2e/specs/checkout-kit.ts";
import { ADDRESS, admin, ownClientAddress, payAndShip, placeOrder, signedInCustomer } from "../../tests/e2e/specs/customer-kit.ts";

/**
 * Screenshots of the account area to look at, not tests: `npm run screenshots` (after `npm run
 * build`) writes them to SHOTS_DIR (default /tmp/shots). Every page a visitor reaches before
 * signing in, then every `/user` page of a customer with a shipped and invoiced order, a second
 * address and a paid guide, in each store, at a phone's width and a desktop's, whole pages. Then
 * the wishlist: empty, kept from a product page (options, engraving, gift wrap) and from listing
 * cards, a bundle's choices, sold out and simple items, shared; and a visitor's heart.
 */
const directory = process.env.SHOTS_DIR ?? "/tmp/shots";

const STORES = [
  { base: "", name: "fr" },
  { base: "/en", name: "en" },
] as const;

async function shot(page: Page, name: string, width: number) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(directory, `account-${name}-${width}.png`), fullPage: true });
}

async function visit(page: Page, url: string, name: string, width: number) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await shot(page, name, width);
}

/** A paid order of one guide (card details are not needed: an operator's `order pay` settles the transfer). */
async function buyGuide(page: Page, base: string) {
  await graphql(page, base, `mutation { addToCart(lines: [{ sku: "LIVRET-HYDROLATS", quantity: 1 }]) { success errorCode } }`);
  await graphql(page, base, `mutation A($a: CheckoutAddressInput!) { setBillingAddress(address: $a) { success errorCode } }`, { a: ADDRESS });
  const { placeOrder: placed } = await graphql<{ placeOrder: { order: { number: string } } }>(
    page,
    base,
    `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number } } }`,
    { input: { paymentMethod: "bank_transfer", idempotencyKey: `shots-guide-${Date.now()}`, acceptTerms: true, waiveWithdrawalForDownloads: true } },
  );
  await admin("order", "pay", placed.order.number);
}

/**
 * One unit of the shipped order sent back through the API (every required question answered: a
 * list's first choice, "not opened"), authorised by the operator and refunded into store credit,
 * plus a gesture of the shop: the returns, refunds and store credit pages have something to show.
 */
async function returnAndRefund(page: Page, base: string, orderId: string, number: string, email: string) {
  const { order, returnAttributes } = await graphql<{
    order: { returnableItems: { orderItemId: string; sku: string; quantityReturnable: number }[] };
    returnAttributes: { code: string; kind: string; required: boolean; options: { value: string }[] }[];
  }>(page, base, `query R($id: ID!) { order(orderId: $id) { returnableItems { orderItemId sku quantityReturnable } } returnAttributes { code kind required options { value } } }`, { id: orderId });
  const line = order.returnableItems.find((item) => item.quantityReturnable > 0)!;
  const answers = returnAttributes
    .filter((attribute) => attribute.required)
    .map((attribute) => ({ code: attribute.code, value: attribute.kind === "SELECT" ? attribute.options[0].value : attribute.kind === "BOOLEAN" ? "false" : "Voir le flacon" }));
  const { createReturnAuthorization: created } = await graphql<{ createReturnAuthorization: { success: boolean; errorCode: string | null; returnAuthorization: { number: string } } }>(
    page,
    base,
    `mutation C($input: CreateReturnAuthorizationInput!) { createReturnAuthorization(input: $input) { success errorCode returnAuthorization { number } } }`,
    { input: { orderId, items: [{ orderItemId: line.orderItemId, quantity: 1, answers }] } },
  );
  expect(created.errorCode).toBeNull();
  await admin("return", "authorise", created.returnAuthorization.number);
  await admin("refund", number, "--to", "store-credit", "--items", `${line.sku}:1`);
  await admin("credit", "add", email, "5.00", "--reason", "Geste pour le colis arrivé en retard");
}

/** The wishlist's accessible names, as the hearts say them in each store. */
const HEART = {
  fr: { add: "Ajouter à ma liste d'envies", remove: "Retirer de ma liste d'envies", share: "Rendre ma liste partageable", engraving: /Gravure/, wrap: /Emballage cadeau/ },
  en: { add: "Add to my wishlist", remove: "Remove from my wishlist", share: "Make my wishlist shareable", engraving: /engraving/, wrap: /Gift wrapping/ },
} as const;

const KEEP = `mutation K($item: WishlistItemInput!) { addToWishlist(item: $item) { success errorCode } }`;

for (const store of STORES) {
  for (const width of [360, 1280]) {
    const label = `${store.name}-${width}`;
    const heart = HEART[store.name];

    test(`a customer's wishlist, ${label}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await signedInCustomer(page, store.base, `shots-wishlist-${label}`);
      await visit(page, `${store.base}/user/wishlist`, `${store.name}-wishlist-empty`, width);

      // Kept from the product page with the choices made there: a colour, an engraving, gift wrap.
      await page.goto(`${store.base}/product/FL-SPRAY-VOYAGE-10ML?color=copper`);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: heart.engraving }).fill("Pour Iris");
      await page.getByRole("group", { name: heart.wrap }).getByRole("checkbox").check();
      // The page's own heart (related products' cards have theirs), named by what pressing it does.
      const pageHeart = page.locator('[data-wishlist-heart="FL-SPRAY-VOYAGE-10ML"]');
      await expect(pageHeart).toHaveAccessibleName(heart.add);
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(pageHeart).toHaveAccessibleName(heart.remove);
      // Back at the top: a whole-page picture taken scrolled would draw the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${store.name}-wishlist-product`, width);

      // A bundle's choices, a simple bottle and a sold-out one, through the API.
      for (const item of [
        { sku: "KIT-DECOUVERTE-AGRUMES", selectedBundleOptions: [{ option_id: "1", option_value: "HE-BERGAMOTE-5ML", option_qty: 1 }, { option_id: "1", option_value: "HE-YUZU-2ML", option_qty: 1 }, { option_id: "2", option_value: "ACC-MOUILLETTES-100", option_qty: 1 }] },
        { sku: "FL-SPRAY-CARRE-50ML" },
        { sku: "FL-SPRAY-GALET-100ML" },
      ]) {
        const { addToWishlist } = await graphql<{ addToWishlist: { success: boolean; errorCode: string | null } }>(page, store.base, KEEP, { item });
        expect(addToWishlist.errorCode, item.sku).toBeNull();
      }

      // A listing's hearts: one pressed there (its options still to choose), the others as the list has them.
      await page.goto(`${store.base}/category/3`);
      await waitForHydration(page);
      const card = page.locator("article[data-sku]").first();
      await card.getByRole("button", { name: heart.add }).click();
      await expect(card.getByRole("button", { name: heart.remove })).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator(`[data-wishlist-count="5"]`).first()).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${store.name}-wishlist-listing`, width);

      await visit(page, `${store.base}/user/wishlist`, `${store.name}-wishlist-items`, width);
      await page.getByRole("button", { name: heart.share }).click();
      await expect(page.locator("[data-wishlist-share-link]")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${store.name}-wishlist-shared`, width);
      await visit(page, `${store.base}/user/`, `${store.name}-wishlist-dashboard`, width);
    });

    test(`a visitor's heart, ${label}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await ownClientAddress(page);
      await page.goto(`${store.base}/category/3`);
      await waitForHydration(page);
      await page.locator("article[data-sku]").nth(1).getByRole("button", { name: heart.add }).click();
      await page.waitForURL(/\/login\?redirect=%2Fcategory%2F3&kept=wishlist$/);
      await shot(page, `${store.name}-wishlist-login`, width);
    });

    test(`before signing in, ${label}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await ownClientAddress(page);
      for (const [route, name] of [
        ["/login", "login"],
        ["/register", "register"],
        ["/account/password-request", "password-request"],
        ["/account/password-reset?token=not-a-token", "password-reset-invalid"],
        ["/orders", "guest-lookup"],
      ] as const) {
        await visit(page, `${store.base}${route}`, `${store.name}-${name}`, width);
      }
    });

    test(`a customer's account, ${label}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      const { email } = await signedInCustomer(page, store.base, `shots-${label}`);
      const { number, orderId } = await placeOrder(page, store.base);
      await payAndShip(number, `6A${Date.now().toString().slice(-9)}`);
      await returnAndRefund(page, store.base, orderId, number, email);
      await placeOrder(page, store.base);
      await buyGuide(page, store.base);
      const ADD = `mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode } }`;
      await graphql(page, store.base, ADD, { input: { address: ADDRESS } });
      await graphql(page, store.base, ADD, {
        input: { address: { ...ADDRESS, street: ["3 place du Marché", "Bâtiment B"], postcode: "13100", city: "Aix-en-Provence" }, defaultBilling: true },
      });

      for (const [route, name] of [
        ["/user/", "dashboard"],
        ["/user/orders/", "orders"],
        [`/user/orders/${orderId}/`, "order"],
        ["/user/address-book", "address-book"],
        ["/user/information", "information"],
        ["/user/downloadable-products", "downloads"],
        ["/user/newsletter", "newsletter"],
        ["/user/returns", "returns"],
        [`/user/orders/${orderId}/returns/create`, "return-create"],
        [`/user/orders/${orderId}/refunds`, "refunds"],
        ["/user/store-credit", "store-credit"],
        ["/user/wishlist", "wishlist"],
      ] as const) {
        await visit(page, `${store.base}${route}`, `${store.name}-${name}`, width);
      }
      await page.goto(`${store.base}/user/orders/${orderId}/`);
      await page.locator('a[href*="/invoice/"]').first().click();
      await page.waitForURL(/\/invoice\//);
      await shot(page, `${store.name}-invoice`, width);
    });
  }
}
