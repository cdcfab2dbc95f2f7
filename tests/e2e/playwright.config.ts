import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium against the production build, served by the real
 * server on a fresh SQLite database (npm run build must have run; `npm test` does it).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Specs that drive the shop's CLI (e.g. `npm run maintenance -- on`) use the server's database;
// workers re-read this file, so they keep the runner's directory.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `eb-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
// The run's own name: what the workers share for this run only (the axe scans, fixtures.ts).
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

/** Specs that switch the whole shop into another state (maintenance): they run alone, after the rest. */
const wholeShop = /maintenance\.spec\.ts$/;
/** Specs whose tests share one shopper (the demo customer's basket and orders): one test at a time. */
const oneShopper = /checkout-signed-in\.spec\.ts$/;

export default defineConfig({
  testDir: "./specs",
  // Two browsers at once on the CI's two cores; tests, not files, are spread over them (files
  // differ too much in length to balance). Every test starts in a fresh browser context, with
  // data of its own or the seed's, read-only.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // The tests check what the shop does, never how fast (the benchmarks do): their limits leave
  // room for a CI machine half as fast as usual. On one, with two browsers, the server and the
  // accessibility scans sharing two cores (load average about 10), a client navigation that
  // loads its route's code took 15–20 s, and a test of ten navigations over 30 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    // First, so that its one-at-a-time tests start at once and the other worker runs the rest
    // meanwhile, rather than leaving one worker idle at the end.
    { name: "one-shopper", testMatch: oneShopper, fullyParallel: false, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "chromium", testIgnore: [wholeShop, oneShopper], use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "whole-shop",
      testMatch: wholeShop,
      dependencies: ["chromium", "one-shopper"],
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "npm run serve -w @eb/storefront",
    cwd: path.resolve(import.meta.dirname, "../.."),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // It migrates and seeds its database first: a minute or more on a busy two-core machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      TEST_FAULTS: "true",
      // The seeded campaign redirect (`/promo`) points at this host: allow-listed for full navigations.
      REDIRECT_ALLOWED_HOSTS: "essences-botanique.example",
      // Tests that need the per-address limits to themselves (registrations: 10 an hour) send
      // their own X-Forwarded-For; the others are all 127.0.0.1, as before.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      // The editor tools (editor-modes.spec.ts): nothing changes for visitors, who never hold a staff session.
      CONTRIBUTION_MODE: "true",
      CONTENT_EDIT_URLS: "product=https://pim.example.com/products/{id},category=https://pim.example.com/categories/{id}",
    },
  },
});
