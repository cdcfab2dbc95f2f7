import { useIntl } from "react-intl";
import { StatusPage } from "../../components/status-page.tsx";
import { StatusFrame } from "./status-frame.tsx";
import { STATUS_PAGE_RELOAD_MS, useTabTitle } from "./maintenance-page.tsx";

/**
 * Offline page. The service worker keeps a copy of it per store (rendered with the page
 * setting `offline`) and serves it when a navigation finds no network; it reloads every 5 s, so
 * the shop comes back by itself once the connection does. That copy answers for any URL, so it
 * is not hydrated (page setting `hydrate: false`): the reload is the document's own refresh.
 */
export function OfflinePage() {
  const intl = useIntl();
  useTabTitle(intl.formatMessage({ id: "offline.tabTitle" }));
  return (
    <>
      <meta httpEquiv="refresh" content={String(STATUS_PAGE_RELOAD_MS / 1000)} />
      <StatusFrame>
        <StatusPage title={intl.formatMessage({ id: "offline.title" })}>
          <p>{intl.formatMessage({ id: "offline.text" })}</p>
        </StatusPage>
      </StatusFrame>
    </>
  );
}
