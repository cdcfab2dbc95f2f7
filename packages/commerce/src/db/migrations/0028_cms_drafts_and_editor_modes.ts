import type { Kysely } from "kysely";

/**
 * Editor modes (modules/cms/editing.ts, modules/contribution; ADR 085):
 *
 * - `cms_page.publish_at`: when a scheduled publication is due (ISO 8601); null when none is
 *   planned. The jobs process publishes a page once it is due, claimed by a conditional update on
 *   the value it read, so two processes never both publish it.
 * - `cms_page_draft`: pending changes of one language of a page, not shown to visitors until the
 *   page is published; `cms_page_translation` keeps the published version. `content` is the JSON
 *   array of blocks (modules/cms/blocks.ts), as in the translation. `updated_by_staff_id`: who saved
 *   it last (null once that staff account is gone, or when a program saved it).
 * - `staff_session.preview_mode`, `staff_session.xray_mode`: the editor modes of one staff
 *   session (0/1), read with the session itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("cms_page").addColumn("publish_at", "text").execute();
  // The scheduled publisher's pass: the pages due.
  await db.schema.createIndex("cms_page_publish_at").on("cms_page").column("publish_at").execute();

  await db.schema
    .createTable("cms_page_draft")
    .addColumn("page_id", "integer", (column) => column.notNull().references("cms_page.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_staff_id", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .addPrimaryKeyConstraint("cms_page_draft_pk", ["page_id", "language"])
    .execute();

  await db.schema.alterTable("staff_session").addColumn("preview_mode", "integer", (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("staff_session").addColumn("xray_mode", "integer", (column) => column.notNull().defaultTo(0)).execute();
}
