import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, LOGOUT, dialects, gql, registerConfirmedIn } from "../../testing/api-test-kit.ts";
import { seedCoupons, seedProducts, seedShippingRates } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { ADD, APPLY_COUPON, CART_FIELDS, type Money, UPDATE, expectConsistentTotals, line, pair, shopper } from "../cart/cart-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";

/**
 * The checkout's details on the cart through the API, on both databases: the e-mail, addresses
 * checked per country, delivery methods priced for the cart (weight band, threshold, coupon),
 * pickup points, what survives a request and who sees it, and a visitor's checkout at sign-in.
 */

const PASSWORD = "correct horse battery";

const ADDRESS_FIELDS = "firstname lastname company street postcode city countryCode countryName telephone";
const METHOD_FIELDS = "code carrier label price { priceInclTax { amount currency } priceExclTax { amount } } minDays maxDays needsPickupPoint";
const CHECKOUT_FIELDS = /* GraphQL */ `
  fragment CheckoutFields on Cart {
    ...CartFields
    email
    shippingAddress { ${ADDRESS_FIELDS} }
    billingAddress { ${ADDRESS_FIELDS} }
    billingSameAsShipping
    shippingMethods { ${METHOD_FIELDS} }
    selectedShippingMethod { ${METHOD_FIELDS} }
    pickupPoint { id name carrier address { country locality postalCode streetAddress } schedule { dayOfWeek periods { opens closes } } }
  }
  ${CART_FIELDS}
`;
const RESULT = `success errorCode errorMessage fieldErrors { field code message } cart { ...CheckoutFields }`;
const CHECKOUT = `query Checkout { cart { ...CheckoutFields } } ${CHECKOUT_FIELDS}`;
const SET_EMAIL = `mutation SetEmail($email: String!) { setCheckoutEmail(email: $email) { ${RESULT} } } ${CHECKOUT_FIELDS}`;
const SET_SHIPPING = `mutation SetShipping($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { ${RESULT} } } ${CHECKOUT_FIELDS}`;
const SET_BILLING = `mutation SetBilling($address: CheckoutAddressInput, $same: Boolean) { setBillingAddress(address: $address, sameAsShipping: $same) { ${RESULT} } } ${CHECKOUT_FIELDS}`;
const SET_METHOD = `mutation SetMethod($code: String!, $point: ID) { setShippingMethod(code: $code, pickupPointId: $point) { ${RESULT} } } ${CHECKOUT_FIELDS}`;
const COUNTRIES = "query Countries { shippingCountries { code name } }";
const PAYMENT_METHODS = "query Payments { cart { paymentMethods { code title isDeferred } } }";

const paris = {
  firstname: "Camille",
  lastname: "Durand",
  company: "Atelier Durand",
  street: ["12 rue des Lilas", "", "Bâtiment B"],
  postcode: "75011",
  city: "Paris",
  countryCode: "FR",
  telephone: "06 12 34 56 78",
};
const london = { ...paris, company: null, street: ["10 Downing Street"], postcode: "sw1a2aa", city: "London", countryCode: "UK", telephone: "07911 123456" };
const brussels = { ...paris, street: ["Rue de la Loi 16"], postcode: "1000", city: "Bruxelles", countryCode: "BE", telephone: "0470 12 34 56" };
const berlin = { ...paris, street: ["Unter den Linden 1"], postcode: "10117", city: "Berlin", countryCode: "DE", telephone: "+49 30 1234567" };

type Shopper = ReturnType<typeof shopper>;
type MethodAnswer = { code: string; price: Money; needsPickupPoint: boolean };
const incl = (money: Money) => pair(money)[0];
const priced = (methods: MethodAnswer[]) => methods.map((method) => [method.code, incl(method.price)]);

describe.each(dialects)("the checkout API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    /** Whether the pickup-point service answers yet (it is built apart from the checkout). */
    let pickupPointsReady = false;
    let paymentsReady = false;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const { db } = api.commerce.database;
      await createTestShelf(db);
      await seedProducts(db, testProducts);
      await seedShippingRates(db);
      await seedCoupons(db);
      // Known weights before any read: a lemon 300 g packed, a 10 ml lavender 60 g.
      await db.updateTable("product").set({ weight_grams: 300 }).where("sku", "=", "TEST-CITRON").execute();
      await db.updateTable("product").set({ weight_grams: 60 }).where("sku", "=", "TEST-LAVANDE-10ML").execute();
      const row = (id: string, country: string, postcode: string, locality: string) => ({
        id,
        carrier: "Mondial Relay",
        country,
        name: `Relais ${locality}`,
        street_lines: JSON.stringify(["1 place du Marché"]),
        postcode,
        locality,
        latitude: 48.85,
        longitude: 2.35,
        schedule: JSON.stringify([[{ opens: "09:00", closes: "12:30" }, { opens: "14:00", closes: "19:00" }], [], [], [], [], [], []]),
        active: 1,
      });
      await db
        .insertInto("pickup_point")
        .values([row("MR-FR-75011", "FR", "75011", "Paris"), row("DPD-GB-SW1A", "GB", "SW1A 2AA", "London")])
        .execute();
      const services = api.commerce.services;
      pickupPointsReady = await services.pickupPoints.byId(serviceScope(), "MR-FR-75011", "FR").then(
        (point) => point?.id === "MR-FR-75011",
        () => false,
      );
      try {
        services.payments.methods(serviceScope(), 1000);
        paymentsReady = true;
      } catch {
        paymentsReady = false;
      }
    }, 60_000);
    afterAll(() => api?.close());

    /** A visitor with `quantity` lemons in the basket (8.00 excl. each, tiers from 3). */
    async function withLemons(quantity: number, headers: Record<string, string> = {}): Promise<Shopper> {
      const visitor = shopper(api, headers);
      const added = (await visitor.send(ADD, { lines: [line("TEST-CITRON", quantity)] })).body.data.addToCart;
      expect(added.success).toBe(true);
      return visitor;
    }

    it("lists the countries delivered to, named in the store's language, the store's own first", async () => {
      const fr = (await gql(api, COUNTRIES)).body.data.shippingCountries;
      expect(fr[0]).toEqual({ code: "FR", name: "France" });
      expect(fr.map((country: { code: string }) => country.code).sort()).toEqual(["AT", "BE", "DE", "ES", "FR", "GB", "IE", "IT", "LU", "NL", "PT"]);
      expect(fr.slice(1, 4).map((country: { name: string }) => country.name)).toEqual(["Allemagne", "Autriche", "Belgique"]);
      const en = (await gql(api, COUNTRIES, {}, { headers: { store: "en" } })).body.data.shippingCountries;
      expect(en[0]).toEqual({ code: "GB", name: "United Kingdom" });
      expect(en[1]).toEqual({ code: "AT", name: "Austria" });
    });

    it("refuses every checkout write on an empty basket (CART_EMPTY), a visitor getting a session like a cart write", async () => {
      const visitor = shopper(api);
      const email = (await visitor.send(SET_EMAIL, { email: "guest@example.com" })).body.data.setCheckoutEmail;
      expect(email).toMatchObject({ success: false, errorCode: "CART_EMPTY", errorMessage: "Votre panier est vide.", fieldErrors: [] });
      expect(visitor.cookie).toBeDefined();
      expect((await visitor.send(SET_SHIPPING, { address: paris })).body.data.setShippingAddress.errorCode).toBe("CART_EMPTY");
      expect((await visitor.send(SET_BILLING, { same: true })).body.data.setBillingAddress.errorCode).toBe("CART_EMPTY");
      expect((await visitor.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod.errorCode).toBe("CART_EMPTY");
      const cart = (await visitor.send(CHECKOUT)).body.data.cart;
      expect(cart).toMatchObject({ email: null, shippingAddress: null, billingAddress: null, billingSameAsShipping: true, shippingMethods: [], selectedShippingMethod: null });
    });

    it("sets the e-mail of a guest checkout, refusing an invalid one in the store's language", async () => {
      const visitor = await withLemons(1);
      const set = (await visitor.send(SET_EMAIL, { email: "  Guest.Shopper@Example.COM " })).body.data.setCheckoutEmail;
      expect(set).toMatchObject({ success: true, errorCode: null, fieldErrors: [], cart: { email: "guest.shopper@example.com" } });
      for (const email of ["", "no-at-sign", "a@b", `${"x".repeat(250)}@example.com`]) {
        const refused = (await visitor.send(SET_EMAIL, { email })).body.data.setCheckoutEmail;
        expect(refused, email).toMatchObject({ success: false, errorCode: "EMAIL_INVALID", errorMessage: "Cette adresse e-mail n'est pas valide." });
        expect(refused.cart.email).toBe("guest.shopper@example.com");
      }
      const english = await withLemons(1, { store: "en" });
      expect((await english.send(SET_EMAIL, { email: "<b>@x" })).body.data.setCheckoutEmail).toMatchObject({
        errorCode: "EMAIL_INVALID",
        errorMessage: "This e-mail address is not valid.",
      });
    });

    it("starts a signed-in customer's checkout from their own e-mail, which another can replace", async () => {
      const customer = shopper(api);
      await registerConfirmedIn(api, customer, "own-mail@example.com");
      await customer.send(ADD, { lines: [line("TEST-CITRON", 1)] });
      expect((await customer.send(CHECKOUT)).body.data.cart.email).toBe("own-mail@example.com");
      expect((await customer.send(SET_EMAIL, { email: "gift@example.com" })).body.data.setCheckoutEmail.cart.email).toBe("gift@example.com");
    });

    it("stores a French shipping address in its checked form, the phone in E.164, billed to it until another is given", async () => {
      const visitor = await withLemons(1);
      const set = (await visitor.send(SET_SHIPPING, { address: paris })).body.data.setShippingAddress;
      expect(set).toMatchObject({ success: true, errorCode: null, errorMessage: null, fieldErrors: [] });
      const expected = {
        firstname: "Camille",
        lastname: "Durand",
        company: "Atelier Durand",
        street: ["12 rue des Lilas", "Bâtiment B"],
        postcode: "75011",
        city: "Paris",
        countryCode: "FR",
        countryName: "France",
        telephone: "+33612345678",
      };
      expect(set.cart.shippingAddress).toEqual(expected);
      expect(set.cart.billingAddress).toEqual(expected);
      expect(set.cart.billingSameAsShipping).toBe(true);

      // Another billing address, then back to the shipping one.
      const billed = (await visitor.send(SET_BILLING, { address: { ...berlin, company: null } })).body.data.setBillingAddress;
      expect(billed).toMatchObject({ success: true, cart: { billingSameAsShipping: false, billingAddress: { countryCode: "DE", countryName: "Allemagne", telephone: "+49301234567" } } });
      expect(billed.cart.shippingAddress).toEqual(expected);
      const missing = (await visitor.send(SET_BILLING, {})).body.data.setBillingAddress;
      expect(missing).toMatchObject({ success: false, errorCode: "ADDRESS_INVALID" });
      const wrongBilling = (await visitor.send(SET_BILLING, { address: { ...berlin, postcode: "1011" } })).body.data.setBillingAddress;
      expect(wrongBilling).toMatchObject({ success: false, errorCode: "ADDRESS_INVALID", fieldErrors: [{ field: "postcode", code: "INVALID" }] });
      expect(wrongBilling.cart.billingAddress.postcode).toBe("10117");
      const same = (await visitor.send(SET_BILLING, { same: true })).body.data.setBillingAddress;
      expect(same.cart).toMatchObject({ billingSameAsShipping: true, billingAddress: expected });
    });

    it("checks a British address (UK as GB, postcode upper case with one space) and another EU country's", async () => {
      const english = await withLemons(1, { store: "en" });
      const uk = (await english.send(SET_SHIPPING, { address: london })).body.data.setShippingAddress;
      expect(uk.success).toBe(true);
      expect(uk.cart.shippingAddress).toMatchObject({ countryCode: "GB", countryName: "United Kingdom", postcode: "SW1A 2AA", telephone: "+447911123456", company: null });
      const visitor = await withLemons(1);
      const be = (await visitor.send(SET_SHIPPING, { address: brussels })).body.data.setShippingAddress;
      expect(be.cart.shippingAddress).toMatchObject({ countryCode: "BE", countryName: "Belgique", postcode: "1000", telephone: "+32470123456" });
    });

    it("refuses an address field by field (postcode, phone, street lines, lengths) and an unknown country, changing nothing", async () => {
      const visitor = await withLemons(1);
      await visitor.send(SET_SHIPPING, { address: paris });
      const attempts: [Record<string, unknown>, string, { field: string; code: string; message: string }[]][] = [
        [{ postcode: "7501" }, "ADDRESS_INVALID", [{ field: "postcode", code: "INVALID", message: "Ce code postal n'est pas valide pour ce pays." }]],
        [{ countryCode: "GB" }, "ADDRESS_INVALID", [
          { field: "postcode", code: "INVALID", message: "Ce code postal n'est pas valide pour ce pays." },
          { field: "telephone", code: "INVALID", message: expect.stringContaining("Ce numéro de téléphone n'est pas valide") },
        ]],
        [{ telephone: "12 34" }, "ADDRESS_INVALID", [{ field: "telephone", code: "INVALID", message: expect.stringContaining("format international") }]],
        [{ street: ["1", "2", "3", "4"] }, "ADDRESS_INVALID", [{ field: "street", code: "TOO_LONG", message: "L'adresse tient en trois lignes de 100 caractères au plus." }]],
        [{ street: [" ", ""] }, "ADDRESS_INVALID", [{ field: "street", code: "REQUIRED", message: "Indiquez l'adresse (numéro et rue)." }]],
        [{ firstname: "x".repeat(61), lastname: "" }, "ADDRESS_INVALID", [
          { field: "firstname", code: "TOO_LONG", message: "Le prénom ne peut pas dépasser 60 caractères." },
          { field: "lastname", code: "REQUIRED", message: "Indiquez le nom." },
        ]],
        [{ city: "" }, "ADDRESS_INVALID", [{ field: "city", code: "REQUIRED", message: "Indiquez la ville." }]],
        [{ countryCode: "US", postcode: "10001", telephone: "+1 212 555 0100" }, "COUNTRY_NOT_SHIPPED", [
          { field: "countryCode", code: "INVALID", message: "Nous ne livrons pas dans ce pays." },
        ]],
      ];
      for (const [change, code, fieldErrors] of attempts) {
        const refused = (await visitor.send(SET_SHIPPING, { address: { ...paris, ...change } })).body.data.setShippingAddress;
        expect(refused, JSON.stringify(change)).toMatchObject({ success: false, errorCode: code, fieldErrors });
        // The message never repeats what was typed.
        expect(JSON.stringify(refused.fieldErrors) + refused.errorMessage).not.toContain("xxxxxxxx");
        expect(refused.cart.shippingAddress.postcode).toBe("75011");
      }
      const english = await withLemons(1, { store: "en" });
      const refused = (await english.send(SET_SHIPPING, { address: { ...london, postcode: "SW1A" } })).body.data.setShippingAddress;
      expect(refused).toMatchObject({
        errorCode: "ADDRESS_INVALID",
        errorMessage: "Some fields of the address need correcting.",
        fieldErrors: [{ field: "postcode", code: "INVALID", message: "This postcode is not valid for this country." }],
      });
    });

    it("lists the methods to the store's country before an address, then to the address's, priced for the cart", async () => {
      const visitor = await withLemons(1);
      const before = (await visitor.send(CHECKOUT)).body.data.cart;
      // One lemon (300 g, 9.60 €): every method's band up to 0.5 kg, cheapest first.
      expect(priced(before.shippingMethods)).toEqual([
        ["mondial-relay-pickup", 390],
        ["colissimo-home", 590],
        ["chronopost-express", 1290],
      ]);
      expect(before.shippingMethods[0]).toMatchObject({ carrier: "Mondial Relay", label: "Mondial Relay en point relais", needsPickupPoint: true, minDays: 3, maxDays: 5 });
      const be = (await visitor.send(SET_SHIPPING, { address: brussels })).body.data.setShippingAddress.cart;
      expect(priced(be.shippingMethods)).toEqual([["colissimo-europe", 990]]);
      // The estimate follows the address's country too.
      expect(be.shippingEstimate).toMatchObject({ carrier: "Colissimo", price: { priceInclTax: { amount: 9.9 } } });
      expect(incl(be.prices.shipping)).toBe(990);
      const english = await withLemons(1, { store: "en" });
      expect(priced((await english.send(CHECKOUT)).body.data.cart.shippingMethods)).toEqual([
        ["dpd-pickup", 690],
        ["dpd-home", 990],
        ["dpd-express", 1990],
      ]);
    });

    it("chooses a method of the address's country, and the totals charge its price for the cart's weight, amount and coupon", async () => {
      const visitor = await withLemons(1);
      expect((await visitor.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod).toMatchObject({
        success: false,
        errorCode: "SHIPPING_ADDRESS_REQUIRED",
        errorMessage: "Indiquez d'abord l'adresse de livraison.",
      });
      await visitor.send(SET_SHIPPING, { address: paris });
      for (const code of ["dpd-home", "nope", "<script>", "x".repeat(200)]) {
        expect((await visitor.send(SET_METHOD, { code })).body.data.setShippingMethod.errorCode, code).toBe("SHIPPING_METHOD_UNKNOWN");
      }
      const chosen = (await visitor.send(SET_METHOD, { code: "chronopost-express" })).body.data.setShippingMethod;
      expect(chosen).toMatchObject({ success: true, cart: { selectedShippingMethod: { code: "chronopost-express", carrier: "Chronopost", needsPickupPoint: false } } });
      // 9.60 of lines + the express up to 0.5 kg (12.90), where the estimate would be Colissimo's 5.90.
      expect(incl(chosen.cart.selectedShippingMethod.price)).toBe(1290);
      expect(pair(chosen.cart.prices.shipping)).toEqual([1290, 1075]);
      expect(incl(chosen.cart.prices.grandTotal)).toBe(960 + 1290);
      expect(chosen.cart.shippingEstimate.price.priceInclTax.amount).toBe(5.9);
      expectConsistentTotals(chosen.cart);

      // Four lemons weigh 1.2 kg: the heavier parcel costs more (band up to 2 kg).
      const itemId = chosen.cart.items[0].item_id;
      const heavier = (await visitor.send(UPDATE, { itemId, quantity: 4 })).body.data.updateCartItem.cart;
      expect(incl(heavier.prices.subtotal)).toBe(3600);
      expect(pair(heavier.prices.shipping)).toEqual([1690, 1408]);
      const heavierMethods = (await visitor.send(CHECKOUT)).body.data.cart;
      expect(priced(heavierMethods.shippingMethods)).toEqual([
        ["mondial-relay-pickup", 590],
        ["colissimo-home", 890],
        ["chronopost-express", 1690],
      ]);

      // Colissimo: 8.90 at 36.00 of lines, free from 49.00 (six lemons: 54.00); the express is never free by amount.
      const home = (await visitor.send(SET_METHOD, { code: "colissimo-home", point: "ignored-for-home" })).body.data.setShippingMethod.cart;
      expect(home.selectedShippingMethod.code).toBe("colissimo-home");
      expect(home.pickupPoint).toBeNull();
      expect(incl(home.prices.shipping)).toBe(890);
      const free = (await visitor.send(UPDATE, { itemId, quantity: 6 })).body.data.updateCartItem.cart;
      expect(pair(free.prices.shipping)).toEqual([0, 0]);
      expect(incl(free.prices.grandTotal)).toBe(5400);
      const express = (await visitor.send(SET_METHOD, { code: "CHRONOPOST-EXPRESS" })).body.data.setShippingMethod.cart;
      expect(incl(express.prices.shipping)).toBe(1690);

      // A free-delivery coupon makes the method chosen free too.
      expect((await visitor.send(APPLY_COUPON, { code: "LIVRAISONOFFERTE" })).body.data.applyCoupon.success).toBe(true);
      const coupon = (await visitor.send(CHECKOUT)).body.data.cart;
      expect(coupon.selectedShippingMethod.code).toBe("chronopost-express");
      expect(incl(coupon.selectedShippingMethod.price)).toBe(0);
      expect(pair(coupon.prices.shipping)).toEqual([0, 0]);
      expect(priced(coupon.shippingMethods).every(([, price]) => price === 0)).toBe(true);
      expectConsistentTotals(coupon);
    });

    it("drops a method the new country does not have, keeps one it has, and keeps the choice across requests, for its owner only", async () => {
      const visitor = await withLemons(1);
      await visitor.send(SET_EMAIL, { email: "keeper@example.com" });
      await visitor.send(SET_SHIPPING, { address: paris });
      await visitor.send(SET_METHOD, { code: "chronopost-express" });
      // A new request reads it all back.
      const read = (await visitor.send(CHECKOUT)).body.data.cart;
      expect(read).toMatchObject({ email: "keeper@example.com", shippingAddress: { city: "Paris" }, selectedShippingMethod: { code: "chronopost-express" } });
      // Another session sees none of it.
      const other = await withLemons(1);
      expect((await other.send(CHECKOUT)).body.data.cart).toMatchObject({ email: null, shippingAddress: null, selectedShippingMethod: null });
      expect((await gql(api, CHECKOUT)).body.data.cart).toMatchObject({ id: "", email: null, shippingAddress: null });

      // Belgium has no Chronopost: the choice goes, and the estimate is charged again.
      const moved = (await visitor.send(SET_SHIPPING, { address: brussels })).body.data.setShippingAddress.cart;
      expect(moved.selectedShippingMethod).toBeNull();
      expect(incl(moved.prices.shipping)).toBe(990);
      expect(await api.commerce.database.db.selectFrom("cart").select("shipping_method").where("public_id", "=", moved.id).executeTakeFirstOrThrow()).toEqual({ shipping_method: null });
      // Colissimo Europe delivers to Germany too: kept when the address moves there.
      await visitor.send(SET_METHOD, { code: "colissimo-europe" });
      const germany = (await visitor.send(SET_SHIPPING, { address: berlin })).body.data.setShippingAddress.cart;
      expect(germany.selectedShippingMethod).toMatchObject({ code: "colissimo-europe" });
      expect(incl(germany.prices.shipping)).toBe(990);
    });

    it("never stores a method the stored address's country lacks, however a method and an address change race", async () => {
      const visitor = await withLemons(1);
      const { db } = api.commerce.database;
      for (let round = 0; round < 8; round++) {
        await visitor.send(SET_SHIPPING, { address: paris });
        const [, method] = await Promise.all([visitor.send(SET_SHIPPING, { address: brussels }), visitor.send(SET_METHOD, { code: "chronopost-express" })]);
        const outcome = method.body.data.setShippingMethod;
        expect([null, "SHIPPING_METHOD_UNKNOWN"]).toContain(outcome.errorCode);
        const id = outcome.cart.id;
        const stored = await db.selectFrom("cart").select(["shipping_address", "shipping_method"]).where("public_id", "=", id).executeTakeFirstOrThrow();
        // The address ends in Belgium, where Chronopost does not deliver: whichever wrote last, no Chronopost is kept.
        expect(JSON.parse(stored.shipping_address!).countryCode).toBe("BE");
        expect(stored.shipping_method).toBeNull();
      }
    });

    it("requires a pickup point of the delivery country for a method that needs one", async (context) => {
      if (!pickupPointsReady) context.skip();
      const visitor = await withLemons(1);
      await visitor.send(SET_SHIPPING, { address: paris });
      const required = (await visitor.send(SET_METHOD, { code: "mondial-relay-pickup" })).body.data.setShippingMethod;
      expect(required).toMatchObject({ success: false, errorCode: "PICKUP_POINT_REQUIRED", errorMessage: "Choisissez un point relais pour ce mode de livraison." });
      for (const point of ["MR-FR-99999", "DPD-GB-SW1A", "../../etc", "x".repeat(100)]) {
        expect((await visitor.send(SET_METHOD, { code: "mondial-relay-pickup", point })).body.data.setShippingMethod.errorCode, point).toBe("PICKUP_POINT_UNKNOWN");
      }
      const chosen = (await visitor.send(SET_METHOD, { code: "mondial-relay-pickup", point: "MR-FR-75011" })).body.data.setShippingMethod.cart;
      expect(chosen.selectedShippingMethod).toMatchObject({ code: "mondial-relay-pickup", needsPickupPoint: true });
      expect(chosen.pickupPoint).toMatchObject({ id: "MR-FR-75011", carrier: "Mondial Relay", address: { country: "FR", postalCode: "75011", locality: "Paris" } });
      expect(incl(chosen.prices.shipping)).toBe(390);
      // In the United Kingdom the French point no longer applies: method and point go together.
      const moved = (await visitor.send(SET_SHIPPING, { address: london })).body.data.setShippingAddress.cart;
      expect(moved).toMatchObject({ selectedShippingMethod: null, pickupPoint: null });
      const british = (await visitor.send(SET_METHOD, { code: "dpd-pickup", point: "DPD-GB-SW1A" })).body.data.setShippingMethod.cart;
      expect(british.pickupPoint).toMatchObject({ id: "DPD-GB-SW1A" });
      expect(incl(british.prices.shipping)).toBe(690);
    });

    it("moves a visitor's checkout details to the customer's cart at sign-in when it has none, not the guest e-mail", async () => {
      const owner = shopper(api);
      await registerConfirmedIn(api, owner, "merge-checkout@example.com");
      await owner.send(LOGOUT);

      const visitor = await withLemons(2);
      await visitor.send(SET_EMAIL, { email: "typed-as-guest@example.com" });
      await visitor.send(SET_SHIPPING, { address: paris });
      await visitor.send(SET_BILLING, { address: berlin });
      await visitor.send(SET_METHOD, { code: "chronopost-express" });
      expect((await visitor.send(LOGIN, { email: "merge-checkout@example.com", password: PASSWORD })).body.data.login.success).toBe(true);
      const merged = (await visitor.send(CHECKOUT)).body.data.cart;
      expect(merged).toMatchObject({
        email: "merge-checkout@example.com",
        shippingAddress: { city: "Paris", telephone: "+33612345678" },
        billingSameAsShipping: false,
        billingAddress: { city: "Berlin" },
        selectedShippingMethod: { code: "chronopost-express" },
      });
      expect(merged.items[0]).toMatchObject({ sku: "TEST-CITRON", quantity: 2 });

      // A customer's cart with checkout details of its own keeps them.
      await visitor.send(LOGOUT);
      const second = await withLemons(1);
      await second.send(SET_SHIPPING, { address: brussels });
      expect((await second.send(LOGIN, { email: "merge-checkout@example.com", password: PASSWORD })).body.data.login.success).toBe(true);
      const kept = (await second.send(CHECKOUT)).body.data.cart;
      expect(kept.shippingAddress).toMatchObject({ city: "Paris" });
      expect(kept.items[0]).toMatchObject({ sku: "TEST-CITRON", quantity: 3 });
    });

    it("answers the ways of paying the cart", async (context) => {
      if (!paymentsReady) context.skip();
      const visitor = await withLemons(1);
      const methods = (await visitor.send(PAYMENT_METHODS)).body.data.cart.paymentMethods;
      expect(methods.map((method: { code: string }) => method.code)).toEqual(expect.arrayContaining(["bank_transfer", "cheque"]));
      expect((await gql(api, PAYMENT_METHODS)).body.data.cart.paymentMethods).toEqual([]);
    });
  });
});
