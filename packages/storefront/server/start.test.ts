import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { type Commerce, createCommerce, loadConfig } from "@eb/commerce";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, sleep, startProductionServer, storefrontDir } from "./testing/production-server.ts";
import { rawGet } from "./testing/raw-get.ts";

/**
 * The production server as `npm start` runs it (needs `npm run build`, which `npm test` runs
 * first): health, readiness, immutable assets, both stores, and a graceful SIGTERM.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-start-"));
let base = "";

describe.skipIf(!isBuilt)("production server", () => {
  let server: ProductionServer;

  beforeAll(async () => {
    // One server process per core, as `npm start` runs.
    server = await startProductionServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", WEB_CONCURRENCY: String(os.availableParallelism()) } });
    base = server.base;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("answers health and readiness", async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("serves hashed assets with immutable caching", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${base}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${base}/assets/does-not-exist.js`)).status).toBe(404);
  });

  it("sends scripts and style sheets compressed at build time, in the encoding the browser accepts", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const assets = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(([asset]) => asset);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of new Set(assets)) {
      const plain = await getRaw(asset, "identity");
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      for (const [accepted, encoding] of [
        ["br, gzip", "br"],
        ["gzip, deflate", "gzip"],
      ] as const) {
        const answer = await getRaw(asset, accepted);
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"], `${asset} for ${accepted}`).toBe(encoding);
        expect(answer.headers["content-type"]?.toLowerCase(), asset).toBe(plain.headers["content-type"]?.toLowerCase());
        expect(answer.headers["cache-control"]).toContain("immutable");
        expect(answer.headers.vary).toContain("Accept-Encoding");
        expect((encoding === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync)(answer.body).equals(plain.body), asset).toBe(true);
        // Compressed once, at build time: the file sent is the build's (the route manifest, written
        // after the bundle, is compressed as it is sent).
        if (!asset.includes("/manifest-")) {
          const built = fs.readFileSync(path.join(storefrontDir, "build/client", `${asset}.${encoding === "br" ? "br" : "gz"}`));
          expect(answer.body.equals(built), asset).toBe(true);
        }
      }
    }
  });

  it("serves each store in its language and a request id on every answer", async () => {
    const french = await fetch(`${base}/`);
    const english = await fetch(`${base}/en/`);
    expect(await french.text()).toContain('<html lang="fr-FR"');
    expect(await english.text()).toContain('<html lang="en-GB"');
    expect(french.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("has no fault switch without TEST_FAULTS", async () => {
    const broken = await fetch(`${base}/en/contact?__fault=render`);
    expect(broken.status).toBe(200);
    const html = await broken.text();
    expect(html).not.toContain("data-error-text");
    expect(html).toContain('"testFaults":false');
    const settings = await (await fetch(`${base}/en/contact?__fault=no-hydrate`)).text();
    expect(settings).toContain('"hydrate":true');
    expect(settings).toContain('"ssrFallback":false');
  });

  it("sends the content security policy and the client-hint request with every page", async () => {
    const response = await fetch(`${base}/en/`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("accept-ch")).toContain("Sec-CH-Viewport-Width");
  });

  describe("page cache (ADR 011)", () => {
    // The same database, opened beside the server as an administration tool would.
    let commerce: Commerce;
    beforeAll(async () => {
      commerce = await createCommerce({ config: loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" }), seed: false });
    });
    afterAll(() => commerce?.close());

    /** Enough requests for every server process (one per core) to have answered at least twice. */
    const visits = (url: string, init?: RequestInit) =>
      Promise.all(Array.from({ length: 6 }, () => fetch(`${base}${url}`, init).then(async (response) => ({ response, html: await response.text() }))));
    const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

    it("shares an anonymous visitor's page, with this response's own nonce in it", async () => {
      const answers = [];
      for (let index = 0; index < 6; index++) {
        const response = await fetch(`${base}/en/about-us`);
        answers.push({ response, html: await response.text() });
      }
      const sources = answers.map(({ response }) => response.headers.get("x-page-cache"));
      expect(sources).toContain("miss");
      expect(sources).toContain("hit");
      const nonces = answers.map(({ response, html }) => {
        const nonce = nonceOf(response);
        expect(nonce).toBeTruthy();
        // Every script nonce of the page is the one its CSP header allows.
        expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
        return nonce;
      });
      expect(new Set(nonces).size).toBe(nonces.length);
    });

    it("shares a page with a visitor who has a session, answered no-store (ADR 046), and keeps currencies apart", async () => {
      await visits("/en/about-us");
      const withSession = await fetch(`${base}/en/about-us`, { headers: { cookie: `eb_session=${"a".repeat(43)}` } });
      expect(withSession.status).toBe(200);
      expect(withSession.headers.get("x-page-cache")).toMatch(/^(hit|miss)$/);
      expect(withSession.headers.get("cache-control")).toBe("max-age=0, no-store");

      await visits("/en/category/2");
      for (const { html } of await visits("/en/category/2", { headers: { cookie: "currency=GBP" } })) expect(html).toContain("£");
    });

    it("shows a product change at once, and the maintenance page over stored pages", async () => {
      const sku = "ACC-MOUILLETTES-100";
      const priceOf = async () => {
        const response = await fetch(`${base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
          body: JSON.stringify({ query: `{ product(sku: "${sku}") { prices { finalPrice { priceInclTax { amount currency } } } } }` }),
        });
        const { amount, currency } = (await response.json()).data.product.prices.finalPrice.priceInclTax;
        return new Intl.NumberFormat("fr-FR", { style: "currency", currency }).format(amount);
      };
      const before = await priceOf();
      for (const { html } of await visits(`/product/${sku}`)) expect(html).toContain(before);

      const { db } = commerce.database;
      const product = await db.selectFrom("product").select(["id", "price_cents"]).where("sku", "=", sku).executeTakeFirstOrThrow();
      await db.updateTable("product").set({ price_cents: product.price_cents! + 1_000 }).where("id", "=", product.id).execute();
      await commerce.services.products.reindex([product.id]);
      const after = await priceOf();
      expect(after).not.toBe(before);
      for (const { html } of await visits(`/product/${sku}`)) expect(html).toContain(after);

      // Each process reads the flag at most once a second.
      const flagRead = () => new Promise((resolve) => setTimeout(resolve, 1_100));
      await commerce.services.maintenance.set(true);
      try {
        await flagRead();
        for (const { response } of await visits(`/product/${sku}`)) expect(response.status).toBe(503);
      } finally {
        await commerce.services.maintenance.set(false);
        await flagRead();
      }
    });
  });

  // With one core, `npm start` runs a single process, which delivers its e-mails itself.
  it.skipIf(os.availableParallelism() < 2)("delivers e-mails from a background process running below the servers' priority", async () => {
    // The primary's children: the server processes at the usual priority, and the jobs process below them.
    const children = fs.readdirSync("/proc").flatMap((entry) => {
      if (!/^\d+$/.test(entry)) return [];
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return parent === server.child.pid ? [os.getPriority(Number(entry))] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
    expect(children.sort((a, b) => a - b)).toEqual([...Array.from({ length: os.availableParallelism() }, () => 0), 10]);
    // A confirmation e-mail queued by a server process's registration is sent (the servers run no delivery of their own).
    const email = `jobs-${Date.now()}@example.com`;
    const registered = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify({
        query: "mutation($input: RegisterInput!) { register(input: $input) { success } }",
        variables: { input: { email, password: "correct horse battery", firstname: "Camille", lastname: "Martin" } },
      }),
    });
    expect(await registered.json()).toEqual({ data: { register: { success: true } } });
    const mailDir = path.join(dataDir, "mail");
    let sent: string | undefined;
    for (let attempt = 0; attempt < 75 && !sent; attempt++) {
      sent = (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).map((file) => fs.readFileSync(path.join(mailDir, file), "utf8")).find((text) => text.includes(email));
      if (!sent) await sleep(200);
    }
    expect(sent, "the confirmation e-mail was written").toBeDefined();
  });

  it("lets an in-flight request finish on SIGTERM, then exits cleanly", async () => {
    // A GraphQL request whose body is still being sent when the signal arrives.
    const body = JSON.stringify({ query: "{ shop { id } }" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/graphql`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-graphql-csrf": "1" } },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ data: { shop: { id: "fr" } } });
    expect(await server.exited).toBe(0);
  }, 20_000);
});

/**
 * A rolling restart behind a balancer (ADR 089): readiness goes first, the process keeps serving
 * for SHUTDOWN_DELAY_SECONDS, every answer meanwhile closing its connection, then it stops
 * accepting and exits. One process, and a primary holding the port for two.
 */
describe.skipIf(!isBuilt).each([1, 2])("SIGTERM with SHUTDOWN_DELAY_SECONDS, %i server process(es)", (processes) => {
  it("answers /readyz 503 stopping at once, serves with Connection: close for the delay, then stops accepting and exits", async () => {
    const delayMs = 2_000;
    const server = await startProductionServer({ env: { WEB_CONCURRENCY: String(processes), SHUTDOWN_DELAY_SECONDS: String(delayMs / 1000) }, processes });
    try {
      const before = await rawGet(server.base, "/readyz");
      expect([before.status, before.headers.connection]).toEqual([200, "keep-alive"]);
      server.child.kill("SIGTERM");
      const signalled = Date.now();
      // As a stop signalling the whole process group does (systemd's default): the server
      // processes act on the primary's word only, so they keep serving for the delay.
      for (const pid of childPids(server.child.pid!)) process.kill(pid, "SIGTERM");
      let readiness = await rawGet(server.base, "/readyz");
      // Under a primary, its word reaches the server processes over the cluster channel.
      while (readiness.status === 200 && Date.now() - signalled < 1_000) readiness = await rawGet(server.base, "/readyz");
      expect([readiness.status, JSON.parse(readiness.body)]).toEqual([503, { status: "stopping" }]);
      expect((await rawGet(server.base, "/healthz")).status).toBe(200);
      const page = await rawGet(server.base, "/en/about-us");
      expect([page.status, page.headers.connection]).toEqual([200, "close"]);
      expect(Date.now() - signalled).toBeLessThan(delayMs);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(delayMs);
      await expect(rawGet(server.base, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

/** The processes a primary forked (none for a single process). */
function childPids(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A GET whose body is kept as sent (fetch would decode it). */
function getRaw(pathname: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
