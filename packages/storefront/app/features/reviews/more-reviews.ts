import { gql, type TypedDocumentNode } from "@apollo/client";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import type { MoreProductReviews, MoreProductReviewsVariables } from "../../lib/generated/graphql.ts";
import { MORE_REVIEWS, type ProductReviewView } from "./product-reviews-query.ts";

/**
 * The next reviews of a product page, asked when the shopper presses "Show more reviews": this
 * module is downloaded then (the page's first load does without it).
 */
const MORE_PRODUCT_REVIEWS: TypedDocumentNode<MoreProductReviews, MoreProductReviewsVariables> = gql`
  query MoreProductReviews($sku: String!, $from: Int!, $size: Int!) {
    product(sku: $sku) {
      sku
      reviewsLayer(input: { from: $from, size: $size }) {
        total
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
`;

/** The reviews after the first `from`, ten of them at most. */
export async function loadMoreReviews(sku: string, from: number): Promise<readonly ProductReviewView[]> {
  const apollo = await loadBrowserClient();
  const { data } = await apollo.query({ query: MORE_PRODUCT_REVIEWS, variables: { sku, from, size: MORE_REVIEWS } });
  if (!data?.product) throw new Error("the product's reviews did not load");
  return data.product.reviewsLayer.reviews;
}
