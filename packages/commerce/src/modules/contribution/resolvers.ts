import type { GraphQLContext } from "../../graphql/context.ts";
import type { ContributionModeResult, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { staffOnlyError } from "../../graphql/staff-only.ts";
import type { EditorMode } from "../staff/service.ts";
import { contributionErrors } from "./errors.ts";

async function setMode(context: GraphQLContext, mode: EditorMode, enabled: boolean): Promise<ContributionModeResult> {
  const { staffState } = context;
  const result = await context.services.contribution.setMode(context.scope, staffState, mode, enabled);
  if (!result.ok) {
    if (result.code === "FORBIDDEN") throw staffOnlyError(context.store.language);
    return context.failure(contributionErrors, result.code);
  }
  // The rest of the operation (`staffMe { contribution }` after it) sees the session as it now is.
  if (staffState.status === "active") context.staffState = { ...staffState, modes: result.modes };
  return { success: true, modes: context.services.contribution.modes(context.staffState) };
}

export const contributionResolvers: Resolvers = {
  StaffMember: {
    // The modes are the request's staff session's: reported on the member that session is.
    contribution: (member, _args, context) => {
      const { staffState } = context;
      if (staffState.status !== "active" || staffState.staff.id === null || member.id !== String(staffState.staff.id)) return null;
      return context.services.contribution.modes(staffState);
    },
  },
  Mutation: {
    setPreviewMode: (_parent, { enabled }, context) => setMode(context, "preview", enabled),
    setXRayMode: (_parent, { enabled }, context) => setMode(context, "xRay", enabled),
  },
};
