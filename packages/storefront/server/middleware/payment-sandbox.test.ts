import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Commerce, createCommerce, loadConfig } from "@eb/commerce";
import { insertOrder } from "@eb/commerce/modules/payment/payment-test-kit.ts";
import { sandboxNotification } from "@eb/commerce/modules/payment/sandbox.ts";
import type { PayableOrder } from "@eb/commerce/modules/payment/service.ts";
import { signedHeaders } from "@eb/commerce/modules/payment/signature.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { stores } from "@eb/commerce";
import { dialects } from "@eb/commerce/testing/api-test-kit.ts";
import { type TestDialect, createThrowawayDatabase } from "@eb/commerce/testing/test-server.ts";
import { historyOf, outboxFor, placeTestOrder, stockOf } from "@eb/commerce/modules/order/order-test-kit.ts";
import { seedProducts } from "@eb/commerce/testing/seed-data.ts";
import { createTestShelf, testProducts } from "@eb/commerce/testing/test-products.ts";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "../testing/in-process-app.ts";
import { isBuilt } from "../testing/production-server.ts";
import { lastResort } from "./last-resort.ts";
import { paymentSandbox } from "./payment-sandbox.ts";

/**
 * The sandbox providers and the notification endpoint over HTTP, on both databases, with the real
 * payment and order services: the hosted pages post their outcome to the shop as a signed
 * notification (a real HTTP request to the shop's public URL), and only that changes the payment.
 */

interface Harness {
  base: string;
  commerce: Commerce;
  close(): Promise<void>;
}

async function startSandbox(dialect: TestDialect): Promise<Harness> {
  const app = express();
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-pay-"));
  const env: Record<string, string> = { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, PUBLIC_URL: base, SHOP_NAME: "Essences & Botanique" };
  const database = dialect === "postgres" ? await createThrowawayDatabase("eb_pay") : undefined;
  if (database) env.DATABASE_URL = database.url;
  const commerce = await createCommerce({ config: loadConfig(env), seed: false, mailWorker: false, orderSweeper: false });
  app.use(paymentSandbox({ commerce }));
  app.use(lastResort(commerce.logger));
  return {
    base,
    commerce,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await commerce.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dialects)("payment sandbox and notifications on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let shop: Harness;
    beforeAll(async () => {
      shop = await startSandbox(dialect);
    }, 60_000);
    afterAll(() => shop?.close());

    const db = () => shop.commerce.database.db;
    const payments = () => shop.commerce.services.payments;

    async function pending(method: "sandbox_card" | "sandbox_wallet", options: { store?: "fr" | "en"; amountCents?: number } = {}) {
      const order = await insertOrder(db(), options);
      const started = await payments().start(serviceScope({ store: options.store === "en" ? stores.en : stores.fr }), order, method);
      return { order, ...started, path: new URL(started.redirectUrl!).pathname };
    }
    const paymentRow = (id: number) => db().selectFrom("payment").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const orderRow = (id: number) => db().selectFrom("sales_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const eventsOf = (paymentId: number) => db().selectFrom("payment_event").selectAll().where("payment_id", "=", paymentId).orderBy("id").execute();

    /** A form posted from the page itself, as a browser does. */
    const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${shop.base}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.base, "sec-fetch-site": "same-origin", ...headers },
        body: new URLSearchParams(fields),
      });
    /** The page's stylesheet carries the nonce its policy names (else the browser drops it). */
    async function styledPage(response: Response): Promise<string> {
      const page = await response.text();
      const nonce = /style-src 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(page).toContain(`<style nonce="${nonce}">`);
      expect(page).not.toContain("<script");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return page;
    }
    const card = (number: string) => ({ action: "pay", number, expiry: "12/39", cvc: "123", name: "Camille Martin" });

    /** A notification as the provider sends it, for `order`'s payment (amount and currency overridable). */
    function notification(
      started: { reference: string; order: PayableOrder },
      type: "payment.succeeded" | "payment.failed" | "payment.cancelled",
      options: { at?: Date; amountCents?: number; currency?: string; id?: string } = {},
    ) {
      const at = options.at ?? new Date();
      const body = JSON.stringify({
        id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
        type,
        reference: started.reference,
        amount_cents: options.amountCents ?? started.order.amountCents,
        currency: options.currency ?? "EUR",
        occurred_at: at.toISOString(),
      });
      return { body, headers: { "content-type": "application/json", ...signedHeaders(shop.commerce.config.payments.notificationSecret, body) } };
    }
    const notify = (provider: string, message: { body: string; headers: Record<string, string> }) =>
      fetch(`${shop.base}/payment/notify/${provider}`, { method: "POST", headers: message.headers, body: message.body });

    describe("the hosted pages", () => {
      it("render the card page in the order's store language, marked as a test environment, never cached", async () => {
        const fr = await pending("sandbox_card", { amountCents: 4_990 });
        const response = await fetch(`${shop.base}${fr.path}`);
        const page = await styledPage(response);
        expect(response.status).toBe(200);
        expect(page).toContain('<html lang="fr-FR">');
        expect(page).toContain("SANDBOX · Environnement de test");
        expect(page).toContain("49,90\u00a0€");
        expect(page).toContain(fr.order.number);
        for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995", "4000 0000 0000 3220"]) expect(page).toContain(number);
        expect(page).toContain('autocomplete="cc-number"');

        const en = await pending("sandbox_card", { store: "en", amountCents: 4_990 });
        expect(en.path.startsWith("/en/payment/sandbox/sandbox_card/")).toBe(true);
        const english = await (await fetch(`${shop.base}${en.path}`)).text();
        expect(english).toContain('<html lang="en-GB">');
        expect(english).toContain("SANDBOX · Test environment");
        expect(english).toContain("€49.90");
        // Its address in the other store leads to the order's store.
        const other = await fetch(`${shop.base}${en.path.replace(/^\/en/, "")}`, { redirect: "manual" });
        expect(other.status).toBe(302);
        expect(other.headers.get("location")).toBe(en.path);
      });

      it("render the wallet page with approve and cancel", async () => {
        const wallet = await pending("sandbox_wallet", { store: "en" });
        const page = await (await fetch(`${shop.base}${wallet.path}`)).text();
        expect(page).toContain("Approve payment");
        expect(page).toContain('value="cancel"');
      });

      it("answer 404 for an unknown payment or one that has no hosted page", async () => {
        const unknown = await fetch(`${shop.base}/en/payment/sandbox/sandbox_card/EB-2222-2222`);
        expect(unknown.status).toBe(404);
        expect(await styledPage(unknown)).toContain('<html lang="en-GB">');
        const order = await insertOrder(db());
        const transfer = await payments().start(serviceScope(), order, "bank_transfer");
        expect((await fetch(`${shop.base}/payment/sandbox/bank_transfer/${transfer.reference}`)).status).toBe(404);
        expect((await fetch(`${shop.base}/payment/sandbox/sandbox_card/${transfer.reference}`)).status).toBe(404);
      });

      it("pays by card end to end: the form's outcome is notified, the payment paid, the order processing, the browser sent to the success page", async () => {
        const started = await pending("sandbox_card", { amountCents: 2_500 });
        const response = await post(started.path, card("4242 4242 4242 4242"));
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(`/checkout/success?order=${encodeURIComponent(started.order.publicId)}`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
        expect(await orderRow(started.order.id)).toMatchObject({ status: "processing", flag: null });
        expect(await eventsOf(started.paymentId)).toEqual([expect.objectContaining({ type: "payment.succeeded", outcome: "applied", amount_cents: 2_500, currency: "EUR" })]);

        // Paid: the page says so and links to the order; posting again notifies nothing.
        const page = await fetch(`${shop.base}${started.path}`);
        expect(await styledPage(page)).toContain(`/checkout/success?order=${started.order.publicId}`);
        await post(started.path, card("4242 4242 4242 4242"));
        expect(await eventsOf(started.paymentId)).toHaveLength(1);
      });

      it("declines, then lets the shopper retry: the payment stays pending until a card succeeds", async () => {
        const started = await pending("sandbox_card", { store: "en" });
        const declined = await post(started.path, card("4000 0000 0000 0002"));
        expect(declined.status).toBe(303);
        expect(declined.headers.get("location")).toBe(`${started.path}?error=declined`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        const page = await (await fetch(`${shop.base}${declined.headers.get("location")}`)).text();
        expect(page).toMatch(/<div class="alert" role="alert" id="payment-error">.*Payment declined by the bank/s);
        expect(page).toMatch(/id="card-number"[^>]*aria-describedby="payment-error"[^>]*autofocus/);

        const poor = await post(started.path, card("4000000000009995"));
        expect(poor.headers.get("location")).toBe(`${started.path}?error=insufficient_funds`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        expect(await orderRow(started.order.id)).toMatchObject({ status: "pending_payment" });

        const paid = await post(started.path, card("4242424242424242"));
        expect(paid.headers.get("location")).toBe(`/en/checkout/success?order=${encodeURIComponent(started.order.publicId)}`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
        expect((await eventsOf(started.paymentId)).map((event) => [event.type, event.outcome])).toEqual([
          ["payment.failed", "applied"],
          ["payment.failed", "applied"],
          ["payment.succeeded", "applied"],
        ]);
      });

      it("asks for 3-D Secure: a failed authentication leaves it pending, a passed one pays", async () => {
        const started = await pending("sandbox_card");
        const challenge = await post(started.path, card("4000 0000 0000 3220"));
        expect(challenge.status).toBe(200);
        const page = await styledPage(challenge);
        expect(page).toContain("Authentification 3-D Secure");
        const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? "";
        expect(token).not.toBe("");
        expect(await eventsOf(started.paymentId)).toEqual([]);

        const forged = await post(`${started.path}/challenge`, { action: "authenticate", token: "forged" });
        expect(forged.status).toBe(403);
        const failed = await post(`${started.path}/challenge`, { action: "fail", token });
        expect(failed.headers.get("location")).toBe(`${started.path}?error=authentication_failed`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });

        const passed = await post(`${started.path}/challenge`, { action: "authenticate", token });
        expect(passed.headers.get("location")).toBe(`/checkout/success?order=${encodeURIComponent(started.order.publicId)}`);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
      });

      it("shows each invalid field with its message linked to it, and notifies nothing", async () => {
        const started = await pending("sandbox_card", { store: "en" });
        const response = await post(started.path, { action: "pay", number: "5555 5555 5555 4444", expiry: "01/20", cvc: "1", name: "" });
        expect(response.status).toBe(200);
        const page = await styledPage(response);
        expect(page).toMatch(/id="card-number"[^>]*aria-describedby="card-number-error" aria-invalid="true" autofocus/);
        expect(page).toContain('id="card-number-error"');
        expect(page).toContain("Only the test cards below are accepted");
        expect(page).toContain("This card has expired");
        expect(page).toMatch(/id="card-cvc"[^>]*aria-describedby="card-cvc-hint card-cvc-error" aria-invalid="true"/);
        expect(page).not.toContain("5555 5555 5555 4444");
        expect(await eventsOf(started.paymentId)).toEqual([]);
      });

      it("approves with the wallet; cancelling sends the shopper back to the checkout with a notice", async () => {
        const approved = await pending("sandbox_wallet", { store: "en" });
        const response = await post(approved.path, { action: "approve" });
        expect(response.headers.get("location")).toBe(`/en/checkout/success?order=${encodeURIComponent(approved.order.publicId)}`);
        expect(await paymentRow(approved.paymentId)).toMatchObject({ status: "paid" });

        const cancelled = await pending("sandbox_wallet");
        const back = await post(cancelled.path, { action: "cancel" });
        expect(back.status).toBe(303);
        expect(back.headers.get("location")).toBe(`/checkout/?payment=cancelled&order=${cancelled.order.publicId}`);
        expect(await paymentRow(cancelled.paymentId)).toMatchObject({ status: "cancelled" });
        const closed = await fetch(`${shop.base}${cancelled.path}`);
        expect(closed.status).toBe(410);
        expect(await styledPage(closed)).toContain("plus en attente");

        const cardCancelled = await pending("sandbox_card", { store: "en" });
        expect((await post(cardCancelled.path, { action: "cancel" })).headers.get("location")).toBe(`/en/checkout/?payment=cancelled&order=${cardCancelled.order.publicId}`);
      });

      it("refuses a form posted from another site, and changes nothing", async () => {
        const started = await pending("sandbox_card");
        const crossSite = await post(started.path, card("4242 4242 4242 4242"), { "sec-fetch-site": "cross-site" });
        expect(crossSite.status).toBe(403);
        expect(await styledPage(crossSite)).toContain("Ce formulaire doit être envoyé depuis la page de paiement.");
        const otherOrigin = await post(started.path, card("4242 4242 4242 4242"), { origin: "https://attacker.example", "sec-fetch-site": "" });
        expect(otherOrigin.status).toBe(403);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        expect(await eventsOf(started.paymentId)).toEqual([]);
      });
    });

    describe("with an order placed as checkout places it", () => {
      beforeAll(async () => {
        await createTestShelf(db());
        await seedProducts(db(), testProducts);
      });

      it("pays it by card: stock kept, order processing with the payment as its cause, the payment received e-mail queued", async () => {
        const stockBefore = await stockOf(shop.commerce, "TEST-CITRON");
        const order = await placeTestOrder(shop.commerce, { lines: [{ sku: "TEST-CITRON", quantity: 2 }], paymentMethod: "sandbox_card", store: "en" });
        const payment = await db().selectFrom("payment").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
        const path = `/en/payment/sandbox/sandbox_card/${payment.reference}`;
        expect(await (await fetch(`${shop.base}${path}`)).text()).toContain(order.number);

        const response = await post(path, card("4242 4242 4242 4242"));
        expect(response.headers.get("location")).toBe(`/en/checkout/success?order=${encodeURIComponent(order.public_id)}`);
        expect(await stockOf(shop.commerce, "TEST-CITRON")).toBe(stockBefore - 2);
        const history = await historyOf(shop.commerce, order.id);
        expect(history.at(-1)).toMatchObject({ from: "pending_payment", to: "processing", cause: "payment" });
        const mails = await outboxFor(shop.commerce, order.email);
        expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([["order.payment_received", "en"]]);
      });

      it("abandoned: once its delay runs out the order is cancelled, its stock given back, and the page no longer takes the payment", async () => {
        const stockBefore = await stockOf(shop.commerce, "TEST-CITRON");
        const order = await placeTestOrder(shop.commerce, { lines: [{ sku: "TEST-CITRON", quantity: 3 }], paymentMethod: "sandbox_card" });
        expect(await stockOf(shop.commerce, "TEST-CITRON")).toBe(stockBefore - 3);
        const payment = await db().selectFrom("payment").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
        const later = new Date(Date.parse(payment.expires_at!) + 1_000);
        expect(await shop.commerce.services.orders.expireDue(serviceScope(), later)).toBeGreaterThanOrEqual(1);
        expect(await stockOf(shop.commerce, "TEST-CITRON")).toBe(stockBefore);
        expect(await paymentRow(payment.id)).toMatchObject({ status: "cancelled" });
        const page = await fetch(`${shop.base}/payment/sandbox/sandbox_card/${payment.reference}`);
        expect(page.status).toBe(410);
        const attempt = await post(`/payment/sandbox/sandbox_card/${payment.reference}`, card("4242 4242 4242 4242"));
        expect(attempt.status).toBe(410);
        expect(await eventsOf(payment.id)).toEqual([]);
      });
    });

    describe("the notification endpoint", () => {
      const received = () => db().selectFrom("payment_event").select(db().fn.countAll<number>().as("count")).executeTakeFirstOrThrow();

      it("refuses unsigned, wrongly signed, re-serialised, stale and future notifications with 401, recording nothing", async () => {
        const started = await pending("sandbox_card");
        const before = Number((await received()).count);
        const good = notification(started, "payment.succeeded");
        const cases = {
          unsigned: { body: good.body, headers: { "content-type": "application/json" } },
          wrongSecret: { body: good.body, headers: { "content-type": "application/json", ...signedHeaders("not-the-shop-secret-at-all", good.body) } },
          reserialised: { body: JSON.stringify(JSON.parse(good.body), null, 2), headers: good.headers },
          stale: { body: good.body, headers: signedHeaders(shop.commerce.config.payments.notificationSecret, good.body, new Date(Date.now() - 301_000)) },
          future: { body: good.body, headers: signedHeaders(shop.commerce.config.payments.notificationSecret, good.body, new Date(Date.now() + 600_000)) },
        };
        for (const [name, message] of Object.entries(cases)) {
          const response = await notify("sandbox_card", message);
          expect(response.status, name).toBe(401);
        }
        expect(Number((await received()).count)).toBe(before);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        // The genuine one still works afterwards.
        expect((await notify("sandbox_card", good)).status).toBe(200);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
      });

      it("answers 404 for an unknown provider or one that sends no notifications, 400 for a signed body that is no notification", async () => {
        const started = await pending("sandbox_card");
        const good = notification(started, "payment.succeeded");
        expect((await notify("paypal", good)).status).toBe(404);
        expect((await notify("bank_transfer", good)).status).toBe(404);
        for (const body of ["{not json", JSON.stringify({ id: "evt_x", type: "payment.teleported" }), ""]) {
          const headers = { "content-type": "application/json", ...signedHeaders(shop.commerce.config.payments.notificationSecret, body) };
          expect((await notify("sandbox_card", { body, headers })).status, body).toBe(400);
        }
        const huge = "x".repeat(20_000);
        expect((await notify("sandbox_card", { body: huge, headers: signedHeaders(shop.commerce.config.payments.notificationSecret, huge) })).status).toBe(413);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
      });

      it("applies an event sent 10 times at once exactly once", async () => {
        const started = await pending("sandbox_card", { amountCents: 7_777 });
        const message = notification(started, "payment.succeeded", { id: `evt_parallel_${started.reference}` });
        const responses = await Promise.all(Array.from({ length: 10 }, () => notify("sandbox_card", message)));
        const outcomes = await Promise.all(responses.map(async (response) => [response.status, ((await response.json()) as { outcome: string }).outcome]));
        expect(outcomes.filter(([, outcome]) => outcome === "applied")).toHaveLength(1);
        expect(outcomes.filter(([status, outcome]) => status === 200 && outcome === "duplicate")).toHaveLength(9);
        expect(await eventsOf(started.paymentId)).toHaveLength(1);
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
        const orderEvents = await db().selectFrom("sales_order_event").selectAll().where("order_id", "=", started.order.id).where("status_to", "=", "processing").execute();
        expect(orderEvents).toHaveLength(1);
        // Sent again later: still 200, still nothing more.
        expect(await (await notify("sandbox_card", message)).json()).toEqual({ received: true, outcome: "duplicate" });
      });

      it("ignores events out of order: an older one, and a failure after the payment", async () => {
        const started = await pending("sandbox_card");
        const t = Date.now();
        expect(await (await notify("sandbox_card", notification(started, "payment.failed", { at: new Date(t - 10_000) }))).json()).toMatchObject({ outcome: "applied" });
        // Older than the failure applied: changes nothing (the payment stays pending, not cancelled).
        expect(await (await notify("sandbox_card", notification(started, "payment.cancelled", { at: new Date(t - 20_000) }))).json()).toMatchObject({ outcome: "ignored" });
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        expect(await (await notify("sandbox_card", notification(started, "payment.succeeded", { at: new Date(t - 5_000) }))).json()).toMatchObject({ outcome: "applied" });
        // A failure after the payment, newer or older, leaves it paid.
        expect(await (await notify("sandbox_card", notification(started, "payment.failed", { at: new Date(t) }))).json()).toMatchObject({ outcome: "ignored" });
        expect(await (await notify("sandbox_card", notification(started, "payment.failed", { at: new Date(t - 7_000) }))).json()).toMatchObject({ outcome: "ignored" });
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
        expect(await orderRow(started.order.id)).toMatchObject({ status: "processing" });
      });

      it("flags the order and never pays it when the amount or the currency differs", async () => {
        const started = await pending("sandbox_card", { amountCents: 10_000 });
        const less = await notify("sandbox_card", notification(started, "payment.succeeded", { amountCents: 100 }));
        expect(await less.json()).toEqual({ received: true, outcome: "amount_mismatch" });
        const pounds = await notify("sandbox_card", notification(started, "payment.succeeded", { currency: "GBP" }));
        expect(await pounds.json()).toEqual({ received: true, outcome: "amount_mismatch" });
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
        const order = await orderRow(started.order.id);
        expect(order.status).toBe("pending_payment");
        expect(order.flag).toContain("1.00 EUR received for 100.00 EUR due");
      });

      it("answers 200 to an unknown reference (the provider stops sending it), recorded without a payment", async () => {
        const message = notification({ reference: "EB-ZZZZ-ZZZZ", order: { amountCents: 100 } as PayableOrder }, "payment.succeeded", { id: "evt_unknown_reference" });
        const response = await notify("sandbox_card", message);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true, outcome: "unknown_payment" });
        const row = await db().selectFrom("payment_event").selectAll().where("event_id", "=", "evt_unknown_reference").executeTakeFirstOrThrow();
        expect(row).toMatchObject({ payment_id: null, outcome: "unknown_payment" });
      });

      it("pays a payment whose order was cancelled meanwhile, and the order stays cancelled, flagged for a refund", async () => {
        const started = await pending("sandbox_wallet");
        const cancelled = await shop.commerce.services.orders.cancel(serviceScope(), started.order.number, { kind: "expired" });
        expect(cancelled).toMatchObject({ ok: true, status: "cancelled" });
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "cancelled" });
        const late = await notify("sandbox_wallet", notification(started, "payment.succeeded"));
        expect(await late.json()).toEqual({ received: true, outcome: "late_payment" });
        expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
        const order = await orderRow(started.order.id);
        expect(order.status).toBe("cancelled");
        expect(order.flag).toMatch(/refund/i);
      });

      it("a payment and its order's cancellation at the same time: neither fails, the money is recorded and the order stays cancelled", async () => {
        const rounds = await Promise.all(
          Array.from({ length: 5 }, async () => {
            const started = await pending("sandbox_card");
            const [response, cancelled] = await Promise.all([
              notify("sandbox_card", notification(started, "payment.succeeded")),
              shop.commerce.services.orders.cancel(serviceScope(), started.order.number, { kind: "expired" }),
            ]);
            return { started, status: response.status, cancelled };
          }),
        );
        for (const { started, status, cancelled } of rounds) {
          expect(status).toBe(200);
          expect(cancelled).toMatchObject({ ok: true, status: "cancelled" });
          expect(await paymentRow(started.paymentId)).toMatchObject({ status: "paid" });
          expect(await orderRow(started.order.id)).toMatchObject({ status: "cancelled" });
        }
      });

      it("is what the hosted page sends: a notification of the sandbox signs and reaches the endpoint", async () => {
        const started = await pending("sandbox_card");
        const payment = { provider: "sandbox_card" as const, reference: started.reference, amountCents: started.order.amountCents, currency: "EUR" };
        const message = sandboxNotification(shop.commerce.config, payment, "payment.succeeded");
        expect(message.url).toBe(`${shop.base}/payment/notify/sandbox_card`);
        const response = await fetch(message.url, { method: "POST", headers: message.headers, body: message.body });
        expect(await response.json()).toEqual({ received: true, outcome: "applied" });
      });
    });
  });
});

/** Mounted in the server's composition (server/app.ts): answered before the pages, under its own policy. */
describe.skipIf(!isBuilt)("the payment routes in the server's composition", () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp();
  }, 60_000);
  afterAll(async () => app?.close());

  it("serves the hosted page (not the shop's page router) and the notification endpoint", async () => {
    const order = await insertOrder(app.commerce.database.db, { store: "en" });
    const started = await app.commerce.services.payments.start(serviceScope({ store: stores.en }), order, "sandbox_card");
    const page = await fetch(`${app.base}${new URL(started.redirectUrl!).pathname}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("SANDBOX · Test environment");
    expect(html).not.toContain("<script");
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("x-request-id")).toBeTruthy();

    const body = JSON.stringify({ id: "evt_app", type: "payment.succeeded", reference: started.reference, amount_cents: order.amountCents, currency: "EUR", occurred_at: new Date().toISOString() });
    const unsigned = await fetch(`${app.base}/payment/notify/sandbox_card`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(unsigned.status).toBe(401);
    const signed = await fetch(`${app.base}/payment/notify/sandbox_card`, {
      method: "POST",
      headers: { "content-type": "application/json", ...signedHeaders(app.commerce.config.payments.notificationSecret, body) },
      body,
    });
    expect(await signed.json()).toEqual({ received: true, outcome: "applied" });
  });
});
