/** The cart route's path (store-relative): every cart form posts to its action (ADR 031). */
export const CART_PATH = "/cart";
