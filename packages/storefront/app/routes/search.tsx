import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** Spec §2 `/search/:query`: results, facets and sort arrive with the search issue. */
export const meta = messageMeta("screen.search.title", (params) => ({ query: params.query ?? "" }));

export default function Search() {
  const intl = useIntl();
  const { query = "" } = useParams();
  return (
    <Screen title={intl.formatMessage({ id: "screen.search.title" }, { query })}>
      <PendingNotice />
    </Screen>
  );
}
