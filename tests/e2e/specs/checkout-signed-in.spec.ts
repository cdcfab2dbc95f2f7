import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER, expect, test } from "./fixtures.ts";
import { STORES, fillCart, payByCard, placeWith, signIn, step, throughDelivery } from "./checkout-kit.ts";

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
