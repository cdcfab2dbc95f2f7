import type { Kysely } from "kysely";
import { nowIso } from "../db/database.ts";
import type { ContentLanguage, Database } from "../db/schema.ts";

export interface UrlRewriteSeed {
  /** The store language, or null for both stores. */
  language: ContentLanguage | null;
  requestPath: string;
  targetPath: string;
  redirectType: 301 | 302;
}

/** URLs of the shop's previous site, and campaign short links. */
export const urlRewriteSeeds: UrlRewriteSeed[] = [
  { language: "fr", requestPath: "/boutique/huiles-essentielles", targetPath: "/huiles-essentielles", redirectType: 301 },
  { language: "en", requestPath: "/shop/essential-oils", targetPath: "/essential-oils", redirectType: 301 },
  { language: "fr", requestPath: "/huiles-essentielles/lavande", targetPath: "/huiles-essentielles/lavandes", redirectType: 301 },
  { language: "fr", requestPath: "/cgv", targetPath: "/conditions-generales-de-vente", redirectType: 301 },
  { language: "en", requestPath: "/terms-and-conditions", targetPath: "/terms-of-sale", redirectType: 301 },
  { language: "en", requestPath: "/about", targetPath: "/about-us", redirectType: 301 },
  { language: "fr", requestPath: "/qui-sommes-nous", targetPath: "/a-propos", redirectType: 301 },
  // A campaign link to an absolute URL: the storefront navigates there only if its host is allow-listed.
  { language: null, requestPath: "/promo", targetPath: "https://essences-botanique.example/fr/offres", redirectType: 302 },
  // Kept on purpose: a protocol-relative target must stay an on-site path, never
  // leave the shop; the storefront's tests rely on this row.
  { language: null, requestPath: "/ancien-espace-client", targetPath: "//evil.example/phish", redirectType: 302 },
];

/** Inserts the missing rewrites (a path has at most one rule per store scope). */
export async function seedUrlRewrites(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  for (const rewrite of urlRewriteSeeds) {
    await db
      .insertInto("url_rewrite")
      .values({
        language: rewrite.language,
        request_path: rewrite.requestPath.toLowerCase(),
        target_path: rewrite.targetPath,
        redirect_type: rewrite.redirectType,
        created_at: now,
      })
      // The unique index is on an expression (coalesce(language, ''), request_path): no target.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
