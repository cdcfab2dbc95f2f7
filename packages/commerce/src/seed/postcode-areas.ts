import type { Insertable, Kysely } from "kysely";
import type { Database, PostcodeAreaTable } from "../db/schema.ts";
import { foldText } from "../shared/text-folding.ts";
import { type Town, britishTowns, frenchTowns } from "./pickup-points.ts";

/**
 * The centroids pickup points are searched from (modules/pickup-point): a postcode's longest
 * known prefix gives the place to measure distances from, without any external service.
 *
 * - France: every metropolitan département by its two-digit postcode prefix, and every
 *   postcode of the relay network's towns (Paris, Lyon and Marseille by arrondissement).
 *   Corsica's postcodes all start with 20: `20` is the island, `200`/`201` Corse-du-Sud (2A),
 *   `202`/`206` Haute-Corse (2B).
 * - United Kingdom: every postcode area (the outward code's letters: `AB`, `B`, `SW`…) and the
 *   outward codes of the relay network's towns (`SW1A`, `M1`…).
 *
 * Centroids are approximate (a few km): enough to sort relays by distance.
 */

type Area = readonly [prefix: string, locality: string, latitude: number, longitude: number];

/** Metropolitan départements, by postcode prefix, at their approximate geographic centre. */
export const frenchDepartements: readonly Area[] = [
  ["01", "Ain", 46.1, 5.35],
  ["02", "Aisne", 49.56, 3.56],
  ["03", "Allier", 46.39, 3.19],
  ["04", "Alpes-de-Haute-Provence", 44.1, 6.24],
  ["05", "Hautes-Alpes", 44.66, 6.26],
  ["06", "Alpes-Maritimes", 43.94, 7.12],
  ["07", "Ardèche", 44.75, 4.42],
  ["08", "Ardennes", 49.62, 4.64],
  ["09", "Ariège", 42.92, 1.5],
  ["10", "Aube", 48.3, 4.16],
  ["11", "Aude", 43.1, 2.41],
  ["12", "Aveyron", 44.28, 2.68],
  ["13", "Bouches-du-Rhône", 43.54, 5.09],
  ["14", "Calvados", 49.1, -0.36],
  ["15", "Cantal", 45.05, 2.67],
  ["16", "Charente", 45.72, 0.2],
  ["17", "Charente-Maritime", 45.78, -0.67],
  ["18", "Cher", 47.06, 2.49],
  ["19", "Corrèze", 45.36, 1.88],
  ["20", "Corse", 42.15, 9.1],
  ["200", "Corse-du-Sud", 41.86, 8.99],
  ["201", "Corse-du-Sud", 41.86, 8.99],
  ["202", "Haute-Corse", 42.4, 9.21],
  ["206", "Haute-Corse", 42.4, 9.21],
  ["21", "Côte-d'Or", 47.42, 4.77],
  ["22", "Côtes-d'Armor", 48.44, -2.86],
  ["23", "Creuse", 46.09, 2.02],
  ["24", "Dordogne", 45.1, 0.74],
  ["25", "Doubs", 47.16, 6.36],
  ["26", "Drôme", 44.68, 5.17],
  ["27", "Eure", 49.11, 1.0],
  ["28", "Eure-et-Loir", 48.39, 1.37],
  ["29", "Finistère", 48.26, -4.06],
  ["30", "Gard", 43.99, 4.18],
  ["31", "Haute-Garonne", 43.36, 1.17],
  ["32", "Gers", 43.69, 0.45],
  ["33", "Gironde", 44.83, -0.57],
  ["34", "Hérault", 43.58, 3.37],
  ["35", "Ille-et-Vilaine", 48.15, -1.64],
  ["36", "Indre", 46.78, 1.58],
  ["37", "Indre-et-Loire", 47.26, 0.69],
  ["38", "Isère", 45.26, 5.58],
  ["39", "Jura", 46.73, 5.7],
  ["40", "Landes", 43.97, -0.78],
  ["41", "Loir-et-Cher", 47.62, 1.43],
  ["42", "Loire", 45.73, 4.17],
  ["43", "Haute-Loire", 45.13, 3.81],
  ["44", "Loire-Atlantique", 47.35, -1.73],
  ["45", "Loiret", 47.91, 2.34],
  ["46", "Lot", 44.62, 1.6],
  ["47", "Lot-et-Garonne", 44.37, 0.46],
  ["48", "Lozère", 44.52, 3.5],
  ["49", "Maine-et-Loire", 47.39, -0.56],
  ["50", "Manche", 49.08, -1.33],
  ["51", "Marne", 48.95, 4.24],
  ["52", "Haute-Marne", 48.11, 5.23],
  ["53", "Mayenne", 48.15, -0.66],
  ["54", "Meurthe-et-Moselle", 48.79, 6.16],
  ["55", "Meuse", 48.99, 5.38],
  ["56", "Morbihan", 47.85, -2.81],
  ["57", "Moselle", 49.04, 6.66],
  ["58", "Nièvre", 47.12, 3.5],
  ["59", "Nord", 50.45, 3.22],
  ["60", "Oise", 49.41, 2.43],
  ["61", "Orne", 48.62, 0.13],
  ["62", "Pas-de-Calais", 50.49, 2.29],
  ["63", "Puy-de-Dôme", 45.73, 3.14],
  ["64", "Pyrénées-Atlantiques", 43.26, -0.76],
  ["65", "Hautes-Pyrénées", 43.05, 0.16],
  ["66", "Pyrénées-Orientales", 42.6, 2.52],
  ["67", "Bas-Rhin", 48.67, 7.55],
  ["68", "Haut-Rhin", 47.86, 7.27],
  ["69", "Rhône", 45.87, 4.64],
  ["70", "Haute-Saône", 47.64, 6.09],
  ["71", "Saône-et-Loire", 46.64, 4.54],
  ["72", "Sarthe", 47.99, 0.22],
  ["73", "Savoie", 45.48, 6.44],
  ["74", "Haute-Savoie", 46.03, 6.43],
  ["75", "Paris", 48.8566, 2.3522],
  ["76", "Seine-Maritime", 49.66, 1.03],
  ["77", "Seine-et-Marne", 48.63, 2.94],
  ["78", "Yvelines", 48.82, 1.84],
  ["79", "Deux-Sèvres", 46.55, -0.32],
  ["80", "Somme", 49.96, 2.28],
  ["81", "Tarn", 43.79, 2.17],
  ["82", "Tarn-et-Garonne", 44.08, 1.28],
  ["83", "Var", 43.46, 6.22],
  ["84", "Vaucluse", 44.0, 5.18],
  ["85", "Vendée", 46.67, -1.3],
  ["86", "Vienne", 46.56, 0.46],
  ["87", "Haute-Vienne", 45.89, 1.24],
  ["88", "Vosges", 48.2, 6.38],
  ["89", "Yonne", 47.84, 3.56],
  ["90", "Territoire de Belfort", 47.63, 6.93],
  ["91", "Essonne", 48.52, 2.24],
  ["92", "Hauts-de-Seine", 48.85, 2.25],
  ["93", "Seine-Saint-Denis", 48.91, 2.48],
  ["94", "Val-de-Marne", 48.78, 2.47],
  ["95", "Val-d'Oise", 49.08, 2.13],
];

/** British postcode areas (the outward code's letters), at the approximate centre of the area, named by its main post town. */
export const britishPostcodeAreas: readonly Area[] = [
  ["AB", "Aberdeen", 57.15, -2.5],
  ["AL", "St Albans", 51.77, -0.3],
  ["B", "Birmingham", 52.48, -1.89],
  ["BA", "Bath", 51.25, -2.45],
  ["BB", "Blackburn", 53.8, -2.4],
  ["BD", "Bradford", 53.82, -1.85],
  ["BH", "Bournemouth", 50.75, -1.9],
  ["BL", "Bolton", 53.6, -2.42],
  ["BN", "Brighton", 50.87, -0.2],
  ["BR", "Bromley", 51.38, 0.05],
  ["BS", "Bristol", 51.45, -2.6],
  ["BT", "Belfast", 54.6, -6.5],
  ["CA", "Carlisle", 54.7, -3.0],
  ["CB", "Cambridge", 52.22, 0.2],
  ["CF", "Cardiff", 51.55, -3.3],
  ["CH", "Chester", 53.2, -2.95],
  ["CM", "Chelmsford", 51.75, 0.45],
  ["CO", "Colchester", 51.9, 0.9],
  ["CR", "Croydon", 51.35, -0.1],
  ["CT", "Canterbury", 51.27, 1.2],
  ["CV", "Coventry", 52.35, -1.55],
  ["CW", "Crewe", 53.15, -2.45],
  ["DA", "Dartford", 51.43, 0.25],
  ["DD", "Dundee", 56.55, -2.9],
  ["DE", "Derby", 52.95, -1.5],
  ["DG", "Dumfries", 55.05, -3.9],
  ["DH", "Durham", 54.8, -1.6],
  ["DL", "Darlington", 54.45, -1.75],
  ["DN", "Doncaster", 53.55, -0.9],
  ["DT", "Dorchester", 50.7, -2.45],
  ["DY", "Dudley", 52.45, -2.1],
  ["E", "London", 51.54, -0.02],
  ["EC", "London", 51.517, -0.095],
  ["EH", "Edinburgh", 55.9, -3.2],
  ["EN", "Enfield", 51.67, -0.08],
  ["EX", "Exeter", 50.75, -3.6],
  ["FK", "Falkirk", 56.1, -3.9],
  ["FY", "Blackpool", 53.85, -3.0],
  ["G", "Glasgow", 55.86, -4.25],
  ["GL", "Gloucester", 51.85, -2.2],
  ["GU", "Guildford", 51.23, -0.7],
  ["HA", "Harrow", 51.58, -0.35],
  ["HD", "Huddersfield", 53.62, -1.8],
  ["HG", "Harrogate", 54.05, -1.55],
  ["HP", "Hemel Hempstead", 51.75, -0.65],
  ["HR", "Hereford", 52.05, -2.75],
  ["HS", "Stornoway", 57.75, -7.0],
  ["HU", "Hull", 53.78, -0.4],
  ["HX", "Halifax", 53.72, -1.9],
  ["IG", "Ilford", 51.57, 0.08],
  ["IP", "Ipswich", 52.15, 1.1],
  ["IV", "Inverness", 57.5, -4.6],
  ["KA", "Kilmarnock", 55.55, -4.6],
  ["KT", "Kingston upon Thames", 51.37, -0.3],
  ["KW", "Kirkwall", 58.7, -3.3],
  ["KY", "Kirkcaldy", 56.2, -3.1],
  ["L", "Liverpool", 53.42, -2.95],
  ["LA", "Lancaster", 54.15, -2.75],
  ["LD", "Llandrindod Wells", 52.25, -3.4],
  ["LE", "Leicester", 52.63, -1.1],
  ["LL", "Llandudno", 53.0, -3.8],
  ["LN", "Lincoln", 53.25, -0.4],
  ["LS", "Leeds", 53.82, -1.55],
  ["LU", "Luton", 51.88, -0.45],
  ["M", "Manchester", 53.47, -2.24],
  ["ME", "Rochester", 51.33, 0.6],
  ["MK", "Milton Keynes", 52.05, -0.75],
  ["ML", "Motherwell", 55.75, -3.9],
  ["N", "London", 51.58, -0.1],
  ["NE", "Newcastle upon Tyne", 55.05, -1.65],
  ["NG", "Nottingham", 52.98, -1.05],
  ["NN", "Northampton", 52.3, -0.75],
  ["NP", "Newport", 51.7, -3.0],
  ["NR", "Norwich", 52.65, 1.3],
  ["NW", "London", 51.56, -0.2],
  ["OL", "Oldham", 53.57, -2.1],
  ["OX", "Oxford", 51.8, -1.3],
  ["PA", "Paisley", 55.9, -4.9],
  ["PE", "Peterborough", 52.65, -0.1],
  ["PH", "Perth", 56.6, -3.8],
  ["PL", "Plymouth", 50.45, -4.2],
  ["PO", "Portsmouth", 50.8, -1.1],
  ["PR", "Preston", 53.75, -2.75],
  ["RG", "Reading", 51.4, -1.05],
  ["RH", "Redhill", 51.15, -0.2],
  ["RM", "Romford", 51.55, 0.2],
  ["S", "Sheffield", 53.38, -1.45],
  ["SA", "Swansea", 51.75, -4.1],
  ["SE", "London", 51.46, -0.05],
  ["SG", "Stevenage", 51.9, -0.2],
  ["SK", "Stockport", 53.35, -2.1],
  ["SL", "Slough", 51.5, -0.65],
  ["SM", "Sutton", 51.36, -0.19],
  ["SN", "Swindon", 51.5, -1.85],
  ["SO", "Southampton", 50.95, -1.35],
  ["SP", "Salisbury", 51.1, -1.75],
  ["SR", "Sunderland", 54.88, -1.4],
  ["SS", "Southend-on-Sea", 51.57, 0.6],
  ["ST", "Stoke-on-Trent", 52.95, -2.1],
  ["SW", "London", 51.46, -0.17],
  ["SY", "Shrewsbury", 52.6, -3.0],
  ["TA", "Taunton", 51.05, -3.1],
  ["TD", "Galashiels", 55.6, -2.6],
  ["TF", "Telford", 52.7, -2.45],
  ["TN", "Tonbridge", 51.05, 0.4],
  ["TQ", "Torquay", 50.45, -3.65],
  ["TR", "Truro", 50.25, -5.2],
  ["TS", "Middlesbrough", 54.57, -1.2],
  ["TW", "Twickenham", 51.45, -0.38],
  ["UB", "Southall", 51.53, -0.43],
  ["W", "London", 51.51, -0.22],
  ["WA", "Warrington", 53.38, -2.6],
  ["WC", "London", 51.517, -0.12],
  ["WD", "Watford", 51.66, -0.4],
  ["WF", "Wakefield", 53.68, -1.45],
  ["WN", "Wigan", 53.55, -2.65],
  ["WR", "Worcester", 52.15, -2.2],
  ["WS", "Walsall", 52.62, -1.95],
  ["WV", "Wolverhampton", 52.6, -2.15],
  ["YO", "York", 54.0, -0.95],
  ["ZE", "Lerwick", 60.3, -1.3],
];

export type PostcodeAreaSeed = Omit<Insertable<PostcodeAreaTable>, "id">;

const row = (country: string, [prefix, locality, latitude, longitude]: Area): PostcodeAreaSeed => ({
  country,
  postcode_prefix: prefix,
  locality,
  locality_folded: foldText(locality),
  latitude,
  longitude,
});

/** A town's postcodes, each at the town's centre (an arrondissement has its own row and centre). */
const townRows = (country: string, towns: readonly Town[]): PostcodeAreaSeed[] =>
  towns.flatMap(([locality, postcodes, latitude, longitude]) => postcodes.split(" ").map((prefix) => row(country, [prefix, locality, latitude, longitude])));

/** Every centroid, in a stable order: départements and areas, then towns. */
export const postcodeAreaSeeds: readonly PostcodeAreaSeed[] = [
  ...frenchDepartements.map((area) => row("FR", area)),
  ...townRows("FR", frenchTowns),
  ...britishPostcodeAreas.map((area) => row("GB", area)),
  ...townRows("GB", britishTowns),
];

const ROWS_PER_INSERT = 200;

/** Inserts the centroids missing (by country, prefix and locality). Returns how many were added. */
export async function seedPostcodeAreas(db: Kysely<Database>, seeds: readonly PostcodeAreaSeed[] = postcodeAreaSeeds): Promise<number> {
  const existing = await db.selectFrom("postcode_area").select(["country", "postcode_prefix", "locality_folded"]).execute();
  const key = (area: { country: string; postcode_prefix: string; locality_folded: string }) => `${area.country} ${area.postcode_prefix} ${area.locality_folded}`;
  const known = new Set(existing.map(key));
  const missing = seeds.filter((seed) => {
    if (known.has(key(seed))) return false;
    known.add(key(seed));
    return true;
  });
  for (let start = 0; start < missing.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto("postcode_area")
      .values(missing.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
  return missing.length;
}
