import type { Generated } from "kysely";

/**
 * Row types of every table, shared by both dialects. Timestamps are ISO-8601 UTC strings so that
 * SQLite and PostgreSQL store, compare and sort them the same way (see docs/decisions/003).
 */
export interface Database {
  setting: SettingTable;
  customer: CustomerTable;
  session: SessionTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  cms_page: CmsPageTable;
  cms_page_translation: CmsPageTranslationTable;
  url_rewrite: UrlRewriteTable;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CustomerTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  created_at: string;
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  customer_id: number | null;
  created_at: string;
  expires_at: string;
}

/** Store languages: content tables hold one translation row per language. */
export type ContentLanguage = "fr" | "en";

/**
 * The category tree (spec §9): id 1 is the root (path `1`), id 2 the default category (path
 * `1/2`), shop categories live under `1/2/`. `path` is materialised (`1/2/5/17`); `level` is its
 * depth from 0. Booleans are 0/1 integers, the same on SQLite and PostgreSQL.
 */
export interface CategoryTable {
  id: Generated<number>;
  /** Stable identifier for integrations and seeds (e.g. `essential-oils/lavenders`). */
  code: string;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  is_active: number;
  include_in_menu: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryTranslationTable {
  category_id: number;
  language: ContentLanguage;
  name: string;
  /** Null for the structural categories (root, default), which have no page. */
  url_key: string | null;
  /** Url keys from the top category down, e.g. `huiles-essentielles/lavandes`; unique per language. */
  url_path: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

export interface CmsPageTable {
  id: Generated<number>;
  /** Stable identifier (`home`, `about-us`, …), the same in every store. */
  identifier: string;
  /** `main` pages live at `/<url_key>`, `landing` pages at `/landing/<url_key>` (spec §2). */
  layout: "main" | "landing";
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface CmsPageTranslationTable {
  page_id: number;
  language: ContentLanguage;
  /** Unique per language; lower case. */
  url_key: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  /** JSON array of content blocks (see modules/cms/blocks.ts), never HTML. */
  content: string;
  updated_at: string;
}

/** Old or alternative URLs answered with a redirect (spec §2 redirect entity). */
export interface UrlRewriteTable {
  id: Generated<number>;
  /** The store language it applies to, or null for both stores. */
  language: ContentLanguage | null;
  /** Normalised store-relative path: leading slash, no trailing slash, lower case. */
  request_path: string;
  /** A store-relative path, or an absolute http(s) URL (the storefront checks its host). */
  target_path: string;
  redirect_type: number;
  created_at: string;
}
