import type { PickupPoint, Resolvers } from "../../graphql/generated/resolver-types.ts";
import type { PickupPointRecord } from "./service.ts";

/**
 * A pickup point as the API answers it: the search's answer, and the point a cart or an order
 * names (`Cart.pickupPoint`, `Order.pickupPoint` map their record or snapshot with it).
 */
export function pickupPointOf(record: PickupPointRecord, distanceKm: number | null = null): PickupPoint {
  return {
    id: record.id,
    name: record.name,
    carrier: record.carrier,
    address: { country: record.country, locality: record.locality, postalCode: record.postcode, streetAddress: record.streetLines },
    coordinates: { latitude: record.latitude, longitude: record.longitude },
    schedule: record.schedule.map((periods, index) => ({ dayOfWeek: index + 1, periods: periods.map(({ opens, closes }) => ({ opens, closes })) })),
    distanceKm,
  };
}

export const pickupPointResolvers: Resolvers = {
  Query: {
    pickupPoints: async (_parent, { search, first }, { services, scope }) => {
      const points = await services.pickupPoints.search(scope, search, first ?? 10);
      return points.map((point) => pickupPointOf(point, point.distanceKm));
    },
  },
};
