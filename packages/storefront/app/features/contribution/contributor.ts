import type { Contributor } from "../../lib/page-settings.ts";
import type { StaffMember } from "./staff-queries.ts";

/** Staff roles whose work includes content and the editor modes (the API's `@staffOnly(role: EDITOR)`; ADMIN does everything). */
export const EDITOR_ROLES: readonly StaffMember["role"][] = ["EDITOR", "ADMIN"];

export const isEditor = (staff: Pick<StaffMember, "role"> | null | undefined): boolean => staff !== null && staff !== undefined && EDITOR_ROLES.includes(staff.role);

/**
 * The editor tools a staff member gets on every page: only an editor's staff session (an API token
 * has no modes) and only while the shop's configuration turns contribution mode on.
 */
export function contributorOf(staff: StaffMember | null | undefined, editUrls: Record<string, string>): Contributor | undefined {
  const modes = staff?.contribution;
  if (!staff || !modes?.isContributionModeEnabled || !isEditor(staff)) return undefined;
  return { name: staff.name, previewMode: modes.previewMode, xRayMode: modes.xRayMode, editUrls };
}
