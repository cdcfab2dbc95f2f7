import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest is one hashed asset the browser keeps (ADR 018): pages do not carry
  // a partial manifest of their own, and navigations never wait for `/__manifest` discovery.
  routeDiscovery: { mode: "initial" },
  // Every React Router 8 behaviour is chosen here, so the build says nothing about them (ADR 034).
  future: {
    // Builds through Vite's environment API: the same client and server output (checked file by
    // file), with fewer internal Vite servers during the build.
    v8_viteEnvironmentApi: true,
    // Off: loaders would receive a RouterContextProvider instead of the load context the server
    // builds (server/middleware/pages.ts).
    v8_middleware: false,
    // Off: a route's client code would be split into more chunks than ADR 020 wants.
    v8_splitRouteModules: false,
    // Off: loaders would see the raw `.data` request URL, not the page's URL.
    v8_passThroughRequests: false,
    // Off: data requests for paths ending in `/` would change URL (the page cache and the
    // English store's `/en.data` test read today's form).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
