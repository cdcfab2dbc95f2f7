import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The commerce package is TypeScript source executed in-process by the server, never bundled for the browser.
  ssr: { external: ["@eb/commerce"] },
  build: { assetsInlineLimit: 0 },
});
