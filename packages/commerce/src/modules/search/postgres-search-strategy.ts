import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { chunked } from "../../shared/chunked.ts";
import type { SearchDocument } from "./search-documents.ts";
import { type DocumentStore, type SearchStrategy, indexDocuments } from "./search-strategy.ts";
import type { SearchTerms } from "./text.ts";

/**
 * PostgreSQL: `product_search` (migration 0004), one tsvector per product and language built with
 * the 'simple' configuration from texts folded by text.ts (name, skus, CAS, botanical name,
 * categories, labels, short description, description); GIN index. The vectors are stripped of
 * positions and weights: no query ranks (ranking is the name index's) or asks for phrases, and a
 * match reads every matching row, so narrower rows make a common word's match about 40 % cheaper
 * (ADR 010). Accents are folded by the application, the same way as on SQLite, so no extension
 * (unaccent) is needed. Prefix: the last term is `'term':*`.
 * Typos: the service's vocabulary fallback. The tsquery is built from [a-z0-9] terms only (never
 * websearch_to_tsquery or raw text) and passed as a parameter.
 */

export function tsQuery(terms: SearchTerms): string | undefined {
  if (terms.terms.length === 0) return undefined;
  const quote = (term: string) => `'${term.replace(/[^a-z0-9]/g, "")}'`;
  const last = terms.terms.length - 1;
  const all = terms.terms.map((term, index) => (index === last ? `${quote(term)}:*` : quote(term))).join(" & ");
  return terms.compact ? `(${all}) | ${quote(terms.compact)}` : all;
}

/** Every searchable text of a product, as one text (the vector keeps no field boundaries). */
const documentText = (row: SearchDocument) =>
  [row.name, row.sku, row.cas, row.botanicalName, row.categories, row.labels, row.shortDescription, row.description].join(" ");

export function createPostgresSearchStrategy(db: Kysely<Database>): SearchStrategy {
  const store: DocumentStore = {
    async remove(trx, productIds) {
      if (productIds === "all") {
        await trx.deleteFrom("product_search").execute();
        return;
      }
      for (const chunk of chunked(productIds, 1000)) await trx.deleteFrom("product_search").where("product_id", "in", [...chunk]).execute();
    },
    async insert(trx, documents) {
      for (const chunk of chunked(documents, 500)) {
        await sql`insert into product_search (product_id, language, document) values ${sql.join(
          chunk.map((row: SearchDocument) => sql`(${row.productId}, ${row.language}, strip(to_tsvector('simple', ${documentText(row)})))`),
        )}`.execute(trx);
      }
    },
  };

  return {
    dialect: "postgres",
    index: (productIds) => indexDocuments(db, store, productIds),
    async match(request) {
      const query = tsQuery(request.terms);
      if (!query) return [];
      // Materialized: read through the GIN index. With a small LIMIT (a correction's one-row
      // check) the planner may otherwise walk the primary key in order and test every document.
      const { rows } = await sql<{ id: number }>`
        with matches as materialized (
          select product_id from product_search where language = ${request.language} and document @@ to_tsquery('simple', ${query}))
        select product_id as id from matches order by product_id limit ${request.limit}`.execute(db);
      return rows.map((row) => Number(row.id));
    },
  };
}
