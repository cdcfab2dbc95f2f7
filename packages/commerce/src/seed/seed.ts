import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nowIso, refreshPlannerStatistics } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { createCustomerService } from "../modules/customer/service.ts";
import { createSessionService } from "../modules/session/service.ts";
import { serviceScope } from "../modules/shop/service-scope.ts";
import { createOutboxWriter } from "../shared/mail/outbox.ts";
import { reindexSearch, searchIndexMissing } from "../modules/search/search-index.ts";
import { seedCategories } from "./catalog-categories.ts";
import { seedDemoProducts } from "./catalog-products.ts";
import { seedCmsPages } from "./cms-pages/seed-cms-pages.ts";
import { seedCoupons } from "./coupons.ts";
import { seedCustomerAddresses } from "./customer-addresses.ts";
import { seedPickupPoints } from "./pickup-points.ts";
import { seedPostcodeAreas } from "./postcode-areas.ts";
import { seedReturnAttributes } from "./return-attributes.ts";
import { seedReviews } from "./reviews.ts";
import { SYNTHETIC_SKU_PREFIX } from "./synthetic-catalogue.ts";
import { seedShippingRates } from "./shipping-rates.ts";
import { seedUrlRewrites } from "./url-rewrites.ts";

/** A customer anybody trying the demo shop can sign in with (documented in the README). */
export const DEMO_CUSTOMER = {
  email: "demo@essences-botanique.example",
  password: "botanique-demo",
  firstname: "Camille",
  lastname: "Durand",
};

const SEEDED_KEY = "seeded_at";
/**
 * Raised whenever the seed gains content, so `seedIfEmpty` brings an existing demo database up
 * to date (every step only inserts what is missing). 2: categories, CMS pages, URL rewrites.
 * 3: products (the demo catalogue, re-imported whenever its source data changes).
 * 4: delivery methods and demo coupons. 5: the relay network and the postcode-area centroids.
 * 6: the demo customer's address book. 7: the guides' category (downloadable products).
 * 8: the questions asked about items returned. 9: product reviews. 10: an unpublished landing
 * page (editor modes' preview).
 */
const SEED_VERSION = 10;
const SEED_VERSION_KEY = "seed_version";

/** Seeds the demo shop. Idempotent: every step inserts only what is missing. */
export async function seed(db: Kysely<Database>, logger: Logger): Promise<void> {
  // The demo account is created already confirmed (anybody may sign in with it at once), welcome
  // message included (a server's worker sends it).
  const customers = createCustomerService(db, { mail: createOutboxWriter(db), sessions: createSessionService(db) });
  if (await customers.createConfirmed(serviceScope(), DEMO_CUSTOMER)) logger.info({ email: DEMO_CUSTOMER.email }, "demo customer created");

  const categories = await seedCategories(db);
  if (categories) logger.info({ categories }, "demo categories created");
  await seedCmsPages(db);
  await seedUrlRewrites(db);
  // After categories and pages: product url keys avoid theirs.
  await seedDemoProducts(db, logger, { force: true });
  const shippingRates = await seedShippingRates(db);
  const coupons = await seedCoupons(db);
  if (shippingRates || coupons) logger.info({ shippingRates, coupons }, "demo delivery methods and coupons created");
  const pickupPoints = await seedPickupPoints(db);
  const postcodeAreas = await seedPostcodeAreas(db);
  if (pickupPoints || postcodeAreas) logger.info({ pickupPoints, postcodeAreas }, "demo pickup points and postcode areas created");
  if (await seedCustomerAddresses(db, DEMO_CUSTOMER.email)) logger.info("demo customer's addresses created");
  const returnAttributes = await seedReturnAttributes(db);
  if (returnAttributes) logger.info({ returnAttributes }, "return questions created");
  // After the products: about 40 % of them get reviews in each store's language.
  const reviews = await seedReviews(db, SYNTHETIC_SKU_PREFIX);
  if (reviews) logger.info({ reviews }, "demo product reviews created");

  const seededAt = nowIso();
  for (const [key, value] of [
    [SEEDED_KEY, seededAt],
    [SEED_VERSION_KEY, String(SEED_VERSION)],
  ]) {
    await db
      .insertInto("setting")
      .values({ key, value, updated_at: seededAt })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: seededAt }))
      .execute();
  }
  await refreshPlannerStatistics(db);
}

/** Seeds a database never seeded (first `npm start`) or seeded by an older version of the seed. */
export async function seedIfEmpty(db: Kysely<Database>, logger: Logger): Promise<void> {
  const version = await db.selectFrom("setting").select("value").where("key", "=", SEED_VERSION_KEY).executeTakeFirst();
  if (version && Number(version.value) >= SEED_VERSION) {
    // The catalogue's data grows while the shop runs: follow it (a no-op when unchanged).
    await seedDemoProducts(db, logger);
    // A catalogue written before search existed (migration 0004) is indexed once.
    if (await searchIndexMissing(db)) logger.info({ documents: await reindexSearch(db, "all") }, "search index built");
    return;
  }
  const seeded = await db.selectFrom("setting").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  logger.info(seeded ? "demo shop seeded by an older version: adding the new content" : "empty database: seeding the demo shop");
  await seed(db, logger);
}
