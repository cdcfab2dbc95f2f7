import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * Pickup points (ADR 049): the relay network and the postcode-area centroids it is searched by,
 * nearest first, from the shop's own tables (no external service).
 *
 * GROUNDWORK: the contract other modules rely on. Implemented by the pickup-point work.
 */

export interface PickupPointRecord {
  id: string;
  carrier: string;
  country: string;
  name: string;
  streetLines: string[];
  postcode: string;
  locality: string;
  latitude: number;
  longitude: number;
  /** Seven days, Monday first; each a list of periods (empty: closed). */
  schedule: { opens: string; closes: string }[][];
}

export function createPickupPointService(_db: Kysely<Database>) {
  const notImplemented = (): never => {
    throw new Error("pickup points: not implemented yet");
  };
  return {
    /** The points nearest a postcode or a city of `country`, nearest first, with their distance in km. */
    async search(_scope: ServiceScope, _search: { country: string; postcode?: string | null; city?: string | null }, _first: number): Promise<(PickupPointRecord & { distanceKm: number })[]> {
      return notImplemented();
    },
    /** One point by id, in `country` when given (undefined: no such active point). */
    async byId(_scope: ServiceScope, _id: string, _country?: string): Promise<PickupPointRecord | undefined> {
      return notImplemented();
    },
  };
}

export type PickupPointService = ReturnType<typeof createPickupPointService>;
