import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type Page, test as base, expect } from "@playwright/test";

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

/**
 * Shared fixtures of the app-shell specs: every test fails on a console error or an uncaught
 * exception it did not announce (`allowConsoleError(/…/)`), so "no console errors on every visited
 * page" holds for everything the suite visits; and on a page wider than its viewport, so no page
 * the suite visits drags sideways: each page as it loads, at the test's viewport, and the page a
 * test ends on at a phone's width and the desktop's.
 */
export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void; noSidewaysScroll: void }>({
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
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on("pageerror", (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) problems.push(`uncaught: ${error.message}`);
      });
      await use((pattern) => allowed.push(pattern));
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
