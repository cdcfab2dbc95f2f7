import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { serialiseCmsBlocks } from "../../modules/cms/blocks.ts";
import { aboutUsPage } from "./about-us.ts";
import { deliveryReturnsPage } from "./delivery-returns.ts";
import { discoverySets2026Page } from "./discovery-sets-2026.ts";
import { spring2027Page } from "./spring-2027.ts";
import { faqPage } from "./faq.ts";
import { homePage } from "./home.ts";
import { legalNoticePage } from "./legal-notice.ts";
import { privacyCookiesPage } from "./privacy-cookies.ts";
import { termsOfSalePage } from "./terms-of-sale.ts";
import type { CmsPageSeed } from "./types.ts";

export const cmsPageSeeds: CmsPageSeed[] = [
  homePage,
  aboutUsPage,
  deliveryReturnsPage,
  termsOfSalePage,
  legalNoticePage,
  privacyCookiesPage,
  faqPage,
  discoverySets2026Page,
  spring2027Page,
];

/**
 * Inserts the missing pages and translations. Idempotent: an existing page or translation is
 * left as it is (it may have been edited since). Blocks are validated before anything is written.
 */
export async function seedCmsPages(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  const pages = cmsPageSeeds.map((page) => ({
    page,
    contents: {
      fr: serialiseCmsBlocks(page.translations.fr.blocks),
      en: serialiseCmsBlocks(page.translations.en.blocks),
    },
  }));
  for (const { page, contents } of pages) {
    await db
      .insertInto("cms_page")
      .values({ identifier: page.identifier, layout: page.layout, is_active: page.published === false ? 0 : 1, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column("identifier").doNothing())
      .execute();
    const { id } = await db
      .selectFrom("cms_page")
      .select("id")
      .where("identifier", "=", page.identifier)
      .executeTakeFirstOrThrow();
    for (const language of ["fr", "en"] as const) {
      const translation = page.translations[language];
      await db
        .insertInto("cms_page_translation")
        .values({
          page_id: id,
          language,
          url_key: translation.urlKey.toLowerCase(),
          title: translation.title,
          meta_title: translation.metaTitle ?? null,
          meta_description: translation.metaDescription,
          content: contents[language],
          updated_at: now,
        })
        // Either key may already be taken: (page, language) or (language, url key).
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
