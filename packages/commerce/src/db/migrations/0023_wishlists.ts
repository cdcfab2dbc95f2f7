import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Wishlists (modules/wishlist; ADR 077):
 *
 * - `wishlist`: a customer's list (`customer_id`, one each), or the list a visitor's session keeps
 *   until it signs in (`session_hash`, removed with the session), never both (as a cart's owner).
 *   `public_id` is random and names the list to its owner only (the storefront's cache identity);
 *   no client ever chooses a list by it. `share_code` is the live share code (128 random bits,
 *   base64url), unique, null while the list is private: making it private revokes the code for
 *   good, and sharing again draws a new one. `shared_at`: since when the live code exists.
 * - `wishlist_item`: a product kept with its choices, as a cart line stores them (JSON in the
 *   input's shapes, a configurable's own sku), and its name when kept (shown once it is no longer
 *   sold). `item_key` is the sku with its choices in canonical form, hashed (the cart's
 *   `line_key`): unique in its list, so the same product with the same choices is kept once, also
 *   when two requests keep it at the same moment. No price is stored.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("wishlist"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("customer_id", "integer", (column) => column.unique().references("customer.id").onDelete("cascade"))
    .addColumn("session_hash", "text", (column) => column.unique().references("session.token_hash").onDelete("cascade"))
    .addColumn("share_code", "text", (column) => column.unique())
    .addColumn("shared_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("wishlist_one_owner", sql`(session_hash is null) <> (customer_id is null)`)
    // Only a customer's list is ever shared (sharing needs an account: the owner's first name).
    .addCheckConstraint("wishlist_shared_by_customer", sql`share_code is null or customer_id is not null`)
    .execute();

  await autoIncrementId(db.schema.createTable("wishlist_item"))
    .addColumn("wishlist_id", "integer", (column) => column.notNull().references("wishlist.id").onDelete("cascade"))
    .addColumn("sku", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("item_key", "text", (column) => column.notNull())
    .addColumn("selected_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("selected_custom_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("selected_bundle_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("wishlist_item_kept_once", ["wishlist_id", "item_key"])
    .execute();
  // A list's items newest first (the unique constraint's index serves the list's lookups by key).
  await db.schema.createIndex("wishlist_item_list").on("wishlist_item").columns(["wishlist_id", "created_at"]).execute();
}
