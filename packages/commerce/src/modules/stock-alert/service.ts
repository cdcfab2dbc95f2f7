import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import { nowIso } from "../../db/database.ts";
import type { Database, StockAlertStatus } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { logRefusedAccess, requireCustomer } from "../../shared/ownership.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { addressKey, recipientKey } from "../../shared/throttling/throttling.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { isEmail, normaliseEmail } from "../customer/service.ts";
import { listedStates } from "../listing/product-index.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductService } from "../product/service.ts";
import { type ServiceScope, serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import type { StockService } from "../stock/service.ts";
import { stockAlertBackInStockMail } from "./mail/back-in-stock.ts";
import { stockAlertConfirmationMail } from "./mail/confirmation.ts";
import {
  type StockAlertRow,
  activeAlertsOf,
  alertByTokenHash,
  alertsOfCustomer,
  confirmByTokenHash,
  customerEmail,
  deleteOwned,
  deleteWaitingOf,
  markNotified,
  upsertActive,
  upsertUnconfirmed,
  waitingByProduct,
} from "./repository.ts";

/**
 * In-stock alerts (ADR 080; rules: docs/product-rules.md#in-stock-alerts): "tell me when it's
 * back" for a product out of stock, one alert per product and address. A signed-in customer's is
 * active at once, at their account's address. A visitor's waits for the link sent to the address
 * they gave (48 hours): nobody can make the shop write to a third party more than that link, at
 * most three a day per address. The stock service tells `notifyRestocked`, inside the unit of
 * work of every stock change, which products came back: each active alert of them is moved to
 * `notified` by a conditional update and, only when that update changed it, its message is
 * enqueued in the same unit of work, so it commits with the change and racing restocks still send
 * one message per alert.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_MS = 48 * 3_600_000;
/** How long a customer's list keeps alerts already notified. */
export const NOTIFIED_SHOWN_DAYS = 90;
/** The most alerts a customer's list answers (the schema's `@listSize`). */
export const MAX_LISTED = 200;

/** An alert as the API answers it (`StockAlert`): its product is read when asked. */
export interface StockAlertParent {
  id: string;
  status: "UNCONFIRMED" | "ACTIVE" | "NOTIFIED";
  productId: number;
  productName: string;
  createdAt: string;
  notifiedAt: string | null;
}

export type StockAlertRefusal = "UNKNOWN_PRODUCT" | "IN_STOCK" | "EMAIL_REQUIRED" | "INVALID_EMAIL" | "INVALID_TOKEN" | "UNKNOWN_ALERT";

export type StockAlertOutcome =
  | { ok: true; outcome: "ACTIVE" | "CONFIRMATION_SENT" | "UNSUBSCRIBED" | null; alert?: StockAlertParent }
  | { ok: false; code: StockAlertRefusal }
  | { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };

/** One line of the operator's list: a product with alerts waiting. */
export interface WaitingAlerts {
  sku: string;
  productName: string;
  active: number;
  unconfirmed: number;
}

const STATUS: Record<StockAlertStatus, StockAlertParent["status"]> = { unconfirmed: "UNCONFIRMED", active: "ACTIVE", notified: "NOTIFIED" };

const parentOf = (row: Pick<StockAlertRow, "id" | "status" | "product_id" | "product_name" | "created_at" | "notified_at">): StockAlertParent => ({
  id: String(row.id),
  status: STATUS[row.status],
  productId: row.product_id,
  productName: row.product_name,
  createdAt: row.created_at,
  notifiedAt: row.notified_at,
});

/** A link's token: 256 random bits, base64url (43 characters); only its hash is stored. */
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
/** An alert id as sent by a client: a positive whole number, or nothing. */
const alertIdOf = (id: string): number | undefined => (/^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : undefined);

const throttled = (retryAfterSeconds: number) => ({ ok: false as const, code: "TOO_MANY_ATTEMPTS" as const, retryAfterSeconds });

export function createStockAlertService(
  db: Kysely<Database>,
  deps: {
    products: Pick<ProductService, "bySku" | "byId" | "pageProduct" | "selectedOptions">;
    stock: Pick<StockService, "quantities">;
    limits: Pick<Limits, "stockAlertCustomer" | "stockAlertAddress" | "stockAlertRecipient" | "stockAlertTokenAddress">;
    mail: MailQueue;
    logger?: Logger;
    now?: () => Date;
  },
) {
  const { products, stock, limits, mail, logger } = deps;
  const now = () => (deps.now ? deps.now().toISOString() : nowIso());

  /** A product's name as an alert shows it: a variant's is its parent's with its option labels. */
  async function nameOf(scope: ServiceScope, record: ProductRecord): Promise<string> {
    if (record.parentId === null) return record.name;
    const [parent, options] = await Promise.all([products.pageProduct(scope, record), products.selectedOptions(scope, record)]);
    return options.length ? `${parent.name} – ${options.map((option) => option.label).join(", ")}` : parent.name;
  }

  /**
   * Whether the product is out of stock now, read from the database (never the catalogue's
   * cache, as the cart reads stock): a unit by its own quantity, a listed configurable, grouped
   * product or bundle by the listing index's rule on its parts. Undefined: it is not sold alone.
   */
  async function isOutOfStock(scope: ServiceScope, record: ProductRecord): Promise<boolean | undefined> {
    if (record.type === "simple") return ((await stock.quantities(scope, [record.sku])).get(record.sku) ?? 0) <= 0;
    const state = (await listedStates(scope.executor ?? db, [record.id])).get(record.id);
    return state === undefined ? undefined : state.inStock === 0;
  }

  /** The product a sku names in this store, out of stock now; or why not. */
  async function wantedProduct(scope: ServiceScope, sku: string): Promise<{ ok: true; record: ProductRecord } | { ok: false; code: "UNKNOWN_PRODUCT" | "IN_STOCK" }> {
    const record = await products.bySku(scope, sku);
    if (!record) return { ok: false, code: "UNKNOWN_PRODUCT" };
    const out = await isOutOfStock(scope, record);
    if (out === undefined) return { ok: false, code: "UNKNOWN_PRODUCT" };
    return out ? { ok: true, record } : { ok: false, code: "IN_STOCK" };
  }

  /** A link's token checked under the per-address limit of links that found nothing (a good one gives its point back). */
  async function withToken(client: string, token: string, work: (tokenHash: string) => Promise<StockAlertOutcome>): Promise<StockAlertOutcome> {
    const key = addressKey(client);
    const verdict = await limits.stockAlertTokenAddress.consume(key);
    if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
    const outcome = isTokenShaped(token) ? await work(hashOf(token)) : ({ ok: false, code: "INVALID_TOKEN" } as const);
    if (outcome.ok) await limits.stockAlertTokenAddress.refund(key);
    return outcome;
  }

  return {
    /**
     * Asks for an alert on the product `sku` names (sold in this store, out of stock now). A
     * signed-in customer's is active at once at their account's address (an existing one for the
     * product becomes active again). A visitor's address gets a confirmation link unless its alert
     * is active already, or three links went there in the last day: every such case answers
     * CONFIRMATION_SENT alike, so the answer says nothing about an address. `client`: the client's
     * address (limits).
     */
    async subscribe(scope: ServiceScope, request: { sku: string; email?: string | null }, client: string): Promise<StockAlertOutcome> {
      const customer = requireCustomer(scope);
      if (customer.ok) {
        const verdict = await limits.stockAlertCustomer.consume(`customer:${customer.customerId}`);
        if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
        const wanted = await wantedProduct(scope, request.sku);
        if (!wanted.ok) return wanted;
        const email = await customerEmail(db, customer.customerId);
        if (!email) return { ok: false, code: "UNKNOWN_PRODUCT" };
        const productName = await nameOf(scope, wanted.record);
        const address = normaliseEmail(email);
        await upsertActive(db, { productId: wanted.record.id, email: address, customerId: customer.customerId, store: scope.store.language, productName, now: now() });
        const row = await db.selectFrom("stock_alert").selectAll().where("product_id", "=", wanted.record.id).where("email", "=", address).executeTakeFirstOrThrow();
        return { ok: true, outcome: "ACTIVE", alert: parentOf(row) };
      }
      const typed = request.email?.trim() ?? "";
      if (!typed) return { ok: false, code: "EMAIL_REQUIRED" };
      const email = normaliseEmail(typed);
      if (!isEmail(email)) return { ok: false, code: "INVALID_EMAIL" };
      const verdict = await limits.stockAlertAddress.consume(addressKey(client));
      if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
      const wanted = await wantedProduct(scope, request.sku);
      if (!wanted.ok) return wanted;
      const sent = { ok: true, outcome: "CONFIRMATION_SENT" } as const;
      const existing = await db.selectFrom("stock_alert").select("status").where("product_id", "=", wanted.record.id).where("email", "=", email).executeTakeFirst();
      if (existing?.status === "active") return sent;
      // Past the address's limit nothing is sent, and the answer is the same.
      if (!(await limits.stockAlertRecipient.consume(recipientKey(email))).allowed) return sent;
      const productName = await nameOf(scope, wanted.record);
      const token = newToken();
      const written = await inTransaction(db, async (trx) => {
        const at = now();
        const expiresAt = new Date(Date.parse(at) + CONFIRMATION_LIFETIME_MS).toISOString();
        const waiting = await upsertUnconfirmed(trx, { productId: wanted.record.id, email, store: scope.store.language, productName, tokenHash: hashOf(token), expiresAt, now: at });
        if (waiting) await mail.enqueue({ executor: trx }, { template: stockAlertConfirmationMail, to: email, language: scope.store.language, data: { productName, token } });
        return waiting;
      });
      // Confirmed meanwhile: nothing was sent, so the address's point is given back.
      if (!written) await limits.stockAlertRecipient.refund(recipientKey(email));
      return sent;
    },

    /**
     * Confirms a visitor's alert with its link's token (unconfirmed and within 48 hours → active);
     * the link used again while the alert is active answers ACTIVE too (a double click). Tokens
     * that find nothing are counted per client address.
     */
    confirm(_scope: ServiceScope, token: string, client: string): Promise<StockAlertOutcome> {
      return withToken(client, token, async (tokenHash) => {
        if (await confirmByTokenHash(db, tokenHash, now())) return { ok: true, outcome: "ACTIVE" };
        const row = await alertByTokenHash(db, tokenHash);
        return row?.status === "active" ? { ok: true, outcome: "ACTIVE" } : { ok: false, code: "INVALID_TOKEN" };
      });
    },

    /**
     * Stops alerts with the token of any link the shop sent for one (a confirmation, expired or
     * not, or a back-in-stock message's stop link): every alert of that address still waiting
     * (unconfirmed or active) is deleted. Alerts already notified stay (they are done).
     */
    unsubscribe(_scope: ServiceScope, token: string, client: string): Promise<StockAlertOutcome> {
      return withToken(client, token, async (tokenHash) => {
        const row = await alertByTokenHash(db, tokenHash);
        if (!row) return { ok: false, code: "INVALID_TOKEN" };
        await deleteWaitingOf(db, row.email);
        return { ok: true, outcome: "UNSUBSCRIBED" };
      });
    },

    /** Removes one of the signed-in customer's alerts; another's id answers UNKNOWN_ALERT as a missing one does (and is logged). */
    async remove(scope: ServiceScope, id: string): Promise<StockAlertOutcome> {
      const alertId = alertIdOf(id);
      if (alertId !== undefined && (await deleteOwned(db, scope, alertId))) return { ok: true, outcome: null };
      logRefusedAccess(logger, scope, { object: "stock alert", tried: id, action: "remove" });
      return { ok: false, code: "UNKNOWN_ALERT" };
    },

    /** The signed-in customer's alerts (`Me.stockAlerts`): waiting ones, then those notified in the last 90 days, newest first. */
    async customerAlerts(scope: ServiceScope): Promise<StockAlertParent[]> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return [];
      const since = new Date(Date.parse(now()) - NOTIFIED_SHOWN_DAYS * 86_400_000).toISOString();
      return (await alertsOfCustomer(db, customer.customerId, since, MAX_LISTED)).map(parentOf);
    },

    /** The product of an alert as the catalogue has it now in the scope's store (undefined: no longer sold). */
    product: (scope: ServiceScope, alert: StockAlertParent) => products.byId(scope, alert.productId),

    /**
     * The restock listener (`stock.onRestocked`): inside the stock change's unit of work, each
     * active alert of these products becomes notified (a fresh token for the message's stop link)
     * by a conditional update, and only when it changed is its message enqueued, in the alert's
     * store language, with the product's name and page as the catalogue has them now.
     */
    async notifyRestocked(trx: Transaction<Database>, productIds: readonly number[]): Promise<void> {
      if (productIds.length === 0) return;
      const alerts = await activeAlertsOf(trx, productIds);
      if (alerts.length === 0) return;
      const pages = new Map<string, { name: string; path: string | null } | null>();
      for (const alert of alerts) {
        const token = newToken();
        if (!(await markNotified(trx, alert.id, hashOf(token), now()))) continue;
        const pageKey = `${alert.store}:${alert.product_id}`;
        if (!pages.has(pageKey)) {
          const scope = serviceScope({ store: stores[alert.store], executor: trx });
          const record = await products.byId(scope, alert.product_id);
          const page = record && (await products.pageProduct(scope, record));
          pages.set(pageKey, record && page ? { name: await nameOf(scope, record), path: page.urlKey ? `/${page.urlKey}` : null } : null);
        }
        const page = pages.get(pageKey);
        await mail.enqueue(
          { executor: trx },
          { template: stockAlertBackInStockMail, to: alert.email, language: alert.store, data: { productName: page?.name ?? alert.product_name, productPath: page?.path ?? null, token } },
        );
      }
    },

    /** Products with alerts waiting, for the operator: sku, name, active and unconfirmed counts (one product's with `sku`). */
    async waiting(scope: ServiceScope, sku?: string): Promise<WaitingAlerts[] | undefined> {
      let productId: number | undefined;
      if (sku !== undefined) {
        const row = await (scope.executor ?? db).selectFrom("product").select("id").where("sku", "=", sku.trim()).executeTakeFirst();
        if (!row) return undefined;
        productId = row.id;
      }
      const rows = await waitingByProduct(scope.executor ?? db, productId);
      return rows.map((row) => ({ sku: row.sku, productName: String(row.product_name), active: Number(row.active), unconfirmed: Number(row.unconfirmed) }));
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
