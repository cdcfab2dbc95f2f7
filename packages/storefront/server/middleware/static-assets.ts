import fs from "node:fs";
import path from "node:path";
import expressStaticGzip from "express-static-gzip";
import express, { type Router } from "express";

/** The browser build's files: hashed assets (with their precompressed copies) and the public files. */
export function staticAssets(clientDir: string): Router {
  const router = express.Router();
  // Hashed file names never change content: cache them for a year, and send no validators (ETag,
  // Last-Modified) for a browser to revalidate with, which it never does with an immutable file,
  // nor range support, which scripts and style sheets never use: fewer bytes on every asset.
  router.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false, etag: false, lastModified: false, acceptRanges: false },
    }),
  );
  // Only URLs under the build's own top-level files and folders look on disk: a page's URL
  // would otherwise cost a file-system miss (and its error object) on every request.
  const publicRoots = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
  const servePublic = express.static(clientDir, { maxAge: "1h", index: false });
  router.use((request, response, next) => (publicRoots.has(request.path.split("/")[1]) ? servePublic(request, response, next) : next()));
  return router;
}
