import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt } from "./testing/production-server.ts";

/**
 * The composition's order (server/app.ts), in-process on the production build: what every answer
 * carries comes before anything that answers, and pages answer whatever the steps before left.
 */
describe.skipIf(!isBuilt)("the server's composition", () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp();
  }, 60_000);
  afterAll(async () => app?.close());

  it("gives every kind of answer a request id and the security headers, refused ones included", async () => {
    for (const target of ["/healthz", "/readyz", "/graphql?query=%7Bping%7D", "/media/product/NOPE.svg", "/assets/nope.js", "/en/", "/%"]) {
      const response = await fetch(`${app.base}${target}`, { headers: { "x-graphql-csrf": "1" } });
      await response.arrayBuffer();
      expect(response.headers.get("x-request-id"), target).toMatch(/^[\w-]+$/);
      expect(response.headers.get("x-content-type-options"), target).toBe("nosniff");
      expect(response.status, target).toBeLessThan(500);
    }
  });

  it("answers health before pages, and gives pages (only) their CSP nonce and client hints", async () => {
    const health = await fetch(`${app.base}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("content-security-policy")).toBeNull();

    const page = await fetch(`${app.base}/en/`);
    expect(await page.text()).toContain('<html lang="en-GB"');
    expect(page.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    expect(page.headers.get("accept-ch")).toContain("Sec-CH-Viewport-Width");
  });

  it("compresses pages, and serves a missing hashed asset as a plain 404 (not a page)", async () => {
    const page = await fetch(`${app.base}/en/`, { headers: { "accept-encoding": "gzip" } });
    await page.arrayBuffer();
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const missing = await fetch(`${app.base}/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found.");
  });

  it("answers an invoice's PDF path in both stores itself, before the pages (here a visitor's plain 404)", async () => {
    for (const store of ["", "/en"]) {
      const response = await fetch(`${app.base}${store}/user/orders/${"A".repeat(43)}/invoice/FA-2026-000001/pdf`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Not found");
    }
  });

  it("sends a page's screen in place inside <main>, never a loading placeholder a script swaps later", async () => {
    // Streamed to a browser or whole for a bot: the screen must not move (layout shift), nor need
    // JavaScript to appear.
    const agents = ["Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36", "Googlebot/2.1 (+http://www.google.com/bot.html)"];
    for (const target of ["/huile-essentielle-bergamote-bio", "/huiles-essentielles", "/en/about-us"]) {
      for (const agent of agents) {
        const html = await (await fetch(`${app.base}${target}`, { headers: { "user-agent": agent } })).text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        expect(main, `${target} for ${agent}`).toMatch(/<h1[\s>]/);
        expect(html, `${target} for ${agent}`).not.toMatch(/<!--\$\?-->|<div hidden id="S:/);
      }
    }
  });
});
