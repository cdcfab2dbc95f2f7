import type { GuestOrderLookupInput, OrderStatus } from "../../lib/generated/graphql.ts";

/** How a status looks: waiting for the shopper or the bank, on its way, arrived, or stopped. */
export type StatusTone = "waiting" | "progress" | "done" | "stopped";

export const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  PENDING_PAYMENT: "waiting",
  PROCESSING: "progress",
  PARTIALLY_SHIPPED: "progress",
  SHIPPED: "done",
  COMPLETE: "done",
  CANCELLED: "stopped",
};

/** A list page's number from its address (`?page=`): a whole number from 1, else the first page. */
export function pageParam(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** A page of the order list's address: the first page has no parameter. */
export const ordersPagePath = (page: number) => (page <= 1 ? "/user/orders" : `/user/orders?${new URLSearchParams({ page: String(page) })}`);

/**
 * The page numbers a pagination shows: the first, the last, and two either side of the current
 * one; `null` where numbers are left out (shown as an ellipsis).
 */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const shown = new Set<number>([1, totalPages]);
  for (let number = page - 2; number <= page + 2; number++) if (number >= 1 && number <= totalPages) shown.add(number);
  const sorted = [...shown].filter((number) => number >= 1).sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const number of sorted) {
    const previous = numbers[numbers.length - 1];
    if (typeof previous === "number" && number - previous === 2) numbers.push(previous + 1);
    else if (typeof previous === "number" && number - previous > 2) numbers.push(null);
    numbers.push(number);
  }
  return numbers;
}

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

/** What the shopper may do next with an order (the actions row). */
export function orderActions(status: OrderStatus) {
  return {
    // Something has left the warehouse: it can be sent back.
    returnable: status === "PARTIALLY_SHIPPED" || status === "SHIPPED" || status === "COMPLETE",
    // Paid at some point: refunds may exist.
    refundable: status !== "PENDING_PAYMENT",
  };
}
