import { Suspense, use } from "react";
import { redirect } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { createEntityRegistry } from "../../features/url-resolution/entity-registry.ts";
import { redirectStatus, resolveRedirectTarget } from "../../features/url-resolution/redirect-target.ts";
import { type RouteLoadArgs, withStatus } from "../../lib/route-data.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { PAGE_TYPES } from "./page-types.ts";
import { type ResolvedUrl, resolvedHandleFor } from "./resolved-head.ts";
import { ROUTE_QUERY } from "./route-query.ts";
import { usePageQuery } from "../../lib/page-query.ts";

/** The page types URLs resolve to, registered from their explicit list when the app starts. */
const pageTypes = createEntityRegistry(PAGE_TYPES);

/** Trailing slashes do not make another page: `/a-propos/` is `/a-propos`. */
export const routeUrlOf = (storePath: string) => storePath.replace(/\/+$/, "") || "/";

/** The homepage identifier is `home` and `/home` is rewritten to the root. */
const HOME_ALIAS = "/home";

/**
 * The resolution of unknown URLs (docs/product-rules.md#urls-and-redirects), shared by `/:slug`, `/landing/:slug` and the final `*`:
 * `route(url)` gives a typed entity; not-found → 404; redirect → full navigation to an
 * allow-listed absolute URL, else an in-app redirect that cannot leave the site, with the
 * entity's status; any registered type → its screen, after its data and chunk are loaded.
 */
export async function resolveUrl({ client, page, request, storePath, server }: RouteLoadArgs) {
  const url = routeUrlOf(storePath);
  if (url.toLowerCase() === HOME_ALIAS) throw redirect("/", 301);

  const { data } = await client.query({ query: ROUTE_QUERY, variables: { url } });
  const entity = data?.route;
  const notFound = () => withStatus<ResolvedUrl>({ url, type: "not-found", head: null }, 404);
  if (!entity || entity.type === "not-found") return notFound();

  if (entity.type === "redirect") {
    const target = resolveRedirectTarget(entity.redirectTo ?? "/", page.redirectAllowedHosts);
    const status = redirectStatus(entity.redirectType);
    if (target.kind === "external") {
      if (server) throw redirect(target.url, status);
      window.location.assign(target.url);
      // The document is being replaced: keep the navigation pending rather than render anything.
      return new Promise<never>(() => undefined);
    }
    // A rule pointing at itself would loop forever: the page does not exist.
    if (routeUrlOf(target.path.replace(/[?#].*$/, "")) === url) return notFound();
    throw redirect(target.path, status);
  }

  const definition = pageTypes.get(entity.type);
  if (!definition) return notFound();
  await Promise.all([
    ...(definition.queries?.(entity, new URL(request.url).searchParams) ?? []).map((query) => client.query(query)),
    // The screen's chunk, before rendering: neither the server nor a client navigation waits on it while rendering.
    pageTypes.preload(entity.type),
  ]);
  return { url, type: entity.type, head: definition.head?.(entity) ?? null } satisfies ResolvedUrl;
}

function EntityScreenFor({ url }: { url: string }) {
  const { data } = usePageQuery(ROUTE_QUERY, { variables: { url } });
  const entity = data?.route;
  if (!entity) return null;
  if (entity.type === "not-found" || !pageTypes.get(entity.type)) return <NotFoundScreen />;
  if (entity.type === "redirect") return null;
  // Loaded by the loader; right after hydration the chunk may still be on its way (then React keeps the server's markup until it is).
  const Screen = pageTypes.loadedScreen(entity.type) ?? use(pageTypes.preload(entity.type));
  // A registered module's component: one stable identity per entity type, never created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Screen entity={entity} />;
}

/** The screen of whatever the URL resolved to. */
export function ResolvedEntity({ resolved }: { resolved: ResolvedUrl | null }) {
  if (!resolved) return null;
  if (resolved.type === "not-found") return <NotFoundScreen />;
  return (
    <Suspense fallback={<Loading />}>
      <EntityScreenFor url={resolved.url} />
    </Suspense>
  );
}

/** A resolved page's canonical query string is its page type's. */
export const resolvedHandle = resolvedHandleFor((type, search) => {
  const canonical = type ? pageTypes.get(type)?.canonicalSearch : undefined;
  return canonical ? canonical(search) : search;
});
