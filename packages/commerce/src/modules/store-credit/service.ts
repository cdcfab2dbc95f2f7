import type { Kysely, Transaction } from "kysely";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { storeCreditAddedMail } from "./mail/credit-added.ts";
import type { Database, StoreCreditAction } from "../../db/schema.ts";
import { requireCustomer } from "../../shared/ownership.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type StoreCreditEntryRow, balanceOf, credit, customerByEmail, debit, entriesPage, entryCount, insertEntry, orderEntries } from "./repository.ts";

/**
 * Store credit (avoir; ADR 073): a ledger per customer. The balance is a row of its own, changed
 * only together with the entry that says why (action, signed amount, the balance it left), in
 * the caller's unit of work: an order placed spends it, a cancellation gives it back, an operator
 * or a refund adds to it. Spending is a conditional update (`… where balance_cents >= :amount`):
 * the balance never goes below zero on either database, also with two checkouts spending it at
 * once. Rules: docs/product-rules.md#store-credit.
 */

export type { StoreCreditEntryRow } from "./repository.ts";

/** The payment method of an order store credit pays in full (no provider: the ledger's entry is its record). */
export const STORE_CREDIT_METHOD = { code: "store_credit", title: { fr: "Avoir", en: "Store credit" }, isDeferred: false } as const;

/** Entries per page of a customer's history: 20 unless asked, 1 to 50. */
export const HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;

/** Longest comment an operator may give (shown to the customer). */
export const MAX_COMMENT_LENGTH = 500;

export interface StoreCreditAddition {
  customerId: number;
  /** Euro cents, more than zero. */
  amountCents: number;
  action: Extract<StoreCreditAction, "added_by_shop" | "refunded">;
  orderId?: number | null;
  refundId?: number | null;
  /** The shop's words for the customer (an operator's reason). */
  comment?: string | null;
  /** Who added it (an operator's name or e-mail): kept for the shop, never shown. */
  staff?: string | null;
}

export type SpendOutcome = { ok: true; entry: StoreCreditEntryRow } | { ok: false; code: "INSUFFICIENT" };

/** A change of the ledger as the customer sees it. */
export interface StoreCreditEntryView {
  id: number;
  action: StoreCreditAction;
  amountCents: number;
  balanceCents: number;
  createdAt: string;
  orderNumber: string | null;
  /** The order's opaque id (the customer's own order: its page's address). */
  orderId: string | null;
  comment: string | null;
}

export interface StoreCreditHistoryPage {
  items: StoreCreditEntryView[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const isPositiveCents = (cents: number) => Number.isSafeInteger(cents) && cents > 0;

/**
 * Of an order's entries (`orderEntries`: its spending, negative; its refunds' and its
 * cancellation's, positive): what it spent and did not get back (never below 0).
 */
const leftOf = (entries: readonly StoreCreditEntryRow[]) => Math.max(0, -entries.reduce((sum, entry) => sum + entry.amount_cents, 0));

/** A whole number from an argument, within bounds (the fallback for anything that is not a number). */
const clampInt = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;

export function createStoreCreditService(db: Kysely<Database>, deps: { mail: MailQueue }) {
  async function addIn(trx: Transaction<Database> | Kysely<Database>, addition: StoreCreditAddition): Promise<StoreCreditEntryRow> {
    if (!isPositiveCents(addition.amountCents)) throw new RangeError("store credit: an addition is a whole number of cents above zero");
    if (addition.action !== "added_by_shop" && addition.action !== "refunded") throw new RangeError("store credit: only the shop and refunds add credit");
    const comment = addition.comment?.trim() ? addition.comment.trim().slice(0, MAX_COMMENT_LENGTH) : null;
    const balanceCents = await credit(trx, addition.customerId, addition.amountCents);
    return insertEntry(trx, { ...addition, comment, balanceCents });
  }

  return {
    /** The customer's balance now, euro cents (0 when they never had any), read on the scope's executor (an order's unit of work reads it there). */
    balance(scope: ServiceScope, customerId: number): Promise<number> {
      return balanceOf(scope.executor ?? db, customerId);
    },

    /** A page of the customer's ledger, newest first, each entry with the number of the order it concerns. Pages are clamped to those there are. */
    async history(scope: ServiceScope, customerId: number, request: { page?: number | null; pageSize?: number | null } = {}): Promise<StoreCreditHistoryPage> {
      const executor = scope.executor ?? db;
      const pageSize = clampInt(request.pageSize, 1, HISTORY_PAGE_SIZE.max, HISTORY_PAGE_SIZE.default);
      const totalCount = await entryCount(executor, customerId);
      const totalPages = Math.ceil(totalCount / pageSize);
      const page = clampInt(request.page, 1, Math.max(1, totalPages), 1);
      const rows = totalCount ? await entriesPage(executor, customerId, pageSize, (page - 1) * pageSize) : [];
      return {
        items: rows.map((row) => ({
          id: row.id,
          action: row.action,
          amountCents: row.amount_cents,
          balanceCents: row.balance_cents,
          createdAt: row.created_at,
          // An order being placed carries its public id as a provisional number until it commits: never seen here.
          orderNumber: row.order_number ?? null,
          orderId: row.order_number ? (row.order_public_id ?? null) : null,
          comment: row.comment,
        })),
        totalCount,
        page,
        pageSize,
        totalPages,
      };
    },

    /**
     * The signed-in customer's own store credit (`Me.storeCredit`): the scope's customer, never an
     * id from a request, so nobody reads another's. Null for a visitor.
     */
    async mine(scope: ServiceScope): Promise<{ customerId: number; balanceCents: number } | null> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return null;
      return { customerId: customer.customerId, balanceCents: await balanceOf(scope.executor ?? db, customer.customerId) };
    },

    /** Adds credit (an operator's addition, a refund) in the caller's unit of work: the balance raised and its entry. */
    addIn,

    /**
     * The shop adds credit to the account of `email` (an operator's `credit add`): one unit of work,
     * the entry carrying the operator's reason as the comment the customer reads, and the e-mail
     * telling the customer (in their account's language).
     */
    async addByShop(
      scope: ServiceScope,
      request: { email: string; amountCents: number; comment: string; staff: string | null },
    ): Promise<{ ok: true; entry: StoreCreditEntryRow; email: string } | { ok: false; code: "UNKNOWN_CUSTOMER" }> {
      return inTransaction(scope.executor ?? db, async (trx) => {
        const customer = await customerByEmail(trx, request.email);
        if (!customer) return { ok: false as const, code: "UNKNOWN_CUSTOMER" as const };
        const entry = await addIn(trx, { customerId: customer.id, amountCents: request.amountCents, action: "added_by_shop", comment: request.comment, staff: request.staff });
        await deps.mail.enqueue({ executor: trx }, {
          template: storeCreditAddedMail,
          to: customer.email,
          language: customer.language === "en" ? "en" : "fr",
          data: { firstname: customer.firstname, amountCents: entry.amount_cents, balanceCents: entry.balance_cents, comment: entry.comment },
        });
        return { ok: true as const, entry, email: customer.email };
      });
    },

    /** The balance and latest entries of the account of `email`, for the operator (`credit show`); undefined: no such account. */
    async statementOf(scope: ServiceScope, email: string, limit = 10) {
      const executor = scope.executor ?? db;
      const customer = await customerByEmail(executor, email);
      if (!customer) return undefined;
      const [balanceCents, entries] = await Promise.all([balanceOf(executor, customer.id), entriesPage(executor, customer.id, limit, 0)]);
      return { email: customer.email, balanceCents, entries };
    },

    /**
     * Spends `amountCents` on the order in the order's unit of work, only where the balance covers
     * it (one conditional update): `INSUFFICIENT` changes nothing, and the caller refuses the order.
     */
    async spendIn(trx: Transaction<Database>, spending: { customerId: number; amountCents: number; orderId: number }): Promise<SpendOutcome> {
      if (!isPositiveCents(spending.amountCents)) throw new RangeError("store credit: a spending is a whole number of cents above zero");
      const balanceCents = await debit(trx, spending.customerId, spending.amountCents);
      if (balanceCents === undefined) return { ok: false, code: "INSUFFICIENT" };
      const entry = await insertEntry(trx, { customerId: spending.customerId, action: "spent_on_order", amountCents: -spending.amountCents, balanceCents, orderId: spending.orderId });
      return { ok: true, entry };
    },

    /**
     * What the order spent of store credit and has not had back yet (euro cents, 0 when none): its
     * spending minus what its refunds credited (`refunded` entries of the order, whatever the refund
     * paid back: a refund to store credit gives the credit back first) and minus its cancellation's
     * entry. Read in the caller's unit of work (the order's row locked), so it is what a
     * cancellation may still give back (ADR 076).
     */
    async leftToGiveBack(trx: Transaction<Database>, orderId: number): Promise<number> {
      return leftOf(await orderEntries(trx, orderId));
    },

    /**
     * Gives back to its customer the store credit spent on the order and not given back yet
     * (`leftToGiveBack`), or `amountCents` of it, in the cancellation's unit of work (the order's row
     * locked by the caller; `refundId`: the refund of a paid order's cancellation that records it):
     * once, however often the order is cancelled (the ledger holds one `order_cancelled` entry per
     * order at most), never more than is left. Undefined when there is nothing to give back.
     */
    async giveBackIn(trx: Transaction<Database>, orderId: number, options: { amountCents?: number; refundId?: number } = {}): Promise<StoreCreditEntryRow | undefined> {
      const entries = await orderEntries(trx, orderId);
      const spent = entries.find((entry) => entry.action === "spent_on_order");
      if (!spent || entries.some((entry) => entry.action === "order_cancelled")) return undefined;
      const left = leftOf(entries);
      const amountCents = options.amountCents ?? left;
      if (amountCents > left) throw new RangeError(`store credit: order ${orderId} has ${left} cents left to give back, not ${amountCents}`);
      if (amountCents <= 0) return undefined;
      const balanceCents = await credit(trx, spent.customer_id, amountCents);
      return insertEntry(trx, { customerId: spent.customer_id, action: "order_cancelled", amountCents, balanceCents, orderId, refundId: options.refundId ?? null });
    },
  };
}

export type StoreCreditService = ReturnType<typeof createStoreCreditService>;
