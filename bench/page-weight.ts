/**
 * Page weight: the JavaScript and CSS a shopper's browser downloads to make a page usable, per
 * page type, measured in Debian's Chromium as it really fetches them (modulepreloads, the entry,
 * the route chunks, and what they import in turn), with an empty cache.
 *
 * A page counts as loaded when its network has been quiet for a while after the `load` event and
 * after the client runtime's delayed start (entry.client), so nothing the page loads by itself is
 * missed; code loaded only when the shopper does something (a client navigation, typing a search)
 * is not part of the first load and is not counted.
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
  /** JavaScript: transferred bytes (compressed, headers included), decoded bytes, requests. */
  script: { transferBytes: number; decodedBytes: number; requests: number };
  css: { transferBytes: number; decodedBytes: number; requests: number };
  /** Content-Encoding of the scripts and style sheets as sent (e.g. `br`). */
  encodings: string[];
  budgetMet: boolean;
}

interface Resource {
  url: string;
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
    const resources = new Map<string, Resource>();
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", () => {
      lastActivity = Date.now();
    });
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      const header = Object.entries(response.headers).find(([key]) => key.toLowerCase() === "content-encoding");
      resources.set(requestId, { url: response.url, type, encoding: header?.[1] ?? "identity", transferBytes: 0, decodedBytes: 0 });
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
    while (Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));

    const sum = (type: string) => {
      const of = [...resources.values()].filter((resource) => resource.type === type);
      return {
        transferBytes: of.reduce((total, resource) => total + resource.transferBytes, 0),
        decodedBytes: of.reduce((total, resource) => total + resource.decodedBytes, 0),
        requests: of.length,
      };
    };
    const script = sum("Script");
    const css = sum("Stylesheet");
    const encodings = [...new Set([...resources.values()].filter(({ type }) => type === "Script" || type === "Stylesheet").map(({ encoding }) => encoding))];
    return { name, path, script, css, encodings, budgetMet: script.transferBytes <= SCRIPT_BUDGET_BYTES };
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
          `budget ${kb(SCRIPT_BUDGET_BYTES)}: ${weight.budgetMet ? "met" : "MISSED"}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
