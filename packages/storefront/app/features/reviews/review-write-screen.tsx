import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { CustomerReviewView, ReviewProduct } from "./account-reviews-queries.ts";
import { ReviewForm } from "./review-form.tsx";
import type { PostedReview } from "./review-form-state.ts";
import { ReviewItem } from "./review-item.tsx";
import { MY_REVIEWS_PATH } from "./review-paths.ts";
import { ReviewStatus, ReviewedProduct } from "./my-reviews.tsx";
import styles from "./review-write.module.css";

/**
 * `/user/reviews/write?sku=…`: the product, then the form; or, when the customer already
 * reviewed it (one review per product), their review and its status instead.
 */
export function ReviewWriteScreen({ product, review, posted }: { product: ReviewProduct; review: CustomerReviewView | null; posted: PostedReview | null }) {
  const intl = useIntl();
  return (
    <div className={styles.formArea} data-review-write={review ? "written" : "form"}>
      <ReviewedProduct product={product} name={product.name} />
      {review ? (
        <section aria-labelledby="review-already" data-already-reviewed="">
          <h2 id="review-already" className={styles.productName}>
            {intl.formatMessage({ id: "reviewWrite.already" })}
          </h2>
          <ReviewItem review={review} headingLevel={3}>
            <p className={styles.moderation}>
              <ReviewStatus status={review.status} />
            </p>
          </ReviewItem>
          <p>
            <Link to={MY_REVIEWS_PATH}>{intl.formatMessage({ id: "reviewWrite.seeMine" })}</Link>
          </p>
        </section>
      ) : (
        <ReviewForm posted={posted} />
      )}
    </div>
  );
}

/** An address naming no product this store sells: said plainly, with the ways back. */
export function UnknownProduct() {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-review-unknown-product="">
      <p>{intl.formatMessage({ id: "reviewWrite.unknown" })}</p>
      <p>
        <Link to="/">{intl.formatMessage({ id: "reviewWrite.backToShop" })}</Link>
      </p>
      <p>
        <Link to={MY_REVIEWS_PATH}>{intl.formatMessage({ id: "reviewWrite.seeMine" })}</Link>
      </p>
    </div>
  );
}
