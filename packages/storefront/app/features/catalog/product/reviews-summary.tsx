import { useIntl } from "react-intl";
import { Stars } from "../../../components/stars.tsx";
import { VisuallyHidden } from "../../../components/visually-hidden.tsx";
import styles from "./reviews-summary.module.css";

/**
 * The product header's reviews summary (`reviewsLayer(input: { from: 0, size: 0 })`): the average
 * in stars and the count, a link to the page's reviews section. Screen readers hear the rating in
 * words once ("Rated 4.5 out of 5, 12 reviews"); the visible short form is hidden from them.
 */
export function ReviewsSummary({ total, ratingAverage }: { total: number; ratingAverage: number }) {
  const intl = useIntl();
  const average = intl.formatNumber(ratingAverage, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <a href="#reviews" className={styles.reviews} data-reviews={total}>
      <Stars value={total ? ratingAverage : 0} />
      {total ? (
        <>
          <VisuallyHidden>{intl.formatMessage({ id: "catalog.reviews.rating" }, { average, total })}</VisuallyHidden>
          <span className={styles.reviewsText} aria-hidden="true">
            {intl.formatMessage({ id: "catalog.reviews.summary" }, { average, total })}
          </span>
        </>
      ) : (
        <span className={styles.reviewsText}>{intl.formatMessage({ id: "catalog.reviews.none" })}</span>
      )}
    </a>
  );
}
