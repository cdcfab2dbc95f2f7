import type { Commerce } from "@eb/commerce";
import { RETRY_AFTER_SECONDS } from "@eb/commerce/db/unavailable.ts";
import express, { type Router } from "express";
import { supervisorState } from "../supervisor.ts";

let stopping = false;

/**
 * This process is going away (SIGTERM, ADR 089): from now on `/readyz` answers 503 "stopping",
 * so a balancer following readiness sends elsewhere while the process still serves what it is sent.
 */
export function markStopping(): void {
  stopping = true;
}

export const isStopping = (): boolean => stopping;

/**
 * `GET /healthz`: alive while the process answers (a stopping process too: it is finishing its
 * work, not stuck). `GET /readyz`: ready when the database answers, else 503 with Retry-After;
 * 503 "stopping" once the process is going away. Server processes that exited lately (and the
 * primary's back-off before replacing them) are reported, so an operator sees a crash loop from here.
 */
export function healthRoutes(database: Pick<Commerce["database"], "ping">): Router {
  const router = express.Router();
  router.get("/healthz", (_request, response) => void response.json({ status: "ok" }));
  router.get("/readyz", async (_request, response) => {
    if (stopping) return void response.status(503).json({ status: "stopping" });
    const processes = supervisorState();
    const restarts = processes && (processes.exitsLastMinute > 0 || processes.waitingToRestart > 0) ? { processes } : {};
    try {
      await database.ping();
      response.json({ status: "ready", ...restarts });
    } catch {
      response.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      response.status(503).json({ status: "database unreachable", ...restarts });
    }
  });
  return router;
}
