import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createCommerce, loadConfig } from "@eb/commerce";
import pg from "pg";
import { type ProductionServer, isBuilt, sleep, startProductionServer, storefrontDir } from "../testing/production-server.ts";

/**
 * Several instances of the shop on one machine behind nginx, as they would run on several
 * machines (ADR 089): each instance is `server/start.ts` on the build, as `npm run serve` starts
 * it, on a port of its own, all against one PostgreSQL and one Redis; nginx, configured by
 * `deploy/nginx/shop.conf`, shares the requests out. Used by `npm run cluster:demo` (demo.ts) and
 * the cluster test.
 *
 * Open-source nginx checks its instances passively only; it cannot see `/readyz`. The readiness
 * follower here does what a balancer with active checks does: it asks every instance's `/readyz`
 * a few times a second and, when one stops being ready (SIGTERM: "stopping"), takes it out of
 * rotation (`down` in the file, then a graceful reload) while the instance still serves for its
 * SHUTDOWN_DELAY_SECONDS; it puts it back once ready.
 */
const repositoryDir = path.resolve(storefrontDir, "../..");
const SITE_TEMPLATE = path.join(repositoryDir, "deploy/nginx/shop.conf");
const MAIN_TEMPLATE = path.join(repositoryDir, "deploy/nginx/standalone.conf");

/** Seconds an instance keeps serving after SIGTERM: several of the follower's rounds and a reload. */
export const CLUSTER_SHUTDOWN_DELAY_SECONDS = 2;
/** How often the follower asks each instance's `/readyz`. */
const READINESS_POLL_MS = 250;
/**
 * How long an instance may take to answer `/readyz`, or keep answering a 503 other than
 * "stopping" (its database unreachable), before it counts as not ready. A busy instance answers
 * late (seconds, while it fills its caches under load), and its database ping may time out
 * behind its own queue: taking it out would only load the other and reload nginx (which closes
 * idle client connections) for nothing. One that answers nothing for this long is stuck.
 * Stopping, or refusing the connection, is out at once.
 */
const READINESS_PATIENCE_MS = 10_000;
/** How long an instance may take to drain and exit after SIGTERM before it is killed (and the restart fails). */
const EXIT_TIMEOUT_MS = 30_000;

/** The nginx binary: NGINX, else Debian's, else the first on the PATH; undefined when there is none. */
export function nginxBinary(): string | undefined {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx"].filter((candidate): candidate is string => !!candidate);
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the cluster needs and is missing, each said so a person can act on it: the storefront's
 * build, nginx, PostgreSQL (the server behind `databaseUrl`) and Redis. Empty when all are there.
 */
export async function missingRequirements(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const missing: string[] = [];
  if (!isBuilt) missing.push("the storefront's build: run `npm run build` first");
  if (!nginxBinary()) missing.push("nginx: install it (Debian: `apt-get install nginx`), or set NGINX to its binary");
  const postgres = await postgresProblem(databaseUrl);
  if (postgres) missing.push(`PostgreSQL at ${withoutPassword(databaseUrl)}: ${postgres} (set DATABASE_URL)`);
  const redis = await redisProblem(redisUrl);
  if (redis) missing.push(`Redis at ${withoutPassword(redisUrl)}: ${redis} (set REDIS_URL)`);
  return missing;
}

/** Why the PostgreSQL server of `url` cannot be used (its maintenance database `postgres` is asked), or undefined. */
async function postgresProblem(url: string): Promise<string | undefined> {
  if (!/^postgres(ql)?:\/\//.test(url)) return "not a postgres:// URL";
  try {
    await withMaintenanceClient(url, (client) => client.query("select 1"));
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

async function redisProblem(url: string): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host: parsed.hostname, port: Number(parsed.port || 6379) });
    socket.setTimeout(2_000);
    socket.once("connect", () => (socket.destroy(), resolve(undefined)));
    socket.once("timeout", () => (socket.destroy(), resolve("no answer within 2 s")));
    socket.once("error", (error) => resolve(error.message));
  });
}

async function withMaintenanceClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.href, connectionTimeoutMillis: 3_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The instances' database, made ready once before they start: created when missing, migrated,
 * and seeded when empty (instances starting together on an empty database would each seed it).
 */
export async function prepareDatabase(databaseUrl: string): Promise<{ created: boolean }> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Not a database name this tool creates: "${name}"`);
  const created = await withMaintenanceClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  });
  const commerce = await createCommerce({ config: loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }), mailWorker: false, orderSweeper: false });
  await commerce.close();
  return { created };
}

export interface ClusterOptions {
  /** The instances' PostgreSQL (ready: `prepareDatabase`). */
  databaseUrl: string;
  redisUrl: string;
  /** Where nginx listens (127.0.0.1). */
  port: number;
  /** One port per instance (127.0.0.1). */
  instancePorts: number[];
  /**
   * Every instance's environment over the cluster's defaults (the same for all, secrets
   * included): WEB_CONCURRENCY (1), SHUTDOWN_DELAY_SECONDS (2), PUBLIC_URL (nginx's URL), …
   */
  env?: Record<string, string>;
  /** nginx's folder (its files, logs, temporary files); a new temporary one, removed at stop, by default. */
  nginxDir?: string;
  /** Each line an instance (`shop-1`…) or nginx (`nginx`) writes. */
  onLine?: (source: string, line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>`: the instance itself, past nginx. */
  base: string;
  /** The running process (replaced by a restart). */
  server: ProductionServer;
}

/** What a graceful restart of one instance took, in ms from its SIGTERM. */
export interface RestartTimings {
  /** nginx no longer sends it anything (the follower's reload done). */
  outOfRotationMs: number;
  /** The process exited (status 0), its requests finished. */
  exitedMs: number;
  /** Started again and ready. */
  readyMs: number;
  /** nginx sends it requests again. */
  backInRotationMs: number;
}

export interface Cluster {
  /** nginx's URL: what shoppers use (PUBLIC_URL). */
  base: string;
  instances: ClusterInstance[];
  nginx: { pid: number; dir: string; accessLog: string; errorLog: string };
  /**
   * A graceful restart of one instance, as an operator does it: SIGTERM, readiness goes
   * "stopping" and nginx stops sending while it still serves, it finishes what it has and exits,
   * then it starts again and goes back into rotation once ready.
   */
  restart(index: number): Promise<RestartTimings>;
  /** nginx first (gracefully), then every instance (SIGTERM). */
  stop(): Promise<void>;
}

/** Starts the instances (in parallel), then nginx in front of them with the readiness follower. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, instancePorts, onLine } = options;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.env?.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "eb-cluster-data-"));
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: base,
    // The instances see nginx's address (loopback) and believe its X-Forwarded-For.
    TRUST_PROXY: "loopback",
    WEB_CONCURRENCY: "1",
    SHUTDOWN_DELAY_SECONDS: String(CLUSTER_SHUTDOWN_DELAY_SECONDS),
    // Their e-mails in one folder (each instance delivers its own outbox share).
    DATA_DIR: dataDir,
    // As `npm run serve` starts the server.
    NODE_OPTIONS: `--max-semi-space-size=64 ${process.env.NODE_OPTIONS ?? ""}`.trim(),
    ...options.env,
  };
  const startInstance = (name: string, instancePort: number) =>
    startProductionServer({ port: instancePort, env: { ...env, PORT: String(instancePort) }, onLine: onLine && ((line) => onLine(name, line)) });

  const instances: ClusterInstance[] = [];
  const started = await Promise.allSettled(instancePorts.map((instancePort, index) => startInstance(`shop-${index + 1}`, instancePort)));
  for (const [index, outcome] of started.entries()) {
    if (outcome.status === "fulfilled") instances.push({ name: `shop-${index + 1}`, port: instancePorts[index], base: `http://127.0.0.1:${instancePorts[index]}`, server: outcome.value });
  }
  const failed = started.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failed) {
    await Promise.all(instances.map((instance) => instance.server.stop()));
    throw failed.reason;
  }

  let nginx: Nginx;
  try {
    nginx = await startNginx({ port, instancePorts, dir: options.nginxDir, onLine: onLine && ((line) => onLine("nginx", line)) });
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.server.stop()));
    throw error;
  }
  const follower = followReadiness(instances, nginx.apply);

  return {
    base,
    instances,
    nginx: { pid: nginx.pid, dir: nginx.dir, accessLog: nginx.accessLog, errorLog: nginx.errorLog },
    async restart(index) {
      const instance = instances[index];
      const signalled = Date.now();
      const since = () => Date.now() - signalled;
      const { server } = instance;
      server.child.kill("SIGTERM");
      // -1 when nginx never took it out (no other instance was ready): its last requests may have failed.
      const outOfRotation = follower.inRotation(index, false).then(since);
      const code = await Promise.race([server.exited, sleep(EXIT_TIMEOUT_MS).then(() => "timeout" as const)]);
      if (code !== 0) {
        await server.stop();
        throw new Error(`${instance.name} did not stop cleanly after SIGTERM (${code === "timeout" ? `still running after ${EXIT_TIMEOUT_MS / 1000} s` : `exit ${code}`})`);
      }
      const exitedMs = since();
      instance.server = await startInstance(instance.name, instance.port);
      const readyMs = since();
      const backInRotationMs = await follower.inRotation(index, true).then(since);
      return { outOfRotationMs: await Promise.race([outOfRotation, Promise.resolve(-1)]), exitedMs, readyMs, backInRotationMs };
    },
    async stop() {
      follower.stop();
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.server.stop()));
      if (!options.env?.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Nginx {
  pid: number;
  dir: string;
  accessLog: string;
  errorLog: string;
  /** Writes the site file with these instances in rotation (the others `down`) and reloads; resolves once the new workers run. */
  apply(inRotation: readonly boolean[]): Promise<void>;
  stop(): Promise<void>;
}

/** deploy/nginx/shop.conf with its placeholders filled in: the `{{server}}` line once per instance. */
export function renderSiteConfig(template: string, values: { listen: string; servers: { address: string; down: boolean }[]; accessLog: string }): string {
  return template
    .split("\n")
    .flatMap((line) => (line.includes("{{server}}") ? values.servers.map((server) => line.replace("{{server}}", server.address).replace("{{down}}", server.down ? " down" : "")) : [line]))
    .join("\n")
    .replaceAll("{{listen}}", values.listen)
    .replaceAll("{{access_log}}", values.accessLog);
}

async function startNginx(options: { port: number; instancePorts: number[]; dir?: string; onLine?: (line: string) => void }): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed (Debian: `apt-get install nginx`), or set NGINX to its binary");
  const ownDir = options.dir === undefined;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "eb-nginx-"));
  fs.mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they need to reach their temporary folders in here.
  fs.chmodSync(dir, 0o755);
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  const mainFile = path.join(dir, "nginx.conf");
  const siteFile = path.join(dir, "shop.conf");
  const siteTemplate = fs.readFileSync(SITE_TEMPLATE, "utf8");
  const writeSite = (inRotation: readonly boolean[]) =>
    fs.writeFileSync(
      siteFile,
      renderSiteConfig(siteTemplate, {
        listen: `127.0.0.1:${options.port}`,
        servers: options.instancePorts.map((port, index) => ({ address: `127.0.0.1:${port}`, down: !inRotation[index] })),
        accessLog,
      }),
    );
  writeSite(options.instancePorts.map(() => true));
  fs.writeFileSync(mainFile, fs.readFileSync(MAIN_TEMPLATE, "utf8").replaceAll("{{prefix}}", dir));

  const child = spawn(binary, ["-p", dir, "-c", mainFile, "-e", errorLog], { stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  forwardLines(child, options.onLine);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  const stop = async () => {
    // SIGQUIT: a graceful stop (requests in progress finish).
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt === 100) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8").trim().split("\n").slice(-10).join("\n") : "";
      await stop();
      throw new Error(`nginx did not start on ${base} (exit ${child.exitCode}):\n${log}`);
    }
    if ((await status(`${base}/healthz`)) === 200) break;
    await sleep(100);
  }

  const reloads = () => (fs.readFileSync(errorLog, "utf8").match(/start worker processes/g) ?? []).length;
  let applying = Promise.resolve();
  return {
    pid: child.pid!,
    dir,
    accessLog,
    errorLog,
    apply(inRotation) {
      // One reload at a time, in order.
      applying = applying.then(async () => {
        const before = reloads();
        const logBefore = fs.statSync(errorLog).size;
        writeSite(inRotation);
        child.kill("SIGHUP");
        for (const started = Date.now(); reloads() === before; await sleep(20)) {
          const since = fs.readFileSync(errorLog, "utf8").slice(logBefore);
          if (/\[emerg\]/.test(since) || Date.now() - started > 5_000) throw new Error(`nginx did not reload:\n${since.trim()}`);
        }
      });
      return applying;
    },
    stop,
  };
}

/**
 * Polls each instance's `/readyz` and keeps nginx's rotation to the ready ones. When none is
 * ready, every instance stays in: each then answers its own 503 (a database outage, maintenance
 * is not readiness), better than nginx's "no live upstreams". Each instance is asked on its own,
 * so one answering late never delays seeing another stop.
 */
function followReadiness(instances: ClusterInstance[], apply: (inRotation: readonly boolean[]) => Promise<void>) {
  let applied = instances.map(() => true);
  /** Each instance's readiness as its own poll last found it. */
  const ready = instances.map(() => true);
  /** Since when each instance has answered 503 without a break (undefined: it has not). */
  const unreadySince: (number | undefined)[] = instances.map(() => undefined);
  let stopped = false;
  const waiters: { index: number; wanted: boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (applied[waiter.index] !== waiter.wanted) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  // One nginx change at a time, from the latest readiness of all.
  let reconciling = Promise.resolve();
  const reconcile = () => {
    reconciling = reconciling.then(async () => {
      const wanted = ready.some(Boolean) ? [...ready] : instances.map(() => true);
      if (!stopped && wanted.some((inRotation, index) => inRotation !== applied[index])) {
        try {
          await apply(wanted);
          applied = wanted;
        } catch (error) {
          process.emitWarning(`cluster: ${(error as Error).message}`);
        }
      }
      settle();
    });
  };
  instances.forEach((instance, index) => {
    void (async () => {
      while (!stopped) {
        const answer = await readiness(`${instance.base}/readyz`, READINESS_PATIENCE_MS);
        unreadySince[index] = answer === "unready" ? (unreadySince[index] ?? Date.now()) : undefined;
        ready[index] = answer === "ready" || (answer === "unready" && Date.now() - unreadySince[index]! < READINESS_PATIENCE_MS && applied[index]);
        reconcile();
        await sleep(READINESS_POLL_MS);
      }
    })();
  });
  return {
    /** Resolves once nginx has the instance in rotation (`true`) or out of it (`false`). */
    inRotation(index: number, wanted: boolean): Promise<void> {
      return new Promise((resolve) => {
        waiters.push({ index, wanted, resolve });
        settle();
      });
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * What an instance's `/readyz` says: "ready"; "out" when it is stopping, the connection failed or
 * no answer came in time; "unready" for another 503 (its database unreachable).
 */
async function readiness(url: string, timeoutMs: number): Promise<"ready" | "out" | "unready"> {
  const answer = await answerOf(url, timeoutMs);
  if (answer === "timeout") return "out";
  if (answer.code === 200) return "ready";
  const said = (() => {
    try {
      return (JSON.parse(answer.body) as { status?: unknown }).status;
    } catch {
      return undefined;
    }
  })();
  return answer.code === 0 || said === "stopping" ? "out" : "unready";
}

/** A GET's status and body on a connection of its own; status 0 when the connection failed, "timeout" when no answer came in time. */
function answerOf(url: string, timeoutMs = 2_000): Promise<{ code: number; body: string } | "timeout"> {
  return new Promise((resolve) => {
    let timedOut = false;
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ code: response.statusCode ?? 0, body }));
      response.on("error", () => resolve({ code: 0, body: "" }));
    });
    request.on("timeout", () => {
      timedOut = true;
      request.destroy();
    });
    request.on("error", () => resolve(timedOut ? "timeout" : { code: 0, body: "" }));
  });
}

const status = async (url: string): Promise<number | "timeout"> => {
  const answer = await answerOf(url);
  return answer === "timeout" ? answer : answer.code;
};

function forwardLines(child: ChildProcess, onLine: ((line: string) => void) | undefined) {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLine?.(line);
    });
    stream?.on("end", () => pending && onLine?.(pending));
  }
}

export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.href;
  } catch {
    return url;
  }
}
