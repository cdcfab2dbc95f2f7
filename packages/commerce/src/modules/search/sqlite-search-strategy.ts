import { type Kysely, sql } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { RankedMatches } from "../catalog/listing-service.ts";
import { chunked } from "../catalog/product-repository.ts";
import type { SearchDocument } from "./search-documents.ts";
import { type DocumentStore, type SearchRequest, type SearchStrategy, indexDocuments } from "./search-strategy.ts";
import type { SearchTerms } from "./text.ts";

/**
 * SQLite: FTS5 tables `product_search_fr` / `product_search_en` (migration 0004), rowid = product
 * id, ranked by bm25() with column weights: a word of the name weighs ten times a word of the
 * description. Accents: texts and queries are folded by text.ts (the tokenizer's
 * `remove_diacritics 2` would do it too). Prefix: the last term is written `"term"*`, served by
 * the table's 2- and 3-character prefix indexes. Typos: the service's vocabulary fallback.
 */

const TABLES: Record<ContentLanguage, string> = { fr: "product_search_fr", en: "product_search_en" };
/** bm25 weights, in column order: name, botanical_name, sku, cas, categories, labels, short_description, description. */
const WEIGHTS = "10.0, 6.0, 8.0, 8.0, 2.0, 1.5, 1.0, 0.5";
const NAME_COLUMNS = "{name botanical_name sku cas}";

/**
 * An FTS5 query from folded terms. Each term is [a-z0-9]+ (text.ts), and is still written as an
 * FTS5 string ("…"), so no term can be read as an operator (`AND`, `NEAR`, `OR`) or a column.
 */
export function fts5Query(terms: SearchTerms, columns?: string): string | undefined {
  if (terms.terms.length === 0) return undefined;
  const quote = (term: string) => `"${term.replace(/[^a-z0-9]/g, "")}"`;
  const last = terms.terms.length - 1;
  const all = terms.terms.map((term, index) => (index === last ? `${quote(term)}*` : quote(term))).join(" AND ");
  const expression = terms.compact ? `(${all}) OR ${quote(terms.compact)}` : all;
  return columns ? `${columns} : (${expression})` : expression;
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

  const run = async (request: SearchRequest, columns?: string): Promise<RankedMatches> => {
    const match = fts5Query(request.terms, columns);
    if (!match) return { ids: [], scores: [] };
    const table = sql.table(TABLES[request.language]);
    const { rows } = await sql<{ id: number; rank: number }>`
      select rowid as id, bm25(${table}, ${sql.raw(WEIGHTS)}) as rank from ${table}
      where ${table} match ${match} order by rank limit ${request.limit}`.execute(db);
    return { ids: rows.map((row) => Number(row.id)), scores: rows.map((row) => -Number(row.rank)) };
  };

  return {
    dialect: "sqlite",
    index: (productIds) => indexDocuments(db, store, productIds),
    search: (request) => run(request),
    suggest: (request) => run(request, NAME_COLUMNS),
  };
}
