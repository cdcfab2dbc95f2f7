import { createHash, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import type { Logger } from "pino";
import { METRICS_CONTENT_TYPE, httpRequestDuration, machineMetrics } from "@eb/commerce/shared/metrics.ts";
import express, { type Router } from "express";
import { isEnglishStorePath } from "./store-pages.ts";

/**
 * The kind of route a request is for, the `route` label of the request durations: a short list,
 * never the path (which has no bound). A page's kind is its path's first segment in its store
 * (`/category/3`, `/en/product/HE-ROSE`, their `.data` requests alike); any path the shop's routes
 * do not name is `resolved`: the catch-all route resolves it (a category, product or content
 * page at its own URL, an old URL redirecting, or the 404 page).
 */
export type RouteKind =
  | "home"
  | "category"
  | "product"
  | "search"
  | "cms"
  | "resolved"
  | "cart"
  | "checkout"
  | "account"
  | "payment"
  | "staff"
  | "form"
  | "api"
  | "static"
  | "health"
  | "other";

const KIND_OF_SEGMENT = new Map<string, RouteKind>([
  ["category", "category"],
  ["product", "product"],
  ["search", "search"],
  ["landing", "cms"],
  ["cart", "cart"],
  ["quick-order", "cart"],
  ["checkout", "checkout"],
  ["user", "account"],
  ["login", "account"],
  ["register", "account"],
  ["account", "account"],
  ["orders", "account"],
  ["wishlist", "account"],
  ["payment", "payment"],
  ["staff", "staff"],
  ["contact", "form"],
  ["newsletter", "form"],
  ["stock-alert", "form"],
  ["currency", "form"],
  ["graphql", "api"],
  ["client-log-handler", "api"],
  ["assets", "static"],
  ["images", "static"],
  ["media", "static"],
  ["favicon.svg", "static"],
  ["favicon.ico", "static"],
  ["service-worker.js", "static"],
  ["robots.txt", "static"],
  ["sitemap.xml", "static"],
  ["sitemaps", "static"],
  ["healthz", "health"],
  ["readyz", "health"],
  ["metrics", "health"],
]);

export function routeKind(path: string): RouteKind {
  // The English store's paths are its pages under `/en` (`/en.data`: its home page's data).
  const storePath = isEnglishStorePath(path) ? path.slice(3) : path;
  if (storePath === "" || storePath === "/" || storePath === ".data" || storePath === "/_root.data") return "home";
  if (!storePath.startsWith("/")) return "other";
  const end = storePath.indexOf("/", 1);
  let segment = end === -1 ? storePath.slice(1) : storePath.slice(1, end);
  if (segment.endsWith(".data")) segment = segment.slice(0, -".data".length);
  return KIND_OF_SEGMENT.get(segment) ?? "resolved";
}

const METHODS = new Set(["GET", "HEAD", "POST"]);
const STATUS_CLASSES = ["other", "1xx", "2xx", "3xx", "4xx", "5xx"];

type Observe = (seconds: number) => void;
/** The histogram's children by kind, method and status, made on first use: a request's observation looks up three properties and allocates nothing. */
const children = new Map<string, Map<string, Map<string, Observe>>>();

/**
 * Records a request's duration (request-log.ts, when its response ends or its client goes away):
 * by kind of route, method (GET, HEAD, POST or `other`) and status class (`2xx`…, `aborted` when
 * the client went away first).
 */
export function observeRequest(method: string, path: string, statusCode: number, finished: boolean, seconds: number): void {
  const kind = routeKind(path);
  const methodLabel = METHODS.has(method) ? method : "other";
  const status = finished ? (STATUS_CLASSES[Math.floor(statusCode / 100)] ?? "other") : "aborted";
  let byMethod = children.get(kind);
  if (!byMethod) children.set(kind, (byMethod = new Map()));
  let byStatus = byMethod.get(methodLabel);
  if (!byStatus) byMethod.set(methodLabel, (byStatus = new Map()));
  let observe = byStatus.get(status);
  if (!observe) byStatus.set(status, (observe = httpRequestDuration.labels({ route: kind, method: methodLabel, status }).observe));
  observe(seconds);
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time (digests of equal length, whatever was sent). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(token)) && match !== null;
}

/**
 * `GET /metrics`: the machine's metrics in Prometheus's text format (@eb/commerce shared/metrics.ts),
 * for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`). Without a token configured the
 * endpoint does not exist (404); a wrong or missing token gets 401. Never stored anywhere, never in
 * maintenance: mounted before the API and the pages, like the health checks.
 */
export function metricsRoute(config: { metricsToken?: string }, logger: Logger): Router {
  const router = express.Router();
  router.get("/metrics", async (request, response) => {
    const token = config.metricsToken;
    response.setHeader("Cache-Control", "no-store");
    if (!token) return void response.status(404).type("text/plain").send("Not found.\n");
    if (!bearerMatches(request.get("authorization"), token)) {
      response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return void response.status(401).type("text/plain").send("Unauthorized.\n");
    }
    try {
      const text = await machineMetrics();
      response.setHeader("Content-Type", METRICS_CONTENT_TYPE);
      response.send(text);
    } catch (error) {
      logger.warn({ err: error }, "metrics: the machine's metrics could not be collected");
      response.setHeader("Retry-After", "5");
      response.status(503).type("text/plain").send("Metrics unavailable, try again.\n");
    }
  });
  return router;
}

/**
 * The names of the storefront's GraphQL operations, which the API's metrics count under their own
 * name (any other name is `other`): the operations GraphQL Code Generator found in the app's
 * documents (`npm run codegen`; `npm run lint` fails when the file is stale), one
 * `<Name>Variables` type each.
 */
export function storefrontOperationNames(): string[] {
  const generated = fs.readFileSync(new URL("../../app/lib/generated/graphql.ts", import.meta.url), "utf8");
  return [...generated.matchAll(/^export type (\w+)Variables = /gm)].map((match) => match[1]);
}
