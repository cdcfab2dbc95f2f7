import type { Kysely, Selectable, Transaction } from "kysely";
import { dialectOf } from "../../db/database.ts";
import type {
  Database,
  ReturnAttributeKind,
  ReturnAttributeTable,
  ReturnItemStatus,
  ReturnRequestEventTable,
  ReturnRequestLineTable,
  ReturnRequestTable,
} from "../../db/schema.ts";
import { type CustomerScope, owned } from "../../shared/ownership.ts";

/**
 * The returns' rows and the JSON they hold, read back in the shapes they were written in. Every
 * statement that answers a shopper names the owner (`owned`, ADR 045); the operator's reads and
 * the lifecycle's locks go by number.
 */

export type ReturnRow = Selectable<ReturnRequestTable>;
export type ReturnLineRow = Selectable<ReturnRequestLineTable>;
export type ReturnEventRow = Selectable<ReturnRequestEventTable>;
export type ReturnAttributeRow = Selectable<ReturnAttributeTable>;

/** Both store languages of a text. */
export interface Bilingual {
  fr: string;
  en: string;
}

/** `return_attribute.options`: a select's choices. */
export interface AttributeOption {
  value: string;
  label: Bilingual;
}

/** A shopper's answer as stored with the item (`return_request_line.answers`): a snapshot, labels included. */
export interface StoredAnswer {
  code: string;
  kind: ReturnAttributeKind;
  label: Bilingual;
  /** As sent, normalised: a choice's value, `true`/`false`, the text. */
  value: string;
  /** As shown: the choice's label, yes or no, the text. */
  shown: Bilingual;
}

/** An item of a return with what the order line says of it (name, sku, options). */
export interface ReturnItemRecord {
  id: number;
  returnId: number;
  orderLineId: number;
  /** The order line's position: the API's `orderItemId`. */
  position: number;
  name: string;
  sku: string;
  options: { label: string; value: string }[];
  quantity: number;
  status: ReturnItemStatus;
  answers: StoredAnswer[];
}

export const optionsOf = (row: Pick<ReturnAttributeRow, "options">): AttributeOption[] => JSON.parse(row.options) as AttributeOption[];

/** The questions asked now, in the order they are shown. */
export function activeAttributes(executor: Kysely<Database>): Promise<ReturnAttributeRow[]> {
  return executor.selectFrom("return_attribute").selectAll().where("active", "=", 1).orderBy("position").orderBy("id").execute();
}

const grouped = <Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> => {
  const map = new Map<Key, Row[]>();
  for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
  return map;
};

/** The items of several returns, each return's in the order they were written. */
export async function itemsOfReturns(executor: Kysely<Database>, returnIds: readonly number[]): Promise<Map<number, ReturnItemRecord[]>> {
  if (!returnIds.length) return new Map();
  const rows = await executor
    .selectFrom("return_request_line")
    .innerJoin("sales_order_line", "sales_order_line.id", "return_request_line.order_line_id")
    .select([
      "return_request_line.id",
      "return_request_line.return_id",
      "return_request_line.order_line_id",
      "return_request_line.quantity",
      "return_request_line.status",
      "return_request_line.answers",
      "sales_order_line.position",
      "sales_order_line.name",
      "sales_order_line.sku",
      "sales_order_line.options",
    ])
    .where("return_request_line.return_id", "in", returnIds)
    .orderBy("return_request_line.return_id")
    .orderBy("return_request_line.id")
    .execute();
  return grouped(
    rows.map(
      (row): ReturnItemRecord => ({
        id: row.id,
        returnId: row.return_id,
        orderLineId: row.order_line_id,
        position: row.position,
        name: row.name,
        sku: row.sku,
        options: JSON.parse(row.options) as { label: string; value: string }[],
        quantity: row.quantity,
        status: row.status,
        answers: JSON.parse(row.answers) as StoredAnswer[],
      }),
    ),
    (item) => item.returnId,
  );
}

/** The changes of several returns, oldest first. */
export async function eventsOfReturns(executor: Kysely<Database>, returnIds: readonly number[]): Promise<Map<number, ReturnEventRow[]>> {
  if (!returnIds.length) return new Map();
  const rows = await executor.selectFrom("return_request_event").selectAll().where("return_id", "in", returnIds).orderBy("return_id").orderBy("id").execute();
  return grouped(rows, (row) => row.return_id);
}

/** The scope's customer's returns of several orders, oldest first (none for anybody else). */
export async function ownedReturnsOfOrders(executor: Kysely<Database>, scope: CustomerScope, orderIds: readonly number[]): Promise<Map<number, ReturnRow[]>> {
  if (!orderIds.length) return new Map();
  const rows = await owned(scope, executor.selectFrom("return_request").selectAll().where("order_id", "in", orderIds), "customer_id").orderBy("order_id").orderBy("id").execute();
  return grouped(rows, (row) => row.order_id);
}

/** What deciding whether a line may be returned needs besides the line: when it last shipped, and whether its product is returnable only unopened. */
export interface LineReturnFacts {
  /** ISO 8601 of the line's last shipment (absent: none). */
  lastShippedAt: Map<number, string>;
  /** Skus (units and products) that cannot be taken back once opened. */
  unopenedOnly: Set<string>;
  /** Orders refunded in full (closed) or cancelled: nothing of them is left to send back. */
  settledOrders: Set<number>;
}

/** The facts of every line of several orders, in two statements. */
export async function lineReturnFacts(executor: Kysely<Database>, lines: readonly { id: number; order_id: number; sku: string; product_sku: string }[]): Promise<LineReturnFacts> {
  if (!lines.length) return { lastShippedAt: new Map(), unopenedOnly: new Set(), settledOrders: new Set() };
  const shipped = await executor
    .selectFrom("shipment_line")
    .innerJoin("shipment", "shipment.id", "shipment_line.shipment_id")
    .select((eb) => ["shipment_line.order_line_id", eb.fn.max("shipment.created_at").as("last_shipped_at")])
    .where(
      "shipment_line.order_line_id",
      "in",
      lines.map((line) => line.id),
    )
    .groupBy("shipment_line.order_line_id")
    .execute();
  const skus = [...new Set(lines.flatMap((line) => [line.sku, line.product_sku]))];
  const unopened = await executor.selectFrom("product").select("sku").where("sku", "in", skus).where("returnable_only_unopened", "=", 1).execute();
  const settled = await executor
    .selectFrom("sales_order")
    .select("id")
    .where("id", "in", [...new Set(lines.map((line) => line.order_id))])
    .where("status", "in", ["closed", "cancelled"])
    .execute();
  return {
    lastShippedAt: new Map(shipped.map((row) => [row.order_line_id, String(row.last_shipped_at)])),
    unopenedOnly: new Set(unopened.map((row) => row.sku)),
    settledOrders: new Set(settled.map((row) => row.id)),
  };
}

/** The next return number of `year` (`RMA-2026-000012`): one row per year, counted up under its row lock (held until the unit of work ends). */
export async function nextReturnNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto("return_number_sequence")
    .values({ year, last_number: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet((eb) => ({ last_number: eb(eb.ref("return_number_sequence.last_number"), "+", 1) })))
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return `RMA-${year}-${String(row.last_number).padStart(6, "0")}`;
}

/** The return named by `number`, its row locked until the unit of work ends (PostgreSQL; SQLite's writers are serial already). */
export function lockReturn(trx: Transaction<Database>, number: string): Promise<ReturnRow | undefined> {
  return trx
    .selectFrom("return_request")
    .selectAll()
    .where("number", "=", number)
    .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}
