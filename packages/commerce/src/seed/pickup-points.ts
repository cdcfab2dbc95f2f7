import type { Insertable, Kysely } from "kysely";
import type { Database, PickupPointTable } from "../db/schema.ts";
import { createRandom, type Random } from "../media/svg-kit.ts";

/**
 * The demo shop's relay network: pickup points in real French and British towns, near their
 * real centres, with shop names, street lines and weekly schedules that read like the real
 * thing. Generated from the town lists below with a pseudo-random generator seeded by each
 * point's id, so every seed writes the same rows and an id keeps naming the same point (a cart
 * or an order may hold it).
 *
 * The carriers are those of the delivery methods that need a pickup point: Mondial Relay in
 * France (seed/shipping-rates.ts), DPD Pickup shops in the United Kingdom.
 */

/** A town: its name, its postcodes (FR: 5 digits; GB: outward codes), its centre and how many points it has. */
export type Town = readonly [locality: string, postcodes: string, latitude: number, longitude: number, points: number];

/** French towns; Paris, Lyon and Marseille by arrondissement (each its own postcode and centre). */
export const frenchTowns: readonly Town[] = [
  ["Paris", "75001", 48.8625, 2.3364, 2],
  ["Paris", "75002", 48.8683, 2.3428, 2],
  ["Paris", "75003", 48.863, 2.36, 2],
  ["Paris", "75004", 48.8543, 2.3576, 2],
  ["Paris", "75005", 48.8445, 2.35, 2],
  ["Paris", "75006", 48.8491, 2.3328, 2],
  ["Paris", "75007", 48.8562, 2.3121, 2],
  ["Paris", "75008", 48.8727, 2.3125, 2],
  ["Paris", "75009", 48.877, 2.3375, 2],
  ["Paris", "75010", 48.8761, 2.3607, 2],
  ["Paris", "75011", 48.859, 2.38, 3],
  ["Paris", "75012", 48.8412, 2.3876, 2],
  ["Paris", "75013", 48.8283, 2.3622, 3],
  ["Paris", "75014", 48.8292, 2.3265, 2],
  ["Paris", "75015", 48.8401, 2.293, 3],
  ["Paris", "75016", 48.857, 2.275, 2],
  ["Paris", "75017", 48.8873, 2.3067, 2],
  ["Paris", "75018", 48.8925, 2.3484, 3],
  ["Paris", "75019", 48.8871, 2.3848, 2],
  ["Paris", "75020", 48.8634, 2.401, 3],
  ["Lyon", "69001", 45.7676, 4.83, 2],
  ["Lyon", "69002", 45.75, 4.827, 2],
  ["Lyon", "69003", 45.758, 4.855, 2],
  ["Lyon", "69004", 45.779, 4.827, 1],
  ["Lyon", "69005", 45.758, 4.802, 1],
  ["Lyon", "69006", 45.77, 4.852, 1],
  ["Lyon", "69007", 45.745, 4.842, 2],
  ["Lyon", "69008", 45.735, 4.87, 1],
  ["Lyon", "69009", 45.774, 4.805, 1],
  ["Marseille", "13001", 43.299, 5.383, 2],
  ["Marseille", "13002", 43.306, 5.366, 1],
  ["Marseille", "13003", 43.312, 5.38, 1],
  ["Marseille", "13004", 43.306, 5.401, 1],
  ["Marseille", "13005", 43.293, 5.398, 2],
  ["Marseille", "13006", 43.287, 5.38, 2],
  ["Marseille", "13007", 43.282, 5.36, 1],
  ["Marseille", "13008", 43.25, 5.38, 2],
  ["Marseille", "13009", 43.25, 5.43, 1],
  ["Marseille", "13010", 43.275, 5.425, 1],
  ["Marseille", "13011", 43.288, 5.48, 1],
  ["Marseille", "13012", 43.308, 5.44, 1],
  ["Marseille", "13013", 43.349, 5.433, 1],
  ["Marseille", "13014", 43.345, 5.39, 1],
  ["Marseille", "13015", 43.356, 5.362, 1],
  ["Marseille", "13016", 43.362, 5.313, 1],
  ["Toulouse", "31000 31100 31200 31300 31400 31500", 43.6045, 1.444, 8],
  ["Nice", "06000 06100 06200 06300", 43.7034, 7.2663, 6],
  ["Nantes", "44000 44100 44200 44300", 47.2184, -1.5536, 6],
  ["Strasbourg", "67000 67100 67200", 48.5734, 7.7521, 6],
  ["Montpellier", "34000 34070 34080 34090", 43.6108, 3.8767, 6],
  ["Bordeaux", "33000 33100 33200 33300 33800", 44.8378, -0.5792, 6],
  ["Lille", "59000 59160 59260 59800", 50.6292, 3.0573, 6],
  ["Rennes", "35000 35200 35700", 48.1173, -1.6778, 4],
  ["Reims", "51100", 49.2583, 4.0317, 3],
  ["Le Havre", "76600 76610 76620", 49.4944, 0.1079, 3],
  ["Saint-Étienne", "42000 42100", 45.4397, 4.3872, 3],
  ["Toulon", "83000 83100 83200", 43.1242, 5.928, 3],
  ["Grenoble", "38000 38100", 45.1885, 5.7245, 4],
  ["Dijon", "21000", 47.322, 5.0415, 3],
  ["Angers", "49000 49100", 47.4784, -0.5632, 3],
  ["Nîmes", "30000 30900", 43.8367, 4.3601, 3],
  ["Villeurbanne", "69100", 45.7719, 4.8902, 2],
  ["Clermont-Ferrand", "63000 63100", 45.7772, 3.087, 3],
  ["Le Mans", "72000 72100", 48.0061, 0.1996, 3],
  ["Aix-en-Provence", "13090 13100", 43.5297, 5.4474, 3],
  ["Brest", "29200", 48.3904, -4.4861, 3],
  ["Tours", "37000 37100 37200", 47.3941, 0.6848, 3],
  ["Amiens", "80000 80080 80090", 49.8941, 2.2958, 3],
  ["Limoges", "87000 87100", 45.8336, 1.2611, 3],
  ["Annecy", "74000", 45.8992, 6.1294, 2],
  ["Perpignan", "66000 66100", 42.6887, 2.8948, 3],
  ["Boulogne-Billancourt", "92100", 48.8397, 2.2399, 2],
  ["Metz", "57000 57050", 49.1193, 6.1757, 3],
  ["Besançon", "25000", 47.2378, 6.0241, 3],
  ["Orléans", "45000 45100", 47.903, 1.9093, 3],
  ["Saint-Denis", "93200", 48.9362, 2.3574, 2],
  ["Argenteuil", "95100", 48.9472, 2.2467, 2],
  ["Rouen", "76000 76100", 49.4432, 1.0999, 3],
  ["Mulhouse", "68100 68200", 47.7508, 7.3359, 3],
  ["Montreuil", "93100", 48.8638, 2.4485, 2],
  ["Caen", "14000", 49.1829, -0.3707, 3],
  ["Nancy", "54000 54100", 48.6921, 6.1844, 3],
  ["Roubaix", "59100", 50.6942, 3.1746, 2],
  ["Tourcoing", "59200", 50.7239, 3.1612, 1],
  ["Nanterre", "92000", 48.8924, 2.2071, 1],
  ["Vitry-sur-Seine", "94400", 48.7875, 2.3928, 1],
  ["Créteil", "94000", 48.7904, 2.4556, 2],
  ["Avignon", "84000", 43.9493, 4.8055, 2],
  ["Poitiers", "86000", 46.5802, 0.3404, 2],
  ["Aubervilliers", "93300", 48.9146, 2.3821, 1],
  ["Versailles", "78000", 48.8049, 2.1204, 2],
  ["Colombes", "92700", 48.9226, 2.2522, 1],
  ["Asnières-sur-Seine", "92600", 48.9147, 2.2874, 1],
  ["Aulnay-sous-Bois", "93600", 48.9386, 2.4939, 1],
  ["Courbevoie", "92400", 48.8973, 2.2522, 1],
  ["Rueil-Malmaison", "92500", 48.8778, 2.1803, 1],
  ["Pau", "64000", 43.2951, -0.3708, 2],
  ["La Rochelle", "17000", 46.1603, -1.1511, 2],
  ["Champigny-sur-Marne", "94500", 48.8172, 2.5156, 1],
  ["Calais", "62100", 50.9513, 1.8587, 2],
  ["Antibes", "06600", 43.5808, 7.1251, 2],
  ["Cannes", "06400 06150", 43.5528, 7.0174, 2],
  ["Béziers", "34500", 43.3442, 3.2158, 2],
  ["Saint-Maur-des-Fossés", "94100", 48.7939, 2.4936, 1],
  ["Bourges", "18000", 47.081, 2.3988, 2],
  ["Saint-Nazaire", "44600", 47.2735, -2.2138, 2],
  ["Colmar", "68000", 48.0794, 7.3585, 2],
  ["Valence", "26000", 44.9334, 4.8924, 2],
  ["Quimper", "29000", 47.996, -4.1024, 2],
  ["Ajaccio", "20000 20090", 41.9192, 8.7386, 2],
  ["Bastia", "20200 20600", 42.697, 9.4509, 2],
  ["Troyes", "10000", 48.2973, 4.0744, 2],
  ["Lorient", "56100", 47.7483, -3.37, 2],
  ["Vannes", "56000", 47.6582, -2.7608, 2],
  ["Niort", "79000", 46.3237, -0.4588, 2],
  ["Chambéry", "73000", 45.5646, 5.9178, 2],
  ["Cholet", "49300", 47.06, -0.8789, 1],
  ["Saint-Malo", "35400", 48.6493, -2.0257, 2],
  ["Beauvais", "60000", 49.4295, 2.0807, 1],
  ["Chartres", "28000", 48.4439, 1.489, 2],
  ["Laval", "53000", 48.0706, -0.7734, 2],
  ["Arras", "62000", 50.291, 2.7775, 2],
  ["Dunkerque", "59140 59240", 51.0344, 2.3768, 2],
  ["Cherbourg-en-Cotentin", "50100", 49.6337, -1.6222, 2],
  ["Saint-Brieuc", "22000", 48.5136, -2.7603, 2],
  ["Angoulême", "16000", 45.6484, 0.1562, 2],
  ["Bayonne", "64100", 43.4929, -1.4748, 2],
  ["Périgueux", "24000", 45.1846, 0.7214, 1],
  ["Biarritz", "64200", 43.4832, -1.5586, 1],
  ["Agen", "47000", 44.2033, 0.6163, 1],
  ["Montauban", "82000", 44.0176, 1.355, 1],
  ["Albi", "81000", 43.9289, 2.1464, 1],
  ["Carcassonne", "11000", 43.213, 2.3491, 1],
  ["Narbonne", "11100", 43.1839, 3.0042, 1],
  ["Tarbes", "65000", 43.2328, 0.0781, 1],
  ["Auch", "32000", 43.6465, 0.5855, 1],
  ["Rodez", "12000", 44.3506, 2.575, 1],
  ["Cahors", "46000", 44.4475, 1.4419, 1],
  ["Aurillac", "15000", 44.9264, 2.4397, 1],
  ["Le Puy-en-Velay", "43000", 45.0434, 3.8858, 1],
  ["Mende", "48000", 44.5181, 3.5, 1],
  ["Privas", "07000", 44.7353, 4.5992, 1],
  ["Gap", "05000", 44.5594, 6.0786, 1],
  ["Digne-les-Bains", "04000", 44.0925, 6.2356, 1],
  ["Fréjus", "83600", 43.433, 6.737, 1],
  ["Hyères", "83400", 43.1204, 6.1286, 1],
  ["Arles", "13200", 43.6768, 4.6303, 1],
  ["Alès", "30100", 44.125, 4.0817, 1],
  ["Sète", "34200", 43.4028, 3.6928, 1],
  ["Foix", "09000", 42.9653, 1.6069, 1],
  ["Mont-de-Marsan", "40000", 43.8902, -0.4999, 1],
  ["Dax", "40100", 43.7102, -1.0536, 1],
  ["Arcachon", "33120", 44.6586, -1.1689, 1],
  ["Libourne", "33500", 44.9153, -0.2439, 1],
  ["Brive-la-Gaillarde", "19100", 45.1589, 1.5331, 1],
  ["Tulle", "19000", 45.2671, 1.7707, 1],
  ["Guéret", "23000", 46.171, 1.8714, 1],
  ["Châteauroux", "36000", 46.8103, 1.6913, 1],
  ["Blois", "41000", 47.5861, 1.3359, 1],
  ["Vierzon", "18100", 47.222, 2.068, 1],
  ["Nevers", "58000", 46.9908, 3.159, 1],
  ["Moulins", "03000", 46.566, 3.333, 1],
  ["Vichy", "03200", 46.1277, 3.426, 1],
  ["Montluçon", "03100", 46.3401, 2.6034, 1],
  ["Mâcon", "71000", 46.3069, 4.8287, 1],
  ["Chalon-sur-Saône", "71100", 46.7808, 4.8539, 1],
  ["Auxerre", "89000", 47.7982, 3.5676, 1],
  ["Sens", "89100", 48.1975, 3.2833, 1],
  ["Bourg-en-Bresse", "01000", 46.2052, 5.2255, 1],
  ["Lons-le-Saunier", "39000", 46.6743, 5.555, 1],
  ["Vesoul", "70000", 47.6227, 6.1556, 1],
  ["Belfort", "90000", 47.6397, 6.8638, 1],
  ["Montbéliard", "25200", 47.51, 6.7983, 1],
  ["Épinal", "88000", 48.1724, 6.4496, 1],
  ["Bar-le-Duc", "55000", 48.7727, 5.16, 1],
  ["Verdun", "55100", 49.1598, 5.3844, 1],
  ["Thionville", "57100", 49.3579, 6.1683, 1],
  ["Charleville-Mézières", "08000", 49.762, 4.7263, 1],
  ["Châlons-en-Champagne", "51000", 48.9566, 4.3631, 1],
  ["Chaumont", "52000", 48.1113, 5.1392, 1],
  ["Saint-Quentin", "02100", 49.8465, 3.2876, 1],
  ["Laon", "02000", 49.5641, 3.6199, 1],
  ["Soissons", "02200", 49.3817, 3.3236, 1],
  ["Compiègne", "60200", 49.4179, 2.8261, 1],
  ["Évreux", "27000", 49.0241, 1.1508, 1],
  ["Dieppe", "76200", 49.9229, 1.0775, 1],
  ["Alençon", "61000", 48.4329, 0.0913, 1],
  ["Lisieux", "14100", 49.1466, 0.2258, 1],
  ["Saint-Lô", "50000", 49.1157, -1.0906, 1],
  ["Boulogne-sur-Mer", "62200", 50.7264, 1.6147, 1],
  ["Lens", "62300", 50.4321, 2.8333, 1],
  ["Douai", "59500", 50.3714, 3.08, 1],
  ["Valenciennes", "59300", 50.357, 3.5235, 1],
  ["Cambrai", "59400", 50.176, 3.2346, 1],
  ["Maubeuge", "59600", 50.2775, 3.9734, 1],
  ["Melun", "77000", 48.5421, 2.6554, 1],
  ["Meaux", "77100", 48.9601, 2.8788, 1],
  ["Fontainebleau", "77300", 48.4047, 2.7016, 1],
  ["Évry-Courcouronnes", "91000", 48.629, 2.441, 1],
  ["Massy", "91300", 48.7309, 2.2713, 1],
  ["Cergy", "95000", 49.0364, 2.0761, 1],
  ["Pontoise", "95300", 49.05, 2.1, 1],
  ["Saint-Germain-en-Laye", "78100", 48.8989, 2.0938, 1],
  ["Mantes-la-Jolie", "78200", 48.9908, 1.7172, 1],
  ["Neuilly-sur-Seine", "92200", 48.8846, 2.2697, 1],
  ["Issy-les-Moulineaux", "92130", 48.8245, 2.27, 1],
  ["Vincennes", "94300", 48.8474, 2.439, 1],
  ["Ivry-sur-Seine", "94200", 48.8157, 2.3849, 1],
  ["Bobigny", "93000", 48.9106, 2.4397, 1],
  ["Saint-Ouen-sur-Seine", "93400", 48.9123, 2.3342, 1],
  ["Levallois-Perret", "92300", 48.895, 2.287, 1],
  ["Clichy", "92110", 48.9045, 2.306, 1],
  ["La Roche-sur-Yon", "85000", 46.6705, -1.426, 1],
  ["Les Sables-d'Olonne", "85100", 46.4966, -1.7836, 1],
  ["Saumur", "49400", 47.26, -0.0769, 1],
  ["Rochefort", "17300", 45.9421, -0.9588, 1],
  ["Saintes", "17100", 45.7464, -0.6333, 1],
  ["Cognac", "16100", 45.6958, -0.3287, 1],
  ["Bergerac", "24100", 44.851, 0.482, 1],
  ["Morlaix", "29600", 48.5775, -3.8278, 1],
  ["Lannion", "22300", 48.7326, -3.4566, 1],
  ["Pontivy", "56300", 48.0686, -2.9628, 1],
  ["Fougères", "35300", 48.3524, -1.199, 1],
  ["Vitré", "35500", 48.1236, -1.2081, 1],
  ["Granville", "50400", 48.8379, -1.597, 1],
  ["Bayeux", "14400", 49.2764, -0.7024, 1],
  ["Honfleur", "14600", 49.419, 0.233, 1],
  ["Deauville", "14800", 49.357, 0.0697, 1],
  ["Annemasse", "74100", 46.1934, 6.2342, 1],
  ["Thonon-les-Bains", "74200", 46.3705, 6.4794, 1],
  ["Chamonix-Mont-Blanc", "74400", 45.9237, 6.8694, 1],
  ["Albertville", "73200", 45.6755, 6.3925, 1],
  ["Aix-les-Bains", "73100", 45.6886, 5.9153, 1],
  ["Vienne", "38200", 45.5256, 4.874, 1],
  ["Voiron", "38500", 45.364, 5.5897, 1],
  ["Roanne", "42300", 46.0344, 4.0726, 1],
  ["Villefranche-sur-Saône", "69400", 45.9898, 4.7186, 1],
  ["Montélimar", "26200", 44.5581, 4.7509, 1],
  ["Orange", "84100", 44.1381, 4.8075, 1],
  ["Carpentras", "84200", 44.0556, 5.0489, 1],
  ["Cavaillon", "84300", 43.8375, 5.0381, 1],
  ["Salon-de-Provence", "13300", 43.6403, 5.0972, 1],
  ["Martigues", "13500", 43.4053, 5.0475, 1],
  ["Aubagne", "13400", 43.2928, 5.5708, 1],
  ["La Ciotat", "13600", 43.1748, 5.6046, 1],
  ["Draguignan", "83300", 43.5366, 6.4646, 1],
  ["Saint-Raphaël", "83700", 43.4253, 6.7684, 1],
  ["Grasse", "06130", 43.658, 6.9225, 1],
  ["Menton", "06500", 43.7764, 7.5048, 1],
  ["Manosque", "04100", 43.8283, 5.7864, 1],
  ["Lunel", "34400", 43.6756, 4.1358, 1],
  ["Castres", "81100", 43.606, 2.24, 1],
  ["Millau", "12100", 44.0983, 3.078, 1],
  ["Figeac", "46100", 44.6086, 2.0317, 1],
  ["Lourdes", "65100", 43.0947, -0.0458, 1],
  ["Saint-Gaudens", "31800", 43.1081, 0.7233, 1],
  ["Colomiers", "31770", 43.6112, 1.3357, 1],
  ["Mérignac", "33700", 44.8386, -0.6436, 1],
  ["Pessac", "33600", 44.8067, -0.6311, 1],
  ["Talence", "33400", 44.808, -0.589, 1],
  ["Saint-Herblain", "44800", 47.2122, -1.6497, 1],
  ["Rezé", "44400", 47.1833, -1.55, 1],
  ["Villeneuve-d'Ascq", "59650", 50.6233, 3.145, 1],
  ["Sarreguemines", "57200", 49.11, 7.0689, 1],
  ["Haguenau", "67500", 48.8156, 7.7906, 1],
  ["Sélestat", "67600", 48.2594, 7.4542, 1],
  ["Lunéville", "54300", 48.5894, 6.4967, 1],
  ["Saint-Dié-des-Vosges", "88100", 48.2849, 6.9497, 1],
  ["Pontarlier", "25300", 46.9035, 6.3547, 1],
  ["Dole", "39100", 47.0922, 5.4897, 1],
  ["Beaune", "21200", 47.026, 4.84, 1],
  ["Le Creusot", "71200", 46.8006, 4.4406, 1],
  ["Épernay", "51200", 49.04, 3.96, 1],
  ["Sedan", "08200", 49.7019, 4.9403, 1],
  ["Abbeville", "80100", 50.1054, 1.8332, 1],
  ["Senlis", "60300", 49.2069, 2.5864, 1],
  ["Vernon", "27200", 49.0929, 1.4847, 1],
  ["Fécamp", "76400", 49.7578, 0.3747, 1],
  ["Elbeuf", "76500", 49.2865, 1.0085, 1],
  ["Argentan", "61200", 48.7444, -0.0203, 1],
  ["Flers", "61100", 48.75, -0.5667, 1],
  ["Mayenne", "53100", 48.3031, -0.6136, 1],
  ["La Flèche", "72200", 47.6975, -0.0756, 1],
  ["Vendôme", "41100", 47.7929, 1.0656, 1],
  ["Amboise", "37400", 47.4125, 0.9825, 1],
  ["Châtellerault", "86100", 46.8178, 0.5461, 1],
  ["Issoudun", "36100", 46.9481, 1.9933, 1],
  ["Montargis", "45200", 47.9975, 2.7328, 1],
  ["Dreux", "28100", 48.7368, 1.3661, 1],
  ["Étampes", "91150", 48.4343, 2.1615, 1],
  ["Rambouillet", "78120", 48.6436, 1.8299, 1],
  ["Provins", "77160", 48.5597, 3.2994, 1],
  ["Porto-Vecchio", "20137", 41.5911, 9.2795, 1],
  ["Calvi", "20260", 42.5679, 8.7569, 1],
  ["Corte", "20250", 42.3063, 9.15, 1],
];

/** British towns by outward code (London by district); each outward code is one postcode area row. */
export const britishTowns: readonly Town[] = [
  ["London", "SW1A", 51.501, -0.1416, 2],
  ["London", "W1D", 51.5136, -0.132, 2],
  ["London", "WC2N", 51.5094, -0.1254, 1],
  ["London", "EC1V", 51.5265, -0.0985, 1],
  ["London", "E1", 51.5175, -0.06, 2],
  ["London", "E2", 51.527, -0.055, 1],
  ["London", "N1", 51.539, -0.1, 2],
  ["London", "NW1", 51.535, -0.143, 2],
  ["London", "SE1", 51.5, -0.09, 2],
  ["London", "SW11", 51.465, -0.165, 1],
  ["London", "SW9", 51.47, -0.115, 1],
  ["London", "W12", 51.507, -0.233, 1],
  ["London", "E14", 51.505, -0.02, 1],
  ["London", "N16", 51.562, -0.076, 1],
  ["London", "SE15", 51.47, -0.065, 1],
  ["London", "NW6", 51.542, -0.195, 1],
  ["London", "E17", 51.585, -0.02, 1],
  ["London", "SW18", 51.455, -0.195, 1],
  ["London", "W5", 51.513, -0.304, 1],
  ["London", "SE10", 51.48, -0.008, 1],
  ["Manchester", "M1", 53.478, -2.236, 1],
  ["Manchester", "M4", 53.484, -2.23, 1],
  ["Manchester", "M14", 53.448, -2.225, 1],
  ["Manchester", "M20", 53.42, -2.23, 1],
  ["Birmingham", "B1", 52.48, -1.91, 1],
  ["Birmingham", "B5", 52.47, -1.895, 1],
  ["Birmingham", "B13", 52.435, -1.885, 1],
  ["Birmingham", "B29", 52.435, -1.945, 1],
  ["Leeds", "LS1", 53.797, -1.547, 1],
  ["Leeds", "LS6", 53.82, -1.57, 1],
  ["Liverpool", "L1", 53.402, -2.98, 1],
  ["Liverpool", "L15", 53.398, -2.92, 1],
  ["Glasgow", "G1", 55.861, -4.25, 1],
  ["Glasgow", "G12", 55.875, -4.295, 1],
  ["Glasgow", "G41", 55.835, -4.275, 1],
  ["Edinburgh", "EH1", 55.95, -3.19, 1],
  ["Edinburgh", "EH6", 55.97, -3.17, 1],
  ["Edinburgh", "EH10", 55.925, -3.21, 1],
  ["Bristol", "BS1", 51.454, -2.593, 1],
  ["Bristol", "BS6", 51.47, -2.6, 1],
  ["Bristol", "BS3", 51.44, -2.6, 1],
  ["Sheffield", "S1", 53.381, -1.47, 1],
  ["Sheffield", "S11", 53.365, -1.5, 1],
  ["Newcastle upon Tyne", "NE1", 54.972, -1.613, 1],
  ["Newcastle upon Tyne", "NE6", 54.975, -1.57, 1],
  ["Nottingham", "NG1", 52.954, -1.15, 1],
  ["Nottingham", "NG7", 52.945, -1.18, 1],
  ["Leicester", "LE1", 52.636, -1.133, 1],
  ["Leicester", "LE2", 52.62, -1.12, 1],
  ["Cardiff", "CF10", 51.48, -3.18, 1],
  ["Cardiff", "CF24", 51.488, -3.165, 1],
  ["Belfast", "BT1", 54.6, -5.93, 1],
  ["Belfast", "BT7", 54.585, -5.93, 1],
  ["Brighton", "BN1", 50.825, -0.14, 1],
  ["Brighton", "BN2", 50.82, -0.12, 1],
  ["Oxford", "OX1", 51.752, -1.2577, 1],
  ["Oxford", "OX4", 51.74, -1.22, 1],
  ["Cambridge", "CB1", 52.2, 0.135, 1],
  ["Cambridge", "CB2", 52.2, 0.118, 1],
  ["Norwich", "NR1", 52.628, 1.297, 1],
  ["Norwich", "NR2", 52.63, 1.285, 1],
  ["Southampton", "SO14", 50.905, -1.4, 1],
  ["Portsmouth", "PO1", 50.799, -1.09, 1],
  ["York", "YO1", 53.959, -1.0815, 1],
  ["Bath", "BA1", 51.3811, -2.359, 1],
  ["Exeter", "EX1", 50.723, -3.525, 1],
  ["Plymouth", "PL1", 50.37, -4.143, 1],
  ["Reading", "RG1", 51.455, -0.97, 1],
  ["Coventry", "CV1", 52.408, -1.51, 1],
  ["Aberdeen", "AB10", 57.145, -2.1, 1],
  ["Dundee", "DD1", 56.462, -2.97, 1],
  ["Inverness", "IV1", 57.4778, -4.2247, 1],
  ["Swansea", "SA1", 51.6214, -3.9436, 1],
  ["Stoke-on-Trent", "ST1", 53.025, -2.18, 1],
  ["Derby", "DE1", 52.9225, -1.475, 1],
  ["Hull", "HU1", 53.744, -0.332, 1],
  ["Bradford", "BD1", 53.795, -1.752, 1],
  ["Wolverhampton", "WV1", 52.586, -2.128, 1],
  ["Milton Keynes", "MK9", 52.042, -0.758, 1],
  ["Canterbury", "CT1", 51.28, 1.08, 1],
  ["Ipswich", "IP1", 52.059, 1.15, 1],
  ["Chester", "CH1", 53.193, -2.893, 1],
  ["Lincoln", "LN1", 53.23, -0.54, 1],
  ["Carlisle", "CA1", 54.892, -2.932, 1],
  ["Stirling", "FK8", 56.12, -3.94, 1],
  ["Perth", "PH1", 56.395, -3.43, 1],
  ["Sunderland", "SR1", 54.906, -1.382, 1],
  ["Middlesbrough", "TS1", 54.574, -1.235, 1],
  ["Preston", "PR1", 53.76, -2.7, 1],
  ["Blackpool", "FY1", 53.8175, -3.05, 1],
  ["Bournemouth", "BH1", 50.72, -1.88, 1],
  ["Swindon", "SN1", 51.56, -1.78, 1],
  ["Gloucester", "GL1", 51.864, -2.244, 1],
  ["Cheltenham", "GL50", 51.9, -2.075, 1],
  ["Worcester", "WR1", 52.192, -2.22, 1],
  ["Shrewsbury", "SY1", 52.71, -2.75, 1],
  ["Luton", "LU1", 51.879, -0.417, 1],
  ["Northampton", "NN1", 52.237, -0.897, 1],
  ["Peterborough", "PE1", 52.574, -0.24, 1],
  ["Colchester", "CO1", 51.889, 0.9, 1],
  ["Chelmsford", "CM1", 51.736, 0.469, 1],
  ["Guildford", "GU1", 51.236, -0.57, 1],
  ["Winchester", "SO23", 51.063, -1.31, 1],
  ["Salisbury", "SP1", 51.069, -1.795, 1],
  ["Truro", "TR1", 50.263, -5.051, 1],
  ["Taunton", "TA1", 51.015, -3.1, 1],
  ["Harrogate", "HG1", 53.992, -1.54, 1],
  ["Durham", "DH1", 54.776, -1.575, 1],
  ["Lancaster", "LA1", 54.047, -2.801, 1],
  ["Kilmarnock", "KA1", 55.611, -4.495, 1],
  ["Dumfries", "DG1", 55.07, -3.61, 1],
  ["Llandudno", "LL30", 53.324, -3.827, 1],
  ["Newport", "NP20", 51.588, -2.998, 1],
  ["Warrington", "WA1", 53.39, -2.59, 1],
  ["Stockport", "SK1", 53.408, -2.149, 1],
  ["Bolton", "BL1", 53.578, -2.429, 1],
  ["Huddersfield", "HD1", 53.645, -1.785, 1],
  ["Wakefield", "WF1", 53.683, -1.499, 1],
  ["Doncaster", "DN1", 53.5228, -1.1285, 1],
  ["Southend-on-Sea", "SS1", 51.538, 0.713, 1],
  ["Croydon", "CR0", 51.376, -0.098, 1],
  ["Kingston upon Thames", "KT1", 51.412, -0.3, 1],
  ["Watford", "WD17", 51.656, -0.396, 1],
  ["St Albans", "AL1", 51.752, -0.336, 1],
  ["Slough", "SL1", 51.51, -0.595, 1],
  ["Tunbridge Wells", "TN1", 51.132, 0.263, 1],
  ["Torquay", "TQ1", 50.462, -3.525, 1],
];

interface Period {
  opens: string;
  closes: string;
}
type Week = Period[][];

const p = (opens: string, closes: string): Period => ({ opens, closes });
/** A week from Monday to Sunday. */
const week = (...days: Period[][]): Week => days;

const LUNCH = [p("09:00", "12:30"), p("14:00", "19:00")];
const LUNCH_LATE = [p("08:30", "12:00"), p("14:30", "19:30")];

/** French shops mostly close for lunch and on Sundays, often on Monday morning or all Monday. */
const frenchWeeks: Record<"independent" | "mondayMorning" | "mondayClosed" | "tabac" | "superette" | "city", Week> = {
  independent: week(LUNCH, LUNCH, LUNCH, LUNCH, LUNCH, [p("09:00", "12:30"), p("14:00", "18:00")], []),
  mondayMorning: week([p("14:00", "19:00")], LUNCH, LUNCH, LUNCH, LUNCH, [p("09:00", "12:30"), p("14:00", "18:00")], []),
  mondayClosed: week([], LUNCH_LATE, LUNCH_LATE, LUNCH_LATE, LUNCH_LATE, [p("08:30", "12:30"), p("14:00", "18:00")], []),
  tabac: week(...Array.from({ length: 6 }, () => [p("07:00", "19:30")]), [p("08:00", "12:30")]),
  superette: week(...Array.from({ length: 6 }, () => [p("08:00", "20:30")]), [p("09:00", "13:00")]),
  city: week([], ...Array.from({ length: 5 }, () => [p("10:00", "19:00")]), []),
};

/** British shops mostly open all day; convenience stores and newsagents open on Sunday for a few hours. */
const britishWeeks: Record<"convenience" | "newsagent" | "drycleaner" | "smallShop", Week> = {
  convenience: week(...Array.from({ length: 6 }, () => [p("07:00", "22:00")]), [p("10:00", "16:00")]),
  newsagent: week(...Array.from({ length: 5 }, () => [p("06:00", "19:00")]), [p("07:00", "18:00")], [p("08:00", "13:00")]),
  drycleaner: week(...Array.from({ length: 5 }, () => [p("08:30", "18:00")]), [p("09:00", "17:00")], []),
  smallShop: week(...Array.from({ length: 5 }, () => [p("09:00", "13:00"), p("14:00", "17:30")]), [p("09:00", "13:00")], []),
};

type FrenchWeek = keyof typeof frenchWeeks;
type BritishWeek = keyof typeof britishWeeks;

/** A kind of shop: its name's start and the weeks it keeps. */
interface ShopKind<W> {
  names: readonly string[];
  weeks: readonly W[];
}

const frenchShops: readonly ShopKind<FrenchWeek>[] = [
  { names: ["Tabac-Presse", "Tabac Presse Loto", "Bar Tabac"], weeks: ["tabac", "tabac", "mondayMorning"] },
  { names: ["Maison de la Presse", "Presse Papeterie", "Librairie-Papeterie"], weeks: ["independent", "mondayMorning", "mondayClosed"] },
  { names: ["Pressing", "Pressing Blanchisserie", "Laverie Pressing"], weeks: ["independent", "mondayMorning", "mondayClosed"] },
  { names: ["Supérette", "Alimentation Générale", "Épicerie"], weeks: ["superette", "superette", "independent"] },
  { names: ["Fleuriste", "Fleurs", "Atelier Floral"], weeks: ["mondayClosed", "mondayMorning", "city"] },
  { names: ["Librairie", "Bouquinerie"], weeks: ["mondayClosed", "mondayMorning", "city"] },
  { names: ["Cordonnerie", "Cordonnerie Clés Minute"], weeks: ["mondayClosed", "independent"] },
  { names: ["Droguerie", "Quincaillerie", "Bazar"], weeks: ["independent", "mondayMorning"] },
  { names: ["Boutique Multiservices", "Téléphonie Multiservices"], weeks: ["city", "independent"] },
  { names: ["Cave", "Caviste"], weeks: ["mondayClosed", "mondayMorning"] },
];
const frenchNameEnds = [
  "du Centre",
  "de la Gare",
  "du Marché",
  "des Halles",
  "de la Place",
  "de la Mairie",
  "de l'Église",
  "du Parc",
  "des Arcades",
  "Le Balto",
  "Le Celtic",
  "L'Escale",
  "Le Longchamp",
  "Saint-Michel",
  "des Lilas",
  "du Théâtre",
  "de la Poste",
  "Le Narval",
  "Chez Martine",
  "Chez Karim",
  "Le Petit Prince",
  "du Square",
];
const frenchStreets = [
  "rue de la République",
  "avenue Jean Jaurès",
  "rue Victor Hugo",
  "boulevard Gambetta",
  "rue Pasteur",
  "place du Marché",
  "rue du Général Leclerc",
  "avenue de la Gare",
  "rue Nationale",
  "Grande Rue",
  "rue Jules Ferry",
  "rue de Paris",
  "avenue Foch",
  "rue Émile Zola",
  "rue Carnot",
  "rue des Écoles",
  "rue du Maréchal Joffre",
  "place de l'Église",
  "boulevard Voltaire",
  "rue Saint-Jacques",
  "avenue de la Libération",
  "rue Aristide Briand",
  "rue Anatole France",
  "rue Jean Moulin",
  "cours Lafayette",
  "rue du Faubourg",
  "rue Gabriel Péri",
  "avenue du Président Wilson",
  "rue des Tanneurs",
  "rue du Commerce",
];
const frenchSecondLines = ["Centre commercial Les Arcades", "Galerie marchande", "Résidence Le Parc", "Angle de la place", "Local commercial n° 2"];

const britishShops: readonly ShopKind<BritishWeek>[] = [
  { names: ["Newsagents", "News & Booze", "Newsagent & Post"], weeks: ["newsagent", "newsagent", "convenience"] },
  { names: ["Convenience Store", "Mini Market", "Food & Wine", "Village Stores"], weeks: ["convenience", "convenience", "newsagent"] },
  { names: ["Dry Cleaners", "Launderette", "Tailoring & Dry Cleaning"], weeks: ["drycleaner", "drycleaner", "smallShop"] },
  { names: ["Phone Repairs", "Key Cutting & Shoe Repairs", "Hardware"], weeks: ["drycleaner", "smallShop"] },
  { names: ["Off Licence", "Wine Merchants"], weeks: ["convenience", "smallShop"] },
];
const britishNameStarts = [
  "Patel's",
  "Singh's",
  "The Corner",
  "Parade",
  "Station",
  "Victoria",
  "Kings",
  "Queens",
  "Market",
  "High Street",
  "Park Lane",
  "Abbey",
  "Crown",
  "Greenway",
  "Riverside",
  "Broadway",
  "Bridge",
  "Castle",
];
const britishStreets = [
  "High Street",
  "Station Road",
  "Church Street",
  "London Road",
  "Victoria Road",
  "Park Road",
  "Queen Street",
  "King Street",
  "Market Street",
  "Mill Lane",
  "The Parade",
  "Broadway",
  "Green Lane",
  "Albert Road",
  "New Road",
  "Manor Road",
  "Bridge Street",
  "North Street",
  "Castle Street",
  "Springfield Road",
];
const britishFirstLines = ["Unit 2, The Arcade", "Unit 5, Riverside Parade", "Shop 3, Market Hall", "Unit 1, Kingsway Centre"];
/** The letters a British postcode's inward code may end with. */
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

/** Kilometres per degree of latitude: jitter is drawn in km, so a town's points are as spread out at any latitude. */
const KM_PER_DEGREE = 111.2;

function jitter(random: Random, latitude: number, longitude: number, radiusKm: number): { latitude: number; longitude: number } {
  const angle = random.range(0, 2 * Math.PI);
  // sqrt: points uniform over the disc, not bunched at its centre.
  const distance = radiusKm * Math.sqrt(random.next());
  const dLat = (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const dLon = (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round6(latitude + dLat), longitude: round6(longitude + dLon) };
}
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A point's spread around its town's centre: an arrondissement's points stay in it, a town's within its built-up area. */
const spreadKm = (town: Town): number => (/^(75|69|13)0\d\d$/.test(town[1]) ? 0.6 : town[4] > 3 ? 2.5 : 1.2);

const schedule = (week: Week): string => JSON.stringify(week);

export type PickupPointSeed = Omit<Insertable<PickupPointTable>, "active">;

/** A carrier's network in one country: its towns, and how its shops are named, addressed and opened. */
interface Network<W extends string> {
  country: string;
  carrier: string;
  /** Ids are `<prefix>-<postcode>-<nn>`: the same point keeps its id whatever is added elsewhere. */
  idPrefix: string;
  towns: readonly Town[];
  shops: readonly ShopKind<W>[];
  weeks: Record<W, Week>;
  name(random: Random, kind: ShopKind<W>): string;
  /** The street lines and the full postcode of a shop in the area of `postcode`. */
  address(random: Random, postcode: string): { streetLines: string[]; postcode: string };
}

function networkPoints<W extends string>(network: Network<W>): PickupPointSeed[] {
  const points: PickupPointSeed[] = [];
  const perPostcode = new Map<string, number>();
  for (const town of network.towns) {
    const [locality, postcodes, latitude, longitude, count] = town;
    const codes = postcodes.split(" ");
    const names = new Set<string>();
    for (let index = 0; index < count; index++) {
      // A town of several postcodes has its points spread over them.
      const area = codes[index % codes.length];
      const number = (perPostcode.get(area) ?? 0) + 1;
      perPostcode.set(area, number);
      const id = `${network.idPrefix}-${area}-${String(number).padStart(2, "0")}`;
      const random = createRandom(id);
      let name: string;
      let kind: ShopKind<W>;
      do {
        kind = random.pick(network.shops);
        name = network.name(random, kind);
      } while (names.has(name));
      names.add(name);
      const { streetLines, postcode } = network.address(random, area);
      points.push({
        id,
        carrier: network.carrier,
        country: network.country,
        name,
        street_lines: JSON.stringify(streetLines),
        postcode,
        locality,
        ...jitter(random, latitude, longitude, spreadKm(town)),
        schedule: schedule(network.weeks[random.pick(kind.weeks)]),
      });
    }
  }
  return points;
}

const mondialRelayFrance: Network<FrenchWeek> = {
  country: "FR",
  carrier: "Mondial Relay",
  idPrefix: "FR-MR",
  towns: frenchTowns,
  shops: frenchShops,
  weeks: frenchWeeks,
  name: (random, kind) => `${random.pick(kind.names)} ${random.pick(frenchNameEnds)}`,
  address(random, postcode) {
    const street = `${random.int(1, 148)}${random.next() < 0.08 ? " bis" : ""} ${random.pick(frenchStreets)}`;
    return { streetLines: random.next() < 0.15 ? [street, random.pick(frenchSecondLines)] : [street], postcode };
  },
};

const dpdPickupBritain: Network<BritishWeek> = {
  country: "GB",
  carrier: "DPD",
  idPrefix: "GB-DPD",
  towns: britishTowns,
  shops: britishShops,
  weeks: britishWeeks,
  name: (random, kind) => `${random.pick(britishNameStarts)} ${random.pick(kind.names)}`,
  address(random, outward) {
    const street = `${random.int(1, 240)} ${random.pick(britishStreets)}`;
    const streetLines = random.next() < 0.15 ? [random.pick(britishFirstLines), random.pick(britishStreets)] : [street];
    const inward = `${random.int(1, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
    return { streetLines, postcode: `${outward} ${inward}` };
  },
};

/** Every point of the demo relay network, in a stable order. */
export const pickupPointSeeds: readonly PickupPointSeed[] = [...networkPoints(mondialRelayFrance), ...networkPoints(dpdPickupBritain)];

/** Rows per insert: well under SQLite's bound-parameter limit (11 columns a row). */
const ROWS_PER_INSERT = 200;

/** Inserts the points missing (a point the operator changed or deactivated is left as it is). Returns how many were added. */
export async function seedPickupPoints(db: Kysely<Database>, seeds: readonly PickupPointSeed[] = pickupPointSeeds): Promise<number> {
  let added = 0;
  for (let start = 0; start < seeds.length; start += ROWS_PER_INSERT) {
    const result = await db
      .insertInto("pickup_point")
      .values(seeds.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
