import { ENTITY_RESOLVER_PRIORITY, registerEntityResolver } from "../url-resolution/registry.ts";

let registered = false;

/**
 * Products at their URL path in the store's language (`/huile-essentielle-lavande-fine-bio`,
 * `/en/organic-fine-lavender-essential-oil`): a `product` entity `product:<sku>`.
 * Registered once per process, after categories and before CMS pages.
 */
export function registerProductEntityResolver(): void {
  if (registered) return;
  registered = true;
  registerEntityResolver({
    type: "product",
    priority: ENTITY_RESOLVER_PRIORITY.product,
    async resolve(path, context) {
      const product = await context.services.products.byUrlPath(context.scope, path);
      return product ? { identifier: `product:${product.sku}`, sku: product.sku, product } : null;
    },
  });
}
