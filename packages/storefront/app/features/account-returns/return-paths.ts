import { listPagePath } from "../../components/account-pagination.tsx";

/** An order's page in the account. */
export const orderPath = (orderId: string) => `/user/orders/${encodeURIComponent(orderId)}`;

/** The page asking for a return of an order's items. */
export const returnCreatePath = (orderId: string) => `${orderPath(orderId)}/returns/create`;

/** The page of an order's refunds. */
export const refundsPath = (orderId: string) => `${orderPath(orderId)}/refunds`;

/** A page of the returns list's address. */
export const returnsPagePath = (page: number) => listPagePath("/user/returns", page);

/** A return's number as the address names it after it was requested (`?created=RMA-2026-000012`), if it looks like one. */
export const createdParam = (search: URLSearchParams): string | null => {
  const number = search.get("created")?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,60}$/.test(number) ? number : null;
};
