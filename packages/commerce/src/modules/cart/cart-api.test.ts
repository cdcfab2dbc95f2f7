import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { ADD, CART, REMOVE, UPDATE, expectConsistentTotals, line, pair, shopper } from "./cart-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { tokenDigest } from "../../shared/session-tokens.ts";
import { createCartService } from "./service.ts";

/**
 * The cart through the API, on both databases: every product type, option validation, tiers,
 * quantities, stock (when adding and when reading after a change), limits, tampering and
 * ownership. Coupons, shipping and sign-in are in their own files.
 */


describe.each(dialects)("the cart API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    it("answers an empty cart to a visitor without creating a session, with no-store", async () => {
      const response = await gql(api, CART);
      expect(response.body.errors).toBeUndefined();
      expect(response.setCookies).toEqual([]);
      expect(response.body.data.cart).toMatchObject({ id: "", items: [], itemsQuantity: 0, isReadyForCheckout: false, coupon: null, shippingEstimate: null });
      expect(response.body.data.cart.prices.grandTotal.priceInclTax.amount).toBe(0);
    });

    it("adds a simple product with its tier price, starting a session, and the same line adds up", async () => {
      const visitor = shopper(api);
      const first = await visitor.send(ADD, { lines: [line("TEST-CITRON", 2)] });
      expect(visitor.cookie).toBeDefined();
      expect(first.headers.get("cache-control")).toContain("no-store");
      const added = first.body.data.addToCart;
      expect(added).toMatchObject({ success: true, errorCode: null, lineErrors: [] });
      expect(added.cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(added.cart.items).toHaveLength(1);
      // 8.00 excl. (special price) → 9.60 incl.
      expect(added.cart.items[0]).toMatchObject({ sku: "TEST-CITRON", quantity: 2, maxQuantity: 25, errors: [] });
      expect(added.cart.items[0].prices.unit.priceInclTax.amount).toBe(9.6);
      expect(added.cart.items[0].prices.tierQty).toBeNull();

      const second = (await visitor.send(ADD, { lines: [line("test-citron", 1)] })).body.data.addToCart;
      expect(second.cart.items).toHaveLength(1);
      expect(second.cart.items[0].quantity).toBe(3);
      // The tier from 3 units: 7.50 excl. → 9.00 incl.
      expect(second.cart.items[0].prices.tierQty).toBe(3);
      expect(second.cart.items[0].prices.unit.priceInclTax.amount).toBe(9);
      expect(second.cart.items[0].prices.row.priceInclTax.amount).toBe(27);
      expect(second.cart.prices.subtotal.priceInclTax.amount).toBe(27);
      expect(second.cart.prices.subtotal.priceExclTax.amount).toBe(22.5);
      // Delivery to France under 49.00 of lines: Colissimo's band up to 1 kg (three units without a weight: 3 × 250 g), 6.58 excl.
      expect(pair(second.cart.prices.shipping)).toEqual([790, 658]);
      expect(pair(second.cart.prices.grandTotal)).toEqual([2700 + 790, 2250 + 658]);
      expectConsistentTotals(second.cart);
      expect(second.cart.isReadyForCheckout).toBe(true);

      const read = await visitor.send(CART);
      expect(read.headers.get("cache-control")).toContain("no-store");
      expect(read.body.data.cart.items[0].quantity).toBe(3);
    });

    it("adds a configurable's chosen variant, and its variant sku as the same line", async () => {
      const visitor = shopper(api);
      const lavender = await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1)] });
      expect(lavender.body.data.addToCart.lineErrors[0]).toMatchObject({ line: 0, errorCode: "OPTIONS_REQUIRED" });
      const options = await api.commerce.services.products.bySku(serviceScope(), "TEST-LAVANDE-10ML");
      const [own] = await api.commerce.services.products.selectedOptions(serviceScope(), options!);
      const chosen = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1, { selectedOptions: [{ option_id: own.option_id, option_value: "10ml" }] })] })).body.data.addToCart;
      expect(chosen.success).toBe(true);
      expect(chosen.cart.items[0]).toMatchObject({ sku: "TEST-LAVANDE-10ML", product: { sku: "TEST-LAVANDE" }, maxQuantity: 5 });
      expect(chosen.cart.items[0].selectedOptions[0]).toMatchObject({ option_id: own.option_id, option_value: "10ml", value_label: expect.stringMatching(/^10\s?ml$/) });
      const direct = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-10ML", 2)] })).body.data.addToCart;
      expect(direct.cart.items).toHaveLength(1);
      expect(direct.cart.items[0].quantity).toBe(3);
      const unknown = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1, { selectedOptions: [{ option_id: own.option_id, option_value: "7ml" }] })] })).body.data.addToCart;
      expect(unknown.lineErrors[0].errorCode).toBe("OPTIONS_INVALID");
      const out = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-100ML", 1)] })).body.data.addToCart;
      expect(out.lineErrors[0].errorCode).toBe("OUT_OF_STOCK");
      const tooMany = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-10ML", 3)] })).body.data.addToCart;
      expect(tooMany.lineErrors[0]).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", availableQuantity: 2 });
    });

    /** Option ids of a product as the catalogue numbers them (custom option and value ids, bundle option ids). */
    async function optionIds(sku: string) {
      const read = await api.commerce.services.pricing.selection(serviceScope(), sku);
      const source = read!.source;
      const custom = (title: string) => source.customOptions.find((option) => option.title === title)!;
      return { source, custom, bundle: (label: string) => source.bundleOptions.find((option) => option.label === label)! };
    }

    it("adds custom options with their extra costs, enforcing required ones, lengths and known values", async () => {
      const visitor = shopper(api);
      const { custom } = await optionIds("TEST-FLACON");
      const engraving = custom("Gravure");
      const wrap = custom("Emballage cadeau");
      const font = custom("Police");
      const script = font.values.find((value) => value.title === "Anglaise")!;
      const colour = { option_id: "93", option_value: "amber" };
      const options = (await api.commerce.services.products.configurableOptions(serviceScope(), (await api.commerce.services.products.bySku(serviceScope(), "TEST-FLACON"))!))[0];
      colour.option_id = options.id;
      const bottle = (extra: Record<string, unknown>) => line("TEST-FLACON", 1, { selectedOptions: [colour], ...extra });

      const attempts = [
        bottle({ selectedCustomOptions: [] }),
        bottle({ selectedCustomOptions: [{ option_id: font.id, option_value: script.id }, { option_id: engraving.id, option_value: "x".repeat(21) }] }),
        bottle({ selectedCustomOptions: [{ option_id: font.id, option_value: "999999" }] }),
        bottle({ selectedCustomOptions: [{ option_id: font.id, option_value: script.id }, { option_id: "999999", option_value: "1" }] }),
        bottle({ selectedCustomOptions: [{ option_id: font.id, option_value: script.id }, { option_id: font.id, option_value: font.values[0].id }] }),
      ];
      const refused = (await visitor.send(ADD, { lines: attempts })).body.data.addToCart;
      expect(refused.success).toBe(false);
      expect(refused.lineErrors.map((error: { errorCode: string }) => error.errorCode)).toEqual([
        "OPTIONS_REQUIRED",
        "OPTION_TEXT_TOO_LONG",
        "OPTIONS_INVALID",
        "OPTIONS_INVALID",
        "OPTIONS_INVALID",
      ]);
      expect(refused.cart.items).toEqual([]);

      const chosen = [
        { option_id: engraving.id, option_value: "  Ada  " },
        { option_id: wrap.id, option_value: wrap.values[0].id },
        { option_id: font.id, option_value: script.id },
      ];
      const added = (await visitor.send(ADD, { lines: [bottle({ selectedCustomOptions: chosen })] })).body.data.addToCart;
      expect(added.success).toBe(true);
      const [item] = added.cart.items;
      // 1.00 excl. + engraving 5.00 + kraft 10 % of 1.00 + script 1.50 = 7.60 excl.; incl.: 1.20 + 6.00 + 0.12 + 1.80 = 9.12.
      expect(item.prices.unit.priceExclTax.amount).toBe(7.6);
      expect(item.prices.unit.priceInclTax.amount).toBe(9.12);
      expect(item.sku).toBe("TEST-FLACON-AMBER");
      expect(item.selectedCustomOptions).toEqual([
        { option_id: engraving.id, option_value: "Ada", label: "Gravure", value_label: "Ada" },
        { option_id: wrap.id, option_value: wrap.values[0].id, label: "Emballage cadeau", value_label: "Papier kraft" },
        { option_id: font.id, option_value: script.id, label: "Police", value_label: "Anglaise" },
      ]);
      // The same choices in another order are the same line; another text is another line.
      const again = (await visitor.send(ADD, { lines: [bottle({ selectedCustomOptions: [...chosen].reverse() })] })).body.data.addToCart;
      expect(again.cart.items.map((entry: { quantity: number }) => entry.quantity)).toEqual([2]);
      const other = (await visitor.send(ADD, { lines: [bottle({ selectedCustomOptions: [{ option_id: font.id, option_value: script.id }, { option_id: engraving.id, option_value: "Bob" }] })] })).body.data.addToCart;
      expect(other.cart.items).toHaveLength(2);
    });

    it("adds bundles with default or chosen items, within their rules and their items' stock", async () => {
      const visitor = shopper(api);
      const { bundle } = await optionIds("TEST-COFFRET");
      const oil = bundle("Huile essentielle");
      const bottleOption = bundle("Flacon");
      const kit = (choices: { option_id: string; option_value: string; option_qty: number }[], quantity = 1) => line("TEST-COFFRET", quantity, { selectedBundleOptions: choices });
      const refused = (
        await visitor.send(ADD, {
          lines: [
            kit([{ option_id: oil.id, option_value: "TEST-LAVANDE-10ML", option_qty: 2 }]),
            kit([
              { option_id: oil.id, option_value: "TEST-CITRON", option_qty: 1 },
              { option_id: oil.id, option_value: "TEST-LAVANDE-10ML", option_qty: 1 },
            ]),
            kit([{ option_id: bottleOption.id, option_value: "TEST-FLACON-AMBER", option_qty: 1 }]),
            kit([{ option_id: oil.id, option_value: "TEST-EPUISE", option_qty: 1 }]),
            kit([{ option_id: oil.id, option_value: "TEST-CITRON", option_qty: 1.5 }]),
            line("TEST-GAMME", 1),
            line("NO-SUCH-SKU", 1),
          ],
        })
      ).body.data.addToCart;
      expect(refused.lineErrors.map((error: { errorCode: string }) => error.errorCode)).toEqual([
        "OPTIONS_INVALID",
        "OPTIONS_INVALID",
        "OPTIONS_REQUIRED",
        "OPTIONS_INVALID",
        "OPTIONS_INVALID",
        "OPTIONS_REQUIRED",
        "UNKNOWN_PRODUCT",
      ]);

      // Left out: the default choices (2 lemons), the same line as choosing them.
      const byDefault = (await visitor.send(ADD, { lines: [line("TEST-COFFRET", 1)] })).body.data.addToCart;
      expect(byDefault.cart.items[0].selectedBundleOptions).toEqual([
        { option_id: oil.id, option_value: "TEST-CITRON", option_qty: 2, label: "Huile essentielle", value_label: "Citron zeste de test" },
      ]);
      const same = (await visitor.send(ADD, { lines: [kit([{ option_id: oil.id, option_value: "TEST-CITRON", option_qty: 2 }])] })).body.data.addToCart;
      expect(same.cart.items).toHaveLength(1);
      expect(same.cart.items[0].quantity).toBe(2);
      // Two lemons (8.00 excl. each, no tier in a bundle): 16.00 excl., 19.20 incl. per kit.
      expect(same.cart.items[0].prices.unit.priceInclTax.amount).toBe(19.2);

      // 25 lemons: kits of 3 lemons (user-defined) beside the 2 kits of 2 above: (25 − 4) / 3 = 7.
      const three = [{ option_id: oil.id, option_value: "TEST-CITRON", option_qty: 3 }];
      const tooMany = (await visitor.send(ADD, { lines: [kit(three, 8)] })).body.data.addToCart;
      expect(tooMany.lineErrors[0]).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", availableQuantity: 7 });
      const fits = (await visitor.send(ADD, { lines: [kit(three, 7)] })).body.data.addToCart;
      expect(fits.success).toBe(true);
      expect(fits.cart.items.map((item: { maxQuantity: number }) => item.maxQuantity)).toEqual([2, 7]);
      // A grouped product's items are added as their own skus.
      const items = (await visitor.send(ADD, { lines: [line("TEST-LOT-01", 1), line("TEST-LOT-02", 2)] })).body.data.addToCart;
      expect(items.success).toBe(true);
    });

    it("refuses quantities that are not whole numbers from 1 to 999, and lines over 999", async () => {
      const visitor = shopper(api);
      const quantities = [0, -1, 1.5, 2 ** 31, 1000, 1e308];
      const refused = (await visitor.send(ADD, { lines: quantities.map((quantity) => line("TEST-LOT-40", quantity)) })).body.data.addToCart;
      expect(refused.lineErrors.map((error: { errorCode: string }) => error.errorCode)).toEqual(quantities.map(() => "QUANTITY_OUT_OF_RANGE"));
      expect(refused.cart.items).toEqual([]);
      await api.commerce.services.stock.set(serviceScope(), "TEST-LOT-39", 5000);
      const full = (await visitor.send(ADD, { lines: [line("TEST-LOT-39", 999)] })).body.data.addToCart;
      expect(full.success).toBe(true);
      const over = (await visitor.send(ADD, { lines: [line("TEST-LOT-39", 1)] })).body.data.addToCart;
      expect(over.lineErrors[0].errorCode).toBe("QUANTITY_OUT_OF_RANGE");
      const itemId = full.cart.items[0].item_id;
      for (const quantity of [0, -3, 2.5, 2 ** 31, 1000]) {
        const update = (await visitor.send(UPDATE, { itemId, quantity })).body.data.updateCartItem;
        expect(update).toMatchObject({ success: false, errorCode: "QUANTITY_OUT_OF_RANGE" });
        expect(update.cart.items[0].quantity).toBe(999);
      }
      await api.commerce.services.stock.set(serviceScope(), "TEST-LOT-39", 39);
    });

    it("refuses unknown input fields (no price can be sent) and changes nothing", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-LOT-03", 1)] });
      for (const tampered of [
        { ...line("TEST-LOT-03", 1), price: 0.01 },
        { ...line("TEST-LOT-03", 1), prices: { unit: 0 } },
        { ...line("TEST-LOT-03", 1), selectedCustomOptions: [{ option_id: "1", option_value: "x", extraCost: 0 }] },
      ]) {
        const response = await gql(api, ADD, { lines: [tampered] }, { headers: { cookie: visitor.cookie! } });
        expect(response.body.errors?.length).toBeGreaterThan(0);
        expect(response.body.data).toBeUndefined();
      }
      const cart = (await visitor.send(CART)).body.data.cart;
      expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
      expect(cart.items[0].prices.unit.priceExclTax.amount).toBeGreaterThan(1);
    });

    it("updates and removes only the caller's own lines", async () => {
      const alice = shopper(api);
      const bob = shopper(api);
      const aliceItem = (await alice.send(ADD, { lines: [line("TEST-LOT-05", 2)] })).body.data.addToCart.cart.items[0].item_id;
      await bob.send(ADD, { lines: [line("TEST-LOT-06", 1)] });
      for (const mutation of [UPDATE, REMOVE]) {
        const answer = (await bob.send(mutation, { itemId: aliceItem, quantity: 1 })).body.data;
        const result = answer.updateCartItem ?? answer.removeCartItem;
        expect(result).toMatchObject({ success: false, errorCode: "UNKNOWN_ITEM" });
        expect(result.cart.items.map((item: { sku: string }) => item.sku)).toEqual(["TEST-LOT-06"]);
      }
      const nobody = await gql(api, UPDATE, { itemId: aliceItem, quantity: 1 });
      expect(nobody.body.data.updateCartItem.errorCode).toBe("UNKNOWN_ITEM");
      expect((await alice.send(CART)).body.data.cart.items[0].quantity).toBe(2);
      const more = (await alice.send(UPDATE, { itemId: aliceItem, quantity: 6 })).body.data.updateCartItem;
      expect(more.lineErrors).toEqual([]);
      expect(more).toMatchObject({ success: false, errorCode: "INSUFFICIENT_STOCK" });
      const updated = (await alice.send(UPDATE, { itemId: aliceItem, quantity: 5 })).body.data.updateCartItem;
      expect(updated.success).toBe(true);
      expect(updated.cart.items[0]).toMatchObject({ quantity: 5, maxQuantity: 5 });
      const removed = (await alice.send(REMOVE, { itemId: aliceItem })).body.data.removeCartItem;
      expect(removed).toMatchObject({ success: true, cart: { items: [], itemsQuantity: 0 } });
      expect((await alice.send(REMOVE, { itemId: aliceItem })).body.data.removeCartItem.errorCode).toBe("UNKNOWN_ITEM");
    });

    it("says on the line when stock drops below it, without changing the cart or stock", async () => {
      const visitor = shopper(api);
      const { stock } = api.commerce.services;
      await visitor.send(ADD, { lines: [line("TEST-LOT-08", 6), line("TEST-LOT-09", 2)] });
      await stock.set(serviceScope(), "TEST-LOT-08", 4);
      const lowered = (await visitor.send(CART)).body.data.cart;
      expect(lowered.isReadyForCheckout).toBe(false);
      expect(lowered.items[0]).toMatchObject({ quantity: 6, maxQuantity: 4, errors: [{ code: "NOT_ENOUGH_STOCK", availableQuantity: 4 }] });
      expect(lowered.items[0].errors[0].message).toMatch(/disponible/);
      expect(lowered.items[1].errors).toEqual([]);
      await stock.set(serviceScope(), "TEST-LOT-08", 0);
      const out = (await visitor.send(CART)).body.data.cart;
      expect(out.items[0]).toMatchObject({ quantity: 6, maxQuantity: 0, errors: [{ code: "OUT_OF_STOCK", availableQuantity: null }] });
      expect((await stock.show(serviceScope(), "TEST-LOT-08"))?.quantity).toBe(0);
      await stock.set(serviceScope(), "TEST-LOT-08", 8);
      const fixed = (await visitor.send(CART)).body.data.cart;
      expect(fixed.isReadyForCheckout).toBe(true);
      expect(fixed.items[0].quantity).toBe(6);
    });

    it("holds at most 100 lines, and takes at most 100 lines a request", async () => {
      const visitor = shopper(api);
      const { custom } = await optionIds("TEST-FLACON");
      const options = (await api.commerce.services.products.configurableOptions(serviceScope(), (await api.commerce.services.products.bySku(serviceScope(), "TEST-FLACON"))!))[0];
      const font = custom("Police");
      const engraved = (text: string, colour = "clear") =>
        line("TEST-FLACON", 1, {
          selectedOptions: [{ option_id: options.id, option_value: colour }],
          selectedCustomOptions: [
            { option_id: font.id, option_value: font.values[0].id },
            { option_id: custom("Gravure").id, option_value: text },
          ],
        });
      const tooMany = (await visitor.send(ADD, { lines: Array.from({ length: 101 }, (_unused, index) => engraved(`N${index}`, "amber")) })).body.data.addToCart;
      expect(tooMany).toMatchObject({ success: false, errorCode: "CART_TOO_LARGE", cart: { items: [] } });
      const hundred = (await visitor.send(ADD, { lines: Array.from({ length: 100 }, (_unused, index) => engraved(`N${index}`, "amber")) })).body.data.addToCart;
      expect(hundred.success).toBe(true);
      expect(hundred.cart.items).toHaveLength(100);
      const more = (await visitor.send(ADD, { lines: [engraved("N0", "amber"), engraved("Extra")] })).body.data.addToCart;
      expect(more.lineErrors).toMatchObject([
        { line: 0, errorCode: "INSUFFICIENT_STOCK", availableQuantity: 0 },
        { line: 1, errorCode: "CART_TOO_LARGE" },
      ]);
    });

    it("makes one line of two adds of the same line at the same moment", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-LOT-10", 1)] });
      const answers = await Promise.all(Array.from({ length: 4 }, () => visitor.send(ADD, { lines: [line("TEST-LOT-11", 2)] })));
      expect(answers.every((answer) => answer.body.data.addToCart.success)).toBe(true);
      const cart = (await visitor.send(CART)).body.data.cart;
      expect(cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-10", 1],
        ["TEST-LOT-11", 8],
      ]);
      // Two shoppers' concurrent first adds each start their own session and cart.
      const [first, second] = await Promise.all([shopper(api), shopper(api)].map(async (someone) => (await someone.send(ADD, { lines: [line("TEST-LOT-12", 1)] })).body.data.addToCart.cart.id));
      expect(first).not.toBe(second);
    });

    it("keeps a line another server process added, whatever this process last saw of the cart", async () => {
      const visitor = shopper(api);
      const added = (await visitor.send(ADD, { lines: [line("TEST-LOT-10", 1)] })).body.data.addToCart.cart;
      const owner = { sessionHash: tokenDigest(visitor.cookie!.split("=")[1]) };
      // Another process: a cart service of its own (its own memory of carts) on the same database.
      const { services } = api.commerce;
      const elsewhere = createCartService(api.commerce.database.db, { pricing: services.pricing, products: services.products, stock: services.stock, config: api.commerce.config, coupons: services.coupons, shipping: services.shipping });
      const there = await elsewhere.add(serviceScope(), owner, [line("TEST-LOT-11", 1), line("TEST-LOT-12", 1)]);
      expect(there.ok).toBe(true);
      // This process's writes still see and answer every line (the ones it never read included).
      const raised = (await visitor.send(UPDATE, { itemId: added.items[0].item_id, quantity: 2 })).body.data.updateCartItem;
      expect(raised.success).toBe(true);
      expect(raised.cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-10", 2],
        ["TEST-LOT-11", 1],
        ["TEST-LOT-12", 1],
      ]);
      await elsewhere.add(serviceScope(), owner, [line("TEST-LOT-13", 1)]);
      const more = (await visitor.send(ADD, { lines: [line("TEST-LOT-10", 1)] })).body.data.addToCart;
      expect(more.cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-10", 3],
        ["TEST-LOT-11", 1],
        ["TEST-LOT-12", 1],
        ["TEST-LOT-13", 1],
      ]);
      expectConsistentTotals(more.cart);
    });
  });
});
