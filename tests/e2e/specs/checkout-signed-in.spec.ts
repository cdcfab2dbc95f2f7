import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER, PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";
import { STORES, fillCart, graphql, payByCard, placeWith, signIn, step, throughDelivery } from "./checkout-kit.ts";
import { ADDRESS, signedInCustomer } from "./customer-kit.ts";

/**
 * The demo customer checking out, in both stores: signed in at the checkout, paying by card on
 * the sandbox provider's page (accepted, declined then accepted, 3-D Secure failed then passed)
 * and by wallet. The tests share the customer's basket and orders: the configuration runs this
 * file one test at a time.
 */

for (const store of STORES) {
  test.describe(`${store.base || "fr"}: signed in, paying on the provider's page`, () => {
    // A whole checkout and a round trip to the provider's pages.
    test.describe.configure({ timeout: 90_000 });

    test("card accepted: the success page shows the order paid", async ({ page }) => {
      await page.goto(`${store.base}/`);
      await fillCart(page, store.base);
      await signIn(page, store);
      // Signed in: the contact is the customer's own e-mail, already done.
      await expect(step(page, "contact")).toHaveAttribute("data-step-state", "done");
      await expect(step(page, "contact").locator('[data-step-summary="contact"]')).toHaveText(DEMO_CUSTOMER.email);
      await throughDelivery(page, store);
      await placeWith(page, store, store.card);
      await page.waitForURL(/\/payment\/sandbox\//);
      await expect(page.getByText(/SANDBOX/)).toBeVisible();
      await payByCard(page, store, "4242 4242 4242 4242");
      await page.waitForURL(/\/checkout\/success\?order=/);
      await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PROCESSING");
      await expect(page.locator('[data-next-step="paid"]')).toBeVisible();
    });

    // A failed attempt on the provider's page, then one that goes through: the same checkout, one row each.
    const failedThenPaid: { title: string; fail: (page: Page) => Promise<void>; pass: (page: Page) => Promise<void> }[] = [
      {
        title: "card declined, then another card accepted",
        fail: async (page) => {
          await payByCard(page, store, "4000 0000 0000 0002");
          await expect(page.getByText(store.declined)).toBeVisible();
        },
        pass: (page) => payByCard(page, store, "4242 4242 4242 4242"),
      },
      {
        title: "3-D Secure failed, then passed",
        fail: async (page) => {
          await payByCard(page, store, "4000 0000 0000 3220");
          await page.getByRole("button", { name: store.failAuthentication }).click();
          await expect(page.getByText(store.authenticationFailed)).toBeVisible();
        },
        pass: async (page) => {
          await payByCard(page, store, "4000 0000 0000 3220");
          await page.getByRole("button", { name: store.authenticate }).click();
        },
      },
    ];
    for (const attempt of failedThenPaid) {
      test(attempt.title, async ({ page }) => {
        await page.goto(`${store.base}/`);
        await fillCart(page, store.base);
        await signIn(page, store);
        await throughDelivery(page, store);
        await placeWith(page, store, store.card);
        await page.waitForURL(/\/payment\/sandbox\//);
        await attempt.fail(page);
        await attempt.pass(page);
        await page.waitForURL(/\/checkout\/success\?order=/);
        await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PROCESSING");
      });
    }

    test("wallet approved", async ({ page }) => {
      await page.goto(`${store.base}/`);
      await fillCart(page, store.base);
      await signIn(page, store);
      await throughDelivery(page, store);
      await placeWith(page, store, store.wallet);
      await page.waitForURL(/\/payment\/sandbox\//);
      await page.getByRole("button", { name: store.approve }).click();
      await page.waitForURL(/\/checkout\/success\?order=/);
      await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "PROCESSING");
    });
  });
}

/**
 * A customer of their own whose address book has a default delivery address (home) and another
 * default billing address (the office): the checkout starts each step on its own default, so the
 * order is delivered home and billed to the office without choosing either again.
 */
const OFFICE = { ...ADDRESS, company: "Atelier Marchand", street: ["27 rue Mercière"], postcode: "69002", city: "Lyon" };

async function twoDefaults(page: Page, base: string): Promise<{ home: string; office: string }> {
  await signedInCustomer(page, base, "two-defaults");
  const add = async (address: typeof ADDRESS, defaults: { defaultBilling?: boolean }) =>
    (
      await graphql<{ createCustomerAddress: { success: boolean; address: { id: string } } }>(
        page,
        base,
        "mutation Add($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success address { id } } }",
        { input: { address, ...defaults } },
      )
    ).createCustomerAddress.address.id;
  // The first address of a book is both defaults; the second takes the billing one.
  const home = await add(ADDRESS, {});
  const office = await add(OFFICE, { defaultBilling: true });
  await fillCart(page, base);
  return { home, office };
}

for (const [store, width] of [
  [STORES[0], 1280],
  [STORES[1], PHONE_WIDTH],
] as const) {
  test.describe(`${store.base || "fr"} at ${width} px: a default billing address other than the delivery one`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test("both defaults are preselected, and the order carries both", async ({ page }) => {
      const { home, office } = await twoDefaults(page, store.base);
      await page.goto(`${store.base}/checkout/login`);
      await page.waitForURL(new RegExp(`${store.base}/checkout/?$`));
      await waitForHydration(page);
      const delivery = page.locator('[data-form="saved-shipping"]');
      await expect(delivery.locator(`[data-saved-address="${home}"] input`)).toBeChecked();
      await delivery.locator('[data-use-saved="shipping"]').click();
      await expect(step(page, "shipping")).toHaveAttribute("data-step-state", "done");
      await expect(step(page, "shipping").locator('[data-step-summary="shipping"]')).toContainText(ADDRESS.street[0]);
      await throughDelivery(page, store);
      // Billed to the default billing address, not to the delivery address.
      await expect(step(page, "billing").locator('address[data-step-summary="billing"]')).toContainText(OFFICE.street[0]);
      // Opened again, the billing step's choice starts there too.
      await page.locator('[data-modify="billing"]').click();
      const billing = page.locator('[data-form="saved-billing"]');
      await expect(billing.locator(`[data-saved-address="${office}"] input`)).toBeChecked();
      await expect(billing.locator('[data-saved-address="same"] input')).not.toBeChecked();
      await billing.locator('[data-use-saved="billing"]').click();
      await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");

      await placeWith(page, store, store.transfer);
      await page.waitForURL(/\/checkout\/success\?order=/);
      // `all()` does not wait: the confirmation's two addresses first.
      const addresses = page.locator('section[aria-labelledby="checkout-order-delivery"] address');
      await expect(addresses).toHaveCount(2);
      const [shippedTo, billedTo] = await addresses.all();
      await expect(shippedTo).toContainText(ADDRESS.street[0]);
      await expect(shippedTo).not.toContainText(OFFICE.company);
      await expect(billedTo).toContainText(`${OFFICE.company}`);
      await expect(billedTo).toContainText(OFFICE.street[0]);
    });
  });
}

test.describe("without JavaScript: a default billing address other than the delivery one", () => {
  test.use({ javaScriptEnabled: false });

  test("the saved delivery address posted brings the default billing address along", async ({ page }) => {
    const { home, office } = await twoDefaults(page, "");
    await page.goto("/checkout");
    const delivery = page.locator('[data-form="saved-shipping"]');
    await expect(delivery.locator(`[data-saved-address="${home}"] input`)).toBeChecked();
    await delivery.locator('[data-use-saved="shipping"]').click();
    await expect(step(page, "delivery")).toHaveAttribute("data-step-state", "current");
    await expect(step(page, "billing")).toHaveAttribute("data-step-state", "done");
    await expect(step(page, "billing").locator('address[data-step-summary="billing"]')).toContainText(OFFICE.street[0]);
    await page.goto("/checkout?step=billing");
    await expect(page.locator(`[data-form="saved-billing"] [data-saved-address="${office}"] input`)).toBeChecked();
  });
});
