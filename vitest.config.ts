import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "packages/**/*.test.tsx"],
    exclude: ["**/node_modules/**", "**/build/**"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
