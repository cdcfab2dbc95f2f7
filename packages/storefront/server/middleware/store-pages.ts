import { CURRENCY_COOKIE, type Commerce, type StockChangeFeed, readCookie } from "@eb/commerce";
import type { Request, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { deviceFromHeaders } from "../../app/lib/device.ts";
import type { StorefrontConfig } from "../config.ts";
import { createLoadContext } from "./load-context.ts";
import { createPageCache } from "./page-cache.ts";
import { createPageHandler } from "./pages.ts";

/** `/en`, `/en/…` and `/en.data` (the home page's data request) belong to the en-GB store. */
export const isEnglishStorePath = (pathname: string) =>
  pathname === "/en" || pathname.startsWith("/en/") || pathname.startsWith("/en.data");

export interface StorePagesOptions {
  commerce: Commerce;
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  storefront: StorefrontConfig;
  /**
   * This process's stock-change feed: a stored page is rendered again once a change carries one
   * of the tags it depends on (ADR 041). Without it, stored pages ignore stock changes.
   */
  stockFeed?: StockChangeFeed;
}

/**
 * The two stores' pages from one build: the French store at `/`, the English one under the
 * basename `/en`. Anonymous visitors' pages are shared for a short time (production builds only, ADR 011).
 */
export function storePages({ commerce, build, storefront, stockFeed }: StorePagesOptions): RequestHandler {
  const { config, services } = commerce;
  const loadContext = createLoadContext(commerce, storefront);

  /** What a shared page depends on besides its URL; undefined when the page is personal or special. */
  const pageCacheKey = async (request: Request): Promise<string | undefined> => {
    if (request.method !== "GET" || request.originalUrl.length > 2048 || request.path.endsWith(".data")) return undefined;
    if (config.testFaults && request.originalUrl.includes("__fault=")) return undefined;
    const cookie = request.headers.cookie;
    if (readCookie(cookie, services.sessions.cookieName) !== undefined || readCookie(cookie, services.staff.cookieName) !== undefined) return undefined;
    const currency = readCookie(cookie, CURRENCY_COOKIE)?.toUpperCase() ?? "";
    if (!/^([A-Z]{3})?$/.test(currency)) return undefined;
    // Maintenance pages are never stored, and stored pages are not served during maintenance.
    if (await services.maintenance.isOn()) return undefined;
    const version = await services.products.catalogVersion();
    const device = deviceFromHeaders({ get: (name) => request.get(name) });
    return [version, currency, device.type, device.viewportWidth, request.originalUrl].join("|");
  };
  const cache =
    typeof build !== "function" && storefront.pageCache.ttlMs > 0
      ? { pages: createPageCache({ ...storefront.pageCache, feed: stockFeed }), keyOf: pageCacheKey }
      : undefined;
  const mode = config.isProduction ? "production" : "development";

  const frenchStore = createPageHandler({ build, mode, cache, getLoadContext: (request, response, dependencies) => loadContext(request, response, "/", dependencies) });
  const englishStore = createPageHandler({
    build: typeof build === "function" ? async () => ({ ...(await build()), basename: "/en" }) : { ...build, basename: "/en" },
    mode,
    cache,
    getLoadContext: (request, response, dependencies) => loadContext(request, response, "/en", dependencies),
  });
  return (request, response, next) => (isEnglishStorePath(request.path) ? englishStore : frenchStore)(request, response, next);
}
