import { LRUCache } from "lru-cache";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { isPersonalHandle } from "../../app/lib/personal.ts";

/**
 * Whether a request's path shows a personal screen (ADR 046), asked before anything renders: the
 * answer decides whether the session reaches the render and whether the page may be shared. The
 * routes say it themselves (`handle.personal`, app/lib/personal.ts), so the rule lives beside the
 * screen it concerns and a new personal route cannot be forgotten in a list elsewhere; the route
 * table is the build's own, matched by React Router's `matchRoutes` exactly as the render will
 * match it (ranked, the catch-all last). A layout's handle covers every route under it.
 */

/** Paths whose answer a build remembers (the pages most asked for); an answer never changes within a build. */
const REMEMBERED_PATHS = 10_000;

// The route table of a build and its answers so far, made once per build (a development server
// hands a new one per change). `matchRoutes` flattens and ranks the whole table on every call:
// a few percent of a page's time, asked on every page request.
const trees = new WeakMap<ServerBuild["routes"], { routes: RouteObject[]; answers: LRUCache<string, boolean> }>();

export function isPersonalPath(build: Pick<ServerBuild, "routes">, pathname: string, basename: string): boolean {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = { routes: routeTree(build.routes), answers: new LRUCache({ max: REMEMBERED_PATHS }) };
    trees.set(build.routes, tree);
  }
  const path = documentPath(pathname);
  const key = `${basename}\u0000${path}`;
  let personal = tree.answers.get(key);
  if (personal === undefined) {
    personal = matchRoutes(tree.routes, path, basename)?.some((match) => isPersonalHandle(match.route.handle)) ?? false;
    tree.answers.set(key, personal);
  }
  return personal;
}

/**
 * The page a request is for: a data request (a client navigation's or a form's, React Router's
 * single fetch) names its page with `.data` appended, and the root page as `_root.data`; a
 * trailing slash is the page without it. The same reading as React Router's own.
 */
export function documentPath(pathname: string): string {
  let path = pathname;
  if (path.endsWith("/_root.data")) path = path.slice(0, -"/_root.data".length) || "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The build's flat route manifest (each route names its parent) as the nested table `matchRoutes` reads. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const childrenOf = new Map<string | undefined, RouteObject[]>();
  const routes = Object.values(manifest).flatMap((route) => (route ? [route] : []));
  for (const route of routes) {
    const siblings = childrenOf.get(route.parentId) ?? [];
    childrenOf.set(route.parentId, siblings);
    const { id, path, caseSensitive } = route;
    const handle: unknown = route.module.handle;
    siblings.push(route.index ? { id, path, caseSensitive, index: true, handle } : { id, path, caseSensitive, handle, children: [] });
  }
  for (const siblings of childrenOf.values()) {
    for (const route of siblings) if (!route.index) route.children = childrenOf.get(route.id) ?? [];
  }
  return childrenOf.get(undefined) ?? [];
}
