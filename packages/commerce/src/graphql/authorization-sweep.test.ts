import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql, registerConfirmed } from "../testing/api-test-kit.ts";
import type { TestApi, TestResponse } from "../testing/test-server.ts";
import { ADD, line } from "../modules/cart/cart-test-kit.ts";
import { placeTestOrder } from "../modules/order/order-test-kit.ts";
import { ADDRESS, SET_ADDRESS, SET_METHOD, placeInput, startOrderTestApi } from "../modules/order/place-order-test-kit.ts";
import { serviceScope } from "../modules/shop/service-scope.ts";
import { seedReturnAttributes } from "../testing/seed-data.ts";
import { buildSchema } from "./schema.ts";

/**
 * Every argument of the API that names a customer's object, found in the schema itself (every
 * `ID` argument of a query or a mutation, inputs included), is tried by another customer, by a
 * visitor with a session of their own and by a visitor without one, against the first customer's
 * objects. Each must answer exactly what an id that names nothing answers (same body), show
 * nothing of the owner's, and change nothing of theirs. A new `ID` argument fails this test until
 * it is listed below, either with how to sweep it or as naming something public.
 */

interface Owned {
  orderId: string;
  orderNumber: string;
  /** The owner's order paid and then cancelled: it has an invoice and a credit note (their PDFs' paths are the owner's only). */
  creditedOrderId: string;
  creditNoteNumber: string;
  invoiceNumber: string;
  /** The owner's order paid and then partly refunded: its refund (and the credit note documenting it). */
  refundedOrderId: string;
  refundId: string;
  refundCreditNoteNumber: string;
  cartItemId: string;
  addressId: string;
  idempotencyKey: string;
  /** The owner's order paid and shipped, and the return request they made of it. */
  shippedOrderId: string;
  returnNumber: string;
  /** An item of the owner's wishlist, and their list's own id (named to the owner only). */
  wishlistItemId: string;
  wishlistId: string;
  /** The live share code of a third customer's list: anyone may read it, never reach the owner's items through it. */
  bystanderShareCode: string;
  /** The owner's in-stock alert. */
  stockAlertId: string;
}

interface Sweep {
  /** The operation, with `$value` where the swept argument goes. */
  document: string;
  /** The operation written with the owner's objects, when it also names one of them (then `document` is unused). */
  documentFor?: (owned: Owned) => string;
  /** The owner's object, and an id of the same shape that names nothing. */
  owned: (owned: Owned) => string;
  missing: () => string;
}

/** Ids of the public catalogue (anyone may name them): nothing to sweep. */
const PUBLIC = new Set(["Query.category.id", "Query.cmsPage.identifier", "Mutation.setShippingMethod.pickupPointId"]);

/**
 * Ids of fields only staff may use (`@staffOnly`): anyone else is refused before any id is looked
 * up, whatever it names (modules/cms/cms-editing.test.ts tries each as a visitor, a customer and
 * support staff). The test below checks that each field does carry the directive.
 */
const STAFF_ONLY = new Set([
  "Query.cmsPageForEditing.identifier",
  "Mutation.saveCmsPageDraft.input.identifier",
  "Mutation.discardCmsPageDraft.identifier",
  "Mutation.publishCmsPage.identifier",
  "Mutation.unpublishCmsPage.identifier",
]);

const ORDER_FIELDS =
  "order_id number email items { name sku } shippingAddress { street postcode } billingAddress { firstname lastname } history { note } invoices { id downloadUrl } creditNotes { id invoiceNumber downloadUrl items { sku } totals { grandTotal { priceInclTax { amount } } } } refunds { id methodTitle total { amount } creditNote { id downloadUrl } }";
const CART_FIELDS = "cart { itemsQuantity items { item_id quantity product { sku } } }";
const randomOrderId = () => randomBytes(32).toString("base64url");

const SWEEPS: Record<string, Sweep> = {
  "Query.order.orderId": {
    document: `query Swept($value: ID!) { order(orderId: $value) { ${ORDER_FIELDS} } }`,
    owned: (owned) => owned.orderId,
    missing: randomOrderId,
  },
  // The same argument, naming the owner's order that has an invoice and a credit note.
  "Query.order.orderId (invoiced and credited)": {
    document: `query Swept($value: ID!) { order(orderId: $value) { ${ORDER_FIELDS} } }`,
    owned: (owned) => owned.creditedOrderId,
    missing: randomOrderId,
  },
  // The same argument, naming the owner's order that has a refund.
  "Query.order.orderId (refunded)": {
    document: `query Swept($value: ID!) { order(orderId: $value) { ${ORDER_FIELDS} } }`,
    owned: (owned) => owned.refundedOrderId,
    missing: randomOrderId,
  },
  "Mutation.retryOrderPayment.orderId": {
    document: `mutation Swept($value: ID!) { retryOrderPayment(orderId: $value, paymentMethod: "sandbox_card") { success errorCode errorMessage order { ${ORDER_FIELDS} } paymentAction { redirectUrl } } }`,
    owned: (owned) => owned.orderId,
    missing: randomOrderId,
  },
  "Mutation.cancelPendingOrder.orderId": {
    document: `mutation Swept($value: ID!) { cancelPendingOrder(orderId: $value) { success errorCode errorMessage cancelled restoredLines order { ${ORDER_FIELDS} } ${CART_FIELDS} } }`,
    owned: (owned) => owned.orderId,
    missing: randomOrderId,
  },
  "Mutation.createReturnAuthorization.input.orderId": {
    document: `mutation Swept($value: ID!) { createReturnAuthorization(input: { orderId: $value, items: [{ orderItemId: "1", quantity: 1, answers: [{ code: "reason", value: "damaged" }, { code: "opened", value: "false" }] }] }) { success errorCode errorMessage errorItemId errorAttribute returnAuthorization { id number slipUrl order { ${ORDER_FIELDS} } } } }`,
    owned: (owned) => owned.shippedOrderId,
    missing: randomOrderId,
  },
  // A line of the owner's shipped order, named in a request of that order: it is the order that is refused.
  "Mutation.createReturnAuthorization.input.items.orderItemId": {
    document: "",
    documentFor: (owned) =>
      `mutation Swept($value: ID!) { createReturnAuthorization(input: { orderId: "${owned.shippedOrderId}", items: [{ orderItemId: $value, quantity: 1, answers: [{ code: "reason", value: "damaged" }, { code: "opened", value: "false" }] }] }) { success errorCode errorMessage errorItemId returnAuthorization { number } } }`,
    owned: () => "1",
    missing: () => "987",
  },
  "Query.order.orderId (shipped, with a return)": {
    document: `query Swept($value: ID!) { order(orderId: $value) { ${ORDER_FIELDS} returnDeadline returnableItems { orderItemId sku quantityReturnable } returns { id number slipUrl items { sku answers { value } } } } }`,
    owned: (owned) => owned.shippedOrderId,
    missing: randomOrderId,
  },
  "Mutation.reorder.orderId": {
    document: `mutation Swept($value: ID!) { reorder(orderId: $value) { success errorCode errorMessage addedLines droppedLines { sku name } ${CART_FIELDS} } }`,
    owned: (owned) => owned.orderId,
    missing: randomOrderId,
  },
  "Mutation.updateCartItem.itemId": {
    document: `mutation Swept($value: ID!) { updateCartItem(itemId: $value, quantity: 5) { success errorCode errorMessage ${CART_FIELDS} } }`,
    owned: (owned) => owned.cartItemId,
    missing: () => "987654321",
  },
  "Mutation.removeCartItem.itemId": {
    document: `mutation Swept($value: ID!) { removeCartItem(itemId: $value) { success errorCode errorMessage ${CART_FIELDS} } }`,
    owned: (owned) => owned.cartItemId,
    missing: () => "987654321",
  },
  "Mutation.removeFromWishlist.itemIds": {
    document: `mutation Swept($value: [ID!]!) { removeFromWishlist(itemIds: $value) { success errorCode errorMessage keptUntilSignIn wishlist { id itemsCount items { id sku } } } }`,
    owned: (owned) => owned.wishlistItemId,
    missing: () => "987654321",
  },
  "Mutation.removeStockAlert.id": {
    document: `mutation Swept($value: ID!) { removeStockAlert(id: $value) { success errorCode errorMessage outcome alert { id productName } } }`,
    owned: (owned) => owned.stockAlertId,
    missing: () => "987654321",
  },
  // The owner's item named through another shared list's code: it is not one of that list's items.
  "Mutation.addSharedWishlistToCart.itemId": {
    document: "",
    documentFor: (owned) =>
      `mutation Swept($value: ID) { addSharedWishlistToCart(shareCode: "${owned.bystanderShareCode}", itemId: $value) { success errorCode errorMessage added { id sku } skipped { reason item { id } } ${CART_FIELDS} } }`,
    owned: (owned) => owned.wishlistItemId,
    missing: () => "987654321",
  },
  "Mutation.updateCustomerAddress.id": {
    document: `mutation Swept($value: ID!) {
      updateCustomerAddress(id: $value, input: { address: { firstname: "Mallory", lastname: "Intruder", street: ["1 Evil Street"], postcode: "75001", city: "Paris", countryCode: "FR", telephone: "0612345678" }, defaultShipping: true }) {
        success errorCode errorMessage address { id street } addresses { id street }
      }
    }`,
    owned: (owned) => owned.addressId,
    missing: () => "987654321",
  },
  "Mutation.deleteCustomerAddress.id": {
    document: `mutation Swept($value: ID!) { deleteCustomerAddress(id: $value) { success errorCode errorMessage address { id } addresses { id street } } }`,
    owned: (owned) => owned.addressId,
    missing: () => "987654321",
  },
};

/**
 * Every `ID` argument of the root fields, as `Type.field.argument` (inputs' fields as
 * `argument.field`). Read by name, not with graphql-js's type guards: the schema may come from
 * the other module format of graphql than this file's.
 */
function idArguments(): string[] {
  const schema = buildSchema();
  const found: string[] = [];
  const visit = (prefix: string, typeName: string, seen: Set<string>) => {
    const name = typeName.replace(/[[\]!]/g, "");
    if (name === "ID") found.push(prefix);
    const type = schema.getType(name);
    if (type?.astNode?.kind === "InputObjectTypeDefinition" && !seen.has(name)) {
      const fields = (type as unknown as { getFields(): Record<string, { name: string; type: unknown }> }).getFields();
      for (const field of Object.values(fields)) visit(`${prefix}.${field.name}`, String(field.type), new Set([...seen, name]));
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) visit(`${root!.name}.${field.name}.${arg.name}`, String(arg.type), new Set());
    }
  }
  return found;
}

describe("the authorization sweep", () => {
  it("knows every ID argument of the schema (sweep it, or say it names something public)", () => {
    const unknown = idArguments().filter((argument) => !SWEEPS[argument] && !PUBLIC.has(argument) && !STAFF_ONLY.has(argument));
    expect(unknown, "ID arguments the sweep does not cover").toEqual([]);
  });

  it("lists as staff-only the arguments of fields that carry @staffOnly only", () => {
    const schema = buildSchema();
    for (const argument of STAFF_ONLY) {
      const [root, field] = argument.split(".");
      const type = root === "Query" ? schema.getQueryType() : schema.getMutationType();
      const directives = type?.getFields()[field]?.astNode?.directives?.map((directive) => directive.name.value);
      expect(directives, argument).toContain("staffOnly");
    }
  });
});

describe.each(dialects)("another customer's objects on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let owner: { cookie: string; email: string };
    let owned: Owned;
    const attackers: { name: string; headers: () => Record<string, string> }[] = [];

    const as = (cookie: string | undefined, query: string, variables?: Record<string, unknown>) => gql(api, query, variables, cookie ? { headers: { cookie } } : undefined);
    const ownerView = async () =>
      (
        await as(
          owner.cookie,
          `query { me { email addresses { id street defaultShipping } wishlist { id items { id sku } } stockAlerts { id status } } cart { items { item_id quantity } } order(orderId: "${owned.orderId}") { status items { quantity } } }`,
        )
      ).body.data;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
      const stamp = Date.now().toString(36);
      const ownerEmail = `owner-${stamp}@example.com`;
      owner = { cookie: (await registerConfirmed(api, ownerEmail)).cookie, email: ownerEmail };
      // The owner's order (bank transfer, still waiting for its payment), an address, a line in the basket.
      for (const [document, variables] of [
        [ADD, { lines: [line("TEST-CITRON", 2)] }],
        [SET_ADDRESS, { address: { ...ADDRESS, street: ["7 allée des Secrets"] } }],
        [SET_METHOD, { code: "colissimo-home" }],
      ] as const) {
        const answer = (await as(owner.cookie, document, variables)).body;
        expect(Object.values(answer.data)[0], JSON.stringify(answer)).toMatchObject({ success: true });
      }
      const input = placeInput();
      const placed = (await as(owner.cookie, "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { order_id number } } }", { input })).body.data.placeOrder;
      expect(placed).toMatchObject({ success: true });
      const added = (await as(owner.cookie, ADD, { lines: [line("TEST-CITRON", 1)] })).body.data.addToCart;
      const address = (
        await as(
          owner.cookie,
          `mutation { createCustomerAddress(input: { address: { firstname: "Owner", lastname: "Private", street: ["3 impasse Confidentielle"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" } }) { success address { id } } }`,
        )
      ).body.data.createCustomerAddress;
      expect(address).toMatchObject({ success: true });
      // Another order of the owner's, paid and then cancelled: its invoice and its credit note.
      const credited = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-CITRON", quantity: 1 }], email: ownerEmail });
      const { db } = api.commerce.database;
      const { id: ownerId } = await db.selectFrom("customer").select("id").where("email", "=", ownerEmail).executeTakeFirstOrThrow();
      await db.updateTable("sales_order").set({ customer_id: ownerId }).where("id", "=", credited.id).execute();
      const operator = { kind: "operator", operator: "sweep-test" } as const;
      await api.commerce.services.orders.markPaid(serviceScope(), credited.number, operator);
      const cancelled = await api.commerce.services.orders.cancel(serviceScope(), credited.number, operator);
      const creditNoteNumber = "creditNoteNumber" in cancelled ? cancelled.creditNoteNumber : null;
      expect(creditNoteNumber).toMatch(/^AV-/);
      const invoice = await db.selectFrom("invoice").select("number").where("order_id", "=", credited.id).executeTakeFirstOrThrow();
      // A third, paid and then partly refunded.
      const refunded = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-CITRON", quantity: 2 }], email: ownerEmail });
      await db.updateTable("sales_order").set({ customer_id: ownerId }).where("id", "=", refunded.id).execute();
      await api.commerce.services.orders.markPaid(serviceScope(), refunded.number, operator);
      const refund = await api.commerce.services.refunds.refund(serviceScope(), { orderNumber: refunded.number, to: "store_credit", items: [{ sku: "TEST-CITRON", quantity: 1 }], staff: "sweep-test" });
      if (!refund.ok) throw new Error(`sweep: the owner's refund was refused (${refund.code})`);
      // A fourth, paid and shipped, and the owner's return request of it (the questions it answers seeded as the shop's).
      await seedReturnAttributes(db);
      const shipped = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-CITRON", quantity: 2 }], email: ownerEmail });
      await db.updateTable("sales_order").set({ customer_id: ownerId }).where("id", "=", shipped.id).execute();
      await api.commerce.services.orders.markPaid(serviceScope(), shipped.number, operator);
      await api.commerce.services.orders.ship(serviceScope(), shipped.number, {}, operator);
      const requested = await api.commerce.services.returns.create(serviceScope({ customerId: ownerId }), {
        orderId: shipped.public_id,
        items: [{ orderItemId: "1", quantity: 1, answers: [{ code: "reason", value: "damaged" }, { code: "opened", value: "false" }, { code: "batch_number", value: "SECRET-LOT-42" }] }],
      });
      if (!requested.ok) throw new Error(`sweep: the owner's return was refused (${requested.code})`);
      const returnNumber = requested.request.number;
      // A product kept in the owner's wishlist, and a third customer's shared list.
      const kept = (await as(owner.cookie, `mutation { addToWishlist(item: { sku: "TEST-CITRON" }) { success wishlist { id items { id } } } }`)).body.data.addToWishlist;
      expect(kept).toMatchObject({ success: true });
      const bystander = await registerConfirmed(api, `bystander-${stamp}@example.com`);
      await as(bystander.cookie, `mutation { addToWishlist(item: { sku: "TEST-CITRON" }) { success } }`);
      const bystanderShareCode = (await as(bystander.cookie, "mutation { shareWishlist { wishlist { shareCode } } }")).body.data.shareWishlist.wishlist.shareCode;
      // An in-stock alert of the owner's (a product out of stock).
      const alerted = (await as(owner.cookie, `mutation { subscribeToStockAlert(input: { sku: "TEST-EPUISE" }) { success alert { id } } }`)).body.data.subscribeToStockAlert;
      expect(alerted).toMatchObject({ success: true });
      owned = {
        orderId: placed.order.order_id,
        orderNumber: placed.order.number,
        creditedOrderId: credited.public_id,
        creditNoteNumber: creditNoteNumber!,
        invoiceNumber: invoice.number,
        refundedOrderId: refunded.public_id,
        refundId: refund.refund.public_id,
        refundCreditNoteNumber: refund.creditNoteNumber,
        cartItemId: added.cart.items[0].item_id,
        addressId: address.address.id,
        idempotencyKey: input.idempotencyKey,
        shippedOrderId: shipped.public_id,
        returnNumber,
        wishlistItemId: kept.wishlist.items[0].id,
        wishlistId: kept.wishlist.id,
        bystanderShareCode,
        stockAlertId: alerted.alert.id,
      };

      const other = await registerConfirmed(api, `other-${stamp}@example.com`);
      // A visitor with a session of their own (a basket), and one without any.
      const visitorCookie = (await gql(api, ADD, { lines: [line("TEST-CITRON", 1)] })).setCookies.find((value) => value.startsWith("eb_session="))!.split(";")[0];
      attackers.push(
        { name: "another customer", headers: () => ({ cookie: other.cookie }) },
        { name: "a visitor with a session", headers: () => ({ cookie: visitorCookie }) },
        { name: "a visitor without a session", headers: () => ({}) },
      );
    });
    afterAll(async () => {
      await api?.close();
    });

    it("answers every swept argument as for an object that does not exist, and leaks nothing of the owner's", async () => {
      const before = await ownerView();
      const markers = [owner.email, owned.orderNumber, "allée des Secrets", "impasse Confidentielle", owned.creditNoteNumber, owned.invoiceNumber, owned.creditedOrderId, owned.refundId, owned.refundCreditNoteNumber, owned.refundedOrderId, owned.shippedOrderId, owned.returnNumber, "SECRET-LOT-42", owned.wishlistId];
      for (const [argument, sweep] of Object.entries(SWEEPS)) {
        for (const attacker of attackers) {
          const send = (value: string): Promise<TestResponse> => gql(api, sweep.documentFor?.(owned) ?? sweep.document, { value }, { headers: attacker.headers() });
          const missing = await send(sweep.missing());
          const theirs = await send(sweep.owned(owned));
          const context = `${argument} by ${attacker.name}`;
          expect(theirs.status, context).toBe(missing.status);
          expect(theirs.body, context).toEqual(missing.body);
          for (const marker of markers) expect(theirs.text, `${context} shows ${marker}`).not.toContain(marker);
        }
      }
      expect(await ownerView(), "the owner's objects are as they were").toEqual(before);
      // The same document does show the order to its owner: the answers above are refusals, not a broken query.
      const ownView = await as(owner.cookie, SWEEPS["Query.order.orderId"].document, { value: owned.orderId });
      expect(ownView.body.data.order).toMatchObject({ order_id: owned.orderId, email: owner.email });
      const credited = await as(owner.cookie, SWEEPS["Query.order.orderId (invoiced and credited)"].document, { value: owned.creditedOrderId });
      expect(credited.body.data.order).toMatchObject({
        invoices: [{ id: owned.invoiceNumber, downloadUrl: expect.stringContaining(owned.invoiceNumber) }],
        creditNotes: [{ id: owned.creditNoteNumber, invoiceNumber: owned.invoiceNumber, downloadUrl: `/user/orders/${owned.creditedOrderId}/credit-note/${owned.creditNoteNumber}/pdf` }],
      });
      const refunded = await as(owner.cookie, SWEEPS["Query.order.orderId (refunded)"].document, { value: owned.refundedOrderId });
      expect(refunded.body.data.order.refunds).toEqual([
        { id: owned.refundId, methodTitle: "Avoir", total: { amount: 10 }, creditNote: { id: owned.refundCreditNoteNumber, downloadUrl: `/user/orders/${owned.refundedOrderId}/credit-note/${owned.refundCreditNoteNumber}/pdf` } },
      ]);
    });

    it("lists the owner's returns to the owner only", async () => {
      const RETURNS = "query { me { returns(pageSize: 50) { totalCount items { id number slipUrl order { order_id number } items { sku answers { value } } } } } }";
      const mine = await as(owner.cookie, RETURNS);
      expect(mine.body.data.me.returns).toMatchObject({ totalCount: 1, items: [{ number: owned.returnNumber, order: { order_id: owned.shippedOrderId } }] });
      for (const attacker of attackers) {
        const theirs = await gql(api, RETURNS, {}, { headers: attacker.headers() });
        for (const marker of [owned.returnNumber, owned.shippedOrderId, "SECRET-LOT-42", owner.email]) expect(theirs.text, attacker.name).not.toContain(marker);
        expect(theirs.body.data.me === null || theirs.body.data.me.returns.totalCount === 0, attacker.name).toBe(true);
      }
      // The owner's slip path is named to the owner only: the route (modules/returns/returns-api.test.ts) serves nobody else.
      expect(mine.body.data.me.returns.items[0].slipUrl).toMatch(/^\/user\/returns\/[A-Za-z0-9_-]{43}\/slip\/pdf$/);
    });

    it("shows the owner's store credit and its history to the owner only", async () => {
      const CREDIT = "query { me { storeCredit { balance { amount } history(pageSize: 50) { totalCount items { id action amount { amount } orderNumber comment } } } } }";
      const mine = (await as(owner.cookie, CREDIT)).body.data.me.storeCredit;
      // The refund of the refunded order went to the owner's store credit.
      expect(mine.history.totalCount).toBeGreaterThan(0);
      expect(mine.balance.amount).toBeGreaterThan(0);
      for (const attacker of attackers) {
        const theirs = await gql(api, CREDIT, {}, { headers: attacker.headers() });
        for (const item of mine.history.items) if (item.orderNumber) expect(theirs.text, attacker.name).not.toContain(item.orderNumber);
        expect(theirs.text, attacker.name).not.toContain(owner.email);
        const seen = theirs.body.data.me?.storeCredit;
        expect(seen === undefined || (seen.balance.amount === 0 && seen.history.totalCount === 0), attacker.name).toBe(true);
      }
    });

    it("does not find the owner's order by its number without its e-mail and postcode", async () => {
      const LOOKUP = `mutation Lookup($input: GuestOrderLookupInput!) { lookupGuestOrder(input: $input) { success errorCode errorMessage order { ${ORDER_FIELDS} } } }`;
      const attempts = [
        { number: owned.orderNumber, email: "someone@example.com", postcode: ADDRESS.postcode },
        { number: owned.orderNumber, email: owner.email, postcode: "75001" },
        { number: "2099-999999", email: owner.email, postcode: ADDRESS.postcode },
      ];
      const answers = await Promise.all(attempts.map((input) => gql(api, LOOKUP, { input }, { headers: { "x-forwarded-for": "203.0.113.77" } })));
      for (const answer of answers) {
        expect(answer.body.data.lookupGuestOrder).toMatchObject({ success: false, errorCode: "ORDER_NOT_FOUND", order: null });
        expect(answer.body).toEqual(answers[2].body);
      }
    });

    it("never gives another shopper the owner's order for the owner's idempotency key", async () => {
      // A key is the client's: sent again by someone else, whatever their basket, it never answers the owner's order.
      for (const attacker of attackers) {
        const place = await gql(
          api,
          "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { order_id number email } } }",
          { input: placeInput({ idempotencyKey: owned.idempotencyKey }) },
          { headers: attacker.headers() },
        );
        expect(place.body.data.placeOrder.success, attacker.name).toBe(false);
        for (const marker of [owned.orderId, owned.orderNumber, owner.email]) expect(place.text, attacker.name).not.toContain(marker);
      }
    });
  });
});
