import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createMaintenanceService } from "../modules/maintenance/service.ts";

/** `npm run maintenance -- on|off|status`: every server process sees the change within a second. */
const argument = process.argv[2];
if (argument !== "on" && argument !== "off" && argument !== "status") {
  console.error("Usage: npm run maintenance -- on|off|status");
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db, database.dialect);
  const maintenance = createMaintenanceService(database.db, config.maintenance);
  if (argument !== "status") await maintenance.set(argument === "on");
  console.log(`Maintenance is ${(await maintenance.isOn()) ? "on" : "off"}.`);
} finally {
  await database.close();
}
