import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** What the production server's process writes besides the request log: console output from libraries, and a crash. */
const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FORGED = '{"level":60,"msg":"forged"}';

function runScript(body: string) {
  const script = `import { logProcessOutput } from "./server/process-log.ts";\nlogProcessOutput();\n${body}`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: storefrontDir,
    env: { ...process.env, LOG_LEVEL: "debug", DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 30_000,
  });
  const lines = run.stdout.split("\n").filter((line) => line !== "");
  return { status: run.status, stderr: run.stderr, lines, entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("process output", () => {
  it("writes console output as one JSON line a call, text and error as fields", () => {
    const { status, stderr, entries } = runScript(`
      console.error(new Error("two\\nlines"), "while", { input: "a\\n${FORGED.replaceAll('"', '\\"')}" });
      console.warn("text\\n${FORGED.replaceAll('"', '\\"')}");
      console.log("plain");
    `);
    expect(status).toBe(0);
    expect(stderr).toBe("");
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.msg === "console output")).toBe(true);
    expect(entries[0]).toMatchObject({ level: 50, err: { message: "two\nlines" } });
    expect((entries[0].err as { stack: string }).stack).toContain("Error: two");
    expect(entries[0].text).toContain("while");
    expect(entries[1]).toMatchObject({ level: 40, text: `text\n${FORGED}` });
    expect(entries[2]).toMatchObject({ level: 30, text: "plain" });
  }, 30_000);

  it("logs an unhandled rejection as one fatal line and exits with an error", () => {
    const { status, stderr, entries } = runScript(`Promise.reject(new Error("nobody waits\\nfor this"));`);
    expect(status).toBe(1);
    expect(stderr).toBe("");
    expect(entries).toEqual([expect.objectContaining({ level: 60, msg: "uncaught exception: stopping", origin: "unhandledRejection" })]);
    expect(entries[0].err).toMatchObject({ message: "nobody waits\nfor this" });
  }, 30_000);

  it("logs an uncaught exception as one fatal line and exits with an error", () => {
    const { status, entries } = runScript(`setTimeout(() => { throw new TypeError("broken"); }, 0);`);
    expect(status).toBe(1);
    expect(entries).toEqual([expect.objectContaining({ level: 60, origin: "uncaughtException", err: expect.objectContaining({ type: "TypeError" }) })]);
  }, 30_000);
});
