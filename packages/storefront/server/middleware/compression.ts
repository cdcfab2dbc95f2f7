import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

/**
 * Pages and API answers are compressed afresh for each response: a fast level costs a third of
 * the default's CPU for a tenth more bytes (ADR 015). Hashed assets are compressed at build time
 * (React Router's route manifest too, once the server is built: vite.config.ts) and sent as they
 * are (ADR 020); the thorough default compresses any asset without a compressed copy and leaves
 * the others alone (already encoded).
 */
export function compressResponses(): RequestHandler {
  const compressAnswers = compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } });
  const compressAssets = compression();
  return (request, response, next) => (request.path.startsWith("/assets/") ? compressAssets : compressAnswers)(request, response, next);
}
