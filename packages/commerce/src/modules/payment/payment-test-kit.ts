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
  const address = JSON.stringify({
    firstname: "Camille",
    lastname: "Martin",
    company: null,
    street: ["12 rue des Lilas"],
    postcode: "75011",
    city: "Paris",
    countryCode: "FR",
    telephone: "+33612345678",
  });
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
      display_totals: JSON.stringify({
        subtotal: { incl: amountCents, excl: amountCents },
        discount: { incl: 0, excl: 0 },
        shipping: { incl: 0, excl: 0 },
        grandTotal: { incl: amountCents, excl: amountCents },
        vatCents: 0,
      }),
      coupon_code: null,
      coupon_label: null,
      shipping_method: JSON.stringify({ code: "colissimo", carrier: "Colissimo", label: "Colissimo", minDays: 2, maxDays: 3 }),
      pickup_point: null,
      shipping_address: address,
      billing_address: address,
      flag: null,
      payment_due_at: null,
      placed_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, publicId, number, amountCents, email: "buyer@example.com" };
}
