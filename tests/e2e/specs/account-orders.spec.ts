import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PHONE_WIDTH, documentStatus, expect, test, waitForHydration } from "./fixtures.ts";
import { graphql } from "./checkout-kit.ts";
import { ADDRESS, admin, mailMatching, ownClientAddress, payAndShip, placeOrder, signedInCustomer, uniqueEmail } from "./customer-kit.ts";

/**
 * A customer's orders, in both stores, on a desktop and a phone: the list, an order with its
 * parcel and tracking link once the operator shipped it (`npm run admin -- order ship`), its
 * invoice and the invoice's PDF, ordering again; an order paid and then cancelled by the shop
 * (`order cancel`) with the credit note that cancels its invoice, and that PDF; another
 * customer's order, a guessed id and a missing one are the same 404. A guest finds an order by number, e-mail and postcode (with and
 * without JavaScript); a signed-in customer is sent to their own orders instead.
 */

const STORES = [
  {
    base: "",
    orders: "Mes commandes",
    shipped: "Expédiée",
    order: (number: string) => `Commande ${number}`,
    track: /Suivre le colis sur le site de Colissimo/,
    invoice: /^Facture FA-/,
    cancelled: "Annulée",
    creditNote: (number: string) => `Facture d'avoir ${number}`,
    against: "sur la facture FA-",
    download: "Télécharger le PDF",
    reorder: "Commander à nouveau",
    added: /Un produit a été ajouté à votre panier/,
    notFound: "404 : page introuvable",
    lookup: { number: "Numéro de commande", email: "Adresse e-mail", postcode: "Code postal", submit: "Retrouver ma commande", none: /Aucune commande ne correspond/i },
    recent: "Dernières commandes",
  },
  {
    base: "/en",
    orders: "My orders",
    shipped: "Shipped",
    order: (number: string) => `Order ${number}`,
    track: /Track it on the Colissimo website/,
    invoice: /^Invoice FA-/,
    cancelled: "Cancelled",
    creditNote: (number: string) => `Credit note ${number}`,
    against: "against invoice FA-",
    download: "Download the PDF",
    reorder: "Order again",
    added: /One product was added to your basket/,
    notFound: "404 : page not found",
    lookup: { number: "Order number", email: "E-mail address", postcode: "Postcode", submit: "Find my order", none: /No order matches/i },
    recent: "Recent orders",
  },
] as const;

type Store = (typeof STORES)[number];

let trackingSequence = 0;
const trackingNumber = () => `6A${Date.now().toString().slice(-9)}${trackingSequence++}`;

/** The tracking number's link on a parcel: the carrier's page, in a new window. */
async function expectTracking(page: Page, store: Store, tracking: string) {
  const parcel = page.locator(`[data-shipment="${tracking}"]`);
  await expect(parcel.locator("[data-tracking-id]")).toHaveText(tracking);
  const link = parcel.getByRole("link", { name: store.track });
  await expect(link).toHaveAttribute("href", new RegExp(`^https://.*${tracking}`));
  await expect(link).toHaveAttribute("target", "_blank");
}

const lookupForm = (page: Page) => page.locator('[data-form="order-lookup"]');

async function lookUp(page: Page, store: Store, fields: { number: string; email: string; postcode: string }) {
  const form = lookupForm(page);
  await form.getByLabel(store.lookup.number).fill(fields.number);
  await form.getByLabel(store.lookup.email, { exact: true }).fill(fields.email);
  await form.getByLabel(store.lookup.postcode).fill(fields.postcode);
  await form.getByRole("button", { name: store.lookup.submit }).click();
}

for (const store of STORES) {
  for (const width of [1280, PHONE_WIDTH]) {
    test.describe(`${store.base || "fr"} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      // A customer registered, an order placed, paid and shipped by the operator's commands.
      test.describe.configure({ timeout: 90_000 });

      test("the order list, the order with its parcel's tracking, its invoice and PDF, and ordering again", async ({ page }) => {
        const { email } = await signedInCustomer(page, store.base, "orders");
        const { number, orderId } = await placeOrder(page, store.base);
        const tracking = trackingNumber();
        await payAndShip(number, tracking);
        // The shopper's e-mail names the parcel's tracking.
        await mailMatching(email, new RegExp(tracking));

        await page.goto(`${store.base}/user/orders`);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.orders);
        const card = page.locator(`[data-order="${number}"]`);
        await expect(card.locator("[data-order-status]")).toHaveText(store.shipped);
        await card.getByRole("link", { name: store.order(number) }).click();

        await expect(page).toHaveURL(new RegExp(`${store.base}/user/orders/${orderId}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.order(number));
        await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "SHIPPED");
        await expectTracking(page, store, tracking);
        await expect(page.locator('[data-order-line="HE-BERGAMOTE-10ML"] [data-line-quantity]')).toHaveText("2");

        await page.getByRole("link", { name: store.invoice }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/FA-\d{4}-\d{6}/);
        const invoiceNumber = (await page.locator("[data-invoice-number]").textContent())!;
        // A table from a tablet's width, a card on a phone: the line is there either way.
        await expect(page.locator('[data-invoice-line="HE-BERGAMOTE-10ML"]:visible')).toHaveCount(1);
        const pdf = page.getByRole("link", { name: store.download });
        await expect(pdf).toHaveAttribute("href", `${store.base}/user/orders/${orderId}/invoice/${invoiceNumber}/pdf`);
        const download = await page.request.get((await pdf.getAttribute("href"))!);
        expect(download.status()).toBe(200);
        expect(download.headers()["content-type"]).toContain("application/pdf");
        expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

        // Back on the order: its lines go back in the basket, and the header's count follows.
        await page.goto(`${store.base}/user/orders/${orderId}/`);
        await waitForHydration(page);
        await page.getByRole("button", { name: store.reorder }).click();
        await expect(page.locator('[data-reorder-outcome="added"]')).toContainText(store.added);
        await expect(page.getByRole("banner").locator("[data-cart-count]")).toHaveAttribute("data-cart-count", "2");

        // The dashboard shows it among the newest.
        await page.goto(`${store.base}/user`);
        await expect(page.getByRole("heading", { name: store.recent })).toBeVisible();
        await expect(page.locator(`[data-order="${number}"]`)).toBeVisible();
      });

      test("an order paid and then cancelled by the shop: its invoice kept, the credit note that cancels it, and that PDF", async ({ page }) => {
        const { email } = await signedInCustomer(page, store.base, "credited");
        const { number, orderId } = await placeOrder(page, store.base);
        await admin("order", "pay", number);
        const creditNote = /credit note (AV-\d{4}-\d{6})/.exec(await admin("order", "cancel", number))?.[1];
        expect(creditNote, "the operator is told the credit note's number").toBeTruthy();
        // The shopper's e-mail names it.
        await mailMatching(email, new RegExp(creditNote!));

        await page.goto(`${store.base}/user/orders/${orderId}/`);
        await waitForHydration(page);
        await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "CANCELLED");
        // The status reads as before: cancelled (the credit note is beside the invoice).
        await expect(page.locator("span[data-order-status]").first()).toHaveText(store.cancelled);
        await expect(page.getByRole("link", { name: store.invoice })).toBeVisible();
        const note = page.locator(`[data-credit-note="${creditNote}"]`);
        await expect(note).toContainText(store.creditNote(creditNote!));
        await expect(note).toContainText(store.against);
        await expect(note.locator("[data-credit-note-total]")).toHaveText(/^−/);
        const pdf = note.locator("[data-credit-note-pdf]");
        await expect(pdf).toHaveAttribute("href", `${store.base}/user/orders/${orderId}/credit-note/${creditNote}/pdf`);
        const [download] = await Promise.all([page.waitForEvent("download"), pdf.click()]);
        expect(download.suggestedFilename()).toBe(`${creditNote}.pdf`);
        const body = await fs.readFile((await download.path())!);
        expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      });

      test("another customer's order, a guessed id and one that never existed are the same 404", async ({ page, browser, allowConsoleError }) => {
        allowConsoleError(documentStatus(404));
        await signedInCustomer(page, store.base, "owner");
        const { orderId } = await placeOrder(page, store.base);

        const other = await browser.newPage({ viewport: { width, height: 900 } });
        await signedInCustomer(other, store.base, "other");
        const seen: string[] = [];
        for (const path of [`/user/orders/${orderId}/`, `/user/orders/${orderId.slice(0, -1)}x/`, "/user/orders/no-such-order/"]) {
          const response = await other.goto(`${store.base}${path}`);
          expect(response?.status(), path).toBe(404);
          await expect(other.locator('[data-layout="account"]')).toBeVisible();
          await expect(other.getByRole("heading", { level: 1 })).toHaveText(store.notFound.trim());
          seen.push((await other.locator('[data-layout="account"]').innerText()).replace(/\s+/g, " "));
        }
        expect(new Set(seen).size, "the same page whoever's the order").toBe(1);
        const invoice = await other.goto(`${store.base}/user/orders/${orderId}/invoice/FA-2026-000001/`);
        expect(invoice?.status()).toBe(404);
        await other.close();
      });

      test("a guest finds an order by its number, e-mail and postcode, with its tracking; a wrong postcode finds nothing", async ({ page }) => {
        await ownClientAddress(page);
        const email = uniqueEmail("guest");
        await page.goto(`${store.base}/`);
        const { number } = await placeOrder(page, store.base, { email });
        const tracking = trackingNumber();
        await payAndShip(number, tracking);

        await page.context().clearCookies();
        await page.goto(`${store.base}/orders/`);
        await waitForHydration(page);
        await lookUp(page, store, { number, email, postcode: "75001" });
        await expect(lookupForm(page).locator("[data-error-summary]")).toContainText(store.lookup.none);
        await lookUp(page, store, { number, email: email.toUpperCase(), postcode: ADDRESS.postcode });
        const result = page.locator(`[data-order-number="${number}"]`);
        await expect(result).toHaveAttribute("data-order-status", "SHIPPED");
        await expectTracking(page, store, tracking);
        await expect(result.locator('[data-order-line="HE-BERGAMOTE-10ML"]')).toBeVisible();
      });
    });
  }

  test.describe(`${store.base || "fr"}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test.describe.configure({ timeout: 90_000 });

    test("a guest's lookup posts the form and the page shows the order", async ({ page }) => {
      await ownClientAddress(page);
      const email = uniqueEmail("guest-nojs");
      await page.goto(`${store.base}/`);
      const { number } = await placeOrder(page, store.base, { email });
      await page.context().clearCookies();
      await page.goto(`${store.base}/orders/`);
      await lookUp(page, store, { number, email, postcode: ADDRESS.postcode });
      await expect(page.locator(`[data-order-number="${number}"]`)).toHaveAttribute("data-order-status", "PENDING_PAYMENT");
    });

    test("ordering again posts the form and leads to the basket", async ({ page }) => {
      await signedInCustomer(page, store.base, "reorder-nojs");
      const { orderId } = await placeOrder(page, store.base);
      await page.goto(`${store.base}/user/orders/${orderId}/`);
      await page.getByRole("button", { name: store.reorder }).click();
      await expect(page).toHaveURL(new RegExp(`${store.base}/cart$`));
      const { cart } = await graphql<{ cart: { itemsQuantity: number } }>(page, store.base, "{ cart { itemsQuantity } }");
      expect(cart.itemsQuantity).toBe(2);
    });
  });

  test(`${store.base || "fr"}: a signed-in customer opening the order lookup is taken to their orders`, async ({ page }) => {
    await signedInCustomer(page, store.base, "lookup-signed-in");
    await page.goto(`${store.base}/orders/`);
    await expect(page).toHaveURL(new RegExp(`${store.base}/user/orders$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.orders);
  });
}
