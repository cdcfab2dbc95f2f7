import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "packages/**/*.test.tsx"],
    exclude: ["**/node_modules/**", "**/build/**"],
    // The demo shop's databases, migrated and seeded once for the run; test servers copy them.
    globalSetup: ["packages/commerce/src/testing/global-setup.ts"],
    pool: "forks",
    // Two files at a time on the CI's two cores (Vitest's default leaves one core free): the tests
    // spend much of their time waiting on a database or a child server process.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
