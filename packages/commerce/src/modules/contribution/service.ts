import type { Config } from "../../config.ts";
import { type StaffOnly, requireStaff, staffMayAct } from "../../shared/ownership.ts";
import type { ContentVersion, ServiceScope } from "../shop/service-scope.ts";
import { type EditorMode, type EditorModes, MODES_OFF, type StaffService, type StaffState } from "../staff/service.ts";

/**
 * Contribution mode (ADR 085): the editor tools of the storefront for staff who edit content,
 * turned on for the whole shop by configuration (CONTRIBUTION_MODE, off by default). Each staff
 * session has its own modes, kept on its row and read with it (modules/staff/service.ts):
 * - preview: the session's pages show the latest version of content pages (drafts, unpublished
 *   and scheduled pages), through `ServiceScope.contentVersion`;
 * - x-ray: the storefront outlines every piece of content on its pages (the content metadata).
 * A mode applies only while contribution mode is on, to an editor's (or admin's) session; an API
 * token has no session, hence no mode.
 */

/** The modes as the API reports them (`ContributionModes`). */
export interface ContributionModesView {
  isContributionModeEnabled: boolean;
  previewMode: boolean;
  xRayMode: boolean;
}

export type ContributionFailure = "CONTRIBUTION_MODE_DISABLED" | "NO_STAFF_SESSION";

export function createContributionService(options: { config: Pick<Config, "contributionMode">; staff: Pick<StaffService, "setSessionMode"> }) {
  const enabled = options.config.contributionMode;

  /** The modes a request's staff state has: an editor's session only; every mode off while contribution mode is. */
  const modesIn = (state: StaffState): EditorModes | undefined => {
    if (state.status !== "active" || !state.sessionToken || !state.modes || !staffMayAct(state.staff, "editor")) return undefined;
    return enabled ? state.modes : MODES_OFF;
  };

  return {
    /** Whether the configuration turns contribution mode on. */
    enabled,

    /** The request's modes as reported; null for no staff, an API token, or staff who do not edit content. */
    modes(state: StaffState): ContributionModesView | null {
      const modes = modesIn(state);
      return modes ? { isContributionModeEnabled: enabled, previewMode: modes.preview, xRayMode: modes.xRay } : null;
    },

    /** The content version a request reads: `latest` for an editor's session in preview mode, else `published`. */
    contentVersion(state: StaffState): ContentVersion {
      return modesIn(state)?.preview ? "latest" : "published";
    },

    /**
     * Turns one mode of the request's staff session on or off (that session only). The scope's
     * staff must act as an editor; the state is the request's, whose session the flag is stored on.
     */
    async setMode(
      scope: ServiceScope,
      state: StaffState,
      mode: EditorMode,
      on: boolean,
    ): Promise<{ ok: true; modes: EditorModes } | StaffOnly | { ok: false; code: ContributionFailure }> {
      const allowed = requireStaff(scope, "editor");
      if (!allowed.ok) return allowed;
      if (!enabled) return { ok: false, code: "CONTRIBUTION_MODE_DISABLED" };
      const { staff } = allowed;
      if (staff.via !== "session" || staff.id === null || state.status !== "active" || !state.sessionToken || state.staff.id !== staff.id) {
        return { ok: false, code: "NO_STAFF_SESSION" };
      }
      const modes = await options.staff.setSessionMode(state.sessionToken, staff.id, mode, on);
      return modes ? { ok: true, modes } : { ok: false, code: "NO_STAFF_SESSION" };
    },
  };
}

export type ContributionService = ReturnType<typeof createContributionService>;
