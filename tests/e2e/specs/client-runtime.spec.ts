import { expect, test, waitForHydration } from "./fixtures.ts";

/** Client runtime: log queue, the deferred chunk, security headers, client hints. */
test("errors are queued and sent every 10 s to {base}/client-log-handler with a client id", async ({ page, allowConsoleError }) => {
  allowConsoleError(/Deliberate test error/);
  await page.clock.install();
  // The flusher is the non-critical chunk loaded 1 s after start. The installed clock still flows
  // with real time, so on a busy machine the chunk may come before hydration ends: listen first.
  const runtime = page.waitForResponse(/\/assets\/runtime-[\w-]+\.js$/);
  await page.goto("/en/contact");
  await waitForHydration(page);
  await page.clock.runFor(1_500);
  await runtime;
  await page.waitForFunction(() => document.readyState === "complete");

  const posted = page.waitForRequest((request) => request.url().includes("/client-log-handler"));
  // reportError() reports like an uncaught exception does (window "error" event).
  await page.evaluate(() => window.reportError(new TypeError("Deliberate test error")));
  await page.clock.runFor(10_000);
  const request = await posted;
  const url = new URL(request.url());
  expect(url.pathname).toBe("/en/client-log-handler");
  expect(url.searchParams.get("client_id")).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toBe("application/json");
  const body = request.postDataJSON() as { logs: { context: string; level: string; error: string; message: string; stack: string }[] };
  const entry = body.logs.find((log) => log.message === "Deliberate test error");
  expect(entry).toMatchObject({ context: "window.error", level: "error", error: "TypeError: Deliberate test error" });
  expect(entry?.stack).toContain("Deliberate test error");
  expect((await request.response())?.status()).toBe(204);

  // The same tab keeps its id; an empty queue sends nothing.
  const clientId = url.searchParams.get("client_id");
  expect(await page.evaluate(() => sessionStorage.getItem("eb.client-id"))).toBe(clientId);
  let sentAgain = false;
  page.on("request", (next) => {
    if (next.url().includes("/client-log-handler")) sentAgain = true;
  });
  await page.clock.runFor(30_000);
  expect(sentAgain).toBe(false);
});

test("the non-critical chunk is loaded about 1 s after start", async ({ page }) => {
  const started = Date.now();
  let loadedAfter = -1;
  page.on("request", (request) => {
    if (/\/assets\/runtime-[\w-]+\.js$/.test(request.url())) loadedAfter = Date.now() - started;
  });
  await page.goto("/");
  await expect.poll(() => loadedAfter, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(loadedAfter).toBeGreaterThanOrEqual(1_000);
});

test("pages carry the content security policy, its nonce on every inline script", async ({ page, request }) => {
  const response = await request.get("/en/");
  const policy = response.headers()["content-security-policy"];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(response.headers()["content-security-policy-report-only"]).toMatch(/^frame-src /);
  const html = await response.text();
  // Data blocks (the page's JSON, structured data) are never executed: the policy does not apply to them.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response.
  const again = (await request.get("/en/")).headers()["content-security-policy"];
  expect(again).not.toContain(`'nonce-${nonce}'`);

  // The enforced policy lets the app run: no violation reported while browsing.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/en/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  expect(violations).toEqual([]);
});

test("the server asks for client hints (the device guess without them is a 360 px phone, unit-tested)", async ({ request }) => {
  const response = await request.get("/");
  expect(response.headers()["accept-ch"]).toBe("Sec-CH-Viewport-Width, Sec-CH-UA-Mobile");
  expect(response.headers().vary).toContain("Sec-CH-Viewport-Width");
});

test("the page title names the shop, the default description too; theme colour is dark blue", async ({ page }) => {
  await page.goto("/en/cart");
  await expect(page).toHaveTitle("Your basket | Essences & Botanique");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Essences & Botanique: /);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#002c52");
});
