import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import type { CreateProductReview } from "../../lib/generated/graphql.ts";
import { intlFor } from "../../lib/i18n.ts";
import { CREATE_PRODUCT_REVIEW } from "./account-reviews-queries.ts";
import { FIELD_OF_ERROR, type PostedReview, missingFields, reviewValuesOf, skuParam } from "./review-form-state.ts";
import { MY_REVIEWS_PATH, WRITTEN_PARAM, writeReviewPath } from "./review-paths.ts";

/**
 * The review form's action (ADR 031), with or without JavaScript: what is missing is said at once;
 * otherwise the review is written in-process through the API (its rules, its messages). Written,
 * the customer's reviews with the thank-you notice (Post/Redirect/Get); already written (another
 * tab), the write page, which then shows it; refused, the form again with the API's message next
 * to its field and what was filled in. A form from another site changes nothing.
 */
export async function reviewWriteAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const sku = skuParam(new URL(request.url).searchParams);
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !sku) {
    return redirect(sku ? writeReviewPath(sku) : MY_REVIEWS_PATH, { status: 303, headers });
  }
  const intl = intlFor(context.page.locale);
  const values = reviewValuesOf(form);
  const missing = missingFields(intl, values);
  if (missing.length > 0) return data({ posted: { values, problems: missing, message: null } satisfies PostedReview }, { headers });
  let posted: PostedReview;
  try {
    const sent = await context.queries.mutate({
      mutation: CREATE_PRODUCT_REVIEW,
      variables: { input: { sku, rating: Number(values.rating), title: values.title, comment: values.comment } },
    });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result: CreateProductReview["createProductReview"] = sent.data.createProductReview;
    if (result.success) return redirect(`${MY_REVIEWS_PATH}?${WRITTEN_PARAM}=1`, { status: 303, headers });
    if (result.errorCode === "ALREADY_REVIEWED") return redirect(writeReviewPath(sku), { status: 303, headers });
    const message = result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" });
    const field = result.errorCode ? FIELD_OF_ERROR[result.errorCode] : undefined;
    posted = { values, problems: field ? [{ field, message }] : [], message: field ? null : message };
  } catch (error) {
    context.log.warn({ err: error }, "review not written");
    posted = { values, problems: [], message: intl.formatMessage({ id: "mutation.fault.unavailable" }) };
  }
  return data({ posted }, { headers });
}
