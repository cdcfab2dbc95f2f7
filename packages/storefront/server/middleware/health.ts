import type { Commerce } from "@eb/commerce";
import { RETRY_AFTER_SECONDS } from "@eb/commerce/db/unavailable.ts";
import express, { type Router } from "express";
import { supervisorState } from "../supervisor.ts";

/**
 * `GET /healthz`: alive while the process answers. `GET /readyz`: ready when the database
 * answers, else 503 with Retry-After. Server processes that exited lately (and the primary's
 * back-off before replacing them) are reported, so an operator sees a crash loop from here.
 */
export function healthRoutes(database: Pick<Commerce["database"], "ping">): Router {
  const router = express.Router();
  router.get("/healthz", (_request, response) => void response.json({ status: "ok" }));
  router.get("/readyz", async (_request, response) => {
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
