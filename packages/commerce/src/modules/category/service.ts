import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { contentHash } from "../cms/content-metadata.ts";

/** Spec §9: the root category is 1, the default category 2; shop categories live under `1/2/`. */
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
  /** Content-metadata hash (spec §3): changes whenever the category's content changes. */
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

export function createCatalogService(db: Kysely<Database>) {
  return {
    /**
     * The visible category tree of a language: active categories under `1/2/` whose ancestors
     * are all active and which are translated (with a URL) into the language.
     */
    async loadCategoryTree(language: ContentLanguage): Promise<CategoryTree> {
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
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Ancestors below the default category, top first, without the category itself. */
export function categoryBreadcrumbs(node: CategoryNode): CategoryNode[] {
  const trail: CategoryNode[] = [];
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) trail.unshift(ancestor);
  return trail;
}
