import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Logger } from "pino";
import { createCatalogVersionService } from "./modules/catalog-version/service.ts";
import { createCategoryService } from "./modules/category/service.ts";
import { createCmsService } from "./modules/cms/service.ts";
import { createCurrencyService } from "./modules/currency/service.ts";
import { createCustomerService } from "./modules/customer/service.ts";
import { createListingService } from "./modules/listing/listing-service.ts";
import { createMaintenanceService } from "./modules/maintenance/service.ts";
import { createSelectionPricing } from "./modules/pricing/selection-service.ts";
import { createProductService } from "./modules/product/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createSessionService } from "./modules/session/service.ts";
import { createShowcaseService } from "./modules/showcase/service.ts";
import { createStockService } from "./modules/stock/service.ts";
import { createUrlRewriteService } from "./modules/url-resolution/service.ts";

/**
 * One instance of each domain service, shared by GraphQL resolvers, the HTTP layer and scripts.
 * Services are the back end's API: each question takes a plain `ServiceScope`
 * (modules/shop/service-scope.ts), never a GraphQL context.
 */
export function createServices(database: Pick<DatabaseHandle, "db" | "listen">, config: Config, logger?: Logger) {
  const { db } = database;
  const catalogVersion = createCatalogVersionService(database, logger);
  const categories = createCategoryService(db, catalogVersion);
  const products = createProductService(database, config, { catalogVersion, categories, logger });
  const listings = createListingService(db, {
    catalogVersion,
    onError: (error) => logger?.error({ err: error }, "search: reading the catalogue snapshot failed"),
  });
  const cms = createCmsService(db);
  // Reads the stock-change feed from now on (a timer, or a listening connection): `stock.close()`.
  const stock = createStockService(database, { catalogVersion, listings, products, logger });
  return {
    sessions: createSessionService(db, { secure: config.publicUrl.startsWith("https:") }),
    customers: createCustomerService(db),
    maintenance: createMaintenanceService(db, config.maintenance),
    catalogVersion,
    categories,
    products,
    listings,
    showcase: createShowcaseService(db, { catalogVersion, products }),
    search: createSearchService(db, {
      listing: listings,
      catalogVersion,
      categories,
      products,
      cms,
      onError: (error) => logger?.error({ err: error }, "search: building the name index failed"),
    }),
    cms,
    urlRewrites: createUrlRewriteService(db),
    currencies: createCurrencyService(config),
    /** Stock changes (take, give back, set) and the stock-change feed this process applies. */
    stock,
    /** The price of a selection (a cart line's choices), as the product page shows it. */
    pricing: createSelectionPricing(products, config),
  };
}

export type Services = ReturnType<typeof createServices>;
