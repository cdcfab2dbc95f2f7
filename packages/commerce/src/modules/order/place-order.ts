import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { ordersPlaced } from "../../shared/metrics.ts";
import { newToken } from "../../shared/session-tokens.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { CartCatalogue, CartItemView, CartOwner, CartService, CartView } from "../cart/service.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import type { AddressBookService } from "../address-book/service.ts";
import type { CouponService } from "../coupon/service.ts";
import type { PaymentMethodCode, PaymentService } from "../payment/service.ts";
import type { PickupPointRecord, PickupPointService } from "../pickup-point/service.ts";
import { type Cents, toCents } from "../pricing/selection-price.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { shopCalendarYear, stores } from "../shop/stores.ts";
import type { StockLine, StockService } from "../stock/service.ts";
import { STORE_CREDIT_METHOD, type StoreCreditService } from "../store-credit/service.ts";
import type { LifecycleOutcome } from "./lifecycle.ts";
import type { OrderCause } from "./service.ts";
import { confirmationMail } from "./mail/confirmation.ts";
import { type OrderRow, orderMailDataOf } from "./order-record.ts";

/**
 * Placing an order (ADR 051): one unit of work that either does everything or nothing. The
 * cart is read and priced by the cart service itself on the transaction (the single pricing
 * implementation: the order holds exactly what the shopper was shown), checked, its stock taken
 * by conditional updates, its coupon counted, the order numbered and written as a snapshot, its
 * payment started, the cart deleted (its lines became the order) and the confirmation queued.
 *
 * Rows that every order meets are locked last and held for as few statements as possible
 * (PostgreSQL keeps a row lock until commit): the order and its lines are written first under a
 * provisional number, then stock is taken (the products' rows), the coupon counted and the year's
 * number drawn (the one row all orders share), and the order gets its number in the statement
 * that also records its payment's due date. A refusal at any of these rolls everything back.
 *
 * Idempotent by the client's key: an order is found by its key before anything is done, so a
 * retry (a lost answer, a double click, ten tabs) answers the order the first attempt placed,
 * and never places a second one. Concurrent attempts of one owner queue on the cart's row lock
 * (PostgreSQL; SQLite's writers are serial), the later ones then find the order; attempts of
 * different owners with one key meet the key's unique constraint and are answered from it.
 */

export type PlaceOrderRefusal =
  | "CART_EMPTY"
  | "CART_NOT_READY"
  | "EMAIL_REQUIRED"
  | "SIGN_IN_REQUIRED"
  | "BILLING_ADDRESS_REQUIRED"
  | "SHIPPING_ADDRESS_REQUIRED"
  | "SHIPPING_METHOD_REQUIRED"
  | "PICKUP_POINT_REQUIRED"
  | "PAYMENT_METHOD_UNKNOWN"
  | "TERMS_NOT_ACCEPTED"
  | "DOWNLOAD_WAIVER_REQUIRED"
  | "IDEMPOTENCY_KEY_INVALID"
  | "IDEMPOTENCY_KEY_REUSED"
  | "OUT_OF_STOCK"
  | "COUPON_NOT_APPLICABLE"
  | "STORE_CREDIT_CHANGED"
  | "AMOUNT_CHANGED";

export interface PlaceOrderInput {
  paymentMethod: string;
  idempotencyKey: string;
  acceptTerms: boolean;
  /**
   * The shopper asks for the downloadable products to be supplied once paid and acknowledges losing
   * the right of withdrawal for them: required when the cart holds one (ignored otherwise).
   */
  waiveWithdrawalForDownloads?: boolean | null;
  /**
   * The amount due (euros) the shopper was shown: the order is placed only for that amount, to the
   * cent. Absent (an integrator that does not send it): placed at the amount priced now.
   */
  expectedAmountDue?: number | null;
}

/** Who asks to see an order: the browser session (hash) and the signed-in customer. */
export interface OrderViewer {
  sessionHash: string | null;
  customerId: number | null;
}


export type PlaceOrderOutcome =
  | {
      ok: true;
      order: OrderRow;
      /** Where to pay (card, wallet) when the payment waits on the provider's page; null for deferred methods. */
      redirectUrl: string | null;
      /** A retry with the same key found the order an earlier attempt placed. */
      replayed: boolean;
    }
  | { ok: false; code: PlaceOrderRefusal };

/** 8 to 100 characters of `A-Za-z0-9-_`: room for a UUID or a random token, nothing else. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A refusal found once writes may have begun: thrown so that the unit of work rolls back. */
class Refused extends Error {
  constructor(readonly code: PlaceOrderRefusal) {
    super(code);
  }
}

/** Whether the database refused a row for a unique constraint (a concurrent attempt with the same key won). */
function isUniqueViolation(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 5; depth++) {
    const code = (candidate as { code?: unknown }).code;
    if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE") return true;
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return false;
}

/** The cart's lines as the fingerprint and the snapshot see them. */
const lineIdentity = (item: CartItemView) => ({
  product: item.product.sku,
  sku: item.sku,
  quantity: item.quantity,
  options: item.selectedOptions.map(({ option_id, option_value }) => [option_id, option_value]),
  custom: item.selectedCustomOptions.map(({ option_id, option_value }) => [option_id, option_value]),
  bundle: item.selectedBundleOptions.map(({ option_id, option_value, option_qty }) => [option_id, option_value, option_qty]),
});

/**
 * What was priced, hashed: the lines with their quantities and choices, the coupon, the delivery
 * (method, pickup point, addresses), the e-mail, the payment method and what store credit pays of
 * it (another amount is another way of paying, hence another checkout). Prices are left out on
 * purpose: they follow from these and the catalogue, and a retry must not fail because a price
 * changed between two attempts of one checkout (the first attempt's order stands).
 */
export function cartFingerprint(view: CartView, paymentMethod: string): string {
  const { checkout } = view;
  const identity = {
    lines: view.items.map(lineIdentity),
    coupon: view.coupon?.code ?? view.couponProblem?.code ?? null,
    method: checkout.shippingMethod?.code ?? null,
    pickupPoint: checkout.pickupPointId,
    shippingAddress: checkout.shippingAddress,
    billingAddress: checkout.billingAddress,
    email: checkout.email,
    paymentMethod,
    storeCredit: view.storeCredit?.chargedCents ?? 0,
  };
  return createHash("sha256").update(JSON.stringify(identity)).digest("base64url");
}

/**
 * The stock units a cart line takes: a bundle's chosen items (each its quantity per bundle),
 * else the unit bought itself, times the line's quantity. The cart's own rule (cart-lines.ts
 * `resolveLine`), read back from the line's canonical choices.
 */
export function unitsOf(item: CartItemView): StockLine[] {
  if (item.selectedBundleOptions.length) {
    const units = new Map<string, number>();
    for (const choice of item.selectedBundleOptions) units.set(choice.option_value, (units.get(choice.option_value) ?? 0) + choice.option_qty * item.quantity);
    return [...units].map(([sku, quantity]) => ({ sku, quantity }));
  }
  return [{ sku: item.sku, quantity: item.quantity }];
}

/** A line's choices by id, as the cart stores them: what gives the same line back (modules/order/basket-restore.ts). */
const lineChoicesOf = (item: CartItemView) => ({
  selectedOptions: item.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
  selectedCustomOptions: item.selectedCustomOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
  selectedBundleOptions: item.selectedBundleOptions.map(({ option_id, option_value, option_qty }) => ({ option_id, option_value, option_qty })),
});

const ownsOrder = (order: Pick<OrderRow, "customer_id" | "session_hash">, owner: CartOwner) =>
  "customerId" in owner ? order.customer_id === owner.customerId : order.customer_id === null && order.session_hash === owner.sessionHash;

/** A scope's plain fields with the unit of work's executor (a GraphQL scope's fields are getters). */
const onExecutor = (scope: ServiceScope, executor: Kysely<Database>): ServiceScope => ({
  store: scope.store,
  currency: scope.currency,
  customerId: scope.customerId ?? null,
  staff: null,
  executor,
});

const centsPair = (cents: Cents) => ({ incl: cents.incl, excl: cents.excl });

/**
 * The next number of `year` (the shop's calendar year, Paris time), `YYYY-NNNNNN`: one row per
 * year, counted up under its row lock (no gap unless a unit of work rolls back).
 */
async function nextOrderNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto("order_number_sequence")
    .values({ year, last_number: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet((eb) => ({ last_number: eb(eb.ref("order_number_sequence.last_number"), "+", 1) })))
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return `${year}-${String(row.last_number).padStart(6, "0")}`;
}

export interface PlacementDeps {
  config: Pick<Config, "exchangeRates">;
  cart: Pick<CartService, "view" | "catalogueOf" | "lockForOrder" | "close">;
  stock: Pick<StockService, "take">;
  coupons: Pick<CouponService, "redeem">;
  payments: () => Pick<PaymentService, "methods" | "start" | "instructions" | "provider">;
  mail: MailQueue;
  pickupPoints: Pick<PickupPointService, "byId">;
  addressBook: Pick<AddressBookService, "rememberOrderAddresses">;
  /** The customer's store credit, spent in the order's unit of work (modules/store-credit). */
  storeCredit: Pick<StoreCreditService, "spendIn">;
  /** The lifecycle's payment (lifecycle.ts `markPaid`): an order store credit pays in full is paid as it is placed. */
  markPaid: (scope: ServiceScope, number: string, cause: OrderCause) => Promise<LifecycleOutcome>;
}

export function createOrderPlacement(db: Kysely<Database>, deps: PlacementDeps) {
  /** Attempts in all: a lost race on the key's unique constraint is answered by reading the winner's order. */
  const ATTEMPTS = 3;

  async function place(scope: ServiceScope, owner: CartOwner, viewer: OrderViewer, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) return { ok: false, code: "IDEMPOTENCY_KEY_INVALID" };
    if (input.acceptTerms !== true) return { ok: false, code: "TERMS_NOT_ACCEPTED" };
    // The cart's products read before the unit of work, through the catalogue's caches: inside
    // it they could only be read from the database (on SQLite, under the write lock every
    // order waits for). A line added meanwhile is read in the unit of work.
    const catalogue = await deps.cart.catalogueOf(scope, owner);
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await inTransaction(db, (trx) => placeIn(onExecutor(scope, trx), trx, owner, viewer, input, catalogue));
        // Counted once committed, and once per order: a retry answered with its order is not another.
        if (outcome.ok && !outcome.replayed) ordersPlaced.inc({ store: outcome.order.store, payment_method: outcome.order.payment_method });
        return outcome;
      } catch (error) {
        if (error instanceof Refused) return { ok: false, code: error.code };
        if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** Where and how a delivered cart goes: its shipping address and method (and pickup point), checked; refused when one is missing. */
  async function deliveryOf(scope: ServiceScope, checkout: CartView["checkout"], storedShippingMethod: string | null) {
    if (!checkout.shippingAddress) throw new Refused("SHIPPING_ADDRESS_REQUIRED");
    if (!checkout.shippingMethod) {
      // A method chosen that delivers to a pickup point no longer chosen (or no longer open) applies again once one is.
      const stored = checkout.shippingMethods.find((method) => method.code === storedShippingMethod);
      throw new Refused(stored?.needsPickupPoint ? "PICKUP_POINT_REQUIRED" : "SHIPPING_METHOD_REQUIRED");
    }
    let pickupPoint: PickupPointRecord | undefined;
    if (checkout.shippingMethod.needsPickupPoint) {
      // The point as the network has it now, in the delivery country, read in this unit of work: kept as the order's snapshot.
      pickupPoint = checkout.pickupPointId ? await deps.pickupPoints.byId(scope, checkout.pickupPointId, checkout.shippingAddress.countryCode) : undefined;
      if (!pickupPoint) throw new Refused("PICKUP_POINT_REQUIRED");
    }
    const { code, carrier, label, minDays, maxDays } = checkout.shippingMethod;
    return { address: checkout.shippingAddress, method: { code, carrier, label, minDays, maxDays }, pickupPoint };
  }

  async function placeIn(
    scope: ServiceScope,
    trx: Transaction<Database>,
    owner: CartOwner,
    viewer: OrderViewer,
    input: PlaceOrderInput,
    catalogue: CartCatalogue,
  ): Promise<PlaceOrderOutcome> {
    // The cart's row lock first (PostgreSQL): an attempt of the same owner that got here first
    // has committed (its order is then found by key below) or rolled back when this one goes on.
    const cart = await deps.cart.lockForOrder(scope, owner);
    const view = await deps.cart.view(scope, owner, { catalogue });
    const fingerprint = cartFingerprint(view, input.paymentMethod);

    const existing = await trx.selectFrom("sales_order").selectAll().where("idempotency_key", "=", input.idempotencyKey).executeTakeFirst();
    if (existing) {
      // Another owner's key: refused exactly as a changed cart, so a key never reveals an order.
      if (!ownsOrder(existing, owner)) throw new Refused("IDEMPOTENCY_KEY_REUSED");
      if (view.items.length > 0 && fingerprint !== existing.cart_fingerprint) throw new Refused("IDEMPOTENCY_KEY_REUSED");
      return { ok: true, order: existing, redirectUrl: await redirectOf(trx, existing), replayed: true };
    }

    if (!cart || view.items.length === 0) throw new Refused("CART_EMPTY");
    if (!view.isReadyForCheckout) {
      // Stock that ran out since the shopper's last look (another order took it): said as such, whether
      // this attempt saw it before taking stock or when taking it.
      const stockOnly = view.items.every((item) => item.problems.every((problem) => problem.code !== "UNAVAILABLE"));
      throw new Refused(stockOnly ? "OUT_OF_STOCK" : "CART_NOT_READY");
    }
    // A coupon the cart holds but that no longer applies: the shopper expects its discount, so
    // nothing is ordered at a price they were not shown.
    if (view.couponProblem) throw new Refused("COUPON_NOT_APPLICABLE");
    // Downloads belong to an account: a guest cannot buy a downloadable product (nothing is ordered).
    if (view.requiresAccount && !("customerId" in owner)) throw new Refused("SIGN_IN_REQUIRED");
    const { checkout } = view;
    if (!checkout.email) throw new Refused("EMAIL_REQUIRED");
    // A cart of downloadable products only is not delivered: it needs a billing address, no shipping address or method.
    const delivery = view.isVirtual ? null : await deliveryOf(scope, checkout, cart.storedShippingMethod);
    const billingAddress: CheckoutAddress | null = checkout.billingAddress ?? checkout.shippingAddress;
    if (!billingAddress) throw new Refused("BILLING_ADDRESS_REQUIRED");
    const charged = view.chargedPrices;
    const payments = deps.payments();
    // Store credit chosen pays the grand total up to the balance read in this unit of work (the
    // view's, docs/product-rules.md#store-credit); the payment method is charged the rest. The way
    // of paying must be the one the cart offered for that: store credit alone when it pays
    // everything, a payment method otherwise. A balance that changed since the cart was shown so
    // that the method chosen no longer fits refuses the order rather than charging another amount.
    const storeCreditCents = view.storeCredit?.chargedCents ?? 0;
    const amountDueCents = charged.grandTotal.incl - storeCreditCents;
    const paidByStoreCredit = view.storeCredit?.paysEverything === true;
    const wantsStoreCredit = input.paymentMethod === STORE_CREDIT_METHOD.code;
    if (view.storeCredit?.chosen && wantsStoreCredit !== paidByStoreCredit) throw new Refused("STORE_CREDIT_CHANGED");
    // The shopper agreed to pay the amount the review showed, not whatever it is priced at now (a
    // price, the delivery's price or a discount changed since, or their store credit was spent in
    // another tab and the card would be charged more): another amount is refused before anything
    // is written, so the attempt's key stays free for the same attempt once the new amount is seen.
    if (input.expectedAmountDue != null && toCents(input.expectedAmountDue) !== amountDueCents) throw new Refused("AMOUNT_CHANGED");
    const method = paidByStoreCredit
      ? wantsStoreCredit
        ? { code: STORE_CREDIT_METHOD.code, title: STORE_CREDIT_METHOD.title[scope.store.language], isDeferred: false }
        : undefined
      : payments.methods(scope, amountDueCents).find((entry) => entry.code === input.paymentMethod);
    if (!method) throw new Refused("PAYMENT_METHOD_UNKNOWN");
    // Digital content keeps the 14-day right of withdrawal unless, before the order, the shopper
    // asked for its supply to begin (here: once paid) and acknowledged losing that right: one
    // consent, asked last as the review step asks it, required for a cart with a download and
    // recorded with the order.
    if (view.hasDownloads && input.waiveWithdrawalForDownloads !== true) throw new Refused("DOWNLOAD_WAIVER_REQUIRED");

    // The lines in euros (what is charged): the same cart priced in the base currency.
    const base = scope.currency === "EUR" ? view : await deps.cart.view({ ...scope, currency: "EUR" }, owner, { catalogue });
    if (base.items.length !== view.items.length || base.items.some((item, index) => item.itemId !== view.items[index].itemId)) {
      throw new Error("orders: the cart changed within its own unit of work");
    }

    const publicId = newToken();
    const customerId = "customerId" in owner ? owner.customerId : null;
    const now = new Date();
    const placedAt = now.toISOString();
    const rate = deps.config.exchangeRates[view.currency] ?? 1;
    const display = view.prices;
    // Written under its public id as a provisional number (unique, and seen by no other unit of
    // work before this one commits with the real number): the year's row is locked only at the end.
    const inserted = await trx
      .insertInto("sales_order")
      .values({
        public_id: publicId,
        number: publicId,
        idempotency_key: input.idempotencyKey,
        cart_fingerprint: fingerprint,
        store: scope.store.language,
        customer_id: customerId,
        session_hash: viewer.sessionHash,
        email: checkout.email,
        status: "pending_payment",
        payment_method: method.code,
        currency: view.currency,
        exchange_rate: String(rate),
        subtotal_excl_cents: charged.subtotal.excl,
        subtotal_incl_cents: charged.subtotal.incl,
        discount_excl_cents: charged.discount.excl,
        discount_incl_cents: charged.discount.incl,
        shipping_excl_cents: charged.shipping.excl,
        shipping_incl_cents: charged.shipping.incl,
        vat_cents: charged.vatCents,
        grand_total_excl_cents: charged.grandTotal.excl,
        grand_total_incl_cents: charged.grandTotal.incl,
        display_totals: JSON.stringify({
          subtotal: centsPair(display.subtotal),
          discount: centsPair(display.discount),
          shipping: centsPair(display.shipping),
          grandTotal: centsPair(display.grandTotal),
          vatCents: display.vatCents,
          storeCreditCents: view.storeCredit?.displayCents ?? 0,
        }),
        coupon_code: view.coupon?.code ?? null,
        coupon_label: view.coupon?.label ?? null,
        // JSON `null` for an order not delivered (downloadable products only).
        shipping_method: JSON.stringify(delivery?.method ?? null),
        pickup_point: delivery?.pickupPoint ? JSON.stringify(delivery.pickupPoint) : null,
        shipping_address: JSON.stringify(delivery?.address ?? null),
        billing_address: JSON.stringify(billingAddress),
        flag: null,
        payment_due_at: null,
        download_waiver_at: view.hasDownloads ? placedAt : null,
        store_credit_cents: storeCreditCents,
        placed_at: placedAt,
        updated_at: placedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const orderId = inserted.id;

    // The lines as written are the confirmation's: answered by the insert rather than read again.
    const lines = await trx
      .insertInto("sales_order_line")
      .values(
        view.items.map((item, index) => {
          const baseItem = base.items[index];
          const unit = baseItem.prices.unit;
          const row = baseItem.prices.chargedRow;
          const discount = base.chargedPrices.lineDiscounts[index];
          return {
            order_id: orderId,
            position: index + 1,
            product_sku: item.product.sku,
            sku: item.sku,
            name: item.name,
            options: JSON.stringify(
              [...item.selectedOptions, ...item.selectedCustomOptions, ...item.selectedBundleOptions].map((option) => ({
                label: option.label,
                value: "option_qty" in option ? `${option.option_qty} × ${option.value_label}` : option.value_label,
              })),
            ),
            units: JSON.stringify(unitsOf(item)),
            choices: JSON.stringify(lineChoicesOf(item)),
            quantity: item.quantity,
            is_virtual: item.product.isVirtual ? 1 : 0,
            unit_excl_cents: unit.excl,
            unit_incl_cents: unit.incl,
            row_excl_cents: row.excl,
            row_incl_cents: row.incl,
            discount_excl_cents: discount.excl,
            discount_incl_cents: discount.incl,
            vat_cents: row.incl - discount.incl - (row.excl - discount.excl),
            display_prices: JSON.stringify({ unit: centsPair(item.prices.unit), row: centsPair(item.prices.row), discount: centsPair(item.prices.discount) }),
          };
        }),
      )
      .returningAll()
      .execute();
    lines.sort((a, b) => a.position - b.position);
    await trx.insertInto("sales_order_event").values({ order_id: orderId, status_from: null, status_to: "pending_payment", cause: "placed", detail: null, created_at: placedAt }).execute();
    // Closing the cart: its lines are now the order's; the owner's next cart is a new one.
    await deps.cart.close(scope, cart.cartId);
    // A customer's addresses go into their book with the order (rolled back with it): offered at their next checkout.
    if (customerId !== null) await deps.addressBook.rememberOrderAddresses(scope, customerId, { shipping: delivery?.address ?? billingAddress, billing: billingAddress });

    // The shared rows, in the same order by every order (no deadlock): the products' stock (in sku order), the coupon, the year's number.
    const taken = await deps.stock.take(scope, view.items.flatMap(unitsOf));
    if (!taken.success) throw new Refused("OUT_OF_STOCK");
    if (view.coupon) {
      const redeemed = await deps.coupons.redeem(scope, view.coupon.code, { customerId, orderRef: publicId, subtotalInclCents: charged.subtotal.incl });
      if (!redeemed.ok) throw new Refused("COUPON_NOT_APPLICABLE");
    }
    // The customer's balance (their row only, not shared by other customers' orders): spent where it
    // still covers the amount decided above, else nothing is ordered (a concurrent order spent it).
    if (storeCreditCents > 0) {
      const spent = await deps.storeCredit.spendIn(trx, { customerId: customerId!, amountCents: storeCreditCents, orderId });
      if (!spent.ok) throw new Refused("STORE_CREDIT_CHANGED");
    }
    const number = await nextOrderNumber(trx, shopCalendarYear(now));
    // The payment method is charged what store credit left; an order it pays in full starts no payment (no provider takes part).
    const started = paidByStoreCredit ? null : await payments.start(scope, { id: orderId, publicId, number, amountCents: amountDueCents, email: checkout.email }, method.code as PaymentMethodCode);
    let order = await trx
      .updateTable("sales_order")
      .set({ number, payment_due_at: started?.dueAt ?? null })
      .where("id", "=", orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const instructions = method.isDeferred ? await payments.instructions(scope, orderId) : null;
    await deps.mail.enqueue(scope, {
      template: confirmationMail,
      to: checkout.email,
      language: scope.store.language,
      data: { order: orderMailDataOf(order, lines, method.title), instructions },
    });
    if (paidByStoreCredit) {
      // Paid in this unit of work as any paid order is (lifecycle `markPaid`): processing, the
      // payment received e-mail, download rights, the invoice numbered last.
      const paid = await deps.markPaid(scope, number, { kind: "store_credit" });
      if (!paid.ok) throw new Error(`orders: an order paid by store credit could not be marked paid (${paid.code})`);
      order = await trx.selectFrom("sales_order").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    }
    return { ok: true, order, redirectUrl: started?.redirectUrl ?? null, replayed: false };
  }

  /** Where a retry sends the browser to pay: the pending payment's page, for the methods paid on one. */
  async function redirectOf(trx: Transaction<Database>, order: OrderRow): Promise<string | null> {
    if (order.status !== "pending_payment") return null;
    const payment = await trx
      .selectFrom("payment")
      .select(["provider", "reference", "amount_cents", "currency", "status"])
      .where("order_id", "=", order.id)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const provider = payment?.status === "pending" ? deps.payments().provider(payment.provider) : null;
    if (!payment || !provider) return null;
    // The provider's action for the payment already started: the same page, nothing new recorded.
    const action = provider.start({ provider: provider.code, reference: payment.reference, amountCents: payment.amount_cents, currency: payment.currency }, stores[order.store === "en" ? "en" : "fr"]);
    return action.kind === "redirect" ? action.url : null;
  }

  return { place };
}

