import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Category tree, CMS pages and URL rewrites (the app shell: navigation, content pages, URL
 * resolution). The two structural categories (root and default) are created here with fixed ids:
 * 1 the root (path `1`), 2 the default category (path `1/2`), so shop categories live under `1/2/`.
 */
/** The columns this migration writes rows into, as they are at this migration. */
interface StructuralCategoryRow {
  id: number;
  code: string;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  is_active: number;
  include_in_menu: number;
  created_at: string;
  updated_at: string;
}

export async function up(db: Kysely<unknown>, { autoIncrementId, dialect }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("category"))
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("parent_id", "integer", (column) => column.references("category.id"))
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("level", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("include_in_menu", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("category_parent_id").on("category").column("parent_id").execute();
  await db.schema.createIndex("category_path").on("category").column("path").execute();

  await db.schema
    .createTable("category_translation")
    .addColumn("category_id", "integer", (column) => column.notNull().references("category.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("url_key", "text")
    .addColumn("url_path", "text")
    .addColumn("description", "text")
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("category_translation_pk", ["category_id", "language"])
    .execute();
  // URL resolution looks categories up by (language, url_path); the index also keeps paths unique.
  await db.schema
    .createIndex("category_translation_url_path")
    .on("category_translation")
    .columns(["language", "url_path"])
    .unique()
    .execute();

  const now = new Date().toISOString();
  await db
    .withTables<{ category: StructuralCategoryRow }>()
    .insertInto("category")
    .values([
      { id: 1, code: "root", parent_id: null, path: "1", level: 0, position: 0, is_active: 1, include_in_menu: 0, created_at: now, updated_at: now },
      { id: 2, code: "catalogue", parent_id: 1, path: "1/2", level: 1, position: 0, is_active: 1, include_in_menu: 0, created_at: now, updated_at: now },
    ])
    .execute();
  // Explicit ids do not advance a PostgreSQL sequence: move it past them.
  if (dialect === "postgres") {
    await sql`select setval(pg_get_serial_sequence('category', 'id'), (select max(id) from category))`.execute(db);
  }

  await autoIncrementId(db.schema.createTable("cms_page"))
    .addColumn("identifier", "text", (column) => column.notNull().unique())
    .addColumn("layout", "text", (column) => column.notNull().defaultTo("main"))
    .addColumn("is_active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("cms_page_translation")
    .addColumn("page_id", "integer", (column) => column.notNull().references("cms_page.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("url_key", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("cms_page_translation_pk", ["page_id", "language"])
    .execute();
  await db.schema
    .createIndex("cms_page_translation_url_key")
    .on("cms_page_translation")
    .columns(["language", "url_key"])
    .unique()
    .execute();

  await autoIncrementId(db.schema.createTable("url_rewrite"))
    .addColumn("language", "text")
    .addColumn("request_path", "text", (column) => column.notNull())
    .addColumn("target_path", "text", (column) => column.notNull())
    .addColumn("redirect_type", "integer", (column) => column.notNull().defaultTo(301))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  // NULL (both stores) counts as one value here, so a path has at most one rule per store scope.
  await db.schema
    .createIndex("url_rewrite_request")
    .on("url_rewrite")
    .unique()
    .expression(sql`coalesce(language, ''), request_path`)
    .execute();
}
