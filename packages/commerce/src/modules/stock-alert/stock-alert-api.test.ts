import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, mailsTo, tokenMailedTo } from "../../testing/api-test-kit.ts";
import { seedReturnAttributes } from "../../testing/seed-data.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { signedInCustomer } from "../order/customer-test-kit.ts";
import { placeTestOrder } from "../order/order-test-kit.ts";
import { freshAddress, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { shippedOrder, unopened } from "../returns/return-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";

/**
 * In-stock alerts on both databases, over HTTP: a visitor's alert waits for its link (nothing on
 * a restock before), a customer's is active at once; a restock by the operator's count, a
 * cancelled order or an approved return sends one message per confirmed alert, in the store
 * language it was asked in, with the product's page and the stop link, and nothing more later,
 * also when ten restocks race; a configurable's alert fires when any variant is back, a variant's
 * only for itself; the refusals; the limits (per client address, per address written to, with
 * the same answer); stopping every waiting alert of an address by a link; removing one's own.
 */

const ALERT = "id status productName createdAt notifiedAt product { sku }";
const RESULT = `success errorCode errorMessage outcome alert { ${ALERT} }`;
const SUBSCRIBE = `mutation Subscribe($input: StockAlertInput!) { subscribeToStockAlert(input: $input) { ${RESULT} } }`;
const CONFIRM = `mutation Confirm($token: String!) { confirmStockAlert(token: $token) { ${RESULT} } }`;
const UNSUBSCRIBE = `mutation Stop($token: String!) { unsubscribeFromStockAlerts(token: $token) { ${RESULT} } }`;
const REMOVE = `mutation Remove($id: ID!) { removeStockAlert(id: $id) { ${RESULT} } }`;
const MINE = `query Mine { me { id stockAlerts { ${ALERT} } } }`;

const CONFIRMATION = "stock-alert.confirmation";
const BACK = "stock-alert.back-in-stock";
const operator = { kind: "operator", operator: "stock-alert-test" } as const;
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe.each(dialects)("in-stock alerts on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
      await seedReturnAttributes(api.commerce.database.db);
    }, 60_000);
    afterAll(() => api?.close());

    /** A visitor in a browser of their own, at a client address of their own (or the one given), in a store. */
    const visitor = (options: { address?: string; store?: "en" } = {}) => {
      const headers = { "x-forwarded-for": options.address ?? freshAddress() };
      return {
        send: async (query: string, variables: Record<string, unknown> = {}) =>
          (await api.post({ query, variables }, { path: options.store === "en" ? "/en/graphql" : "/graphql", headers })).body.data,
      };
    };
    const customer = async (label = "alert") => signedInCustomer(api, `${label}-${stamp()}@example.com`, { "x-forwarded-for": freshAddress() });
    const subscribe = async (browser: { send: (query: string, variables?: Record<string, unknown>) => Promise<unknown> }, input: Record<string, unknown>) => {
      const answer = (await browser.send(SUBSCRIBE, { input })) as { subscribeToStockAlert?: unknown; body?: { data: { subscribeToStockAlert: unknown } } };
      return (answer.body?.data.subscribeToStockAlert ?? answer.subscribeToStockAlert) as Record<string, unknown> & { alert: { id: string } | null };
    };
    const setStock = async (sku: string, quantity: number) => {
      const outcome = await api.commerce.services.stock.set(serviceScope(), sku, quantity);
      expect(outcome.success, `stock set ${sku} ${quantity}`).toBe(true);
    };
    const urlKeyOf = async (sku: string, store: "fr" | "en" = "fr") => {
      const { products } = api.commerce.services;
      const scope = serviceScope({ store: stores[store] });
      return (await products.bySku(scope, sku))!.urlKey!;
    };
    const email = (label: string) => `${label}-${stamp()}@example.com`;
    const backMails = (to: string): Promise<ParsedMail[]> => mailsTo(api, to, BACK);
    const stopTokenOf = (mail: ParsedMail) => mail.text?.match(/\/stock-alert\/unsubscribe\?token=([A-Za-z0-9_-]{43})/)?.[1];

    it("a visitor's alert waits for its link: nothing on a restock before, one message after, nothing more later", async () => {
      await setStock("TEST-LOT-07", 0);
      const address = email("visitor");
      const browser = visitor();
      const asked = await subscribe(browser, { sku: "TEST-LOT-07", email: `  ${address.toUpperCase()} ` });
      expect(asked).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: "CONFIRMATION_SENT", alert: null });
      const [confirmation] = await mailsTo(api, address, CONFIRMATION);
      expect(confirmation.subject).toBe("Confirmez votre alerte de disponibilité");
      expect(confirmation.text).toContain("Écorce numéro 07");
      expect(confirmation.text?.replace(/\s+/g, " ")).toContain("Si vous n'avez rien demandé, ignorez ce message");
      expect(confirmation.text).toMatch(/\/stock-alert\/confirm\?token=[A-Za-z0-9_-]{43}/);
      expect(confirmation.text).toMatch(/\/stock-alert\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);

      // Not confirmed: a restock tells nobody.
      await setStock("TEST-LOT-07", 4);
      expect(await backMails(address)).toHaveLength(0);
      await setStock("TEST-LOT-07", 0);

      const token = await tokenMailedTo(api, address, CONFIRMATION);
      expect((await browser.send(CONFIRM, { token })).confirmStockAlert).toMatchObject({ success: true, outcome: "ACTIVE", alert: null });
      // A double click.
      expect((await browser.send(CONFIRM, { token })).confirmStockAlert).toMatchObject({ success: true, outcome: "ACTIVE" });
      // Asking again while active sends nothing and answers alike.
      expect(await subscribe(browser, { sku: "TEST-LOT-07", email: address })).toMatchObject({ success: true, outcome: "CONFIRMATION_SENT" });
      expect(await mailsTo(api, address, CONFIRMATION)).toHaveLength(1);

      await setStock("TEST-LOT-07", 3);
      const [back, ...more] = await backMails(address);
      expect(more).toHaveLength(0);
      expect(back.subject).toBe("Écorce numéro 07 est de retour");
      expect(back.text).toContain(`/${await urlKeyOf("TEST-LOT-07")}`);
      expect(back.text?.replace(/\s+/g, " ")).toContain("premier arrivé, premier servi");
      expect(stopTokenOf(back)).toBeDefined();
      expect(back.html).toContain(`/stock-alert/unsubscribe?token=${stopTokenOf(back)}`);
      const row = await api.commerce.database.db.selectFrom("stock_alert").selectAll().where("email", "=", address).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "notified", email: address, store: "fr", customer_id: null });

      // Back to none and in again: the alert is done.
      await setStock("TEST-LOT-07", 0);
      await setStock("TEST-LOT-07", 5);
      expect(await backMails(address)).toHaveLength(1);
      // The confirmation link no longer confirms anything.
      expect((await browser.send(CONFIRM, { token })).confirmStockAlert).toMatchObject({ success: false, errorCode: "INVALID_TOKEN", outcome: null });
    }, 60_000);

    it("an alert asked in the English store is written in English, with the English store's links", async () => {
      await setStock("TEST-LOT-14", 0);
      const address = email("english");
      const browser = visitor({ store: "en" });
      expect(await subscribe(browser, { sku: "TEST-LOT-14", email: address })).toMatchObject({ success: true, outcome: "CONFIRMATION_SENT" });
      const [confirmation] = await mailsTo(api, address, CONFIRMATION);
      expect(confirmation.subject).toBe("Confirm your stock alert");
      expect(confirmation.text?.replace(/\s+/g, " ")).toContain("If you did not ask, ignore this message: nothing more will be sent.");
      expect(confirmation.text).toMatch(/\/en\/stock-alert\/confirm\?token=/);
      const token = await tokenMailedTo(api, address, CONFIRMATION);
      expect((await browser.send(CONFIRM, { token })).confirmStockAlert).toMatchObject({ success: true, outcome: "ACTIVE" });
      await setStock("TEST-LOT-14", 2);
      const [back] = await backMails(address);
      expect(back.subject).toBe("Bark number 14 is back in stock");
      expect(back.text).toContain(`/en/${await urlKeyOf("TEST-LOT-14", "en")}`);
      expect(back.text).toMatch(/\/en\/stock-alert\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
      expect(back.text?.replace(/\s+/g, " ")).toContain("first come, first served");
    }, 60_000);

    it("a signed-in customer's alert is active at once, listed in their account, told when a cancelled order gives stock back", async () => {
      await setStock("TEST-LOT-21", 1);
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-21", quantity: 1 }] });
      const ada = await customer("ada");
      const asked = await subscribe(ada, { sku: "TEST-LOT-21", email: "ignored@example.com" });
      expect(asked).toMatchObject({ success: true, outcome: "ACTIVE", alert: { status: "ACTIVE", productName: "Écorce numéro 21", notifiedAt: null, product: { sku: "TEST-LOT-21" } } });
      // Asked again: the same alert.
      expect((await subscribe(ada, { sku: "TEST-LOT-21" })).alert!.id).toBe(asked.alert!.id);
      expect((await ada.send(MINE)).body.data.me.stockAlerts).toEqual([expect.objectContaining({ id: asked.alert!.id, status: "ACTIVE" })]);
      expect(await mailsTo(api, ada.email, CONFIRMATION)).toHaveLength(0);
      expect(await mailsTo(api, "ignored@example.com", CONFIRMATION)).toHaveLength(0);

      const cancelled = await api.commerce.services.orders.cancel(serviceScope(), order.number, operator);
      expect(cancelled).toMatchObject({ ok: true });
      const [back, ...more] = await backMails(ada.email);
      expect(more).toHaveLength(0);
      expect(back.subject).toBe("Écorce numéro 21 est de retour");
      const [listed] = (await ada.send(MINE)).body.data.me.stockAlerts;
      expect(listed).toMatchObject({ id: asked.alert!.id, status: "NOTIFIED", notifiedAt: expect.any(String) });
      // Asking again once notified starts a new wait (when it is out of stock again).
      await setStock("TEST-LOT-21", 0);
      expect(await subscribe(ada, { sku: "TEST-LOT-21" })).toMatchObject({ outcome: "ACTIVE", alert: { id: asked.alert!.id, status: "ACTIVE", notifiedAt: null } });
    }, 60_000);

    it("an approved return puts its units back in stock and tells the alerts; --no-restock leaves stock alone", async () => {
      const buyer = await customer("returner");
      const { db } = api.commerce.database;
      const { id: buyerId } = await db.selectFrom("customer").select("id").where("email", "=", buyer.email).executeTakeFirstOrThrow();
      const order = await shippedOrder(api, { id: buyerId, email: buyer.email }, [{ sku: "TEST-LOT-28", quantity: 3 }]);
      await setStock("TEST-LOT-28", 0);
      const waiting = await customer("waiting");
      expect(await subscribe(waiting, { sku: "TEST-LOT-28" })).toMatchObject({ outcome: "ACTIVE" });
      const { returns, stock } = api.commerce.services;
      const requested = await returns.create(serviceScope({ customerId: buyerId }), { orderId: order.public_id, items: [{ orderItemId: "1", quantity: 3, answers: unopened() }] });
      if (!requested.ok) throw new Error(`return refused: ${requested.code}`);
      const number = requested.request.number;
      const cause = { operator: "stock-alert-test" };
      expect(await returns.authorise(serviceScope(), number, {}, cause)).toMatchObject({ ok: true });
      expect(await returns.receive(serviceScope(), number, {}, cause)).toMatchObject({ ok: true });
      // Damaged goods first: one unit approved without going back to stock.
      expect(await returns.approve(serviceScope(), number, { items: [{ sku: "TEST-LOT-28", quantity: 1 }], restock: false }, cause)).toMatchObject({ ok: true, restocked: [] });
      expect((await stock.quantities(serviceScope(), ["TEST-LOT-28"])).get("TEST-LOT-28")).toBe(0);
      expect(await backMails(waiting.email)).toHaveLength(0);
      // The other two back on the shelf: stock 2, the alert told once.
      expect(await returns.approve(serviceScope(), number, {}, cause)).toMatchObject({ ok: true, status: "closed", restocked: [{ sku: "TEST-LOT-28", quantity: 2 }] });
      expect((await stock.quantities(serviceScope(), ["TEST-LOT-28"])).get("TEST-LOT-28")).toBe(2);
      expect(await backMails(waiting.email)).toHaveLength(1);
    }, 90_000);

    it("ten restocks at once still send one message per alert", async () => {
      await setStock("TEST-LOT-35", 0);
      const waiting = await Promise.all([customer("race-a"), customer("race-b"), customer("race-c")]);
      for (const browser of waiting) expect(await subscribe(browser, { sku: "TEST-LOT-35" })).toMatchObject({ outcome: "ACTIVE" });
      const { stock } = api.commerce.services;
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_unused, index) => (index % 2 ? stock.giveBack(serviceScope(), [{ sku: "TEST-LOT-35", quantity: 1 }]) : stock.set(serviceScope(), "TEST-LOT-35", 5 + index))),
      );
      expect(outcomes.every((outcome) => outcome.success)).toBe(true);
      for (const browser of waiting) expect(await backMails(browser.email), browser.email).toHaveLength(1);
    }, 90_000);

    it("a configurable's alert fires when any variant is back; a variant's only when that variant is", async () => {
      await setStock("TEST-FLACON-AMBER", 0);
      await setStock("TEST-FLACON-CLEAR", 0);
      await setStock("TEST-FLACON-BLUE", 0);
      const whole = await customer("whole");
      const blue = await customer("blue");
      expect(await subscribe(whole, { sku: "TEST-FLACON" })).toMatchObject({ outcome: "ACTIVE", alert: { productName: "Flacon compte-gouttes de test", product: { sku: "TEST-FLACON" } } });
      expect(await subscribe(blue, { sku: "TEST-FLACON-BLUE" })).toMatchObject({
        outcome: "ACTIVE",
        alert: { productName: "Flacon compte-gouttes de test – Bleu cobalt", product: { sku: "TEST-FLACON-BLUE" } },
      });
      await setStock("TEST-FLACON-CLEAR", 3);
      expect(await backMails(whole.email)).toHaveLength(1);
      expect(await backMails(blue.email)).toHaveLength(0);
      await setStock("TEST-FLACON-BLUE", 2);
      const [back] = await backMails(blue.email);
      expect(back.subject).toBe("Flacon compte-gouttes de test – Bleu cobalt est de retour");
      // A variant's message links to its parent's page.
      expect(back.text).toContain(`/${await urlKeyOf("TEST-FLACON")}`);
      expect(await backMails(whole.email)).toHaveLength(1);
      await setStock("TEST-FLACON-AMBER", 100);
      await setStock("TEST-FLACON-CLEAR", 40);
    }, 60_000);

    it("refuses what cannot be asked: in stock, unknown, no address, an address that is not one", async () => {
      const browser = visitor();
      const refused = async (input: Record<string, unknown>) => subscribe(browser, input);
      expect(await refused({ sku: "TEST-LAVANDE-5ML", email: email("in") })).toMatchObject({
        success: false,
        errorCode: "IN_STOCK",
        errorMessage: "Ce produit est en stock : vous pouvez le commander dès maintenant.",
        outcome: null,
      });
      expect(await refused({ sku: "TEST-LAVANDE", email: email("in") })).toMatchObject({ errorCode: "IN_STOCK" });
      expect(await refused({ sku: "NO-SUCH-SKU", email: email("unknown") })).toMatchObject({ errorCode: "UNKNOWN_PRODUCT" });
      expect(await refused({ sku: "TEST-EPUISE" })).toMatchObject({ errorCode: "EMAIL_REQUIRED" });
      expect(await refused({ sku: "TEST-EPUISE", email: "   " })).toMatchObject({ errorCode: "EMAIL_REQUIRED" });
      expect(await refused({ sku: "TEST-EPUISE", email: "not-an-address" })).toMatchObject({ errorCode: "INVALID_EMAIL", errorMessage: "Cette adresse e-mail n'est pas valide." });
      const english = await subscribe(visitor({ store: "en" }), { sku: "TEST-EPUISE", email: "nope@" });
      expect(english).toMatchObject({ errorCode: "INVALID_EMAIL", errorMessage: "This e-mail address is not valid." });
      expect(await api.commerce.database.db.selectFrom("stock_alert").select("id").where("email", "in", ["not-an-address", "nope@"]).execute()).toEqual([]);
    });

    it("limits visitors per client address, and confirmation e-mails per address written to (the answer unchanged)", async () => {
      const address = freshAddress();
      const browser = visitor({ address });
      for (let index = 0; index < 10; index++) expect(await subscribe(browser, { sku: "TEST-EPUISE", email: email(`flood${index}`) })).toMatchObject({ success: true });
      const throttled = await subscribe(browser, { sku: "TEST-EPUISE", email: email("flood-last") });
      expect(throttled).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", outcome: null });
      expect(throttled.errorMessage).toMatch(/^Trop de demandes d'alerte\. Réessayez dans \d+ minutes?\.$/);

      // One address asked for again and again, from anywhere: three links a day, then the same answer and nothing sent.
      const target = email("target");
      for (let index = 0; index < 5; index++) {
        expect(await subscribe(visitor(), { sku: "TEST-EPUISE", email: target })).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: "CONFIRMATION_SENT", alert: null });
      }
      expect(await mailsTo(api, target, CONFIRMATION)).toHaveLength(3);
    }, 60_000);

    it("a link's token stops every alert of its address still waiting; unknown tokens are refused", async () => {
      await setStock("TEST-LOT-07", 0);
      const address = email("stop");
      const browser = visitor();
      await subscribe(browser, { sku: "TEST-EPUISE", email: address });
      const first = await tokenMailedTo(api, address, CONFIRMATION);
      await subscribe(browser, { sku: "TEST-LOT-07", email: address });
      const second = await tokenMailedTo(api, address, CONFIRMATION);
      expect((await browser.send(CONFIRM, { token: second })).confirmStockAlert).toMatchObject({ outcome: "ACTIVE" });
      const { db } = api.commerce.database;
      expect(await db.selectFrom("stock_alert").select("status").where("email", "=", address).orderBy("id").execute()).toEqual([{ status: "unconfirmed" }, { status: "active" }]);

      expect((await browser.send(UNSUBSCRIBE, { token: first })).unsubscribeFromStockAlerts).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: "UNSUBSCRIBED", alert: null });
      expect(await db.selectFrom("stock_alert").select("id").where("email", "=", address).execute()).toEqual([]);
      expect((await browser.send(UNSUBSCRIBE, { token: first })).unsubscribeFromStockAlerts).toMatchObject({ success: false, errorCode: "INVALID_TOKEN" });
      expect((await browser.send(UNSUBSCRIBE, { token: "x".repeat(43) })).unsubscribeFromStockAlerts).toMatchObject({ errorCode: "INVALID_TOKEN" });
      expect((await browser.send(CONFIRM, { token: "not a token" })).confirmStockAlert).toMatchObject({ errorCode: "INVALID_TOKEN" });

      // A back-in-stock message's stop link works too (it does not expire).
      const later = email("stop-later");
      const other = visitor();
      await subscribe(other, { sku: "TEST-LOT-07", email: later });
      await other.send(CONFIRM, { token: await tokenMailedTo(api, later, CONFIRMATION) });
      await setStock("TEST-LOT-07", 1);
      await setStock("TEST-LOT-07", 0);
      await subscribe(other, { sku: "TEST-EPUISE", email: later });
      const [back] = await backMails(later);
      expect((await other.send(UNSUBSCRIBE, { token: stopTokenOf(back) })).unsubscribeFromStockAlerts).toMatchObject({ outcome: "UNSUBSCRIBED" });
      expect(await db.selectFrom("stock_alert").select("status").where("email", "=", later).execute()).toEqual([{ status: "notified" }]);

      // Guessing is counted per client address.
      const guesser = visitor();
      let last: Record<string, unknown> = {};
      for (let index = 0; index < 21; index++) last = (await guesser.send(CONFIRM, { token: `${"g".repeat(41)}${String(index).padStart(2, "0")}` })).confirmStockAlert;
      expect(last).toMatchObject({ errorCode: "TOO_MANY_ATTEMPTS" });
    }, 60_000);

    it("removes a customer's own alert only: another's id answers as a missing one", async () => {
      const owner = await customer("owner");
      const other = await customer("other");
      const { alert } = await subscribe(owner, { sku: "TEST-EPUISE" });
      const missing = (await other.send(REMOVE, { id: "987654321" })).body.data.removeStockAlert;
      expect(missing).toMatchObject({ success: false, errorCode: "UNKNOWN_ALERT" });
      expect((await other.send(REMOVE, { id: alert!.id })).body.data.removeStockAlert).toEqual(missing);
      expect((await visitor().send(REMOVE, { id: alert!.id })).removeStockAlert).toEqual(missing);
      expect((await owner.send(MINE)).body.data.me.stockAlerts).toHaveLength(1);
      expect((await owner.send(REMOVE, { id: alert!.id })).body.data.removeStockAlert).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: null, alert: null });
      expect((await owner.send(MINE)).body.data.me.stockAlerts).toEqual([]);
    });
  });
});
