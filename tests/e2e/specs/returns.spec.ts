import type { Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";
import { STORES as CHECKOUT_STORES, fillCart, graphql, step, throughDelivery } from "./checkout-kit.ts";
import { ADDRESS, admin, payAndShip, placeOrder, signedInCustomer } from "./customer-kit.ts";

/**
 * Returns, refunds and store credit, in fr-FR on a desktop and en-GB on a phone: a customer's
 * order of two bottles of bergamot is paid and shipped; from the order's page they ask for the
 * return of one (the form refuses nothing chosen, then a required question left unanswered, next
 * to it), get the return's number and its slip; the operator authorises, receives and approves
 * it, then refunds the order into store credit; the order is refunded (closed), its refunds page
 * shows the credit note with its PDF, the store credit page the refund in its ledger. That credit
 * then pays a whole new order at checkout, store credit being the only way of paying left, and
 * the ledger shows it spent. Without JavaScript, the same request and the store credit's "Apply".
 */

const STORES = [
  {
    base: "",
    width: 1280,
    requestReturn: "Demander un retour",
    until: /^Jusqu'au /,
    quantity: "Quantité à retourner",
    submit: "Envoyer la demande de retour",
    nothingSelected: "Choisissez au moins un article à retourner.",
    answerRequired: /Répondez à « .+ » pour /,
    no: "Non",
    requested: /^Votre demande de retour (RMA-\d{4}-\d{6}) est enregistrée$/,
    slip: /^Bon de retour \(PDF\)/,
    follow: "Suivre mes retours",
    itemApproved: "Accepté",
    refunded: "Remboursée",
    seeRefunds: "Voir le remboursement",
    storeCreditMethod: "Avoir",
    refundAction: "Remboursement en avoir",
    spentAction: "Utilisé pour une commande",
    useCredit: /^Utiliser mon avoir \(solde : /,
    paysAll: /Votre avoir règle toute la commande/,
    place: "Commander avec obligation de paiement",
    terms: /J'ai lu et j'accepte/,
    thanks: "Merci pour votre commande",
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    requestReturn: "Request a return",
    until: /^Until /,
    quantity: "Quantity to return",
    submit: "Send the return request",
    nothingSelected: "Choose at least one item to return.",
    answerRequired: /Answer ".+" for /,
    no: "No",
    requested: /^Your return request (RMA-\d{4}-\d{6}) has been registered$/,
    slip: /^Return slip \(PDF\)/,
    follow: "Follow my returns",
    itemApproved: "Accepted",
    refunded: "Refunded",
    seeRefunds: "See the refund",
    storeCreditMethod: "Store credit",
    refundAction: "Refund to store credit",
    spentAction: "Spent on an order",
    useCredit: /^Use my store credit \(balance: /,
    paysAll: /Your store credit pays for the whole order/,
    place: "Place order and pay",
    terms: /I have read and accept/,
    thanks: "Thank you for your order",
  },
] as const;

/** A PDF a link of the page downloads, answered to this session. */
async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

/** The cart delivered home to the customer's address, through the API (the steps' own screens are the checkout specs'). */
async function deliverHome(page: Page, base: string) {
  const { setShippingAddress } = await graphql<{ setShippingAddress: { cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } } }>(
    page,
    base,
    "mutation Ship($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success cart { shippingMethods { code needsPickupPoint } } } }",
    { address: ADDRESS },
  );
  const home = setShippingAddress.cart.shippingMethods.find((method) => !method.needsPickupPoint)!;
  await graphql(page, base, "mutation Method($code: String!) { setShippingMethod(code: $code) { success } }", { code: home.code });
}

/** The store credit page's balance, in euros. */
async function balanceOf(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/user/store-credit`);
  return Number(await page.locator("[data-store-credit-balance]").getAttribute("data-store-credit-balance"));
}

for (const store of STORES) {
  const checkout = CHECKOUT_STORES.find((entry) => entry.base === store.base)!;

  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    // A customer registered, two orders, the operator's commands between the screens.
    test.describe.configure({ timeout: 180_000 });

    test("a return from request to store-credit refund, then that credit spent at checkout", async ({ page }) => {
      await signedInCustomer(page, store.base, "returns");
      const { number, orderId } = await placeOrder(page, store.base);
      await payAndShip(number, `6A${Date.now().toString().slice(-9)}`);

      // The order's page offers the return, with the last day to ask.
      await page.goto(`${store.base}/user/orders/${orderId}/`);
      await waitForHydration(page);
      await expect(page.locator("[data-return-deadline]")).toHaveText(store.until);
      await page.getByRole("link", { name: store.requestReturn }).click();
      await page.waitForURL(/\/returns\/create$/);
      await waitForHydration(page);

      // Nothing chosen: said above the form, which takes the focus.
      const form = page.locator('[data-form="return"]');
      await form.getByRole("button", { name: store.submit }).click();
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toHaveText(store.nothingSelected);
      await expect(summary).toBeFocused();

      // One bottle of two; its questions open once a quantity is chosen. A required one left unanswered is linked from the summary.
      const line = form.locator('[data-return-line="HE-BERGAMOTE-10ML"]');
      await expect(line.locator("[data-return-questions]")).toBeHidden();
      await line.getByLabel(store.quantity).selectOption("1");
      await expect(line.locator("[data-return-questions]")).toBeVisible();
      await expect(line.locator("[data-unopened-only]")).toBeVisible();
      await form.getByRole("button", { name: store.submit }).click();
      await expect(summary.getByRole("link")).toHaveCount(2);
      await expect(summary.getByRole("link").first()).toHaveText(store.answerRequired);
      await summary.getByRole("link").first().click();
      // The questions are the shop's (configured in data): the reason is the first list, "opened?" the yes/no.
      const reason = line.locator("[data-return-questions] select").first();
      await expect(reason).toBeFocused();
      await reason.selectOption({ index: 1 });
      await line.locator("[data-return-questions] fieldset").first().getByLabel(store.no, { exact: true }).check();
      await line.locator("[data-return-questions] textarea").first().fill("Flacon en trop");
      await form.getByRole("button", { name: store.submit }).click();

      // Requested: its number, what comes next, the slip.
      const done = page.locator("[data-return-requested]");
      await expect(done.getByRole("heading", { level: 2 })).toHaveText(store.requested);
      await expect(done.getByRole("heading", { level: 2 })).toBeFocused();
      const rma = store.requested.exec((await done.getByRole("heading", { level: 2 }).textContent()) ?? "")![1];
      await expectPdf(page, await done.getByRole("link", { name: store.slip }).getAttribute("href"));
      await done.getByRole("link", { name: store.follow }).click();
      await page.waitForURL(/\/user\/returns$/);
      const card = page.locator(`[data-return="${rma}"]`);
      await expect(card).toHaveAttribute("data-return-status", "REQUESTED");
      await expect(card.locator("[data-return-item-quantity]")).toHaveText("1");
      await expect(card.locator("[data-return-order]")).toHaveText(number);

      // The shop authorises, receives and approves it; then refunds the order into store credit.
      await admin("return", "authorise", rma);
      await admin("return", "receive", rma);
      await admin("return", "approve", rma);
      await page.reload();
      await expect(card.locator("[data-return-item-status]")).toHaveText(store.itemApproved);
      await admin("refund", number, "--to", "store-credit");

      await page.goto(`${store.base}/user/orders/${orderId}/`);
      await expect(page.locator("dd span[data-order-status]")).toHaveText(store.refunded);
      await expect(page.locator(`[data-order-return="${rma}"] [data-return-item-status]`)).toHaveText(store.itemApproved);
      await page.getByRole("link", { name: store.seeRefunds }).click();
      await page.waitForURL(/\/refunds$/);
      const refund = page.locator("[data-refund]");
      await expect(refund).toHaveCount(1);
      await expect(refund.locator("[data-refund-method-title]")).toHaveText(store.storeCreditMethod);
      await expect(refund).toHaveAttribute("data-refund-status", "COMPLETED");
      await expect(refund.locator("[data-refund-credit-note]")).toHaveText(/^AV-\d{4}-\d{6}$/);
      await expectPdf(page, await refund.locator("[data-credit-note-pdf]").getAttribute("href"));
      const refunded = (await refund.locator("[data-refund-total]").textContent()) ?? "";

      // The ledger: the refund, its order, the balance it left.
      const balance = await balanceOf(page, store.base);
      expect(balance).toBeGreaterThan(0);
      const entry = page.locator('[data-store-credit-entry="REFUNDED"]');
      await expect(entry).toContainText(store.refundAction);
      await expect(entry).toContainText(number);
      await expect(entry.locator("[data-store-credit-amount]")).toHaveText(`+${refunded}`);

      // One bottle costs less than the credit: store credit pays it all, and is the only way of paying left.
      await fillCart(page, store.base, 1);
      await page.goto(`${store.base}/checkout`);
      await waitForHydration(page);
      await throughDelivery(page, checkout);
      await page.getByLabel(store.useCredit).check();
      await expect(page.locator("#checkout-store-credit-detail")).toHaveText(store.paysAll);
      await expect(page.locator("[data-payment]")).toHaveCount(1);
      await expect(page.locator('[data-payment="store_credit"] input')).toBeChecked();
      await expect(page.locator('[data-total="store-credit"]')).toBeVisible();
      await expect(page.locator('[data-total="amount-due"]').first()).toHaveText(/^0[,.]00\s?€$|^€0\.00$/);
      await page.getByLabel(store.terms).check();
      await page.getByRole("button", { name: store.place }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.thanks);

      expect(await balanceOf(page, store.base)).toBeLessThan(balance);
      await expect(page.locator("[data-store-credit-entry]").first()).toHaveAttribute("data-store-credit-entry", "SPENT_ON_ORDER");
      await expect(page.locator("[data-store-credit-entry]").first()).toContainText(store.spentAction);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });

  test("the return request and the store credit at checkout post their forms", async ({ page }) => {
    const store = STORES[0];
    await signedInCustomer(page, store.base, "returns-nojs");
    const { number, orderId } = await placeOrder(page, store.base);
    await payAndShip(number, `6A${Date.now().toString().slice(-9)}`);

    // Every question is there for every line; a required one unanswered comes back next to its field, with what was filled in.
    await page.goto(`/user/orders/${orderId}/returns/create`);
    const form = page.locator('[data-form="return"]');
    const line = form.locator('[data-return-line="HE-BERGAMOTE-10ML"]');
    await expect(line.locator("[data-return-questions]")).toBeVisible();
    await line.getByLabel(store.quantity).selectOption("2");
    await line.locator("[data-return-questions] textarea").first().fill("Deux flacons en trop");
    await form.getByRole("button", { name: store.submit }).click();
    await expect(page.locator("[data-error-summary]")).toBeVisible();
    await expect(line.getByLabel(store.quantity)).toHaveValue("2");
    await expect(line.locator("[data-return-questions] textarea").first()).toHaveValue("Deux flacons en trop");
    await line.locator("[data-return-questions] select").first().selectOption({ index: 1 });
    await line.locator("[data-return-questions] fieldset").first().getByLabel(store.no, { exact: true }).check();
    await form.getByRole("button", { name: store.submit }).click();
    await page.waitForURL(/\/returns\/create\?created=RMA-/);
    await expect(page.locator("[data-return-requested]").getByRole("heading", { level: 2 })).toHaveText(store.requested);

    // Refunded into store credit by the shop, then "Apply" at the payment step and the order placed.
    await admin("refund", number, "--to", "store-credit");
    await fillCart(page, store.base, 1);
    await deliverHome(page, store.base);
    await page.goto("/checkout");
    await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
    await page.getByLabel(store.useCredit).check();
    await page.locator("[data-apply-store-credit]").click();
    await page.waitForURL(/\/checkout\/?$/);
    await expect(page.locator("#checkout-store-credit-detail")).toHaveText(store.paysAll);
    await expect(page.locator('[data-payment="store_credit"] input')).toBeChecked();
    await page.getByLabel(store.terms).check();
    await page.getByRole("button", { name: store.place }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.thanks);
  });
});
