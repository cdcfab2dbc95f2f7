import { CURRENCY_COOKIE, type Commerce, type StockChangeFeed, readCookie } from "@eb/commerce";
import type { Request, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { deviceFromHeaders } from "../../app/lib/device.ts";
import type { StorefrontConfig } from "../config.ts";
import { createLoadContext } from "./load-context.ts";
import type { MessageScripts } from "./message-scripts.ts";
import { createPageCache } from "./page-cache.ts";
import { type PagePlan, createPageHandler } from "./pages.ts";
import { isPersonalPath } from "./personal-routes.ts";

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
  /** The browser build's message scripts, preloaded with each page's modules. */
  messageScripts?: MessageScripts;
}

/**
 * The two stores' pages from one build: the French store at `/`, the English one under the
 * basename `/en`. Pages that are not personal are rendered as for a visitor, the same for
 * everybody, and shared for a short time (production builds only, ADR 011 and 046); personal
 * screens are rendered for each request with the shopper's session.
 */
export function storePages({ commerce, build, storefront, stockFeed, messageScripts }: StorePagesOptions): RequestHandler {
  const { config, services } = commerce;
  const loadContext = createLoadContext(commerce, storefront, messageScripts);
  const cacheOn = typeof build !== "function" && storefront.pageCache.ttlMs > 0;

  /** What a shared page depends on besides its URL; undefined when it must not be stored. */
  const pageCacheKey = async (request: Request): Promise<string | undefined> => {
    if (!cacheOn || request.method !== "GET" || request.originalUrl.length > 2048 || request.path.endsWith(".data")) return undefined;
    if (config.testFaults && request.originalUrl.includes("__fault=")) return undefined;
    const currency = readCookie(request.headers.cookie, CURRENCY_COOKIE)?.toUpperCase() ?? "";
    if (!/^([A-Z]{3})?$/.test(currency)) return undefined;
    // Maintenance pages are never stored, and stored pages are not served during maintenance.
    if (await services.maintenance.isOn()) return undefined;
    const version = await services.products.catalogVersion();
    const device = deviceFromHeaders({ get: (name) => request.get(name) });
    return [version, currency, device.type, device.viewportWidth, request.originalUrl].join("|");
  };

  /**
   * How a request's page is rendered and answered (ADR 046), decided before anything renders:
   * - staff (editor modes) and personal screens (`handle.personal`): rendered for this request
   *   with its cookies, never stored, `no-store`;
   * - a form's POST: rendered with its cookies (an action acts for the session: adding to the
   *   cart from a product page), never stored;
   * - any other page: rendered as for a visitor, with the display currency as its only cookie, so
   *   no session reaches its loaders, and shared through the page cache with everybody. The
   *   answer to a request that carried a session (a signed-in shopper, a visitor with a cart, a
   *   session that could not be checked) is still `no-store`: it went to a cookie holder, and a
   *   shared cache must never keep such an answer, whatever its body.
   */
  const planFor = (basename: "/" | "/en") => async (request: Request): Promise<PagePlan> => {
    const cookie = request.headers.cookie;
    const session = readCookie(cookie, services.sessions.cookieName) !== undefined;
    const staff = readCookie(cookie, services.staff.cookieName) !== undefined;
    const current = typeof build === "function" ? await build() : build;
    if (staff || isPersonalPath(current, request.path, basename)) return { cookie: cookie ?? "", noStore: true, cacheKey: undefined };
    if (request.method !== "GET" && request.method !== "HEAD") return { cookie: cookie ?? "", noStore: session, cacheKey: undefined };
    return { cookie: visitorCookies(cookie), noStore: session, cacheKey: await pageCacheKey(request) };
  };
  const pages = cacheOn ? createPageCache({ ...storefront.pageCache, feed: stockFeed }) : undefined;
  const mode = config.isProduction ? "production" : "development";

  const frenchStore = createPageHandler({
    build,
    mode,
    pages,
    plan: planFor("/"),
    getLoadContext: (request, response, plan, dependencies) => loadContext(request, response, "/", plan.cookie, dependencies),
  });
  const englishStore = createPageHandler({
    build: typeof build === "function" ? async () => ({ ...(await build()), basename: "/en" }) : { ...build, basename: "/en" },
    mode,
    pages,
    plan: planFor("/en"),
    getLoadContext: (request, response, plan, dependencies) => loadContext(request, response, "/en", plan.cookie, dependencies),
  });
  return (request, response, next) => (isEnglishStorePath(request.path) ? englishStore : frenchStore)(request, response, next);
}

/**
 * The cookies a shared page is rendered with: the display currency only (part of the page-cache
 * key). Any other cookie may identify someone (the session, the staff session, whatever a later
 * feature adds), so none reaches a render every visitor may be given.
 */
export function visitorCookies(cookieHeader: string | undefined): string {
  const currency = readCookie(cookieHeader, CURRENCY_COOKIE);
  return currency === undefined ? "" : `${CURRENCY_COOKIE}=${encodeURIComponent(currency)}`;
}
