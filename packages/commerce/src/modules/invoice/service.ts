import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database, OrderStatus } from "../../db/schema.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import { logRefusedAccess, owned } from "../../shared/ownership.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type OrderLineRow, type OrderRow, orderLines } from "../order/order-record.ts";
import type { PaymentService } from "../payment/service.ts";
import { STORE_CREDIT_METHOD } from "../store-credit/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { shopCalendarYear } from "../shop/stores.ts";
import { creditNotePdf } from "./credit-note-pdf.ts";
import { type CreditNoteRecord, type CreditNoteRefund, type CreditNoteRow, type CreditReason, type CreditRefusal, type CreditSelection, creditNoteContentOf, creditNoteRecordOf } from "./credit-note-record.ts";
import { type InvoicePayment, type InvoiceRecord, type InvoiceRow, type SellerSnapshot, invoiceContentOf, invoiceRecordOf } from "./invoice-record.ts";
import { invoicePdf } from "./pdf.ts";

/**
 * Invoices (schema.graphql): one per order, issued in the unit of work that marks the order paid
 * (order lifecycle `pay`), or by an operator for an order paid before invoices existed
 * (`npm run admin -- order invoice <number>`). An invoice is a snapshot that never changes; its
 * number `FA-<year>-<6 digits>` comes from one unbroken sequence per year (the shop's calendar
 * year, Paris), drawn under the year's row lock in the same unit of work as the insert, so a
 * rolled-back payment gives its number back and two concurrent payments never share or skip one.
 *
 * Who sees one: the order's `invoices` are read for a viewer already allowed to see the order;
 * the PDF is served only to the signed-in customer the order belongs to (`ownedByCustomer`: the
 * owner condition is in the statement, ADR 045).
 *
 * An issued invoice is never changed: all or part of a sale undone after it is credited by a
 * credit note (facture d'avoir, `issueCreditNote`), numbered `AV-<year>-<6 digits>` in its own
 * unbroken sequence per year, drawn as an invoice's is. An invoice may have several credit notes
 * (a return of some lines, then of others), never crediting more than it invoiced. Its PDF and
 * who sees it follow the invoice's rules.
 */

/** Why an operator's `order invoice` made no invoice. */
export type IssueRefusal = "UNKNOWN_ORDER" | "NOT_PAID" | "CANCELLED";

export type IssueOutcome = { ok: true; created: boolean; invoice: InvoiceRow } | { ok: false; code: IssueRefusal; status?: OrderStatus };

/** `FA-2026-000042`. */
const INVOICE_NUMBER = /^FA-(\d{4})-(\d{6})$/;
/** An order's public id (the API's `order_id`): 43 characters of base64url. */
const ORDER_PUBLIC_ID = /^[A-Za-z0-9_-]{43}$/;

export const isInvoiceNumber = (text: string) => INVOICE_NUMBER.test(text);

/** `AV-2026-000042`. */
const CREDIT_NOTE_NUMBER = /^AV-(\d{4})-(\d{6})$/;

/** The store-relative path of an invoice's PDF (the en-GB store prefixes it with `/en`). */
export const invoicePdfPath = (orderPublicId: string, invoiceNumber: string) => `/user/orders/${orderPublicId}/invoice/${invoiceNumber}/pdf`;

/** The store-relative path of a credit note's PDF (the en-GB store prefixes it with `/en`). */
export const creditNotePdfPath = (orderPublicId: string, creditNoteNumber: string) => `/user/orders/${orderPublicId}/credit-note/${creditNoteNumber}/pdf`;

/** What a credit note credits, and why. */
export interface CreditRequest {
  /** The order whose invoice is credited (its row locked by the caller). */
  orderId: number;
  /** The lines (by their position on the invoice) and units credited, with the delivery or not; or everything not credited yet. */
  selection: CreditSelection;
  reason: CreditReason;
  /** A refund's: where it sends the money (printed on the credit note). Absent: the invoice's means of payment. */
  refundTo?: Pick<CreditNoteRefund, "to" | "storeCreditCents">;
}

export type CreditNoteOutcome = { ok: true; creditNote: CreditNoteRow } | { ok: false; code: CreditRefusal; position?: number; remaining?: number };

/** The two per-year number sequences: an invoice's and a credit note's. */
type NumberSequence = "invoice_number_sequence" | "credit_note_number_sequence";

export interface InvoiceServiceDeps {
  config: Pick<Config, "seller" | "contactEmail" | "contactPhone">;
  payments: () => Pick<PaymentService, "provider">;
  logger?: Logger;
}

export function createInvoiceService(db: Kysely<Database>, deps: InvoiceServiceDeps) {
  const { config, payments } = deps;
  /**
   * Per scope (one GraphQL operation): a page of orders asking for their invoices (or their credit
   * notes) reads them in one statement, once for the scope's life.
   */
  function byOrderLoader<Row extends { order_id: number }>(read: (executor: Kysely<Database>, orderIds: readonly number[]) => Promise<Row[]>) {
    const loaders = new WeakMap<ServiceScope, BatchLoader<number, Row[]>>();
    return (scope: ServiceScope) => {
      let loader = loaders.get(scope);
      if (!loader) {
        loader = new BatchLoader<number, Row[]>(async (orderIds) => {
          const byOrder = new Map<number, Row[]>();
          for (const row of await read(scope.executor ?? db, orderIds)) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
          return byOrder;
        }, () => []);
        loaders.set(scope, loader);
      }
      return loader;
    };
  }
  const invoiceLoader = byOrderLoader((executor, orderIds) => executor.selectFrom("invoice").selectAll().where("order_id", "in", orderIds).orderBy("id").execute());
  const creditNoteLoader = byOrderLoader((executor, orderIds) => executor.selectFrom("credit_note").selectAll().where("order_id", "in", orderIds).orderBy("id").execute());

  /** The seller as an invoice issued now prints it (configuration is read once at start-up). */
  const seller = (): SellerSnapshot => ({ ...config.seller, address: [...config.seller.address], email: config.contactEmail, phone: config.contactPhone });

  /**
   * The next number of `year` in `sequence` (`FA-2026-000042`, `AV-2026-000007`): one row per
   * year, counted up under its row lock (held until the unit of work ends).
   */
  async function nextNumber(trx: Transaction<Database>, sequence: NumberSequence, year: number): Promise<{ number: string; sequence: number }> {
    // Both tables have the same columns: the statement is written once, for the invoice's table's type.
    const table = sequence as "invoice_number_sequence";
    const row = await trx
      .insertInto(table)
      .values({ year, last_number: 1 })
      .onConflict((conflict) => conflict.column("year").doUpdateSet((eb) => ({ last_number: eb(eb.ref(`${table}.last_number`), "+", 1) })))
      .returning("last_number")
      .executeTakeFirstOrThrow();
    const prefix = sequence === "invoice_number_sequence" ? "FA" : "AV";
    return { number: `${prefix}-${year}-${String(row.last_number).padStart(6, "0")}`, sequence: row.last_number };
  }

  /** What the invoice says of the payment: the latest paid attempt's method and reference. */
  async function paymentOf(trx: Transaction<Database>, order: OrderRow, paidAt: string): Promise<InvoicePayment> {
    const paid = await trx
      .selectFrom("payment")
      .select(["provider", "reference"])
      .where("order_id", "=", order.id)
      .where("status", "=", "paid")
      .orderBy("id", "desc")
      .executeTakeFirst();
    const method = paid?.provider ?? order.payment_method;
    // An order store credit paid in full has no provider (ADR 073): its method's title is store credit's.
    const title = method === STORE_CREDIT_METHOD.code ? STORE_CREDIT_METHOD.title : payments().provider(method)?.title;
    return { method, title: { fr: title?.fr ?? method, en: title?.en ?? method }, reference: paid?.reference ?? null, paidAt, storeCreditCents: order.store_credit_cents };
  }

  /**
   * Issues the invoice of `order` (locked by the caller, and paid) in the caller's unit of work:
   * the snapshot, then the year's number last (its row is shared by every payment: held for the
   * insert and the commit only, ADR 056). An order that has its invoice already answers it.
   */
  async function issueLocked(trx: Transaction<Database>, order: OrderRow, lines: readonly OrderLineRow[], paidAt: string): Promise<{ created: boolean; invoice: InvoiceRow }> {
    const existing = await trx.selectFrom("invoice").selectAll().where("order_id", "=", order.id).executeTakeFirst();
    if (existing) return { created: false, invoice: existing };
    const content = invoiceContentOf(order, lines, seller(), await paymentOf(trx, order, paidAt));
    const issuedAt = nowIso();
    const year = shopCalendarYear(new Date(issuedAt));
    const { number, sequence } = await nextNumber(trx, "invoice_number_sequence", year);
    const invoice = await trx
      .insertInto("invoice")
      .values({ ...content, order_id: order.id, number, year, sequence, issued_at: issuedAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    deps.logger?.info({ order: order.number, invoice: number }, "invoice issued");
    return { created: true, invoice };
  }

  /** When an order was paid, from its history (the change to processing), for an invoice issued afterwards. */
  async function paidAtOf(trx: Transaction<Database>, order: OrderRow): Promise<string> {
    const event = await trx
      .selectFrom("sales_order_event")
      .select("created_at")
      .where("order_id", "=", order.id)
      .where("status_from", "=", "pending_payment")
      .where("status_to", "=", "processing")
      .orderBy("id")
      .executeTakeFirst();
    return event?.created_at ?? order.updated_at;
  }

  return {
    /**
     * The invoice of an order that has just been paid, in the payment's unit of work
     * (`scope.executor`, with the order's row locked): called by the order lifecycle when the
     * order becomes processing. `lines` are the order's lines (already read by the caller).
     */
    issueOnPayment(scope: ServiceScope, order: OrderRow, lines: readonly OrderLineRow[], paidAt: string = nowIso()): Promise<{ created: boolean; invoice: InvoiceRow }> {
      return inTransaction(scope.executor ?? db, (trx) => issueLocked(trx, order, lines, paidAt));
    },

    /**
     * An operator issues the invoice of a paid order that has none (paid before invoices were
     * made): refused for an order not paid yet or cancelled; one that has its invoice answers it
     * (`created: false`). The order's row is locked as a payment locks it, so this and a
     * concurrent payment or a second command make one invoice.
     */
    issueForOrder(scope: ServiceScope, orderNumber: string): Promise<IssueOutcome> {
      return inTransaction(scope.executor ?? db, async (trx): Promise<IssueOutcome> => {
        const order = await trx
          .selectFrom("sales_order")
          .selectAll()
          .where("number", "=", orderNumber.trim())
          .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
          .executeTakeFirst();
        if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
        if (order.status === "pending_payment") return { ok: false, code: "NOT_PAID", status: order.status };
        if (order.status === "cancelled") {
          // Paid and then cancelled: it keeps the invoice it has; one that had none is not invoiced now.
          const existing = await trx.selectFrom("invoice").selectAll().where("order_id", "=", order.id).executeTakeFirst();
          return existing ? { ok: true, created: false, invoice: existing } : { ok: false, code: "CANCELLED", status: order.status };
        }
        const outcome = await issueLocked(trx, order, await orderLines(trx, order.id), await paidAtOf(trx, order));
        return { ok: true, ...outcome };
      });
    },

    /**
     * An order's invoices, oldest first (the order was found for a viewer allowed to see it): the
     * orders asking in the same turn of one scope are read together, once for the scope's life.
     */
    byOrder(scope: ServiceScope, orderId: number): Promise<InvoiceRow[]> {
      return invoiceLoader(scope).load(orderId);
    },

    /**
     * The invoice `invoiceNumber` of the order `orderPublicId` when the order belongs to the
     * scope's signed-in customer; undefined otherwise, whatever the reason (no such order or
     * invoice, another customer's, a visitor, a malformed id): one statement with the owner in it.
     * Every refusal is logged (the customer, the ids tried), the same line whatever its reason.
     */
    async ownedByCustomer(scope: ServiceScope, orderPublicId: string, invoiceNumber: string): Promise<(InvoiceRecord & { orderPublicId: string }) | undefined> {
      const refused = () => {
        logRefusedAccess(deps.logger, scope, { object: "invoice", tried: `${orderPublicId}/${invoiceNumber}`, action: "pdf" });
        return undefined;
      };
      if (!ORDER_PUBLIC_ID.test(orderPublicId) || !INVOICE_NUMBER.test(invoiceNumber)) return refused();
      const found = await owned(
        scope,
        (scope.executor ?? db)
          .selectFrom("invoice")
          .innerJoin("sales_order", "sales_order.id", "invoice.order_id")
          .selectAll("invoice")
          .where("sales_order.public_id", "=", orderPublicId)
          .where("invoice.number", "=", invoiceNumber),
        "sales_order.customer_id",
      ).executeTakeFirst();
      return found ? { ...invoiceRecordOf(found), orderPublicId } : refused();
    },

    /** The invoice's snapshots read back. */
    record: invoiceRecordOf,

    /** The invoice as a PDF (A4, French, with English labels for an order of the en-GB store). */
    pdf: (invoice: InvoiceRecord): Promise<Uint8Array> => invoicePdf(invoice),

    /** The invoices of the orders an operator is shown (`order show`). */
    byOrderNumber(scope: ServiceScope, orderNumber: string): Promise<InvoiceRow[]> {
      return (scope.executor ?? db)
        .selectFrom("invoice")
        .innerJoin("sales_order", "sales_order.id", "invoice.order_id")
        .selectAll("invoice")
        .where("sales_order.number", "=", orderNumber.trim())
        .orderBy("invoice.id")
        .execute();
    },

    /**
     * Issues a credit note of the order's invoice in the caller's unit of work (`trx`, the order's
     * row locked by the caller): what `request.selection` credits, with its amounts shared out by
     * quantity (credit-note-record.ts). Refused, with nothing written, when the order has no
     * invoice, or it would credit more than the invoice left to credit, or nothing. The invoice's
     * row is locked first (PostgreSQL), so credit notes of one invoice are issued one after the
     * other and each sees what the others credited; then the content, and the year's number last
     * (its row is shared by every credit note: held for the insert and the commit only, ADR 056).
     */
    async issueCreditNote(trx: Transaction<Database>, request: CreditRequest): Promise<CreditNoteOutcome> {
      const invoice = await trx
        .selectFrom("invoice")
        .selectAll()
        .where("order_id", "=", request.orderId)
        .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
        .executeTakeFirst();
      if (!invoice) return { ok: false, code: "NOT_INVOICED" };
      const previous = await trx.selectFrom("credit_note").selectAll().where("invoice_id", "=", invoice.id).orderBy("id").execute();
      const outcome = creditNoteContentOf(invoiceRecordOf(invoice), previous.map(creditNoteRecordOf), request.selection, seller(), request.refundTo);
      if (!outcome.ok) return outcome;
      const createdAt = nowIso();
      const year = shopCalendarYear(new Date(createdAt));
      const { number, sequence } = await nextNumber(trx, "credit_note_number_sequence", year);
      const creditNote = await trx
        .insertInto("credit_note")
        .values({ ...outcome.content, invoice_id: invoice.id, order_id: request.orderId, number, year, sequence, reason: request.reason, created_at: createdAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      deps.logger?.info({ order: invoice.order_number, invoice: invoice.number, creditNote: number, cents: creditNote.grand_total_incl_cents }, "credit note issued");
      return { ok: true, creditNote };
    },

    /** An order's credit notes, oldest first (the order was found for a viewer allowed to see it), batched as `byOrder`. */
    creditNotesByOrder(scope: ServiceScope, orderId: number): Promise<CreditNoteRow[]> {
      return creditNoteLoader(scope).load(orderId);
    },

    /** The credit notes of the order an operator is shown (`order show`). */
    creditNotesByOrderNumber(scope: ServiceScope, orderNumber: string): Promise<CreditNoteRow[]> {
      return (scope.executor ?? db)
        .selectFrom("credit_note")
        .innerJoin("sales_order", "sales_order.id", "credit_note.order_id")
        .selectAll("credit_note")
        .where("sales_order.number", "=", orderNumber.trim())
        .orderBy("credit_note.id")
        .execute();
    },

    /**
     * The credit note `number` of the order `orderPublicId` when the order belongs to the scope's
     * signed-in customer; undefined otherwise, whatever the reason, exactly as `ownedByCustomer`.
     */
    async ownedCreditNote(scope: ServiceScope, orderPublicId: string, number: string): Promise<(CreditNoteRecord & { orderPublicId: string }) | undefined> {
      const refused = () => {
        logRefusedAccess(deps.logger, scope, { object: "credit_note", tried: `${orderPublicId}/${number}`, action: "pdf" });
        return undefined;
      };
      if (!ORDER_PUBLIC_ID.test(orderPublicId) || !CREDIT_NOTE_NUMBER.test(number)) return refused();
      const found = await owned(
        scope,
        (scope.executor ?? db)
          .selectFrom("credit_note")
          .innerJoin("sales_order", "sales_order.id", "credit_note.order_id")
          .selectAll("credit_note")
          .where("sales_order.public_id", "=", orderPublicId)
          .where("credit_note.number", "=", number),
        "sales_order.customer_id",
      ).executeTakeFirst();
      return found ? { ...creditNoteRecordOf(found), orderPublicId } : refused();
    },

    /** The credit note's snapshots read back. */
    creditNoteRecord: creditNoteRecordOf,

    /** The credit note as a PDF (A4, French, with English labels for an order of the en-GB store). */
    creditNotePdf: (note: CreditNoteRecord): Promise<Uint8Array> => creditNotePdf(note),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
