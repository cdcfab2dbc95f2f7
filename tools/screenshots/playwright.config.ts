import { defineConfig } from "@playwright/test";
import endToEnd from "../../tests/e2e/playwright.config.ts";

/**
 * Screenshots to look at, not tests: the end-to-end set-up (the production build served on a fresh
 * database, Chromium), with this folder's specs. `npm run screenshots`; SHOTS_DIR says where.
 */
export default defineConfig({ ...endToEnd, testDir: ".", retries: 0 });
