import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";

/**
 * The production server as `npm start` runs it (`server/start.ts` on the build of `npm run build`),
 * started in a child process for a test: on a free port, its own temporary SQLite database unless
 * the test gives one (a copy of the test run's seeded template when there is one), every line it
 * writes kept. The in-process counterpart, for the API alone, is
 * `startTestApi` (`@eb/commerce/testing/test-server.ts`).
 */
export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether `npm run build` has run: the production-server tests are skipped without a build. */
export const isBuilt = fs.existsSync(path.join(storefrontDir, "build/server/index.js"));

export interface ProductionServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  child: ChildProcess;
  /** Every line the server's processes wrote so far, standard output and error alike. */
  log: string[];
  /** The exit code, once the primary process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM (a graceful stop), SIGKILL after 10 s; removes the temporary data folder. */
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  /** Environment on top of the defaults: production, one process, 127.0.0.1, a temporary DATA_DIR, SQLite. */
  env?: Record<string, string>;
  /** A port to use; a free one otherwise. */
  port?: number;
  /**
   * Server processes that must say they listen before the server counts as started (the
   * `shop listening` line, so LOG_LEVEL must show info); by default, only `/readyz` is awaited.
   */
  processes?: number;
  /** Called with each line the server's processes write, as it comes (the log keeps them all too). */
  onLine?: (line: string) => void;
}

/** A port nobody listens on now (other test runs on this machine start servers too). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Pids of the server processes that said they listen, from JSON log lines (a replaced process adds one). */
export const listeningPids = (log: string[]) =>
  new Set(log.filter((line) => line.includes('"shop listening"')).map((line) => (JSON.parse(line) as { pid: number }).pid));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const heldConnections: http.Agent[] = [];

/**
 * A connection of its own for one request, kept open (idle) until `closeHeldConnections`. The
 * primary hands a new connection to the server process holding the fewest (ADR 064), so requests
 * sent each on a held connection are spread over every server process, whatever idle connection
 * one of them still holds (the readiness checks' keep-alive one, say).
 */
export function heldConnection(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  heldConnections.push(agent);
  return agent;
}

export function closeHeldConnections(): void {
  for (const agent of heldConnections.splice(0)) agent.destroy();
}

/**
 * Starts the production server and waits until it answers `/readyz` (and, if asked, until its
 * processes listen). A free port found by `freePort` can be taken by another test run's server
 * before this one listens: a server that could not listen on a port it was not given is started
 * again on another.
 */
export async function startProductionServer(options: ProductionServerOptions = {}): Promise<ProductionServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce({ env = {}, port: requestedPort, processes, onLine }: ProductionServerOptions): Promise<ProductionServer> {
  const port = requestedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), "eb-server-")) : undefined;
  if (ownDataDir && !env.DATABASE_URL) await copySeededSqlite(ownDataDir);
  // The log format follows the server's own standard output (a pipe here: JSON) unless a test sets it.
  const { LOG_FORMAT: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: storefrontDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      ...(ownDataDir && { DATA_DIR: ownDataDir }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      log.push(...lines);
      if (onLine) for (const line of lines) onLine(line);
    });
    stream?.on("end", () => {
      if (!pending) return;
      log.push(pending);
      onLine?.(pending);
    });
  }
  // 'exit' can come before the last of the output has been read; 'close' comes after it.
  const outputRead = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A test that gives up (a hook's time-out) never calls stop(): the server goes with the test process.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const server: ProductionServer = {
    base,
    port,
    child,
    log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok && (processes === undefined || listeningPids(log).size >= processes)) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await server.stop();
  await Promise.race([outputRead, sleep(5_000)]);
  const message = `the server did not become ready (exit ${child.exitCode} ${child.signalCode}):\n${log.slice(-20).join("\n")}`;
  throw log.some((line) => line.includes("EADDRINUSE")) ? new PortTakenError(message) : new Error(message);
}
