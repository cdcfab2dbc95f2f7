import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { AxeBuilder } from "@axe-core/playwright";
import { type Page, type Request, test as base, expect } from "@playwright/test";

/** Phones the shop is laid out for are at least this wide; the suite's desktop is Desktop Chrome's. */
export const PHONE_WIDTH = 360;
const DESKTOP_WIDTH = 1280;

/**
 * Why the page drags sideways, if it does: an HTML document wider than the viewport (text meant
 * for screen readers escaping its box, a row that does not wrap or scroll…). Null when it fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    if (document.contentType !== "text/html") return null;
    const width = document.documentElement.scrollWidth;
    return width > window.innerWidth ? `${location.pathname}${location.search} is ${width} px wide in a ${window.innerWidth} px viewport` : null;
  });
}

/** The shop's accessibility bar (WCAG 2.2 AA, which includes 2.0 and 2.1): axe's rules for levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** Impacts that fail a test; axe's "moderate" and "minor" findings are left to review. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const runningScans = new WeakMap<Page, Promise<unknown>>();

/**
 * axe's WCAG 2 A/AA violations on the page as it is now, inside `include` (the whole page by
 * default), `rulesOff` not run. axe is evaluated by the test driver (legacy mode: one
 * `axe.run` in the page, same-origin frames included), never injected as a <script>, which the
 * page's CSP would refuse; legacy mode also opens no extra blank page per scan.
 */
export async function axeViolations(page: Page, { include, rulesOff = [] }: { include?: string; rulesOff?: string[] } = {}): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  if (rulesOff.length > 0) builder.disableRules(rulesOff);
  // One scan at a time in a page (axe refuses to start while it runs): a test's own scan waits
  // for the fixture's scan of the page as it loaded, and the other way round.
  const previous = runningScans.get(page) ?? Promise.resolve();
  const scan = previous.then(() => builder.analyze());
  runningScans.set(page, scan.catch(() => undefined));
  return (await scan).violations;
}

/** Whether React hydrates this page: the server's page settings say so (not the offline page, not `?__fault=no-hydrate`). */
async function hydrates(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    try {
      return JSON.parse(document.getElementById("page-settings")?.textContent ?? "{}").hydrate === true;
    } catch {
      return false;
    }
  });
}

/** The page calls this binding when a dialog or drawer opens (`watchDialogs`). */
const DIALOG_OPENED = "__e2eDialogOpened";

/**
 * Runs in the page: calls `binding` each time a dialog, modal or not, becomes visible. (Scans run
 * alongside the test: making its actions wait for them, through a locator handler, kept phone
 * drawers from opening.)
 */
function watchDialogs({ binding }: { binding: string }) {
  const open = new WeakSet<Element>();
  const check = () => {
    for (const dialog of document.querySelectorAll("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]")) {
      const visible = dialog.checkVisibility();
      if (visible && !open.has(dialog)) {
        open.add(dialog);
        (window as unknown as Record<string, () => void>)[binding]?.();
      } else if (!visible) open.delete(dialog);
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["open", "hidden", "class", "style", "aria-hidden", "aria-modal"] });
}

/** Waits (2 s at most) for the page's finite animations and transitions to end: a drawer sliding in is scanned in place. */
async function settled(page: Page) {
  await page.evaluate(() => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * What an axe scan of the page would see, in short: address, viewport, title, language, and a hash
 * of the body's markup without its scripts (which carry per-request data: nonces, query results).
 */
async function screenState(page: Page): Promise<string> {
  const size = page.viewportSize();
  const state = await page.evaluate(() => {
    const markup = (document.body?.innerHTML ?? "").replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    let hash = 0;
    for (let index = 0; index < markup.length; index++) hash = (Math.imul(31, hash) + markup.charCodeAt(index)) | 0;
    return `${document.documentElement.lang} ${document.title} ${markup.length}:${hash}`;
  });
  return `${page.url()} ${size?.width}x${size?.height} ${state}`;
}

/**
 * The run's axe scans, by what they saw: the same screen in the same state is scanned once, and
 * its violations are reported again to every test that shows it. A scan takes a second or two;
 * most tests pass through the home page or a listing. Clean scans are shared by the run's
 * workers through a file (one JSON line a scan, appended); a scan that found violations stays
 * with its worker, so a retry, in a new worker, scans that screen again.
 */
class AxeScans {
  private readonly known = new Map<string, string[]>();
  private readonly file: string | undefined;
  private readBytes = 0;

  constructor(runDir: string | undefined, runId: string | undefined) {
    this.file = runDir && runId ? path.join(runDir, `axe-scans-${runId}.jsonl`) : undefined;
  }

  get(key: string): string[] | undefined {
    if (!this.known.has(key)) this.readShared();
    return this.known.get(key);
  }

  set(key: string, lines: string[]): void {
    this.known.set(key, lines);
    if (this.file && lines.length === 0) {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      // One write per line, appended: lines of two workers never interleave.
      fs.appendFileSync(this.file, JSON.stringify({ key, lines }) + "\n");
    }
  }

  /** Takes in the lines other workers appended since the last read. */
  private readShared(): void {
    if (!this.file || !fs.existsSync(this.file)) return;
    const text = fs.readFileSync(this.file).subarray(this.readBytes).toString("utf8");
    const complete = text.lastIndexOf("\n") + 1;
    this.readBytes += Buffer.byteLength(text.slice(0, complete));
    for (const line of text.slice(0, complete).split("\n")) {
      if (!line) continue;
      const { key, lines } = JSON.parse(line) as { key: string; lines: string[] };
      if (!this.known.has(key)) this.known.set(key, lines);
    }
  }
}

/** One line a violation: rule, impact and the elements (at most five) it was found on. */
export function describeViolation(violation: AxeViolation): string {
  const targets = violation.nodes.map((node) => node.target.join(" "));
  const more = targets.length > 5 ? ` and ${targets.length - 5} more` : "";
  return `${violation.id} (${violation.impact}): ${targets.slice(0, 5).join(", ")}${more}`;
}

/**
 * Shared fixtures of the app-shell specs: every test fails on a console error or an uncaught
 * exception it did not announce (`allowConsoleError(/…/)`), so "no console errors on every visited
 * page" holds for everything the suite visits; and on a page wider than its viewport, so no page
 * the suite visits drags sideways: each page as it loads, at the test's viewport, and the page a
 * test ends on at a phone's width and the desktop's.
 */
export const test = base.extend<
  {
    allowConsoleError: (pattern: RegExp) => void;
    noSidewaysScroll: void;
    axeRulesOff: Record<string, string>;
    accessible: void;
  },
  { axeScanned: AxeScans }
>({
  /**
   * axe rules a test does not run, each with the reason: only for a test that shows a broken state
   * on purpose (`test.use({ axeRulesOff: { "rule-id": "why this screen breaks it on purpose" } })`).
   * Never wholesale: each rule is named, and has a reason.
   */
  axeRulesOff: [{}, { option: true }],
  /**
   * The run's scans (`AxeScans`), by what they saw: address, viewport, title, language and the
   * body's markup without its scripts, rules off. The configuration names the run's folder and id.
   */
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  axeScanned: [async ({}, use) => use(new AxeScans(process.env.E2E_DATA_DIR, process.env.E2E_RUN_ID)), { scope: "worker" }],
  /**
   * Every page the suite visits passes axe with no serious or critical WCAG 2 A/AA violation: each
   * page as it loads (once React has hydrated it, where it does: the scan sees what a shopper
   * uses), each dialog or drawer as it opens (once its animation ends), and the page a test ends
   * on, in the state it ends in, at the test's viewport and at the other of a phone's width and
   * the desktop's.
   * Depends on `noSidewaysScroll` so that it ends first, before that one resizes the page.
   */
  accessible: [
    async ({ page, baseURL, axeRulesOff, axeScanned, javaScriptEnabled, noSidewaysScroll: _ }, use) => {
      const rulesOff = Object.keys(axeRulesOff).sort();
      for (const [rule, reason] of Object.entries(axeRulesOff)) {
        if (reason.trim().length < 10) throw new Error(`axeRulesOff: say why "${rule}" is off for this test`);
      }
      // Without JavaScript the page runs no script, the driver's evaluations included: axe cannot
      // run there. (Those tests show the server's HTML of screens the other tests scan.)
      if (!javaScriptEnabled) return use();
      const found = new Set<string>();
      let rulesChecked = rulesOff.length === 0;
      const shop = new URL(baseURL ?? "http://localhost").origin;
      const scan = async () => {
        // The shop's pages only: not a stand-in a test serves for another site.
        if (new URL(page.url()).origin !== shop) return;
        if (await hydrates(page)) {
          // A page still not hydrated by then is scanned as it is (the test itself tells whether it hydrates).
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 }).catch(() => undefined);
        }
        await settled(page);
        const key = `${await screenState(page)} ${rulesOff.join(",")}`;
        let lines = axeScanned.get(key);
        if (!lines) {
          if (!rulesChecked) {
            const known = await page.evaluate(() => (window as unknown as { axe?: { getRules: () => { ruleId: string }[] } }).axe?.getRules().map((rule) => rule.ruleId));
            const unknown = known ? rulesOff.filter((rule) => !known.includes(rule)) : [];
            expect(unknown, "axeRulesOff names rules axe does not have").toEqual([]);
            rulesChecked = Boolean(known);
          }
          const where = new URL(page.url());
          const blocking = async () =>
            (await axeViolations(page, { rulesOff }))
              .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
              .map((violation) => `${where.pathname}${where.search} ${describeViolation(violation)}`);
          lines = await blocking();
          if (lines.length > 0) {
            // What a second look, once the page has settled, still finds: not a placeholder caught
            // fading in while the page was still rendering.
            await settled(page);
            const again = new Set(await blocking());
            lines = lines.filter((line) => again.has(line));
          }
          axeScanned.set(key, lines);
        }
        for (const line of lines) found.add(line);
      };
      // Pages in the order they loaded (and dialogs in the order they opened), each once its
      // predecessor's scan is done.
      let scans = Promise.resolve();
      // Documents the page has shown: a reload keeps the address but replaces the document (and
      // the axe injected into it), so the address alone cannot tell that the page moved on.
      let documents = 0;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) documents += 1;
      });
      const scanLater = () => {
        const shown = page.url();
        const document = documents;
        const gone = () => page.isClosed() || documents !== document;
        scans = scans.then(() =>
          gone()
            ? undefined // Already gone: its successor is scanned in turn.
            : scan().catch((error: Error) => {
                // The test navigated (or closed the page) meanwhile: its successor is scanned in turn.
                if (gone() || /context was destroyed|navigat|Target .*closed/i.test(error.message)) return;
                found.add(`${shown}: axe could not scan: ${error.message}`);
              }),
        );
      };
      page.on("load", scanLater);
      // A dialog or drawer a test opens is scanned open, even when the test closes it again.
      await page.exposeBinding(DIALOG_OPENED, scanLater);
      await page.addInitScript(watchDialogs, { binding: DIALOG_OPENED });
      await use();
      await scans;
      if (!page.isClosed() && page.url().startsWith("http")) {
        // The page as a shopper arrives at it: at its top. Where the test left it scrolled,
        // controls sliding under the sticky header would count as too small to hit (target-size).
        await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
        await scan();
        const size = page.viewportSize() ?? { width: DESKTOP_WIDTH, height: 720 };
        await page.setViewportSize({ width: size.width > PHONE_WIDTH ? PHONE_WIDTH : DESKTOP_WIDTH, height: size.height });
        await scan();
      }
      expect([...found], "serious or critical accessibility violations (axe, WCAG 2.2 A/AA)").toEqual([]);
    },
    { auto: true },
  ],
  noSidewaysScroll: [
    async ({ page }, use) => {
      const wide = new Set<string>();
      const checks: Promise<void>[] = [];
      const check = () =>
        sidewaysOverflow(page).then(
          (problem) => void (problem && wide.add(problem)),
          () => undefined, // The page navigated or closed meanwhile: its successor is checked in turn.
        );
      page.on("load", () => void checks.push(check()));
      await use();
      await Promise.all(checks);
      if (!page.isClosed() && page.url().startsWith("http")) {
        const height = page.viewportSize()?.height ?? 720;
        for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
          await page.setViewportSize({ width, height });
          await check();
        }
      }
      expect([...wide], "pages wider than the viewport").toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      // What the page did, printed when the test fails: a failure seen once in CI (a click that
      // leads nowhere, a screen left loading) is then told apart from its look-alikes by the log
      // alone, without its trace.
      const started = Date.now();
      const journal: string[] = [];
      const note = (line: string) => journal.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
      const pending = new Set<Request>();
      page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`document ${frame.url()}`));
      page.on("request", (request) => void pending.add(request));
      page.on("requestfinished", (request) => void pending.delete(request));
      page.on("requestfailed", (request) => {
        pending.delete(request);
        note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "?"}`);
      });
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") note(`console ${message.type()}: ${message.text()}`);
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on("pageerror", (error) => {
        note(`uncaught: ${error.message}`);
        if (!allowed.some((pattern) => pattern.test(error.message))) problems.push(`uncaught: ${error.message}`);
      });
      await use((pattern) => allowed.push(pattern));
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const request of pending) note(`still waiting for ${request.method()} ${request.url()}`);
        console.log(`What the page did (${testInfo.title}):\n${journal.join("\n")}`);
      }
      expect(problems, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium logs the document's own error status; pages that answer 404/500/503 on purpose allow it. */
export const documentStatus = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/** React Router marks hydration complete by attaching its route modules to the window. */
/** Waits until React has hydrated the page (the root layout marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A client-side navigation, as a <Link> would do it. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(target);
  }, to);
}

/** The seeded demo customer (packages/commerce/src/seed/seed.ts). */
export const DEMO_CUSTOMER = { email: "demo@essences-botanique.example", password: "botanique-demo" };

/** Signs the browser context in through the API; the session cookie lands in the context. */
export async function signIn(page: Page) {
  const response = await page.request.post("/graphql", {
    headers: { "x-graphql-csrf": "1" },
    data: {
      query: "mutation SignIn($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }",
      variables: DEMO_CUSTOMER,
    },
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).data.login).toEqual({ success: true, errorCode: null });
}

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** `npm run maintenance -- on|off` against the end-to-end server's database. */
export async function setMaintenance(state: "on" | "off") {
  await promisify(execFile)("npm", ["run", "maintenance", "--", state], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
}

/**
 * The personal parts of a shared page (the mini-cart, the account's name) are the browser's to
 * fetch after hydration (ADR 046); anything else asked of `/graphql` while a page starts means the
 * page's own data did not come with it.
 */
const PERSONAL_OPERATIONS = new Set(["CartQuery", "AccountName"]);

/** Operation names of the page's GraphQL requests other than the personal parts (batched or not, GET or POST). */
export function pageDataRequests(page: Page): string[] {
  const others: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith("/graphql")) return;
    const body = request.postData();
    const operations = body ? [JSON.parse(body)].flat().map((entry: { operationName?: string }) => entry.operationName ?? "?") : [url.searchParams.get("operationName") ?? "?"];
    others.push(...operations.filter((name) => !PERSONAL_OPERATIONS.has(name)));
  });
  return others;
}
