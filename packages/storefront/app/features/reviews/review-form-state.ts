import type { IntlShape } from "react-intl";
import type { FieldProblem } from "../../lib/address-fields.ts";
import type { ProductReviewErrorCode } from "../../lib/generated/graphql.ts";

/** The write form's id prefix (its fields' ids, the error summary's links). */
export const REVIEW_FORM = "review";
export const TITLE_MAX = 120;
/** The ratings offered, 0 to 5 stars. */
export const RATINGS = [0, 1, 2, 3, 4, 5] as const;

/** What was filled in, kept when the form comes back with its problems. */
export interface ReviewFormValues {
  rating: string;
  title: string;
  comment: string;
}

/** The form sent and refused: each problem next to its field, or a message about the whole form. */
export interface PostedReview {
  values: ReviewFormValues;
  problems: FieldProblem[];
  message: string | null;
}

const text = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The form's fields, bounded (the API refuses longer ones with its own message). */
export const reviewValuesOf = (form: FormData): ReviewFormValues => ({
  rating: text(form.get("rating"), 2),
  title: text(form.get("title"), 1_000),
  comment: text(form.get("comment"), 40_000),
});

/** A comment without any text (an editor left with empty paragraphs counts as empty). */
const isBlank = (comment: string) => comment.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";

/** What is missing before anything is sent: a rating, a title, a comment. */
export function missingFields(intl: IntlShape, values: ReviewFormValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!/^[0-5]$/.test(values.rating)) problems.push({ field: "rating", message: intl.formatMessage({ id: "reviewWrite.rating.required" }) });
  if (!values.title.trim()) problems.push({ field: "title", message: intl.formatMessage({ id: "reviewWrite.title.required" }) });
  if (isBlank(values.comment)) problems.push({ field: "comment", message: intl.formatMessage({ id: "reviewWrite.comment.required" }) });
  return problems;
}

/** The field an API refusal is about (the others are about the whole form). */
export const FIELD_OF_ERROR: Partial<Record<ProductReviewErrorCode, keyof ReviewFormValues>> = {
  RATING_OUT_OF_RANGE: "rating",
  TITLE_INVALID: "title",
  COMMENT_INVALID: "comment",
};

/** The sku in the write page's address, if it looks like one (anything else is not sent to the API). */
export const skuParam = (search: URLSearchParams): string | null => {
  const sku = search.get("sku")?.trim() ?? "";
  return sku && sku.length <= 100 && [...sku].every((character) => character.charCodeAt(0) >= 32) ? sku : null;
};
