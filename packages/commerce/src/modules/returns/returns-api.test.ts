import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { outboxFor } from "../order/order-test-kit.ts";
import { freshAddress } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import {
  ATTRIBUTES,
  CREATE,
  MY_RETURNS,
  RETURNABLE,
  type ReturnCustomer,
  answers,
  requestedUnits,
  returnCustomer,
  shippedOrder,
  startReturnTestApi,
  unopened,
} from "./return-test-kit.ts";

/**
 * Returns over HTTP on both databases: the shop's questions, a request from an order's page to its
 * e-mail and its slip (the owner's only), every refusal, concurrent requests on one line never
 * beyond what shipped, the return window, a product that cannot be taken back opened, and the
 * shop's decisions with their e-mails.
 */

const DAY_MS = 86_400_000;

describe.each(dialects)("returns on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let started: Awaited<ReturnType<typeof startReturnTestApi>>;
    let api: TestApi;
    const scope = serviceScope();
    const operator = { operator: "returns-test" };
    const db = () => api.commerce.database.db;
    const returns = () => api.commerce.services.returns;

    beforeAll(async () => {
      started = await startReturnTestApi(dialect);
      api = started.api;
    }, 60_000);
    afterAll(() => started?.close());

    const create = (customer: ReturnCustomer, orderId: string, items: unknown[], options: { address?: string } = {}) =>
      customer.send(CREATE, { input: { orderId, items } }, options).then((body) => body.data.createReturnAuthorization);
    const count = async () => Number((await db().selectFrom("return_request").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);

    it("asks the shop's questions in the store's language", async () => {
      const customer = await returnCustomer(api, "questions");
      const fr = (await customer.send(ATTRIBUTES)).data.returnAttributes;
      expect(fr.map((attribute: { code: string; kind: string; required: boolean }) => [attribute.code, attribute.kind, attribute.required])).toEqual([
        ["reason", "SELECT", true],
        ["opened", "BOOLEAN", true],
        ["batch_number", "TEXT", false],
        ["comment", "TEXTAREA", false],
      ]);
      expect(fr[0]).toMatchObject({ label: "Motif du retour", maxLength: null, options: expect.arrayContaining([{ value: "damaged", label: "Produit abîmé ou cassé" }]) });
      expect(fr[0].options).toHaveLength(5);
      expect(fr[3]).toMatchObject({ label: "Commentaire", maxLength: 1000, options: [] });
      const en = (await customer.send(ATTRIBUTES, {}, { store: "en" })).data.returnAttributes;
      expect(en[1]).toMatchObject({ code: "opened", label: "Has the bottle been opened?", help: expect.stringContaining("hygiene and safety") });
      expect(en[0].options[3]).toEqual({ value: "no_longer_wanted", label: "No longer wanted" });
    });

    it("records a request end to end: returnable items, number, e-mail with the slip, the slip for its owner only", async () => {
      const ana = await returnCustomer(api, "ana");
      const order = await shippedOrder(api, ana, [
        { sku: "TEST-LOT-01", quantity: 3, name: "Écorce 01" },
        { sku: "TEST-LOT-02", quantity: 1, name: "Écorce 02" },
      ]);
      const before = (await ana.send(RETURNABLE, { orderId: order.public_id })).data.order;
      expect(before.returnableItems).toEqual([
        { orderItemId: "1", name: "Écorce 01", sku: "TEST-LOT-01", options: [{ label: "Contenance", value: "10 ml" }], quantityShipped: 3, quantityRequested: 0, quantityReturnable: 3, reason: null, returnableOnlyUnopened: true },
        { orderItemId: "2", name: "Écorce 02", sku: "TEST-LOT-02", options: [], quantityShipped: 1, quantityRequested: 0, quantityReturnable: 1, reason: null, returnableOnlyUnopened: true },
      ]);
      const shipment = await db().selectFrom("shipment").select("created_at").where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(before.returnDeadline).toBe(new Date(Date.parse(shipment.created_at) + 30 * DAY_MS).toISOString());
      expect(before.returns).toEqual([]);

      const made = await create(ana, order.public_id, [
        { orderItemId: "1", quantity: 2, answers: answers({ reason: "damaged", opened: "false", batch_number: " L24-0316 ", comment: "Bouchon fendu.\r\nFuite à l'arrivée." }) },
      ]);
      expect(made).toMatchObject({ success: true, errorCode: null, errorItemId: null, errorAttribute: null });
      const request = made.returnAuthorization;
      const year = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date());
      expect(request.number).toMatch(new RegExp(`^RMA-${year}-\\d{6}$`));
      expect(request.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(request).toMatchObject({
        status: "REQUESTED",
        slipUrl: `/user/returns/${request.id}/slip/pdf`,
        order: { order_id: order.public_id, number: order.number },
        history: [{ status: "REQUESTED", note: "Demande de retour enregistrée" }],
      });
      expect(request.items).toEqual([
        {
          id: expect.any(String),
          orderItemId: "1",
          name: "Écorce 01",
          sku: "TEST-LOT-01",
          options: [{ label: "Contenance", value: "10 ml" }],
          quantity: 2,
          status: "REQUESTED",
          answers: [
            { code: "reason", label: "Motif du retour", value: "Produit abîmé ou cassé" },
            { code: "opened", label: "Le flacon a-t-il été ouvert ?", value: "Non" },
            { code: "batch_number", label: "Numéro de lot", value: "L24-0316" },
            { code: "comment", label: "Commentaire", value: "Bouchon fendu.\nFuite à l'arrivée." },
          ],
        },
      ]);
      expect(await requestedUnits(api, order.id)).toEqual([2, 0]);
      const after = (await ana.send(RETURNABLE, { orderId: order.public_id })).data.order;
      expect(after.returnableItems.map((item: { quantityRequested: number; quantityReturnable: number }) => [item.quantityRequested, item.quantityReturnable])).toEqual([
        [2, 1],
        [0, 1],
      ]);
      expect(after.returns.map((entry: { number: string }) => entry.number)).toEqual([request.number]);
      const mine = (await ana.send(MY_RETURNS, {})).data.me.returns;
      expect(mine).toMatchObject({ totalCount: 1, page: 1, pageSize: 10, totalPages: 1, items: [{ number: request.number, items: [{ sku: "TEST-LOT-01", quantity: 2 }] }] });

      // The e-mail: the number, the items, the instructions' data and the slip's path, in the order's language.
      const [mail] = (await outboxFor(api.commerce, ana.email)).filter((message) => message.kind === "return.requested");
      expect(mail).toMatchObject({
        language: "fr",
        data: {
          number: request.number,
          orderNumber: order.number,
          firstname: "Camille",
          slipPath: `/user/returns/${request.id}/slip/pdf`,
          returnAddress: ["Essences & Botanique SAS – Service retours", "12 avenue Sainte-Lorette", "06130 Grasse", "France"],
          items: [{ sku: "TEST-LOT-01", quantity: 2, answers: expect.arrayContaining([{ label: { fr: "Numéro de lot", en: "Batch number" }, shown: { fr: "L24-0316", en: "L24-0316" } }]) }],
        },
      });

      // The slip: the owner's, in both stores' paths; nobody else's.
      const get = (path: string, cookie?: string) => fetch(started.url + path, { headers: cookie ? { cookie } : {} });
      for (const store of ["", "/en"]) {
        const response = await get(`${store}${request.slipUrl}`, ana.cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${request.number}.pdf"`);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const text = extractPdfText(new Uint8Array(await response.arrayBuffer()));
        for (const expected of ["BON DE RETOUR", request.number, order.number, "Service retours", "Camille Durand", "Écorce 01", "TEST-LOT-01", "Lot(s) : L24-0316", "Motif du retour : Produit abîmé ou cassé"]) {
          expect(text).toContain(expected);
        }
        expect(text).not.toContain("Return slip");
      }
      const ben = await returnCustomer(api, "ben");
      const warn = vi.spyOn(api.commerce.logger, "warn");
      for (const [path, cookie] of [
        [request.slipUrl, ben.cookie],
        [request.slipUrl, undefined],
        [`/en${request.slipUrl}`, ben.cookie],
        [`/user/returns/${randomBytes(32).toString("base64url")}/slip/pdf`, ana.cookie],
        ["/user/returns/not-a-return/slip/pdf", ana.cookie],
      ] as const) {
        const response = await get(path, cookie);
        expect({ status: response.status, body: await response.text() }, path).toEqual({ status: 404, body: "Not found" });
      }
      const logged = warn.mock.calls.filter(([, message]) => message === "refused ownership attempt");
      expect(logged).toHaveLength(5);
      expect(logged[0][0]).toMatchObject({ customerId: ben.id, object: "return", action: "slip", tried: request.id });
      warn.mockRestore();
      // Nobody else sees the order, its returns or what it may return.
      expect((await ben.send(RETURNABLE, { orderId: order.public_id })).data.order).toBeNull();
      expect((await ben.send(MY_RETURNS, {})).data.me.returns).toMatchObject({ totalCount: 0, items: [] });
    });

    it("writes the slip of an en-GB store's return in French with English after it, and serves a closed return's no more", async () => {
      const cy = await returnCustomer(api, "cy");
      const order = await shippedOrder(api, cy, [{ sku: "TEST-LOT-03", quantity: 1 }], { store: "en" });
      const made = await create(cy, order.public_id, [{ orderItemId: "1", quantity: 1, answers: unopened() }]);
      expect(made.success).toBe(true);
      const text = extractPdfText(new Uint8Array(await (await fetch(`${started.url}/en${made.returnAuthorization.slipUrl}`, { headers: { cookie: cy.cookie } })).arrayBuffer()));
      for (const expected of ["BON DE RETOUR / RETURN SLIP", "ADRESSE DE RETOUR / RETURN ADDRESS", "Motif du retour / Reason for return : Ne me convient", "Cut here and stick on the parcel"]) expect(text).toContain(expected);
      expect((await outboxFor(api.commerce, cy.email)).find((message) => message.kind === "return.requested")?.language).toBe("en");
      expect(await returns().reject(scope, made.returnAuthorization.number, {}, operator)).toMatchObject({ ok: true, status: "closed", changed: true });
      const gone = await fetch(`${started.url}/en${made.returnAuthorization.slipUrl}`, { headers: { cookie: cy.cookie } });
      expect(gone.status).toBe(410);
      const mine = (await cy.send(MY_RETURNS, {}, { store: "en" })).data.me.returns.items[0];
      expect(mine).toMatchObject({ status: "CLOSED", slipUrl: null, items: [{ status: "REJECTED" }], history: [{ note: "Return requested" }, { status: "CLOSED", note: "Return request refused by the shop" }] });
    });

    it("refuses every mistake with its code, naming the item and the question, and writes nothing", async () => {
      const dee = await returnCustomer(api, "dee");
      // Line 1 shipped, line 2 not yet.
      const order = await shippedOrder(api, dee, [{ sku: "TEST-LOT-04", quantity: 2 }, { sku: "TEST-LOT-05", quantity: 1 }], { ship: [{ sku: "TEST-LOT-04", quantity: 2 }] });
      const other = await returnCustomer(api, "other");
      const theirs = await shippedOrder(api, other, [{ sku: "TEST-LOT-06", quantity: 1 }]);
      const before = await count();
      const item = (extra: Record<string, unknown> = {}) => ({ orderItemId: "1", quantity: 1, answers: unopened(), ...extra });
      const refusal = async (customer: ReturnCustomer, orderId: string, items: unknown[]) => {
        const answer = await create(customer, orderId, items);
        expect(answer.success).toBe(false);
        expect(answer.returnAuthorization).toBeNull();
        return [answer.errorCode, answer.errorItemId, answer.errorAttribute];
      };
      const visitor = await api.post({ query: CREATE, variables: { input: { orderId: order.public_id, items: [item()] } } }, { headers: { "x-forwarded-for": freshAddress() } });
      expect(visitor.body.data.createReturnAuthorization).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", errorMessage: "Connectez-vous pour demander un retour." });

      const unknown = await create(dee, randomBytes(32).toString("base64url"), [item()]);
      const another = await create(dee, theirs.public_id, [item()]);
      expect(another).toEqual(unknown);
      expect(unknown).toMatchObject({ errorCode: "UNKNOWN_ORDER", errorMessage: "Cette commande est introuvable." });
      expect(await refusal(dee, "not-an-order", [item()])).toEqual(["UNKNOWN_ORDER", null, null]);
      expect(await refusal(dee, order.public_id, [])).toEqual(["NOTHING_SELECTED", null, null]);
      expect(await refusal(dee, order.public_id, [item(), item({ orderItemId: " 1" })])).toEqual(["NOTHING_SELECTED", null, null]);
      expect(await refusal(dee, order.public_id, [item({ orderItemId: "99" })])).toEqual(["UNKNOWN_ITEM", null, null]);
      expect(await refusal(dee, order.public_id, [item({ orderItemId: "first" })])).toEqual(["UNKNOWN_ITEM", null, null]);
      expect(await refusal(dee, order.public_id, [item({ quantity: 0 })])).toEqual(["QUANTITY_NOT_RETURNABLE", "1", null]);
      expect(await refusal(dee, order.public_id, [item({ quantity: 3 })])).toEqual(["QUANTITY_NOT_RETURNABLE", "1", null]);
      // Not shipped yet: nothing of it may be returned.
      expect(await refusal(dee, order.public_id, [item(), item({ orderItemId: "2" })])).toEqual(["QUANTITY_NOT_RETURNABLE", "2", null]);
      expect(await refusal(dee, order.public_id, [item({ answers: answers({ opened: "false" }) })])).toEqual(["ANSWER_REQUIRED", "1", "reason"]);
      expect(await refusal(dee, order.public_id, [item({ answers: answers({ reason: "damaged", opened: " " }) })])).toEqual(["ANSWER_REQUIRED", "1", "opened"]);
      expect(await refusal(dee, order.public_id, [item({ answers: answers({ reason: "because", opened: "false" }) })])).toEqual(["ANSWER_INVALID", "1", "reason"]);
      expect(await refusal(dee, order.public_id, [item({ answers: answers({ reason: "damaged", opened: "yes" }) })])).toEqual(["ANSWER_INVALID", "1", "opened"]);
      expect(await refusal(dee, order.public_id, [item({ answers: unopened({ batch_number: "L".repeat(41) }) })])).toEqual(["ANSWER_INVALID", "1", "batch_number"]);
      expect(await refusal(dee, order.public_id, [item({ answers: unopened({ batch_number: "L24\nL25" }) })])).toEqual(["ANSWER_INVALID", "1", "batch_number"]);
      expect(await refusal(dee, order.public_id, [item({ answers: unopened({ comment: "é".repeat(1001) }) })])).toEqual(["ANSWER_INVALID", "1", "comment"]);
      // A code that names no question is not echoed back.
      expect(await refusal(dee, order.public_id, [item({ answers: [...unopened(), { code: "<script>", value: "x" }] })])).toEqual(["ANSWER_INVALID", "1", null]);
      expect(await refusal(dee, order.public_id, [item({ answers: [...unopened(), { code: "opened", value: "true" }] })])).toEqual(["ANSWER_INVALID", "1", "opened"]);
      // Hygiene and safety: an oil said to be opened is not taken back; a bottle opened is.
      const opened = await create(dee, order.public_id, [item({ answers: answers({ reason: "damaged", opened: "true" }) })]);
      expect(opened).toMatchObject({ errorCode: "OPENED_NOT_RETURNABLE", errorItemId: "1", errorAttribute: "opened", errorMessage: expect.stringContaining("hygiène et de sécurité") });
      expect(await count()).toBe(before);
      expect(await requestedUnits(api, order.id)).toEqual([0, 0]);
      const text = JSON.stringify(another);
      for (const marker of [theirs.number, other.email]) expect(text).not.toContain(marker);

      await db().updateTable("product").set({ returnable_only_unopened: 0 }).where("sku", "=", "TEST-LOT-04").execute();
      expect((await create(dee, order.public_id, [item({ answers: answers({ reason: "damaged", opened: "true" }) })])).success).toBe(true);
      await db().updateTable("product").set({ returnable_only_unopened: 1 }).where("sku", "=", "TEST-LOT-04").execute();
    });

    it("counts the return window from the line's last shipment (RETURN_WINDOW_DAYS, 30 by default)", async () => {
      const eve = await returnCustomer(api, "eve");
      const order = await shippedOrder(api, eve, [{ sku: "TEST-LOT-07", quantity: 2 }], { ship: [{ sku: "TEST-LOT-07", quantity: 1 }] });
      const age = async (days: number) => db().updateTable("shipment").set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() }).where("order_id", "=", order.id).execute();
      await age(31);
      const closed = (await eve.send(RETURNABLE, { orderId: order.public_id })).data.order;
      expect(closed.returnableItems[0]).toMatchObject({ quantityShipped: 1, quantityReturnable: 0, reason: "WINDOW_CLOSED" });
      expect(Date.parse(closed.returnDeadline)).toBeLessThan(Date.now());
      expect(await create(eve, order.public_id, [{ orderItemId: "1", quantity: 1, answers: unopened() }])).toMatchObject({ errorCode: "RETURN_WINDOW_CLOSED", errorItemId: "1" });
      // A later shipment of the same line opens it again, for every unit shipped.
      await api.commerce.services.orders.ship(scope, order.number, {}, { kind: "operator", operator: "returns-test" });
      const open = (await eve.send(RETURNABLE, { orderId: order.public_id })).data.order;
      expect(open.returnableItems[0]).toMatchObject({ quantityShipped: 2, quantityReturnable: 2, reason: null });
      await age(29);
      expect((await create(eve, order.public_id, [{ orderItemId: "1", quantity: 2, answers: unopened() }])).success).toBe(true);
      expect((await eve.send(RETURNABLE, { orderId: order.public_id })).data.order.returnableItems[0]).toMatchObject({ quantityReturnable: 0, reason: "ALREADY_REQUESTED" });
    });

    it("has nothing left to return of an order refunded in full (closed)", async () => {
      const flo = await returnCustomer(api, "flo");
      const order = await shippedOrder(api, flo, [{ sku: "TEST-LOT-07", quantity: 1 }]);
      const refunded = await api.commerce.services.refunds.refund(scope, { orderNumber: order.number, to: "store_credit", staff: "cli:returns-test" });
      expect(refunded).toMatchObject({ ok: true, closed: true });
      const settled = (await flo.send(RETURNABLE, { orderId: order.public_id })).data.order;
      expect(settled.returnableItems[0]).toMatchObject({ quantityShipped: 1, quantityReturnable: 0, reason: "ORDER_SETTLED" });
      expect(await create(flo, order.public_id, [{ orderItemId: "1", quantity: 1, answers: unopened() }])).toMatchObject({ errorCode: "QUANTITY_NOT_RETURNABLE", errorItemId: "1" });
    });

    it("never counts more units than shipped, whatever the requests sent at once", async () => {
      const fay = await returnCustomer(api, "fay");
      const order = await shippedOrder(api, fay, [{ sku: "TEST-LOT-08", quantity: 3 }, { sku: "TEST-LOT-09", quantity: 5 }]);
      // Ten requests of one unit of a line that shipped three, and five of two units of one that shipped five, all at once.
      const first = await Promise.all(Array.from({ length: 10 }, () => create(fay, order.public_id, [{ orderItemId: "1", quantity: 1, answers: unopened() }], { address: freshAddress() })));
      const second = await Promise.all(Array.from({ length: 5 }, () => create(fay, order.public_id, [{ orderItemId: "2", quantity: 2, answers: unopened() }], { address: freshAddress() })));
      const outcomes = (answers: { success: boolean; errorCode: string | null }[]) => answers.map((answer) => (answer.success ? "ok" : answer.errorCode)).sort();
      expect(outcomes(first)).toEqual([...Array(3).fill("ok"), ...Array(7).fill("QUANTITY_NOT_RETURNABLE")].sort());
      expect(outcomes(second)).toEqual([...Array(2).fill("ok"), ...Array(3).fill("QUANTITY_NOT_RETURNABLE")].sort());
      expect(await requestedUnits(api, order.id)).toEqual([3, 4]);
      const items = await db()
        .selectFrom("return_request_line")
        .innerJoin("return_request", "return_request.id", "return_request_line.return_id")
        .select(["return_request_line.order_line_id", "return_request_line.quantity"])
        .where("return_request.order_id", "=", order.id)
        .execute();
      expect(items.reduce((sum, row) => sum + row.quantity, 0)).toBe(7);
      // Numbers are unique.
      const numbers = [...first, ...second].filter((answer) => answer.success).map((answer) => answer.returnAuthorization.number);
      expect(new Set(numbers).size).toBe(5);
      // The table's check has the last word, whatever writes.
      const line = await db().selectFrom("sales_order_line").select("id").where("order_id", "=", order.id).where("position", "=", 1).executeTakeFirstOrThrow();
      await expect(db().updateTable("sales_order_line").set({ quantity_return_requested: 4 }).where("id", "=", line.id).execute()).rejects.toThrow(/check|constraint/i);
    });

    it("is limited per client address", async () => {
      const gus = await returnCustomer(api, "gus");
      const address = freshAddress();
      for (let attempt = 0; attempt < 30; attempt++) expect((await create(gus, randomBytes(32).toString("base64url"), [], { address })).errorCode).toBe("UNKNOWN_ORDER");
      expect(await create(gus, randomBytes(32).toString("base64url"), [], { address })).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", errorMessage: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/) });
    });

    it("follows the shop's decisions: authorised, received, items approved or rejected in parts, closed; each once, each e-mailed", async () => {
      const hal = await returnCustomer(api, "hal");
      const order = await shippedOrder(api, hal, [{ sku: "TEST-LOT-10", quantity: 3 }, { sku: "TEST-LOT-11", quantity: 1 }]);
      const made = await create(hal, order.public_id, [
        { orderItemId: "1", quantity: 3, answers: unopened() },
        { orderItemId: "2", quantity: 1, answers: unopened({ batch_number: "B-7" }) },
      ]);
      const { number } = made.returnAuthorization;
      expect(await returns().approve(scope, number, {}, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "requested" });
      expect(await returns().receive(scope, number, {}, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "requested" });
      // Asked five times at once: authorised once.
      const authorised = await Promise.all(Array.from({ length: 5 }, () => returns().authorise(scope, number, { note: "Merci de joindre le bon." }, operator)));
      expect(authorised.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
      expect(authorised.every((outcome) => outcome.ok && outcome.status === "authorised")).toBe(true);
      expect(await returns().reject(scope, number, { items: [{ sku: "TEST-LOT-10", quantity: 1 }] }, operator)).toEqual({ ok: false, code: "ITEMS_NOT_ALLOWED", status: "authorised" });
      expect(await returns().receive(scope, number, {}, operator)).toMatchObject({ ok: true, status: "received", changed: true });
      expect(await returns().receive(scope, number, {}, operator)).toMatchObject({ ok: true, status: "received", changed: false });
      expect(await returns().approve(scope, number, { items: [{ sku: "TEST-LOT-99", quantity: 1 }] }, operator)).toMatchObject({ ok: false, code: "UNKNOWN_SKU" });
      expect(await returns().approve(scope, number, { items: [{ sku: "TEST-LOT-10", quantity: 4 }] }, operator)).toMatchObject({ ok: false, code: "QUANTITY_TOO_HIGH", remaining: 3 });
      const stockBefore = (await api.commerce.services.stock.quantities(scope, ["TEST-LOT-10"])).get("TEST-LOT-10")!;
      expect(await returns().approve(scope, number, { items: [{ sku: "TEST-LOT-10", quantity: 2 }] }, operator)).toEqual({
        ok: true,
        status: "received",
        changed: true,
        decided: [{ sku: "TEST-LOT-10", name: "Produit TEST-LOT-10", quantity: 2, status: "approved" }],
        restocked: [{ sku: "TEST-LOT-10", quantity: 2 }],
      });
      // The approved units are back on the shelf; rejected ones are not.
      expect((await api.commerce.services.stock.quantities(scope, ["TEST-LOT-10"])).get("TEST-LOT-10")).toBe(stockBefore + 2);
      expect(await returns().reject(scope, number, { note: "Flacon ouvert." }, operator)).toMatchObject({ ok: true, status: "closed", changed: true, decided: [{ sku: "TEST-LOT-10", quantity: 1 }, { sku: "TEST-LOT-11", quantity: 1 }] });
      expect(await returns().approve(scope, number, {}, operator)).toMatchObject({ ok: true, status: "closed", changed: false });

      const seen = (await hal.send(MY_RETURNS, {})).data.me.returns.items[0];
      expect(seen.status).toBe("CLOSED");
      expect(seen.slipUrl).toBeNull();
      expect(seen.items.map((item: { sku: string; quantity: number; status: string }) => [item.sku, item.quantity, item.status])).toEqual([
        ["TEST-LOT-10", 1, "REJECTED"],
        ["TEST-LOT-11", 1, "REJECTED"],
        ["TEST-LOT-10", 2, "APPROVED"],
      ]);
      expect(seen.history.map((entry: { status: string; note: string }) => [entry.status, entry.note])).toEqual([
        ["REQUESTED", "Demande de retour enregistrée"],
        ["AUTHORISED", "Retour accepté : vous pouvez envoyer le colis avec le bon de retour — Merci de joindre le bon."],
        ["RECEIVED", "Colis reçu : vos articles sont en cours d'examen"],
        ["RECEIVED", "Articles acceptés (2)"],
        ["CLOSED", "Articles refusés (2)\u00a0: retour clôturé — Flacon ouvert."],
      ]);
      // Rejected units stay counted as requested.
      expect(await requestedUnits(api, order.id)).toEqual([3, 1]);
      const mails = (await outboxFor(api.commerce, hal.email)).filter((message) => message.kind.startsWith("return."));
      expect(mails.map((message) => [message.kind, message.data.change ?? null, message.data.closed ?? null])).toEqual([
        ["return.requested", null, null],
        ["return.status", "authorised", false],
        ["return.status", "received", false],
        ["return.status", "decided", false],
        ["return.status", "decided", true],
      ]);
      expect(mails[1].data).toMatchObject({ note: "Merci de joindre le bon.", slipPath: `/user/returns/${made.returnAuthorization.id}/slip/pdf` });
      expect(mails[4].data).toMatchObject({ slipPath: null, decided: [{ sku: "TEST-LOT-10", quantity: 1, status: "rejected" }, { sku: "TEST-LOT-11", quantity: 1, status: "rejected" }] });
      const events = await db().selectFrom("return_request_event").select(["status_from", "status_to", "cause"]).innerJoin("return_request", "return_request.id", "return_request_event.return_id").where("return_request.number", "=", number).orderBy("return_request_event.id").execute();
      expect(events.map((event) => `${event.status_from ?? "—"}>${event.status_to}:${event.cause}`)).toEqual([
        "—>requested:requested",
        "requested>authorised:authorise",
        "authorised>received:receive",
        "received>received:approve",
        "received>closed:reject",
      ]);
    });
  });
});
