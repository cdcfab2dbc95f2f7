import { Icon } from "./icon.tsx";
import styles from "./stars.module.css";

/** Five stars for a 0–5 average: full, half (from a quarter), or empty. The one rule for every star the shop draws. */
export function starsOf(average: number): ("full" | "half" | "empty")[] {
  const rating = Math.min(5, Math.max(0, average));
  return Array.from({ length: 5 }, (_, index) => {
    const left = rating - index;
    if (left >= 0.75) return "full";
    if (left >= 0.25) return "half";
    return "empty";
  });
}

/**
 * A rating drawn as five stars (cards, the product page, the reviews, the account). Decorative:
 * the element around them says the rating in words, once (a `role="img"` label or visible text).
 */
export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {starsOf(value).map((star, index) => (
        <span key={index} className={star === "empty" ? styles.empty : undefined}>
          <Icon name={star === "half" ? "star-half" : "star"} size={size} />
        </span>
      ))}
    </span>
  );
}
