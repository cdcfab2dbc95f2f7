import { type AppLoadContext, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, data } from "react-router";
import { browserQueries, getBrowserPageSettings } from "./browser-client.ts";
import { loadMessages } from "./i18n.ts";
import type { Logger } from "pino";
import type { PageSettings } from "./page-settings.ts";
import type { QueryClient, QueryOptions } from "./query-results.ts";

export type RouteQuery = QueryOptions;

type QueryArgs = { params: LoaderFunctionArgs["params"]; request: Request };

export interface RouteLoadArgs extends QueryArgs {
  /** The request's queries: in-process on the server, `{base}/graphql` in the browser. */
  client: QueryClient;
  page: PageSettings;
  /** Path of the request inside the store (the store's base path removed), e.g. `/a-propos`. */
  storePath: string;
  /** True on the server (document request), false for a client navigation. */
  server: boolean;
  /** The server's structured log (document requests only): what came from the request goes in a field. */
  log?: Logger;
}

const STATUS = Symbol("status");
interface WithStatus<T> {
  [STATUS]: number;
  value: T;
}

/** Loader data with an HTTP status for the document (e.g. 404); the browser just gets the value. */
export const withStatus = <T>(value: T, status: number): WithStatus<T> => ({ [STATUS]: status, value });

const hasStatus = <T>(result: T | WithStatus<T>): result is WithStatus<T> =>
  typeof result === "object" && result !== null && STATUS in result;

/** The path inside the store: `/en/about-us` → `/about-us` in the en-GB store. */
export function storePathOf(request: Request | { pathname: string }, basename: string): string {
  const { pathname } = "url" in request ? new URL(request.url) : request;
  if (basename === "/" || basename === "") return pathname;
  if (pathname === basename) return "/";
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export type RouteLoad<T> = (args: RouteLoadArgs) => Promise<T | WithStatus<T>>;

/**
 * A screen's data, loaded the same way on both sides: on the server through the request's
 * in-process queries (the results go to the browser with the page), on client navigation through
 * `{base}/graphql`. Nothing is loaded while the shop shows its maintenance or offline page.
 *
 * ```ts
 * const load = routeData(({ params }) => [{ query: CATEGORY_QUERY, variables: { id: params.id } }]);
 * export const loader = serverLoader(load);
 * export const clientLoader = browserLoader(load);
 * ```
 * (Two exports, not a destructured pair: React Router strips `loader` from the browser bundle.)
 */
export function serverLoader<T>(load: RouteLoad<T>) {
  return async ({ params, request, context }: LoaderFunctionArgs & { context: AppLoadContext }) => {
    const { page } = context;
    if (page.maintenance || page.offline) return null;
    const result = await load({ params, request, client: context.queries, page, storePath: storePathOf(request, page.basename), server: true, log: context.log });
    return hasStatus(result) ? data(result.value, { status: result[STATUS] }) : result;
  };
}

export function browserLoader<T>(load: RouteLoad<T>) {
  return async ({ params, request }: ClientLoaderFunctionArgs) => {
    const page = getBrowserPageSettings();
    // Loaded at idle time once the first page is interactive: a navigation rarely waits for it.
    await loadMessages(page.locale, "all");
    const result = await load({ params, request, client: browserQueries, page, storePath: storePathOf(request, page.basename), server: false });
    return hasStatus(result) ? result.value : result;
  };
}

/**
 * The loader of a screen with no data of its own, given to serverLoader and browserLoader all the
 * same: a client navigation to it still waits for its messages (browserLoader), and the server's
 * loader keeps its server render (a route with a client loader alone renders only in the browser).
 */
export const noData: RouteLoad<null> = async () => null;

/**
 * The GraphQL a screen needs, declared once (Hydrogen-style, next to the screen). On the server
 * the queries run in-process and their results go to the browser with the page; on client
 * navigation they go through `{base}/graphql` into Apollo's cache. Screens read them with usePageQuery.
 */
export function routeData(select: (args: QueryArgs) => RouteQuery[]): RouteLoad<null> {
  return async ({ client, params, request }) => {
    await Promise.all(select({ params, request }).map((entry) => client.query(entry)));
    return null;
  };
}
