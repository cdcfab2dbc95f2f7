import { createHash } from "node:crypto";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { ContentLanguage } from "../../db/schema.ts";
import { categoryVisualSvg } from "../../media/product-visual.ts";
import { type ShopIdentity, documentFileName, safetyDataSheetPdf, technicalDocumentPdf } from "../../media/product-documents.ts";
import { productVisualSvg } from "../../media/product-visual.ts";
import type { Services } from "../../services.ts";

/**
 * Generated media (visuals, banners, documents), mounted at `/media` (MEDIA_PATH) by the server:
 *
 * - `GET /media/product/<sku>.svg[?lang=en]`: the product's visual (a variant's shows its value);
 * - `GET /media/category/<id>.svg[?lang=en]`: a category banner;
 * - `GET /media/documents/<sku>/<technical|fds>-<fr|en>.pdf`: the technical data sheet and the
 *   safety data sheet, built from the product's data as it is now.
 *
 * Built on request from the database and kept in a small per-process cache keyed by the
 * product's last change; answers carry `Cache-Control: public, max-age=86400` and a strong ETag
 * (a conditional request gets 304). Anything unknown or malformed is a small 404, never a 500.
 */

/** The publisher printed on the documents; the legal notice page gives the same (fictitious) address. */
const SHOP_ADDRESS = "Chemin des Distilleries, 06130 Grasse, France";
const ONE_DAY_SECONDS = 86_400;
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const languageOf = (request: Request): ContentLanguage => (request.query.lang === "en" ? "en" : "fr");

const etagOf = (body: string | Uint8Array) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function notFound(response: Response) {
  response.status(404).set("cache-control", "no-store").type("text/plain; charset=utf-8").send("Not found");
}

interface CachedMedia {
  body: Buffer;
  etag: string;
  type: string;
  disposition?: string;
}

export function createMediaRouter(options: { config: Config; services: Services; logger?: Logger }) {
  const { config, services, logger } = options;
  const shop: ShopIdentity = { name: config.shopName, address: SHOP_ADDRESS, phone: config.contactPhone, email: config.contactEmail };
  // SVGs are a few kB, PDFs some tens: a bounded memory whatever the catalogue's size.
  const cache = new LRUCache<string, CachedMedia>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (entry) => entry.body.length + 1 });
  const router = express.Router();

  const send = (response: Response, media: CachedMedia) => {
    response.set("cache-control", `public, max-age=${ONE_DAY_SECONDS}`);
    response.set("etag", media.etag);
    response.set("x-content-type-options", "nosniff");
    // An SVG opened by itself (not through an <img>) is a document that could run script: it may
    // use its own inline styles and nothing else, and is sandboxed. Inside an <img> it renders as before.
    if (media.type.startsWith("image/svg+xml")) response.set("content-security-policy", SVG_POLICY);
    if (media.disposition) response.set("content-disposition", media.disposition);
    // Express answers 304 itself when the request's If-None-Match matches the ETag.
    response.type(media.type).send(media.body);
  };

  /** Serves from the cache, else builds, caches and serves; a failure is logged and is a 404. */
  const serve = async (response: Response, key: string | undefined, build: () => Promise<Omit<CachedMedia, "etag"> | undefined>) => {
    try {
      const cached = key ? cache.get(key) : undefined;
      if (cached) return send(response, cached);
      const built = await build();
      if (!built) return notFound(response);
      const media = { ...built, etag: etagOf(built.body) };
      if (key) cache.set(key, media);
      send(response, media);
    } catch (error) {
      logger?.error({ err: error }, "media generation failed");
      if (!response.headersSent) notFound(response);
    }
  };

  router.get("/product/:file", async (request, response) => {
    const sku = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    if (!sku || !SKU_PATTERN.test(sku)) return notFound(response);
    const language = languageOf(request);
    const source = await services.products.mediaSource(sku).catch(() => undefined);
    if (!source) return notFound(response);
    await serve(response, `svg|${sku}|${language}|${source.updatedAt}`, async () => ({
      body: Buffer.from(productVisualSvg(source.product, { language, variant: source.variantValue }), "utf8"),
      type: "image/svg+xml; charset=utf-8",
    }));
  });

  router.get("/documents/:sku/:file", async (request, response) => {
    const { sku } = request.params;
    const match = /^(technical|fds)-(fr|en)\.pdf$/.exec(request.params.file);
    if (!match || !SKU_PATTERN.test(sku)) return notFound(response);
    const kind = match[1] as "technical" | "fds";
    const language = match[2] as ContentLanguage;
    const source = await services.products.mediaSource(sku).catch(() => undefined);
    if (!source) return notFound(response);
    await serve(response, `pdf|${source.product.sku}|${kind}|${language}|${source.updatedAt}`, async () => {
      const pdf =
        kind === "technical"
          ? await technicalDocumentPdf(source.product, language, shop)
          : await safetyDataSheetPdf(source.product, language, shop);
      const filename = documentFileName(source.product, kind === "technical" ? "technical" : "sds", language);
      return { body: Buffer.from(pdf), type: "application/pdf", disposition: `inline; filename="${filename}"` };
    });
  });

  router.get("/category/:file", async (request, response) => {
    const id = /^([1-9]\d{0,9})\.svg$/.exec(request.params.file)?.[1];
    if (!id) return notFound(response);
    const language = languageOf(request);
    const tree = await services.categories.loadCategoryTree(language).catch(() => undefined);
    const node = tree?.byId.get(Number(id));
    if (!node) return notFound(response);
    await serve(response, `category|${node.id}|${language}|${node.updatedAt}`, async () => ({
      body: Buffer.from(categoryVisualSvg(node.code, node.name), "utf8"),
      type: "image/svg+xml; charset=utf-8",
    }));
  });

  router.use((_request, response) => notFound(response));
  // A path Express cannot decode (`%E0%A4%A`) is an unknown file too, not an error page.
  const decodeErrors: ErrorRequestHandler = (_error, _request, response, next) => {
    if (response.headersSent) return next();
    notFound(response);
  };
  router.use(decodeErrors);
  return router;
}
