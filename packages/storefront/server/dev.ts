import { createCommerce } from "@eb/commerce";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "./app.ts";

/** `npm run dev`: the same server with Vite's middleware and hot reload instead of a build. */
const commerce = await createCommerce();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  commerce,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
});
app.listen(commerce.config.port, commerce.config.host, () => {
  commerce.logger.info({ url: commerce.config.publicUrl }, "development server listening");
});
