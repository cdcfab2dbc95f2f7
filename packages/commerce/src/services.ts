import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Logger } from "pino";
import { createProductService } from "./modules/product/service.ts";
import { createCatalogService } from "./modules/category/service.ts";
import { createCmsService } from "./modules/cms/service.ts";
import { createCurrencyService } from "./modules/currency/service.ts";
import { createCustomerService } from "./modules/customer/service.ts";
import { createMaintenanceService } from "./modules/maintenance/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createSessionService } from "./modules/session/service.ts";
import { createUrlRewriteService } from "./modules/url-resolution/service.ts";

/** One instance of each domain service, shared by GraphQL resolvers, the HTTP layer and scripts. */
export function createServices(database: Pick<DatabaseHandle, "db" | "listen">, config: Config, logger?: Logger) {
  const { db } = database;
  const products = createProductService(database, config, logger);
  return {
    sessions: createSessionService(db, { secure: config.publicUrl.startsWith("https:") }),
    customers: createCustomerService(db),
    maintenance: createMaintenanceService(db, config.maintenance),
    catalog: createCatalogService(db),
    products,
    search: createSearchService(db, products.listing, (error) => logger?.error({ err: error }, "search: building the name index failed")),
    cms: createCmsService(db),
    urlRewrites: createUrlRewriteService(db),
    currencies: createCurrencyService(config),
  };
}

export type Services = ReturnType<typeof createServices>;
