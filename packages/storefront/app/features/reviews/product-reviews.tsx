import { type MouseEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { Stars } from "../../components/stars.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { usePageQuery } from "../../lib/page-query.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { MORE_REVIEWS, MOST_REVIEWS_BY_ADDRESS, REVIEWS_PARAM, type ProductReviewView, productReviewsQuery, productReviewsVariables } from "./product-reviews-query.ts";
import { ReviewItem } from "./review-item.tsx";
import { writeReviewPath } from "./review-paths.ts";
import styles from "./reviews.module.css";


/**
 * The product page's "Customer reviews" (`#reviews`, where the header's summary links): the
 * average, the total and the count per rating, the newest reviews, "Show more reviews" and the
 * way to write one. Without JavaScript "Show more reviews" is a link to this page showing ten
 * more (`?reviews=`); with it, the next ten are asked through Apollo (that code is downloaded on
 * the first press) and added in place, the page's address unchanged. The page's structured data
 * lists the reviews shown (reviews-structured-data.ts), written by the product screen.
 */
export function ProductReviewsSection({ sku }: { sku: string }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  // Marks the section once it is interactive (it hydrates after the rest of the page: reviews-section-loader.ts).
  const hydrated = useHydrated();
  const layer = usePageQuery(productReviewsQuery(), { variables: productReviewsVariables(sku, search) }).data?.product?.reviewsLayer;
  const [more, setMore] = useState<readonly ProductReviewView[]>([]);
  const [state, setState] = useState<{ loading: boolean; said: string; focus: string | null }>({ loading: false, said: "", focus: null });
  useEffect(() => {
    if (state.focus) document.getElementById(`review-${state.focus}`)?.focus();
  }, [state.focus]);

  const total = layer?.total ?? 0;
  const shown = layer ? [...layer.reviews, ...more] : [];
  const average = intl.formatNumber(layer?.ratingAverage ?? 0, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const largest = Math.max(1, ...(layer?.distribution.map((entry) => entry.count) ?? []));

  const showMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state.loading) return;
    setState({ loading: true, said: "", focus: null });
    try {
      const { loadMoreReviews } = await import("./more-reviews.ts");
      const known = new Set(shown.map((review) => review.id));
      const next = (await loadMoreReviews(sku, shown.length)).filter((review) => !known.has(review.id));
      setMore((current) => [...current, ...next]);
      setState({ loading: false, said: intl.formatMessage({ id: "reviews.shown" }, { count: next.length }), focus: next[0]?.id ?? null });
    } catch {
      setState({ loading: false, said: intl.formatMessage({ id: "reviews.moreFailed" }), focus: null });
    }
  };

  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title" data-reviews-section={total} data-interactive={hydrated || undefined}>
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: "reviews.title" })}
      </h2>
      <div className={styles.overview}>
        {total > 0 ? (
          <>
            <div className={styles.average} data-reviews-average={layer?.ratingAverage}>
              <VisuallyHidden as="p">{intl.formatMessage({ id: "catalog.reviews.rating" }, { average, total })}</VisuallyHidden>
              <p className={styles.averageValue} aria-hidden="true">
                <span className={styles.averageNumber}>{average}</span>/5
              </p>
              <Stars value={layer?.ratingAverage ?? 0} size={24} />
              <p className={styles.averageCount} aria-hidden="true">
                {intl.formatMessage({ id: "reviews.count" }, { total })}
              </p>
            </div>
            <ul className={styles.distribution} aria-label={intl.formatMessage({ id: "reviews.distribution" })}>
              {layer?.distribution.map(({ rating, count }) => (
                <li key={rating} data-distribution={rating} data-count={count}>
                  <VisuallyHidden>{intl.formatMessage({ id: "reviews.distributionRow" }, { rating, count })}</VisuallyHidden>
                  <span className={styles.row} aria-hidden="true">
                    <span className={styles.rowRating}>
                      {rating}
                      <Icon name="star" size={14} />
                    </span>
                    <span className={styles.bar}>
                      <span style={{ width: `${(count / largest) * 100}%` }} />
                    </span>
                    <span className={styles.rowCount}>{count}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.empty} data-reviews-empty="">
            {intl.formatMessage({ id: "reviews.empty" })}
          </p>
        )}
        <p className={styles.write}>
          <Link to={writeReviewPath(sku)} className={buttonClassName({ variant: "secondary" })} data-write-review="">
            <Icon name="pencil" size={20} />
            {intl.formatMessage({ id: "reviews.write" })}
          </Link>
        </p>
      </div>
      {shown.length > 0 && (
        <ol className={styles.list} data-review-list="">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} author={review.author.displayName} />
            </li>
          ))}
        </ol>
      )}
      {shown.length < total && (
        <p className={styles.more}>
          <a
            href={`?${REVIEWS_PARAM}=${Math.min(shown.length + MORE_REVIEWS, MOST_REVIEWS_BY_ADDRESS)}#reviews`}
            className={buttonClassName({ variant: "ghost" })}
            onClick={(event) => void showMore(event)}
            aria-disabled={state.loading || undefined}
            data-more-reviews=""
          >
            {intl.formatMessage({ id: "reviews.more" })}
          </a>
        </p>
      )}
      <p className={styles.said} role="status">
        {state.said}
      </p>
    </section>
  );
}
