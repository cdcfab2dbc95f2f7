import type { Resolvers, StaffMember } from "../../graphql/generated/resolver-types.ts";
import { staffOnlyError } from "../../graphql/staff-only.ts";
import type { StaffIdentity } from "../../shared/ownership.ts";
import { staffErrors } from "./errors.ts";
import { MODES_OFF } from "./service.ts";

const toStaffMember = (staff: StaffIdentity): StaffMember => ({
  id: staff.id === null ? null : String(staff.id),
  name: staff.name,
  email: staff.email,
  role: staff.role === "admin" ? "ADMIN" : staff.role === "editor" ? "EDITOR" : "SUPPORT",
  via: staff.via === "session" ? "SESSION" : "TOKEN",
});

export const staffResolvers: Resolvers = {
  Query: {
    staffMe: (_parent, _args, context) => (context.scope.staff ? toStaffMember(context.scope.staff) : null),
    catalogueStatus: async (_parent, _args, context) => {
      const status = await context.services.staff.catalogueStatus(context.scope);
      if (!status.ok) throw staffOnlyError(context.store.language);
      return { version: status.version, productCount: status.productCount };
    },
  },
  Mutation: {
    staffLogin: async (_parent, { email, password }, context) => {
      const previous = context.staffState.status === "active" ? context.staffState.sessionToken : undefined;
      const result = await context.services.staff.signIn(email, password, context.clientAddress, previous);
      if (!result.ok) return result.code === "TOO_MANY_ATTEMPTS" ? context.throttled(staffErrors, result) : context.failure(staffErrors, result.code);
      context.staffState = { status: "active", staff: result.staff, sessionToken: result.token, modes: MODES_OFF };
      context.responseCookies.push(context.services.staff.sessionCookie(result.token, result.expiresAt));
      return { success: true, staff: toStaffMember(result.staff) };
    },
    staffLogout: async (_parent, _args, context) => {
      const { staffState } = context;
      if (staffState.status === "active" && staffState.sessionToken) await context.services.staff.endSession(staffState.sessionToken);
      context.staffState = { status: "none" };
      context.responseCookies.push(context.services.staff.clearedSessionCookie());
      return { success: true };
    },
  },
};
