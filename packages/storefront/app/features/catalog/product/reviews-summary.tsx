import { useIntl } from "react-intl";
import { Icon } from "../../../components/icon.tsx";
import styles from "./reviews-summary.module.css";

/** Five stars for a 0–5 average: full, half (from a quarter), or empty. */
export function starsOf(average: number): ("full" | "half" | "empty")[] {
  const rating = Math.min(5, Math.max(0, average));
  return Array.from({ length: 5 }, (_, index) => {
    const left = rating - index;
    if (left >= 0.75) return "full";
    if (left >= 0.25) return "half";
    return "empty";
  });
}

/** The reviews summary (`reviewsLayer(input: { from: 0, size: 0 })`): the average in stars and the count. */
export function ReviewsSummary({ total, ratingAverage }: { total: number; ratingAverage: number }) {
  const intl = useIntl();
  const average = intl.formatNumber(ratingAverage, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <div className={styles.reviews} data-reviews={total}>
      <span className={styles.stars} role="img" aria-label={total ? intl.formatMessage({ id: "catalog.reviews.rating" }, { average }) : intl.formatMessage({ id: "catalog.reviews.none" })}>
        {starsOf(total ? ratingAverage : 0).map((star, index) => (
          <span key={index} className={star === "empty" ? styles.starEmpty : undefined}>
            <Icon name={star === "half" ? "star-half" : "star"} size={18} />
          </span>
        ))}
      </span>
      <span className={styles.reviewsText} aria-hidden={total === 0 || undefined}>
        {total ? intl.formatMessage({ id: "catalog.reviews.summary" }, { average, total }) : intl.formatMessage({ id: "catalog.reviews.none" })}
      </span>
    </div>
  );
}
