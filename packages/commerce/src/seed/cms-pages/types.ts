import type { ContentLanguage } from "../../db/schema.ts";
import type { CmsBlockInput } from "../../modules/cms/blocks.ts";

export interface CmsPageTranslationSeed {
  urlKey: string;
  title: string;
  metaTitle?: string;
  metaDescription: string;
  blocks: CmsBlockInput[];
}

/** A content page of the demo shop, written in both store languages. */
export interface CmsPageSeed {
  identifier: string;
  layout: "main" | "landing";
  /** False: seeded unpublished (editors preview and publish it); published otherwise. */
  published?: boolean;
  translations: Record<ContentLanguage, CmsPageTranslationSeed>;
}
