import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Product reviews (modules/review; ADR 079). `product_review`: a review of a top-level product
 * (a variant's sku reviews its parent), written in one store (`store`: `fr` or `en`, its language)
 * and shown in that store only, once approved. `customer_id` is its author (null for the demo's
 * seeded reviews, and once the account is deleted); `author_name` ("Camille R.") and
 * `product_name` are snapshots taken when it was written. `comment_html` is stored sanitised
 * (modules/review/rich-text.ts): what the API answers is what was stored. One review per customer
 * and product, whatever the store: a unique key, so two creations racing make one.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("product_review"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (column) => column.references("customer.id").onDelete("set null"))
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("author_name", "text", (column) => column.notNull())
    .addColumn("product_name", "text", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("comment_html", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("verified_purchase", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("moderated_at", "text")
    .addCheckConstraint("product_review_rating", sql`rating >= 0 and rating <= 5`)
    .addCheckConstraint("product_review_status", sql`status in ('pending', 'approved', 'rejected')`)
    .addCheckConstraint("product_review_verified", sql`verified_purchase in (0, 1)`)
    .addCheckConstraint("product_review_store", sql`store in ('fr', 'en')`)
    // Null customers (seeded reviews, deleted accounts) are distinct on both databases: never in conflict.
    .addUniqueConstraint("product_review_once", ["product_id", "customer_id"])
    .execute();
  // The product page's approved reviews of one store, newest first, and their summary.
  await db.schema.createIndex("product_review_page").on("product_review").columns(["product_id", "store", "status", "created_at desc", "id"]).execute();
  // A customer's own reviews (their account), newest first.
  await db.schema.createIndex("product_review_customer").on("product_review").columns(["customer_id", "created_at"]).execute();
}
