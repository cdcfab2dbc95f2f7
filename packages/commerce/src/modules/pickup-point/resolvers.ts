import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { pickupPointOf } from "./pickup-point-view.ts";

export const pickupPointResolvers: Resolvers = {
  Query: {
    pickupPoints: async (_parent, { search, first }, { services, scope }) => {
      const points = await services.pickupPoints.search(scope, search, first ?? 10);
      return points.map((point) => pickupPointOf(point, point.distanceKm));
    },
  },
};
