import { redirect } from "react-router";
import type { QueryClient } from "../../lib/query-results.ts";
import { isEditor } from "./contributor.ts";
import { RETURN_FIELD, STAFF_PATH } from "./staff-paths.ts";
import { STAFF_ME_QUERY, type StaffMember } from "./staff-queries.ts";

/**
 * The content editor's screens are an editor's only: anyone else (a visitor, a customer, a staff
 * member of another role) is sent to the staff page, which signs them in and leads back here
 * (`returnTo`, a path of this store). The API refuses them the content anyway; this only spares
 * them a screen of refusals.
 */
export async function requireEditor(client: QueryClient, returnTo: string): Promise<StaffMember> {
  const { data } = await client.query({ query: STAFF_ME_QUERY, fetchPolicy: "network-only" });
  const staff = data?.staffMe;
  if (!staff || !isEditor(staff)) throw redirect(`${STAFF_PATH}?${new URLSearchParams({ [RETURN_FIELD]: returnTo })}`);
  return staff;
}

/** The status of a content page in the tone the shop shows statuses in (components/status-badge). */
export const PAGE_STATUS_TONE = { PUBLISHED: "done", SCHEDULED: "progress", UNPUBLISHED: "stopped" } as const;
