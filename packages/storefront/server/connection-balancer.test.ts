import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, sleep, startProductionServer } from "./testing/production-server.ts";

/**
 * `npm start`'s primary shares connections out to the server process holding the fewest (ADR
 * 064): ten keep-alive connections opened at once are split five and five (Node's own round
 * robin split such a burst 8/2), and each stays with the process it was given.
 */
describe.skipIf(!isBuilt)("connections shared out by the primary", () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ env: { WEB_CONCURRENCY: "2" }, processes: 2 });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  /** A GraphQL POST on the given agent's connection; resolves with the answer's request id. */
  const post = (agent: http.Agent) =>
    new Promise<string>((resolve, reject) => {
      const payload = JSON.stringify({ query: "{ shop { id } }" });
      const request = http.request(
        `${server.base}/graphql`,
        { method: "POST", agent, headers: { "content-type": "application/json", "x-graphql-csrf": "1", "content-length": Buffer.byteLength(payload) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.headers["x-request-id"])));
        },
      );
      request.on("error", reject);
      request.end(payload);
    });

  /** The pid of the process that logged each request id, waiting for the log lines to arrive. */
  const answeringPid = async (requestIds: string[]): Promise<Map<string, number>> => {
    const pids = new Map<string, number>();
    for (let attempt = 0; attempt < 50 && pids.size < requestIds.length; attempt++) {
      for (const line of server.log) {
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { msg?: string; requestId?: string; pid?: number };
        if (entry.msg === "request" && entry.requestId && entry.pid && requestIds.includes(entry.requestId)) pids.set(entry.requestId, entry.pid);
      }
      if (pids.size < requestIds.length) await sleep(100);
    }
    return pids;
  };

  it("splits a burst of keep-alive connections evenly and keeps each with its process", async () => {
    // One agent per connection: each client keeps its own socket, as ten browsers would.
    const agents = Array.from({ length: 10 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      const perConnection: string[][] = agents.map(() => []);
      for (let round = 0; round < 3; round++) {
        const ids = await Promise.all(agents.map((agent) => post(agent)));
        ids.forEach((id, index) => perConnection[index].push(id));
      }
      const pids = await answeringPid(perConnection.flat());
      const connectionPids = perConnection.map((ids) => new Set(ids.map((id) => pids.get(id))));
      for (const answered of connectionPids) expect(answered.size).toBe(1);
      const perProcess = new Map<number, number>();
      for (const answered of connectionPids) {
        const [pid] = [...answered] as number[];
        perProcess.set(pid, (perProcess.get(pid) ?? 0) + 1);
      }
      expect([...perProcess.values()].sort()).toEqual([5, 5]);
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});
