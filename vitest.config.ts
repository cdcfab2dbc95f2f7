import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "packages/**/*.test.tsx"],
    exclude: ["**/node_modules/**", "**/build/**"],
    // The demo shop's databases, migrated and seeded once for the run; test servers copy them.
    globalSetup: ["packages/commerce/src/testing/global-setup.ts"],
    pool: "forks",
    // A worker runs its files one after another with the modules it has loaded: evaluating the
    // shop's modules again for every file took about a third of the run (import 455 s of 1,800
    // worker-seconds; 900 s → 550 s of wall time). A file that changes what a module holds for
    // the process (a registry, a latch) takes modules of its own and leaves the next files fresh
    // ones (`vi.resetModules()` before and after, with dynamic imports).
    isolate: false,
    // Two files at a time on the CI's two cores (Vitest's default leaves one core free): the tests
    // spend much of their time waiting on a database or a child server process.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
