import type { Kysely, Transaction } from "kysely";
import { LRUCache } from "lru-cache";
import { PDFDocument } from "pdf-lib";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { type GuideLanguage, guideByCode, guidePdf } from "../../media/guides.ts";
import type { ShopIdentity } from "../../media/product-documents.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import { logRefusedAccess } from "../../shared/ownership.ts";
import { newToken } from "../../shared/session-tokens.ts";
import { slugOf } from "../../shared/text-folding.ts";
import type { OrderLineRow, OrderRow } from "../order/order-record.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type DownloadRightRecord, type ProductFileRow, downloadRepository as repository } from "./repository.ts";

/**
 * Downloadable products (schema.graphql): a virtual product's files, the rights a paid order
 * gives its customer (one per order line and file, made in the unit of work that marks the order
 * paid, as its invoice is), the customer's list of them, and the download itself.
 *
 * A download is counted by one conditional update that holds the owner, the remaining count and
 * the expiry (repository `consume`): N parallel downloads of a right with k left serve exactly k
 * files. The file is rendered before the download is counted, so a counted download always has
 * its file; another customer's right, a visitor's try and an unknown id all answer the same
 * not-found, and the refusal is logged. Cancelling an order revokes its rights in the same unit
 * of work (`revokeForOrder`): a revoked right answers that same not-found.
 */

export type DownloadStatus = "AVAILABLE" | "EXHAUSTED" | "EXPIRED";

/** A file of a product as the catalogue shows it. */
export interface ProductFileView {
  id: string;
  title: string;
  format: "PDF";
  pageCount: number;
}

/** A download right as the customer's account shows it. */
export interface DownloadRightView {
  id: string;
  title: string;
  productName: string;
  sku: string;
  order_id: string;
  orderNumber: string;
  grantedAt: string;
  expiresAt: string;
  downloadsAllowed: number;
  downloadsRemaining: number;
  status: DownloadStatus;
  url: string | null;
}

/** What a download request gets: the file, or why not (NOT_FOUND for anyone but the owner, whatever the reason). */
export type DownloadOutcome =
  | { ok: true; body: Uint8Array; fileName: string }
  | { ok: false; code: "NOT_FOUND" | "EXHAUSTED" | "EXPIRED" };

/** A right's public id: 43 characters of base64url (`newToken`). */
const RIGHT_ID = /^[A-Za-z0-9_-]{43}$/;

/** The store-relative path of a right's file (the en-GB store prefixes it with `/en`). */
export const downloadFilePath = (rightId: string) => `/user/downloadable-products/${rightId}/file`;

const languageOf = (scope: ServiceScope): GuideLanguage => (scope.store.language === "en" ? "en" : "fr");

export const statusOf = (right: Pick<DownloadRightRecord, "downloads_allowed" | "downloads_used" | "expires_at">, now: string): DownloadStatus =>
  right.downloads_used >= right.downloads_allowed ? "EXHAUSTED" : right.expires_at <= now ? "EXPIRED" : "AVAILABLE";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DownloadServiceDeps {
  config: Pick<Config, "downloadLinkDays" | "shopName" | "contactEmail" | "contactPhone" | "seller">;
  logger?: Logger;
}

export function createDownloadService(db: Kysely<Database>, deps: DownloadServiceDeps) {
  const { config, logger } = deps;
  const shop: ShopIdentity = { name: config.shopName, address: config.seller.address.join(", "), phone: config.contactPhone, email: config.contactEmail };
  // A guide never changes between releases: each process keeps the few it rendered (some tens of kB each).
  const rendered = new LRUCache<string, Uint8Array>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (body) => body.length + 1 });

  async function fileOf(code: string, language: GuideLanguage): Promise<Uint8Array | undefined> {
    const key = `${code}:${language}`;
    const cached = rendered.get(key);
    if (cached) return cached;
    const guide = guideByCode(code);
    if (!guide) return undefined;
    const body = await guidePdf(guide, language, shop);
    rendered.set(key, body);
    return body;
  }

  const pageCounts = new Map<string, Promise<number>>();
  const pageCountOf = (code: string, language: GuideLanguage): Promise<number> => {
    const key = `${code}:${language}`;
    let count = pageCounts.get(key);
    if (!count) {
      count = fileOf(code, language).then(async (body) => (body ? (await PDFDocument.load(body, { updateMetadata: false })).getPageCount() : 0));
      pageCounts.set(key, count);
      count.catch(() => pageCounts.delete(key));
    }
    return count;
  };

  // Per scope (one GraphQL operation): a list of products asking for their files reads them in one statement.
  const loaders = new WeakMap<ServiceScope, BatchLoader<number, ProductFileRow[]>>();
  const loaderOf = (scope: ServiceScope) => {
    let loader = loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader<number, ProductFileRow[]>(async (productIds) => {
        const byProduct = new Map<number, ProductFileRow[]>();
        for (const row of await repository.filesOf(scope.executor ?? db, productIds)) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
        return byProduct;
      }, () => []);
      loaders.set(scope, loader);
    }
    return loader;
  };

  return {
    /** The files of a product (none for a product that is not virtual), in order, titled in the scope's language. */
    async productFiles(scope: ServiceScope, productId: number): Promise<ProductFileView[]> {
      const language = languageOf(scope);
      const rows = await loaderOf(scope).load(productId);
      return Promise.all(
        rows.map(async (row) => ({ id: row.code, title: language === "en" ? row.title_en : row.title_fr, format: "PDF" as const, pageCount: await pageCountOf(row.code, language) })),
      );
    },

    /**
     * The rights of an order that has just been paid, in the payment's unit of work
     * (`scope.executor`, the order's row locked by the caller): one per (line, file) of its
     * virtual lines, `max_downloads × quantity` downloads, valid DOWNLOAD_LINK_DAYS from
     * `paidAt`. An order paid again (a second notification) keeps the rights it has; a guest
     * order holds none (the checkout never lets a guest buy a downloadable product).
     */
    async grantOnPayment(scope: ServiceScope, order: OrderRow, lines: readonly OrderLineRow[], paidAt: string = nowIso()): Promise<number> {
      const executor = scope.executor ?? db;
      const files = await repository.filesOfSkus(executor, [...new Set(lines.map((line) => line.product_sku))]);
      if (!files.length) return 0;
      if (order.customer_id === null) {
        logger?.error({ order: order.number }, "download rights: a guest order holds downloadable lines; none granted");
        return 0;
      }
      const expiresAt = new Date(new Date(paidAt).getTime() + config.downloadLinkDays * DAY_MS).toISOString();
      const rows = lines.flatMap((line) =>
        files
          .filter((file) => file.sku === line.product_sku)
          .map((file) => ({
            public_id: newToken(),
            customer_id: order.customer_id!,
            order_id: order.id,
            order_line_id: line.id,
            product_download_id: file.id,
            downloads_allowed: file.max_downloads * line.quantity,
            granted_at: paidAt,
            expires_at: expiresAt,
          })),
      );
      const created = await repository.insertRights(executor, rows);
      if (created) logger?.info({ order: order.number, rights: created }, "download rights granted");
      return created;
    },

    /**
     * Revokes the rights of a cancelled order, in the cancellation's unit of work (`trx`, the
     * order's row locked by the caller): from its commit, each of them answers as a right that
     * does not exist (a download under way when it commits is not counted and serves nothing),
     * and the customer's list no longer shows them. The rows stay, with what was downloaded.
     */
    async revokeForOrder(trx: Transaction<Database>, orderId: number): Promise<number> {
      const revoked = await repository.revokeOrder(trx, orderId, nowIso());
      if (revoked) logger?.info({ orderId, rights: revoked }, "download rights revoked");
      return revoked;
    },

    /**
     * Revokes the download rights of some lines of an order (the lines a refund gave all the money
     * back for, modules/refund), in the caller's unit of work: from its commit they serve nothing,
     * as a cancelled order's. Returns how many were revoked.
     */
    async revokeForLines(trx: Transaction<Database>, orderLineIds: readonly number[]): Promise<number> {
      const revoked = await repository.revokeLines(trx, orderLineIds, nowIso());
      if (revoked) logger?.info({ orderLineIds, rights: revoked }, "download rights revoked");
      return revoked;
    },

    /** The signed-in customer's rights, newest purchase first (none for a visitor). */
    async rightsOf(scope: ServiceScope): Promise<DownloadRightView[]> {
      const customerId = scope.customerId ?? null;
      if (customerId === null) return [];
      const language = languageOf(scope);
      const now = nowIso();
      const rows = await repository.rightsOfCustomer(scope.executor ?? db, customerId, language);
      return rows.map((row) => {
        const status = statusOf(row, now);
        return {
          id: row.public_id,
          title: language === "en" ? row.title_en : row.title_fr,
          productName: row.catalogue_name ?? row.product_name,
          sku: row.sku,
          order_id: row.order_public_id,
          orderNumber: row.order_number,
          grantedAt: row.granted_at,
          expiresAt: row.expires_at,
          downloadsAllowed: row.downloads_allowed,
          downloadsRemaining: Math.max(0, row.downloads_allowed - row.downloads_used),
          status,
          url: status === "AVAILABLE" ? downloadFilePath(row.public_id) : null,
        };
      });
    },

    /**
     * One download of the right `rightId` by the scope's signed-in customer: the file, in the
     * scope's language, counted once. NOT_FOUND for anyone else's right, a visitor, an unknown or
     * malformed id (logged); EXHAUSTED or EXPIRED for the owner's right that has no download left.
     */
    async download(scope: ServiceScope, rightId: string): Promise<DownloadOutcome> {
      const refused = (): DownloadOutcome => {
        logRefusedAccess(logger, scope, { object: "download", tried: rightId, action: "download" });
        return { ok: false, code: "NOT_FOUND" };
      };
      const customerId = scope.customerId ?? null;
      if (customerId === null || !RIGHT_ID.test(rightId)) return refused();
      const executor = scope.executor ?? db;
      const right = await repository.ownedRight(executor, scope, rightId);
      if (!right) return refused();
      const status = statusOf(right, nowIso());
      if (status !== "AVAILABLE") return { ok: false, code: status };
      const language = languageOf(scope);
      // Rendered before the download is counted: a counted download always gets its file.
      const body = await fileOf(right.code, language);
      if (!body) throw new Error(`download: no guide has the code ${right.code}`);
      const consumed = await repository.consume(executor, customerId, rightId, nowIso());
      if (!consumed) {
        // Another request took the last download, or the link expired, or its order was cancelled (revoked: as if it never existed), in the meantime.
        const now = await repository.ownedRight(executor, scope, rightId);
        if (!now) return refused();
        return { ok: false, code: statusOf(now, nowIso()) === "EXPIRED" ? "EXPIRED" : "EXHAUSTED" };
      }
      const title = language === "en" ? right.title_en : right.title_fr;
      return { ok: true, body, fileName: `${slugOf(title) || right.code}.pdf` };
    },

    /** Whether any of these products (by sku) is sold as files: the order's e-mails say where to find them. */
    async virtualSkus(scope: ServiceScope, skus: readonly string[]): Promise<Set<string>> {
      return new Set((await repository.filesOfSkus(scope.executor ?? db, [...new Set(skus)])).map((file) => file.sku));
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
