import { useEffect } from "react";
import { useIntl } from "react-intl";
import { StatusPage } from "../../components/status-page.tsx";
import { StatusFrame } from "./status-frame.tsx";

/** The maintenance and offline pages reload themselves every 5 seconds. */
export const STATUS_PAGE_RELOAD_MS = 5_000;

function useReloadEvery(milliseconds: number) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.reload(), milliseconds);
    return () => window.clearTimeout(timer);
  }, [milliseconds]);
}

/**
 * The browser-tab title. A page served as this screen gets it from the root's meta; when the
 * API's maintenance signal switches a running page, nothing re-renders the head, hence this.
 */
export function useTabTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function MaintenancePage() {
  const intl = useIntl();
  useReloadEvery(STATUS_PAGE_RELOAD_MS);
  useTabTitle(intl.formatMessage({ id: "maintenance.tabTitle" }));
  return (
    <StatusFrame>
      <StatusPage title={intl.formatMessage({ id: "maintenance.title" })}>
        <p>{intl.formatMessage({ id: "maintenance.text" })}</p>
      </StatusPage>
    </StatusFrame>
  );
}
