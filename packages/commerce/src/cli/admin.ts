import { runAdmin } from "./admin/run.ts";

/**
 * `npm run admin -- <command>`: the operator's entry point. It works against the configured
 * database (DATABASE_URL or DATA_DIR, as the server) through the same services, so a change made
 * here follows the same rules and reaches every server process as one made through the shop.
 */
process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  async input() {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  },
});
