import type { Request, Response, Router } from "express";
import express from "express";

/** The page the service worker keeps for when the network is gone (rendered with the page setting `offline`). */
export const OFFLINE_PATH = "/__offline";

export interface ServiceWorkerStore {
  /** "" for the French store, "/en" for the English one. */
  prefix: "" | "/en";
}

/**
 * The service worker of one store (registered from `{base}/service-worker.js`):
 * - precaches the store's offline page and the scripts, styles and images it needs;
 * - hashed `/assets/*` files are cache-first (their names change with their content);
 * - navigations are network-first; with no network, the offline page answers;
 * - other static files (images) come from the network, from the precache only when it is down;
 * - nothing else is cached: never HTML pages (they are personal: cart, account), never `/graphql`,
 *   never `client-log-handler`, never the worker itself.
 * The French store's worker (scope `/`) leaves `/en` to the English store's worker.
 */
function serviceWorkerSource(store: ServiceWorkerStore, version: string): string {
  const settings = JSON.stringify({ prefix: store.prefix, offlinePath: `${store.prefix}${OFFLINE_PATH}`, version });
  return `/* Essences & Botanique service worker (${store.prefix || "/"}) */
"use strict";
const SETTINGS = ${settings};
const CACHE = "eb" + (SETTINGS.prefix || "/fr").replace("/", "-") + "-" + SETTINGS.version;
const CACHE_FAMILY = "eb" + (SETTINGS.prefix || "/fr").replace("/", "-") + "-";
const ASSET = /^\\/assets\\//;
const STATIC = /^\\/(images\\/|favicon)/;
const NEVER = /(^|\\/)(graphql|client-log-handler|service-worker\\.js)(\\/|$|\\?)/;

const inThisStore = (pathname) =>
  SETTINGS.prefix
    ? pathname === SETTINGS.prefix || pathname.startsWith(SETTINGS.prefix + "/")
    : !(pathname === "/en" || pathname.startsWith("/en/"));

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SETTINGS.offlinePath, { cache: "reload", credentials: "omit" });
  if (!response.ok) throw new Error("offline page: HTTP " + response.status);
  const html = await response.clone().text();
  await cache.put(SETTINGS.offlinePath, response);
  const assets = new Set();
  for (const match of html.matchAll(/["'(](\\/(?:assets|images)\\/[^"')\\s]+)/g)) assets.add(match[1]);
  await Promise.all([...assets].map(async (asset) => {
    try {
      const assetResponse = await fetch(asset);
      if (assetResponse.ok) await cache.put(asset, assetResponse);
    } catch {
      // Fetched again later, when the page asks for it.
    }
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_FAMILY) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function assetFirstFromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function pageFromNetwork(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(SETTINGS.offlinePath);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (ASSET.test(url.pathname)) {
    event.respondWith(assetFirstFromCache(request));
    return;
  }
  if (request.mode === "navigate" && inThisStore(url.pathname)) {
    event.respondWith(pageFromNetwork(request));
    return;
  }
  if (STATIC.test(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
  }
});
`;
}

/** `GET /service-worker.js` and `GET /en/service-worker.js`, never cached by the browser or a proxy. */
export function createServiceWorkerRouter(version: () => string): Router {
  const router = express.Router();
  const send = (store: ServiceWorkerStore) => (_request: Request, response: Response) => {
    response.setHeader("Content-Type", "application/javascript; charset=utf-8");
    response.setHeader("Cache-Control", "no-cache, no-store, must-revalidate");
    // The English worker lives at /en/service-worker.js but controls `/en` itself, one level up.
    response.setHeader("Service-Worker-Allowed", store.prefix || "/");
    response.send(serviceWorkerSource(store, version()));
  };
  router.get("/service-worker.js", send({ prefix: "" }));
  router.get("/en/service-worker.js", send({ prefix: "/en" }));
  return router;
}
