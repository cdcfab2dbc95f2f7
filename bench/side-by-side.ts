/**
 * CPU per page of two builds, compared while the machine treats them alike (not part of
 * `npm test`). Runs of the bench minutes apart differ by more than most changes (this machine's
 * speed moves by 2× from one minute to the next), so the two servers are loaded at the same
 * moment: each new search page is requested from both at once, one at a time, and the CPU time
 * of each server process is read from /proc (Linux) before and after each round.
 *
 * Start the two builds first, one process each, on the same database, e.g. the previous commit
 * checked out and built in /tmp/base:
 *
 *   (cd /tmp/base/packages/storefront && WEB_CONCURRENCY=1 PORT=3501 NODE_ENV=production DATA_DIR=/tmp/eb-big npx tsx server/start.ts) &
 *   (cd packages/storefront && WEB_CONCURRENCY=1 PORT=3502 NODE_ENV=production DATA_DIR=/tmp/eb-big npx tsx server/start.ts) &
 *   npx tsx bench/side-by-side.ts --a=3501 --b=3502 [--warm=1200] [--from=1200] [--pages=640] [--rounds=4]
 *
 * It warms both with the bench's first `--warm` pages, then measures `--rounds` rounds of
 * `--pages` pages from `--from` (by default the pages after the warm-up; every stretch of the
 * rotation holds the same mix). Prints each round's CPU per page and B/A.
 *
 * `--paths=/category/3,/product/HE-BERGAMOTE` requests those pages in turn instead of new
 * searches, and `--cookie=eb_session=…` sends that Cookie header with every request: what a
 * shopper with a session costs each build for the pages they browse (ADR 046).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { newSearchPages } from "./search-pages.ts";

const option = (name: string, fallback: number) => Number(process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const ports = { A: option("a", 3501), B: option("b", 3502) };
const warm = option("warm", 1200);
const from = option("from", warm);
const pages = option("pages", 640);
const rounds = option("rounds", 4);
const cookie = process.argv.find((argument) => argument.startsWith("--cookie="))?.slice("--cookie=".length);
const chosenPaths = process.argv.find((argument) => argument.startsWith("--paths="))?.slice("--paths=".length);
const paths = chosenPaths ? chosenPaths.split(",") : newSearchPages().paths;

/** The process listening on a port (single-process servers: WEB_CONCURRENCY=1). */
function pidOf(port: number): number {
  const listing = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!pid) throw new Error(`Nothing listens on port ${port} (start the server with WEB_CONCURRENCY=1).`);
  return pid;
}

/** User + system CPU time of a process, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: "text/html", "accept-encoding": "gzip", ...(cookie && { cookie }) } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} on port ${port}`);
}

async function both(start: number, count: number) {
  for (let index = start; index < start + count; index++) {
    const path = paths[index % paths.length];
    await Promise.all([get(ports.A, path), get(ports.B, path)]);
  }
}

const pids = { A: pidOf(ports.A), B: pidOf(ports.B) };
console.log(`A: port ${ports.A} (pid ${pids.A}), B: port ${ports.B} (pid ${pids.B}); warming with ${warm} pages`);
await both(0, warm);
const ratios: number[] = [];
for (let round = 0; round < rounds; round++) {
  const before = { A: cpuMs(pids.A), B: cpuMs(pids.B) };
  await both(from + round * pages, pages);
  const a = (cpuMs(pids.A) - before.A) / pages;
  const b = (cpuMs(pids.B) - before.B) / pages;
  ratios.push(b / a);
  console.log(`round ${round + 1}: A ${a.toFixed(2)} ms, B ${b.toFixed(2)} ms per page, B/A ${(b / a).toFixed(3)}`);
}
const sorted = [...ratios].sort((x, y) => x - y);
console.log(`B/A median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)} (min ${sorted[0].toFixed(3)}, max ${sorted[sorted.length - 1].toFixed(3)})`);
