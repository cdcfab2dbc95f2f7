import { HOME_PAGE_IDENTIFIER, LANDING_PATH_PREFIX } from "../cms/service.ts";
import { ENTITY_RESOLVER_PRIORITY, type EntityResolver, registerEntityResolver } from "./registry.ts";

/** The path /home is rewritten to the root (docs/product-rules.md#urls-and-redirects). */
const homeRewrite: EntityResolver = {
  type: "redirect",
  priority: ENTITY_RESOLVER_PRIORITY.homeRewrite,
  resolve: async (path) =>
    path.toLowerCase() === `/${HOME_PAGE_IDENTIFIER}` ? { redirectTo: "/", redirectType: 301 } : null,
};

/** Old and alternative URLs kept in the `url_rewrite` table. */
const urlRewrite: EntityResolver = {
  type: "redirect",
  priority: ENTITY_RESOLVER_PRIORITY.urlRewrite,
  async resolve(path, context) {
    const rewrite = await context.services.urlRewrites.find(path, context.store.language);
    return rewrite ? { redirectTo: rewrite.targetPath, redirectType: rewrite.redirectType } : null;
  },
};

/** Categories by their url path (`/huiles-essentielles/lavandes`). */
const category: EntityResolver = {
  type: "category",
  priority: ENTITY_RESOLVER_PRIORITY.category,
  async resolve(path, context) {
    const node = await context.services.categories.byUrlPath(context.scope, path);
    return node ? { identifier: `category:${node.id}`, category: node } : null;
  },
};

/** Content pages: the homepage at `/`, landing pages at `/landing/<key>`, others at `/<key>`. */
const cmsPage: EntityResolver = {
  type: "cms-page",
  priority: ENTITY_RESOLVER_PRIORITY.cmsPage,
  async resolve(path, context) {
    const { cms } = context.services;
    // The scope's content version: an editor's preview resolves drafts and unpublished pages too.
    const { scope } = context;
    const lowerPath = path.toLowerCase();
    let page;
    if (lowerPath === "/") {
      page = await cms.findByIdentifier(scope, HOME_PAGE_IDENTIFIER);
    } else {
      const urlKey = lowerPath.startsWith(LANDING_PATH_PREFIX) ? lowerPath.slice(LANDING_PATH_PREFIX.length) : lowerPath.slice(1);
      if (!urlKey || urlKey.includes("/")) return null;
      page = await cms.findByUrlKey(scope, urlKey);
    }
    // Only at its own URL: a landing page is not served at `/<key>`, nor `home` at `/home`.
    return page && page.url === lowerPath ? { identifier: `cms-page:${page.identifier}`, cmsPage: page } : null;
  },
};

let registered = false;

/** Registers the built-in entity resolvers once per process (products register their own). */
export function registerBuiltinEntityResolvers(): void {
  if (registered) return;
  registered = true;
  for (const resolver of [homeRewrite, urlRewrite, category, cmsPage]) registerEntityResolver(resolver);
}
