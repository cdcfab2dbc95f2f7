import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type Page, test as base, expect } from "@playwright/test";

/**
 * Shared fixtures of the app-shell specs: every test fails on a console error or an uncaught
 * exception it did not announce (`allowConsoleError(/…/)`), so "no console errors on every visited
 * page" holds for everything the suite visits.
 */
export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void }>({
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
