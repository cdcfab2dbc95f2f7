import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRY_AFTER_SECONDS } from "@eb/commerce/db/unavailable.ts";
import { healthRoutes, isStopping, markStopping } from "./health.ts";

/** Liveness and readiness, and readiness going first when the process is told to stop (ADR 089). */
describe("health routes", () => {
  let server: http.Server;
  let base = "";
  let databaseUp = true;
  beforeAll(async () => {
    const app = express().use(
      healthRoutes({
        ping: async () => {
          if (!databaseUp) throw new Error("connection refused");
        },
      }),
    );
    await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
  };

  it("is ready while the database answers, and says why not, with Retry-After, when it does not", async () => {
    expect(await get("/readyz")).toEqual({ status: 200, body: { status: "ready" }, retryAfter: null });
    databaseUp = false;
    try {
      expect(await get("/readyz")).toEqual({ status: 503, body: { status: "database unreachable" }, retryAfter: String(RETRY_AFTER_SECONDS) });
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      databaseUp = true;
    }
  });

  it("answers 503 stopping once the process is stopping, while it stays alive", async () => {
    expect(isStopping()).toBe(false);
    markStopping();
    expect(await get("/readyz")).toEqual({ status: 503, body: { status: "stopping" }, retryAfter: null });
    expect(await get("/healthz")).toEqual({ status: 200, body: { status: "ok" }, retryAfter: null });
  });
});
