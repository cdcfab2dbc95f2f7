import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, shopper } from "../cart/cart-test-kit.ts";
import { demoCustomer, signedInCustomer } from "../order/customer-test-kit.ts";
import { PLACE, SET_ADDRESS, SET_EMAIL, SET_METHOD, freshAddress, placeInput, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { MAX_ADDRESSES } from "./service.ts";

/**
 * The address book over HTTP, on both databases: a signed-in customer's own addresses, checked
 * per country as the checkout's are, with at most one default of each kind; another customer's or
 * a visitor's attempt answers exactly as an address that does not exist, and is logged. Orders
 * put their addresses into their customer's book.
 */

const FIELDS = "id firstname lastname company street postcode city countryCode countryName telephone defaultShipping defaultBilling";
const BOOK = `query Book { me { id addresses { ${FIELDS} } } }`;
const RESULT = `success errorCode errorMessage fieldErrors { field code message } address { ${FIELDS} } addresses { ${FIELDS} }`;
const CREATE = `mutation Create($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteCustomerAddress(id: $id) { ${RESULT} } }`;
const SET_BILLING = `mutation SetBilling($address: CheckoutAddressInput) { setBillingAddress(address: $address) { success errorCode } }`;

type Input = { firstname: string; lastname: string; company?: string | null; street: string[]; postcode: string; city: string; countryCode: string; telephone: string };

const home: Input = { firstname: "  Ada ", lastname: "Lovelace", company: "", street: ["12 rue des Lilas", "  ", "Bâtiment  B"], postcode: "06 130", city: "Grasse", countryCode: "FR", telephone: "06 12 34 56 78" };
const london: Input = { firstname: "Ada", lastname: "Lovelace", company: "Analytical Engines Ltd", street: ["10 Downing Street"], postcode: "sw1a2aa", city: "London", countryCode: "UK", telephone: "020 7219 3000" };
const lyon: Input = { firstname: "Ada", lastname: "Lovelace", street: ["27 rue Mercière"], postcode: "69002", city: "Lyon", countryCode: "FR", telephone: "04 78 42 10 10" };

type Book = { id: string; city: string; defaultShipping: boolean; defaultBilling: boolean }[];
const summary = (book: Book) => book.map(({ city, defaultShipping, defaultBilling }) => [city, defaultShipping, defaultBilling]);

describe.each(dialects)("the address book on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const customer = (email: string) => signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });

    it("adds addresses in the checkout's form; the first becomes both defaults; a new default replaces the old one", async () => {
      const ada = await customer("ada@example.com");
      const first = (await ada.send(CREATE, { input: { address: home, defaultShipping: false } })).body.data.createCustomerAddress;
      expect(first).toMatchObject({ success: true, errorCode: null, errorMessage: null, fieldErrors: [] });
      // Cleaned and written as the checkout writes it: spaces collapsed, empty lines dropped, the phone in E.164.
      expect(first.address).toEqual({
        id: expect.stringMatching(/^\d+$/),
        firstname: "Ada",
        lastname: "Lovelace",
        company: null,
        street: ["12 rue des Lilas", "Bâtiment B"],
        postcode: "06130",
        city: "Grasse",
        countryCode: "FR",
        countryName: "France",
        telephone: "+33612345678",
        defaultShipping: true,
        defaultBilling: true,
      });

      const second = (await ada.send(CREATE, { input: { address: london, defaultBilling: true } })).body.data.createCustomerAddress;
      expect(second.address).toMatchObject({ postcode: "SW1A 2AA", countryCode: "GB", countryName: "Royaume-Uni", telephone: "+442072193000", defaultShipping: false, defaultBilling: true });
      const third = (await ada.send(CREATE, { input: { address: lyon } })).body.data.createCustomerAddress;
      expect(third.address).toMatchObject({ company: null, defaultShipping: false, defaultBilling: false });
      // The default shipping address first, then the default billing one, then the newest.
      expect(summary(third.addresses)).toEqual([
        ["Grasse", true, false],
        ["London", false, true],
        ["Lyon", false, false],
      ]);
      const book = (await ada.send(BOOK)).body.data.me.addresses;
      expect(book).toEqual(third.addresses);
      // In the English store, the countries' English names.
      const english = await api.post({ query: BOOK }, { path: "/en/graphql", headers: { cookie: ada.cookie! } });
      expect(english.body.data.me.addresses.map((address: { countryName: string }) => address.countryName)).toEqual(["France", "United Kingdom", "France"]);
    });

    it("changes an address and its defaults only as asked: given true it takes the default, false gives it up, absent keeps it", async () => {
      const bea = await customer("bea@example.com");
      const grasse = (await bea.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress.address;
      const lyonAddress = (await bea.send(CREATE, { input: { address: lyon } })).body.data.createCustomerAddress.address;

      const edited = (await bea.send(UPDATE, { id: grasse.id, input: { address: { ...home, street: ["3 place aux Aires"] } } })).body.data.updateCustomerAddress;
      expect(edited).toMatchObject({ success: true, address: { id: grasse.id, street: ["3 place aux Aires"], defaultShipping: true, defaultBilling: true } });

      const moved = (await bea.send(UPDATE, { id: lyonAddress.id, input: { address: lyon, defaultShipping: true } })).body.data.updateCustomerAddress;
      expect(summary(moved.addresses)).toEqual([
        ["Lyon", true, false],
        ["Grasse", false, true],
      ]);
      const givenUp = (await bea.send(UPDATE, { id: grasse.id, input: { address: home, defaultBilling: false } })).body.data.updateCustomerAddress;
      expect(summary(givenUp.addresses)).toEqual([
        ["Lyon", true, false],
        ["Grasse", false, false],
      ]);
    });

    it("refuses an invalid address with every field's reason in the store's language, and a country the shop does not deliver to", async () => {
      const cleo = await customer("cleo@example.com");
      const wrong = { ...home, firstname: " ", postcode: "0613", telephone: "12", street: [] };
      const refused = (await cleo.send(CREATE, { input: { address: wrong } })).body.data.createCustomerAddress;
      expect(refused).toMatchObject({ success: false, errorCode: "ADDRESS_INVALID", errorMessage: "Certains champs de l'adresse sont à corriger.", address: null, addresses: [] });
      expect(refused.fieldErrors).toEqual([
        { field: "firstname", code: "REQUIRED", message: "Indiquez le prénom." },
        { field: "street", code: "REQUIRED", message: "Indiquez l'adresse (numéro et rue)." },
        { field: "postcode", code: "INVALID", message: "Ce code postal n'est pas valide pour ce pays." },
        { field: "telephone", code: "INVALID", message: expect.stringContaining("Ce numéro de téléphone n'est pas valide") },
      ]);
      const english = await api.post({ query: CREATE, variables: { input: { address: { ...home, countryCode: "US", postcode: "10001" } } } }, { path: "/en/graphql", headers: { cookie: cleo.cookie! } });
      expect(english.body.data.createCustomerAddress).toMatchObject({
        success: false,
        errorCode: "COUNTRY_NOT_SHIPPED",
        errorMessage: "We do not deliver to this country.",
        fieldErrors: [{ field: "countryCode", code: "INVALID", message: "We do not deliver to this country." }],
      });
      expect((await cleo.send(BOOK)).body.data.me.addresses).toEqual([]);
      // Nothing the customer typed comes back in a message.
      expect(JSON.stringify(refused)).not.toContain("0613");
    });

    it("deletes an address; a default deleted leaves no default of its kind", async () => {
      const dan = await customer("dan@example.com");
      const grasse = (await dan.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress.address;
      await dan.send(CREATE, { input: { address: lyon } });
      const deleted = (await dan.send(DELETE, { id: grasse.id })).body.data.deleteCustomerAddress;
      expect(deleted).toMatchObject({ success: true, address: null });
      expect(summary(deleted.addresses)).toEqual([["Lyon", false, false]]);
      expect((await dan.send(DELETE, { id: grasse.id })).body.data.deleteCustomerAddress).toMatchObject({ success: false, errorCode: "UNKNOWN_ADDRESS" });
    });

    it("answers another customer's address exactly as one that does not exist, changes nothing, and logs the attempt", async () => {
      const eve = await customer("eve@example.com");
      const fay = await customer("fay@example.com");
      const eves = (await eve.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress.address;
      const fays = (await fay.send(CREATE, { input: { address: lyon } })).body.data.createCustomerAddress.address;
      const warn = vi.spyOn(api.commerce.logger, "warn");
      try {
        const answers = [];
        for (const id of [eves.id, String(Number(eves.id) + 1000), "0", "abc", "1e3", "-1"]) {
          answers.push((await fay.send(UPDATE, { id, input: { address: london, defaultShipping: true } })).body.data.updateCustomerAddress);
          answers.push((await fay.send(DELETE, { id })).body.data.deleteCustomerAddress);
        }
        for (const answer of answers) {
          expect(answer).toEqual({
            success: false,
            errorCode: "UNKNOWN_ADDRESS",
            errorMessage: "Cette adresse ne figure pas dans votre carnet.",
            fieldErrors: [],
            address: null,
            addresses: [fays],
          });
        }
        const refusals = warn.mock.calls.filter(([, message]) => message === "refused ownership attempt");
        expect(refusals).toHaveLength(answers.length);
        expect(refusals[0][0]).toMatchObject({ customerId: fay.customerId, object: "address", tried: eves.id, action: "update" });
        // The address itself is never logged.
        expect(JSON.stringify(refusals)).not.toMatch(/Lilas|Lovelace|06130/);
      } finally {
        warn.mockRestore();
      }
      expect((await eve.send(BOOK)).body.data.me.addresses).toEqual([eves]);
      expect((await fay.send(BOOK)).body.data.me.addresses).toEqual([fays]);
    });

    it("answers a visitor NOT_SIGNED_IN with an empty book, whatever the id", async () => {
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await visitor.send(BOOK)).body.data.me).toBeNull();
      const created = (await visitor.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress;
      expect(created).toMatchObject({ success: false, errorCode: "NOT_SIGNED_IN", errorMessage: "Connectez-vous pour gérer votre carnet d'adresses.", addresses: [] });
      const someone = await customer("gus@example.com");
      const theirs = (await someone.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress.address;
      expect((await visitor.send(UPDATE, { id: theirs.id, input: { address: lyon } })).body.data.updateCustomerAddress.errorCode).toBe("NOT_SIGNED_IN");
      expect((await visitor.send(DELETE, { id: theirs.id })).body.data.deleteCustomerAddress.errorCode).toBe("NOT_SIGNED_IN");
      expect((await someone.send(BOOK)).body.data.me.addresses).toEqual([theirs]);
      expect(visitor.cookie).toBeUndefined();
    });

    it(`holds ${MAX_ADDRESSES} addresses at most, also when several are added at once; two defaults at once leave one`, async () => {
      const hal = await customer("hal@example.com");
      await hal.send(CREATE, { input: { address: home } });
      const { db } = api.commerce.database;
      const row = await db.selectFrom("customer_address").select(["address", "created_at"]).where("customer_id", "=", hal.customerId).executeTakeFirstOrThrow();
      await db
        .insertInto("customer_address")
        .values(Array.from({ length: MAX_ADDRESSES - 4 }, () => ({ customer_id: hal.customerId, address: row.address, created_at: row.created_at, updated_at: row.created_at })))
        .execute();
      // 27 in the book: five at once, each asking to be the default, for the three places left.
      const answers = await Promise.all(Array.from({ length: 5 }, () => hal.send(CREATE, { input: { address: lyon, defaultShipping: true } })));
      const outcomes = answers.map((answer) => answer.body.data.createCustomerAddress);
      expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(3);
      for (const outcome of outcomes.filter((entry) => !entry.success)) {
        expect(outcome).toMatchObject({ errorCode: "ADDRESS_BOOK_FULL", errorMessage: expect.stringContaining("30 adresses") });
      }
      const book: Book = (await hal.send(BOOK)).body.data.me.addresses;
      expect(book).toHaveLength(MAX_ADDRESSES);
      expect(book.filter((address) => address.defaultShipping)).toHaveLength(1);
      expect(book.filter((address) => address.defaultBilling)).toHaveLength(1);
    });

    it("limits a customer's changes with the shop's limits (TOO_MANY_ATTEMPTS, with the book)", async () => {
      const ida = await customer("ida@example.com");
      const kept = (await ida.send(CREATE, { input: { address: home } })).body.data.createCustomerAddress.address;
      await api.commerce.services.limits.addressBookWriteCustomer.block(`customer:${ida.customerId}`, 120);
      const response = await ida.send(CREATE, { input: { address: lyon } });
      expect(response.body.data.createCustomerAddress).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", errorMessage: expect.stringMatching(/réessayer dans 2 minutes/), addresses: [kept] });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("gives the demo customer two addresses, the French one the default for both", async () => {
      const demo = await demoCustomer(api, { "x-forwarded-for": freshAddress() });
      const book = (await demo.send(BOOK)).body.data.me.addresses;
      expect(book).toHaveLength(2);
      expect(book[0]).toMatchObject({ countryCode: "FR", defaultShipping: true, defaultBilling: true });
      expect(book[1]).toMatchObject({ defaultShipping: false, defaultBilling: false });
    });

    describe("fed by the customer's orders", () => {
      /** A customer's order of one unit, delivered to `shipping` and billed to `billing` (the same address when absent). */
      async function order(buyer: ReturnType<typeof shopper>, shipping: Input, billing?: Input) {
        await api.commerce.services.stock.set(serviceScope(), "TEST-CITRON", 50);
        expect((await buyer.send(ADD, { lines: [{ sku: "TEST-CITRON", quantity: 1 }] })).body.data.addToCart.success).toBe(true);
        // A guest gives the e-mail the confirmation goes to; a customer's is their account's.
        if (!("customerId" in buyer)) expect((await buyer.send(SET_EMAIL, { email: "guest@example.com" })).body.data.setCheckoutEmail.success).toBe(true);
        expect((await buyer.send(SET_ADDRESS, { address: shipping })).body.data.setShippingAddress.success).toBe(true);
        if (billing) expect((await buyer.send(SET_BILLING, { address: billing })).body.data.setBillingAddress.success).toBe(true);
        const method = shipping.countryCode === "UK" ? "dpd-home" : "colissimo-home";
        expect((await buyer.send(SET_METHOD, { code: method })).body.data.setShippingMethod.success).toBe(true);
        const placed = (await buyer.send(PLACE, { input: placeInput() })).body.data.placeOrder;
        expect(placed.success, placed.errorCode).toBe(true);
        return placed.order;
      }

      it("adds an order's addresses to an empty book as its defaults, never twice, and a new one without changing the defaults", async () => {
        const jo = await customer("jo@example.com");
        await order(jo, home, { ...lyon, company: null });
        expect(summary((await jo.send(BOOK)).body.data.me.addresses)).toEqual([
          ["Grasse", true, false],
          ["Lyon", false, true],
        ]);
        // The same addresses again (letter case aside): nothing added.
        await order(jo, { ...home, city: "GRASSE", street: ["12 Rue des Lilas", "Bâtiment B"] });
        expect((await jo.send(BOOK)).body.data.me.addresses).toHaveLength(2);
        // A new delivery address is added, the defaults stay as they were.
        await order(jo, { ...london, company: null });
        expect(summary((await jo.send(BOOK)).body.data.me.addresses)).toEqual([
          ["Grasse", true, false],
          ["Lyon", false, true],
          ["London", false, false],
        ]);
      });

      it("adds nothing for a guest's order, nor to a full book", async () => {
        const guest = shopper(api, { "x-forwarded-for": freshAddress() });
        const before = Number((await api.commerce.database.db.selectFrom("customer_address").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
        await order(guest, home);
        const after = Number((await api.commerce.database.db.selectFrom("customer_address").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
        expect(after).toBe(before);

        const kay = await customer("kay@example.com");
        const { db } = api.commerce.database;
        await kay.send(CREATE, { input: { address: home } });
        const row = await db.selectFrom("customer_address").select(["address", "created_at"]).where("customer_id", "=", kay.customerId).executeTakeFirstOrThrow();
        await db
          .insertInto("customer_address")
          .values(Array.from({ length: MAX_ADDRESSES - 1 }, () => ({ customer_id: kay.customerId, address: row.address, created_at: row.created_at, updated_at: row.created_at })))
          .execute();
        await order(kay, lyon);
        const book: Book = (await kay.send(BOOK)).body.data.me.addresses;
        expect(book).toHaveLength(MAX_ADDRESSES);
        expect(book.some((address) => address.city === "Lyon")).toBe(false);
      });
    });
  });
});
