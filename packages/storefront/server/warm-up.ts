import http, { type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { type Commerce, stores } from "@eb/commerce";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";

/** Requests the warm-up sends: not the shop's traffic, so neither logged one by one nor counted in the metrics. */
const warmUpRequests = new WeakSet<http.IncomingMessage>();

export const isWarmUpRequest = (request: http.IncomingMessage): boolean => warmUpRequests.has(request);

/** A warm-up that has not finished by then is given up: the process starts anyway. */
const WARM_UP_TIMEOUT_MS = 20_000;

/**
 * The pages shoppers land on, in both stores: the home page, the first top category, the newest
 * product, a search for its first word and the cart. Store-relative URLs, prefixed by the store.
 */
async function warmUpPaths(commerce: Pick<Commerce, "services">): Promise<string[]> {
  const { categories, products, showcase } = commerce.services;
  const scope = serviceScope();
  const [category] = await categories.menu(scope);
  const [product] = await showcase.products(scope, "newArrivals", 1);
  const word = product?.name.split(/\s+/)[0];
  const productUrls = product ? await products.alternates(scope, product) : [];
  return Object.values(stores).flatMap((store) => {
    const inStore = (url: string) => `${store.pathPrefix}${url}`;
    const categoryUrl = category && categories.alternates(category).find((alternate) => alternate.store === store)?.url;
    const productUrl = productUrls.find((alternate) => alternate.store === store)?.url;
    return [
      store.pathPrefix || "/",
      ...(categoryUrl ? [inStore(categoryUrl)] : []),
      ...(productUrl ? [inStore(productUrl)] : []),
      ...(word ? [inStore(`/search/${encodeURIComponent(word.toLowerCase())}`)] : []),
      inStore("/cart"),
    ];
  });
}

/**
 * A process's first requests are slow: the catalogue caches (category tree, search index, read
 * caches) are built by whoever asks first, and the pages' code runs for the first time. Under
 * load that is seconds of queued answers in the first minute (measured: a product page 650–1,200
 * ms against ~10 ms once warm). So before a server process takes connections it requests each
 * page kind once, through the whole app on a loopback port of its own. Whatever fails (the
 * database unreachable) is logged and the process starts anyway: readiness says what is wrong.
 */
export async function warmUp(app: RequestListener, commerce: Pick<Commerce, "services" | "logger">): Promise<void> {
  const started = Date.now();
  const server = http.createServer((request, response) => {
    warmUpRequests.add(request);
    app(request, response);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // Exclusive: in a cluster worker, a port of this process's own, not one shared through the primary.
      server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve);
    });
    const { port } = server.address() as AddressInfo;
    const deadline = AbortSignal.timeout(WARM_UP_TIMEOUT_MS);
    const pages: { path: string; status: number; ms: number }[] = [];
    for (const path of await warmUpPaths(commerce)) {
      const requested = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual", signal: deadline });
      await response.arrayBuffer();
      pages.push({ path, status: response.status, ms: Date.now() - requested });
    }
    commerce.logger.info({ ms: Date.now() - started, pages }, "warmed up");
  } catch (error) {
    commerce.logger.warn({ err: error, ms: Date.now() - started }, "warm-up failed; starting anyway");
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
