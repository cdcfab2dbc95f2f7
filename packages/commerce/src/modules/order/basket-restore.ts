import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { CartLineRequest, CartOwner, CartService } from "../cart/service.ts";
import type { LineChoices } from "../cart/cart-lines.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type OrderLineRow, type OrderRow, orderLines, pickupPointOf } from "./order-record.ts";

/**
 * The basket of an order its shopper cancelled before paying, given back as an open cart: the
 * order's lines with their choices, added through the cart service (the cart's rules: the same
 * line adds up with one already in the cart, within stock and 999, at most 100 lines), so what
 * is no longer sold or in stock is checked as for any add. A line stock cannot fully cover comes
 * back with what is left, as when a visitor's cart is merged at sign-in; one with nothing left is
 * dropped and named. The coupon is entered again (the cart says why if it no longer applies) and
 * the checkout's details come back when the cart has none of its own.
 *
 * Ordering again (`reorder`, a customer's own order, any status) adds the lines the same way
 * (`addOrderLines`), as often as asked, but neither the coupon (its conditions and uses were the
 * earlier order's) nor the details (the customer chooses them at checkout, from their book).
 */

export interface RestoredBasket {
  /** Lines back in the cart (in full or in part). */
  restored: number;
  /** Lines that could not come back (no longer sold, nothing in stock). */
  dropped: { sku: string; name: string }[];
}

const parseChoices = (json: string | null): Partial<LineChoices> => {
  if (!json) return {};
  try {
    return JSON.parse(json) as Partial<LineChoices>;
  } catch {
    return {};
  }
};

/**
 * The basket of the cancelled order `orderId`, claimed for the request that gives it back: true
 * for exactly one request per order (a conditional update), whoever cancelled the order (its
 * shopper, the lapse of its payment delay) and however many requests ask at once or later.
 */
export async function claimBasket(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const claimed = await db
    .updateTable("sales_order")
    .set({ basket_restored_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("status", "=", "cancelled")
    .where("basket_restored_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * The lines of an order added to `owner`'s cart with their choices, through the cart service (its
 * rules: the same line adds up with one already there, within stock and 999, at most 100 lines):
 * a line stock cannot fully cover is added with what is left, one with nothing left (or no longer
 * sold) is dropped and named. Gives a cancelled order's basket back (below), and orders again (`reorder`).
 */
export async function addOrderLines(cart: Pick<CartService, "add">, scope: ServiceScope, owner: CartOwner, lines: readonly OrderLineRow[]): Promise<RestoredBasket> {
  const requests: CartLineRequest[] = lines.map((line) => {
    const choices = parseChoices(line.choices);
    // Without its choices (an order placed before they were kept) the unit bought is the line: a variant's own sku is the same line as choosing it.
    return line.choices ? { sku: line.product_sku, quantity: line.quantity, ...choices } : { sku: line.sku, quantity: line.quantity };
  });
  const first = requests.length ? await cart.add(scope, owner, requests) : { ok: true as const, failures: [] };
  const failures = first.ok ? first.failures : requests.map((request, line) => ({ line, sku: request.sku, code: "CART_TOO_LARGE" as const, availableQuantity: null }));
  // What stock cannot fully cover comes back with what is left.
  const partial = failures.filter((failure) => failure.code === "INSUFFICIENT_STOCK" && (failure.availableQuantity ?? 0) > 0);
  const second = partial.length ? await cart.add(scope, owner, partial.map((failure) => ({ ...requests[failure.line], quantity: failure.availableQuantity! }))) : { ok: true as const, failures: [] };
  const stillRefused = new Set(second.ok ? second.failures.map((failure) => partial[failure.line].line) : partial.map((failure) => failure.line));
  const droppedLines = new Set([...failures.filter((failure) => !partial.includes(failure)).map((failure) => failure.line), ...stillRefused]);
  return {
    restored: lines.length - droppedLines.size,
    dropped: [...droppedLines].sort((a, b) => a - b).map((index) => ({ sku: lines[index].sku, name: lines[index].name })),
  };
}

export async function restoreBasket(db: Kysely<Database>, cart: Pick<CartService, "add" | "applyCoupon" | "changeCheckout">, scope: ServiceScope, owner: CartOwner, order: OrderRow): Promise<RestoredBasket> {
  const lines = await orderLines(db, order.id);
  const basket = await addOrderLines(cart, scope, owner, lines);
  if (basket.restored > 0) {
    if (order.coupon_code) await cart.applyCoupon(scope, owner, order.coupon_code);
    const point = pickupPointOf(order);
    await cart.changeCheckout(owner, (stored) =>
      Object.values(stored).some((value) => value !== null)
        ? {}
        : {
            // A customer's orders go to their account's address unless they set another (as at sign-in).
            email: "customerId" in owner ? null : order.email,
            shippingAddress: order.shipping_address,
            billingAddress: order.billing_address === order.shipping_address ? null : order.billing_address,
            shippingMethod: (JSON.parse(order.shipping_method) as { code: string }).code,
            pickupPointId: point?.id ?? null,
          },
    );
  }
  return basket;
}
