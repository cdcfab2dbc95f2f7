import type { Kysely, Selectable } from "kysely";
import type { Database, PickupPointTable, PostcodeAreaTable } from "../../db/schema.ts";
import { foldText } from "../../shared/text-folding.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { normaliseCountryId } from "../shop/stores.ts";
import { distanceKm } from "./geo.ts";

/**
 * Pickup points (ADR 049): the relay network and the postcode-area centroids it is searched by,
 * nearest first, from the shop's own tables (no external service).
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

export interface PickupPointSearch {
  country: string;
  postcode?: string | null;
  city?: string | null;
}

/** At most this many points per search (the API's `first` is capped to it). */
export const MAX_PICKUP_POINTS = 30;

/** Longer inputs are no place the shop knows: answered with nothing, without a query. */
const MAX_COUNTRY_LENGTH = 3;
const MAX_POSTCODE_LENGTH = 12;
const MAX_CITY_LENGTH = 80;
const MAX_ID_LENGTH = 64;

/** The first search box's half-height in degrees of latitude (~28 km), grown until it holds enough points. */
const FIRST_BOX_DEGREES = 0.25;
const MAX_BOX_DEGREES = 16;
const KM_PER_DEGREE = 111.2;
/** Localities of one name within this distance of the first found are one place (a city's arrondissements, districts). */
const SAME_PLACE_KM = 25;

type PointRow = Selectable<PickupPointTable>;
type Centroid = Pick<Selectable<PostcodeAreaTable>, "latitude" | "longitude" | "locality_folded">;

export function pickupPointRecordOf(row: PointRow): PickupPointRecord {
  return {
    id: row.id,
    carrier: row.carrier,
    country: row.country,
    name: row.name,
    streetLines: JSON.parse(row.street_lines) as string[],
    postcode: row.postcode,
    locality: row.locality,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    schedule: JSON.parse(row.schedule) as PickupPointRecord["schedule"],
  };
}

/**
 * The prefixes a postcode is looked up by, longest first. A British postcode is matched by its
 * outward code (`SW1A 1AA` → `SW1A`, `SW1`, `SW`, `S`): its inward code names a street, which no
 * centroid has, and `SW1` must not be read as a prefix of `SW11`.
 */
export function postcodePrefixes(country: string, postcode: string): string[] {
  const compact = postcode.toUpperCase().replace(/\s+/g, "");
  if (!/^[A-Z0-9]+$/.test(compact)) return [];
  let key = compact;
  if (country === "GB") {
    const [first] = postcode.trim().toUpperCase().split(/\s+/);
    // Without a space, a full postcode (5 to 7 characters) ends with its 3-character inward code.
    key = first !== compact ? first : compact.length >= 5 ? compact.slice(0, -3) : compact;
  } else if (country === "FR") {
    // Corsica's départements are known as 2A and 2B; its postcodes start with 200/201 and 202/206.
    key = compact.replace(/^2A/, "200").replace(/^2B/, "202");
  }
  return Array.from({ length: key.length }, (_, index) => key.slice(0, key.length - index));
}

/** "St Etienne" is how many write Saint-Étienne: the abbreviation is tried when the name is not found as written. */
const expandSaint = (folded: string): string => folded.replace(/^st\b/, "saint").replace(/^ste\b/, "sainte");

export function createPickupPointService(db: Kysely<Database>) {
  const executorOf = (scope: ServiceScope) => scope.executor ?? db;

  /** The centroid of a postcode's longest known prefix; a city given too prefers that locality among equals. */
  async function centroidOfPostcode(executor: Kysely<Database>, country: string, postcode: string, city: string | null): Promise<Centroid | undefined> {
    const prefixes = postcodePrefixes(country, postcode);
    if (prefixes.length === 0) return undefined;
    const rows = await executor
      .selectFrom("postcode_area")
      .select(["postcode_prefix", "latitude", "longitude", "locality_folded", "id"])
      .where("country", "=", country)
      .where("postcode_prefix", "in", prefixes)
      .orderBy("id")
      .execute();
    if (rows.length === 0) return undefined;
    const longest = Math.max(...rows.map((row) => row.postcode_prefix.length));
    const best = rows.filter((row) => row.postcode_prefix.length === longest);
    return (city && best.find((row) => row.locality_folded === city)) || best[0];
  }

  /**
   * The centre of a locality: exact (folded) name first, then the shortest name it starts. A
   * city's several rows (arrondissements, districts, its département of the same name) are
   * averaged; a namesake far away is another place and is left out.
   */
  async function centroidOfCity(executor: Kysely<Database>, country: string, folded: string): Promise<Centroid | undefined> {
    const localities = (name: string) =>
      executor
        .selectFrom("postcode_area")
        .select(["latitude", "longitude", "locality_folded"])
        .where("country", "=", country)
        .where("locality_folded", "=", name)
        // Towns' own postcodes before the areas that contain them: "Vienne" is the town before the département.
        .orderBy((eb) => eb.fn("length", ["postcode_prefix"]), "desc")
        .orderBy("id")
        .execute();
    let rows = await localities(folded);
    if (rows.length === 0 && expandSaint(folded) !== folded) rows = await localities(expandSaint(folded));
    if (rows.length === 0) {
      const nearest = await executor
        .selectFrom("postcode_area")
        .select("locality_folded")
        .where("country", "=", country)
        // Folded text is lower-case letters, digits and spaces: nothing a LIKE pattern would read as a wildcard.
        .where("locality_folded", "like", `${folded}%`)
        .orderBy((eb) => eb.fn("length", ["locality_folded"]))
        .orderBy("locality_folded")
        .limit(1)
        .executeTakeFirst();
      if (!nearest) return undefined;
      rows = await localities(nearest.locality_folded);
    }
    const [first] = rows;
    if (!first) return undefined;
    const place = rows.filter((row) => distanceKm(first, row) <= SAME_PLACE_KM);
    return {
      latitude: place.reduce((sum, row) => sum + Number(row.latitude), 0) / place.length,
      longitude: place.reduce((sum, row) => sum + Number(row.longitude), 0) / place.length,
      locality_folded: first.locality_folded,
    };
  }

  /**
   * The `first` points nearest `from`: points are read within a latitude/longitude box around it
   * (the index on country and latitude), and the box is grown until it holds `first` points
   * within the circle it contains — only then is no point outside the box nearer than those.
   */
  async function nearest(executor: Kysely<Database>, country: string, from: { latitude: number; longitude: number }, first: number) {
    // Positions only while looking: a city's box holds a hundred points, of which `first` are read whole.
    let found: { id: string; distanceKm: number }[] = [];
    let degrees = FIRST_BOX_DEGREES;
    for (;;) {
      const longitudeDegrees = Math.min(180, degrees / Math.max(0.01, Math.cos((from.latitude * Math.PI) / 180)));
      const rows = await executor
        .selectFrom("pickup_point")
        .select(["id", "latitude", "longitude"])
        .where("country", "=", country)
        .where("latitude", ">=", from.latitude - degrees)
        .where("latitude", "<=", from.latitude + degrees)
        .where("longitude", ">=", from.longitude - longitudeDegrees)
        .where("longitude", "<=", from.longitude + longitudeDegrees)
        .where("active", "=", 1)
        .execute();
      found = rows.map((row) => ({ id: row.id, distanceKm: distanceKm(from, { latitude: Number(row.latitude), longitude: Number(row.longitude) }) }));
      const withinCircle = found.filter((row) => row.distanceKm <= degrees * KM_PER_DEGREE).length;
      if (withinCircle >= first || degrees >= MAX_BOX_DEGREES) break;
      // Points per area grow with the square of the radius: a box far too small grows faster than double.
      degrees = Math.min(MAX_BOX_DEGREES, degrees * Math.min(8, Math.max(2, Math.sqrt(first / Math.max(withinCircle, 1)))));
    }
    const nearestFirst = found.sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1)).slice(0, first);
    if (nearestFirst.length === 0) return [];
    const rows = await executor.selectFrom("pickup_point").selectAll().where("id", "in", nearestFirst.map((point) => point.id)).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A point deactivated between the two reads is left out.
    return nearestFirst.flatMap((point) => {
      const row = byId.get(point.id);
      return row && row.active === 1 ? [{ ...row, distanceKm: point.distanceKm }] : [];
    });
  }

  return {
    /**
     * The points nearest a postcode or a city of `country`, nearest first, with their distance in
     * km (to 10 m). The postcode is used when known, else the city. An unknown place or country,
     * or an input longer than any place, finds nothing.
     */
    async search(scope: ServiceScope, search: PickupPointSearch, first: number): Promise<(PickupPointRecord & { distanceKm: number })[]> {
      const wanted = Math.min(Math.max(Math.trunc(first), 0), MAX_PICKUP_POINTS);
      const postcode = search.postcode?.trim() ?? "";
      const city = search.city?.trim() ?? "";
      if (wanted === 0 || search.country.length > MAX_COUNTRY_LENGTH || postcode.length > MAX_POSTCODE_LENGTH || city.length > MAX_CITY_LENGTH) return [];
      const country = normaliseCountryId(search.country);
      const foldedCity = foldText(city);
      const executor = executorOf(scope);
      const centroid =
        (postcode ? await centroidOfPostcode(executor, country, postcode, foldedCity || null) : undefined) ??
        (foldedCity ? await centroidOfCity(executor, country, foldedCity) : undefined);
      if (!centroid) return [];
      const from = { latitude: Number(centroid.latitude), longitude: Number(centroid.longitude) };
      const points = await nearest(executor, country, from, wanted);
      return points.map((row) => ({ ...pickupPointRecordOf(row), distanceKm: Math.round(row.distanceKm * 100) / 100 }));
    },

    /** One point by id, in `country` when given (undefined: no such active point). */
    async byId(scope: ServiceScope, id: string, country?: string): Promise<PickupPointRecord | undefined> {
      if (id.length > MAX_ID_LENGTH || (country !== undefined && country.length > MAX_COUNTRY_LENGTH)) return undefined;
      let query = executorOf(scope).selectFrom("pickup_point").selectAll().where("id", "=", id).where("active", "=", 1);
      if (country !== undefined) query = query.where("country", "=", normaliseCountryId(country));
      const row = await query.executeTakeFirst();
      return row && pickupPointRecordOf(row);
    },
  };
}

export type PickupPointService = ReturnType<typeof createPickupPointService>;
