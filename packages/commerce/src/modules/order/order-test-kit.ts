import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Commerce } from "../../index.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { PaymentMethodCode } from "../payment/service.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import type { OrderRow } from "./order-record.ts";

/**
 * Orders for the lifecycle's tests, made as placing makes them but without a cart: stock taken
 * with the stock service, the coupon redeemed under the order's public id, the payment started by
 * the payment service, and the rows (order, lines, first event) with full snapshots, all in one
 * transaction. Each line costs 10.00 € incl. VAT a unit (8.33 € excl.), delivered at 4.90 €.
 */

export interface TestOrderLine {
  sku: string;
  quantity: number;
  name?: string;
}

export interface TestOrderInput {
  lines: TestOrderLine[];
  paymentMethod?: PaymentMethodCode;
  store?: "fr" | "en";
  email?: string;
  coupon?: string;
  /** Overrides the payment's due date (ISO 8601): in the past, the order is due for expiry. */
  paymentDueAt?: string;
}

let counter = 0;
const UNIT_INCL = 1_000;
const UNIT_EXCL = 833;
const SHIPPING_INCL = 490;
const SHIPPING_EXCL = 408;

const pair = (incl: number, excl: number) => ({ incl, excl });

export const testAddress = {
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  street: ["12 rue des Lilas", "Bâtiment B"],
  postcode: "06130",
  city: "Grasse",
  countryCode: "FR",
  telephone: "+33612345678",
};

export async function placeTestOrder(commerce: Commerce, input: TestOrderInput): Promise<OrderRow> {
  const { services, database } = commerce;
  const store = stores[input.store ?? "fr"];
  const method = input.paymentMethod ?? "bank_transfer";
  const email = input.email ?? `buyer-${++counter}@example.com`;
  return inTransaction(database.db, async (trx) => {
    const scope = serviceScope({ store, executor: trx });
    const taken = await services.stock.take(scope, input.lines);
    if (!taken.success) throw new Error(`test order: stock refused ${taken.errorCode} ${taken.sku ?? ""}`);
    const publicId = randomBytes(32).toString("base64url");
    const number = `2099-${String(process.pid % 1000).padStart(3, "0")}${String(++counter).padStart(4, "0")}-${randomBytes(2).toString("hex")}`;
    const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * UNIT_INCL, 0);
    const subtotalExcl = input.lines.reduce((sum, line) => sum + line.quantity * UNIT_EXCL, 0);
    const now = new Date().toISOString();
    if (input.coupon) {
      const redeemed = await services.coupons.redeem(scope, input.coupon, { customerId: null, orderRef: publicId, subtotalInclCents: subtotal });
      if (!redeemed.ok) throw new Error(`test order: coupon refused ${redeemed.code}`);
    }
    const total = pair(subtotal + SHIPPING_INCL, subtotalExcl + SHIPPING_EXCL);
    const { id } = await trx
      .insertInto("sales_order")
      .values({
        public_id: publicId,
        number,
        idempotency_key: randomBytes(16).toString("hex"),
        cart_fingerprint: "test",
        store: store.language,
        customer_id: null,
        session_hash: null,
        email,
        status: "pending_payment",
        payment_method: method,
        currency: "EUR",
        exchange_rate: "1",
        subtotal_excl_cents: subtotalExcl,
        subtotal_incl_cents: subtotal,
        discount_excl_cents: 0,
        discount_incl_cents: 0,
        shipping_excl_cents: SHIPPING_EXCL,
        shipping_incl_cents: SHIPPING_INCL,
        vat_cents: total.incl - total.excl,
        grand_total_excl_cents: total.excl,
        grand_total_incl_cents: total.incl,
        display_totals: JSON.stringify({
          subtotal: pair(subtotal, subtotalExcl),
          discount: pair(0, 0),
          shipping: pair(SHIPPING_INCL, SHIPPING_EXCL),
          grandTotal: total,
          vatCents: total.incl - total.excl,
        }),
        coupon_code: input.coupon?.toUpperCase() ?? null,
        coupon_label: input.coupon ? `Coupon ${input.coupon.toUpperCase()}` : null,
        shipping_method: JSON.stringify({ code: "colissimo_home", carrier: "Colissimo", label: store.language === "fr" ? "Livraison à domicile" : "Home delivery", minDays: 2, maxDays: 3 }),
        pickup_point: null,
        shipping_address: JSON.stringify(testAddress),
        billing_address: JSON.stringify(testAddress),
        flag: null,
        payment_due_at: null,
        placed_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("sales_order_line")
      .values(
        input.lines.map((line, index) => ({
          order_id: id,
          position: index + 1,
          product_sku: line.sku,
          sku: line.sku,
          name: line.name ?? `Produit ${line.sku}`,
          options: JSON.stringify(index === 0 ? [{ label: store.language === "fr" ? "Contenance" : "Size", value: "10 ml" }] : []),
          units: JSON.stringify([{ sku: line.sku, quantity: line.quantity }]),
          quantity: line.quantity,
          unit_excl_cents: UNIT_EXCL,
          unit_incl_cents: UNIT_INCL,
          row_excl_cents: UNIT_EXCL * line.quantity,
          row_incl_cents: UNIT_INCL * line.quantity,
          discount_excl_cents: 0,
          discount_incl_cents: 0,
          vat_cents: (UNIT_INCL - UNIT_EXCL) * line.quantity,
          display_prices: JSON.stringify({ unit: pair(UNIT_INCL, UNIT_EXCL), row: pair(UNIT_INCL * line.quantity, UNIT_EXCL * line.quantity), discount: pair(0, 0) }),
        })),
      )
      .execute();
    await trx.insertInto("sales_order_event").values({ order_id: id, status_from: null, status_to: "pending_payment", cause: "placed", detail: null, created_at: now }).execute();
    const started = await services.payments.start(scope, { id, publicId, number, amountCents: total.incl, email }, method);
    await trx
      .updateTable("sales_order")
      .set({ payment_due_at: input.paymentDueAt ?? started.dueAt })
      .where("id", "=", id)
      .execute();
    return trx.selectFrom("sales_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  });
}

/** A sellable unit's stock, read from the database. */
export async function stockOf(commerce: Commerce, sku: string): Promise<number> {
  const row = await commerce.database.db.selectFrom("product").select("stock_qty").where("sku", "=", sku).executeTakeFirstOrThrow();
  return row.stock_qty;
}

/** The messages the outbox holds for `recipient`, oldest first: kind, language and data. */
export async function outboxFor(commerce: Commerce, recipient: string) {
  const rows = await commerce.database.db.selectFrom("outbox_message").select(["kind", "language", "payload"]).where("recipient", "=", recipient).orderBy("id").execute();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return rows.map((row) => ({ kind: row.kind, language: row.language, data: JSON.parse(row.payload) as any }));
}

/** The order's history: from, to, cause and detail, oldest first. */
export async function historyOf(commerce: Commerce, orderId: number) {
  const rows = await commerce.database.db.selectFrom("sales_order_event").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  for (const row of rows) expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
  return rows.map((row) => ({ from: row.status_from, to: row.status_to, cause: row.cause, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null }));
}

/** An order's row now. */
export const orderRow = (commerce: Commerce, id: number) => commerce.database.db.selectFrom("sales_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
