/** The owner's list (store-relative): its screen, and the action every wishlist form posts to without JavaScript. */
export const WISHLIST_PATH = "/user/wishlist";

/** The sign-in screen's sign that a product is kept with the session until the shopper signs in. */
export const KEPT_PARAM = "kept";

/**
 * Where a visitor who kept a product goes: the sign-in screen, which brings them back to `back`
 * (a store-relative path) and says the product will be in their list once signed in.
 */
export const wishlistLoginPath = (back: string) => `/login?${new URLSearchParams({ redirect: back, [KEPT_PARAM]: "wishlist" })}`;
