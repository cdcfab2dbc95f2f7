import { type Commerce, type SessionState, readCookie } from "@eb/commerce";
import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { AREA_PATH } from "../../app/i18n/catalog.ts";
import { createContentMetadataStore } from "../../app/features/contribution/content-metadata-store.ts";
import { contributorOf } from "../../app/features/contribution/contributor.ts";
import { STAFF_ME_QUERY } from "../../app/features/contribution/staff-queries.ts";
import { MENU_QUERY } from "../../app/features/navigation/navigation-queries.ts";
import { IS_FEATURE_ACTIVE_QUERY } from "../../app/features/wishlist/wishlist-feature.ts";
import { deviceFromHeaders } from "../../app/lib/device.ts";
import "../../app/lib/load-context.ts";
import type { Contributor, PageSettings } from "../../app/lib/page-settings.ts";
import { type ServerQueries, createServerQueries, createSharedQueries } from "../../app/lib/server-queries.ts";
import type { StorefrontConfig } from "../config.ts";
import type { MessageScripts } from "./message-scripts.ts";
import { OFFLINE_PATH } from "./service-worker.ts";

/** The store a page belongs to: the French one at `/`, the English one at `/en`. */
export type StoreBasename = "/" | "/en";

/**
 * What the page handler hands every loader of a store (app/lib/load-context.ts): the request's
 * GraphQL executed in-process, the page settings, the session's privacy and the device guess.
 * `cookie` is the Cookie header the render sees (server/middleware/pages.ts `PagePlan`): the
 * request's own for a personal screen, a visitor's cookies only for a page everybody may be
 * given, so that page's queries run without the session (ADR 046). When the page may be stored,
 * `dependencies` collects the tags its queries' answers depend on (ADR 041).
 */
export function createLoadContext({ config, logger, services, graphql }: Commerce, storefront: StorefrontConfig, messageScripts: MessageScripts = {}) {
  // The header's menu and whether the shop has wishlists (configuration) are the same for every
  // visitor of a store, and the main layout asks both for every page it frames: executed once per
  // catalogue version.
  const sharedQueries = createSharedQueries([MENU_QUERY, IS_FEATURE_ACTIVE_QUERY], () => services.products.catalogVersion());

  return async (request: Request, response: Response, basename: StoreBasename, cookie: string, dependencies?: Set<string>): Promise<AppLoadContext> => {
    const prefix = basename === "/" ? "" : basename;
    const storePath = prefix && request.path.startsWith(prefix) ? request.path.slice(prefix.length) || "/" : request.path;
    // The service worker's copy of the offline page: no session, nothing personal.
    const offline = storePath === OFFLINE_PATH;
    const [sessionState, maintenance] = await Promise.all([
      offline ? ({ status: "none" } as SessionState) : services.sessions.resolve(cookie),
      services.maintenance.isOn(),
    ]);
    // End-to-end tests reach the app-start variants through fault switches (TEST_FAULTS only).
    const fault = config.testFaults && typeof request.query.__fault === "string" ? request.query.__fault : undefined;
    const page: PageSettings = {
      basename,
      locale: basename === "/en" ? "en-GB" : "fr-FR",
      isContributionModeEnabled: config.contributionMode,
      maintenance: maintenance && !offline,
      offline,
      // The offline copy is served for any URL, so its markup is never hydrated against another route.
      hydrate: !offline && fault !== "no-hydrate",
      ssrFallback: fault === "ssr-fallback",
      inactivityTimeoutMs: storefront.inactivityTimeoutMs,
      redirectAllowedHosts: config.redirectAllowedHosts,
      mapTiles: storefront.mapTiles && { url: storefront.mapTiles.url, attribution: storefront.mapTiles.attribution },
      testFaults: config.testFaults,
    };
    const contentMetadata = createContentMetadataStore();
    // The page's layouts and screen each ask for the signed-in customer: read once for all of them.
    const customerReads = new Map();
    const queries = createServerQueries({
      url: `${config.publicUrl}${prefix}/graphql`,
      headers: { cookie: offline ? "" : cookie, "x-request-id": response.locals.requestId },
      fetch: async (url, init, exchange) => graphql.fetch(url, init, { sessionState, inProcess: exchange, clientAddress: request.ip, customerReads }),
      onContentMetadata: (entries) => contentMetadata.add(entries),
      onDependencies: dependencies && ((tags) => tags.forEach((tag) => dependencies.add(tag))),
      shared: sharedQueries,
    });
    // Only a staff cookie costs a query: a visitor's page settings are built from configuration alone.
    if (config.contributionMode && !offline && readCookie(cookie, services.staff.cookieName) !== undefined) {
      const contributor = await readContributor(queries, storefront.contentEditUrls, (error) => logger.warn({ err: error }, "editor tools not read"));
      if (contributor) page.contributor = contributor;
    }
    const scripts = messageScripts[page.locale];
    return {
      queries,
      page,
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      requestId: response.locals.requestId,
      log: logger,
      // Any session (signed in, or a visitor's cart) or one that could not be checked: the answer is that person's.
      noStore: sessionState.status !== "none",
      nonce: response.locals.nonce,
      device: deviceFromHeaders({ get: (name) => request.get(name) }),
      contentMetadata,
      // The editor's tools speak the areas' messages, on every page.
      messageScripts: [scripts?.page, AREA_PATH.test(storePath) || page.contributor ? scripts?.areas : undefined].filter((href) => href !== undefined),
    };
  };
}

/** The request's editor and their session's modes; undefined for a staff member without the tools (or when the read failed: the page goes on without them). */
async function readContributor(queries: ServerQueries, editUrls: Record<string, string>, failed: (error: unknown) => void): Promise<Contributor | undefined> {
  try {
    const { data } = await queries.query({ query: STAFF_ME_QUERY });
    return contributorOf(data?.staffMe, editUrls);
  } catch (error) {
    failed(error);
    return undefined;
  }
}
