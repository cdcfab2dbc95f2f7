import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";

export interface UrlRewriteTarget {
  /** A store-relative path, or an absolute http(s) URL (the storefront checks its host). */
  targetPath: string;
  redirectType: 301 | 302;
}

export function createUrlRewriteService(db: Kysely<Database>) {
  return {
    /**
     * The redirect of a normalised store-relative path (compared in lower case) in a store
     * language; a rule for that language wins over a rule for both stores.
     */
    async find(path: string, language: ContentLanguage): Promise<UrlRewriteTarget | undefined> {
      const rows = await db
        .selectFrom("url_rewrite")
        .select(["language", "target_path", "redirect_type"])
        .where("request_path", "=", path.toLowerCase())
        .where((eb) => eb.or([eb("language", "=", language), eb("language", "is", null)]))
        .execute();
      const row = rows.find((candidate) => candidate.language === language) ?? rows[0];
      if (!row) return undefined;
      return { targetPath: row.target_path, redirectType: row.redirect_type === 302 ? 302 : 301 };
    },
  };
}

export type UrlRewriteService = ReturnType<typeof createUrlRewriteService>;
