import { useIntl } from "react-intl";
import { type MetaArgs, useActionData, useLoaderData, useSearchParams } from "react-router";
import { staffAction } from "../features/contribution/staff-action.ts";
import { RETURN_FIELD, STAFF_PATH } from "../features/contribution/staff-paths.ts";
import { STAFF_ME_QUERY, type StaffMember } from "../features/contribution/staff-queries.ts";
import { StaffScreen } from "../features/contribution/staff-screen.tsx";
import { safeReturnPath } from "../features/url-resolution/redirect-target.ts";
import { Screen } from "../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/staff` (`/en/staff`): the staff's sign-in page, linked from nowhere in the shop, and once signed
 * in their session: who, the editor modes, the content pages, signing out. `?redirect=<path>`
 * (a staff screen a visitor was sent away from) is where signing in leads, if it is a path of this
 * store.
 */
export const meta = ({ matches }: MetaArgs) => [...screenMeta(matches, metaIntl(matches).formatMessage({ id: "staff.title" })), { name: "robots", content: "noindex" }];
/** Nobody's search result; and a staff member's own screen: rendered for each request with the session, never stored (ADR 046). */
export const headers = () => ({ "X-Robots-Tag": "noindex" });
export const handle = personalHandle;

/** Where a form of this page leads once done: a path of this store, else this page. */
export const staffReturnPath = (value: string | null) => safeReturnPath(value, STAFF_PATH);

const load: RouteLoad<{ staff: StaffMember | null }> = async ({ client }) => {
  const { data } = await client.query({ query: STAFF_ME_QUERY, fetchPolicy: "network-only" });
  return { staff: data?.staffMe ?? null };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = staffAction({ returnPath: staffReturnPath });

export default function Staff() {
  const intl = useIntl();
  const loaded = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.has(RETURN_FIELD) ? staffReturnPath(searchParams.get(RETURN_FIELD)) : null;
  return (
    <Screen title={intl.formatMessage({ id: "staff.title" })} width="narrow">
      <StaffScreen staff={loaded?.staff ?? null} returnTo={returnTo} refusal={refusal} />
    </Screen>
  );
}
