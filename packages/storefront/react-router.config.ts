import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest is one hashed asset the browser keeps (ADR 018): pages do not carry
  // a partial manifest of their own, and navigations never wait for `/__manifest` discovery.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
