import { type Kysely, sql } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { chunked } from "../../shared/chunked.ts";
import type { SearchDocument } from "./search-documents.ts";
import { type DocumentStore, type SearchStrategy, indexDocuments } from "./search-strategy.ts";
import type { SearchTerms } from "./text.ts";

/**
 * SQLite: FTS5 tables `product_search_fr` / `product_search_en` (migration 0004), rowid = product
 * id. Accents: texts and queries are folded by text.ts (the tokenizer's `remove_diacritics 2`
 * would do it too). Prefix: the last term is written `"term"*`, served by the table's 2- and
 * 3-character prefix indexes. Matches come in rowid order, so a LIMIT stops the scan early (no
 * bm25: ranking is the name index's). Typos: the service's vocabulary fallback.
 */

const TABLES: Record<ContentLanguage, string> = { fr: "product_search_fr", en: "product_search_en" };

/**
 * An FTS5 query from folded terms. Each term is [a-z0-9]+ (text.ts), and is still written as an
 * FTS5 string ("…"), so no term can be read as an operator (`AND`, `NEAR`, `OR`) or a column.
 */
export function fts5Query(terms: SearchTerms): string | undefined {
  if (terms.terms.length === 0) return undefined;
  const quote = (term: string) => `"${term.replace(/[^a-z0-9]/g, "")}"`;
  const last = terms.terms.length - 1;
  const all = terms.terms.map((term, index) => (index === last ? `${quote(term)}*` : quote(term))).join(" AND ");
  return terms.compact ? `(${all}) OR ${quote(terms.compact)}` : all;
}

export function createSqliteSearchStrategy(db: Kysely<Database>): SearchStrategy {
  const store: DocumentStore = {
    async remove(trx, productIds) {
      for (const table of Object.values(TABLES)) {
        if (productIds === "all") {
          await sql`delete from ${sql.table(table)}`.execute(trx);
          continue;
        }
        for (const chunk of chunked(productIds, 500)) await sql`delete from ${sql.table(table)} where rowid in (${sql.join([...chunk])})`.execute(trx);
      }
    },
    async insert(trx, documents) {
      for (const language of Object.keys(TABLES) as ContentLanguage[]) {
        const rows = documents.filter((document) => document.language === language);
        for (const chunk of chunked(rows, 300)) {
          await sql`insert into ${sql.table(TABLES[language])} (rowid, name, botanical_name, sku, cas, categories, labels, short_description, description)
            values ${sql.join(chunk.map((row: SearchDocument) => sql`(${row.productId}, ${row.name}, ${row.botanicalName}, ${row.sku}, ${row.cas}, ${row.categories}, ${row.labels}, ${row.shortDescription}, ${row.description})`))}`.execute(trx);
        }
      }
    },
  };

  return {
    dialect: "sqlite",
    index: (productIds) => indexDocuments(db, store, productIds),
    async match(request) {
      const match = fts5Query(request.terms);
      if (!match) return [];
      const table = sql.table(TABLES[request.language]);
      const { rows } = await sql<{ id: number }>`
        select rowid as id from ${table} where ${table} match ${match} order by rowid limit ${request.limit}`.execute(db);
      return rows.map((row) => Number(row.id));
    },
  };
}
