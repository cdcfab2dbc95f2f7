import { DatabaseUnavailableError } from "../../db/unavailable.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import type { OrderPaymentStatus, OrderStatus, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { tokenDigest } from "../../shared/session-tokens.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { normaliseEmail } from "../customer/service.ts";
import { cartOwnerOf, consumeCartWrite, readCart } from "../cart/cart-answer.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { countryName } from "../shop/countries.ts";
import { pickupPointOf } from "../pickup-point/pickup-point-view.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";
import { guestOrderLookupErrors, historyNoteOf, orderPaymentErrors, placeOrderErrors } from "./errors.ts";
import {
  type CentsPair,
  type OrderRow,
  billingAddressOf,
  displayPricesOf,
  displayTotalsOf,
  lineOptionsOf,
  pickupPointOf as pickupPointSnapshotOf,
  shippingAddressOf,
  shippingMethodOf,
} from "./order-record.ts";
import type { OrderViewer } from "./place-order.ts";
import { STORE_CREDIT_METHOD } from "../store-credit/service.ts";
import type { OrderReads } from "./service.ts";

/**
 * What the `Order` type's resolvers receive: the order's row (its lines, history, parcels and
 * payment are read when asked), and for a page of orders the reads the page shares.
 */
export interface OrderParent {
  row: OrderRow;
  reads?: OrderReads;
}

/** What `OrderPayment`'s resolvers receive. */
export interface OrderPaymentParent {
  order: OrderRow;
  reads?: OrderReads;
}

/** The reads an order's fields go through: its page's, else its own. */
const readsOf = (parent: { reads?: OrderReads }, context: GraphQLContext): OrderReads => parent.reads ?? context.services.orders.reads(context.scope);

/**
 * Who this request is, for seeing orders: its browser session and its signed-in customer. A
 * session cookie that could not be read (the database did not answer) is "retry later", never
 * "no such order".
 */
export function orderViewerOf(context: GraphQLContext): OrderViewer {
  const { session } = context;
  if (session.status === "failed") throw new DatabaseUnavailableError("connection");
  if (session.status !== "active") return { sessionHash: null, customerId: null };
  return { sessionHash: tokenDigest(session.token), customerId: session.session.customerId };
}

const addressOf = (address: CheckoutAddress, language: "fr" | "en") => ({
  ...address,
  countryName: countryName(address.countryCode, language),
});

const pair = (cents: CentsPair, currency: string) => priceInclExclOfCents(cents, currency);

const statusOf = (status: string) => status.toUpperCase() as OrderStatus;

export const orderResolvers: Resolvers = {
  Query: {
    order: async (_parent, { orderId }, context) => {
      const row = await context.services.orders.visible(context.scope, orderViewerOf(context), orderId);
      return row ? { row } : null;
    },
  },
  Me: {
    orders: async (_me, { page, pageSize }, context) => {
      const found = await context.services.orders.customerOrders(context.scope, { page, pageSize });
      return {
        items: found.orders.map((row) => ({ row, reads: found.reads })),
        totalCount: found.totalCount,
        page: found.page,
        pageSize: found.pageSize,
        totalPages: found.totalPages,
      };
    },
  },
  Mutation: {
    lookupGuestOrder: async (_parent, { input }, context) => {
      const { limits } = context.services;
      // Counted per client address, then (an attempt the address may make) per order number and
      // e-mail, so one order cannot be guessed at from many addresses, while guesses made with
      // other e-mails never lock out the shopper who types theirs; a lookup that finds its order
      // gives both back. The e-mail is in the key as a digest: limits' keys are not personal data.
      const addressKeyOf = addressKey(context.clientAddress);
      const numberKey = `${input.number.trim().toUpperCase().slice(0, 40)}:${tokenDigest(normaliseEmail(input.email)).slice(0, 32)}`;
      const fromAddress = await limits.guestOrderLookupAddress.consume(addressKeyOf);
      if (!fromAddress.allowed) return { ...context.throttled(guestOrderLookupErrors, fromAddress), order: null };
      const ofNumber = await limits.guestOrderLookupNumber.consume(numberKey);
      if (!ofNumber.allowed) return { ...context.throttled(guestOrderLookupErrors, ofNumber), order: null };
      const row = await context.services.orders.lookupGuest(context.scope, input, { clientAddress: context.clientAddress });
      if (!row) return { ...context.failure(guestOrderLookupErrors, "ORDER_NOT_FOUND"), order: null };
      await Promise.all([limits.guestOrderLookupAddress.refund(addressKeyOf), limits.guestOrderLookupNumber.refund(numberKey)]);
      return { success: true, errorCode: null, errorMessage: null, order: { row } };
    },
    reorder: async (_parent, { orderId }, context) => {
      const nothing = { addedLines: 0, droppedLines: [] };
      const verdict = await consumeCartWrite(context);
      if (!verdict.allowed) return { ...context.throttled(orderPaymentErrors, verdict), ...nothing, cart: await readCart(context) };
      const outcome = await context.services.orders.reorder(context.scope, orderId);
      const cart = await readCart(context);
      if (!outcome.ok) return { ...context.failure(orderPaymentErrors, outcome.code), ...nothing, cart };
      return { success: true, errorCode: null, errorMessage: null, addedLines: outcome.basket.restored, droppedLines: outcome.basket.dropped, cart };
    },
    retryOrderPayment: async (_parent, { orderId, paymentMethod }, context) => {
      // Each attempt starts a payment: limited as placing orders is.
      const verdict = await context.services.limits.placeOrderAddress.consume(addressKey(context.clientAddress));
      if (!verdict.allowed) return { ...context.throttled(orderPaymentErrors, verdict), order: null, paymentAction: null };
      const outcome = await context.services.orders.retryPayment(context.scope, orderViewerOf(context), orderId, paymentMethod);
      if (!outcome.ok) return { ...context.failure(orderPaymentErrors, outcome.code), order: null, paymentAction: null };
      return { success: true, errorCode: null, errorMessage: null, order: { row: outcome.order }, paymentAction: outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : null };
    },
    cancelPendingOrder: async (_parent, { orderId }, context) => {
      const nothing = { order: null, cancelled: false, restoredLines: 0, droppedLines: [] };
      const verdict = await context.services.limits.placeOrderAddress.consume(addressKey(context.clientAddress));
      if (!verdict.allowed) return { ...context.throttled(orderPaymentErrors, verdict), ...nothing, cart: await readCart(context) };
      // Without a session nobody can own an order (and none is started for it).
      const owner = cartOwnerOf(context);
      const outcome = owner ? await context.services.orders.cancelByShopper(context.scope, orderViewerOf(context), owner, orderId) : ({ ok: false, code: "UNKNOWN_ORDER" } as const);
      const cart = await readCart(context);
      if (!outcome.ok) return { ...context.failure(orderPaymentErrors, outcome.code), ...nothing, cart };
      return {
        success: true,
        errorCode: null,
        errorMessage: null,
        order: { row: outcome.order },
        cancelled: outcome.changed,
        restoredLines: outcome.basket?.restored ?? 0,
        droppedLines: outcome.basket?.dropped ?? [],
        cart,
      };
    },
    placeOrder: async (_parent, { input }, context) => {
      const verdict = await context.services.limits.placeOrderAddress.consume(addressKey(context.clientAddress));
      if (!verdict.allowed) return { ...context.throttled(placeOrderErrors, verdict), order: null, paymentAction: null, cart: await readCart(context) };
      // No session, no cart: nothing to order (and no session is started for it).
      const owner = cartOwnerOf(context);
      const outcome = owner ? await context.services.orders.place(context.scope, owner, orderViewerOf(context), input) : ({ ok: false, code: "CART_EMPTY" } as const);
      const cart = await readCart(context);
      if (!outcome.ok) return { ...context.failure(placeOrderErrors, outcome.code), order: null, paymentAction: null, cart };
      // The checkout's newsletter box: the order's address signed up once the order is placed (not again on a replay).
      if (input.subscribeToNewsletter && !outcome.replayed) await context.services.newsletter.afterOrder(context.scope, outcome.order.email, context.clientAddress);
      return {
        success: true,
        errorCode: null,
        errorMessage: null,
        order: { row: outcome.order },
        paymentAction: outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : null,
        cart,
      };
    },
  },
  Order: {
    order_id: ({ row }) => row.public_id,
    number: ({ row }) => row.number,
    status: ({ row }) => statusOf(row.status),
    createdAt: ({ row }) => row.placed_at,
    email: ({ row }) => row.email,
    items: async (parent, _args, context) => {
      const { row } = parent;
      const lines = await readsOf(parent, context).lines(row.id);
      return lines.map((line) => {
        const prices = displayPricesOf(line);
        return {
          id: String(line.position),
          sku: line.sku,
          productSku: line.product_sku,
          name: line.name,
          options: lineOptionsOf(line),
          quantity: line.quantity,
          quantityShipped: line.quantity_shipped,
          prices: { unit: pair(prices.unit, row.currency), row: pair(prices.row, row.currency), discount: pair(prices.discount, row.currency) },
        };
      });
    },
    prices: ({ row }) => {
      const totals = displayTotalsOf(row);
      return {
        subtotal: pair(totals.subtotal, row.currency),
        discount: pair(totals.discount, row.currency),
        shipping: pair(totals.shipping, row.currency),
        vat: moneyOf(totals.vatCents, row.currency),
        grandTotal: pair(totals.grandTotal, row.currency),
        // As the shopper was shown it (an order placed before store credit existed: none).
        storeCredit: moneyOf(totals.storeCreditCents ?? 0, row.currency),
        amountDue: moneyOf(totals.grandTotal.incl - (totals.storeCreditCents ?? 0), row.currency),
      };
    },
    chargedPrices: ({ row }) => ({
      subtotal: pair({ incl: row.subtotal_incl_cents, excl: row.subtotal_excl_cents }, "EUR"),
      discount: pair({ incl: row.discount_incl_cents, excl: row.discount_excl_cents }, "EUR"),
      shipping: pair({ incl: row.shipping_incl_cents, excl: row.shipping_excl_cents }, "EUR"),
      vat: moneyOf(row.vat_cents, "EUR"),
      grandTotal: pair({ incl: row.grand_total_incl_cents, excl: row.grand_total_excl_cents }, "EUR"),
      storeCredit: moneyOf(row.store_credit_cents, "EUR"),
      amountDue: moneyOf(row.grand_total_incl_cents - row.store_credit_cents, "EUR"),
    }),
    coupon: ({ row }) => (row.coupon_code ? { code: row.coupon_code, label: row.coupon_label ?? row.coupon_code } : null),
    shippingAddress: ({ row }, _args, context) => {
      const address = shippingAddressOf(row);
      return address && addressOf(address, context.store.language);
    },
    billingAddress: ({ row }, _args, context) => addressOf(billingAddressOf(row), context.store.language),
    shippingMethod: ({ row }) => {
      const method = shippingMethodOf(row);
      return method && { code: method.code, carrier: method.carrier, label: method.label, minDays: method.minDays, maxDays: method.maxDays };
    },
    pickupPoint: ({ row }) => {
      const point = pickupPointSnapshotOf(row);
      return point && pickupPointOf(point);
    },
    payment: ({ row, reads }) => ({ order: row, reads }),
    retryPaymentMethods: ({ row }, _args, context) => {
      const { payments } = context.services;
      if (row.status !== "pending_payment" || payments.provider(row.payment_method)?.isDeferred !== false) return [];
      return payments.methods(context.scope, row.grand_total_incl_cents).filter((method) => !method.isDeferred);
    },
    shipments: async (parent, _args, context) => {
      const shipments = await context.services.orders.shipments(readsOf(parent, context), parent.row.id);
      return shipments.map((shipment) => ({
        id: String(shipment.id),
        createdAt: shipment.createdAt,
        trackingId: shipment.trackingNumber,
        name: shipment.carrier,
        url: shipment.trackingUrl,
        items: shipment.items,
      }));
    },
    history: async (parent, _args, context) => {
      const { row } = parent;
      const events = await readsOf(parent, context).history(row.id);
      const { language } = context.store;
      return events.map((event) => ({
        status: statusOf(event.status_to),
        at: event.created_at,
        note: historyNoteOf(event, language),
      }));
    },
  },
  OrderPayment: {
    code: ({ order }) => order.payment_method,
    title: ({ order }, _args, context) => {
      if (order.payment_method === STORE_CREDIT_METHOD.code) return STORE_CREDIT_METHOD.title[context.store.language];
      const method = context.services.payments.methods(context.scope, order.grand_total_incl_cents).find((entry) => entry.code === order.payment_method);
      return method?.title ?? order.payment_method;
    },
    status: async (parent, _args, context) => {
      // Paid in full by store credit when placed, without a provider's payment (ADR 073); given back when cancelled.
      if (parent.order.payment_method === STORE_CREDIT_METHOD.code) return parent.order.status === "cancelled" ? "REFUNDED" : "PAID";
      const status = await readsOf(parent, context).paymentStatus(parent.order.id);
      return (status ?? "pending").toUpperCase() as OrderPaymentStatus;
    },
    instructions: async ({ order }, _args, context) => {
      const instructions = await context.services.payments.instructions(context.scope, order.id);
      if (!instructions) return null;
      return { ...instructions, amount: moneyOf(instructions.amountCents, "EUR") };
    },
  },
};
