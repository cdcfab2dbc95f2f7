import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { APPLY_COUPON } from "../cart/cart-test-kit.ts";
import { orderRow, outboxFor, placeTestOrder } from "../order/order-test-kit.ts";
import { PLACE, freshAddress, placeInput, customerSession, readyShopper, startFileRouteTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { shopCalendarYear } from "../shop/stores.ts";
import type { CreditRequest } from "./service.ts";

/**
 * Credit notes (factures d'avoir) on both databases: a paid, invoiced order cancelled gets one, in
 * the cancellation's unit of work, crediting exactly what the invoice charged (named by the
 * cancellation e-mail), once however often it is cancelled, none for an order cancelled unpaid;
 * numbered in their own unbroken sequence also when cancellations run at the same moment or one
 * rolls back; partial credits (the service the returns will call) shared out by quantity to the
 * cent and never beyond the invoice, also when two run at once; the PDF's text; the API's
 * `Order.creditNotes`; and who may download the PDF (the order's signed-in owner; anyone else the
 * same 404).
 */

const operator = { kind: "operator", operator: "ops-test" } as const;
const scope = serviceScope();
const year = shopCalendarYear(new Date());
/** The PDF's amounts as printed (French format; its narrow spaces are plain spaces in the file). */
const printed = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/[\u202f\u00a0]/g, " ");
/** The columns a credit note and an invoice both total. */
const TOTALS = ["subtotal_excl_cents", "subtotal_incl_cents", "discount_excl_cents", "discount_incl_cents", "shipping_excl_cents", "shipping_incl_cents", "vat_cents", "grand_total_excl_cents", "grand_total_incl_cents"] as const;
const totalsOf = (row: Record<(typeof TOTALS)[number], number>) => Object.fromEntries(TOTALS.map((column) => [column, row[column]]));

const CREDIT_NOTE_FIELDS = /* GraphQL */ `
  fragment Amounts on PriceInclExcl { priceInclTax { amount currency } priceExclTax { amount currency } }
  query OrderCreditNotes($orderId: ID!) {
    order(orderId: $orderId) {
      order_id number status
      invoices { id totals { subtotal { ...Amounts } discount { ...Amounts } shippingAmount { ...Amounts } taxAmount { amount currency } grandTotal { ...Amounts } } }
      creditNotes {
        id creationDate invoiceNumber reason downloadUrl
        items { id name sku quantity price { ...Amounts } taxAmount { amount currency } subtotal { ...Amounts } options { label value } bundleOptions { label value } }
        totals { subtotal { ...Amounts } discount { ...Amounts } shippingAmount { ...Amounts } taxAmount { amount currency } grandTotal { ...Amounts } }
      }
    }
  }
`;

describe.each(dialects)("credit notes on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "issued when a paid order is cancelled, and downloaded by the owner", () => {
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
    const invoiceOf = (orderId: number) => db().selectFrom("invoice").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
    const creditNotesOf = (orderId: number) => db().selectFrom("credit_note").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const credit = (request: CreditRequest) => inTransaction(db(), (trx) => services().invoices.issueCreditNote(trx, request));


    it("credits the whole invoice when a paid order is cancelled: one credit note, the invoice's amounts, named by the e-mail; cancelling again issues none", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-22", quantity: 2, name: "Ecorce 22" }, { sku: "TEST-LOT-23", quantity: 1 }] });
      await services().orders.markPaid(scope, order.number, operator);
      const invoice = await invoiceOf(order.id);

      const cancelled = await services().orders.cancel(scope, order.number, operator);
      expect(cancelled).toMatchObject({ ok: true, status: "cancelled", changed: true, creditNoteNumber: expect.stringMatching(new RegExp(`^AV-${year}-\\d{6}$`)) });
      const [note, ...more] = await creditNotesOf(order.id);
      expect(more).toEqual([]);
      expect(note).toMatchObject({
        number: (cancelled as { creditNoteNumber: string }).creditNoteNumber,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        invoice_issued_at: invoice.issued_at,
        order_number: order.number,
        reason: "order_cancelled",
        store: "fr",
        currency: "EUR",
      });
      expect(note.number).toBe(`AV-${year}-${String(note.sequence).padStart(6, "0")}`);
      // What it credits is exactly what the invoice charged (its documents print it negative).
      expect(totalsOf(note)).toEqual(totalsOf(invoice));
      const [credited, invoiced] = [services().invoices.creditNoteRecord(note), services().invoices.record(invoice)];
      expect(credited.lines).toEqual(invoiced.lines);
      expect(credited.delivery).toEqual(invoiced.delivery);
      expect(credited.vatBreakdown).toEqual(invoiced.vatBreakdown);
      expect(credited.buyer).toEqual(invoiced.buyer);
      expect(credited.refund).toEqual({ method: "bank_transfer", title: invoiced.payment.title, reference: invoiced.payment.reference, to: "original_payment" });
      expect(credited.seller).toMatchObject({ legalName: "Essences & Botanique SAS" });

      // It documents the cancellation's refund (a transfer: paid back by hand), which the shopper's e-mail tells with it; nothing is flagged.
      const [refund, ...others] = await db().selectFrom("refund").selectAll().where("order_id", "=", order.id).execute();
      expect(others).toEqual([]);
      expect(refund).toMatchObject({ credit_note_id: note.id, method: "original_payment", status: "manual", amount_cents: order.grand_total_incl_cents, staff: "ops-test" });
      const cancelMail = (await outboxFor(api.commerce, order.email)).find((mail) => mail.kind === "order.cancelled");
      expect(cancelMail?.data).toMatchObject({ reason: "shop", refundCents: null, paidBack: { payment: { cents: order.grand_total_incl_cents, status: "manual" } }, creditNoteNumber: note.number });
      expect((await orderRow(api.commerce, order.id)).flag).toBeNull();

      expect(await services().orders.cancel(scope, order.number, operator)).toEqual({ ok: true, status: "cancelled", changed: false });
      expect(await creditNotesOf(order.id)).toHaveLength(1);
      expect(await db().selectFrom("refund").select("id").where("order_id", "=", order.id).execute()).toHaveLength(1);
      // Nothing is left to credit, and the invoice itself is as it was.
      expect(await credit({ orderId: order.id, selection: { remaining: true }, reason: "order_cancelled" })).toEqual({ ok: false, code: "NOTHING_TO_CREDIT" });
      expect(await invoiceOf(order.id)).toEqual(invoice);
    });

    it("issues none for an order cancelled unpaid, nor for one paid before invoices were made (nothing invoiced)", async () => {
      const unpaid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-24", quantity: 1 }] });
      const outcome = await services().orders.cancel(scope, unpaid.number, operator);
      expect(outcome).toEqual({ ok: true, status: "cancelled", changed: true, creditNoteNumber: null, refund: null, refundByHandCents: 0 });
      expect(await creditNotesOf(unpaid.id)).toEqual([]);
      const cancelMail = (await outboxFor(api.commerce, unpaid.email)).find((mail) => mail.kind === "order.cancelled");
      expect(cancelMail?.data).toMatchObject({ refundCents: null, creditNoteNumber: null });

      const older = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-25", quantity: 1 }] });
      await db().updateTable("sales_order").set({ status: "processing" }).where("id", "=", older.id).execute();
      await db().updateTable("payment").set({ status: "paid" }).where("order_id", "=", older.id).execute();
      // Without a credit note to document a refund, what was paid is paid back by hand: the order is flagged for it.
      expect(await services().orders.cancel(scope, older.number, operator)).toMatchObject({ ok: true, changed: true, creditNoteNumber: null, refund: null, refundByHandCents: older.grand_total_incl_cents });
      expect(await creditNotesOf(older.id)).toEqual([]);
      expect((await orderRow(api.commerce, older.id)).flag).toMatch(/without an invoice: \d+\.\d{2} EUR to refund by hand\./);
      expect((await outboxFor(api.commerce, older.email)).find((mail) => mail.kind === "order.cancelled")?.data).toMatchObject({ refundCents: older.grand_total_incl_cents, paidBack: null });
      expect(await credit({ orderId: older.id, selection: { remaining: true }, reason: "order_cancelled" })).toEqual({ ok: false, code: "NOT_INVOICED" });
    });

    it("numbers cancellations made at the same moment without a gap or a repeat, and a credit note rolled back gives its number back", async () => {
      const orders = await Promise.all([26, 27, 29, 30, 31].map((n) => placeTestOrder(api.commerce, { lines: [{ sku: `TEST-LOT-${n}`, quantity: 1 }] })));
      for (const order of orders) await services().orders.markPaid(scope, order.number, operator);
      const before = await db().selectFrom("credit_note_number_sequence").select("last_number").where("year", "=", year).executeTakeFirst();
      const outcomes = await Promise.all(orders.map((order) => services().orders.cancel(scope, order.number, operator)));
      expect(outcomes.every((outcome) => outcome.ok && outcome.changed)).toBe(true);
      const rows = await db()
        .selectFrom("credit_note")
        .select(["sequence", "order_id"])
        .where(
          "order_id",
          "in",
          orders.map((order) => order.id),
        )
        .execute();
      expect(rows).toHaveLength(5);
      const first = (before?.last_number ?? 0) + 1;
      expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4].map((index) => first + index));

      // A cancellation whose unit of work fails after its credit note was numbered takes the number back with it.
      const rolledBack = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-32", quantity: 1 }] });
      await services().orders.markPaid(scope, rolledBack.number, operator);
      await expect(
        inTransaction(db(), async (trx) => {
          await services().invoices.issueCreditNote(trx, { orderId: rolledBack.id, selection: { remaining: true }, reason: "order_cancelled" });
          throw new Error("the cancellation's unit of work failed");
        }),
      ).rejects.toThrow("failed");
      expect(await creditNotesOf(rolledBack.id)).toEqual([]);
      await services().orders.cancel(scope, rolledBack.number, operator);
      expect((await creditNotesOf(rolledBack.id))[0].sequence).toBe(first + 5);
    });

    describe("an order placed through the API (bundle, variant, tier price, coupon), paid", () => {
      let order: { id: number; number: string; publicId: string };
      let visitor: Awaited<ReturnType<typeof readyShopper>>;

      beforeAll(async () => {
        visitor = await readyShopper(api, freshAddress(), [
          { sku: "TEST-COFFRET", quantity: 1 },
          { sku: "TEST-LAVANDE-10ML", quantity: 2 },
          { sku: "TEST-CITRON", quantity: 3 },
        ]);
        expect((await visitor.send(APPLY_COUPON, { code: "ESSENCES5" })).body.data.applyCoupon.success).toBe(true);
        const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
        expect(placed.success, placed.errorCode).toBe(true);
        expect(await services().orders.markPaid(scope, placed.order.number, operator)).toMatchObject({ ok: true, changed: true });
        const row = await db().selectFrom("sales_order").select(["id", "number", "public_id"]).where("public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
        order = { id: row.id, number: row.number, publicId: row.public_id };
      });

      it("credits part of it as the returns will: by line and quantity, shared out to the cent, never beyond the invoice; the cancellation then credits the rest", async () => {
        const invoice = services().invoices.record(await invoiceOf(order.id));
        const lemon = invoice.lines.find((line) => line.sku === "TEST-CITRON")!;
        expect(lemon.quantity).toBe(3);
        expect(lemon.discount.excl).toBeGreaterThan(0);

        // Refusals write nothing.
        const refusals: [CreditRequest["selection"], object][] = [
          [{ lines: [{ position: 99, quantity: 1 }], shipping: false }, { ok: false, code: "UNKNOWN_LINE", position: 99 }],
          [{ lines: [{ position: lemon.position, quantity: 0 }], shipping: false }, { ok: false, code: "INVALID_QUANTITY", position: lemon.position }],
          [{ lines: [{ position: lemon.position, quantity: 1.5 }], shipping: false }, { ok: false, code: "INVALID_QUANTITY", position: lemon.position }],
          [{ lines: [{ position: lemon.position, quantity: 4 }], shipping: false }, { ok: false, code: "QUANTITY_TOO_HIGH", position: lemon.position, remaining: 3 }],
          [{ lines: [{ position: lemon.position, quantity: 2 }, { position: lemon.position, quantity: 2 }], shipping: false }, { ok: false, code: "QUANTITY_TOO_HIGH", position: lemon.position, remaining: 3 }],
          [{ lines: [], shipping: false }, { ok: false, code: "NOTHING_TO_CREDIT" }],
        ];
        for (const [selection, refused] of refusals) expect(await credit({ orderId: order.id, selection, reason: "order_cancelled" }), JSON.stringify(selection)).toEqual(refused);
        expect(await creditNotesOf(order.id)).toEqual([]);

        // One lemon, then two at once from two units of work at the same moment (one is refused: 3 invoiced), then the delivery.
        const one = await credit({ orderId: order.id, selection: { lines: [{ position: lemon.position, quantity: 1 }], shipping: false }, reason: "order_cancelled" });
        expect(one.ok).toBe(true);
        const racing = await Promise.all(
          [0, 1].map(() => credit({ orderId: order.id, selection: { lines: [{ position: lemon.position, quantity: 2 }], shipping: false }, reason: "order_cancelled" })),
        );
        expect(racing.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
        expect(racing.find((outcome) => !outcome.ok)).toEqual({ ok: false, code: "QUANTITY_TOO_HIGH", position: lemon.position, remaining: 0 });
        // Delivered free (over the threshold): crediting its delivery credits nothing.
        expect(invoice.delivery.amount).toEqual({ incl: 0, excl: 0 });
        expect(await credit({ orderId: order.id, selection: { lines: [], shipping: true }, reason: "order_cancelled" })).toEqual({ ok: false, code: "NOTHING_TO_CREDIT" });

        const partial = (await creditNotesOf(order.id)).map((row) => services().invoices.creditNoteRecord(row));
        expect(partial).toHaveLength(2);
        // The lemon's two credit notes add up to its invoiced line exactly, VAT included.
        const lemonParts = partial.flatMap((note) => note.lines);
        expect(lemonParts.map((line) => line.quantity)).toEqual([1, 2]);
        for (const pick of [(line: typeof lemon) => line.row.incl, (line: typeof lemon) => line.row.excl, (line: typeof lemon) => line.discount.incl, (line: typeof lemon) => line.discount.excl, (line: typeof lemon) => line.vatCents]) {
          expect(lemonParts.reduce((sum, line) => sum + pick(line), 0)).toBe(pick(lemon));
        }
        for (const note of partial) {
          // Each is consistent: its total is its lines after their discount plus its delivery, its VAT their VAT.
          const net = note.lines.reduce((sum, line) => sum + line.row.incl - line.discount.incl, 0) + (note.delivery?.amount.incl ?? 0);
          expect(note.row.grand_total_incl_cents).toBe(net);
          expect(note.row.grand_total_incl_cents - note.row.grand_total_excl_cents).toBe(note.row.vat_cents);
          expect(note.vatBreakdown.reduce((sum, rate) => sum + rate.vatCents, 0)).toBe(note.row.vat_cents);
        }
        expect(partial.map((note) => note.delivery)).toEqual([null, null]);

        // Cancelled now: the rest is credited (the other lines, not the lemons again).
        const cancelled = await services().orders.cancel(scope, order.number, operator);
        expect(cancelled).toMatchObject({ ok: true, changed: true, creditNoteNumber: expect.stringMatching(/^AV-/) });
        const all = await creditNotesOf(order.id);
        expect(all).toHaveLength(3);
        const rest = services().invoices.creditNoteRecord(all[2]);
        expect(rest.lines.map((line) => line.sku)).toEqual(invoice.lines.filter((line) => line.sku !== "TEST-CITRON").map((line) => line.sku));
        expect(rest.delivery).toBeNull();
        expect(rest.row.shipping_incl_cents).toBe(0);
        // Together, the credit notes credit exactly what the invoice charged.
        for (const column of TOTALS) expect(all.reduce((sum, row) => sum + row[column], 0), column).toBe(invoice.row[column]);
      });

      it("answers `Order.creditNotes` as `Order.invoices` (no PDF for a guest's order)", async () => {
        const seen = (await visitor.send(CREDIT_NOTE_FIELDS, { orderId: order.publicId })).body.data.order;
        expect(seen.status).toBe("CANCELLED");
        expect(seen.creditNotes).toHaveLength(3);
        const [first] = seen.creditNotes;
        expect(first).toMatchObject({ id: expect.stringMatching(/^AV-/), invoiceNumber: seen.invoices[0].id, reason: "ORDER_CANCELLED", downloadUrl: null });
        expect(Number.isNaN(Date.parse(first.creationDate))).toBe(false);
        expect(first.items).toMatchObject([{ sku: "TEST-CITRON", quantity: 1 }]);
        const cents = (amount: number) => Math.round(amount * 100);
        const grand = seen.creditNotes.reduce((sum: number, note: { totals: { grandTotal: { priceInclTax: { amount: number } } } }) => sum + cents(note.totals.grandTotal.priceInclTax.amount), 0);
        expect(grand).toBe(cents(seen.invoices[0].totals.grandTotal.priceInclTax.amount));
      });
    });

    it("credits a delivery once: alone first, then the cancellation credits the lines only", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-33", quantity: 3 }] });
      expect(await credit({ orderId: order.id, selection: { lines: [], shipping: true }, reason: "order_cancelled" })).toEqual({ ok: false, code: "NOT_INVOICED" });
      await services().orders.markPaid(scope, order.number, operator);
      const invoice = await invoiceOf(order.id);
      const delivery = await credit({ orderId: order.id, selection: { lines: [], shipping: true }, reason: "order_cancelled" });
      expect(delivery).toMatchObject({ ok: true, creditNote: { shipping_incl_cents: 490, shipping_excl_cents: 408, vat_cents: 82, subtotal_incl_cents: 0, grand_total_incl_cents: 490 } });
      if (!delivery.ok) throw new Error(delivery.code);
      expect(services().invoices.creditNoteRecord(delivery.creditNote)).toMatchObject({
        lines: [],
        delivery: services().invoices.record(invoice).delivery,
        vatBreakdown: [{ rate: 20, baseCents: 408, vatCents: 82 }],
      });
      expect(await credit({ orderId: order.id, selection: { lines: [], shipping: true }, reason: "order_cancelled" })).toEqual({ ok: false, code: "SHIPPING_ALREADY_CREDITED" });
      await services().orders.cancel(scope, order.number, operator);
      const [, rest] = await creditNotesOf(order.id);
      expect(rest).toMatchObject({ shipping_incl_cents: 0, subtotal_incl_cents: 3000, grand_total_incl_cents: 3000 });
      expect((await creditNotesOf(order.id)).reduce((sum, row) => sum + row.grand_total_incl_cents, 0)).toBe(invoice.grand_total_incl_cents);
    });

    describe("the PDF and its route", () => {
      let owner: Awaited<ReturnType<typeof customerSession>>;
      let other: Awaited<ReturnType<typeof customerSession>>;
      let mine: { orderId: string; number: string; orderNumber: string; invoiceNumber: string };
      let theirs: { orderId: string; number: string };

      beforeAll(async () => {
        owner = await customerSession(api, "owner");
        other = await customerSession(api, "other");
        const place = async (customerId: number, store: "fr" | "en") => {
          const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-39", quantity: 2, name: "Ecorce 39" }], store, paymentMethod: "cheque" });
          await db().updateTable("sales_order").set({ customer_id: customerId }).where("id", "=", order.id).execute();
          await services().orders.markPaid(scope, order.number, operator);
          const outcome = await services().orders.cancel(scope, order.number, operator);
          return {
            orderId: (await orderRow(api.commerce, order.id)).public_id,
            number: (outcome as { creditNoteNumber: string }).creditNoteNumber,
            orderNumber: order.number,
            invoiceNumber: (await invoiceOf(order.id)).number,
          };
        };
        mine = await place(owner.id, "en");
        theirs = await place(other.id, "fr");
      });

      const get = (path: string, cookie?: string) => fetch(pdfUrl + path, { headers: cookie ? { cookie } : {} });
      const pathOf = (note: { orderId: string; number: string }, store = "") => `${store}/user/orders/${note.orderId}/credit-note/${note.number}/pdf`;

      it("says it is a credit note of its invoice, with the amounts negative, the VAT and the refund (French; English labels after for the en-GB store)", async () => {
        const [row] = await db().selectFrom("credit_note").selectAll().where("number", "=", theirs.number).execute();
        const text = extractPdfText(await services().invoices.creditNotePdf(services().invoices.creditNoteRecord(row)));
        const invoice = await db().selectFrom("invoice").selectAll().where("id", "=", row.invoice_id).executeTakeFirstOrThrow();
        const day = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(invoice.issued_at));
        for (const expected of [
          "FACTURE D'AVOIR",
          `N° ${row.number}`,
          "Motif : annulation de la commande",
          invoice.number,
          day,
          row.order_number,
          "Essences & Botanique SAS",
          "N° TVA intracommunautaire : FR65912345675",
          "Camille Durand",
          "Ecorce 39",
          "TEST-LOT-39",
          printed(-row.subtotal_excl_cents),
          printed(-row.grand_total_excl_cents),
          printed(-row.vat_cents),
          printed(-row.grand_total_incl_cents),
          "Détail de la TVA".toUpperCase(),
          `Montant à rembourser : ${printed(row.grand_total_incl_cents)}, par chèque`,
          `Facture d'avoir se rapportant à la facture n° ${invoice.number} du ${day}`,
        ]) {
          expect(text).toContain(expected);
        }
        expect(text).not.toContain("Credit note");
        expect(row.grand_total_incl_cents).toBeGreaterThan(0);
      });

      it("gives the owner the PDF as an attachment that no cache keeps, in both stores, and the API names its path", async () => {
        for (const store of ["", "/en"]) {
          const response = await get(pathOf(mine, store), owner.cookie);
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toBe("application/pdf");
          expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${mine.number}.pdf"`);
          expect(response.headers.get("cache-control")).toBe("private, no-store");
          const text = extractPdfText(new Uint8Array(await response.arrayBuffer()));
          // An order of the en-GB store: English labels after the French ones.
          expect(text).toContain("FACTURE D'AVOIR / CREDIT NOTE");
          expect(text).toContain(`Facture d'origine / Original invoice :`);
          expect(text).toContain(mine.invoiceNumber);
          expect(text).toContain("Total TTC / Total incl. VAT");
          expect(text).toContain("Amount to refund");
        }
        const seen = await api.post({ query: CREDIT_NOTE_FIELDS, variables: { orderId: mine.orderId } }, { headers: { cookie: owner.cookie } });
        expect(seen.body.data.order.creditNotes.map((note: { id: string; downloadUrl: string }) => [note.id, note.downloadUrl])).toEqual([[mine.number, pathOf(mine)]]);
        // The invoice's route is the same router's, and still serves the invoice.
        const invoice = await get(`/user/orders/${mine.orderId}/invoice/${mine.invoiceNumber}/pdf`, owner.cookie);
        expect(invoice.status).toBe(200);
        expect(extractPdfText(new Uint8Array(await invoice.arrayBuffer()))).toContain("FACTURE / INVOICE");
        // The customer's list of orders shows each one's credit notes.
        const listed = await api.post({ query: "{ me { orders(pageSize: 10) { items { number creditNotes { id downloadUrl } } } } }" }, { headers: { cookie: owner.cookie } });
        expect(listed.body.data.me.orders.items).toEqual([{ number: mine.orderNumber, creditNotes: [{ id: mine.number, downloadUrl: pathOf(mine) }] }]);
      });

      it("answers anyone else, a guess and a malformed id the same 404, and logs each refusal", async () => {
        const warn = vi.spyOn(api.commerce.logger, "warn");
        const neighbour = `AV-${year}-${String(Number(mine.number.slice(-6)) + 100).padStart(6, "0")}`;
        const refusals: [string, string | undefined][] = [
          [pathOf(theirs), owner.cookie], // another customer's credit note
          [pathOf(mine), other.cookie], // mine, asked by another customer
          [pathOf(mine), undefined], // a visitor
          [pathOf(mine), "eb_session=not-a-real-session-token-at-all-but-shaped-right"],
          [pathOf({ orderId: mine.orderId, number: theirs.number }), owner.cookie], // my order, another credit note's number
          [pathOf({ orderId: theirs.orderId, number: mine.number }), owner.cookie],
          [pathOf({ orderId: mine.orderId, number: neighbour }), owner.cookie], // a neighbour not issued yet
          [pathOf({ orderId: mine.orderId, number: mine.invoiceNumber }), owner.cookie], // the invoice's number on the credit note's path
          [pathOf({ orderId: mine.orderId, number: "AV-2026-1" }), owner.cookie], // malformed number
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
        expect(logged[0][0]).toMatchObject({ customerId: owner.id, object: "credit_note", action: "pdf", tried: `${theirs.orderId}/${theirs.number}` });
        expect(logged[2][0]).toMatchObject({ customerId: null });
        warn.mockRestore();
      });
    });

    it("numbers every credit note of the year from 1 without a gap", async () => {
      const rows = await db().selectFrom("credit_note").select(["sequence", "number"]).where("year", "=", year).orderBy("sequence").execute();
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: rows.length }, (_unused, index) => index + 1));
      const counter = await db().selectFrom("credit_note_number_sequence").select("last_number").where("year", "=", year).executeTakeFirstOrThrow();
      expect(counter.last_number).toBe(rows.length);
    });
  });
});
