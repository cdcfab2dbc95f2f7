import jostLatin400 from "@fontsource/jost/files/jost-latin-400-normal.woff2?url";
import jostLatin500 from "@fontsource/jost/files/jost-latin-500-normal.woff2?url";
import jostLatin700 from "@fontsource/jost/files/jost-latin-700-normal.woff2?url";
import "./styles/fonts.css";
import "./styles/tokens.css";
import "./styles/global.css";
import { type ReactNode, Suspense, lazy, useContext, useEffect, useSyncExternalStore } from "react";
import { RawIntlProvider, useIntl } from "react-intl";
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { AlertProvider } from "./components/alert.tsx";
import { StatusPage } from "./components/status-page.tsx";
import { startScreen } from "./features/app-start/app-start.ts";
import { useHashFocus } from "./features/app-start/hash-focus.ts";
import { useInactivityReload } from "./features/app-start/inactivity-reload.ts";
import { MaintenancePage } from "./features/app-start/maintenance-page.tsx";
import { NavigationProgress } from "./features/app-start/navigation-progress.tsx";
import { OfflinePage } from "./features/app-start/offline-page.tsx";
import { StatusFrame } from "./features/app-start/status-frame.tsx";
import { ContentMetadataScript } from "./features/contribution/content-metadata.tsx";
import { ShopProvider } from "./lib/shop-context.tsx";
import { SHOP_QUERY } from "./lib/shop-query.ts";
import { errorFallbackText, useReportedError } from "./layouts/layout-error.tsx";
import { NotFoundScreen } from "./layouts/not-found-screen.tsx";
import { intlFor, isLocale } from "./lib/i18n.ts";
import "./lib/load-context.ts";
import { maintenanceSignal } from "./lib/maintenance-signal.ts";
import { type RootData, screenMeta } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.ts";
import { PAGE_SETTINGS_ID, type PageSettings, QUERY_RESULTS_ID, serializeForScript } from "./lib/page-settings.ts";
import { QueryResultsContext } from "./lib/page-query.ts";
import { serializeQueryResults } from "./lib/query-results.ts";
import { SeoLinks } from "./lib/seo-links.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  const { page } = context;
  if (startScreen(page) === "shop") await context.queries.query({ query: SHOP_QUERY });
  return { page, shopName: context.shopName, publicUrl: context.publicUrl, device: context.device, messageScripts: context.messageScripts } satisfies RootData & Record<string, unknown>;
}

/**
 * The shop's font in the three weights every page sets text in (Latin, which covers French):
 * fetched with the page's styles rather than found once they are parsed, so the first paint is in
 * it and no text moves when it arrives (a swap moved a product page's breadcrumbs and header).
 */
export const links: LinksFunction = () =>
  [jostLatin400, jostLatin500, jostLatin700].map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const }));

/** The page settings, shop and device do not change during a visit. */
export const shouldRevalidate = () => false;

/** The default page title and description are the shop's own name. */
export const meta = ({ matches }: MetaArgs) => screenMeta(matches, undefined);

function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The server's query results as JSON; in the browser the element is kept as the server wrote it. */
function QueryResultsScript() {
  const results = useContext(QueryResultsContext);
  const json =
    typeof document === "undefined"
      ? serializeQueryResults(results?.entries() ?? [])
      : (document.getElementById(QUERY_RESULTS_ID)?.textContent ?? "[]");
  return <script id={QUERY_RESULTS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * In development React Router inlines the critical CSS in a <style nonce>, which React compares
 * with the element's (hidden) nonce while hydrating: give it that value. Production has no such
 * element, and scripts' hidden nonces match the empty client value.
 */
function linksNonce(nonce: string): string {
  if (!import.meta.env.DEV || typeof document === "undefined") return nonce;
  return document.querySelector<HTMLStyleElement>("style[data-react-router-critical-css]")?.nonce ?? nonce;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const page: PageSettings | undefined = data?.page;
  const locale = isLocale(page?.locale) ? page.locale : "fr-FR";
  // Effects run once the tree is interactive: `html[data-hydrated]` tells scripts (and the
  // end-to-end tests) that event handlers are attached, not just that the modules loaded.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#002c52" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={linksNonce(nonce)} />
        {data?.messageScripts?.map((href: string) => <link key={href} rel="modulepreload" href={href} nonce={nonce} />)}
        <RawIntlProvider value={intlFor(locale)}>
          <SeoLinks />
        </RawIntlProvider>
      </head>
      <body>
        <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
        {page && (
          <script id={PAGE_SETTINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(page) }} />
        )}
        <QueryResultsScript />
        <ContentMetadataScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The editor's tools, for a staff member with them only (`page.contributor`): visitors' pages never download them. */
const EditorTools = lazy(() => import("./features/contribution/editor-tools.tsx"));

/** Navigation behaviours that hold on every screen (docs/product-rules.md#urls-and-redirects). */
function NavigationBehaviour({ inactivityTimeoutMs }: { inactivityTimeoutMs: number }) {
  useHashFocus();
  useInactivityReload(inactivityTimeoutMs);
  return <NavigationProgress />;
}

export default function App() {
  const data = useRootData();
  const underMaintenance = useSyncExternalStore(maintenanceSignal.subscribe, maintenanceSignal.get, maintenanceSignal.getServer);
  const screen = startScreen(data?.page);
  // Offline page first, then maintenance (flag or the API's signal), otherwise the shop.
  if (screen === "offline") return <OfflinePage />;
  if (screen === "maintenance" || underMaintenance) return <MaintenancePage />;
  return (
    <ShopProvider>
      <AlertProvider>
        <NavigationBehaviour inactivityTimeoutMs={data?.page.inactivityTimeoutMs ?? 0} />
        {data?.page.contributor && (
          <Suspense fallback={null}>
            <EditorTools contributor={data.page.contributor} />
          </Suspense>
        )}
        <Outlet />
      </AlertProvider>
    </ShopProvider>
  );
}

/** The last resort (and the landing layout's, which has none of its own): no layout frame around it. */
export function ErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const home = useRootData()?.page.basename ?? "/";
  useReportedError(error, "root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFoundScreen />
      </main>
    );
  }
  return (
    <StatusFrame>
      <StatusPage title={intl.formatMessage({ id: "shell.error.title" })}>
        <p data-error-text="">{errorFallbackText(error, intl)}</p>
        <p>
          <a href={home}>{intl.formatMessage({ id: "shell.backHome" })}</a>
        </p>
      </StatusPage>
    </StatusFrame>
  );
}

export function HydrateFallback() {
  return null;
}
