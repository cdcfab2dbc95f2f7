import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";
import { createCustomerService } from "./modules/customer/service.ts";
import { createMaintenanceService } from "./modules/maintenance/service.ts";
import { createSessionService } from "./modules/session/service.ts";

/** One instance of each domain service, shared by GraphQL resolvers, the HTTP layer and scripts. */
export function createServices(db: Kysely<Database>, config: Config) {
  return {
    sessions: createSessionService(db),
    customers: createCustomerService(db),
    maintenance: createMaintenanceService(db, config.maintenance),
  };
}

export type Services = ReturnType<typeof createServices>;
