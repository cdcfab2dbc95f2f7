import { type Limiter, addressKey } from "@eb/commerce";
import express, { type ErrorRequestHandler, type Router } from "express";
import type { Logger } from "pino";
import { z } from "zod";

/**
 * `POST {base}/client-log-handler?client_id=…`: the browser's log queue. Validated,
 * size- and rate-limited, written to the structured log; never executed or rendered.
 */
const MAX_BODY = "32kb";

const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const logSchema = z.object({
  context: z.string().max(200),
  level: z.enum(["debug", "info", "warn", "error"]),
  data: z.unknown().optional(),
  // Error entries: the error, its message and its stack trace.
  error: z.string().max(1_000).optional(),
  message: z.string().max(1_000).optional(),
  stack: z.string().max(4_000).optional(),
});
const bodySchema = z.object({ logs: z.array(logSchema).min(1).max(50) });

function reply(response: express.Response, status: number, message: string) {
  response.status(status).json({ error: message });
}

/**
 * Whether the request comes from one of the shop's own pages. The endpoint is the shop's pages'
 * alone, so another site must not be able to write to its log (forged entries in the operator's
 * log): a browser says `Sec-Fetch-Site: cross-site` for such a request, and its `Origin` (sent with
 * every cross-origin POST) names the other site. A request with neither (a script, an old browser)
 * cannot carry a visitor's ambient authority, and the endpoint grants none.
 */
function isFromOwnPages(request: express.Request, publicOrigin: string): boolean {
  if (request.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return false;
  const origin = request.get("origin");
  if (origin === undefined) return true;
  // The shop's configured origin, or the one this request was sent to (a second host name, or a
  // development server reached by address); `request.host` is checked well formed by the app.
  // `URL#origin` lowercases the host and drops a default port, as browsers write `Origin`.
  if (!URL.canParse(origin)) return false;
  const { origin: claimed } = new URL(origin);
  return claimed === publicOrigin || (request.host !== undefined && claimed === new URL(`${request.protocol}://${request.host}`).origin);
}

/** `limiter`: the shop's client-log limit, counted per address (`request.ip`, which follows TRUST_PROXY). */
export function createClientLogRouter(logger: Logger, options: { publicUrl: string; limiter: Limiter }): Router {
  const publicOrigin = new URL(options.publicUrl).origin;
  const { limiter } = options;
  const router = express.Router();
  const clientLogger = logger.child({ source: "client" });

  router.post("/", async (request, response, next) => {
    if (!isFromOwnPages(request, publicOrigin)) return reply(response, 403, "Logs are accepted from the shop's own pages only.");
    if (!request.is("application/json")) return reply(response, 415, "Logs must be sent as application/json.");
    const verdict = await limiter.consume(addressKey(request.ip ?? "unknown"));
    if (!verdict.allowed) {
      response.setHeader("retry-after", String(verdict.retryAfterSeconds));
      return reply(response, 429, "Too many log requests.");
    }
    next();
  });
  router.post("/", express.json({ limit: MAX_BODY }), (request, response) => {
    const clientId = clientIdSchema.safeParse(request.query.client_id);
    if (!clientId.success) return reply(response, 400, "client_id must be 1 to 64 letters, digits, '-' or '_'.");
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return reply(response, 400, "The body must be {logs: [{context, level, data}]} with 1 to 50 entries.");
    for (const entry of body.data.logs) {
      const { level, ...fields } = entry;
      clientLogger[level]({ clientId: clientId.data, ...fields }, "client log");
    }
    response.status(204).end();
  });
  router.all("/", (_request, response) => reply(response, 405, "Use POST."));

  const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
    if (response.headersSent) return next(error);
    if (error.type === "entity.too.large") return reply(response, 413, `The body exceeds ${MAX_BODY}.`);
    return reply(response, 400, "The body is not valid JSON.");
  };
  router.use(bodyErrors);
  return router;
}
