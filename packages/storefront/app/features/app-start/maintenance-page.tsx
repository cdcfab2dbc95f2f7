import { useEffect } from "react";
import { useIntl } from "react-intl";
import { StatusPage } from "../../components/status-page.tsx";

/** Spec §2: reloads itself every 5 seconds until the shop is back. */
export const STATUS_PAGE_RELOAD_MS = 5_000;

export function useReloadEvery(milliseconds: number) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.reload(), milliseconds);
    return () => window.clearTimeout(timer);
  }, [milliseconds]);
}

export function MaintenancePage() {
  const intl = useIntl();
  useReloadEvery(STATUS_PAGE_RELOAD_MS);
  return (
    <>
      <title>{intl.formatMessage({ id: "maintenance.tabTitle" })}</title>
      <StatusPage title={intl.formatMessage({ id: "maintenance.title" })}>
        <p>{intl.formatMessage({ id: "maintenance.text" })}</p>
      </StatusPage>
    </>
  );
}
