import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type Commerce, type Store, stores } from "@eb/commerce";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { type SitemapEntry, type SitemapFile, type SitemapType } from "@eb/commerce/modules/sitemap/service.ts";
import express, { type Request, type Response, type Router } from "express";
import { LRUCache } from "lru-cache";
import { hreflangLinks } from "../../app/lib/alternates.ts";
import type { StorefrontConfig } from "../config.ts";

/**
 * `/robots.txt`, `/sitemap.xml` (the index of every store's sitemap files) and the files
 * themselves, `/sitemaps/<store>-<type>-<page>.xml` (ADR 084): the entries come from the API's
 * sitemap service (modules/sitemap), each with its hreflang alternates (the pages' own pairs,
 * `hreflangLinks`). Every URL is built from the configured PUBLIC_URL, never from the request's
 * Host or forwarding headers, so no request can make a sitemap name another host.
 *
 * A file is written once per catalogue version (and at most for the page cache's time, since
 * content pages change without a new version), gzipped once, and kept in this process's memory:
 * an answer is a lookup, a 304 when the crawler's ETag matches. XML is written by hand through one
 * escaping helper: four fixed elements and two extensions do not need a document builder, and a
 * 5,000-entry file is then a string join.
 */

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const IMAGE_NS = "http://www.google.com/schemas/sitemap-image/1.1";
/** `fr-products-3.xml`: store code, type, page from 1. */
const FILE_NAME = /^(fr|en)-(pages|landing-pages|categories|products)-([1-9][0-9]{0,5})\.xml$/;

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what it looks for
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text and attribute values as XML: the five predefined entities, and no character XML 1.0 forbids. */
export function xmlEscape(value: string): string {
  // Most values (slugs, dates, URLs of slugs) need nothing: a 5,000-entry file escapes 30,000 of them.
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A path as a URL may carry it: the characters a path may hold stay, others are percent-encoded once. */
const encodePath = (path: string) => (PLAIN_PATH.test(path) ? path : encodeURI(decodeUriSafe(path)));
const PLAIN_PATH = /^[A-Za-z0-9\-._~/]*$/;
const decodeUriSafe = (value: string) => {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
};

/** The absolute URL of a store path, from the configured public URL (the English homepage is `/en/`). */
export const storeUrl = (publicUrl: string, store: Pick<Store, "pathPrefix">, path: string) => `${publicUrl}${store.pathPrefix}${encodePath(path)}`;

export const sitemapFileName = (store: Pick<Store, "code">, type: SitemapType, page: number) => `${store.code}-${type}-${page}.xml`;

/** The index of every store's files. */
export function sitemapIndexXml(publicUrl: string, files: readonly { store: Store; file: SitemapFile }[]): string {
  const items = files.map(
    ({ store, file }) =>
      `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${sitemapFileName(store, file.type, file.page)}`)}</loc><lastmod>${xmlEscape(file.lastmod)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One file's entries, with their hreflang alternates and images. */
export function urlSetXml(publicUrl: string, store: Store, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = entry.alternates.map(({ store: other, url }) => ({ locale: other.locale, available: true, href: storeUrl(publicUrl, other, url) }));
    const links = hreflangLinks(alternates).map(({ hreflang, alternate }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(alternate.href)}"/>`);
    const images = entry.images.map((image) => `<image:image><image:loc>${xmlEscape(image)}</image:loc></image:image>`);
    return (
      `<url><loc>${xmlEscape(storeUrl(publicUrl, store, entry.path))}</loc><lastmod>${xmlEscape(entry.lastmod)}</lastmod>` +
      `<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority>${links.join("")}${images.join("")}</url>`
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}" xmlns:image="${IMAGE_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Paths no crawler should spend its visits on, in both stores: the account, the basket and
 * checkout, search results (endless combinations of the catalogue), sign-in and registration,
 * the links of e-mails (shared wishlists, in-stock alerts, newsletter, account changes), the
 * guest order lookup, the quick order form, the payment pages, the API and the staff's pages. Each is blocked as
 * itself (`$`), below it (`/`) and with a query (`?`), never as a bare prefix: `Disallow: /cart`
 * would also block a product whose URL key starts with "cart".
 */
export const ROBOTS_DISALLOWED = [
  "user",
  "checkout",
  "cart",
  "search",
  "login",
  "register",
  "orders",
  "quick-order",
  "wishlist/share",
  "stock-alert",
  "newsletter",
  "account",
  "currency",
  "payment",
  "graphql",
  "client-log-handler",
  "staff",
] as const;

export function robotsTxt(publicUrl: string): string {
  const lines = ["# Both stores: fr-FR at /, en-GB at /en.", "User-agent: *"];
  for (const store of Object.values(stores)) {
    for (const path of ROBOTS_DISALLOWED) {
      const base = `${store.pathPrefix}/${path}`;
      lines.push(`Disallow: ${base}$`, `Disallow: ${base}/`, `Disallow: ${base}?`);
    }
  }
  lines.push("", `Sitemap: ${publicUrl}/sitemap.xml`, "");
  return lines.join("\n");
}

interface StoredFile {
  gzipped: Buffer;
  etag: string;
}

export function sitemapRoutes(commerce: Pick<Commerce, "config" | "services">, storefront: Pick<StorefrontConfig, "pageCache">): Router {
  const { publicUrl } = commerce.config;
  const { sitemaps, products } = commerce.services;
  const router = express.Router();
  const cacheOn = storefront.pageCache.ttlMs > 0;
  const files = new LRUCache<string, StoredFile>({
    maxSize: storefront.pageCache.maxBytes,
    sizeCalculation: (stored) => Math.max(1, stored.gzipped.length),
    ttl: Math.max(1, storefront.pageCache.ttlMs),
  });
  /** Files being written: concurrent requests for one wait for that one. */
  const writing = new Map<string, Promise<StoredFile | undefined>>();

  const store = async (xml: string): Promise<StoredFile> => {
    const gzipped = await gzip(xml, { level: 6 });
    return { gzipped, etag: `"${createHash("sha256").update(gzipped).digest("base64url").slice(0, 27)}"` };
  };

  /** A file under the current catalogue version: from memory, or written now (undefined: no such file). */
  const load = async (name: string, write: () => Promise<string | undefined>): Promise<StoredFile | undefined> => {
    const key = `${await products.catalogVersion()}|${name}`;
    const stored = cacheOn ? files.get(key) : undefined;
    if (stored) return stored;
    const pending = writing.get(key);
    if (pending) return pending;
    const done = write().then(async (xml) => {
      if (xml === undefined) return undefined;
      const written = await store(xml);
      if (cacheOn) files.set(key, written);
      return written;
    });
    writing.set(key, done);
    try {
      return await done;
    } finally {
      writing.delete(key);
    }
  };

  const send = async (request: Request, response: Response, file: StoredFile) => {
    response.setHeader("Content-Type", "application/xml; charset=utf-8");
    // Shared caches may keep it; everyone revalidates, and an unchanged file costs a 304.
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.setHeader("ETag", file.etag);
    response.setHeader("Vary", "Accept-Encoding");
    if (request.fresh) return void response.status(304).end();
    if (request.acceptsEncodings("gzip") === "gzip") {
      response.setHeader("Content-Encoding", "gzip");
      return void response.send(file.gzipped);
    }
    response.send(await gunzip(file.gzipped));
  };

  router.get("/robots.txt", (_request, response) => {
    response.setHeader("Cache-Control", "public, max-age=3600");
    response.type("text/plain").send(robotsTxt(publicUrl));
  });

  router.get("/sitemap.xml", async (request, response, next) => {
    try {
      const file = await load("index", async () => {
        const listed: { store: Store; file: SitemapFile }[] = [];
        for (const each of Object.values(stores)) {
          for (const file of await sitemaps.index(serviceScope({ store: each }))) listed.push({ store: each, file });
        }
        return sitemapIndexXml(publicUrl, listed);
      });
      await send(request, response, file!);
    } catch (error) {
      next(error);
    }
  });

  router.get("/sitemaps/:file", async (request, response, next) => {
    const match = FILE_NAME.exec(request.params.file);
    if (!match) return next();
    const [, code, type, page] = match as unknown as [string, "fr" | "en", SitemapType, string];
    try {
      const file = await load(request.params.file, async () => {
        const entries = await sitemaps.entries(serviceScope({ store: stores[code] }), type, Number(page));
        return entries && urlSetXml(publicUrl, stores[code], entries);
      });
      // An unknown page falls through to the shop's 404 page.
      if (!file) return next();
      await send(request, response, file);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
