import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { type CmsBlock, parseCmsBlocks } from "./blocks.ts";
import { staffMayAct } from "../../shared/ownership.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
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

/** What a content read needs of a scope: its store, and whether its staff previews the latest version. */
export type ContentScope = Pick<ServiceScope, "store" | "staff" | "contentVersion">;

/**
 * Whether a read serves the latest version (drafts, unpublished and scheduled pages): only for a
 * scope that asks for it and whose staff may act as an editor (ADR 085), whoever built the scope.
 */
export const previewsContent = (scope: ContentScope): boolean => scope.contentVersion === "latest" && staffMayAct(scope.staff, "editor");

export function createCmsService(db: Kysely<Database>) {
  /**
   * A page with its translations: the published ones of an active page, or, for a preview, those
   * of any page with each language's pending draft beside it.
   */
  const pageWithTranslations = (latest: boolean) =>
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
      .$if(!latest, (query) => query.where("p.is_active", "=", 1))
      .$if(latest, (query) =>
        query
          .leftJoin("cms_page_draft as d", (join) => join.onRef("d.page_id", "=", "t.page_id").onRef("d.language", "=", "t.language"))
          .select([
            "d.title as draft_title",
            "d.meta_title as draft_meta_title",
            "d.meta_description as draft_meta_description",
            "d.content as draft_content",
            "d.updated_at as draft_updated_at",
          ]),
      );

  type Row = Awaited<ReturnType<ReturnType<typeof pageWithTranslations>["execute"]>>[number];

  const toView = (rows: Row[], language: ContentLanguage, latest: boolean): CmsPageView | undefined => {
    const row = rows.find((candidate) => candidate.language === language);
    if (!row) return undefined;
    const page = { identifier: row.identifier, layout: row.layout };
    const draftUpdatedAt = latest ? (row.draft_updated_at ?? null) : null;
    const draft = draftUpdatedAt !== null;
    const updatedAt = [row.updated_at, row.translation_updated_at, draftUpdatedAt ?? ""].reduce((latestSoFar, at) => (at > latestSoFar ? at : latestSoFar));
    return {
      id: row.id,
      identifier: row.identifier,
      layout: row.layout,
      language,
      title: draft ? row.draft_title! : row.title,
      urlKey: row.url_key,
      url: cmsPageUrl(page, row.url_key),
      metaTitle: draft ? (row.draft_meta_title ?? null) : row.meta_title,
      metaDescription: draft ? (row.draft_meta_description ?? null) : row.meta_description,
      blocks: parseCmsBlocks(draft ? row.draft_content! : row.content),
      updatedAt,
      // A previewed version never shares a hash with a published one (nor with an older draft):
      // nothing keyed by hash can take the one for the other.
      contentHash: latest
        ? contentHash("cms-page", row.identifier, language, `${updatedAt}|latest|${draftUpdatedAt ?? ""}`)
        : contentHash("cms-page", row.identifier, language, updatedAt),
      urls: Object.fromEntries(rows.map((translation) => [translation.language, cmsPageUrl(page, translation.url_key)])),
    };
  };

  return {
    /**
     * A page translated into the scope's language, by identifier (`about-us`…): an active page's
     * published version, or for an editor's preview (`previewsContent`) any page with its draft.
     */
    async findByIdentifier(scope: ContentScope, identifier: string): Promise<CmsPageView | undefined> {
      if (identifier.length > MAX_KEY_LENGTH) return undefined;
      const latest = previewsContent(scope);
      const rows = await pageWithTranslations(latest).where("p.identifier", "=", identifier).execute();
      return toView(rows, scope.store.language, latest);
    },

    /** A page by its url key in the scope's language (lower-case comparison), as `findByIdentifier` reads it. */
    async findByUrlKey(scope: ContentScope, urlKey: string): Promise<CmsPageView | undefined> {
      if (urlKey.length > MAX_KEY_LENGTH) return undefined;
      const { language } = scope.store;
      const latest = previewsContent(scope);
      const rows = await pageWithTranslations(latest)
        .where("p.id", "in", (eb) =>
          eb
            .selectFrom("cms_page_translation")
            .select("page_id")
            .where("language", "=", language)
            .where("url_key", "=", urlKey.toLowerCase()),
        )
        .execute();
      return toView(rows, language, latest);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
