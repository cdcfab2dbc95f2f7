/**
 * Page weight: the JavaScript and CSS a shopper's browser downloads to make a page usable, per
 * page type, measured in Debian's Chromium as it really fetches them (modulepreloads, the entry,
 * the route chunks, and what they import in turn), with an empty cache.
 *
 * The budget counts what the browser asks for before the page is interactive: requests sent
 * before both the `load` event and the end of hydration (`html[data-hydrated]`). What the page
 * fetches by itself afterwards, while idle (Apollo Client, the client runtime: entry.client), is
 * reported beside it as "later"; the page is watched until its network has been quiet for a while,
 * so nothing it loads by itself is missed.
 *
 * Bytes are counted twice: as transferred (the encoding the server chose, brotli for a browser,
 * response headers included) and as decoded (the scripts' own size).
 */
import puppeteer, { type Browser } from "puppeteer-core";

/** At most this many compressed (transferred) bytes of JavaScript per page type. */
export const SCRIPT_BUDGET_BYTES = 150 * 1024;

/** How long the network must stay quiet before a page counts as loaded (the client runtime starts 1 s after hydration). */
const QUIET_MS = 1_500;

export interface PageWeight {
  name: string;
  path: string;
  /** JavaScript before the page is interactive: transferred bytes (compressed, headers included), decoded bytes, requests. */
  script: Bytes;
  css: Bytes;
  /** JavaScript the page fetched by itself once interactive (idle-time loads). */
  laterScript: Bytes;
  /** Content-Encoding of the scripts and style sheets as sent (e.g. `br`). */
  encodings: string[];
  budgetMet: boolean;
}

interface Bytes {
  transferBytes: number;
  decodedBytes: number;
  requests: number;
}

interface Resource {
  url: string;
  /** When the request was sent (ms since the epoch). */
  sentAt: number;
  type: string;
  encoding: string;
  transferBytes: number;
  decodedBytes: number;
}

async function measure(browser: Browser, baseUrl: string, name: string, path: string): Promise<PageWeight> {
  // A context of its own: an empty cache, as for a shopper's first visit.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    // When hydration ends, in the page's own clock (ms since the epoch).
    await page.evaluateOnNewDocument(() => {
      // The script runs before the document has its root element: the whole document is watched.
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.dataset.hydrated) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const resources = new Map<string, Resource>();
    const sentAt = new Map<string, number>();
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", ({ requestId, wallTime }) => {
      lastActivity = Date.now();
      sentAt.set(requestId, wallTime * 1000);
    });
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      const header = Object.entries(response.headers).find(([key]) => key.toLowerCase() === "content-encoding");
      resources.set(requestId, {
        url: response.url,
        sentAt: sentAt.get(requestId) ?? 0,
        type,
        encoding: header?.[1] ?? "identity",
        transferBytes: 0,
        decodedBytes: 0,
      });
    });
    cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
      const resource = resources.get(requestId);
      if (resource) resource.decodedBytes += dataLength;
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      lastActivity = Date.now();
      const resource = resources.get(requestId);
      if (resource) resource.transferBytes = encodedDataLength;
    });
    const response = await page.goto(baseUrl + path, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status()}`);
    await page.waitForSelector("html[data-hydrated]");
    while (Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const interactiveAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return Math.max(performance.timeOrigin + navigation.loadEventEnd, (window as unknown as { hydratedAt: number }).hydratedAt);
    });

    if (!Number.isFinite(interactiveAt)) throw new Error(`${path}: no time for the end of hydration or of the load event.`);
    const sum = (type: string, later = false) => {
      const of = [...resources.values()].filter((resource) => resource.type === type && resource.sentAt > interactiveAt === later);
      return {
        transferBytes: of.reduce((total, resource) => total + resource.transferBytes, 0),
        decodedBytes: of.reduce((total, resource) => total + resource.decodedBytes, 0),
        requests: of.length,
      };
    };
    const script = sum("Script");
    const css = sum("Stylesheet");
    const laterScript = sum("Script", true);
    const encodings = [...new Set([...resources.values()].filter(({ type }) => type === "Script" || type === "Stylesheet").map(({ encoding }) => encoding))];
    return { name, path, script, css, laterScript, encodings, budgetMet: script.transferBytes <= SCRIPT_BUDGET_BYTES };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads each page in a fresh headless Chromium tab and prints its weight against the budget. */
export async function measurePageWeights(baseUrl: string, chromePath: string, pages: { name: string; path: string }[]): Promise<PageWeight[]> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const results: PageWeight[] = [];
    for (const { name, path } of pages) {
      const weight = await measure(browser, baseUrl, name, path);
      results.push(weight);
      console.log(
        `${`weight ${name} ${path}`.padEnd(48)} JS ${kb(weight.script.transferBytes).padStart(9)} sent (${weight.encodings.join(",")}), ` +
          `${kb(weight.script.decodedBytes).padStart(9)} decoded, ${String(weight.script.requests).padStart(2)} files   ` +
          `CSS ${kb(weight.css.transferBytes)} sent, ${kb(weight.css.decodedBytes)} decoded   ` +
          `later JS ${kb(weight.laterScript.transferBytes)} sent, ${kb(weight.laterScript.decodedBytes)} decoded   ` +
          `budget ${kb(SCRIPT_BUDGET_BYTES)}: ${weight.budgetMet ? "met" : "MISSED"}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
