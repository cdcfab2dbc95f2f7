import { listPagePath } from "../../components/account-pagination.tsx";
import type { GuestOrderLookupInput, OrderStatus } from "../../lib/generated/graphql.ts";
import type { StatusTone } from "../../components/status-badge.tsx";


export const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  PENDING_PAYMENT: "waiting",
  PROCESSING: "progress",
  PARTIALLY_SHIPPED: "progress",
  SHIPPED: "done",
  COMPLETE: "done",
  CANCELLED: "stopped",
  // Everything invoiced was paid back: the order has ended, as a cancelled one has.
  CLOSED: "stopped",
};

export { pageNumbers, pageParam } from "../../components/account-pagination.tsx";

/** A page of the order list's address: the first page has no parameter. */
export const ordersPagePath = (page: number) => listPagePath("/user/orders", page);

/** How many units an order holds (its lines' quantities). */
export const unitCount = (order: { items: readonly { quantity: number }[] }) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** Whether an address from the API is a page of the web (a carrier's tracking page): anything else is not linked. */
export const isWebAddress = (url: string | null | undefined): url is string => {
  if (!url) return false;
  const parsed = URL.parse(url);
  return parsed !== null && (parsed.protocol === "https:" || parsed.protocol === "http:");
};

/** The lookup form's fields, as typed (the API trims and compares). */
export function guestLookupInput(form: FormData): GuestOrderLookupInput {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return { number: text("number"), email: text("email"), postcode: text("postcode") };
}

/** Which of the order's lines a parcel holds, and how much of a line has left already. */
export function shippedLabelValues(item: { quantity: number; quantityShipped: number }) {
  return { shipped: item.quantityShipped, count: item.quantity, state: item.quantityShipped === 0 ? "none" : item.quantityShipped >= item.quantity ? "all" : "some" } as const;
}

/**
 * What the shopper may do next with an order (the actions row): ask for a return while a line has
 * units the API says may be returned now (shipped, not already asked for, within the return
 * window), see its refunds once it has some.
 */
export function orderActions(order: { returnableItems: readonly { quantityReturnable: number }[]; refunds: readonly unknown[] }) {
  return {
    returnable: order.returnableItems.some((item) => item.quantityReturnable > 0),
    refunds: order.refunds.length > 0,
  };
}
