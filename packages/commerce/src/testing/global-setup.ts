import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { createCommerce } from "../index.ts";
import { POSTGRES_TEMPLATE_ENV, SQLITE_FILE, SQLITE_TEMPLATE_ENV } from "./seeded-template.ts";
import { createThrowawayDatabase, isCI, postgresUnavailableReason } from "./test-server.ts";

/**
 * Vitest's global setup: the seeded template databases (`seeded-template.ts`), made by the
 * server's own start-up (`createCommerce`: migrations, then `seedIfEmpty`) so that a copy is the
 * database a server would have seeded itself; removed once the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    delete process.env[SQLITE_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
  };
  try {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-test-template-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    // Without PostgreSQL (allowed off CI only) its tests are skipped: no template to make. On CI
    // its absence fails here, as it would fail every PostgreSQL test.
    const postgres = (await postgresUnavailableReason()) && !isCI() ? undefined : await createThrowawayDatabase("eb_template");
    if (postgres) cleanups.push(postgres.drop);
    await Promise.all([seedDatabase({ DATA_DIR: dataDir }), postgres && seedDatabase({ DATA_DIR: dataDir, DATABASE_URL: postgres.url })]);
    process.env[SQLITE_TEMPLATE_ENV] = path.join(dataDir, SQLITE_FILE);
    if (postgres) process.env[POSTGRES_TEMPLATE_ENV] = postgres.name;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

/** The start-up's migrations and seed on the database `env` names, closed afterwards (a template has no connection left). */
async function seedDatabase(env: Record<string, string>): Promise<void> {
  const commerce = await createCommerce({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }), mailWorker: false, orderSweeper: false });
  await commerce.close();
}
