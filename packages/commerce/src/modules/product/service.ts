import type { Config } from "../../config.ts";
import type { ContentLanguage } from "../../db/schema.ts";
import { createListingService } from "../listing/listing-service.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Logger } from "pino";
import { createCatalogVersionSource } from "../catalog-version/catalog-version.ts";
import { reindexProducts } from "../listing/product-index.ts";
import { loadProductMediaSource } from "./product-media-source.ts";
import { createProductReadCache } from "../catalog-version/catalogue-read-cache.ts";
import { createProductRepository } from "./product-repository.ts";

/** Where generated media is served (modules/product/media-router.ts, mounted by the server). */
export const MEDIA_PATH = "/media";

/** Spec §3: the technical document and the safety data sheet ("fiche de données de sécurité"). */
export type ProductDocumentKind = "technical" | "fds";

/**
 * The catalogue's products: reading (repository, per-request loaders on top), category listings
 * and the listing index they read, and the sources of generated media.
 */
export function createProductService(database: Pick<DatabaseHandle, "db" | "listen">, config: Pick<Config, "publicUrl" | "imageBaseUrl">, logger?: Logger) {
  const { db } = database;
  const version = createCatalogVersionSource(database, (error) => logger?.warn({ err: error }, "catalogue version: not listening, reading it per request"));
  const repository = createProductRepository(db);
  const listing = createListingService(db, { onError: (error) => logger?.error({ err: error }, "search: reading the catalogue snapshot failed") });
  const readCache = createProductReadCache();
  // With IMAGE_BASE_URL left at its default (this server's /media), URLs stay store-relative
  // paths so they work on any host the shop answers on; a CDN base is used as configured.
  const mediaBase = config.imageBaseUrl === `${config.publicUrl}${MEDIA_PATH}` ? MEDIA_PATH : config.imageBaseUrl;

  return {
    repository,
    listing,
    /** Reads of this process at the current catalogue version (see product-read-cache.ts). */
    readCache,
    /** Current catalogue version (changes with every reindex); listings are cached under it. */
    catalogVersion: () => version.current(),
    /** Rebuilds the listing index of these products (see product-index.ts). Call after any change. */
    reindex: (ids: readonly number[] | "all", options?: Parameters<typeof reindexProducts>[2]) => reindexProducts(db, ids, options),
    mediaSource: (sku: string) => loadProductMediaSource(db, sku),

    /** The product's generated visual; the en-GB store's shows English texts. */
    imageUrl(sku: string, language: ContentLanguage): string {
      return `${mediaBase}/product/${encodeURIComponent(sku)}.svg${language === "fr" ? "" : `?lang=${language}`}`;
    },
    /** Absolute-path URL of a product document (always served by this server, never a CDN). */
    documentUrl(sku: string, kind: ProductDocumentKind, language: ContentLanguage): string {
      return `${MEDIA_PATH}/documents/${encodeURIComponent(sku)}/${kind}-${language}.pdf`;
    },
    categoryImageUrl(categoryId: number, language: ContentLanguage): string {
      return `${mediaBase}/category/${categoryId}.svg${language === "fr" ? "" : `?lang=${language}`}`;
    },
    /** Stops listening for catalogue versions (before the database is closed). */
    close: () => version.close(),
  };
}

export type ProductService = ReturnType<typeof createProductService>;
