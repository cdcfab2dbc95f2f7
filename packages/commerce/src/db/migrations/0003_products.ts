import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Products and the listing index behind category pages.
 *
 * Source tables: `product` (one row per sku; configurable variants are products with a
 * `parent_id`, not visible on their own), its translations, labels, tier prices, category links,
 * grouped links, bundle and custom options, and the dictionary of attribute option values
 * (volumes, sizes, colours). Localised labels of options are small JSON objects `{"fr","en"}`.
 *
 * Derived tables, rebuilt by `modules/listing/product-index.ts` whenever a product changes:
 * `product_index` (one row per listed product), `product_listing` (one row per category the
 * product appears in, its ancestors included, carrying every column a category page filters or
 * sorts on) and `product_listing_value` (multi-valued attributes per category). A category page
 * therefore reads one index range per query, with no join back to the source tables.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId, dialect }: MigrationContext): Promise<void> {
  // Clustered by primary key on SQLite: a category's rows are contiguous and carry their columns.
  const withoutRowId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table;
  // Name sort keys are folded to [a-z0-9 ] (see product-index.ts); binary order on both databases.
  const sortKeyType = dialect === "postgres" ? sql`text collate "C"` : sql`text`;

  await autoIncrementId(db.schema.createTable("product"))
    .addColumn("sku", "text", (column) => column.notNull().unique())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("family", "text", (column) => column.notNull())
    .addColumn("parent_id", "integer", (column) => column.references("product.id").onDelete("cascade"))
    .addColumn("is_visible", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("is_active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("configurable_attribute", "text")
    .addColumn("variant_value", "text")
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("price_cents", "integer")
    .addColumn("special_price_cents", "integer")
    .addColumn("stock_qty", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("botanical_name", "text")
    .addColumn("origin_country", "text")
    .addColumn("cas_number", "text")
    .addColumn("is_organic", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("technical", "text")
    .addColumn("palette", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("product_parent_id").on("product").column("parent_id").execute();

  await db.schema
    .createTable("product_translation")
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("short_description", "text")
    .addColumn("description", "text")
    .addColumn("url_key", "text")
    .addColumn("origin_region", "text")
    .addColumn("specificity", "text")
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("product_translation_pk", ["product_id", "language"])
    .execute();
  // URL resolution looks products up by (language, url_key); variants have none (NULLs do not clash).
  await db.schema
    .createIndex("product_translation_url_key")
    .on("product_translation")
    .columns(["language", "url_key"])
    .unique()
    .execute();

  await db.schema
    .createTable("product_label")
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_label_pk", ["product_id", "code"])
    .execute();

  await db.schema
    .createTable("product_tier_price")
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("qty", "integer", (column) => column.notNull())
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("product_tier_price_pk", ["product_id", "qty"])
    .execute();

  await db.schema
    .createTable("product_category")
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (column) => column.notNull().references("category.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_category_pk", ["product_id", "category_id"])
    .execute();
  await db.schema.createIndex("product_category_category").on("product_category").columns(["category_id", "position"]).execute();

  await db.schema
    .createTable("product_link")
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("linked_product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_link_pk", ["product_id", "type", "linked_product_id"])
    .execute();
  await db.schema.createIndex("product_link_linked").on("product_link").column("linked_product_id").execute();

  await autoIncrementId(db.schema.createTable("product_bundle_option"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("is_required", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint("product_bundle_option_code", ["product_id", "code"])
    .execute();

  await autoIncrementId(db.schema.createTable("product_bundle_selection"))
    .addColumn("option_id", "integer", (column) => column.notNull().references("product_bundle_option.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("default_qty", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("user_defined_qty", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint("product_bundle_selection_product", ["option_id", "product_id"])
    .execute();
  await db.schema.createIndex("product_bundle_selection_product_id").on("product_bundle_selection").column("product_id").execute();

  await autoIncrementId(db.schema.createTable("product_custom_option"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("is_required", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("max_characters", "integer")
    .addColumn("extra_cost_type", "text")
    .addColumn("extra_cost_cents", "integer")
    .addColumn("extra_cost_rate_bp", "integer")
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint("product_custom_option_code", ["product_id", "code"])
    .execute();

  await autoIncrementId(db.schema.createTable("product_custom_option_value"))
    .addColumn("option_id", "integer", (column) => column.notNull().references("product_custom_option.id").onDelete("cascade"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("sort_order", "integer", (column) => column.notNull())
    .addColumn("extra_cost_type", "text")
    .addColumn("extra_cost_cents", "integer")
    .addColumn("extra_cost_rate_bp", "integer")
    .addUniqueConstraint("product_custom_option_value_order", ["option_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("product_attribute_option")
    .addColumn("attribute", "text", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("swatch", "text")
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_attribute_option_pk", ["attribute", "value"])
    .execute();

  // ---- Derived: the listing index ------------------------------------------------------------

  await db.schema
    .createTable("product_index")
    .addColumn("product_id", "integer", (column) => column.primaryKey().references("product.id").onDelete("cascade"))
    .addColumn("family", "text", (column) => column.notNull())
    .addColumn("in_stock", "integer", (column) => column.notNull())
    .addColumn("is_organic", "integer", (column) => column.notNull())
    .addColumn("origin_country", "text")
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("name_fr", sortKeyType, (column) => column.notNull())
    .addColumn("name_en", sortKeyType, (column) => column.notNull())
    .execute();
  // Related products: same family, in stock first, closest in price (two short range reads).
  await db.schema.createIndex("product_index_family").on("product_index").columns(["family", "in_stock", "price_cents", "product_id"]).execute();

  await withoutRowId(
    db.schema
      .createTable("product_listing")
      .addColumn("category_id", "integer", (column) => column.notNull())
      .addColumn("product_id", "integer", (column) => column.notNull())
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("price_cents", "integer", (column) => column.notNull())
      .addColumn("name_fr", sortKeyType, (column) => column.notNull())
      .addColumn("name_en", sortKeyType, (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("in_stock", "integer", (column) => column.notNull())
      .addColumn("is_organic", "integer", (column) => column.notNull())
      .addColumn("family", "text", (column) => column.notNull())
      .addColumn("origin_country", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("product_listing_pk", ["category_id", "product_id"]),
  ).execute();
  // One index per sort: an unfiltered page walks the index and stops after the page.
  for (const column of ["position", "price_cents", "created_at", "name_fr", "name_en"]) {
    await db.schema
      .createIndex(`product_listing_${column}`)
      .on("product_listing")
      .columns(["category_id", column, "product_id"])
      .execute();
  }
  await db.schema.createIndex("product_listing_product").on("product_listing").column("product_id").execute();

  await withoutRowId(
    db.schema
      .createTable("product_listing_value")
      .addColumn("category_id", "integer", (column) => column.notNull())
      .addColumn("attribute", "text", (column) => column.notNull())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("product_id", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("product_listing_value_pk", ["category_id", "attribute", "value", "product_id"]),
  ).execute();
  await db.schema.createIndex("product_listing_value_product").on("product_listing_value").column("product_id").execute();
}
