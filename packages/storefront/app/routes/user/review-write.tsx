import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useActionData, useLoaderData, useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { REVIEW_WRITE_QUERY } from "../../features/reviews/account-reviews-queries.ts";
import { reviewWriteAction } from "../../features/reviews/review-action.ts";
import { skuParam } from "../../features/reviews/review-form-state.ts";
import { MY_REVIEWS_PATH } from "../../features/reviews/review-paths.ts";
import { ReviewWriteScreen, UnknownProduct } from "../../features/reviews/review-write-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../../lib/route-data.ts";

/**
 * `/user/reviews/write?sku=…`: writing a review of the product whose page linked here (account
 * area: a visitor signs in first and comes back). Read afresh on every visit (a review written in
 * another tab shows instead of the form). A sku this store does not sell is said plainly, with
 * status 404. The form posts to this route's action, with or without JavaScript.
 */
const load: RouteLoad<{ found: boolean }> = async ({ client, request }) => {
  const sku = skuParam(new URL(request.url).searchParams);
  const { data } = sku ? await client.query({ query: REVIEW_WRITE_QUERY, variables: { sku }, fetchPolicy: "network-only" }) : { data: undefined };
  return data?.product ? { found: true } : withStatus({ found: false }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = reviewWriteAction;

export function meta({ data, matches }: { data: { found: boolean } | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  const title = metaIntl(matches).formatMessage({ id: "reviewWrite.pageTitle" });
  return data?.found ? screenMeta(matches, title) : [...screenMeta(matches, title), { name: "robots", content: "noindex" }];
}

export default function AccountReviewWrite() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const sku = skuParam(searchParams);
  const found = useLoaderData<typeof loader>()?.found === true;
  const posted = useActionData<typeof action>()?.posted ?? null;
  const { data } = usePageQuery(REVIEW_WRITE_QUERY, sku && found ? { variables: { sku } } : skipToken);
  const title = intl.formatMessage({ id: "reviewWrite.pageTitle" });
  return (
    <Screen
      title={title}
      width="narrow"
      trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: intl.formatMessage({ id: "account.reviews" }), to: MY_REVIEWS_PATH }, { label: title }]}
    >
      {!found ? (
        <UnknownProduct />
      ) : data?.product ? (
        <ReviewWriteScreen key={data.product.sku} product={data.product} review={data.me?.productReviews[0] ?? null} posted={posted} />
      ) : (
        <Loading />
      )}
    </Screen>
  );
}
