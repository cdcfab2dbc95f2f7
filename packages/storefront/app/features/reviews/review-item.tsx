import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Stars } from "../../components/stars.tsx";
import { useFormat } from "../../lib/format.ts";
import styles from "./reviews.module.css";

/** What a review shows wherever it is listed (the product page, the customer's account). */
export interface ReviewContent {
  id: string;
  rating: number;
  title?: string | null;
  comment?: string | null;
  creationDate: string;
  verifiedPurchase: boolean;
}

/**
 * One review: its title as a heading, the rating in stars (said in words), who wrote it and when
 * (the shopper's locale), whether they had bought the product, then the comment.
 */
export function ReviewItem({ review, author, headingLevel = 3, children }: { review: ReviewContent; author?: string; headingLevel?: 2 | 3; children?: ReactNode }) {
  const intl = useIntl();
  const format = useFormat();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = <time dateTime={review.creationDate}>{format.date(review.creationDate)}</time>;
  return (
    <article className={styles.review} id={`review-${review.id}`} tabIndex={-1} data-review={review.id} data-rating={review.rating}>
      {review.title && <Heading className={styles.reviewTitle}>{review.title}</Heading>}
      <p className={styles.reviewMeta}>
        <span role="img" aria-label={intl.formatMessage({ id: "reviews.rated" }, { rating: review.rating })}>
          <Stars value={review.rating} size={16} />
        </span>
        <span>{author ? intl.formatMessage({ id: "reviews.by" }, { name: author, date }) : date}</span>
        {review.verifiedPurchase && (
          <span className={styles.verified} data-verified-purchase="">
            {intl.formatMessage({ id: "reviews.verified" })}
          </span>
        )}
      </p>
      {children}
      {review.comment && (
        // The comment is HTML the server sanitised when the review was written (an allow-list:
        // p, br, strong, em, ul, ol, li, no attribute at all), so it is inserted as it is.
        <div className={styles.reviewBody} data-review-body="" dangerouslySetInnerHTML={{ __html: review.comment }} />
      )}
    </article>
  );
}
