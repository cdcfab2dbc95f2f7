import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** Text the storefront recognises; it must never be produced from user input. */
export const MAINTENANCE_MESSAGE = "#503 Maintenance flag: the shop is under maintenance";
export const MAINTENANCE_CODE = "MAINTENANCE";

const SETTING_KEY = "maintenance";
/** Every server process reads the flag from the database at most this often. */
const CHECK_INTERVAL_MS = 1_000;

/**
 * How long a request waits for the flag's periodic read before the last known value stands: a read
 * takes a millisecond, so one still unanswered after this is a database gone silent (a statement
 * outside an operation may wait seconds for it: those seconds would be added to every request's
 * own deadline).
 */
const READ_WAIT_MS = 1_000;

export function createMaintenanceService(db: Kysely<Database>, forcedByConfig: boolean) {
  let cached: { value: boolean; at: number } | undefined;
  /** The read under way, and when it began: the requests of that moment share it. */
  let reading: { value: Promise<boolean>; since: number } | undefined;
  /** Counts this process's own changes of the flag: a read begun before one is not kept. */
  let changes = 0;

  async function readFlag(): Promise<boolean> {
    const row = await db.selectFrom("setting").select("value").where("key", "=", SETTING_KEY).executeTakeFirst();
    return row?.value === "on";
  }

  function refresh(): { value: Promise<boolean>; since: number } {
    if (reading) return reading;
    const begunAfter = changes;
    const read: Promise<boolean> = readFlag()
      // An unreachable database is an outage, not maintenance: the last known value stands.
      .catch(() => cached?.value ?? false)
      .then((value) => {
        if (begunAfter === changes) cached = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        if (reading?.value === read) reading = undefined;
      });
    reading = { value: read, since: Date.now() };
    return reading;
  }

  return {
    async isOn(): Promise<boolean> {
      if (forcedByConfig) return true;
      if (cached && Date.now() - cached.at <= CHECK_INTERVAL_MS) return cached.value;
      const read = refresh();
      if (!cached) return read.value;
      const known = cached.value;
      // A read already waited on that long by earlier requests is not waited for again.
      const waitMs = READ_WAIT_MS - (Date.now() - read.since);
      if (waitMs <= 0) return known;
      let timer: NodeJS.Timeout | undefined;
      const value = await Promise.race([read.value, new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(known), waitMs)))]);
      clearTimeout(timer);
      return value;
    },

    async set(on: boolean): Promise<void> {
      const value = on ? "on" : "off";
      const updated_at = nowIso();
      await db
        .insertInto("setting")
        .values({ key: SETTING_KEY, value, updated_at })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
        .execute();
      changes += 1;
      cached = undefined;
      reading = undefined;
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
