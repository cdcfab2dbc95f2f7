import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { Loading } from "../../components/loading.tsx";
import { MY_PRODUCT_REVIEWS_QUERY } from "../../features/reviews/account-reviews-queries.ts";
import { MyReviews } from "../../features/reviews/my-reviews.tsx";
import { WRITTEN_PARAM } from "../../features/reviews/review-paths.ts";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/reviews`: the customer's product reviews, newest first, with their status (awaiting
 * moderation, published, not published). Read from the API on every visit: the shop moderates
 * without the customer. `?written=1` (after the write page's form) thanks them.
 */
export const meta = messageMeta("account.reviews");

const load = routeData(() => [{ query: MY_PRODUCT_REVIEWS_QUERY, fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountReviews() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data } = usePageQuery(MY_PRODUCT_REVIEWS_QUERY);
  const reviews = data?.me?.productReviews;
  const title = intl.formatMessage({ id: "account.reviews" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]}>
      {searchParams.get(WRITTEN_PARAM) === "1" && (
        <div data-review-written="">
          <Alert type="success" position="static" dismissible={false} autoDismissMs={0}>
            {intl.formatMessage({ id: "myReviews.written" })}
          </Alert>
        </div>
      )}
      {reviews ? <MyReviews reviews={reviews} /> : <Loading />}
    </Screen>
  );
}
