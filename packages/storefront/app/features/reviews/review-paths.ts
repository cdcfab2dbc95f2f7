/** The write page of a product's review (account area): the page product's sku in the address. */
export const writeReviewPath = (sku: string) => `/user/reviews/write?${new URLSearchParams({ sku })}`;

/** The customer's reviews; `?written=1` after a review was sent, for the thank-you notice. */
export const MY_REVIEWS_PATH = "/user/reviews";
export const WRITTEN_PARAM = "written";
