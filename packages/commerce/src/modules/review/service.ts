import type { Kysely } from "kysely";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database, ReviewStatus } from "../../db/schema.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import { requireCustomer } from "../../shared/ownership.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { OrderService } from "../order/service.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { StockService } from "../stock/service.ts";
import {
  type ModerationRow,
  type ReviewRow,
  approvedPage,
  customerName,
  insertReview,
  moderationList,
  ownReviews,
  ratingCounts,
  reviewById,
  setStatus,
  statusesOf,
} from "./repository.ts";
import { checkComment, checkTitle } from "./rich-text.ts";

export type { ModerationRow } from "./repository.ts";

/**
 * Product reviews (ADR 079): written by a signed-in customer in one store (its language), one per
 * customer and product whatever the store (a unique key: racing creations make one), kept pending
 * until the operator approves them, then shown, counted and averaged in that store only. A
 * variant's sku reviews its parent. Comments are sanitised once, when written (rich-text.ts).
 * Rules: docs/product-rules.md#reviews.
 */

/** Reviews answered per page at most (`ReviewsLayerInput.size`), and by default. */
export const REVIEWS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** A customer's own reviews answered at most (`Me.productReviews`). */
export const OWN_REVIEWS_MAX = 100;
/** Reviews listed for the operator at most. */
export const MODERATION_LIST_MAX = 1_000;

/** A product's approved reviews in one store, summed up (`ReviewsLayer` without its reviews). */
export interface ReviewSummary {
  total: number;
  ratingAverage: number;
  /** Six entries, ratings 5 down to 0. */
  distribution: { rating: number; count: number }[];
}

/** A review as shoppers see it (`ProductReview`). */
export interface ProductReviewView {
  id: string;
  rating: number;
  author: { displayName: string };
  creationDate: string;
  title: string;
  comment: string;
  verifiedPurchase: boolean;
}

/** A review as its author sees it (`CustomerProductReview`); `productId` finds the product as it is now. */
export interface CustomerReviewView {
  id: string;
  status: "PENDING" | "APPROVED" | "REJECTED";
  rating: number;
  title: string;
  comment: string;
  creationDate: string;
  verifiedPurchase: boolean;
  productId: number;
  productName: string;
}

export interface ReviewsLayerView extends ReviewSummary {
  reviews: ProductReviewView[];
}

export interface CreateReviewInput {
  sku: string;
  rating: number;
  title: string;
  comment: string;
}

export type CreateRefusal = "SIGN_IN_REQUIRED" | "UNKNOWN_PRODUCT" | "RATING_OUT_OF_RANGE" | "TITLE_INVALID" | "COMMENT_INVALID" | "ALREADY_REVIEWED";

export type CreateOutcome =
  | { ok: true; review: CustomerReviewView }
  | { ok: false; code: CreateRefusal }
  | { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };

/** What a moderation did to each review asked: changed, already so, or no such review. */
export interface ModerationOutcome {
  changed: number[];
  unchanged: number[];
  unknown: number[];
}

const EMPTY_DISTRIBUTION = [5, 4, 3, 2, 1, 0];

/** The summary of ratings counted per rating. */
export function summaryOf(counts: ReadonlyMap<number, number>): ReviewSummary {
  const distribution = EMPTY_DISTRIBUTION.map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0);
  const points = distribution.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return { total, ratingAverage: total ? points / total : 0, distribution };
}

/** "Camille R.": the first name and the initial of the last name, trimmed. */
export function authorNameOf(firstname: string, lastname: string): string {
  const first = firstname.trim().replace(/\s+/g, " ");
  const initial = [...lastname.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase("fr-FR")}.` : first;
}

const STATUS_OUT = { pending: "PENDING", approved: "APPROVED", rejected: "REJECTED" } as const;

const shopperView = (row: ReviewRow): ProductReviewView => ({
  id: String(row.id),
  rating: row.rating,
  author: { displayName: row.author_name },
  creationDate: row.created_at,
  title: row.title,
  comment: row.comment_html,
  verifiedPurchase: row.verified_purchase === 1,
});

const customerView = (row: ReviewRow): CustomerReviewView => ({
  id: String(row.id),
  status: STATUS_OUT[row.status],
  rating: row.rating,
  title: row.title,
  comment: row.comment_html,
  creationDate: row.created_at,
  verifiedPurchase: row.verified_purchase === 1,
  productId: row.product_id,
  productName: row.product_name,
});

/** A whole number from `value` within bounds; `fallback` when absent. */
const clampInt = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

export function createReviewService(
  db: Kysely<Database>,
  deps: {
    products: Pick<ProductService, "bySku" | "byId" | "pageProduct" | "variants" | "groupedItems">;
    orders: () => Pick<OrderService, "hasBought">;
    stock: Pick<StockService, "announce" | "refresh">;
    limits: Pick<Limits, "reviewCreateCustomer" | "reviewCreateAddress">;
  },
) {
  const { products, stock, limits } = deps;
  const executorOf = (scope: ServiceScope) => scope.executor ?? db;

  // One loader per scope (one GraphQL operation): every product card's summary asked in one turn
  // is read by one grouped statement.
  const summaryLoaders = new WeakMap<ServiceScope, BatchLoader<number, ReviewSummary>>();
  function summaryLoader(scope: ServiceScope): BatchLoader<number, ReviewSummary> {
    let loader = summaryLoaders.get(scope);
    if (!loader) {
      loader = new BatchLoader<number, ReviewSummary>(
        async (productIds) => {
          const counts = new Map<number, Map<number, number>>(productIds.map((id) => [id, new Map()]));
          for (const row of await ratingCounts(executorOf(scope), scope.store.language, productIds)) counts.get(row.product_id)?.set(row.rating, Number(row.n));
          return new Map([...counts].map(([id, ratings]) => [id, summaryOf(ratings)]));
        },
        () => summaryOf(new Map()),
      );
      summaryLoaders.set(scope, loader);
    }
    return loader;
  }

  /** The product a review is of: the top-level product (a variant's parent). */
  const reviewedId = (record: Pick<ProductRecord, "id" | "parentId">) => record.parentId ?? record.id;

  /** Every sku an order may hold the product by: its own, its variants', its grouped items'. */
  async function skusOf(scope: ServiceScope, product: ProductRecord): Promise<string[]> {
    const [variants, items] = await Promise.all([products.variants(scope, product), products.groupedItems(scope, product)]);
    return [product.sku, ...variants.map((variant) => variant.sku), ...items.map((item) => item.sku)];
  }

  /** Approves or rejects, in one unit of work with the feed rows of the products whose shown reviews change. */
  async function moderate(scope: ServiceScope, ids: readonly number[], status: Exclude<ReviewStatus, "pending">): Promise<ModerationOutcome> {
    const wanted = [...new Set(ids)];
    const executor = executorOf(scope);
    const outcome = await inTransaction(executor, async (trx) => {
      const found = await statusesOf(trx, wanted, dialectOf(trx) === "postgres");
      const byId = new Map(found.map((row) => [row.id, row]));
      const changing = found.filter((row) => row.status !== status);
      await setStatus(trx, changing.map((row) => row.id), status, nowIso());
      // What shoppers see changes when a review enters or leaves the approved ones.
      const shown = changing.filter((row) => row.status === "approved" || status === "approved").map((row) => row.product_id);
      await stock.announce({ ...scope, executor: trx }, shown);
      return {
        changed: changing.map((row) => row.id),
        unchanged: found.filter((row) => row.status === status).map((row) => row.id),
        unknown: wanted.filter((id) => !byId.has(id)),
        announced: shown.length > 0,
      };
    });
    // Joined to this unit of work, the announcement is read by this process once it committed.
    if (outcome.announced && !executor.isTransaction) await stock.refresh();
    return { changed: outcome.changed, unchanged: outcome.unchanged, unknown: outcome.unknown };
  }

  return {
    /** The summary of a product's approved reviews in the scope's store (a variant answers for its parent), batched per scope. */
    summary(scope: ServiceScope, product: Pick<ProductRecord, "id" | "parentId">): Promise<ReviewSummary> {
      return summaryLoader(scope).load(reviewedId(product));
    },

    /**
     * The summary and `size` approved reviews from `from`, newest first (`Product.reviewsLayer`):
     * `from` below 0 counts as 0, `size` is capped at 50 (default 10), 0 or less reads no review.
     */
    async page(scope: ServiceScope, product: Pick<ProductRecord, "id" | "parentId">, request: { from?: number | null; size?: number | null } = {}): Promise<ReviewsLayerView> {
      const productId = reviewedId(product);
      const from = clampInt(request.from, 0, Number.MAX_SAFE_INTEGER, 0);
      const size = clampInt(request.size, 0, REVIEWS_PAGE_SIZE.max, REVIEWS_PAGE_SIZE.default);
      const summary = await summaryLoader(scope).load(productId);
      const rows = size > 0 && from < summary.total ? await approvedPage(executorOf(scope), scope.store.language, productId, from, size) : [];
      return { ...summary, reviews: rows.map(shopperView) };
    },

    /**
     * Writes the signed-in customer's review, pending moderation. In order: a customer
     * (SIGN_IN_REQUIRED); the limits (per client address: attempts; per customer: reviews
     * written, so a refused one is given back); the rating, title and comment; the product, sold
     * in this store (a variant's sku reviews its parent); then one insert that does nothing when
     * the customer already reviewed the product (ALREADY_REVIEWED), also when creations race.
     * The review is a verified purchase when an order of theirs, not cancelled, holds it.
     */
    async create(scope: ServiceScope, input: CreateReviewInput, from: { clientAddress: string }): Promise<CreateOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return { ok: false, code: "SIGN_IN_REQUIRED" };
      const byAddress = await limits.reviewCreateAddress.consume(addressKey(from.clientAddress));
      if (!byAddress.allowed) return { ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: byAddress.retryAfterSeconds };
      const customerKey = `customer:${customer.customerId}`;
      const byCustomer = await limits.reviewCreateCustomer.consume(customerKey);
      if (!byCustomer.allowed) return { ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: byCustomer.retryAfterSeconds };
      const outcome = await write(scope, customer.customerId, input);
      if (!outcome.ok) await limits.reviewCreateCustomer.refund(customerKey);
      return outcome;
    },

    /** The scope's customer's own reviews, newest first, every store's and status; with `sku`, only their review of that product (none for an unknown sku). */
    async customerReviews(scope: ServiceScope, sku?: string | null): Promise<CustomerReviewView[]> {
      if (!requireCustomer(scope).ok) return [];
      let productId: number | undefined;
      if (sku !== null && sku !== undefined) {
        const record = await products.bySku(scope, sku);
        if (!record) return [];
        productId = reviewedId(record);
      }
      return (await ownReviews(executorOf(scope), scope, productId, OWN_REVIEWS_MAX)).map(customerView);
    },

    /** The product a review is of, as the catalogue has it now in the scope's store (undefined once no longer sold). */
    product: (scope: ServiceScope, review: Pick<CustomerReviewView, "productId">) => products.byId(scope, review.productId),

    /** Reviews for the operator: a status's (default all), a product's (a variant's sku: its parent's), oldest first for `pending`, else newest first. */
    async list(scope: ServiceScope, filter: { status?: ReviewStatus; sku?: string; limit?: number }): Promise<ModerationRow[] | { unknownSku: true }> {
      let productId: number | undefined;
      if (filter.sku !== undefined) {
        const record = await products.bySku(scope, filter.sku);
        if (!record) return { unknownSku: true };
        productId = reviewedId(record);
      }
      const limit = clampInt(filter.limit, 1, MODERATION_LIST_MAX, 50);
      return moderationList(executorOf(scope), { status: filter.status, productId, limit });
    },

    /** One review, whatever its status, for the operator. */
    show: (scope: ServiceScope, id: number): Promise<ModerationRow | undefined> => reviewById(executorOf(scope), id),

    /** Approves reviews: shown to shoppers of their store from now on; the stored pages showing their products are rendered again. */
    approve: (scope: ServiceScope, ids: readonly number[]) => moderate(scope, ids, "approved"),

    /** Rejects reviews: hidden from shoppers (their authors still see them, REJECTED); an approved one leaves the pages showing it. */
    reject: (scope: ServiceScope, ids: readonly number[]) => moderate(scope, ids, "rejected"),
  };

  async function write(scope: ServiceScope, customerId: number, input: CreateReviewInput): Promise<CreateOutcome> {
    if (!Number.isInteger(input.rating) || input.rating < 0 || input.rating > 5) return { ok: false, code: "RATING_OUT_OF_RANGE" };
    const title = checkTitle(input.title);
    if (!title.ok) return { ok: false, code: "TITLE_INVALID" };
    const comment = checkComment(input.comment);
    if (!comment.ok) return { ok: false, code: "COMMENT_INVALID" };
    const record = await products.bySku(scope, input.sku);
    const product = record && (await products.pageProduct(scope, record));
    if (!product || product.parentId !== null) return { ok: false, code: "UNKNOWN_PRODUCT" };
    const executor = executorOf(scope);
    const [verified, name] = await Promise.all([skusOf(scope, product).then((skus) => deps.orders().hasBought(scope, skus)), customerName(executor, customerId)]);
    const row = await insertReview(executor, {
      productId: product.id,
      customerId,
      store: scope.store.language,
      authorName: name ? authorNameOf(name.firstname, name.lastname) : "",
      productName: product.name,
      rating: input.rating,
      title: title.title,
      commentHtml: comment.html,
      verifiedPurchase: verified,
      createdAt: nowIso(),
    });
    return row ? { ok: true, review: customerView(row) } : { ok: false, code: "ALREADY_REVIEWED" };
  }
}

export type ReviewService = ReturnType<typeof createReviewService>;
