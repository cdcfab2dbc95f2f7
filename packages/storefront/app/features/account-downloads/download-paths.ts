/** An order's page in the account. */
export const orderPath = (orderId: string) => `/user/orders/${encodeURIComponent(orderId)}`;

/** A product's page by its sku (the product page answers at `/product/<sku>` as at its own path). */
export const productPath = (sku: string) => `/product/${encodeURIComponent(sku)}`;

/**
 * The guides and training category, where downloadable products are sold: its URL key is
 * translated, so each store has its own store-relative path (the router adds `/en`).
 */
const GUIDES_PATHS: Record<string, string> = { "fr-FR": "/guides-et-formations", "en-GB": "/guides-and-training" };

export const guidesPath = (locale: string) => GUIDES_PATHS[locale] ?? "/";
