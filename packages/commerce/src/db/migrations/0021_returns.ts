import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Returns (modules/returns, ADR 074):
 *
 * - `return_attribute`: the questions the shop asks about each item returned, configured in data
 *   (seeded by seed/return-attributes.ts, never overwritten): its `code`, `kind` (`select`,
 *   `textarea`, `text`, `boolean`), whether it is `required`, its `position`, its label and help in
 *   both languages, a select's `options` (JSON `[{ value, label: { fr, en } }]`), the longest text
 *   accepted (`max_length`) and whether it is asked (`active`).
 * - `product.returnable_only_unopened`: 1 for a product that cannot be taken back once opened
 *   (hygiene and safety: oils, absolutes, fragrances, actives…); set by the catalogue seed.
 * - `return_request`: a shopper's request (RMA) of one of their orders: a random `public_id` (the
 *   API's id, like an order's), its `number` `RMA-<year>-<6 digits>` from
 *   `return_number_sequence` (one row per year, counted up under its lock), the order, the
 *   customer (the owner in every statement), the order's store (the language of its e-mails and
 *   slip), its status (`requested`, `authorised`, `received`, `closed`).
 * - `return_request_line`: what it returns of an order line, how many units, the item's own
 *   status (`requested`, `authorised`, `received`, `approved`, `rejected`) and the shopper's
 *   answers as a JSON snapshot (each with its label and shown value in both languages).
 * - `return_request_event`: every change of the request (from, to, cause, JSON detail, when).
 * - `sales_order_line.quantity_return_requested`: the units of the line already in a request,
 *   raised by a conditional update in the request's unit of work and never above what shipped (the
 *   table's check states the same rule, so no writer can get past it). A rejected item's units stay
 *   counted.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema.alterTable("product").addColumn("returnable_only_unopened", "integer", (column) => column.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable("sales_order_line")
    .addColumn("quantity_return_requested", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`quantity_return_requested >= 0 and quantity_return_requested <= quantity_shipped`),
    )
    .execute();

  await autoIncrementId(db.schema.createTable("return_attribute"))
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("required", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("label_fr", "text", (column) => column.notNull())
    .addColumn("label_en", "text", (column) => column.notNull())
    .addColumn("help_fr", "text")
    .addColumn("help_en", "text")
    .addColumn("options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("max_length", "integer")
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .addCheckConstraint("return_attribute_kind", sql`kind in ('select', 'textarea', 'text', 'boolean')`)
    .execute();

  await db.schema
    .createTable("return_number_sequence")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();

  await autoIncrementId(db.schema.createTable("return_request"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id"))
    .addColumn("customer_id", "integer", (column) => column.notNull().references("customer.id"))
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("return_request_status", sql`status in ('requested', 'authorised', 'received', 'closed')`)
    .execute();
  await db.schema.createIndex("return_request_customer").on("return_request").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("return_request_order").on("return_request").columns(["order_id", "id"]).execute();

  await autoIncrementId(db.schema.createTable("return_request_line"))
    .addColumn("return_id", "integer", (column) => column.notNull().references("return_request.id").onDelete("cascade"))
    .addColumn("order_line_id", "integer", (column) => column.notNull().references("sales_order_line.id"))
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("answers", "text", (column) => column.notNull())
    .addCheckConstraint("return_request_line_quantity", sql`quantity > 0`)
    .addCheckConstraint("return_request_line_status", sql`status in ('requested', 'authorised', 'received', 'approved', 'rejected')`)
    .execute();
  await db.schema.createIndex("return_request_line_return").on("return_request_line").columns(["return_id", "id"]).execute();

  await autoIncrementId(db.schema.createTable("return_request_event"))
    .addColumn("return_id", "integer", (column) => column.notNull().references("return_request.id").onDelete("cascade"))
    .addColumn("status_from", "text")
    .addColumn("status_to", "text", (column) => column.notNull())
    .addColumn("cause", "text", (column) => column.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("return_request_event_return").on("return_request_event").columns(["return_id", "id"]).execute();
}
