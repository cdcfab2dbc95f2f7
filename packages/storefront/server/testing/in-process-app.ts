import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Commerce, type StockChangeFeed, createCommerce, loadConfig } from "@eb/commerce";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";
import type { ServerBuild } from "react-router";
import { createApp } from "../app.ts";
import { loadStorefrontConfig } from "../config.ts";
import { storefrontDir } from "./production-server.ts";

export interface InProcessApp {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The commerce back end the app runs on: its services and database, for arranging a test. */
  commerce: Commerce;
  close(): Promise<void>;
}

/**
 * The storefront server's app (`createApp`, the composition `start.ts` serves) in the test's own
 * process, on the production build and a fresh SQLite database (a copy of the test run's seeded
 * template when there is one, unless `env` names a database): faster than the production
 * server (`startProductionServer`), and its commerce back end is at hand. One process, no cluster.
 */
export async function startInProcessApp(env: Record<string, string> = {}, options: { stockFeed?: StockChangeFeed } = {}): Promise<InProcessApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-app-"));
  if (!env.DATA_DIR && !env.DATABASE_URL) await copySeededSqlite(dataDir);
  const config = loadConfig({ ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", PUBLIC_URL: "http://127.0.0.1", ...env });
  const commerce = await createCommerce({ config });
  const build = (await import(path.join(storefrontDir, "build/server/index.js"))) as ServerBuild;
  const app = createApp({ commerce, build, clientDir: path.join(storefrontDir, "build/client"), storefront: loadStorefrontConfig({ ...process.env, ...env }), stockFeed: options.stockFeed });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    commerce,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
