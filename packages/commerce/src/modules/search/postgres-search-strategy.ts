import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RankedMatches } from "../catalog/listing-service.ts";
import { chunked } from "../catalog/product-repository.ts";
import type { SearchDocument } from "./search-documents.ts";
import { type DocumentStore, type SearchRequest, type SearchStrategy, indexDocuments } from "./search-strategy.ts";
import type { SearchTerms } from "./text.ts";

/**
 * PostgreSQL: `product_search` (migration 0004), one tsvector per product and language built with
 * the 'simple' configuration from texts folded by text.ts, weighted A (name, skus, CAS), B
 * (botanical name), C (categories, labels, short description), D (description); GIN index;
 * ranked by ts_rank_cd. Accents are folded by the application, the same way as on SQLite, so no
 * extension (unaccent) is needed. Prefix: the last term is `'term':*`. Typos: the service's
 * vocabulary fallback. The tsquery is built from [a-z0-9] terms only (never websearch_to_tsquery
 * or raw text) and passed as a parameter.
 */

/** ts_rank_cd weights for D, C, B, A. */
const WEIGHTS = "{0.05,0.2,0.5,1.0}";

export function tsQuery(terms: SearchTerms, weights = ""): string | undefined {
  if (terms.terms.length === 0) return undefined;
  const quote = (term: string) => `'${term.replace(/[^a-z0-9]/g, "")}'`;
  const last = terms.terms.length - 1;
  const all = terms.terms.map((term, index) => (index === last ? `${quote(term)}:*${weights}` : `${quote(term)}${weights ? `:${weights}` : ""}`)).join(" & ");
  return terms.compact ? `(${all}) | ${quote(terms.compact)}${weights ? `:${weights}` : ""}` : all;
}

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
      const vector = (text: string, weight: "A" | "B" | "C" | "D") => sql`setweight(to_tsvector('simple', ${text}), ${sql.lit(weight)})`;
      for (const chunk of chunked(documents, 500)) {
        await sql`insert into product_search (product_id, language, document) values ${sql.join(
          chunk.map(
            (row: SearchDocument) =>
              sql`(${row.productId}, ${row.language}, ${vector(`${row.name} ${row.sku} ${row.cas}`, "A")} || ${vector(row.botanicalName, "B")}
                || ${vector(`${row.categories} ${row.labels} ${row.shortDescription}`, "C")} || ${vector(row.description, "D")})`,
          ),
        )}`.execute(trx);
      }
    },
  };

  const run = async (request: SearchRequest, weights = ""): Promise<RankedMatches> => {
    const query = tsQuery(request.terms, weights);
    if (!query) return { ids: [], scores: [] };
    const { rows } = await sql<{ id: number; score: number }>`
      select s.product_id as id, ts_rank_cd(${WEIGHTS}::float4[], s.document, q) as score
      from product_search s, to_tsquery('simple', ${query}) q
      where s.language = ${request.language} and s.document @@ q
      order by score desc, s.product_id limit ${request.limit}`.execute(db);
    return { ids: rows.map((row) => Number(row.id)), scores: rows.map((row) => Number(row.score)) };
  };

  return {
    dialect: "postgres",
    index: (productIds) => indexDocuments(db, store, productIds),
    search: (request) => run(request),
    suggest: (request) => run(request, "AB"),
  };
}
