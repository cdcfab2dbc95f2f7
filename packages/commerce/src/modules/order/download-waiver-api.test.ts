import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects, gql, mailsTo } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, line } from "../cart/cart-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { signedInCustomer } from "./customer-test-kit.ts";
import { ADDRESS, PLACE, SET_ADDRESS, countRows, freshAddress, placeInput, readyShopper, startOrderTestApi } from "./place-order-test-kit.ts";

/**
 * The shopper's waiver of the right of withdrawal for downloadable products, on both databases
 * over HTTP: a cart with a download (alone or beside delivered products) is refused without it,
 * nothing written, in the store's language; given, the order records when, its confirmation
 * e-mail states it with its date and its invoice's legal notices exclude the downloads from the
 * right of withdrawal (the delivered products keep it). A cart without downloads needs none and
 * records none, its invoice keeping the notices it always had.
 */

const GUIDE = "GUIDE-FORMULATION-HE";
const operator = { kind: "operator", operator: "ops-test" } as const;
const scope = serviceScope();
const WAIVED = { waiveWithdrawalForDownloads: true };

const HAS_DOWNLOADS = `query { cart { hasDownloads requiresAccount isVirtual } }`;
const SET_BILLING = `mutation SetBilling($address: CheckoutAddressInput, $same: Boolean) { setBillingAddress(address: $address, sameAsShipping: $same) { success errorCode } }`;
const SET_METHOD = `mutation { setShippingMethod(code: "colissimo-home") { success errorCode } }`;

/** Whitespace as one space: the e-mail's text part and the PDF's lines wrap. */
const flat = (text: string | false | undefined) => (text || "").replace(/\s+/g, " ");
const longDate = (iso: string, locale: "fr-FR" | "en-GB") => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" }).format(new Date(iso));
const shortDate = (iso: string) => new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Paris" }).format(new Date(iso));

describe.each(dialects)("the waiver of withdrawal for downloads on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "asked, recorded and confirmed", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const orderRowOf = (publicId: string) => db().selectFrom("sales_order").selectAll().where("public_id", "=", publicId).executeTakeFirstOrThrow();

    /** A signed-in customer of `store` with `lines` in the cart, billed and (for a delivered cart) with a delivery address and method. */
    async function customerWith(lines: { sku: string; quantity: number }[], { store = "fr", delivered = false }: { store?: "fr" | "en"; delivered?: boolean } = {}) {
      const email = `waiver-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const customer = await signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });
      const send = async (query: string, variables: Record<string, unknown> = {}) => {
        const answer = await gql(api, query, variables, { path: store === "en" ? "/en/graphql" : "/graphql", headers: { cookie: customer.cookie ?? "" } });
        expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
        return answer.body.data;
      };
      expect((await send(ADD, { lines: lines.map((entry) => line(entry.sku, entry.quantity)) })).addToCart.success).toBe(true);
      expect((await send(SET_BILLING, { address: ADDRESS, same: false })).setBillingAddress.success).toBe(true);
      if (delivered) {
        expect((await send(SET_ADDRESS, { address: ADDRESS })).setShippingAddress.success).toBe(true);
        expect((await send(SET_METHOD)).setShippingMethod.success).toBe(true);
      }
      return { email, send, place: async (input: Record<string, unknown>) => (await send(PLACE, { input })).placeOrder };
    }

    /** The order paid by an operator, and its invoice's row and PDF text. */
    async function invoiceOf(order: { number: string; order_id: string }) {
      expect(await api.commerce.services.orders.markPaid(scope, order.number, operator)).toMatchObject({ ok: true });
      const { id } = await orderRowOf(order.order_id);
      const row = await db().selectFrom("invoice").selectAll().where("order_id", "=", id).executeTakeFirstOrThrow();
      const { invoices } = api.commerce.services;
      return { row, text: flat(extractPdfText(await invoices.pdf(invoices.record(row)))) };
    }

    it("refuses a cart of downloads without the waiver, ordering nothing; given, records it and confirms it by e-mail and on the invoice", async () => {
      const buyer = await customerWith([{ sku: GUIDE, quantity: 1 }]);
      expect((await buyer.send(HAS_DOWNLOADS)).cart).toEqual({ hasDownloads: true, requiresAccount: true, isVirtual: true });
      const ordersBefore = await countRows(api, "sales_order");
      for (const waiver of [undefined, false, null]) {
        const refused = await buyer.place(placeInput(waiver === undefined ? {} : { waiveWithdrawalForDownloads: waiver }));
        expect(refused).toMatchObject({ success: false, errorCode: "DOWNLOAD_WAIVER_REQUIRED", order: null });
        expect(refused.errorMessage).toContain("droit de rétractation");
        // The cart stays as it was.
        expect(refused.cart.items).toHaveLength(1);
      }
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);

      const placed = await buyer.place(placeInput(WAIVED));
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      const row = await orderRowOf(placed.order.order_id);
      // The consent is the order's own moment: written by the unit of work that placed it.
      expect(row.download_waiver_at).toBe(row.placed_at);

      const [confirmation] = await mailsTo(api, buyer.email, "order.confirmation");
      const text = flat(confirmation.text);
      expect(text).toContain(
        `Droit de rétractation Le ${longDate(row.placed_at, "fr-FR")}, vous avez demandé l'accès à vos produits téléchargeables dès le paiement de la commande et reconnu perdre votre droit de rétractation pour ceux-ci`,
      );
      // Nothing is delivered: no word of other products keeping the right.
      expect(text).not.toContain("Vos autres produits");

      const invoice = await invoiceOf(placed.order);
      expect(invoice.row.download_waiver_at).toBe(row.download_waiver_at);
      expect(invoice.text).toContain(
        `Pas de droit de rétractation : produits téléchargeables dont le client a demandé la fourniture dès le paiement, en renonçant à ce droit le ${shortDate(row.placed_at)} (article L221-28 13° du Code de la consommation).`,
      );
      expect(invoice.text).not.toContain("14 jours");
      expect(invoice.text).not.toContain("In English");
      // Nothing is delivered: no delivery line.
      expect(invoice.text).not.toContain("Sans livraison");
    });

    it("asks it of a mixed basket too (en-GB): the e-mail and the invoice keep the right for the delivered products", async () => {
      await api.commerce.services.stock.set(scope, "TEST-CITRON", 25);
      const buyer = await customerWith([{ sku: "TEST-CITRON", quantity: 1 }, { sku: GUIDE, quantity: 2 }], { store: "en", delivered: true });
      expect((await buyer.send(HAS_DOWNLOADS)).cart).toEqual({ hasDownloads: true, requiresAccount: true, isVirtual: false });
      const ordersBefore = await countRows(api, "sales_order");
      const refused = await buyer.place(placeInput({ waiveWithdrawalForDownloads: false }));
      expect(refused).toMatchObject({
        success: false,
        errorCode: "DOWNLOAD_WAIVER_REQUIRED",
        errorMessage: "To order downloadable products, ask for access to them once paid and acknowledge that you lose your right of withdrawal for them.",
      });
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);

      const placed = await buyer.place(placeInput(WAIVED));
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      expect(placed.order.shippingMethod).toMatchObject({ code: "colissimo-home" });
      const row = await orderRowOf(placed.order.order_id);
      expect(row.download_waiver_at).toBe(row.placed_at);

      const [confirmation] = await mailsTo(api, buyer.email, "order.confirmation");
      const text = flat(confirmation.text);
      expect(text).toContain(
        `Right of withdrawal On ${longDate(row.placed_at, "en-GB")}, you asked for access to your downloadable products as soon as the order is paid and acknowledged that you thereby lose your right of withdrawal for them.`,
      );
      expect(text).toContain("Your other products keep the 14-day right of withdrawal from the day you receive them.");

      const invoice = await invoiceOf(placed.order);
      const on = shortDate(row.placed_at);
      expect(invoice.text).toContain("Droit de rétractation : 14 jours à compter de la réception des produits livrés (articles L221-18 et suivants du Code de la consommation)");
      expect(invoice.text).toContain(
        `Il ne s'applique pas aux produits téléchargeables : le client a demandé leur fourniture dès le paiement et renoncé à ce droit pour ceux-ci le ${on} (article L221-28 13° du Code de la consommation).`,
      );
      expect(invoice.text).toContain(
        `14 days' right of withdrawal from receipt of the goods delivered (terms of sale), none for the downloadable products, whose supply once paid the customer asked for, waiving that right on ${on};`,
      );
    });

    it("needs no waiver for a basket without downloads, records none and keeps the invoice's notices", async () => {
      await api.commerce.services.stock.set(scope, "TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      expect((await visitor.send(HAS_DOWNLOADS)).body.data.cart).toEqual({ hasDownloads: false, requiresAccount: false, isVirtual: false });
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      expect((await orderRowOf(placed.order.order_id)).download_waiver_at).toBeNull();
      // Given anyway, it is not recorded: there is nothing it applies to.
      const another = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const given = (await another.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(given.success, given.errorCode ?? "").toBe(true);
      expect((await orderRowOf(given.order.order_id)).download_waiver_at).toBeNull();

      const [confirmation] = (await mailsTo(api, "camille@example.com", "order.confirmation")).filter((mail) => flat(mail.text).includes(placed.order.number));
      expect(flat(confirmation.text)).not.toContain("rétractation");
      const invoice = await invoiceOf(placed.order);
      expect(invoice.row.download_waiver_at).toBeNull();
      expect(invoice.text).toContain("Droit de rétractation : 14 jours à compter de la réception des produits (articles L221-18 et suivants du Code de la consommation)");
      expect(invoice.text).not.toContain("téléchargeables");
    });
  });
});
