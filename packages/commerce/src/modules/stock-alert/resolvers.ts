import type { Resolvers } from "../../graphql/generated/resolver-types.ts";

export const stockAlertResolvers: Resolvers = {};
