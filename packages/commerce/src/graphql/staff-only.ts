import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { STAFF_ONLY_CODE, staffOnlyMessages } from "../modules/staff/errors.ts";
import { type StaffRole, isStaffRole, staffMayAct } from "../shared/ownership.ts";
import type { GraphQLContext } from "./context.ts";

/** The error a staff-only field answers anyone else with (`extensions.code` FORBIDDEN), in the store's language. */
export const staffOnlyError = (language: "fr" | "en") => createGraphQLError(staffOnlyMessages[language], { extensions: { code: STAFF_ONLY_CODE } });

/**
 * Enforces `@staffOnly(role)` once for the whole schema: every field that carries it gets its
 * resolver wrapped in the check, before the field's own resolver runs. A new staff field is
 * protected by carrying the directive; nothing in its resolver can forget the check.
 */
export function enforceStaffOnly(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const directive = getDirective(schema, fieldConfig, "staffOnly")?.[0] as { role?: string } | undefined;
      if (!directive) return fieldConfig;
      const roleName = directive.role?.toLowerCase();
      if (roleName !== undefined && !isStaffRole(roleName)) throw new Error(`@staffOnly on ${typeName}.${fieldName}: unknown role ${directive.role}`);
      const role: StaffRole | undefined = roleName;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args, context: GraphQLContext, info) {
          if (!staffMayAct(context.scope.staff, role)) throw staffOnlyError(context.store.language);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
