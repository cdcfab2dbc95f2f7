import { FormattedMessage } from "react-intl";
import { Link, useRouteLoaderData } from "react-router";
import { StatusScreen } from "./status-screen.tsx";

/** Not-found page (unknown path, not-found entity, unknown category or product). */
export function NotFoundScreen() {
  // From the root loader, so the screen also works where the shop context is not mounted.
  const shopName = useRouteLoaderData<{ shopName: string }>("root")?.shopName ?? "";
  return (
    <StatusScreen title={<FormattedMessage id="notFound.title" />}>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <p>
        <FormattedMessage
          id="notFound.back"
          values={{
            link: (
              <Link to="/">
                <FormattedMessage id="notFound.homeLink" values={{ shopName }} />
              </Link>
            ),
          }}
        />
      </p>
    </StatusScreen>
  );
}
