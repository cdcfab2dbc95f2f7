import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ProductReviews, ProductReviewsVariables } from "../../lib/generated/graphql.ts";

/** A review as the product page shows it. */
export type ProductReviewView = NonNullable<ProductReviews["product"]>["reviewsLayer"]["reviews"][number];

/** How many reviews a product page shows first, and how many more each "Show more reviews" adds. */
export const FIRST_REVIEWS = 5;
export const MORE_REVIEWS = 10;
/**
 * The most a page's address may ask (`?reviews=`): without JavaScript each "Show more reviews"
 * is a page of its own, stored by the page cache, so the values are few (5, 15, 25, 35, 45) and
 * under the API's cap of 50 a request.
 */
export const MOST_REVIEWS_BY_ADDRESS = 45;
/** The product page's search parameter saying how many reviews it shows (without JavaScript). */
export const REVIEWS_PARAM = "reviews";

/** How many reviews the page at this address shows: a value the show-more links write, else the first five. */
export function reviewsShownOf(search: URLSearchParams | undefined): number {
  const asked = Number(search?.get(REVIEWS_PARAM));
  return Number.isInteger(asked) && asked > FIRST_REVIEWS && asked <= MOST_REVIEWS_BY_ADDRESS && (asked - FIRST_REVIEWS) % MORE_REVIEWS === 0 ? asked : FIRST_REVIEWS;
}

let reviewsQuery: TypedDocumentNode<ProductReviews, ProductReviewsVariables> | undefined;

/**
 * The product page's reviews: the summary with the count per rating, and the newest `size`
 * (approved, in this store). A query of its own beside the product's, which the server's loader
 * starts with it. A function building the document once: the browser's loaders import this
 * module without calling it, and then carry none of it (the section asks it, once downloaded).
 */
export const productReviewsQuery = (): TypedDocumentNode<ProductReviews, ProductReviewsVariables> =>
  (reviewsQuery ??= gql`
    query ProductReviews($sku: String!, $size: Int!) {
      product(sku: $sku) {
        sku
        reviewsLayer(input: { from: 0, size: $size }) {
          total
          ratingAverage
          distribution {
            rating
            count
          }
          reviews {
            id
            rating
            title
            comment
            creationDate
            verifiedPurchase
            author {
              displayName
            }
          }
        }
      }
    }
  `);

export const productReviewsVariables = (sku: string, search: URLSearchParams | undefined): ProductReviewsVariables => ({ sku, size: reviewsShownOf(search) });
