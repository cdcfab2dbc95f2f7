import { ENTITY_RESOLVER_PRIORITY, registerEntityResolver } from "../url-resolution/registry.ts";
import { productLoadersOf } from "./product-loaders.ts";
import { hasNoControlCharacters } from "./product-repository.ts";

/** Url keys are lower-case slugs; anything longer cannot be one (no query). */
const MAX_URL_KEY_LENGTH = 200;

let registered = false;

/**
 * Products at their URL path in the store's language (`/huile-essentielle-lavande-fine-bio`,
 * `/en/organic-fine-lavender-essential-oil`): a `product` entity `product:<sku>` (spec §2).
 * Registered once per process, after categories and before CMS pages.
 */
export function registerProductEntityResolver(): void {
  if (registered) return;
  registered = true;
  registerEntityResolver({
    type: "product",
    priority: ENTITY_RESOLVER_PRIORITY.product,
    async resolve(path, context) {
      const urlKey = path.slice(1).toLowerCase();
      if (!urlKey || urlKey.includes("/") || urlKey.length > MAX_URL_KEY_LENGTH || !hasNoControlCharacters(urlKey)) return null;
      const { repository, readCache } = context.services.products;
      const { language } = context.store;
      const loaders = productLoadersOf(context);
      const found = await readCache.load(await loaders.catalogVersion(), `url|${language}`, [urlKey], async ([key]) => {
        const id = await repository.idByUrlKey(key, language);
        return new Map(id === undefined ? [] : [[key, id]]);
      });
      const id = found.get(urlKey);
      if (id === undefined) return null;
      const product = await loaders.byId.load(id);
      return product ? { identifier: `product:${product.sku}`, sku: product.sku, product } : null;
    },
  });
}
