import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import { nowIso } from "../../db/database.ts";
import type { Database, ReturnItemStatus, ReturnStatus } from "../../db/schema.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { logRefusedAccess, owned, requireCustomer } from "../../shared/ownership.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type OrderLineRow, type OrderRow, billingAddressOf, orderLines, shippingAddressOf } from "../order/order-record.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { StockLine, StockService } from "../stock/service.ts";
import { shopCalendarYear } from "../shop/stores.ts";
import type { ReturnMailData, ReturnMailItem } from "./mail/return-mail-data.ts";
import { returnRequestedMail } from "./mail/requested.ts";
import { type ReturnStatusMailData, returnStatusMail } from "./mail/status.ts";
import {
  type ReturnAttributeRow,
  type ReturnEventRow,
  type ReturnItemRecord,
  type ReturnRow,
  type StoredAnswer,
  activeAttributes,
  eventsOfReturns,
  itemsOfReturns,
  lineReturnFacts,
  lockReturn,
  nextReturnNumber,
  optionsOf,
  ownedReturnsOfOrders,
} from "./repository.ts";
import { type LineReturnability, OPENED_ATTRIBUTE, checkAnswers, lineReturnability } from "./rules.ts";
import { type SlipContent, returnSlipPdf } from "./slip-pdf.ts";

/**
 * Returns (RMA, schema.graphql; rules: docs/product-rules.md#returns; ADR 074). A signed-in
 * customer asks to return shipped units of one of their own orders within the return window,
 * answering the shop's questions for each item; the request is recorded with its number, the
 * order lines' `quantity_return_requested` raised by conditional updates in the same unit of work
 * (never above what shipped, whatever runs at once), and the shopper e-mailed the instructions and
 * the printable slip. The shop then authorises it, receives the parcel and approves or rejects
 * each item (or refuses the request before receipt); every change is one unit of work with its
 * event and its e-mail, and made once however often it is asked.
 *
 * Who sees what: every shopper's statement names the owner (`owned`, ADR 045); another's order or
 * return answers exactly as one that does not exist, and the attempt is logged.
 */

export type { ReturnRow, ReturnItemRecord, ReturnEventRow } from "./repository.ts";
export type { OrderRow } from "../order/order-record.ts";
export type { LineReturnability, NotReturnableReason } from "./rules.ts";

/** A return's id in the API and its slip's path: random, 43 characters of base64url (like an order's). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{43}$/;
/** An order line as the API names it (`orderItemId`: its position on the order). */
const ORDER_ITEM_ID = /^\d{1,6}$/;
/** `RMA-2026-000012`. */
const RETURN_NUMBER = /^RMA-\d{4}-\d{6,9}$/;
/** Lines one request may hold (the API's bound). */
const MAX_ITEMS = 100;
/** Returns per page of a customer's list: 10 unless asked, 1 to 50. */
export const RETURNS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** Longest note an operator may give the shopper. */
const MAX_NOTE_LENGTH = 1_000;

/** The store-relative path of a return's printable slip (the en-GB store prefixes it with `/en`). */
export const returnSlipPath = (publicId: string) => `/user/returns/${publicId}/slip/pdf`;

export type CreateReturnRefusal =
  | "SIGN_IN_REQUIRED"
  | "UNKNOWN_ORDER"
  | "NOTHING_SELECTED"
  | "UNKNOWN_ITEM"
  | "QUANTITY_NOT_RETURNABLE"
  | "RETURN_WINDOW_CLOSED"
  | "OPENED_NOT_RETURNABLE"
  | "ANSWER_REQUIRED"
  | "ANSWER_INVALID";

export interface CreateReturnInput {
  /** The order's public id (`Order.order_id`). */
  orderId: string;
  items: readonly { orderItemId: string; quantity: number; answers: readonly { code: string; value: string }[] }[];
}

export type CreateReturnOutcome =
  | { ok: true; request: ReturnRow; order: OrderRow }
  /** `itemId`: the order line (`orderItemId`) the refusal is about; `attribute`: the attribute's code. Never what was sent when it names nothing. */
  | { ok: false; code: CreateReturnRefusal; itemId?: string | null; attribute?: string | null };

/** A question as the store shows it. */
export interface ReturnAttributeView {
  code: string;
  label: string;
  kind: "SELECT" | "TEXTAREA" | "TEXT" | "BOOLEAN";
  required: boolean;
  help: string | null;
  options: { value: string; label: string }[];
  maxLength: number | null;
}

/** What of an order line may be returned now, with the line's name. */
export interface ReturnableLine extends LineReturnability {
  orderItemId: string;
  name: string;
  sku: string;
  options: { label: string; value: string }[];
}

/** A page of a customer's returns, newest first. */
export interface CustomerReturnsPage {
  returns: ReturnRow[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** What an operator does to a return. */
export type ReturnAction = "authorise" | "receive" | "approve" | "reject";

/** Why a return's status changed: an operator (the command's account). */
export interface ReturnCause {
  operator: string;
}

export interface ReturnChangeRequest {
  /** Approve or reject: the units to decide by sku (absent or empty: every item received). */
  items?: readonly { sku: string; quantity: number }[];
  /** A message for the shopper (e-mail and history). */
  note?: string | null;
  /** Approve: whether the approved units go back to stock (default true; false for damaged goods). */
  restock?: boolean;
}

export type ReturnChangeRefusal =
  | "UNKNOWN_RETURN"
  /** The return's status does not allow it (`status` says which). */
  | "NOT_ALLOWED"
  /** `--items` given to authorise or receive, or to reject before receipt (the request is refused whole then). */
  | "ITEMS_NOT_ALLOWED"
  | "UNKNOWN_SKU"
  | "QUANTITY_TOO_HIGH"
  | "INVALID_QUANTITY"
  | "NOTE_TOO_LONG";

export type ReturnChangeOutcome =
  | {
      ok: true;
      status: ReturnStatus;
      changed: boolean;
      decided: { sku: string; name: string; quantity: number; status: ReturnItemStatus }[];
      /** The stock units the approval gave back (none when told not to, or nothing was approved). */
      restocked?: StockLine[];
    }
  | { ok: false; code: ReturnChangeRefusal; status?: ReturnStatus; sku?: string; remaining?: number };

/** One row of `return list`. */
export interface ReturnSummary {
  number: string;
  status: ReturnStatus;
  createdAt: string;
  orderNumber: string;
  email: string;
  store: string;
  units: number;
}

/** Everything an operator sees of one return (`return show`). */
export interface ReturnRecordView {
  row: ReturnRow;
  order: OrderRow;
  items: ReturnItemRecord[];
  events: ReturnEventRow[];
}

export interface ReturnServiceDeps {
  config: Pick<Config, "returns" | "shopName" | "seller" | "contactEmail" | "contactPhone">;
  mail: MailQueue;
  /** Approved units go back to stock through it, in the approval's unit of work. */
  stock: Pick<StockService, "giveBack">;
  logger?: Logger;
  /** The clock the return window is read on (tests move it). */
  now?: () => Date;
}

/** A refusal met inside the unit of work: thrown so that it rolls back, answered after. */
class Refused extends Error {
  constructor(
    readonly code: CreateReturnRefusal,
    readonly itemId: string,
  ) {
    super(code);
  }
}

const language = (row: { store: string }): "fr" | "en" => (row.store === "en" ? "en" : "fr");

/** The shopper's first name as their order addresses them. */
const firstnameOf = (order: OrderRow) => (shippingAddressOf(order) ?? billingAddressOf(order)).firstname;

const mailItemOf = (item: Pick<ReturnItemRecord, "name" | "sku" | "options" | "quantity" | "status" | "answers">): ReturnMailItem => ({
  name: item.name,
  sku: item.sku,
  options: item.options,
  quantity: item.quantity,
  status: item.status,
  answers: item.answers.map((answer) => ({ label: answer.label, shown: answer.shown })),
});

export function createReturnService(db: Kysely<Database>, deps: ReturnServiceDeps) {
  const { config, mail, stock, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowDays = () => config.returns.windowDays;

  /** Per scope (one GraphQL operation): loaders batching a page's reads, one statement per kind of row. */
  function perScope<K, V>(load: (scope: ServiceScope, keys: readonly K[]) => Promise<Map<K, V>>, fallback: () => V) {
    const loaders = new WeakMap<ServiceScope, BatchLoader<K, V>>();
    return (scope: ServiceScope) => {
      let loader = loaders.get(scope);
      if (!loader) {
        loader = new BatchLoader<K, V>((keys) => load(scope, keys), fallback);
        loaders.set(scope, loader);
      }
      return loader;
    };
  }
  const executorOf = (scope: ServiceScope) => scope.executor ?? db;
  const itemLoader = perScope<number, ReturnItemRecord[]>((scope, ids) => itemsOfReturns(executorOf(scope), ids), () => []);
  const eventLoader = perScope<number, ReturnEventRow[]>((scope, ids) => eventsOfReturns(executorOf(scope), ids), () => []);
  const byOrderLoader = perScope<number, ReturnRow[]>((scope, ids) => ownedReturnsOfOrders(executorOf(scope), scope, ids), () => []);
  const orderLoader = perScope<number, OrderRow | undefined>(
    async (scope, ids) => {
      const rows = await owned(scope, executorOf(scope).selectFrom("sales_order").selectAll().where("id", "in", ids), "customer_id").execute();
      return new Map(rows.map((row) => [row.id, row]));
    },
    () => undefined,
  );
  // The lines of the scope's customer's orders (the owner in the statement), with what deciding their returns needs.
  const returnableLoader = perScope<number, ReturnableLine[]>(
    async (scope, ids) => {
      const lines = await owned(
        scope,
        executorOf(scope).selectFrom("sales_order_line").innerJoin("sales_order", "sales_order.id", "sales_order_line.order_id").selectAll("sales_order_line").where("sales_order.id", "in", ids),
        "sales_order.customer_id",
      )
        .orderBy("sales_order_line.order_id")
        .orderBy("sales_order_line.position")
        .execute();
      const facts = await lineReturnFacts(executorOf(scope), lines);
      const at = now();
      const byOrder = new Map<number, ReturnableLine[]>();
      for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), returnableOf(line, facts, at)]);
      return byOrder;
    },
    () => [],
  );

  function returnableOf(line: OrderLineRow, facts: Awaited<ReturnType<typeof lineReturnFacts>>, at: Date): ReturnableLine {
    return {
      orderItemId: String(line.position),
      name: line.name,
      sku: line.sku,
      options: JSON.parse(line.options) as { label: string; value: string }[],
      ...lineReturnability(
        line,
        { lastShippedAt: facts.lastShippedAt.get(line.id), unopenedOnly: facts.unopenedOnly, orderSettled: facts.settledOrders.has(line.order_id) },
        windowDays(),
        at,
      ),
    };
  }

  /** Whether the scope's signed-in customer owns the order (returns are theirs only; a guest order has none). */
  const ownsOrder = (scope: ServiceScope, order: Pick<OrderRow, "customer_id">) => scope.customerId != null && order.customer_id === scope.customerId;

  /** What a return e-mail shows, from the rows as they are in the unit of work. */
  const mailDataOf = (row: ReturnRow, order: OrderRow, items: readonly ReturnItemRecord[]): ReturnMailData => ({
    number: row.number,
    orderNumber: order.number,
    firstname: firstnameOf(order),
    requestedAt: row.created_at,
    items: items.map(mailItemOf),
    returnAddress: [...config.returns.address],
    slipPath: row.status === "closed" ? null : returnSlipPath(row.public_id),
  });

  /**
   * Records the request in one unit of work: each line's `quantity_return_requested` raised by a
   * conditional update (`… + n <= quantity_shipped`, in line id order so two requests never wait
   * for each other crosswise), the request, its items and first event, its number (last but the
   * e-mail that names it: the year's row is shared by every request, ADR 056), the e-mail.
   */
  async function record(executor: Kysely<Database>, order: OrderRow, customerId: number, planned: { line: OrderLineRow; quantity: number; answers: StoredAnswer[] }[]): Promise<ReturnRow> {
    return inTransaction(executor, async (trx) => {
      for (const { line, quantity } of [...planned].sort((a, b) => a.line.id - b.line.id)) {
        const raised = await trx
          .updateTable("sales_order_line")
          .set((eb) => ({ quantity_return_requested: eb("quantity_return_requested", "+", quantity) }))
          .where("id", "=", line.id)
          .where((eb) => eb(eb("quantity_return_requested", "+", quantity), "<=", eb.ref("quantity_shipped")))
          .executeTakeFirst();
        if (Number(raised.numUpdatedRows) !== 1) throw new Refused("QUANTITY_NOT_RETURNABLE", String(line.position));
      }
      const at = nowIso();
      const publicId = randomBytes(32).toString("base64url");
      // Under its public id until its number is drawn, last.
      const { id } = await trx
        .insertInto("return_request")
        .values({ public_id: publicId, number: publicId, order_id: order.id, customer_id: customerId, store: order.store, status: "requested", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("return_request_line")
        .values(planned.map(({ line, quantity, answers }) => ({ return_id: id, order_line_id: line.id, quantity, status: "requested" as const, answers: JSON.stringify(answers) })))
        .execute();
      const units = planned.reduce((sum, entry) => sum + entry.quantity, 0);
      await trx.insertInto("return_request_event").values({ return_id: id, status_from: null, status_to: "requested", cause: "requested", detail: JSON.stringify({ units }), created_at: at }).execute();
      const number = await nextReturnNumber(trx, shopCalendarYear(new Date(at)));
      await trx.updateTable("return_request").set({ number }).where("id", "=", id).execute();
      const row = await trx.selectFrom("return_request").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const items = (await itemsOfReturns(trx, [id])).get(id) ?? [];
      await mail.enqueue({ executor: trx }, { template: returnRequestedMail, to: order.email, language: language(order), data: mailDataOf(row, order, items) });
      return row;
    });
  }

  /** The units to decide among the received items, by sku (every received item when none is given). */
  function plan(items: readonly ReturnItemRecord[], wanted: ReturnChangeRequest["items"]): { ok: true; takes: Map<number, number> } | { ok: false; code: ReturnChangeRefusal; sku?: string; remaining?: number } {
    const received = items.filter((item) => item.status === "received");
    const takes = new Map<number, number>();
    if (!wanted?.length) {
      for (const item of received) takes.set(item.id, item.quantity);
      return { ok: true, takes };
    }
    for (const entry of wanted) {
      const sku = entry.sku.trim();
      if (!Number.isSafeInteger(entry.quantity) || entry.quantity < 1) return { ok: false, code: "INVALID_QUANTITY", sku };
      if (!items.some((item) => item.sku === sku)) return { ok: false, code: "UNKNOWN_SKU", sku };
      let left = entry.quantity;
      for (const item of received.filter((candidate) => candidate.sku === sku)) {
        const taken = Math.min(item.quantity - (takes.get(item.id) ?? 0), left);
        if (taken > 0) takes.set(item.id, (takes.get(item.id) ?? 0) + taken);
        left -= taken;
      }
      if (left > 0) return { ok: false, code: "QUANTITY_TOO_HIGH", sku, remaining: received.filter((item) => item.sku === sku).reduce((sum, item) => sum + item.quantity, 0) };
    }
    return { ok: true, takes };
  }

  /**
   * The stock units approved items took, scaled to the units approved (a bundle's line took its
   * parts), summed per sku; units without stock of their own (downloadable, virtual) left out.
   */
  async function approvedUnits(trx: Kysely<Database>, decided: readonly ReturnItemRecord[]): Promise<StockLine[]> {
    const approved = decided.filter((item) => item.status === "approved");
    if (approved.length === 0) return [];
    const lines = await trx.selectFrom("sales_order_line").select(["id", "units", "quantity"]).where("id", "in", [...new Set(approved.map((item) => item.orderLineId))]).execute();
    const byId = new Map(lines.map((line) => [line.id, line]));
    const totals = new Map<string, number>();
    for (const item of approved) {
      const line = byId.get(item.orderLineId);
      if (!line || line.quantity <= 0) continue;
      for (const unit of JSON.parse(line.units) as StockLine[]) totals.set(unit.sku, (totals.get(unit.sku) ?? 0) + Math.round((unit.quantity * item.quantity) / line.quantity));
    }
    if (totals.size === 0) return [];
    const virtual = new Set((await trx.selectFrom("product").select("sku").where("sku", "in", [...totals.keys()]).where("is_virtual", "=", 1).execute()).map((row) => row.sku));
    return [...totals].filter(([sku, quantity]) => quantity > 0 && !virtual.has(sku)).map(([sku, quantity]) => ({ sku, quantity }));
  }

  /**
   * Gives approved units back to stock in the approval's unit of work (so in-stock alerts of a
   * product back are told in it too). A unit deleted from the catalogue since cannot take its
   * stock back: the others still do, and the operator's log says which did not.
   */
  async function restockApproved(scope: ServiceScope, trx: Kysely<Database>, number: string, units: StockLine[]): Promise<StockLine[]> {
    if (units.length === 0) return [];
    const joined = { ...scope, executor: trx };
    if ((await stock.giveBack(joined, units)).success) return units;
    const given: StockLine[] = [];
    for (const unit of units) {
      const one = await stock.giveBack(joined, [unit]);
      if (one.success) given.push(unit);
      else logger?.warn({ return: number, sku: unit.sku, quantity: unit.quantity, code: one.errorCode }, "returns: approved units could not go back to stock");
    }
    return given;
  }

  /**
   * One operator's change in one unit of work: the return's row locked, its status updated only
   * from the one read, the items' statuses, the event (cause: the action; detail: operator, note,
   * units, items), the shopper's e-mail. Asked again once made: `changed: false`, nothing written.
   */
  function change(scope: ServiceScope, number: string, action: ReturnAction, request: ReturnChangeRequest, cause: ReturnCause): Promise<ReturnChangeOutcome> {
    const note = request.note?.trim() || null;
    if (note && note.length > MAX_NOTE_LENGTH) return Promise.resolve({ ok: false, code: "NOTE_TOO_LONG" });
    return inTransaction(executorOf(scope), async (trx): Promise<ReturnChangeOutcome> => {
      const row = await lockReturn(trx, number.trim().toUpperCase());
      if (!row) return { ok: false, code: "UNKNOWN_RETURN" };
      const unchanged: ReturnChangeOutcome = { ok: true, status: row.status, changed: false, decided: [] };
      const refused = { ok: false, code: "NOT_ALLOWED", status: row.status } as const;
      const items = (await itemsOfReturns(trx, [row.id])).get(row.id) ?? [];
      const withItems = !!request.items?.length;
      let to: ReturnStatus;
      let mailChange: ReturnStatusMailData["change"];
      const decided: ReturnItemRecord[] = [];
      let restocked: StockLine[] = [];
      const setItems = (from: ReturnItemStatus, next: ReturnItemStatus) =>
        trx.updateTable("return_request_line").set({ status: next }).where("return_id", "=", row.id).where("status", "=", from).execute();
      if (action === "authorise" || action === "receive") {
        if (withItems) return { ok: false, code: "ITEMS_NOT_ALLOWED", status: row.status };
        const [from, next, itemFrom, itemNext] = action === "authorise" ? (["requested", "authorised", "requested", "authorised"] as const) : (["authorised", "received", "authorised", "received"] as const);
        if (row.status === next) return unchanged;
        if (row.status !== from) return refused;
        await setItems(itemFrom, itemNext);
        to = next;
        mailChange = next;
      } else if (row.status === "closed") {
        return unchanged;
      } else if (row.status !== "received") {
        // Before the parcel arrives only a refusal of the whole request makes sense: nothing has been checked.
        if (action === "approve") return refused;
        if (withItems) return { ok: false, code: "ITEMS_NOT_ALLOWED", status: row.status };
        await trx.updateTable("return_request_line").set({ status: "rejected" }).where("return_id", "=", row.id).execute();
        decided.push(...items.map((item) => ({ ...item, status: "rejected" as const })));
        to = "closed";
        mailChange = "refused";
      } else {
        const planned = plan(items, request.items);
        if (!planned.ok) return { ...planned, status: row.status };
        const status: ReturnItemStatus = action === "approve" ? "approved" : "rejected";
        for (const item of items) {
          const taken = planned.takes.get(item.id);
          if (!taken) continue;
          if (taken === item.quantity) {
            await trx.updateTable("return_request_line").set({ status }).where("id", "=", item.id).where("status", "=", "received").execute();
          } else {
            // Part of an item decided: the rest stays received on its own row, with the same answers.
            await trx.updateTable("return_request_line").set({ quantity: item.quantity - taken }).where("id", "=", item.id).execute();
            await trx
              .insertInto("return_request_line")
              .values({ return_id: row.id, order_line_id: item.orderLineId, quantity: taken, status, answers: JSON.stringify(item.answers) })
              .execute();
          }
          decided.push({ ...item, quantity: taken, status });
        }
        const open = await trx.selectFrom("return_request_line").select("id").where("return_id", "=", row.id).where("status", "not in", ["approved", "rejected"]).executeTakeFirst();
        to = open ? "received" : "closed";
        mailChange = "decided";
        if (action === "approve" && request.restock !== false) restocked = await restockApproved(scope, trx, row.number, await approvedUnits(trx, decided));
      }
      const at = nowIso();
      const moved = await trx.updateTable("return_request").set({ status: to, updated_at: at }).where("id", "=", row.id).where("status", "=", row.status).executeTakeFirst();
      // Cannot happen under the row lock; if it did, nothing of this change is kept.
      if (Number(moved.numUpdatedRows) !== 1) throw new Error(`return ${row.number}: its status changed under the lock`);
      const units = decided.reduce((sum, item) => sum + item.quantity, 0);
      await trx
        .insertInto("return_request_event")
        .values({
          return_id: row.id,
          status_from: row.status,
          status_to: to,
          cause: action,
          detail: JSON.stringify({
            operator: cause.operator,
            note,
            ...(decided.length ? { units, items: decided.map((item) => ({ sku: item.sku, quantity: item.quantity, status: item.status })) } : {}),
            ...(action === "approve" && decided.length ? { restocked } : {}),
          }),
          created_at: at,
        })
        .execute();
      const order = await trx.selectFrom("sales_order").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow();
      const after = { ...row, status: to, updated_at: at };
      const current = (await itemsOfReturns(trx, [row.id])).get(row.id) ?? [];
      await mail.enqueue(
        { executor: trx },
        {
          template: returnStatusMail,
          to: order.email,
          language: language(row),
          data: { ...mailDataOf(after, order, current), change: mailChange, closed: to === "closed", decided: mailChange === "decided" ? decided.map(mailItemOf) : [], note },
        },
      );
      return { ok: true, status: to, changed: true, decided: decided.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity, status: item.status })), ...(action === "approve" ? { restocked } : {}) };
    });
  }

  return {
    /** The questions asked for each item returned, in the order they are shown, in the scope's store's language. */
    async attributes(scope: ServiceScope): Promise<ReturnAttributeView[]> {
      const lang = scope.store.language;
      return (await activeAttributes(executorOf(scope))).map((row: ReturnAttributeRow) => ({
        code: row.code,
        label: lang === "fr" ? row.label_fr : row.label_en,
        kind: row.kind.toUpperCase() as ReturnAttributeView["kind"],
        required: row.required === 1,
        help: (lang === "fr" ? row.help_fr : row.help_en) ?? null,
        options: row.kind === "select" ? optionsOf(row).map((option) => ({ value: option.value, label: option.label[lang] })) : [],
        maxLength: row.kind === "text" || row.kind === "textarea" ? row.max_length : null,
      }));
    },

    /**
     * Asks for a return of items of one of the signed-in customer's orders (see `record`): the
     * order found with the owner in the statement (another's is UNKNOWN_ORDER, logged), each item
     * checked (a line of the order, shipped and within the window, units not above what may be
     * returned, answers valid, not opened when the product cannot be taken back opened), then
     * written, the database having the last word on quantities.
     */
    async create(scope: ServiceScope, input: CreateReturnInput): Promise<CreateReturnOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return { ok: false, code: "SIGN_IN_REQUIRED" };
      const executor = executorOf(scope);
      const order = PUBLIC_ID.test(input.orderId)
        ? await owned(scope, executor.selectFrom("sales_order").selectAll().where("public_id", "=", input.orderId), "customer_id").executeTakeFirst()
        : undefined;
      if (!order) {
        logRefusedAccess(logger, scope, { object: "order", tried: input.orderId, action: "return" });
        return { ok: false, code: "UNKNOWN_ORDER" };
      }
      const ids = input.items.map((item) => item.orderItemId.trim());
      if (!ids.length || ids.length > MAX_ITEMS || new Set(ids).size !== ids.length) return { ok: false, code: "NOTHING_SELECTED" };
      const [lines, attributes] = await Promise.all([orderLines(executor, order.id), activeAttributes(executor)]);
      const byPosition = new Map(lines.map((line) => [String(line.position), line]));
      const facts = await lineReturnFacts(executor, lines);
      const at = now();
      const planned: { line: OrderLineRow; quantity: number; answers: StoredAnswer[] }[] = [];
      for (const [index, item] of input.items.entries()) {
        const line = ORDER_ITEM_ID.test(ids[index]) ? byPosition.get(String(Number(ids[index]))) : undefined;
        if (!line) return { ok: false, code: "UNKNOWN_ITEM" };
        const itemId = String(line.position);
        const state = returnableOf(line, facts, at);
        if (state.reason === "WINDOW_CLOSED") return { ok: false, code: "RETURN_WINDOW_CLOSED", itemId };
        if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > state.quantityReturnable) return { ok: false, code: "QUANTITY_NOT_RETURNABLE", itemId };
        const checked = checkAnswers(attributes, item.answers);
        if (!checked.ok) return { ok: false, code: checked.code, itemId, attribute: checked.attribute };
        if (state.returnableOnlyUnopened && checked.answers.some((answer) => answer.code === OPENED_ATTRIBUTE && answer.value === "true")) {
          return { ok: false, code: "OPENED_NOT_RETURNABLE", itemId, attribute: OPENED_ATTRIBUTE };
        }
        planned.push({ line, quantity: item.quantity, answers: checked.answers });
      }
      try {
        return { ok: true, request: await record(executor, order, customer.customerId, planned), order };
      } catch (error) {
        // Another request took the units first (the conditional update refused): nothing was written.
        if (error instanceof Refused) return { ok: false, code: error.code, itemId: error.itemId };
        throw error;
      }
    },

    /**
     * A page of the signed-in customer's returns, newest first (`created_at`, then id): `page`
     * from 1 and `pageSize` 1 to 50, clamped. The owner is in both statements; a visitor has none.
     */
    async customerReturns(scope: ServiceScope, request: { page?: number | null; pageSize?: number | null }): Promise<CustomerReturnsPage> {
      const clamp = (value: number | null | undefined, min: number, max: number, fallback: number) =>
        typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
      const pageSize = clamp(request.pageSize, 1, RETURNS_PAGE_SIZE.max, RETURNS_PAGE_SIZE.default);
      if (!requireCustomer(scope).ok) return { returns: [], totalCount: 0, page: 1, pageSize, totalPages: 0 };
      const executor = executorOf(scope);
      const { n } = await owned(scope, executor.selectFrom("return_request").select((eb) => eb.fn.countAll<number | string>().as("n")), "customer_id").executeTakeFirstOrThrow();
      const totalCount = Number(n);
      const totalPages = Math.ceil(totalCount / pageSize);
      const page = clamp(request.page, 1, Math.max(1, totalPages), 1);
      const returns = totalCount
        ? await owned(scope, executor.selectFrom("return_request").selectAll(), "customer_id")
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute()
        : [];
      return { returns, totalCount, page, pageSize, totalPages };
    },

    /** The order's returns, oldest first, for its signed-in owner only (batched for a page of orders). */
    async ofOrder(scope: ServiceScope, order: Pick<OrderRow, "id" | "customer_id">): Promise<ReturnRow[]> {
      return ownsOrder(scope, order) ? byOrderLoader(scope).load(order.id) : [];
    },

    /** Each line of the order and what may be returned of it now, for its signed-in owner only (batched for a page of orders). */
    async returnableItems(scope: ServiceScope, order: Pick<OrderRow, "id" | "customer_id">): Promise<ReturnableLine[]> {
      return ownsOrder(scope, order) ? returnableLoader(scope).load(order.id) : [];
    },

    /** The last moment a return of the order may be asked for (its lines' latest deadline; null when nothing shipped or for anybody but its owner). */
    async deadline(scope: ServiceScope, order: Pick<OrderRow, "id" | "customer_id">): Promise<string | null> {
      const lines = ownsOrder(scope, order) ? await returnableLoader(scope).load(order.id) : [];
      const deadlines = lines.map((line) => line.deadline).filter((deadline): deadline is string => deadline !== null);
      return deadlines.length ? deadlines.sort().at(-1)! : null;
    },

    /** A return's items, in the order they were written (batched for a page of returns). */
    items: (scope: ServiceScope, returnId: number) => itemLoader(scope).load(returnId),
    /** A return's changes, oldest first (batched for a page of returns). */
    history: (scope: ServiceScope, returnId: number) => eventLoader(scope).load(returnId),
    /** The order a return belongs to, read with the owner in the statement (batched). */
    order: (scope: ServiceScope, orderId: number) => orderLoader(scope).load(orderId),
    /** The slip's store-relative path while the return is open (null once closed). */
    slipPath: (row: Pick<ReturnRow, "public_id" | "status">) => (row.status === "closed" ? null : returnSlipPath(row.public_id)),

    /**
     * The slip of the signed-in customer's return named by `publicId` (the owner in the
     * statement): undefined for anybody else, a guess or a malformed id (logged), `closed` once
     * the return is closed.
     */
    async ownedSlip(scope: ServiceScope, publicId: string): Promise<SlipContent | "closed" | undefined> {
      const executor = executorOf(scope);
      const row = PUBLIC_ID.test(publicId) ? await owned(scope, executor.selectFrom("return_request").selectAll().where("public_id", "=", publicId), "customer_id").executeTakeFirst() : undefined;
      if (!row) {
        logRefusedAccess(logger, scope, { object: "return", tried: publicId, action: "slip" });
        return undefined;
      }
      if (row.status === "closed") return "closed";
      const order = await executor.selectFrom("sales_order").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow();
      const items = (await itemsOfReturns(executor, [row.id])).get(row.id) ?? [];
      const address = shippingAddressOf(order) ?? billingAddressOf(order);
      return {
        number: row.number,
        store: row.store,
        createdAt: row.created_at,
        status: row.status,
        orderNumber: order.number,
        orderPlacedAt: order.placed_at,
        sender: { address, email: order.email },
        returnAddress: [...config.returns.address],
        shop: { name: config.shopName, legalName: config.seller.legalName, email: config.contactEmail, phone: config.contactPhone },
        items: items.map((item) => ({ name: item.name, sku: item.sku, options: item.options, quantity: item.quantity, answers: item.answers })),
        windowDays: windowDays(),
      };
    },

    /** The slip as a PDF (A4, French; English after the French for a return of the en-GB store). */
    slipPdf: (content: SlipContent): Promise<Uint8Array> => returnSlipPdf(content),

    /** requested → authorised (every item): the shopper may send the parcel. */
    authorise: (scope: ServiceScope, number: string, request: ReturnChangeRequest, cause: ReturnCause) => change(scope, number, "authorise", request, cause),
    /** authorised → received (every item): the parcel arrived. */
    receive: (scope: ServiceScope, number: string, request: ReturnChangeRequest, cause: ReturnCause) => change(scope, number, "receive", request, cause),
    /** Received items (all, or the units given by sku) approved; the return is closed when every item is decided. */
    approve: (scope: ServiceScope, number: string, request: ReturnChangeRequest, cause: ReturnCause) => change(scope, number, "approve", request, cause),
    /**
     * Received items (all, or the units given) rejected, closing the return when every item is
     * decided; before receipt, the whole request refused and closed. Rejected units stay counted
     * as requested on the order's lines.
     */
    reject: (scope: ServiceScope, number: string, request: ReturnChangeRequest, cause: ReturnCause) => change(scope, number, "reject", request, cause),

    /** Returns for the operator, newest first (one status, or all). */
    async list(scope: ServiceScope, filter: { status?: ReturnStatus; limit?: number } = {}): Promise<ReturnSummary[]> {
      const executor = executorOf(scope);
      const rows = await executor
        .selectFrom("return_request")
        .innerJoin("sales_order", "sales_order.id", "return_request.order_id")
        .selectAll("return_request")
        .select(["sales_order.number as order_number", "sales_order.email"])
        .$if(!!filter.status, (query) => query.where("return_request.status", "=", filter.status!))
        .orderBy("return_request.created_at", "desc")
        .orderBy("return_request.id", "desc")
        .limit(Math.min(Math.max(filter.limit ?? 50, 1), 1_000))
        .execute();
      const items = await itemsOfReturns(
        executor,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        number: row.number,
        status: row.status,
        createdAt: row.created_at,
        orderNumber: row.order_number,
        email: row.email,
        store: row.store,
        units: (items.get(row.id) ?? []).reduce((sum, item) => sum + item.quantity, 0),
      }));
    },

    /** One return as the operator sees it (undefined: no such number). */
    async byNumber(scope: ServiceScope, number: string): Promise<ReturnRecordView | undefined> {
      const wanted = number.trim().toUpperCase();
      if (!RETURN_NUMBER.test(wanted)) return undefined;
      const executor = executorOf(scope);
      const row = await executor.selectFrom("return_request").selectAll().where("number", "=", wanted).executeTakeFirst();
      if (!row) return undefined;
      const [order, items, events] = await Promise.all([
        executor.selectFrom("sales_order").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow(),
        itemsOfReturns(executor, [row.id]),
        eventsOfReturns(executor, [row.id]),
      ]);
      return { row, order, items: items.get(row.id) ?? [], events: events.get(row.id) ?? [] };
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
