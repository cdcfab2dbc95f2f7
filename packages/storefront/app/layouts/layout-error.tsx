import { useEffect } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { reportClientError } from "../features/client-runtime/client-log.ts";
import { NotFoundScreen } from "./not-found-screen.tsx";
import { StatusScreen } from "./status-screen.tsx";

/**
 * Default fallback: 'An error occured.' followed by the error text. The text is the
 * error's own only in development; in production the shopper reads a generic sentence (the server
 * already replaces server errors by "Unexpected Server Error", never a stack).
 */
export function errorFallbackText(error: unknown, intl: IntlShape): string {
  let detail = intl.formatMessage({ id: "app.error.generic" });
  if (import.meta.env.DEV) {
    if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
    else if (error instanceof Error) detail = error.message;
  }
  return intl.formatMessage({ id: "app.error.fallback" }, { message: detail });
}

/** Sends a rendering failure seen in the browser to the client log (once per error). */
export function useReportedError(error: unknown, boundary: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    reportClientError(`error-boundary:${boundary}`, error, { path: pathname });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reported once per error, not per path change
  }, [error, boundary]);
}

/**
 * A layout's error screen, rendered inside that layout's frame. React Router resets it when the
 * location changes (its boundary is keyed on the location).
 */
export function LayoutErrorScreen({ boundary }: { boundary: string }) {
  const error = useRouteError();
  const intl = useIntl();
  useReportedError(error, boundary);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <StatusScreen tone="error" title={intl.formatMessage({ id: "shell.error.title" })}>
      <p data-error-text="">{errorFallbackText(error, intl)}</p>
      <p>
        {intl.formatMessage(
          { id: "shell.error.back" },
          {
            link: (
              <Link key="home" to="/">
                {intl.formatMessage({ id: "shell.error.homeLink" })}
              </Link>
            ),
          },
        )}
      </p>
    </StatusScreen>
  );
}
