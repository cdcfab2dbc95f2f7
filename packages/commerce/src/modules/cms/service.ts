import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { type CmsBlock, parseCmsBlocks } from "./blocks.ts";
import { contentHash } from "./content-metadata.ts";

/** The homepage's identifier; its URL is the store root. */
export const HOME_PAGE_IDENTIFIER = "home";
/** Landing pages live under this path (the landing layout, `/landing/:slug`). */
export const LANDING_PATH_PREFIX = "/landing/";

export type CmsLayout = "main" | "landing";

/** A CMS page in one language, with where it lives in every language it is translated into. */
export interface CmsPageView {
  id: number;
  identifier: string;
  layout: CmsLayout;
  language: ContentLanguage;
  title: string;
  urlKey: string;
  /** Store-relative URL: `/` for the homepage, `/landing/<key>` for landing pages, else `/<key>`. */
  url: string;
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: CmsBlock[];
  updatedAt: string;
  contentHash: string;
  /** The page's store-relative URL per language. */
  urls: Partial<Record<ContentLanguage, string>>;
}

export function cmsPageUrl(page: { identifier: string; layout: CmsLayout }, urlKey: string): string {
  if (page.identifier === HOME_PAGE_IDENTIFIER) return "/";
  return page.layout === "landing" ? `${LANDING_PATH_PREFIX}${urlKey}` : `/${urlKey}`;
}

/** Identifiers and url keys are short lower-case slugs; a longer value cannot match (no query). */
const MAX_KEY_LENGTH = 128;

export function createCmsService(db: Kysely<Database>) {
  const pageWithTranslations = () =>
    db
      .selectFrom("cms_page as p")
      .innerJoin("cms_page_translation as t", "t.page_id", "p.id")
      .select([
        "p.id",
        "p.identifier",
        "p.layout",
        "p.updated_at",
        "t.language",
        "t.url_key",
        "t.title",
        "t.meta_title",
        "t.meta_description",
        "t.content",
        "t.updated_at as translation_updated_at",
      ])
      .where("p.is_active", "=", 1);

  type Row = Awaited<ReturnType<ReturnType<typeof pageWithTranslations>["execute"]>>[number];

  const toView = (rows: Row[], language: ContentLanguage): CmsPageView | undefined => {
    const row = rows.find((candidate) => candidate.language === language);
    if (!row) return undefined;
    const page = { identifier: row.identifier, layout: row.layout };
    const updatedAt = row.updated_at > row.translation_updated_at ? row.updated_at : row.translation_updated_at;
    return {
      id: row.id,
      identifier: row.identifier,
      layout: row.layout,
      language,
      title: row.title,
      urlKey: row.url_key,
      url: cmsPageUrl(page, row.url_key),
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      blocks: parseCmsBlocks(row.content),
      updatedAt,
      contentHash: contentHash("cms-page", row.identifier, language, updatedAt),
      urls: Object.fromEntries(rows.map((translation) => [translation.language, cmsPageUrl(page, translation.url_key)])),
    };
  };

  return {
    /** An active page translated into the language, by identifier (`about-us`…). */
    async findByIdentifier(identifier: string, language: ContentLanguage): Promise<CmsPageView | undefined> {
      if (identifier.length > MAX_KEY_LENGTH) return undefined;
      const rows = await pageWithTranslations().where("p.identifier", "=", identifier).execute();
      return toView(rows, language);
    },

    /** An active page by its url key in the language (lower-case comparison). */
    async findByUrlKey(urlKey: string, language: ContentLanguage): Promise<CmsPageView | undefined> {
      if (urlKey.length > MAX_KEY_LENGTH) return undefined;
      const rows = await pageWithTranslations()
        .where("p.id", "in", (eb) =>
          eb
            .selectFrom("cms_page_translation")
            .select("page_id")
            .where("language", "=", language)
            .where("url_key", "=", urlKey.toLowerCase()),
        )
        .execute();
      return toView(rows, language);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
