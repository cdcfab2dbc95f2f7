import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { APPLY_COUPON } from "../cart/cart-test-kit.ts";
import { orderLines } from "../order/order-record.ts";
import { orderRow, placeTestOrder } from "../order/order-test-kit.ts";
import { PLACE, freshAddress, placeInput, customerSession, readyShopper, startFileRouteTestApi } from "../order/place-order-test-kit.ts";
import { signedHeaders } from "../payment/signature.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { shopCalendarYear } from "../shop/stores.ts";

/**
 * Invoices on both databases: issued in the unit of work that pays an order (an operator's pay, a
 * provider's notification), numbered in one unbroken sequence per year also when payments run at
 * the same moment or one rolls back, never for an order cancelled unpaid, issued afterwards for an
 * order paid before (the operator's command), their totals equal to what the order charged, their
 * PDF's text, and who may download it (the order's signed-in owner; anyone else the same 404).
 */

const operator = { kind: "operator", operator: "ops-test" } as const;
const scope = serviceScope();
const year = shopCalendarYear(new Date());
/** The PDF's amounts as printed (French format; its narrow spaces are plain spaces in the file). */
const printed = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/[\u202f\u00a0]/g, " ");

const INVOICE_FIELDS = /* GraphQL */ `
  fragment Amounts on PriceInclExcl { priceInclTax { amount currency } priceExclTax { amount currency } }
  query OrderInvoices($orderId: ID!) {
    order(orderId: $orderId) {
      order_id number
      chargedPrices { subtotal { ...Amounts } discount { ...Amounts } shipping { ...Amounts } vat { amount currency } grandTotal { ...Amounts } }
      invoices {
        id creationDate downloadUrl
        items { id name sku quantity price { ...Amounts } taxAmount { amount currency } subtotal { ...Amounts } options { label value } bundleOptions { label value } }
        totals { subtotal { ...Amounts } discount { ...Amounts } shippingAmount { ...Amounts } taxAmount { amount currency } grandTotal { ...Amounts } }
      }
    }
  }
`;

describe.each(dialects)("invoices on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "issued when paid, and downloaded by the owner", () => {
    let api: TestApi;
    let pdfUrl: string;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ api, url: pdfUrl, close } = await startFileRouteTestApi(dialect, (commerce) => commerce.invoicePdfRouter));
    }, 60_000);
    afterAll(async () => {
      await close?.();
    });

    const db = () => api.commerce.database.db;
    const services = () => api.commerce.services;
    const invoicesOf = (orderId: number) => db().selectFrom("invoice").selectAll().where("order_id", "=", orderId).execute();


    /** A card payment's signed notification, as the provider sends it. */
    async function notifyPaid(order: { id: number; grand_total_incl_cents: number }) {
      const { reference } = await db().selectFrom("payment").select("reference").where("order_id", "=", order.id).executeTakeFirstOrThrow();
      const body = JSON.stringify({ id: `evt_invoice_${order.id}`, type: "payment.succeeded", reference, amount_cents: order.grand_total_incl_cents, currency: "EUR", occurred_at: new Date().toISOString() });
      return services().payments.receiveNotification("sandbox_card", signedHeaders(api.commerce.config.payments.notificationSecret, body), Buffer.from(body));
    }

    it("issues the invoice when an operator marks a transfer paid: numbered FA-<year>-NNNNNN, once, the order's amounts", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-22", quantity: 2, name: "Ecorce 22" }, { sku: "TEST-LOT-23", quantity: 1 }] });
      expect(await invoicesOf(order.id)).toEqual([]);
      expect(await services().orders.markPaid(scope, order.number, operator)).toMatchObject({ ok: true, changed: true });
      expect(await services().orders.markPaid(scope, order.number, operator)).toMatchObject({ ok: true, changed: false });

      const [invoice, ...more] = await invoicesOf(order.id);
      expect(more).toEqual([]);
      expect(invoice.number).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
      expect(invoice.number).toBe(`FA-${year}-${String(invoice.sequence).padStart(6, "0")}`);
      expect(invoice).toMatchObject({
        order_number: order.number,
        sale_date: order.placed_at,
        currency: "EUR",
        subtotal_incl_cents: order.subtotal_incl_cents,
        subtotal_excl_cents: order.subtotal_excl_cents,
        shipping_incl_cents: order.shipping_incl_cents,
        vat_cents: order.vat_cents,
        grand_total_incl_cents: order.grand_total_incl_cents,
        grand_total_excl_cents: order.grand_total_excl_cents,
      });
      const record = services().invoices.record(invoice);
      expect(record.lines.map((line) => [line.name, line.sku, line.quantity, line.options])).toEqual([
        ["Ecorce 22", "TEST-LOT-22", 2, [{ label: "Contenance", value: "10 ml" }]],
        ["Produit TEST-LOT-23", "TEST-LOT-23", 1, []],
      ]);
      expect(record.vatBreakdown).toEqual([{ rate: 20, baseCents: order.grand_total_excl_cents, vatCents: order.vat_cents }]);
      expect(record.payment).toMatchObject({ method: "bank_transfer", title: { fr: "Virement bancaire", en: expect.any(String) }, reference: expect.any(String) });
      expect(record.seller).toMatchObject({ legalName: "Essences & Botanique SAS", siren: "912345675", vatNumber: "FR65912345675" });
      expect(record.buyer).toMatchObject({ email: order.email, address: { lastname: "Durand", city: "Grasse" } });
    });

    it("issues the invoice when a card payment's notification pays the order, and not again when it is repeated", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-24", quantity: 1 }], paymentMethod: "sandbox_card", store: "en" });
      expect((await notifyPaid(order)).status).toBe(200);
      expect((await notifyPaid(order)).status).toBe(200);
      const invoices = await invoicesOf(order.id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ store: "en", grand_total_incl_cents: order.grand_total_incl_cents });
      expect(services().invoices.record(invoices[0]).payment).toMatchObject({ method: "sandbox_card", title: { fr: "Carte bancaire" } });
    });

    it("numbers payments made at the same moment without a gap or a repeat, and a payment rolled back gives its number back", async () => {
      const transfers = await Promise.all([25, 26, 27, 29, 30].map((n) => placeTestOrder(api.commerce, { lines: [{ sku: `TEST-LOT-${n}`, quantity: 1 }] })));
      const cards = await Promise.all([31, 32, 33].map((n) => placeTestOrder(api.commerce, { lines: [{ sku: `TEST-LOT-${n}`, quantity: 1 }], paymentMethod: "sandbox_card" })));
      const before = await db().selectFrom("invoice_number_sequence").select("last_number").where("year", "=", year).executeTakeFirst();
      await Promise.all([...transfers.map((order) => services().orders.markPaid(scope, order.number, operator)), ...cards.map(notifyPaid)]);

      const rows = await db()
        .selectFrom("invoice")
        .select(["number", "sequence", "order_id"])
        .where(
          "order_id",
          "in",
          [...transfers, ...cards].map((order) => order.id),
        )
        .execute();
      expect(rows).toHaveLength(8);
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      const first = (before?.last_number ?? 0) + 1;
      expect(sequences).toEqual(Array.from({ length: 8 }, (_unused, index) => first + index));

      // A payment whose unit of work fails after its invoice was numbered takes the number back with it.
      const rolledBack = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-34", quantity: 1 }] });
      await expect(
        inTransaction(db(), async (trx) => {
          await services().invoices.issueOnPayment(serviceScope({ executor: trx }), rolledBack, await orderLines(trx, rolledBack.id));
          throw new Error("the payment's unit of work failed");
        }),
      ).rejects.toThrow("failed");
      expect(await invoicesOf(rolledBack.id)).toEqual([]);
      await services().orders.markPaid(scope, rolledBack.number, operator);
      expect((await invoicesOf(rolledBack.id))[0].sequence).toBe(first + 8);
    });

    it("makes no invoice for an order cancelled before it was paid; the operator's command refuses it and an unpaid one", async () => {
      const cancelled = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-36", quantity: 1 }] });
      await services().orders.cancel(scope, cancelled.number, operator);
      expect(await services().orders.markPaid(scope, cancelled.number, operator)).toMatchObject({ ok: false });
      expect(await services().invoices.issueForOrder(scope, cancelled.number)).toEqual({ ok: false, code: "CANCELLED", status: "cancelled" });
      expect(await invoicesOf(cancelled.id)).toEqual([]);

      const unpaid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-37", quantity: 1 }] });
      expect(await services().invoices.issueForOrder(scope, unpaid.number)).toEqual({ ok: false, code: "NOT_PAID", status: "pending_payment" });
      expect(await services().invoices.issueForOrder(scope, "2026-999999")).toEqual({ ok: false, code: "UNKNOWN_ORDER" });
      expect(await invoicesOf(unpaid.id)).toEqual([]);
    });

    it("invoices an order paid before invoices were made, once, dated by its payment", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-38", quantity: 3 }], paymentMethod: "cheque" });
      // Paid as it was before this change: processing, its payment paid, no invoice.
      const paidAt = "2026-01-02T10:00:00.000Z";
      await db().updateTable("sales_order").set({ status: "processing" }).where("id", "=", order.id).execute();
      await db().updateTable("payment").set({ status: "paid" }).where("order_id", "=", order.id).execute();
      await db().insertInto("sales_order_event").values({ order_id: order.id, status_from: "pending_payment", status_to: "processing", cause: "operator", detail: null, created_at: paidAt }).execute();

      const made = await services().invoices.issueForOrder(scope, ` ${order.number} `);
      expect(made).toMatchObject({ ok: true, created: true, invoice: { order_id: order.id, grand_total_incl_cents: order.grand_total_incl_cents } });
      expect(await services().invoices.issueForOrder(scope, order.number)).toMatchObject({ ok: true, created: false });
      const [invoice] = await invoicesOf(order.id);
      expect(services().invoices.record(invoice).payment).toMatchObject({ method: "cheque", paidAt });
      // Paid, then cancelled by the shop: it keeps its invoice (a refund is an operator's work).
      await services().orders.cancel(scope, order.number, operator);
      expect(await services().invoices.issueForOrder(scope, order.number)).toMatchObject({ ok: true, created: false, invoice: { number: invoice.number } });
    });

    it("an order placed through the API (bundle, variant, tier price, coupon): the invoice's items and totals are what the order charged, to the cent", async () => {
      const visitor = await readyShopper(api, freshAddress(), [
        { sku: "TEST-COFFRET", quantity: 1 },
        { sku: "TEST-LAVANDE-10ML", quantity: 2 },
        { sku: "TEST-CITRON", quantity: 3 },
      ]);
      expect((await visitor.send(APPLY_COUPON, { code: "ESSENCES5" })).body.data.applyCoupon.success).toBe(true);
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      expect(await services().orders.markPaid(scope, placed.order.number, operator)).toMatchObject({ ok: true, changed: true });

      const seen = (await visitor.send(INVOICE_FIELDS, { orderId: placed.order.order_id })).body.data.order;
      expect(seen.invoices).toHaveLength(1);
      const [invoice] = seen.invoices;
      const charged = seen.chargedPrices;
      expect(invoice.totals).toEqual({
        subtotal: charged.subtotal,
        discount: charged.discount,
        shippingAmount: charged.shipping,
        taxAmount: charged.vat,
        grandTotal: charged.grandTotal,
      });
      expect(invoice.totals.discount.priceInclTax.amount).toBe(5);
      expect(invoice.id).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
      expect(Number.isNaN(Date.parse(invoice.creationDate))).toBe(false);
      // A guest's order: no PDF is offered (the route serves the order's signed-in owner only).
      expect(invoice.downloadUrl).toBeNull();

      const cents = (amount: number) => Math.round(amount * 100);
      const sum = (pick: (item: (typeof invoice.items)[number]) => number) => invoice.items.reduce((total: number, item: (typeof invoice.items)[number]) => total + pick(item), 0);
      // The rows after their discount, plus the delivery, are the total; their VAT plus the delivery's is the VAT.
      expect(sum((item) => cents(item.subtotal.priceInclTax.amount)) + cents(charged.shipping.priceInclTax.amount)).toBe(cents(charged.grandTotal.priceInclTax.amount));
      expect(sum((item) => cents(item.subtotal.priceExclTax.amount)) + cents(charged.shipping.priceExclTax.amount)).toBe(cents(charged.grandTotal.priceExclTax.amount));
      expect(sum((item) => cents(item.taxAmount.amount)) + cents(charged.shipping.priceInclTax.amount) - cents(charged.shipping.priceExclTax.amount)).toBe(cents(charged.vat.amount));
      expect(invoice.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-COFFRET", 1],
        ["TEST-LAVANDE-10ML", 2],
        ["TEST-CITRON", 3],
      ]);
      const [kit, lavender] = invoice.items;
      expect(kit.bundleOptions.length).toBeGreaterThan(0);
      expect(kit.options).toEqual([]);
      expect(lavender.options).toEqual([expect.objectContaining({ value: expect.stringMatching(/^10\s*ml$/) })]);
      expect(lavender.bundleOptions).toEqual([]);

      // The PDF says the same: its lines and its totals.
      const order = await db().selectFrom("sales_order").selectAll().where("public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
      const [row] = await invoicesOf(order.id);
      const text = extractPdfText(await services().invoices.pdf(services().invoices.record(row)));
      for (const expected of [
        "FACTURE",
        `N° ${row.number}`,
        order.number,
        "Essences & Botanique SAS",
        "N° TVA intracommunautaire : FR65912345675",
        "Camille Durand",
        "TEST-COFFRET",
        "TEST-LAVANDE-10ML",
        "TEST-CITRON",
        "Coffret à composer de test",
        "Citron zeste de test",
        printed(order.subtotal_excl_cents),
        printed(-order.discount_excl_cents),
        printed(order.grand_total_excl_cents),
        printed(order.vat_cents),
        printed(order.grand_total_incl_cents),
        "Total TTC",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("Invoice");
    });

    describe("the PDF route", () => {
      let owner: Awaited<ReturnType<typeof customerSession>>;
      let other: Awaited<ReturnType<typeof customerSession>>;
      let mine: { orderId: string; number: string };
      let theirs: { orderId: string; number: string };

      beforeAll(async () => {
        owner = await customerSession(api, "owner");
        other = await customerSession(api, "other");
        const place = async (customerId: number, store: "fr" | "en") => {
          const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-39", quantity: 1, name: "Ecorce 39" }], store });
          await db().updateTable("sales_order").set({ customer_id: customerId }).where("id", "=", order.id).execute();
          await services().orders.markPaid(scope, order.number, operator);
          const [invoice] = await invoicesOf(order.id);
          return { orderId: (await orderRow(api.commerce, order.id)).public_id, number: invoice.number };
        };
        mine = await place(owner.id, "en");
        theirs = await place(other.id, "fr");
      });

      const get = (path: string, cookie?: string) => fetch(pdfUrl + path, { headers: cookie ? { cookie } : {} });
      const pathOf = (invoice: { orderId: string; number: string }, store = "") => `${store}/user/orders/${invoice.orderId}/invoice/${invoice.number}/pdf`;

      it("gives the owner the PDF as an attachment that no cache keeps, in both stores, and the API names its path", async () => {
        for (const store of ["", "/en"]) {
          const response = await get(pathOf(mine, store), owner.cookie);
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toBe("application/pdf");
          expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${mine.number}.pdf"`);
          expect(response.headers.get("cache-control")).toBe("private, no-store");
          const pdf = new Uint8Array(await response.arrayBuffer());
          expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
          const text = extractPdfText(pdf);
          // An order of the en-GB store: English labels after the French ones.
          expect(text).toContain("FACTURE / INVOICE");
          expect(text).toContain("Ecorce 39");
          expect(text).toContain("Total TTC / Total incl. VAT");
        }
        const seen = await api.post({ query: INVOICE_FIELDS, variables: { orderId: mine.orderId } }, { headers: { cookie: owner.cookie } });
        expect(seen.body.data.order.invoices.map((invoice: { id: string; downloadUrl: string }) => [invoice.id, invoice.downloadUrl])).toEqual([[mine.number, pathOf(mine)]]);
        // The customer's list of orders shows each one's invoices (read for the whole page at once).
        const second = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-40", quantity: 1 }] });
        await db().updateTable("sales_order").set({ customer_id: owner.id }).where("id", "=", second.id).execute();
        await services().orders.markPaid(scope, second.number, operator);
        const listed = await api.post({ query: "{ me { orders(pageSize: 10) { items { number invoices { id downloadUrl } } } } }" }, { headers: { cookie: owner.cookie } });
        const byNumber = Object.fromEntries(listed.body.data.me.orders.items.map((order: { number: string; invoices: { id: string }[] }) => [order.number, order.invoices.map((invoice) => invoice.id)]));
        expect(Object.keys(byNumber)).toHaveLength(2);
        expect(byNumber[second.number]).toEqual([(await invoicesOf(second.id))[0].number]);
        expect(Object.values(byNumber)).toContainEqual([mine.number]);
      });

      it("answers anyone else, a guess and a malformed id the same 404, and logs each refusal", async () => {
        const warn = vi.spyOn(api.commerce.logger, "warn");
        const refusals: [string, string | undefined][] = [
          [pathOf(theirs), owner.cookie], // another customer's invoice
          [pathOf(mine), other.cookie], // mine, asked by another customer
          [pathOf(mine), undefined], // a visitor
          [pathOf(mine), "eb_session=not-a-real-session-token-at-all-but-shaped-right"],
          [pathOf({ orderId: mine.orderId, number: theirs.number }), owner.cookie], // my order, another invoice's number
          [pathOf({ orderId: theirs.orderId, number: mine.number }), owner.cookie],
          [pathOf({ orderId: mine.orderId, number: `FA-${year}-${String(Number(mine.number.slice(-6)) + 100).padStart(6, "0")}` }), owner.cookie], // a neighbour not issued yet
          [pathOf({ orderId: mine.orderId, number: "FA-2026-1" }), owner.cookie], // malformed number
          [pathOf({ orderId: "not-an-order", number: mine.number }), owner.cookie], // malformed order id
          [`/en${pathOf(theirs)}`, owner.cookie],
        ];
        // One after the other, so the log's lines come in the same order.
        for (const [path, cookie] of refusals) {
          const response = await get(path, cookie);
          const answer = { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control"), body: await response.text() };
          expect(answer, path).toEqual({ status: 404, type: "text/plain; charset=utf-8", cache: "no-store", body: "Not found" });
        }
        const logged = warn.mock.calls.filter(([, message]) => message === "refused ownership attempt");
        expect(logged).toHaveLength(refusals.length);
        expect(logged[0][0]).toMatchObject({ customerId: owner.id, object: "invoice", action: "pdf", tried: `${theirs.orderId}/${theirs.number}` });
        expect(logged[2][0]).toMatchObject({ customerId: null });
        warn.mockRestore();
        // Another customer's and a visitor's order query answers null, as for an order that does not exist.
        for (const cookie of [other.cookie, undefined]) {
          const seen = await api.post({ query: INVOICE_FIELDS, variables: { orderId: mine.orderId } }, { headers: cookie ? { cookie } : {} });
          expect(seen.body.data.order).toBeNull();
        }
      });
    });

    it("numbers every invoice of the year from 1 without a gap", async () => {
      const rows = await db().selectFrom("invoice").select(["sequence", "number"]).where("year", "=", year).orderBy("sequence").execute();
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: rows.length }, (_unused, index) => index + 1));
      const counter = await db().selectFrom("invoice_number_sequence").select("last_number").where("year", "=", year).executeTakeFirstOrThrow();
      expect(counter.last_number).toBe(rows.length);
    });
  });
});
