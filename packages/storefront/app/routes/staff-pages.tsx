import { useIntl } from "react-intl";
import { type MetaArgs, useLoaderData } from "react-router";
import { PageListScreen } from "../features/contribution/page-list-screen.tsx";
import { requireEditor } from "../features/contribution/staff-guard.ts";
import { STAFF_PAGES_PATH, STAFF_PATH } from "../features/contribution/staff-paths.ts";
import { CMS_PAGES_FOR_EDITING_QUERY, type EditablePageSummary } from "../features/contribution/staff-queries.ts";
import { Screen } from "../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/** `/staff/pages`: the content pages, for editors only (anyone else is sent to sign in on `/staff`). */
export const meta = ({ matches }: MetaArgs) => [...screenMeta(matches, metaIntl(matches).formatMessage({ id: "staff.pages.title" })), { name: "robots", content: "noindex" }];
export const headers = () => ({ "X-Robots-Tag": "noindex" });
/** A staff member's screen: rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<{ pages: EditablePageSummary[] }> = async ({ client }) => {
  await requireEditor(client, STAFF_PAGES_PATH);
  const { data } = await client.query({ query: CMS_PAGES_FOR_EDITING_QUERY, fetchPolicy: "network-only" });
  return { pages: data?.cmsPagesForEditing ?? [] };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function StaffPages() {
  const intl = useIntl();
  const loaded = useLoaderData<typeof loader>();
  const title = intl.formatMessage({ id: "staff.pages.title" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "staff.title" }), to: STAFF_PATH }, { label: title }]} lead={intl.formatMessage({ id: "staff.pages.lead" })}>
      <PageListScreen pages={loaded?.pages ?? []} />
    </Screen>
  );
}
