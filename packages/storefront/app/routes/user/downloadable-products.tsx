import { useIntl } from "react-intl";
import { Loading } from "../../components/loading.tsx";
import { ACCOUNT_DOWNLOADS_QUERY } from "../../features/account-downloads/account-downloads-queries.ts";
import { DownloadsScreen } from "../../features/account-downloads/download-list.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/downloadable-products`: the files the customer bought, newest purchase first, with what
 * is left of each and its download link. Read from the API on every visit: each download spends
 * one, and links expire. The files themselves are served by the server's own route
 * (`/user/downloadable-products/:id/file`), mounted before the pages.
 */
export const meta = messageMeta("account.downloadableProducts");

const load = routeData(() => [{ query: ACCOUNT_DOWNLOADS_QUERY, fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountDownloadableProducts() {
  const intl = useIntl();
  const { data } = usePageQuery(ACCOUNT_DOWNLOADS_QUERY);
  const downloads = data?.me?.downloadableProducts;
  const title = intl.formatMessage({ id: "account.downloadableProducts" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]}>
      {downloads ? <DownloadsScreen downloads={downloads} /> : <Loading />}
    </Screen>
  );
}
