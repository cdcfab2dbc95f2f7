import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, expectNothingLeaked, gql } from "../../testing/api-test-kit.ts";
import { britishPostcodeAreas, frenchDepartements, pickupPointSeeds, postcodeAreaSeeds, seedPickupPoints, seedPostcodeAreas } from "../../testing/seed-data.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { distanceKm } from "./geo.ts";
import { postcodePrefixes } from "./service.ts";

/**
 * Pickup points searched by postcode or city over the API, on both databases, from the demo
 * relay network and its centroids; and that network's data checked point by point.
 */

const PICKUP_POINTS = /* GraphQL */ `
  query PickupPoints($search: PickupPointSearch!, $first: Int) {
    pickupPoints(search: $search, first: $first) {
      id
      name
      carrier
      address { country locality postalCode streetAddress }
      coordinates { latitude longitude }
      schedule { dayOfWeek periods { opens closes } }
      distanceKm
    }
  }
`;

interface Point {
  id: string;
  carrier: string;
  address: { country: string; locality: string; postalCode: string; streetAddress: string[] };
  coordinates: { latitude: number; longitude: number };
  schedule: { dayOfWeek: number; periods: { opens: string; closes: string }[] }[];
  distanceKm: number;
}

const expectNearestFirst = (points: Point[]) => {
  const distances = points.map((point) => point.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
};

describe.each(dialects)("pickup points on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const search = async (searchInput: Record<string, unknown>, first?: number): Promise<Point[]> => {
      const response = await gql(api, PICKUP_POINTS, { search: searchInput, first });
      expect(response.body.errors).toBeUndefined();
      return response.body.data.pickupPoints;
    };

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const { db } = api.commerce.database;
      await seedPickupPoints(db);
      await seedPostcodeAreas(db);
    });
    afterAll(() => api?.close());

    it("finds Paris points first for 75011, nearest first, with the whole point", async () => {
      const points = await search({ country: "FR", postcode: "75011" });
      expect(points).toHaveLength(10);
      for (const point of points) expect(point.address.locality).toBe("Paris");
      expect(points[0].address.postalCode).toBe("75011");
      expect(points[0].distanceKm).toBeLessThan(1.5);
      expectNearestFirst(points);
      expect(points[0]).toMatchObject({ carrier: "Mondial Relay", address: { country: "FR" } });
      expect(points[0].schedule.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(points[0].address.streetAddress.length).toBeGreaterThanOrEqual(1);
      // The distance answered is the one from the arrondissement's centroid.
      const centroid = postcodeAreaSeeds.find((area) => area.postcode_prefix === "75011")!;
      expect(distanceKm(centroid, points[0].coordinates)).toBeCloseTo(points[0].distanceKm, 1);
    });

    it("reads a postcode however it is typed, and falls back to its département", async () => {
      const spaced = await search({ country: "fr", postcode: " 75 011 " }, 3);
      expect(spaced.map((point) => point.id)).toEqual((await search({ country: "FR", postcode: "75011" }, 3)).map((point) => point.id));
      // A postcode of no listed town: the nearest points to its département's centre.
      const village = await search({ country: "FR", postcode: "15300" }, 3);
      expect(village[0].address.postalCode).toMatch(/^15/);
      const corsica = await search({ country: "FR", postcode: "2A" }, 2);
      expect(corsica[0].address.postalCode).toMatch(/^20/);
    });

    it("finds British points by full or partial postcode, and takes UK as GB", async () => {
      const westminster = await search({ country: "GB", postcode: "SW1A 1AA" }, 5);
      expect(westminster).toHaveLength(5);
      for (const point of westminster) expect(point).toMatchObject({ carrier: "DPD", address: { country: "GB", locality: "London" } });
      expect(westminster[0].address.postalCode).toMatch(/^SW1A \d[A-Z]{2}$/);
      expectNearestFirst(westminster);

      const manchester = await search({ country: "UK", postcode: "m11ae" }, 3);
      expect(manchester.map((point) => point.address.locality)).toEqual(["Manchester", "Manchester", "Manchester"]);
      expect(manchester[0].address.postalCode).toMatch(/^M1 /);
      const area = await search({ country: "GB", postcode: "EH" }, 1);
      expect(area[0].address.locality).toBe("Edinburgh");
    });

    it("finds points by city, accents, case and hyphens ignored", async () => {
      const stEtienne = await search({ country: "FR", city: "saint-etienne" }, 3);
      expect(stEtienne.map((point) => point.address.locality)).toEqual(["Saint-Étienne", "Saint-Étienne", "Saint-Étienne"]);
      expect(await search({ country: "FR", city: "St Etienne" }, 3)).toEqual(stEtienne);
      const aix = await search({ country: "FR", city: "Aix en provence" }, 2);
      expect(aix.map((point) => point.address.locality)).toEqual(["Aix-en-Provence", "Aix-en-Provence"]);
      // The start of a name finds the shortest name it starts.
      const nimes = await search({ country: "FR", city: "NIM" }, 1);
      expect(nimes[0].address.locality).toBe("Nîmes");
      // A city of several postcodes is searched from its centre, not from its first arrondissement.
      const paris = await search({ country: "FR", city: "paris" }, 1);
      expect(paris[0].address.locality).toBe("Paris");
      const london = await search({ country: "GB", city: "london" }, 3);
      for (const point of london) expect(point.address.locality).toBe("London");
      // The postcode wins over the city when both are given.
      const both = await search({ country: "FR", postcode: "69001", city: "Lille" }, 1);
      expect(both[0].address.locality).toBe("Lyon");
    });

    it("answers nothing for an unknown place, country or overlong input, without an error", async () => {
      expect(await search({ country: "FR", postcode: "99999" })).toEqual([]);
      expect(await search({ country: "FR", city: "Atlantis" })).toEqual([]);
      expect(await search({ country: "FR" })).toEqual([]);
      expect(await search({ country: "ZZ", postcode: "75011" })).toEqual([]);
      expect(await search({ country: "DE", city: "Berlin" })).toEqual([]);
      expect(await search({ country: "FR", postcode: "7".repeat(5000) })).toEqual([]);
      expect(await search({ country: "FR", city: "Paris".repeat(1000) })).toEqual([]);
      expect(await search({ country: "F".repeat(500), city: "Paris" })).toEqual([]);
      expect(await search({ country: "FR", postcode: "75%" })).toEqual([]);
      expect(await search({ country: "FR", city: "%" })).toEqual([]);
      const response = await gql(api, PICKUP_POINTS, { search: { country: "FR", postcode: "'; drop table pickup_point; --" } });
      expect(response.body).toEqual({ data: { pickupPoints: [] } });
      expectNothingLeaked(response);
    });

    it("caps `first` at 30, and widens the search until it has enough points", async () => {
      const many = await search({ country: "FR", postcode: "75011" }, 100);
      expect(many).toHaveLength(30);
      expectNearestFirst(many);
      expect(await search({ country: "FR", postcode: "75011" }, 0)).toEqual([]);
      expect(await search({ country: "FR", postcode: "75011" }, -5)).toEqual([]);
      // Mende has one point; the next ones are further away than the first search box.
      const remote = await search({ country: "FR", postcode: "48000" }, 30);
      expect(remote).toHaveLength(30);
      expect(remote[29].distanceKm).toBeGreaterThan(28);
      expectNearestFirst(remote);
      // Every point of the box-limited answer is as near as the nearest of all points.
      const all = pickupPointSeeds.filter((point) => point.country === "FR").map((point) => distanceKm({ latitude: 44.5181, longitude: 3.5 }, point));
      all.sort((a, b) => a - b);
      expect(remote.map((point) => point.distanceKm)).toEqual(all.slice(0, 30).map((distance) => Math.round(distance * 100) / 100));
    });

    it("finds a point by id only in its own country, and not once deactivated", async () => {
      const pickupPoints = api.commerce.services.pickupPoints;
      const scope = serviceScope();
      const point = await pickupPoints.byId(scope, "FR-MR-75011-01", "FR");
      expect(point).toMatchObject({ id: "FR-MR-75011-01", country: "FR", postcode: "75011", locality: "Paris" });
      expect(point!.schedule).toHaveLength(7);
      expect(await pickupPoints.byId(scope, "FR-MR-75011-01")).toEqual(point);
      expect(await pickupPoints.byId(scope, "FR-MR-75011-01", "GB")).toBeUndefined();
      expect(await pickupPoints.byId(scope, "GB-DPD-SW1A-01", "UK")).toMatchObject({ country: "GB" });
      expect(await pickupPoints.byId(scope, "FR-MR-00000-01", "FR")).toBeUndefined();
      expect(await pickupPoints.byId(scope, "x".repeat(10_000), "FR")).toBeUndefined();

      const { db } = api.commerce.database;
      await db.updateTable("pickup_point").set({ active: 0 }).where("id", "=", "FR-MR-75011-02").execute();
      try {
        expect(await pickupPoints.byId(scope, "FR-MR-75011-02", "FR")).toBeUndefined();
        const points = await search({ country: "FR", postcode: "75011" }, 30);
        expect(points.map((found) => found.id)).not.toContain("FR-MR-75011-02");
      } finally {
        await db.updateTable("pickup_point").set({ active: 1 }).where("id", "=", "FR-MR-75011-02").execute();
      }
    });

    it("seeds once: a second seed adds nothing", async () => {
      const { db } = api.commerce.database;
      expect(await seedPickupPoints(db)).toBe(0);
      expect(await seedPostcodeAreas(db)).toBe(0);
      const { n } = await db.selectFrom("postcode_area").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(postcodeAreaSeeds.length);
    });
  });
});

/** Rough bounding boxes: metropolitan France with Corsica, the United Kingdom with Northern Ireland and Shetland. */
const BOXES = {
  FR: { latitude: [41.3, 51.1], longitude: [-5.2, 9.6] },
  GB: { latitude: [49.9, 60.9], longitude: [-8.2, 1.8] },
} as const;
const POSTCODES = { FR: /^\d{5}$/, GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/ } as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

describe("the relay network's data", () => {
  it("has a few hundred points in France and about a hundred in the United Kingdom, each id once", () => {
    const counts = { FR: 0, GB: 0 };
    for (const point of pickupPointSeeds) counts[point.country as "FR" | "GB"]++;
    expect(counts.FR).toBeGreaterThanOrEqual(250);
    expect(counts.GB).toBeGreaterThanOrEqual(90);
    expect(counts.FR + counts.GB).toBe(pickupPointSeeds.length);
    expect(new Set(pickupPointSeeds.map((point) => point.id)).size).toBe(pickupPointSeeds.length);
  });

  it("gives every point 1 to 3 street lines, its country's postcode, coordinates in the country and a week of HH:MM periods", () => {
    for (const point of pickupPointSeeds) {
      const country = point.country as "FR" | "GB";
      const lines = JSON.parse(point.street_lines) as string[];
      expect(lines.length, point.id).toBeGreaterThanOrEqual(1);
      expect(lines.length, point.id).toBeLessThanOrEqual(3);
      for (const line of lines) expect(line.trim().length, point.id).toBeGreaterThan(3);
      expect(point.postcode, point.id).toMatch(POSTCODES[country]);
      expect(point.name.length, point.id).toBeGreaterThan(3);
      const box = BOXES[country];
      expect(point.latitude, point.id).toBeGreaterThan(box.latitude[0]);
      expect(point.latitude, point.id).toBeLessThan(box.latitude[1]);
      expect(point.longitude, point.id).toBeGreaterThan(box.longitude[0]);
      expect(point.longitude, point.id).toBeLessThan(box.longitude[1]);
      const week = JSON.parse(point.schedule) as { opens: string; closes: string }[][];
      expect(week, point.id).toHaveLength(7);
      expect(week.some((day) => day.length > 0), point.id).toBe(true);
      for (const day of week) {
        let previous = "00:00";
        for (const period of day) {
          expect(period.opens, point.id).toMatch(TIME);
          expect(period.closes, point.id).toMatch(TIME);
          expect(period.opens >= previous && period.closes > period.opens, point.id).toBe(true);
          previous = period.closes;
        }
      }
    }
  });

  it("keeps French shops' habits: most close for lunch and on Sunday; British ones mostly open all day", () => {
    const french = pickupPointSeeds.filter((point) => point.country === "FR").map((point) => JSON.parse(point.schedule) as unknown[][]);
    expect(french.filter((week) => week[6].length === 0).length / french.length).toBeGreaterThan(0.5);
    expect(french.filter((week) => week[1].length === 2).length / french.length).toBeGreaterThan(0.4);
    expect(french.some((week) => week[0].length === 0)).toBe(true);
    const british = pickupPointSeeds.filter((point) => point.country === "GB").map((point) => JSON.parse(point.schedule) as unknown[][]);
    expect(british.filter((week) => week[1].length === 1).length / british.length).toBeGreaterThan(0.6);
    expect(british.some((week) => week[6].length > 0)).toBe(true);
  });

  it("has a centroid for every metropolitan département and British postcode area, and for every point's postcode", () => {
    expect(frenchDepartements.filter(([prefix]) => /^\d\d$/.test(prefix))).toHaveLength(95);
    expect(britishPostcodeAreas.length).toBeGreaterThanOrEqual(120);
    for (const point of pickupPointSeeds) {
      const [prefix] = postcodePrefixes(point.country, point.postcode);
      expect(postcodeAreaSeeds.some((area) => area.country === point.country && area.postcode_prefix === prefix), point.id).toBe(true);
      // Near its own postcode's centroid (a town's points spread over its built-up area).
      const centroid = postcodeAreaSeeds.find((area) => area.country === point.country && area.postcode_prefix === prefix)!;
      expect(distanceKm(centroid, point), point.id).toBeLessThan(3);
    }
    for (const area of postcodeAreaSeeds) {
      const box = BOXES[area.country as "FR" | "GB"];
      expect(area.latitude, area.postcode_prefix).toBeGreaterThan(box.latitude[0]);
      expect(area.latitude, area.postcode_prefix).toBeLessThan(box.latitude[1]);
      expect(area.longitude, area.postcode_prefix).toBeGreaterThan(box.longitude[0]);
      expect(area.longitude, area.postcode_prefix).toBeLessThan(box.longitude[1]);
    }
  });

  it("looks British postcodes up by their outward code, French ones by every prefix", () => {
    expect(postcodePrefixes("GB", "sw1a 1aa")).toEqual(["SW1A", "SW1", "SW", "S"]);
    expect(postcodePrefixes("GB", "M11AE")).toEqual(["M1", "M"]);
    expect(postcodePrefixes("GB", "SW11")).toEqual(["SW11", "SW1", "SW", "S"]);
    expect(postcodePrefixes("FR", "75 011")).toEqual(["75011", "7501", "750", "75", "7"]);
    expect(postcodePrefixes("FR", "2b")).toEqual(["202", "20", "2"]);
    expect(postcodePrefixes("FR", "75-011")).toEqual([]);
  });
});
