import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContentLanguage, Database, DownloadRightTable, ProductDownloadTable } from "../../db/schema.ts";
import { type CustomerScope, owned } from "../../shared/ownership.ts";

/** The statements of the download module (service.ts says the rules). */

export type ProductFileRow = Selectable<ProductDownloadTable>;
export type DownloadRightRecord = Selectable<DownloadRightTable> & { code: string; title_fr: string; title_en: string };

/** Every statement runs on the executor given: the service's database, or the caller's unit of work. */
export const downloadRepository = {
  /** The files of these products, in order. */
  filesOf(executor: Kysely<Database>, productIds: readonly number[]): Promise<ProductFileRow[]> {
    if (!productIds.length) return Promise.resolve([]);
    return executor.selectFrom("product_download").selectAll().where("product_id", "in", productIds).orderBy("product_id").orderBy("position").execute();
  },

  /** The files of the products with these skus (the products ordered), with their sku. */
  filesOfSkus(executor: Kysely<Database>, skus: readonly string[]): Promise<(ProductFileRow & { sku: string })[]> {
    if (!skus.length) return Promise.resolve([]);
    return executor
      .selectFrom("product_download")
      .innerJoin("product", "product.id", "product_download.product_id")
      .selectAll("product_download")
      .select("product.sku")
      .where("product.sku", "in", skus)
      .where("product.is_virtual", "=", 1)
      .orderBy("product_download.product_id")
      .orderBy("product_download.position")
      .execute();
  },

  /** Inserts the rights that do not exist yet (one per line and file): how many were made. */
  async insertRights(executor: Kysely<Database>, rows: Insertable<DownloadRightTable>[]): Promise<number> {
    if (!rows.length) return 0;
    const made = await executor
      .insertInto("download_right")
      .values(rows)
      .onConflict((conflict) => conflict.columns(["order_line_id", "product_download_id"]).doNothing())
      .returning("id")
      .execute();
    return made.length;
  },

  /**
   * A customer's rights with what the account shows of them, newest purchase first: the product's
   * name in `language` while the catalogue has it (the order line keeps the name in the language
   * the order was placed in). A revoked right (its order cancelled) is not listed.
   */
  rightsOfCustomer(executor: Kysely<Database>, customerId: number, language: ContentLanguage) {
    return executor
      .selectFrom("download_right")
      .innerJoin("product_download", "product_download.id", "download_right.product_download_id")
      .innerJoin("sales_order", "sales_order.id", "download_right.order_id")
      .innerJoin("sales_order_line", "sales_order_line.id", "download_right.order_line_id")
      .leftJoin("product_translation", (join) => join.onRef("product_translation.product_id", "=", "product_download.product_id").on("product_translation.language", "=", language))
      .select([
        "product_translation.name as catalogue_name",
        "download_right.public_id",
        "download_right.downloads_allowed",
        "download_right.downloads_used",
        "download_right.granted_at",
        "download_right.expires_at",
        "product_download.title_fr",
        "product_download.title_en",
        "sales_order.public_id as order_public_id",
        "sales_order.number as order_number",
        "sales_order_line.name as product_name",
        "sales_order_line.sku",
      ])
      .where("download_right.customer_id", "=", customerId)
      .where("download_right.revoked_at", "is", null)
      .orderBy("download_right.granted_at", "desc")
      .orderBy("download_right.id", "desc")
      .limit(200)
      .execute();
  },

  /** The right `publicId` when it belongs to the scope's customer (owner in the statement) and is not revoked. */
  ownedRight(executor: Kysely<Database>, scope: CustomerScope, publicId: string): Promise<DownloadRightRecord | undefined> {
    return owned(
      scope,
      executor
        .selectFrom("download_right")
        .innerJoin("product_download", "product_download.id", "download_right.product_download_id")
        .selectAll("download_right")
        .select(["product_download.code", "product_download.title_fr", "product_download.title_en"])
        .where("download_right.public_id", "=", publicId)
        .where("download_right.revoked_at", "is", null),
      "download_right.customer_id",
    ).executeTakeFirst();
  },

  /** Revokes every right of the order not revoked yet: how many. */
  async revokeOrder(executor: Kysely<Database>, orderId: number, now: string): Promise<number> {
    const result = await executor.updateTable("download_right").set({ revoked_at: now }).where("order_id", "=", orderId).where("revoked_at", "is", null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async revokeLines(executor: Kysely<Database>, orderLineIds: readonly number[], now: string): Promise<number> {
    if (!orderLineIds.length) return 0;
    const result = await executor.updateTable("download_right").set({ revoked_at: now }).where("order_line_id", "in", orderLineIds).where("revoked_at", "is", null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /**
   * Counts one download, only if the right is the customer's, not revoked, has one left and has
   * not expired: one statement, so parallel downloads never take more than there are, and a right
   * revoked meanwhile serves nothing. True when counted.
   */
  async consume(executor: Kysely<Database>, customerId: number, publicId: string, now: string): Promise<boolean> {
    const result = await executor
      .updateTable("download_right")
      .set((eb) => ({ downloads_used: eb("downloads_used", "+", 1), last_downloaded_at: now }))
      .where("public_id", "=", publicId)
      .where("customer_id", "=", customerId)
      .where("revoked_at", "is", null)
      .where((eb) => eb("downloads_used", "<", eb.ref("downloads_allowed")))
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
