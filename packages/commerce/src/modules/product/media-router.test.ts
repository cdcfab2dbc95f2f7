import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../../testing/seed-data.ts";
import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";
import { createMediaRouter } from "./media-router.ts";
import { MEDIA_PATH } from "./service.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";

/** Generated product visuals and documents over HTTP , on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

describe.each(dialects)("media router on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let server: Server;
    let base: string;
    let shelf: { shelf: number; oils: number };

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      shelf = await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
      const app = express();
      app.use(MEDIA_PATH, createMediaRouter({ config: api.commerce.config, services: api.commerce.services }));
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await api?.close();
    });

    const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
    /** A conditional GET as a browser's cache sends it (fetch() would add `cache-control: no-cache`). */
    const revalidate = (path: string, etag: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(base + path, { headers: { "if-none-match": etag } }, (response) => {
            let body = "";
            response.on("data", (chunk) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .on("error", reject);
      });

    it("serves a product's visual as SVG, cacheable for a day, with an ETag", async () => {
      const response = await get("/media/product/TEST-LAVANDE.svg");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      // Opened by itself, the SVG is a document: no script, nothing loaded, sandboxed.
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      const body = await response.text();
      expect(body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(body).toContain("Lavande vraie de test");

      const again = await revalidate("/media/product/TEST-LAVANDE.svg", etag!);
      expect(again).toEqual({ status: 304, body: "" });

      const english = await (await get("/media/product/TEST-LAVANDE.svg?lang=en")).text();
      expect(english).toContain("Test true lavender");
      // A variant's visual shows its value.
      const variant = await get("/media/product/TEST-LAVANDE-100ML.svg");
      expect(variant.status).toBe(200);
      expect(await variant.text()).not.toBe(body);
    });

    it("serves the technical data sheet and the safety data sheet as PDF files", async () => {
      for (const [path, filename] of [
        ["/media/documents/TEST-LAVANDE/technical-fr.pdf", "fiche-technique-TEST-LAVANDE-fr.pdf"],
        ["/media/documents/TEST-LAVANDE/technical-en.pdf", "technical-data-sheet-TEST-LAVANDE-en.pdf"],
        ["/media/documents/TEST-LAVANDE/fds-fr.pdf", "fds-TEST-LAVANDE-fr.pdf"],
        ["/media/documents/TEST-CITRON/fds-en.pdf", "sds-TEST-CITRON-en.pdf"],
        // Bottles are articles: a one-page safety notice.
        ["/media/documents/TEST-FLACON/fds-fr.pdf", "fds-TEST-FLACON-fr.pdf"],
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("content-disposition")).toBe(`inline; filename="${filename}"`);
        expect(response.headers.get("etag")).toBeTruthy();
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(bytes.length).toBeGreaterThan(1_000);
      }
    });

    it("serves the documents and visuals the API links to", async () => {
      const response = await api.post({
        query: `{ product(sku: "TEST-LAVANDE") { imageUrl technical_document fds configurations { imageUrl technical_document } } }`,
      });
      const product = response.body.data.product;
      for (const url of [product.imageUrl, product.technical_document, product.fds, product.configurations[0].imageUrl, product.configurations[0].technical_document]) {
        expect((await get(url)).status, url).toBe(200);
      }
      const english = await api.post({ query: `{ product(sku: "TEST-CITRON") { imageUrl fds } }` }, { path: "/en/graphql" });
      for (const url of [english.body.data.product.imageUrl, english.body.data.product.fds]) expect((await get(url)).status, url).toBe(200);
    });

    it("serves a category's banner, where the API says", async () => {
      const linked = await api.post({ query: `{ category(id: "${shelf.oils}") { imageUrl } }` });
      expect(linked.body.data.category.imageUrl).toBe(`/media/category/${shelf.oils}.svg`);
      const response = await get(linked.body.data.category.imageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(await response.text()).toContain("Huiles de test");
      expect(await (await get(`/media/category/${shelf.oils}.svg?lang=en`)).text()).toContain("Test oils");
    });

    it.each([
      "/media/product/NOT-A-SKU.svg",
      "/media/product/TEST-LAVANDE.png",
      "/media/product/TEST-LAVANDE",
      "/media/product/.svg",
      "/media/product/..%2F..%2Fetc%2Fpasswd.svg",
      "/media/product/%E0%A4%A.svg",
      `/media/product/${"X".repeat(5_000)}.svg`,
      "/media/documents/NOT-A-SKU/technical-fr.pdf",
      "/media/documents/TEST-LAVANDE/technical-de.pdf",
      "/media/documents/TEST-LAVANDE/invoice-fr.pdf",
      "/media/documents/TEST-LAVANDE/technical-fr.svg",
      "/media/category/999999.svg",
      "/media/category/1.svg",
      "/media/category/abc.svg",
      "/media/category/-1.svg",
      "/media/nothing-here",
      "/media/",
    ])("answers 404, never 500, for %s", async (path) => {
      const response = await get(path);
      expect([400, 404]).toContain(response.status);
      expect((await response.text()).length).toBeLessThan(200);
    });

    it("answers 404 for an inactive product", async () => {
      const { db } = api.commerce.database;
      await db.updateTable("product").set({ is_active: 0 }).where("sku", "=", "TEST-EPUISE").execute();
      try {
        expect((await get("/media/product/TEST-EPUISE.svg")).status).toBe(404);
        expect((await get("/media/documents/TEST-EPUISE/fds-fr.pdf")).status).toBe(404);
      } finally {
        await db.updateTable("product").set({ is_active: 1 }).where("sku", "=", "TEST-EPUISE").execute();
      }
    });
  });
});
