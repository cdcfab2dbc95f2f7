import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, ProductReviewTable, ReviewStatus } from "../../db/schema.ts";
import { owned } from "../../shared/ownership.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * The reviews' statements. Shoppers read approved reviews of one store only; a customer reads
 * their own through the owner condition in the statement (`owned`), never by an id they sent.
 */

export type ReviewRow = Selectable<ProductReviewTable>;

/** Count of approved reviews per product and rating in one store: the summaries of a page's products, in one statement. */
export async function ratingCounts(executor: Kysely<Database>, store: string, productIds: readonly number[]): Promise<{ product_id: number; rating: number; n: number | string }[]> {
  if (productIds.length === 0) return [];
  return executor
    .selectFrom("product_review")
    .select(["product_id", "rating", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("product_id", "in", productIds)
    .where("store", "=", store)
    .where("status", "=", "approved")
    .groupBy(["product_id", "rating"])
    .execute();
}

/** A page of a product's approved reviews in one store, newest first. */
export async function approvedPage(executor: Kysely<Database>, store: string, productId: number, from: number, size: number): Promise<ReviewRow[]> {
  return executor
    .selectFrom("product_review")
    .selectAll()
    .where("product_id", "=", productId)
    .where("store", "=", store)
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset(from)
    .execute();
}

export interface NewReview {
  productId: number;
  customerId: number;
  store: string;
  authorName: string;
  productName: string;
  rating: number;
  title: string;
  commentHtml: string;
  verifiedPurchase: boolean;
  createdAt: string;
}

/** Writes a pending review unless the customer has one of the product (the unique key): the row written, or undefined. */
export async function insertReview(executor: Kysely<Database>, review: NewReview): Promise<ReviewRow | undefined> {
  return executor
    .insertInto("product_review")
    .values({
      product_id: review.productId,
      customer_id: review.customerId,
      store: review.store,
      author_name: review.authorName,
      product_name: review.productName,
      rating: review.rating,
      title: review.title,
      comment_html: review.commentHtml,
      status: "pending",
      verified_purchase: review.verifiedPurchase ? 1 : 0,
      created_at: review.createdAt,
      moderated_at: null,
    })
    .onConflict((conflict) => conflict.columns(["product_id", "customer_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The scope's customer's reviews (every store's), newest first; of one product with `productId`. */
export async function ownReviews(executor: Kysely<Database>, scope: ServiceScope, productId: number | undefined, limit: number): Promise<ReviewRow[]> {
  return owned(scope, executor.selectFrom("product_review").selectAll(), "customer_id")
    .$if(productId !== undefined, (query) => query.where("product_id", "=", productId!))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The customer's name as a review signs it: first name and the initial of the last ("Camille R."). */
export async function customerName(executor: Kysely<Database>, customerId: number): Promise<{ firstname: string; lastname: string } | undefined> {
  return executor.selectFrom("customer").select(["firstname", "lastname"]).where("id", "=", customerId).executeTakeFirst();
}

export type ModerationRow = ReviewRow & { sku: string };

/** Reviews for the operator, with their product's sku: a status's (or all), a product's, oldest first for the queue (`pending`), else newest first. */
export async function moderationList(executor: Kysely<Database>, filter: { status?: ReviewStatus; productId?: number; limit: number }): Promise<ModerationRow[]> {
  const oldestFirst = filter.status === "pending";
  return executor
    .selectFrom("product_review as review")
    .innerJoin("product", "product.id", "review.product_id")
    .selectAll("review")
    .select("product.sku")
    .$if(filter.status !== undefined, (query) => query.where("review.status", "=", filter.status!))
    .$if(filter.productId !== undefined, (query) => query.where("review.product_id", "=", filter.productId!))
    .orderBy("review.created_at", oldestFirst ? "asc" : "desc")
    .orderBy("review.id", oldestFirst ? "asc" : "desc")
    .limit(filter.limit)
    .execute();
}

export async function reviewById(executor: Kysely<Database>, id: number): Promise<ModerationRow | undefined> {
  return executor
    .selectFrom("product_review as review")
    .innerJoin("product", "product.id", "review.product_id")
    .selectAll("review")
    .select("product.sku")
    .where("review.id", "=", id)
    .executeTakeFirst();
}

/** These reviews' statuses and products, locked until the unit of work ends on PostgreSQL. */
export async function statusesOf(trx: Transaction<Database>, ids: readonly number[], lock: boolean): Promise<{ id: number; product_id: number; status: ReviewStatus }[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom("product_review")
    .select(["id", "product_id", "status"])
    .where("id", "in", ids)
    .$if(lock, (query) => query.forUpdate())
    .execute();
}

export async function setStatus(trx: Transaction<Database>, ids: readonly number[], status: ReviewStatus, moderatedAt: string): Promise<void> {
  if (ids.length) await trx.updateTable("product_review").set({ status, moderated_at: moderatedAt }).where("id", "in", ids).execute();
}
