import "@fontsource/jost/400.css";
import "@fontsource/jost/500.css";
import "@fontsource/jost/700.css";
import "./styles/tokens.css";
import "./styles/global.css";
import { useApolloClient } from "@apollo/client/react";
import { type ReactNode, useSyncExternalStore } from "react";
import { IntlProvider, useIntl } from "react-intl";
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { StatusPage } from "./components/status-page.tsx";
import { MaintenancePage } from "./features/app-start/maintenance-page.tsx";
import { ShopProvider } from "./features/shop/shop-context.tsx";
import { SHOP_QUERY } from "./features/shop/shop-query.ts";
import { catalogs, isLocale } from "./lib/i18n.ts";
import "./lib/load-context.ts";
import { maintenanceSignal } from "./lib/maintenance-signal.ts";
import { APOLLO_STATE_ID, PAGE_SETTINGS_ID, type PageSettings, serializeForScript } from "./lib/page-settings.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.page.maintenance) await context.apollo.query({ query: SHOP_QUERY });
  return { page: context.page, shopName: context.shopName };
}

export const shouldRevalidate = () => false;

/** Spec §9: the default page title and description are the shop's own name. */
export const meta = ({ data }: { data?: { shopName: string } }) =>
  data ? [{ title: data.shopName }, { name: "description", content: data.shopName }] : [];

function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The server's Apollo cache as JSON; in the browser the element is kept as the server wrote it. */
function ApolloState() {
  const client = useApolloClient();
  const json =
    typeof document === "undefined"
      ? serializeForScript(client.extract())
      : (document.getElementById(APOLLO_STATE_ID)?.textContent ?? "{}");
  return <script id={APOLLO_STATE_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const page: PageSettings | undefined = data?.page;
  const locale = isLocale(page?.locale) ? page.locale : "fr-FR";
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#002c52" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="fr-FR">
          {children}
        </IntlProvider>
        {page && (
          <script id={PAGE_SETTINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(page) }} />
        )}
        <ApolloState />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  const underMaintenance = useSyncExternalStore(maintenanceSignal.subscribe, maintenanceSignal.get, maintenanceSignal.getServer);
  if (data?.page.maintenance || underMaintenance) return <MaintenancePage />;
  return (
    <ShopProvider>
      <Outlet />
    </ShopProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error && import.meta.env.DEV ? error.message : "";
  return (
    <StatusPage title={intl.formatMessage({ id: "app.error.title" })}>
      <p>{message ? intl.formatMessage({ id: "app.error.fallback" }, { message }) : intl.formatMessage({ id: "app.error.generic" })}</p>
    </StatusPage>
  );
}

export function HydrateFallback() {
  return null;
}
