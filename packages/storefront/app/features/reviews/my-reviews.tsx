import { useIntl } from "react-intl";
import { Link } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Image } from "../../components/image.tsx";
import { StatusBadge, type StatusTone } from "../../components/status-badge.tsx";
import type { ProductReviewStatus } from "../../lib/generated/graphql.ts";
import type { CustomerReviewView } from "./account-reviews-queries.ts";
import { ReviewItem } from "./review-item.tsx";
import styles from "./review-write.module.css";

const TONE: Record<ProductReviewStatus, StatusTone> = { PENDING: "waiting", APPROVED: "done", REJECTED: "stopped" };

/** A review's status as its author reads it: awaiting moderation, published, not published. */
export function ReviewStatus({ status }: { status: ProductReviewStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={TONE[status]} data-review-status={status}>
      {intl.formatMessage({ id: `myReviews.status.${status}` })}
    </StatusBadge>
  );
}

/** The product a review is about: its picture, its name and a link to its page; the name it had when it is no longer sold. */
export function ReviewedProduct({ product, name, headingLevel = 2 }: { product: { name: string; path: string; imageUrl: string } | null; name: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.product} data-reviewed-product={product ? "sold" : "gone"}>
      <Image src={product?.imageUrl} alt="" width={72} height={72} className={styles.productImage} />
      <Heading className={styles.productName}>{product ? <Link to={product.path}>{product.name}</Link> : name}</Heading>
    </div>
  );
}

/** `/user/reviews`: the customer's reviews, newest first, each with its product and its status. */
export function MyReviews({ reviews }: { reviews: readonly CustomerReviewView[] }) {
  const intl = useIntl();
  if (reviews.length === 0) {
    return (
      <div className={styles.empty} data-my-reviews-empty="">
        <p>{intl.formatMessage({ id: "myReviews.empty" })}</p>
        <p>
          <Link to="/" className={buttonClassName({ variant: "secondary" })}>
            {intl.formatMessage({ id: "myReviews.browse" })}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.mine} data-my-reviews={reviews.length}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.mineItem} data-my-review={review.id} data-sku={review.product?.sku ?? ""}>
          <ReviewedProduct product={review.product} name={review.productName} />
          <ReviewItem review={review} headingLevel={3}>
            <p className={styles.moderation}>
              <ReviewStatus status={review.status} />
            </p>
          </ReviewItem>
        </li>
      ))}
    </ul>
  );
}
