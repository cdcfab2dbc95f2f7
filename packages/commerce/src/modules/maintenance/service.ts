import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** Text the storefront recognises; it must never be produced from user input. */
export const MAINTENANCE_MESSAGE = "#503 Maintenance flag: the shop is under maintenance";
export const MAINTENANCE_CODE = "MAINTENANCE";

const SETTING_KEY = "maintenance";
/** Every server process reads the flag from the database at most this often. */
const CHECK_INTERVAL_MS = 1_000;

export function createMaintenanceService(db: Kysely<Database>, forcedByConfig: boolean) {
  let cached: { value: boolean; at: number } | undefined;

  async function readFlag(): Promise<boolean> {
    const row = await db.selectFrom("setting").select("value").where("key", "=", SETTING_KEY).executeTakeFirst();
    return row?.value === "on";
  }

  return {
    async isOn(): Promise<boolean> {
      if (forcedByConfig) return true;
      const now = Date.now();
      if (!cached || now - cached.at > CHECK_INTERVAL_MS) {
        try {
          cached = { value: await readFlag(), at: now };
        } catch {
          // An unreachable database is an outage, not maintenance: keep the last known value.
          cached = { value: cached?.value ?? false, at: now };
        }
      }
      return cached.value;
    },

    async set(on: boolean): Promise<void> {
      const value = on ? "on" : "off";
      const updated_at = nowIso();
      await db
        .insertInto("setting")
        .values({ key: SETTING_KEY, value, updated_at })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
        .execute();
      cached = undefined;
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
