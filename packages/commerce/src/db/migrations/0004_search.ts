import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Full-text product search, one strategy per database (modules/search):
 *
 * - SQLite: one FTS5 table per store language (`product_search_fr`, `product_search_en`), rowid =
 *   product id, one column per searchable field (column filters; ranking is in memory, ADR 010). Texts are folded by the
 *   application (accents, case, ligatures; see shared/text-folding.ts) before they are written;
 *   the `unicode61 remove_diacritics 2` tokenizer folds again for safety. Prefix indexes of 2 and
 *   3 characters keep "as you type" prefix queries cheap.
 * - PostgreSQL: `product_search` (product id, language, weighted tsvector of the folded texts,
 *   'simple' configuration) with a GIN index.
 * - Both: `search_term` (language, term), the vocabulary of product texts, for "did you mean".
 *
 * All of it is derived: `npm run reindex` rebuilds it from the product tables.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === "sqlite") {
    for (const language of ["fr", "en"]) {
      await sql`create virtual table ${sql.raw(`product_search_${language}`)} using fts5(
        name, botanical_name, sku, cas, categories, labels, short_description, description,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      )`.execute(db);
    }
  } else {
    await db.schema
      .createTable("product_search")
      .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
      .addColumn("language", "text", (column) => column.notNull())
      .addColumn("document", sql`tsvector`, (column) => column.notNull())
      .addPrimaryKeyConstraint("product_search_pk", ["product_id", "language"])
      .execute();
    await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  }
  await db.schema
    .createTable("search_term")
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("term", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("search_term_pk", ["language", "term"])
    .execute();
}
