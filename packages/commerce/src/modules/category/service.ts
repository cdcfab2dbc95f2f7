import type { Kysely } from "kysely";
import { loadOnce } from "../../load-once.ts";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import { contentHash } from "../cms/content-metadata.ts";
import { type ServiceScope, type StoreUrl, storeUrls } from "../shop/service-scope.ts";

/** The root category is 1, the default category 2; the shop's categories live under `1/2/`. */
export const CATALOG_ROOT_ID = 1;
export const DEFAULT_CATEGORY_ID = 2;
export const ROOT_CATEGORIES_PATH = "1/2/";

/** A category as the shop shows it, in one language, linked to its visible parent and children. */
export interface CategoryNode {
  id: number;
  code: string;
  path: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  name: string;
  urlKey: string;
  /** Url keys from the top category down, e.g. `huiles-essentielles/lavandes`. */
  urlPath: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The latest change of the category or of its translation (ISO). */
  updatedAt: string;
  /** The category's URL path in every language it is translated into (for alternates). */
  urlPaths: Partial<Record<ContentLanguage, string>>;
  /** Undefined for a top category (its parent, the default category, has no page). */
  parent?: CategoryNode;
  /** Active children, in position order. */
  children: CategoryNode[];
  /** Content-metadata hash: changes whenever the category's content changes. */
  contentHash: string;
}

/** Every visible category of one language, loaded in one query. */
export interface CategoryTree {
  language: ContentLanguage;
  /** Active top categories (under `1/2/`), in position order, menu or not. */
  topLevel: CategoryNode[];
  byId: ReadonlyMap<number, CategoryNode>;
  /** By lower-case url_path. */
  byUrlPath: ReadonlyMap<string, CategoryNode>;
}

/** `/huiles-essentielles/lavandes`: the store-relative URL of a category page. */
export const categoryUrl = (urlPath: string): string => `/${urlPath}`;

/** Category ids are positive integers; anything else is unknown, not an error. */
const parseCategoryId = (id: string): number | undefined => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined);

/**
 * The visible category tree of a language: active categories under `1/2/` whose ancestors are
 * all active and which are translated (with a URL) into the language.
 */
async function loadCategoryTree(db: Kysely<Database>, language: ContentLanguage): Promise<CategoryTree> {
  const rows = await db
    .selectFrom("category as c")
    .innerJoin("category_translation as t", "t.category_id", "c.id")
    .select([
      "c.id",
      "c.code",
      "c.parent_id",
      "c.path",
      "c.level",
      "c.position",
      "c.include_in_menu",
      "c.updated_at",
      "t.language",
      "t.name",
      "t.url_key",
      "t.url_path",
      "t.description",
      "t.meta_title",
      "t.meta_description",
      "t.updated_at as translation_updated_at",
    ])
    .where("c.path", "like", `${ROOT_CATEGORIES_PATH}%`)
    .where("c.is_active", "=", 1)
    .where("t.url_path", "is not", null)
    // Parents before children, siblings in position order.
    .orderBy("c.level")
    .orderBy("c.position")
    .orderBy("c.id")
    .execute();

  const urlPathsById = new Map<number, Partial<Record<ContentLanguage, string>>>();
  for (const row of rows) {
    const paths = urlPathsById.get(row.id) ?? {};
    paths[row.language] = row.url_path!;
    urlPathsById.set(row.id, paths);
  }

  const byId = new Map<number, CategoryNode>();
  const byUrlPath = new Map<string, CategoryNode>();
  const topLevel: CategoryNode[] = [];
  for (const row of rows) {
    if (row.language !== language || !row.url_key || !row.url_path) continue;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    const isTop = row.parent_id === DEFAULT_CATEGORY_ID;
    // A category under an inactive (or untranslated) parent is not reachable: skip it.
    if (!isTop && !parent) continue;
    const updatedAt = row.updated_at > row.translation_updated_at ? row.updated_at : row.translation_updated_at;
    const node: CategoryNode = {
      id: row.id,
      code: row.code,
      path: row.path,
      level: row.level,
      position: row.position,
      includeInMenu: row.include_in_menu === 1,
      name: row.name,
      urlKey: row.url_key,
      urlPath: row.url_path,
      description: row.description,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      updatedAt,
      urlPaths: urlPathsById.get(row.id) ?? {},
      parent,
      children: [],
      contentHash: contentHash("category", String(row.id), language, updatedAt),
    };
    byId.set(node.id, node);
    byUrlPath.set(node.urlPath.toLowerCase(), node);
    if (parent) parent.children.push(node);
    else topLevel.push(node);
  }
  return { language, topLevel, byId, byUrlPath };
}

/** Categories in tree order: top first, then depth-first by position. */
export function inTreeOrder(nodes: readonly CategoryNode[]): CategoryNode[] {
  const key = (node: CategoryNode) => [...categoryBreadcrumbs(node), node].map((step) => String(step.position).padStart(8, "0")).join("/");
  return [...nodes].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Ids of every category below `node` (children, their children…). */
export function descendantIds(node: CategoryNode): Set<number> {
  const ids = new Set<number>();
  const visit = (category: CategoryNode) => {
    for (const child of category.children) {
      ids.add(child.id);
      visit(child);
    }
  };
  visit(node);
  return ids;
}

/**
 * The shop's categories: the tree of a store's language (read once per process and catalogue
 * version, whatever changes categories moves the version on as product changes do; looked up
 * once per scope), its ordering, breadcrumbs and URLs.
 */
export function createCategoryService(db: Kysely<Database>, catalogVersion: CatalogVersionService) {
  // One lookup per scope, however many fields (menu, children, route, breadcrumbs) ask.
  const treesByScope = new WeakMap<ServiceScope, Promise<CategoryTree>>();

  const tree = (scope: ServiceScope): Promise<CategoryTree> =>
    loadOnce(treesByScope, scope, async () => {
      const { language } = scope.store;
      if (scope.executor) return loadCategoryTree(scope.executor, language);
      const version = await catalogVersion.of(scope);
      // Through the service object, so a test can count the loads.
      return catalogVersion.readCache.single(version, `category-tree|${language}`, () => service.loadCategoryTree(language));
    });

  const service = {
    tree,
    /** The tree of a language read now, bypassing every cache (generated media). */
    loadCategoryTree: (language: ContentLanguage) => loadCategoryTree(db, language),
    /** The top categories the menu shows, in position order. */
    async menu(scope: ServiceScope): Promise<CategoryNode[]> {
      return (await tree(scope)).topLevel.filter((node) => node.includeInMenu);
    },
    /** Every active top category, menu or not, in position order. */
    async topLevel(scope: ServiceScope): Promise<CategoryNode[]> {
      return (await tree(scope)).topLevel;
    },
    /** A visible category by its id as the API writes it; unknown or malformed: undefined. */
    async byId(scope: ServiceScope, id: string | number): Promise<CategoryNode | undefined> {
      const categoryId = typeof id === "number" ? id : parseCategoryId(id);
      return categoryId === undefined ? undefined : (await tree(scope)).byId.get(categoryId);
    },
    /** The category at a store-relative URL path (`/huiles-essentielles/lavandes`), case-insensitive. */
    async byUrlPath(scope: ServiceScope, path: string): Promise<CategoryNode | undefined> {
      if (path === "/") return undefined;
      return (await tree(scope)).byUrlPath.get(path.slice(1).toLowerCase());
    },
    /** The visible categories among these ids, in tree order (a product's categories). */
    async inTreeOrder(scope: ServiceScope, ids: readonly number[]): Promise<CategoryNode[]> {
      const { byId } = await tree(scope);
      return inTreeOrder(ids.map((id) => byId.get(id)).filter((node): node is CategoryNode => !!node));
    },
    /** The categories whose name matches, shallower first (a family before its sub-categories), then menu order. */
    async matching(scope: ServiceScope, matches: (name: string) => boolean, limit: number): Promise<CategoryNode[]> {
      return [...(await tree(scope)).byId.values()]
        .filter((node) => matches(node.name))
        .sort((a, b) => a.level - b.level || a.position - b.position)
        .slice(0, limit);
    },
    children: (node: CategoryNode, options: { menuOnly?: boolean | null } = {}): CategoryNode[] =>
      options.menuOnly ? node.children.filter((child) => child.includeInMenu) : node.children,
    breadcrumbs: categoryBreadcrumbs,
    /** The product's main category trail: the deepest category, first in tree order among equals, with its ancestors. */
    mainTrail(categoriesInTreeOrder: readonly CategoryNode[]): CategoryNode[] {
      const main = [...categoriesInTreeOrder].sort((a, b) => b.level - a.level)[0];
      return main ? [...categoryBreadcrumbs(main), main] : [];
    },
    url: (node: CategoryNode): string => categoryUrl(node.urlPath),
    alternates: (node: CategoryNode): StoreUrl[] =>
      storeUrls(Object.fromEntries(Object.entries(node.urlPaths).map(([language, urlPath]) => [language, categoryUrl(urlPath)]))),
  };
  return service;
}

export type CategoryService = ReturnType<typeof createCategoryService>;

/** Ancestors below the default category, top first, without the category itself. */
export function categoryBreadcrumbs(node: CategoryNode): CategoryNode[] {
  const trail: CategoryNode[] = [];
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) trail.unshift(ancestor);
  return trail;
}
