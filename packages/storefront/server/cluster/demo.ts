import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { storefrontDir } from "../testing/production-server.ts";
import { type Cluster, CLUSTER_SHUTDOWN_DELAY_SECONDS, missingRequirements, prepareDatabase, startCluster, withoutPassword } from "./cluster.ts";

/**
 * `npm run cluster:demo`: two instances of the shop (or CLUSTER_INSTANCE_PORTS' count) on one
 * machine, against one PostgreSQL and one Redis, behind nginx (deploy/nginx/shop.conf), as they
 * run on several machines. Needs `npm run build`, PostgreSQL, Redis and nginx.
 *
 *   DATABASE_URL            postgres://postgres@127.0.0.1:5432/eb_cluster (created when missing)
 *   REDIS_URL               redis://127.0.0.1:6379 (keys under REDIS_KEY_PREFIX, eb-cluster: here)
 *   CLUSTER_PORT            8080: nginx, the shop's address (PUBLIC_URL)
 *   CLUSTER_INSTANCE_PORTS  the instances' ports, CLUSTER_PORT + 1 and + 2 unless set (8081,8082)
 *   WEB_CONCURRENCY         server processes of each instance (1)
 *   SHUTDOWN_DELAY_SECONDS  how long a stopping instance keeps serving (2)
 * Every other variable reaches every instance alike (the same secrets for all).
 *
 * Logs are forwarded with the instance's name in front. Type `restart 1` (or 2…) for a graceful
 * restart of that instance; Ctrl-C stops everything.
 */
const repositoryDir = path.resolve(storefrontDir, "../..");
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/eb_cluster";
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const port = Number(process.env.CLUSTER_PORT || 8080);
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS || `${port + 1},${port + 2}`).split(",").map((value) => Number(value.trim()));
if (![port, ...instancePorts].every((value) => Number.isInteger(value) && value > 0 && value < 65536) || instancePorts.length < 2) {
  console.error("CLUSTER_PORT and CLUSTER_INSTANCE_PORTS must be ports, and CLUSTER_INSTANCE_PORTS name two or more.");
  process.exit(2);
}

const missing = await missingRequirements(databaseUrl, redisUrl);
if (missing.length > 0) {
  console.error(`The cluster demo cannot start; missing:\n${missing.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

console.log(`Preparing ${withoutPassword(databaseUrl)} (migrations, demo data when empty)…`);
const { created } = await prepareDatabase(databaseUrl);
if (created) console.log("  database created");

const dataDir = process.env.DATA_DIR || path.join(repositoryDir, "data", "cluster");
fs.mkdirSync(dataDir, { recursive: true });
const names = instancePorts.map((_, index) => `shop-${index + 1}`);
const width = Math.max(...[...names, "nginx"].map((name) => name.length));
/** The follower's readiness asks, a few a second per instance: left out of the forwarded log. */
const isReadinessProbe = (line: string) => /GET \/readyz 200 /.test(line) || (line.includes('"path":"/readyz"') && line.includes('"status":200,'));

console.log(`Starting ${instancePorts.length} instances and nginx…`);
let cluster: Cluster;
try {
  cluster = await startCluster({
    databaseUrl,
    redisUrl,
    port,
    instancePorts,
    env: {
      REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX || "eb-cluster:",
      SHUTDOWN_DELAY_SECONDS: process.env.SHUTDOWN_DELAY_SECONDS || String(CLUSTER_SHUTDOWN_DELAY_SECONDS),
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || "1",
      DATA_DIR: dataDir,
      // Short text lines in a terminal, JSON lines otherwise, as each instance would write them itself.
      LOG_FORMAT: process.env.LOG_FORMAT || (process.stdout.isTTY ? "pretty" : "json"),
    },
    onLine: (source, line) => {
      if (line && !isReadinessProbe(line)) console.log(`${source.padEnd(width)} | ${line}`);
    },
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

console.log(
  [
    "",
    `The shop:        ${cluster.base}/  (en-GB: ${cluster.base}/en)`,
    ...cluster.instances.map((instance) => `${instance.name.padEnd(15)}  ${instance.base}  pid ${instance.server.child.pid}`),
    `nginx:           pid ${cluster.nginx.pid}, files and logs in ${cluster.nginx.dir}`,
    `Database:        ${withoutPassword(databaseUrl)}; Redis: ${withoutPassword(redisUrl)}; e-mails in ${path.join(dataDir, "mail")}`,
    "Type `restart 1` (or another instance's number) for a graceful restart; Ctrl-C stops everything.",
    "",
  ].join("\n"),
);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping nginx and the instances…");
  await cluster.stop();
  console.log("Stopped.");
  process.exit(code);
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

const input = readline.createInterface({ input: process.stdin });
input.on("line", async (text) => {
  const match = /^\s*restart\s+(\d+)\s*$/.exec(text);
  if (!match) return;
  const index = Number(match[1]) - 1;
  if (!cluster.instances[index]) return void console.log(`No instance ${match[1]}.`);
  const { name } = cluster.instances[index];
  console.log(`Restarting ${name}: SIGTERM, out of rotation, drained, started, back in rotation…`);
  try {
    const timings = await cluster.restart(index);
    console.log(
      `${name} restarted: out of nginx's rotation after ${timings.outOfRotationMs} ms, exited after ${timings.exitedMs} ms, ` +
        `ready after ${timings.readyMs} ms, back in rotation after ${timings.backInRotationMs} ms (pid ${cluster.instances[index].server.child.pid}).`,
    );
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
  }
});
// Without a terminal (standard input closed at once), the demo runs until it is stopped.
input.on("close", () => undefined);
