import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runAdmin } from "./run.ts";

/** What a run of `npm run admin -- …` gave: its exit code and its two streams, a line break after each line. */
export interface AdminRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- <args>` run in the test's process exactly as admin.ts runs it (its own
 * database connection and services), against the database `env` configures; `input` is what is
 * piped on standard input (nothing: an empty pipe). A process of its own costs seconds: tests
 * spawn one (`spawnAdmin`) only where the process itself is what they check.
 */
export async function runAdminCommand(env: Record<string, string>, args: string[], input = ""): Promise<AdminRun> {
  let stdout = "";
  let stderr = "";
  const status = await runAdmin(args, {
    env: { ...process.env, ...env },
    out: (line) => void (stdout += `${line}\n`),
    err: (line) => void (stderr += `${line}\n`),
    input: async () => input,
  });
  return { status, stdout, stderr };
}

const commerceDir = fileURLToPath(new URL("../../..", import.meta.url));

/** `npm run admin -- <args>` in a process of its own, as an operator runs it (see `runAdminCommand`). */
export function spawnAdmin(env: Record<string, string>, args: string[], input = ""): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], { cwd: commerceDir, env: { ...process.env, ...env, LOG_LEVEL: "warn" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}
