import type { ReturnItemStatus, ReturnStatus } from "./generated/graphql.ts";
import type { StatusTone } from "../components/status-badge.tsx";

/**
 * How a return's status and its items' look wherever they are shown (the account's returns, an
 * order's page), in the tones the order statuses use: waiting for the shop (warm), under way
 * (blue), settled (green), refused (grey). Their words are the `accountReturns.status.*` and
 * `accountReturns.itemStatus.*` messages.
 */
export const RETURN_STATUS_TONE: Record<ReturnStatus, StatusTone> = {
  REQUESTED: "waiting",
  AUTHORISED: "progress",
  RECEIVED: "progress",
  CLOSED: "done",
};

export const RETURN_ITEM_STATUS_TONE: Record<ReturnItemStatus, StatusTone> = {
  REQUESTED: "waiting",
  AUTHORISED: "progress",
  RECEIVED: "progress",
  APPROVED: "done",
  REJECTED: "stopped",
};

/** A return's status said with its tone: what the badge's `data-tone` and message take. */
export const returnStatusMessage = (status: ReturnStatus) => `accountReturns.status.${status}`;
export const returnItemStatusMessage = (status: ReturnItemStatus) => `accountReturns.itemStatus.${status}`;
