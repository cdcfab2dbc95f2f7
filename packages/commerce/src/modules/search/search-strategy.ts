import type { Kysely } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { chunked } from "../../shared/chunked.ts";
import { addVocabulary, loadCategoryNames, loadSearchDocuments, type SearchDocument, vocabularyOf } from "./search-documents.ts";
import type { SearchTerms } from "./text.ts";

/**
 * One search interface, one strategy per database (Vendure's SearchStrategy): the SQLite strategy
 * uses FTS5 (sqlite-search-strategy.ts), the PostgreSQL one a tsvector with a GIN index
 * (postgres-search-strategy.ts). Both receive texts folded by text.ts and queries already cut
 * into [a-z0-9] terms, so they match the same words, and return them in the same order:
 * ranking is the name index's (name-index.ts, service.ts), the same on both databases.
 */
export interface SearchRequest {
  terms: SearchTerms;
  language: ContentLanguage;
  /** Most products returned. */
  limit: number;
}

export interface SearchStrategy {
  readonly dialect: Dialect;
  /** Rewrites the documents of these products (those no longer listed lose theirs), or of all. */
  index(productIds: readonly number[] | "all"): Promise<number>;
  /**
   * Products matching every term (the last one as a prefix), or the compact form, in product id
   * order. Unranked: no score is computed per match, which is what made broad queries slow
   * (`bio`: 35,000 matches at 100,000 products), and a LIMIT stops the scan early.
   */
  match(request: SearchRequest): Promise<number[]>;
}

/** How a strategy stores documents: the rest of indexing is shared. */
export interface DocumentStore {
  /** Removes the documents of these products (any ids), or every document. */
  remove(trx: Kysely<Database>, productIds: readonly number[] | "all"): Promise<void>;
  insert(trx: Kysely<Database>, documents: SearchDocument[]): Promise<void>;
}


/** Shared indexing: documents from the product tables, written through the strategy's store. */
export async function indexDocuments(db: Kysely<Database>, store: DocumentStore, productIds: readonly number[] | "all", chunkSize = 500): Promise<number> {
  const categories = await loadCategoryNames(db);
  let ids: number[];
  if (productIds === "all") {
    await db.transaction().execute(async (trx) => {
      await store.remove(trx, "all");
      await trx.deleteFrom("search_term").execute();
    });
    ids = (await db.selectFrom("product").select("id").where("parent_id", "is", null).orderBy("id").execute()).map((row) => row.id);
  } else {
    ids = [...new Set(productIds)];
  }
  let written = 0;
  for (const chunk of chunked(ids, chunkSize)) {
    const documents = await loadSearchDocuments(db, chunk, categories);
    await db.transaction().execute(async (trx) => {
      if (productIds !== "all") await store.remove(trx, chunk);
      await store.insert(trx, documents);
    });
    await addVocabulary(db, vocabularyOf(documents));
    written += documents.length;
  }
  return written;
}
