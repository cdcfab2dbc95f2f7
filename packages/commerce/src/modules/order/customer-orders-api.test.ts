import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, CART, CART_FIELDS, line, shopper } from "../cart/cart-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { signInSession, signedInCustomer } from "./customer-test-kit.ts";
import { outboxFor, placeTestOrder } from "./order-test-kit.ts";
import { ORDER, PLACE, SET_ADDRESS, SET_EMAIL, SET_METHOD, freshAddress, placeInput, startOrderTestApi } from "./place-order-test-kit.ts";

/**
 * What a customer's account shows of their orders, and what a shopper without one may find, over
 * HTTP on both databases: the customer's orders by pages, newest first; each order's parcels with
 * their tracking links; an order found by its number, e-mail and postcode (throttled); ordering
 * again into the basket. Another customer, a visitor or a guess gets the answer of an order that
 * does not exist, and the attempt is logged.
 */

const ORDERS = `query Orders($page: Int, $pageSize: Int) {
  me { orders(page: $page, pageSize: $pageSize) { totalCount page pageSize totalPages
    items { order_id number status createdAt items { sku name quantity } payment { status } history { note } shipments { name trackingId url } } } }
}`;
const SHIPMENTS = `query Shipments($orderId: ID!) {
  order(orderId: $orderId) { number status items { sku name quantityShipped } shipments { id createdAt trackingId name url items { sku name options { label value } quantity } } }
}`;
const LOOKUP = `mutation Lookup($input: GuestOrderLookupInput!) {
  lookupGuestOrder(input: $input) { success errorCode errorMessage order { order_id number status email items { sku quantity } shipments { name trackingId url items { sku quantity } } } }
}`;
const REORDER = `mutation Reorder($orderId: ID!) {
  reorder(orderId: $orderId) { success errorCode errorMessage addedLines droppedLines { sku name } cart { ...CartFields } }
} ${CART_FIELDS}`;
const SET_BILLING = `mutation SetBilling($address: CheckoutAddressInput) { setBillingAddress(address: $address) { success errorCode } }`;

const GRASSE = { firstname: "Camille", lastname: "Durand", company: null, street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };
const LYON = { ...GRASSE, street: ["27 rue Mercière"], postcode: "69002", city: "Lyon" };

type Shopper = ReturnType<typeof shopper>;

describe.each(dialects)("a customer's orders and a guest's order on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const scope = serviceScope();

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const setStock = (sku: string, quantity: number) => api.commerce.services.stock.set(scope, sku, quantity);
    const customer = (email: string) => signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });
    const operator = { kind: "operator", operator: "test" } as const;

    /** An order placed through the checkout by `buyer` (a guest gives `email`), to Grasse, billed to `billing` when given. */
    async function placeOrder(buyer: Shopper, lines: Record<string, unknown>[], options: { email?: string; billing?: typeof GRASSE } = {}) {
      const added = (await buyer.send(ADD, { lines })).body.data.addToCart;
      expect(added.success, JSON.stringify(added.lineErrors)).toBe(true);
      if (options.email) expect((await buyer.send(SET_EMAIL, { email: options.email })).body.data.setCheckoutEmail.success).toBe(true);
      expect((await buyer.send(SET_ADDRESS, { address: GRASSE })).body.data.setShippingAddress.success).toBe(true);
      if (options.billing) expect((await buyer.send(SET_BILLING, { address: options.billing })).body.data.setBillingAddress.success).toBe(true);
      expect((await buyer.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod.success).toBe(true);
      const placed = (await buyer.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      return placed.order as { order_id: string; number: string; email: string };
    }

    /** Orders made without a cart (order-test-kit), given to `customerId`, placed `daysAgo` days ago. */
    async function pastOrder(customerId: number, daysAgo: number, sku: string) {
      await setStock(sku, 100);
      const row = await placeTestOrder(api.commerce, { lines: [{ sku, quantity: 1 }] });
      const placedAt = new Date(Date.UTC(2026, 0, 31) - daysAgo * 86_400_000).toISOString();
      await api.commerce.database.db.updateTable("sales_order").set({ customer_id: customerId, placed_at: placedAt }).where("id", "=", row.id).execute();
      return row;
    }

    it("lists a customer's own orders, newest first, by pages clamped to what there is", async () => {
      const ana = await customer("ana@example.com");
      const ben = await customer("ben@example.com");
      const anas = [];
      for (let daysAgo = 5; daysAgo >= 1; daysAgo--) anas.push(await pastOrder(ana.customerId, daysAgo, "TEST-LOT-01"));
      // Placed at the same instant as the newest: the later one comes first.
      anas.push(await pastOrder(ana.customerId, 1, "TEST-LOT-01"));
      const bens = await pastOrder(ben.customerId, 3, "TEST-LOT-02");
      await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-02", quantity: 1 }] });
      const newestFirst = anas.map((row) => row.number).reverse();

      const page = async (buyer: Shopper, variables: Record<string, unknown>) => (await buyer.send(ORDERS, variables)).body.data.me.orders;
      const first = await page(ana, { page: 1, pageSize: 4 });
      expect(first).toMatchObject({ totalCount: 6, page: 1, pageSize: 4, totalPages: 2 });
      expect(first.items.map((order: { number: string }) => order.number)).toEqual(newestFirst.slice(0, 4));
      expect(first.items[0]).toMatchObject({ status: "PENDING_PAYMENT", items: [{ sku: "TEST-LOT-01", quantity: 1 }], payment: { status: "PENDING" }, history: [{ note: expect.any(String) }], shipments: [] });
      const second = await page(ana, { page: 2, pageSize: 4 });
      expect(second.items.map((order: { number: string }) => order.number)).toEqual(newestFirst.slice(4));
      // Out of range: clamped, never an error.
      expect(await page(ana, { page: 99, pageSize: 4 })).toMatchObject({ page: 2, totalPages: 2 });
      expect(await page(ana, { page: -3, pageSize: 0 })).toMatchObject({ page: 1, pageSize: 1, totalPages: 6, items: [{ number: newestFirst[0] }] });
      expect(await page(ana, { pageSize: 500 })).toMatchObject({ page: 1, pageSize: 50, totalPages: 1 });
      expect((await page(ana, {})).items).toHaveLength(6);
      // Only one's own.
      expect(await page(ben, {})).toMatchObject({ totalCount: 1, items: [{ number: bens.number }] });
      const nobody = await customer("nobody@example.com");
      expect(await page(nobody, {})).toEqual({ totalCount: 0, page: 1, pageSize: 10, totalPages: 0, items: [] });
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await visitor.send(ORDERS, {})).body.data.me).toBeNull();
    });

    it("shows an order's parcels oldest first, each with the carrier's tracking link, and e-mails the link", async () => {
      await setStock("TEST-LOT-03", 20);
      await setStock("TEST-LOT-04", 20);
      const cy = await customer("cy@example.com");
      const placed = await placeOrder(cy, [line("TEST-LOT-03", 3), line("TEST-LOT-04", 1)]);
      const { orders } = api.commerce.services;
      expect((await orders.markPaid(scope, placed.number, operator)).ok).toBe(true);
      // The number has a space and a slash: it is URL-encoded into the carrier's page.
      expect((await orders.ship(scope, placed.number, { lines: [{ sku: "TEST-LOT-03", quantity: 2 }], trackingNumber: " 6A 123/45 " }, operator)).ok).toBe(true);
      expect((await orders.ship(scope, placed.number, { lines: [{ sku: "TEST-LOT-03", quantity: 1 }], carrier: "chronopost", trackingNumber: "XY987" }, operator)).ok).toBe(true);
      expect((await orders.ship(scope, placed.number, { carrier: "Coursier du village", trackingNumber: "CV-1" }, operator)).ok).toBe(true);

      const order = (await cy.send(SHIPMENTS, { orderId: placed.order_id })).body.data.order;
      expect(order.status).toBe("SHIPPED");
      expect(order.shipments.map(({ name, trackingId, url }: Record<string, unknown>) => ({ name, trackingId, url }))).toEqual([
        { name: "Colissimo", trackingId: "6A 123/45", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123%2F45" },
        { name: "chronopost", trackingId: "XY987", url: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY987" },
        // A carrier without a page: its number, no link.
        { name: "Coursier du village", trackingId: "CV-1", url: null },
      ]);
      // Named as on the order's line.
      expect(order.shipments[0].items).toEqual([{ sku: "TEST-LOT-03", name: order.items[0].name, options: [], quantity: 2 }]);
      expect(order.items[0].quantityShipped).toBe(3);
      expect(order.shipments[2].items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([["TEST-LOT-04", 1]]);
      expect(Date.parse(order.shipments[0].createdAt)).toBeLessThanOrEqual(Date.parse(order.shipments[1].createdAt));
      expect(order.shipments[0].id).not.toBe(order.shipments[1].id);

      const mails = (await outboxFor(api.commerce, "cy@example.com")).filter((mail) => mail.kind === "order.shipped");
      expect(mails.map((mail) => mail.data.trackingUrl)).toEqual([
        "https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123%2F45",
        "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY987",
        null,
      ]);

      // Nobody else sees them.
      const other = await customer("cy-other@example.com");
      expect((await other.send(SHIPMENTS, { orderId: placed.order_id })).body.data.order).toBeNull();
    });

    describe("found by a guest", () => {
      it("finds any order by its number, e-mail and the postcode of its shipping or billing address, ignoring case and spaces", async () => {
        await setStock("TEST-LOT-05", 20);
        const guest = shopper(api, { "x-forwarded-for": freshAddress() });
        const placed = await placeOrder(guest, [line("TEST-LOT-05", 2)], { email: "Guest.Buyer@example.com", billing: LYON });
        await api.commerce.services.orders.markPaid(scope, placed.number, operator);
        await api.commerce.services.orders.ship(scope, placed.number, { trackingNumber: "6A999" }, operator);

        const someone = shopper(api, { "x-forwarded-for": freshAddress() });
        const lookup = async (input: Record<string, string>) => (await someone.send(LOOKUP, { input })).body.data.lookupGuestOrder;
        for (const input of [
          { number: ` ${placed.number} `, email: " GUEST.buyer@EXAMPLE.com ", postcode: "06 130" },
          { number: placed.number, email: "guest.buyer@example.com", postcode: " 69002" },
        ]) {
          const found = await lookup(input);
          expect(found).toMatchObject({ success: true, errorCode: null, errorMessage: null, order: { order_id: placed.order_id, number: placed.number, status: "SHIPPED", items: [{ sku: "TEST-LOT-05", quantity: 2 }] } });
          expect(found.order.shipments).toEqual([{ name: "Colissimo", trackingId: "6A999", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A999", items: [{ sku: "TEST-LOT-05", quantity: 2 }] }]);
        }

        // A customer's order may be found the same way.
        const dee = await customer("dee@example.com");
        await setStock("TEST-LOT-05", 20);
        const deesOrder = await placeOrder(dee, [line("TEST-LOT-05", 1)]);
        expect((await lookup({ number: deesOrder.number, email: "dee@example.com", postcode: "06130" })).order.order_id).toBe(deesOrder.order_id);

        const warn = vi.spyOn(api.commerce.logger, "warn");
        try {
          const misses = [
            { number: placed.number, email: "other@example.com", postcode: "06130" },
            { number: placed.number, email: "guest.buyer@example.com", postcode: "75001" },
            { number: placed.number, email: "guest.buyer@example.com", postcode: "" },
            { number: "2026-999999", email: "guest.buyer@example.com", postcode: "06130" },
            { number: placed.order_id, email: "guest.buyer@example.com", postcode: "06130" },
          ];
          for (const input of misses) {
            // The same answer whichever of the three is wrong.
            expect(await lookup(input)).toEqual({
              success: false,
              errorCode: "ORDER_NOT_FOUND",
              errorMessage: "Aucune commande ne correspond à ce numéro, cette adresse e-mail et ce code postal. Vérifiez-les sur votre e-mail de confirmation.",
              order: null,
            });
          }
          const failures = warn.mock.calls.filter(([, message]) => message === "guest order lookup failed");
          expect(failures).toHaveLength(misses.length);
          expect(failures[0][0]).toMatchObject({ number: placed.number, clientAddress: expect.any(String) });
          expect(JSON.stringify(failures)).not.toContain("example.com");
        } finally {
          warn.mockRestore();
        }
      });

      it("is throttled per client address, and per order number and e-mail from any address; a lookup that finds its order does not count", async () => {
        await setStock("TEST-LOT-06", 20);
        const placed = await placeOrder(shopper(api, { "x-forwarded-for": freshAddress() }), [line("TEST-LOT-06", 1)], { email: "throttled@example.com" });
        const right = { number: placed.number, email: "throttled@example.com", postcode: "06130" };
        const wrong = { ...right, postcode: "75001" };

        const patient = shopper(api, { "x-forwarded-for": freshAddress() });
        for (let attempt = 0; attempt < 15; attempt++) expect((await patient.send(LOOKUP, { input: right })).body.data.lookupGuestOrder.success).toBe(true);

        const guesser = shopper(api, { "x-forwarded-for": freshAddress() });
        for (let attempt = 0; attempt < 10; attempt++) expect((await guesser.send(LOOKUP, { input: { ...wrong, number: `2026-90000${attempt}` } })).body.data.lookupGuestOrder.errorCode).toBe("ORDER_NOT_FOUND");
        const refused = await guesser.send(LOOKUP, { input: right });
        expect(refused.body.data.lookupGuestOrder).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", errorMessage: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes\.$/), order: null });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

        // One order guessed at from many addresses without its e-mail: the guesses stop, its shopper still finds it.
        for (let attempt = 0; attempt < 10; attempt++) {
          const from = shopper(api, { "x-forwarded-for": freshAddress() });
          const answer = (await from.send(LOOKUP, { input: { ...right, email: "someone-else@example.com" } })).body.data.lookupGuestOrder;
          expect(answer.errorCode, `${attempt} ${answer.errorMessage}`).toBe("ORDER_NOT_FOUND");
        }
        const stranger = shopper(api, { "x-forwarded-for": freshAddress() });
        expect((await stranger.send(LOOKUP, { input: { ...right, email: "someone-else@example.com" } })).body.data.lookupGuestOrder.errorCode).toBe("TOO_MANY_ATTEMPTS");
        const owner = shopper(api, { "x-forwarded-for": freshAddress() });
        expect((await owner.send(LOOKUP, { input: right })).body.data.lookupGuestOrder.success).toBe(true);

        // The postcode guessed from many addresses with the right number and e-mail: refused to everyone for a while, even with the right answers.
        for (let attempt = 0; attempt < 10; attempt++) {
          const from = shopper(api, { "x-forwarded-for": freshAddress() });
          const answer = (await from.send(LOOKUP, { input: wrong })).body.data.lookupGuestOrder;
          expect(answer.errorCode, `${attempt} ${answer.errorMessage}`).toBe("ORDER_NOT_FOUND");
        }
        const late = shopper(api, { "x-forwarded-for": freshAddress() });
        expect((await late.send(LOOKUP, { input: right })).body.data.lookupGuestOrder.errorCode).toBe("TOO_MANY_ATTEMPTS");
      });
    });

    describe("ordered again", () => {
      it("adds the order's lines to the customer's basket with their choices, each within today's stock, as often as asked", async () => {
        await setStock("TEST-LOT-07", 20);
        await setStock("TEST-LOT-08", 20);
        await setStock("TEST-FLACON-AMBER", 20);
        const product = (await api.commerce.services.products.bySku(scope, "TEST-FLACON"))!;
        const [colour] = await api.commerce.services.products.configurableOptions(scope, product);
        const { customOptions } = (await api.commerce.services.pricing.selection(scope, "TEST-FLACON"))!.source;
        const font = customOptions.find((option) => option.title === "Police")!;
        const engraving = customOptions.find((option) => option.title === "Gravure")!;
        const flacon = line("TEST-FLACON", 2, {
          selectedOptions: [{ option_id: colour.id, option_value: "amber" }],
          selectedCustomOptions: [
            { option_id: font.id, option_value: font.values[1].id },
            { option_id: engraving.id, option_value: "Néroli" },
          ],
        });
        const eli = await customer("eli@example.com");
        const placed = await placeOrder(eli, [flacon, line("TEST-LOT-07", 3), line("TEST-LOT-08", 1)]);
        // Since then: the shop has two of LOT-07 left and none of LOT-08.
        await setStock("TEST-LOT-07", 2);
        await setStock("TEST-LOT-08", 0);

        const again = (await eli.send(REORDER, { orderId: placed.order_id })).body.data.reorder;
        expect(again).toMatchObject({ success: true, errorCode: null, errorMessage: null, addedLines: 2, droppedLines: [{ sku: "TEST-LOT-08", name: expect.any(String) }] });
        expect(again.cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
          ["TEST-FLACON-AMBER", 2],
          ["TEST-LOT-07", 2],
        ]);
        expect(again.cart.items[0].selectedOptions).toMatchObject([{ option_id: colour.id, option_value: "amber" }]);
        expect(again.cart.items[0].selectedCustomOptions.map((option: { value_label: string }) => option.value_label).sort()).toEqual(["Anglaise", "Néroli"]);
        // Neither the coupon nor the checkout's details come back: only lines.
        expect(again.cart.coupon).toBeNull();

        // Again: the flacons add up; LOT-07's stock is all in the basket already.
        const twice = (await eli.send(REORDER, { orderId: placed.order_id })).body.data.reorder;
        expect(twice).toMatchObject({ success: true, addedLines: 1, droppedLines: [{ sku: "TEST-LOT-07" }, { sku: "TEST-LOT-08" }] });
        expect(twice.cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
          ["TEST-FLACON-AMBER", 4],
          ["TEST-LOT-07", 2],
        ]);
      });

      it("answers UNKNOWN_ORDER for any order but the customer's own: another's, a visitor's try, a guest order of the same browser, a guess", async () => {
        await setStock("TEST-LOT-09", 20);
        const fox = await customer("fox@example.com");
        const foxs = await placeOrder(fox, [line("TEST-LOT-09", 1)]);
        const gil = await customer("gil@example.com");
        const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
        const guestOrder = await placeOrder(visitor, [line("TEST-LOT-09", 1)], { email: "visitor@example.com" });

        const warn = vi.spyOn(api.commerce.logger, "warn");
        try {
          const unknown = { success: false, errorCode: "UNKNOWN_ORDER", errorMessage: "Cette commande est introuvable.", addedLines: 0, droppedLines: [] };
          for (const orderId of [foxs.order_id, `${foxs.order_id.slice(0, -1)}${foxs.order_id.endsWith("A") ? "B" : "A"}`, "x".repeat(43), "42"]) {
            expect((await gil.send(REORDER, { orderId })).body.data.reorder).toMatchObject({ ...unknown, cart: { items: [] } });
          }
          const anonymous = shopper(api, { "x-forwarded-for": freshAddress() });
          expect((await anonymous.send(REORDER, { orderId: foxs.order_id })).body.data.reorder).toMatchObject(unknown);
          expect(anonymous.cookie).toBeUndefined();
          // The visitor's own guest order: not an account's order, not even once the same browser signs in.
          expect((await visitor.send(REORDER, { orderId: guestOrder.order_id })).body.data.reorder).toMatchObject(unknown);
          await signInSession(api, visitor.cookie!, gil.customerId);
          expect((await visitor.send(REORDER, { orderId: guestOrder.order_id })).body.data.reorder).toMatchObject(unknown);
          // (The browser that placed it still sees it.)
          expect((await visitor.send(ORDER, { orderId: guestOrder.order_id })).body.data.order.number).toBe(guestOrder.number);

          const refusals = warn.mock.calls.filter(([, message]) => message === "refused ownership attempt").map(([fields]) => fields);
          expect(refusals).toHaveLength(7);
          expect(refusals[0]).toEqual({ customerId: gil.customerId, object: "order", tried: foxs.order_id, action: "reorder" });
          expect(refusals[4]).toMatchObject({ customerId: null, action: "reorder" });

          // Reading another's order is refused and logged the same way.
          warn.mockClear();
          expect((await gil.send(ORDER, { orderId: foxs.order_id })).body.data.order).toBeNull();
          expect(warn.mock.calls.map(([fields, message]) => [message, fields])).toEqual([["refused ownership attempt", { customerId: gil.customerId, object: "order", tried: foxs.order_id }]]);
        } finally {
          warn.mockRestore();
        }
        expect((await fox.send(CART)).body.data.cart.items).toEqual([]);
      });
    });
  });
});
