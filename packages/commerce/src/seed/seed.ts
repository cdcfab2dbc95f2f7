import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nowIso } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { createCustomerService } from "../modules/customer/service.ts";

/** A customer anybody trying the demo shop can sign in with (documented in the README). */
export const DEMO_CUSTOMER = {
  email: "demo@essences-botanique.example",
  password: "botanique-demo",
  firstname: "Camille",
  lastname: "Durand",
};

const SEEDED_KEY = "seeded_at";

/** Seeds the demo shop. Idempotent: every step inserts only what is missing. */
export async function seed(db: Kysely<Database>, logger: Logger): Promise<void> {
  const customers = createCustomerService(db);
  const demo = await customers.register(DEMO_CUSTOMER);
  if (demo.ok) logger.info({ email: DEMO_CUSTOMER.email }, "demo customer created");

  const seededAt = nowIso();
  await db
    .insertInto("setting")
    .values({ key: SEEDED_KEY, value: seededAt, updated_at: seededAt })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: seededAt, updated_at: seededAt }))
    .execute();
}

/** Seeds a database that has never been seeded (first `npm start`). */
export async function seedIfEmpty(db: Kysely<Database>, logger: Logger): Promise<void> {
  const seeded = await db.selectFrom("setting").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (seeded) return;
  logger.info("empty database: seeding the demo shop");
  await seed(db, logger);
}
