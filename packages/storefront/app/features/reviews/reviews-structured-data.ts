import { useSearchParams } from "react-router";
import { usePageQuery } from "../../lib/page-query.ts";
import { type ProductReviewView, productReviewsQuery, productReviewsVariables } from "./product-reviews-query.ts";
import { plainTextOf } from "./review-text.ts";

/** A review shown as the page's structured data lists it: a schema.org `Review`, its comment as plain text. */
const reviewLd = (review: ProductReviewView) => ({
  "@type": "Review",
  author: { "@type": "Person", name: review.author.displayName },
  datePublished: review.creationDate.slice(0, 10),
  reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 0 },
  ...(review.title ? { name: review.title } : {}),
  reviewBody: plainTextOf(review.comment ?? ""),
});

/**
 * The reviews the page shows, as its structured data lists them. Server only: the product screen
 * calls it through `import.meta.env.SSR ? useReviewsLd : …` (the same hook every render of a
 * build), so neither this code nor the reviews' document is in the browser's first load.
 */
export function useReviewsLd(sku: string): object[] {
  const [search] = useSearchParams();
  const layer = usePageQuery(productReviewsQuery(), { variables: productReviewsVariables(sku, search) }).data?.product?.reviewsLayer;
  return (layer?.reviews ?? []).map(reviewLd);
}
