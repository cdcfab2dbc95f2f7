import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PayableOrder } from "./service.ts";

/**
 * What payment tests share: an order to pay, inserted directly (placing one is the order module's
 * work), and the outcomes the order module would apply, recorded instead.
 */
let counter = 0;

export async function insertOrder(db: Kysely<Database>, options: { store?: "fr" | "en"; amountCents?: number } = {}): Promise<PayableOrder> {
  const amountCents = options.amountCents ?? 4_990;
  const now = new Date().toISOString();
  const publicId = randomBytes(12).toString("base64url");
  const number = `T-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}`;
  const row = await db
    .insertInto("sales_order")
    .values({
      public_id: publicId,
      number,
      idempotency_key: randomBytes(16).toString("hex"),
      cart_fingerprint: "test",
      store: options.store ?? "fr",
      customer_id: null,
      session_hash: null,
      email: "buyer@example.com",
      status: "pending_payment",
      payment_method: "sandbox_card",
      currency: "EUR",
      exchange_rate: "1",
      subtotal_excl_cents: amountCents,
      subtotal_incl_cents: amountCents,
      discount_excl_cents: 0,
      discount_incl_cents: 0,
      shipping_excl_cents: 0,
      shipping_incl_cents: 0,
      vat_cents: 0,
      grand_total_excl_cents: amountCents,
      grand_total_incl_cents: amountCents,
      display_totals: "{}",
      coupon_code: null,
      coupon_label: null,
      shipping_method: "{}",
      pickup_point: null,
      shipping_address: "{}",
      billing_address: "{}",
      flag: null,
      payment_due_at: null,
      placed_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, publicId, number, amountCents, email: "buyer@example.com" };
}
