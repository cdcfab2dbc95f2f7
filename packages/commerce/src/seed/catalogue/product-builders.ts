/**
 * Builders that turn the hand-written catalogue entries into `ProductSeed`s: typography, prices
 * per size, deterministic stock and age, the technical paragraph of raw materials, allergens read
 * from the main constituents, facts-based goods (bottles, accessories) and the custom options.
 * The prose of each raw material is written by hand in its family module; only technical facts
 * are composed here.
 */
import type { CustomOptionSeed, LabelCode, Localised, ProductFamily, ProductSeed, TierPriceSeed, VariantSeed } from "../../modules/product/product-definition.ts";

/** A French / English pair as written in the data modules. */
export type Text = readonly [fr: string, en: string];

/** French typography: typographic apostrophe, no-break spaces before « ; : ! ? % » and units, thousands. */
function french(text: string): string {
  return text
    .replace(/'/g, "’")
    .replace(/(?<![\d,])(\d{1,3}) (\d{3})(?!\d)/g, "$1\u202f$2")
    .replace(/\.\.\./g, "…")
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»")
    .replace(/ ([;!?])/g, "\u202f$1")
    .replace(/ :/g, "\u00a0:")
    .replace(/(\d) (%|ml|l|L|g|kg|mm|cm|°C|ppm)(?![\p{L}])/gu, "$1\u00a0$2");
}

/** British English typography: typographic apostrophe, no-break space between a number and its unit, "5%". */
function english(text: string): string {
  return text
    .replace(/'/g, "’")
    .replace(/(\d) %/g, "$1%")
    .replace(/\.\.\./g, "…")
    .replace(/(\d) (ml|l|L|g|kg|mm|cm|°C|ppm)(?![\p{L}])/gu, "$1\u00a0$2");
}

export function t(fr: string, en: string): Localised {
  return { fr: french(fr), en: english(en) };
}

export function text(pair: Text): Localised {
  return t(pair[0], pair[1]);
}

/** FNV-1a: a stable small hash, so stock levels and ages never change between seeds. */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Shelf prices are set incl. VAT (20 %) and stored excl. VAT, in cents. */
export function exclVatCents(inclVatEuros: number): number {
  return Math.round((inclVatEuros * 100) / 1.2);
}

/** Rounds a computed incl.-VAT price the way a shop would label it: 3.90, 14.90, 129.90. */
function shelfPrice(euros: number): number {
  if (euros < 10) return Math.max(0.5, Math.round(euros * 10) / 10);
  return Math.round(euros) - 0.1;
}

export function reduced(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

/** Bulk sizes are sold cheaper by the unit from 2, 5 and 10 pieces. */
function bulkTiers(cents: number): TierPriceSeed[] {
  return [
    { qty: 2, priceCents: reduced(cents, 5) },
    { qty: 5, priceCents: reduced(cents, 10) },
    { qty: 10, priceCents: reduced(cents, 15) },
  ];
}

/** Packaging is bought by the dozen or the hundred. */
function packagingTiers(cents: number): TierPriceSeed[] {
  return [
    { qty: 12, priceCents: reduced(cents, 10) },
    { qty: 50, priceCents: reduced(cents, 20) },
    { qty: 100, priceCents: reduced(cents, 30) },
  ];
}

export interface Size {
  value: string;
  label: Localised;
  /** Price relative to the reference size of the ladder (ratio 1). */
  ratio: number;
  bulk?: boolean;
}

const ml = (n: number, ratio: number, bulk = false): Size => ({ value: `${n}ml`, label: t(`${n} ml`, `${n} ml`), ratio, bulk });
const litre = (n: number, ratio: number): Size => ({ value: `${n}l`, label: t(`${n} L`, `${n} L`), ratio, bulk: true });
const grams = (n: number, ratio: number, bulk = false): Size => ({ value: `${n}g`, label: t(`${n} g`, `${n} g`), ratio, bulk });
const kilo = (n: number, ratio: number): Size => ({ value: `${n}kg`, label: t(`${n} kg`, `${n} kg`), ratio, bulk: true });

export interface Ladder {
  attribute: "volume" | "size";
  sizes: Size[];
}

/** Size ladders per family; the reference size (ratio 1) is the one whose price is written in the data. */
export const LADDERS = {
  /** Reference 10 ml. */
  essentialOil: { attribute: "volume", sizes: [ml(5, 0.62), ml(10, 1), ml(30, 2.3), ml(100, 5.9)] },
  /** Reference 10 ml, with a 1 L bulk size. */
  essentialOilBulk: { attribute: "volume", sizes: [ml(5, 0.62), ml(10, 1), ml(30, 2.3), ml(100, 5.9), litre(1, 42)] },
  /** Reference 5 ml: rare and costly oils. */
  precious: { attribute: "volume", sizes: [ml(2, 0.47), ml(5, 1), ml(10, 1.85)] },
  /** Reference 5 ml. */
  semiPrecious: { attribute: "volume", sizes: [ml(5, 1), ml(10, 1.8), ml(30, 4.6)] },
  /** Reference 200 ml. */
  hydrosol: { attribute: "volume", sizes: [ml(200, 1), litre(1, 3.4)] },
  /** Reference 100 ml. */
  vegetableOil: { attribute: "volume", sizes: [ml(50, 0.62), ml(100, 1), ml(250, 2.05), litre(1, 6.4)] },
  /** Reference 100 g. */
  butter: { attribute: "size", sizes: [grams(100, 1), grams(250, 2.1), kilo(1, 6.9)] },
  /** Reference 100 g. */
  aromaMolecule: { attribute: "size", sizes: [grams(10, 0.22), grams(100, 1), kilo(1, 7.2)] },
  /** Reference 10 g: costly molecules. */
  aromaMoleculePrecious: { attribute: "size", sizes: [grams(5, 0.6), grams(10, 1), grams(50, 4.2), grams(100, 7.6, true)] },
  /** Reference 100 g: powders and actives. */
  active: { attribute: "size", sizes: [grams(20, 0.3), grams(100, 1), grams(500, 4.1, true)] },
  /** Reference 10 g: potent actives used at low rates. */
  activePotent: { attribute: "size", sizes: [grams(5, 0.6), grams(10, 1), grams(50, 4.2, true)] },
  /** Reference 100 ml: liquids sold by volume. */
  liquid: { attribute: "volume", sizes: [ml(100, 1), ml(500, 3.8), litre(1, 6.9)] },
  /** Reference 50 ml. */
  eauDeParfum: { attribute: "volume", sizes: [ml(30, 0.72), ml(50, 1), ml(100, 1.55)] },
  /** Reference 180 g: scented candles. */
  candle: { attribute: "size", sizes: [grams(80, 0.55), grams(180, 1)] },
} satisfies Record<string, Ladder>;

/** Deterministic stock: most items between 6 and 180 units, bulk sizes fewer and sometimes none. */
export function stockFor(sku: string, bulk = false): number {
  const hash = hashOf(sku);
  if (bulk) return hash % 9 === 0 ? 0 : 2 + (hash % 24);
  return 6 + (hash % 175);
}

/** Days since the product was added: new products under a month, the rest over six weeks. */
export function ageFor(sku: string, isNew = false): number {
  const hash = hashOf(`${sku}:age`);
  return isNew ? 2 + (hash % 25) : 45 + (hash % 900);
}

export interface SaleAndStock {
  soldOut?: boolean;
  /** Percentage off every size. */
  salePercent?: number;
}

export function volumeVariants(sku: string, ladder: Ladder, referenceInclVat: number, flags: SaleAndStock = {}): VariantSeed[] {
  return ladder.sizes.map((size) => {
    const incl = size.ratio === 1 ? referenceInclVat : shelfPrice(referenceInclVat * size.ratio);
    const priceCents = exclVatCents(incl);
    const suffix = `-${size.value.toUpperCase()}`;
    const variant: VariantSeed = {
      skuSuffix: suffix,
      value: size.value,
      label: size.label,
      priceCents,
      stock: flags.soldOut ? 0 : stockFor(sku + suffix, size.bulk),
    };
    if (flags.salePercent) variant.specialPriceCents = reduced(priceCents, flags.salePercent);
    if (size.bulk) variant.tierPrices = bulkTiers(priceCents);
    return variant;
  });
}

// ---------------------------------------------------------------------------------------------
// Vocabulary for the technical block

interface Country {
  fr: string;
  en: string;
}

const COUNTRIES: Record<string, Country> = {
  AL: { fr: "Albanie", en: "Albania" },
  AR: { fr: "Argentine", en: "Argentina" },
  AT: { fr: "Autriche", en: "Austria" },
  AU: { fr: "Australie", en: "Australia" },
  BA: { fr: "Bosnie-Herzégovine", en: "Bosnia and Herzegovina" },
  BE: { fr: "Belgique", en: "Belgium" },
  BF: { fr: "Burkina Faso", en: "Burkina Faso" },
  BG: { fr: "Bulgarie", en: "Bulgaria" },
  BR: { fr: "Brésil", en: "Brazil" },
  CA: { fr: "Canada", en: "Canada" },
  CH: { fr: "Suisse", en: "Switzerland" },
  CI: { fr: "Côte d'Ivoire", en: "Côte d'Ivoire" },
  CL: { fr: "Chili", en: "Chile" },
  CN: { fr: "Chine", en: "China" },
  CO: { fr: "Colombie", en: "Colombia" },
  DM: { fr: "Dominique", en: "Dominica" },
  DE: { fr: "Allemagne", en: "Germany" },
  EG: { fr: "Égypte", en: "Egypt" },
  ES: { fr: "Espagne", en: "Spain" },
  ET: { fr: "Éthiopie", en: "Ethiopia" },
  FR: { fr: "France", en: "France" },
  GH: { fr: "Ghana", en: "Ghana" },
  GR: { fr: "Grèce", en: "Greece" },
  GT: { fr: "Guatemala", en: "Guatemala" },
  HR: { fr: "Croatie", en: "Croatia" },
  HT: { fr: "Haïti", en: "Haiti" },
  HU: { fr: "Hongrie", en: "Hungary" },
  ID: { fr: "Indonésie", en: "Indonesia" },
  IN: { fr: "Inde", en: "India" },
  IR: { fr: "Iran", en: "Iran" },
  IT: { fr: "Italie", en: "Italy" },
  JP: { fr: "Japon", en: "Japan" },
  KM: { fr: "Comores", en: "Comoros" },
  LA: { fr: "Laos", en: "Laos" },
  LK: { fr: "Sri Lanka", en: "Sri Lanka" },
  MA: { fr: "Maroc", en: "Morocco" },
  MG: { fr: "Madagascar", en: "Madagascar" },
  MN: { fr: "Mongolie", en: "Mongolia" },
  MX: { fr: "Mexique", en: "Mexico" },
  NP: { fr: "Népal", en: "Nepal" },
  NZ: { fr: "Nouvelle-Zélande", en: "New Zealand" },
  OM: { fr: "Oman", en: "Oman" },
  PE: { fr: "Pérou", en: "Peru" },
  PF: { fr: "Polynésie française", en: "French Polynesia" },
  PH: { fr: "Philippines", en: "Philippines" },
  PT: { fr: "Portugal", en: "Portugal" },
  PY: { fr: "Paraguay", en: "Paraguay" },
  RO: { fr: "Roumanie", en: "Romania" },
  RU: { fr: "Russie", en: "Russia" },
  SN: { fr: "Sénégal", en: "Senegal" },
  SO: { fr: "Somalie", en: "Somalia" },
  TH: { fr: "Thaïlande", en: "Thailand" },
  TN: { fr: "Tunisie", en: "Tunisia" },
  TR: { fr: "Turquie", en: "Turkey" },
  UA: { fr: "Ukraine", en: "Ukraine" },
  US: { fr: "États-Unis", en: "United States" },
  VE: { fr: "Venezuela", en: "Venezuela" },
  VN: { fr: "Viêt Nam", en: "Vietnam" },
  ZA: { fr: "Afrique du Sud", en: "South Africa" },
};

interface Part {
  label: Localised;
  /** "the flowering tops" as the complement of an extraction: "des sommités fleuries". */
  of: Localised;
}

const part = (fr: string, en: string, frOf: string, enOf: string): Part => ({ label: t(fr, en), of: t(frOf, enOf) });

const PARTS = {
  floweringTops: part("Sommités fleuries", "Flowering tops", "des sommités fleuries", "the flowering tops"),
  flowers: part("Fleurs", "Flowers", "des fleurs", "the flowers"),
  petals: part("Pétales", "Petals", "des pétales", "the petals"),
  flowerBuds: part("Boutons floraux", "Flower buds", "des boutons floraux", "the flower buds"),
  leaves: part("Feuilles", "Leaves", "des feuilles", "the leaves"),
  leavesTwigs: part("Feuilles et rameaux", "Leaves and twigs", "des feuilles et des rameaux", "the leaves and twigs"),
  needles: part("Aiguilles et rameaux", "Needles and twigs", "des aiguilles et des rameaux", "the needles and twigs"),
  aerialParts: part("Parties aériennes", "Aerial parts", "des parties aériennes", "the aerial parts"),
  herb: part("Plante entière", "Whole herb", "de la plante entière", "the whole herb"),
  peel: part("Zestes", "Peel", "des zestes", "the peel"),
  wholeFruit: part("Fruits entiers", "Whole fruit", "des fruits entiers", "the whole fruit"),
  fruits: part("Fruits", "Fruit", "des fruits", "the fruit"),
  berries: part("Baies", "Berries", "des baies", "the berries"),
  seeds: part("Graines", "Seeds", "des graines", "the seeds"),
  kernels: part("Amandes des noyaux", "Kernels", "des amandes des noyaux", "the kernels"),
  nuts: part("Noix", "Nuts", "des noix", "the nuts"),
  pulp: part("Pulpe du fruit", "Fruit pulp", "de la pulpe du fruit", "the fruit pulp"),
  bark: part("Écorce", "Bark", "de l'écorce", "the bark"),
  wood: part("Bois", "Wood", "du bois", "the wood"),
  heartwood: part("Bois de cœur", "Heartwood", "du bois de cœur", "the heartwood"),
  roots: part("Racines", "Roots", "des racines", "the roots"),
  rhizome: part("Rhizome", "Rhizome", "du rhizome", "the rhizome"),
  resin: part("Gomme-résine", "Gum resin", "de la gomme-résine", "the gum resin"),
  oleoresin: part("Oléorésine", "Oleoresin", "de l'oléorésine", "the oleoresin"),
  balsam: part("Baume", "Balsam", "du baume", "the balsam"),
  pods: part("Gousses", "Pods", "des gousses", "the pods"),
  beans: part("Fèves", "Beans", "des fèves", "the beans"),
  lichen: part("Lichen", "Lichen", "du lichen", "the lichen"),
  gum: part("Gomme", "Gum", "de la gomme", "the gum"),
  honeycomb: part("Rayons de cire", "Honeycomb", "des rayons de cire", "the honeycomb"),
  cones: part("Cônes", "Cones", "des cônes", "the cones"),
  stigmas: part("Stigmates", "Stigmas", "des stigmates", "the stigmas"),
  flowerWax: part("Fleurs (cire florale)", "Flowers (floral wax)", "des fleurs", "the flowers"),
} satisfies Record<string, Part>;
export type PartKey = keyof typeof PARTS;

interface Method {
  label: Localised;
  /** "by steam distillation" as an adverbial: "par distillation à la vapeur d'eau". */
  by: Localised;
}

const method = (fr: string, en: string, frBy: string, enBy: string): Method => ({ label: t(fr, en), by: t(frBy, enBy) });

const METHODS = {
  steam: method("Distillation à la vapeur d'eau", "Steam distillation", "par distillation à la vapeur d'eau", "by steam distillation"),
  hydro: method("Hydrodistillation", "Hydrodistillation", "par hydrodistillation", "by hydrodistillation"),
  fractional: method(
    "Distillation fractionnée à la vapeur d'eau",
    "Fractional steam distillation",
    "par distillation fractionnée à la vapeur d'eau",
    "by fractional steam distillation",
  ),
  expression: method("Expression à froid", "Cold expression", "par expression à froid", "by cold expression"),
  expressionRectified: method(
    "Expression à froid puis rectification sous vide",
    "Cold expression, then vacuum rectification",
    "par expression à froid puis rectification sous vide",
    "by cold expression and vacuum rectification",
  ),
  distilledPeel: method(
    "Distillation à la vapeur d'eau du fruit broyé",
    "Steam distillation of the crushed fruit",
    "par distillation à la vapeur d'eau",
    "by steam distillation",
  ),
  absolute: method(
    "Extraction aux solvants volatils puis lavage à l'éthanol",
    "Volatile-solvent extraction, then ethanol washing",
    "par extraction aux solvants volatils puis lavage à l'éthanol",
    "by volatile-solvent extraction and ethanol washing",
  ),
  concrete: method("Extraction à l'hexane (concrète)", "Hexane extraction (concrete)", "par extraction à l'hexane", "by hexane extraction"),
  resinoid: method("Extraction à l'éthanol (résinoïde)", "Ethanol extraction (resinoid)", "par extraction à l'éthanol", "by ethanol extraction"),
  co2Select: method(
    "Extraction au CO2 supercritique (sélective)",
    "Supercritical CO2 extraction (select)",
    "par extraction sélective au CO2 supercritique",
    "by select supercritical CO2 extraction",
  ),
  co2Total: method(
    "Extraction au CO2 supercritique (totale)",
    "Supercritical CO2 extraction (total)",
    "par extraction totale au CO2 supercritique",
    "by total supercritical CO2 extraction",
  ),
  hydrosol: method(
    "Distillation à la vapeur d'eau (eau aromatique)",
    "Steam distillation (aromatic water)",
    "par distillation à la vapeur d'eau",
    "by steam distillation",
  ),
  coldPressed: method("Première pression à froid", "First cold pressing", "par première pression à froid", "by first cold pressing"),
  pressedRefined: method("Pression puis raffinage doux", "Pressing and gentle refining", "par pression puis raffinage doux", "by pressing and gentle refining"),
  maceration: method(
    "Macération dans une huile végétale",
    "Maceration in a vegetable oil",
    "par macération dans une huile végétale",
    "by maceration in a vegetable oil",
  ),
  butterPressed: method("Pression et filtration", "Pressing and filtration", "par pression et filtration", "by pressing and filtration"),
  butterRefined: method(
    "Pression, raffinage et désodorisation",
    "Pressing, refining and deodorisation",
    "par pression, raffinage et désodorisation",
    "by pressing, refining and deodorisation",
  ),
  traditional: method(
    "Extraction traditionnelle à l'eau chaude",
    "Traditional hot-water extraction",
    "par extraction traditionnelle à l'eau chaude",
    "by traditional hot-water extraction",
  ),
  waxMelting: method("Fonte et filtration", "Melting and filtration", "par fonte et filtration", "by melting and filtration"),
  waxExtraction: method(
    "Extraction puis purification",
    "Extraction and purification",
    "par extraction puis purification",
    "by extraction and purification",
  ),
  synthesis: method("Synthèse", "Synthesis", "par synthèse", "by synthesis"),
  natural: method(
    "Isolat naturel (fractionnement)",
    "Natural isolate (fractionation)",
    "par fractionnement d'une huile essentielle",
    "by fractionation of an essential oil",
  ),
  fermentation: method("Biofermentation", "Biofermentation", "par biofermentation", "by biofermentation"),
  hydrolysis: method(
    "Hydrolyse d'huiles végétales",
    "Hydrolysis of vegetable oils",
    "par hydrolyse d'huiles végétales",
    "by hydrolysis of vegetable oils",
  ),
  glycerinExtract: method(
    "Extraction hydroglycérinée",
    "Water and glycerine extraction",
    "par extraction dans l'eau et la glycérine végétale",
    "by extraction in water and vegetable glycerine",
  ),
  powderExtract: method(
    "Extraction hydroalcoolique puis atomisation",
    "Hydroalcoholic extraction, then spray-drying",
    "par extraction hydroalcoolique puis atomisation",
    "by hydroalcoholic extraction and spray-drying",
  ),
  freezeDried: method("Lyophilisation du jus", "Freeze-drying of the juice", "par lyophilisation du jus", "by freeze-drying of the juice"),
  milling: method("Broyage et tamisage", "Milling and sieving", "par broyage et tamisage", "by milling and sieving"),
  compounding: method("Assemblage de matières premières", "Compounding of raw materials", "par assemblage de matières premières", "by compounding raw materials"),
  denaturing: method(
    "Fermentation et distillation de betterave sucrière, puis dénaturation",
    "Fermentation and distillation of sugar beet, then denaturing",
    "par fermentation et distillation de betterave sucrière, puis dénaturation",
    "by fermentation and distillation of sugar beet, then denaturing",
  ),
  esterification: method("Estérification", "Esterification", "par estérification", "by esterification"),
  semiSynthesis: method(
    "Hémisynthèse à partir d'une matière naturelle",
    "Semi-synthesis from a natural material",
    "par hémisynthèse à partir d'une matière naturelle",
    "by semi-synthesis from a natural material",
  ),
  molecularDistillation: method(
    "Distillation moléculaire de distillats d'huiles végétales",
    "Molecular distillation of vegetable oil distillates",
    "par distillation moléculaire de distillats d'huiles végétales",
    "by molecular distillation of vegetable oil distillates",
  ),
  degumming: method("Dégommage d'huile végétale", "Degumming of vegetable oil", "par dégommage d'huile végétale", "by degumming vegetable oil"),
  hydrogenation: method(
    "Hydrogénation d'acides gras végétaux",
    "Hydrogenation of plant fatty acids",
    "par hydrogénation d'acides gras végétaux",
    "by hydrogenation of plant fatty acids",
  ),
  crystallisation: method(
    "Cristallisation à partir de mélasse de betterave",
    "Crystallisation from beet molasses",
    "par cristallisation à partir de mélasse de betterave",
    "by crystallisation from beet molasses",
  ),
} satisfies Record<string, Method>;
export type MethodKey = keyof typeof METHODS;

/**
 * French names of the constituents quoted in technical blocks (the block itself keeps the
 * international name). Anything missing falls back to a lower-cased international name.
 */
const CONSTITUENTS_FR: Record<string, string> = {
  "1,8-Cineole": "1,8-cinéole",
  "Linalool": "linalol",
  "Linalyl acetate": "acétate de linalyle",
  "Lavandulyl acetate": "acétate de lavandulyle",
  "Limonene": "limonène",
  "Camphor": "camphre",
  "Fenchone": "fenchone",
  "Geraniol": "géraniol",
  "Geranyl acetate": "acétate de géranyle",
  "Nerol": "nérol",
  "Neryl acetate": "acétate de néryle",
  "Citronellol": "citronellol",
  "Citronellal": "citronellal",
  "Citronellyl formate": "formiate de citronellyle",
  "Geranial": "géranial",
  "Neral": "néral",
  "Menthol": "menthol",
  "Menthone": "menthone",
  "Isomenthone": "isomenthone",
  "Menthyl acetate": "acétate de menthyle",
  "Carvone": "carvone",
  "Thymol": "thymol",
  "Carvacrol": "carvacrol",
  "p-Cymene": "p-cymène",
  "γ-Terpinene": "γ-terpinène",
  "α-Terpinene": "α-terpinène",
  "Terpinen-4-ol": "terpinène-4-ol",
  "α-Terpineol": "α-terpinéol",
  "α-Terpinyl acetate": "acétate d'α-terpinyle",
  "α-Pinene": "α-pinène",
  "β-Pinene": "β-pinène",
  "Sabinene": "sabinène",
  "Myrcene": "myrcène",
  "Camphene": "camphène",
  "δ-3-Carene": "δ-3-carène",
  "α-Phellandrene": "α-phellandrène",
  "β-Phellandrene": "β-phellandrène",
  "Terpinolene": "terpinolène",
  "(Z)-β-Ocimene": "(Z)-β-ocimène",
  "(E)-β-Ocimene": "(E)-β-ocimène",
  "β-Caryophyllene": "β-caryophyllène",
  "Caryophyllene oxide": "oxyde de caryophyllène",
  "α-Humulene": "α-humulène",
  "Germacrene D": "germacrène D",
  "(E)-β-Farnesene": "(E)-β-farnésène",
  "α-Copaene": "α-copaène",
  "Bornyl acetate": "acétate de bornyle",
  "Borneol": "bornéol",
  "Verbenone": "verbénone",
  "Eugenol": "eugénol",
  "Eugenyl acetate": "acétate d'eugényle",
  "Methyl eugenol": "méthyleugénol",
  "Estragole": "estragol",
  "trans-Anethole": "trans-anéthole",
  "Cinnamaldehyde": "aldéhyde cinnamique",
  "2-Methoxycinnamaldehyde": "2-méthoxycinnamaldéhyde",
  "Cinnamyl acetate": "acétate de cinnamyle",
  "Coumarin": "coumarine",
  "Benzyl acetate": "acétate de benzyle",
  "Benzyl benzoate": "benzoate de benzyle",
  "Benzyl salicylate": "salicylate de benzyle",
  "Benzyl alcohol": "alcool benzylique",
  "Methyl benzoate": "benzoate de méthyle",
  "p-Cresyl methyl ether": "éther méthylique du p-crésol",
  "Phenylethyl alcohol": "alcool phényléthylique",
  "Methyl anthranilate": "anthranilate de méthyle",
  "Methyl N-methylanthranilate": "N-méthylanthranilate de méthyle",
  "Nerolidol": "nérolidol",
  "Farnesol": "farnésol",
  "Indole": "indole",
  "Jasmone": "jasmone",
  "Methyl jasmonate": "jasmonate de méthyle",
  "Bergapten": "bergaptène",
  "Nootkatone": "nootkatone",
  "Isobutyl angelate": "angélate d'isobutyle",
  "Isoamyl angelate": "angélate d'isoamyle",
  "Methallyl angelate": "angélate de méthallyle",
  "Chamazulene": "chamazulène",
  "α-Bisabolol": "α-bisabolol",
  "Bisabolol oxide A": "oxyde A de bisabolol",
  "Bisabolol oxide B": "oxyde B de bisabolol",
  "Italidiones": "italidiones",
  "γ-Curcumene": "γ-curcumène",
  "ar-Curcumene": "ar-curcumène",
  "Zingiberene": "zingibérène",
  "β-Sesquiphellandrene": "β-sesquiphellandrène",
  "α-Thujone": "α-thuyone",
  "β-Thujone": "β-thuyone",
  "α-Thujene": "α-thuyène",
  "trans-Sabinene hydrate": "trans-hydrate de sabinène",
  "cis-Sabinene hydrate": "cis-hydrate de sabinène",
  "Sclareol": "sclaréol",
  "Methyl salicylate": "salicylate de méthyle",
  "Leptospermone": "leptospermone",
  "Calamenene": "calaménène",
  "Viridiflorol": "viridiflorol",
  "β-Himachalene": "β-himachalène",
  "α-Himachalene": "α-himachalène",
  "γ-Himachalene": "γ-himachalène",
  "Atlantones": "atlantones",
  "α-Cedrene": "α-cédrène",
  "Thujopsene": "thujopsène",
  "Cedrol": "cédrol",
  "(Z)-α-Santalol": "(Z)-α-santalol",
  "(Z)-β-Santalol": "(Z)-β-santalol",
  "(E,E)-Farnesol": "(E,E)-farnésol",
  "Valerianol": "valérianol",
  "Elemol": "élémol",
  "Elemicin": "élémicine",
  "Khusimol": "khusimol",
  "Vetiselinenol": "vétisélinénol",
  "Isovalencenol": "isovalencénol",
  "Patchoulol": "patchoulol",
  "α-Bulnesene": "α-bulnésène",
  "α-Guaiene": "α-guaiène",
  "Seychellene": "seychellène",
  "Guaiol": "guaiol",
  "Bulnesol": "bulnésol",
  "Pentadecanolide": "pentadécanolide",
  "Valeranone": "valéranone",
  "Aristolene": "aristolène",
  "Cuminaldehyde": "cuminaldéhyde",
  "Myristicin": "myristicine",
  "Safrole": "safrole",
  "Carotol": "carotol",
  "Furanoeudesma-1,3-diene": "furanoeudesma-1,3-diène",
  "Curzerene": "curzérène",
  "Lindestrene": "lindestrène",
  "Undecatrienes": "undécatriènes",
  "Octyl acetate": "acétate d'octyle",
  "Incensole acetate": "acétate d'incensol",
  "Tuberolactone": "tubérolactone",
  "Vanillin": "vanilline",
  "p-Hydroxybenzaldehyde": "p-hydroxybenzaldéhyde",
  "Benzoic acid": "acide benzoïque",
  "Cinnamic acid": "acide cinnamique",
  "Benzyl cinnamate": "cinnamate de benzyle",
  "Coniferyl benzoate": "benzoate de coniféryle",
  "Irones": "irones",
  "Myristic acid": "acide myristique",
  "β-Ionone": "β-ionone",
  "α-Ionone": "α-ionone",
  "Dihydro-β-ionone": "dihydro-β-ionone",
  "γ-Decalactone": "γ-décalactone",
  "(E,Z)-2,6-Nonadienal": "(E,Z)-2,6-nonadiénal",
  "Ambrettolide": "ambrettolide",
  "Farnesyl acetate": "acétate de farnésyle",
  "Caffeine": "caféine",
  "2-Furfurylthiol": "2-furfurylthiol",
  "Theobromine": "théobromine",
  "Pyrazines": "pyrazines",
  "Atranol": "atranol",
  "Chloroatranol": "chloroatranol",
  "Evernic acid": "acide évernique",
  "Atranorin": "atranorine",
  "Pinocembrin": "pinocembrine",
  "Sclareolide": "sclaréolide",
  "Labdanolic acid": "acide labdanolique",
  "Lupulone": "lupulone",
  "Humulone": "humulone",
  "ar-Turmerone": "ar-turmérone",
  "α-Turmerone": "α-turmérone",
  "β-Turmerone": "β-turmérone",
  "Faradiol esters": "esters de faradiol",
  "Palmitoleic acid": "acide palmitoléique",
  "Palmitic acid": "acide palmitique",
  "Oleic acid": "acide oléique",
  "Linoleic acid": "acide linoléique",
  "α-Linolenic acid": "acide α-linolénique",
  "γ-Linolenic acid": "acide γ-linolénique",
  "Stearic acid": "acide stéarique",
  "Lauric acid": "acide laurique",
  "Caprylic acid": "acide caprylique",
  "Capric acid": "acide caprique",
  "Ricinoleic acid": "acide ricinoléique",
  "Punicic acid": "acide punicique",
  "Gondoic acid": "acide gondoïque",
  "Erucic acid": "acide érucique",
  "Arachidic acid": "acide arachidique",
  "Behenic acid": "acide béhénique",
  "Wax esters": "esters de cires",
  "Carotenoids": "caroténoïdes",
  "Tocopherols": "tocophérols",
  "Hyperforin": "hyperforine",
  "Helenalin esters": "esters d'hélénaline",
  "Unsaponifiables": "insaponifiable",
  "Hydrocarbons": "hydrocarbures",
  "Free fatty acids": "acides gras libres",
  "Fatty alcohols": "alcools gras",
  "Myricyl palmitate": "palmitate de myricyle",
  "Hentriacontane": "hentriacontane",
  "Thymoquinone": "thymoquinone",
  "Calophyllolide": "calophyllolide",
  "Nonadecane and heneicosane (stearoptene)": "nonadécane et hénéicosane (stéaroptène)",
  "Germacrene B": "germacrène B",
  "Sabinyl acetate": "acétate de sabinyle",
  "Tricyclene": "tricyclène",
  "Santalenes": "santalènes",
  "Muurolene": "muurolène",
  "Cadinenes": "cadinènes",
  "Spathulenol": "spathulénol",
  "Piperitone": "pipéritone",
  "Jatamansone": "jatamansone",
  "Carotene": "carotène",
  "Tagetones": "tagétones",
  "Cuparene": "cuparène",
  "Isoeugenol": "isoeugénol",
  "Phenylacetic acid": "acide phénylacétique",
  "Cinnamyl alcohol": "alcool cinnamique",
  "Styrene": "styrène",
  "Hydroxycinnamic esters": "esters hydroxycinnamiques",
  "Menthofuran": "menthofurane",
  "α-Bisabolene": "α-bisabolène",
  "trans-α-Bergamotene": "trans-α-bergamotène",
  "10-epi-γ-Eudesmol": "10-épi-γ-eudesmol",
  "Methylheptenone": "méthylhepténone",
  "Chavicol": "chavicol",
  "(E,E)-α-Farnesene": "(E,E)-α-farnésène",
  "Carnosic acid": "acide carnosique",
  "Sunflower oil (carrier)": "huile de tournesol (support)",
  "Hydroxy-α-sanshool": "hydroxy-α-sanshool",
  "Squalane": "squalane",
  "Methyl dihydrojasmonate": "dihydrojasmonate de méthyle",
  "Tetramethyl acetyloctahydronaphthalenes": "tétraméthylacétyloctahydronaphtalènes",
  "Ethyl vanillin": "éthylvanilline",
  "Piperonal": "pipéronal",
  "α-Isomethyl ionone": "α-isométhylionone",
  "β-Damascone": "β-damascone",
  "Rose oxide": "oxyde de rose",
  "Methylbenzodioxepinone": "méthylbenzodioxépinone",
  "2-Methylundecanal": "2-méthylundécanal",
  "Decanal": "décanal",
  "(Z)-3-Hexenol": "(Z)-3-hexénol",
  "γ-Undecalactone": "γ-undécalactone",
  "Ethyl maltol": "éthylmaltol",
  "Raspberry ketone": "cétone de framboise",
  "2-Methyl-3-(3,4-methylenedioxyphenyl)propanal": "2-méthyl-3-(3,4-méthylènedioxyphényl)propanal",
  "Isobutyl methyl tetrahydropyranol": "isobutylméthyltétrahydropyranol",
  "Dihydromyrcenol": "dihydromyrcénol",
  "cis-Jasmone": "cis-jasmone",
  "3-Methyl-5-(2,2,3-trimethylcyclopent-3-enyl)pentan-2-ol": "3-méthyl-5-(2,2,3-triméthylcyclopent-3-ényl)pentan-2-ol",
  "3-Methyl-5-(2,2,3-trimethylcyclopent-3-enyl)pent-4-en-2-ol": "3-méthyl-5-(2,2,3-triméthylcyclopent-3-ényl)pent-4-én-2-ol",
  "Allyl amyl glycolate": "glycolate d'allyle et d'amyle",
  "Methyl 2,4-dihydroxy-3,6-dimethylbenzoate": "2,4-dihydroxy-3,6-diméthylbenzoate de méthyle",
  "Hexyl cinnamal": "hexylcinnamal",
  "Ambroxide": "ambroxyde",
  "1,1,2,3,3-Pentamethylhexahydroinden-4-one": "1,1,2,3,3-pentaméthylhexahydroindén-4-one",
  "Hexamethylindanopyran": "hexaméthylindanopyrane",
  "Isopropyl myristate": "myristate d'isopropyle",
  "Oxacyclohexadecenone": "oxacyclohexadécénone",
  "Ethylene brassylate": "brassylate d'éthylène",
  "Helvetolide (linear musk ester)": "helvétolide (ester musqué linéaire)",
  "Methyl cedryl ketone": "méthylcédrylcétone",
  "Ethanol": "éthanol",
  "Water": "eau",
  "Denatonium benzoate and tert-butanol": "benzoate de dénatonium et tert-butanol",
  "Dipropylene glycol": "dipropylène glycol",
  "Triethyl citrate": "citrate de triéthyle",
  "Caprylic/capric triglyceride": "triglycérides caprylique/caprique",
  "Bergamot oil": "essence de bergamote",
  "Patchouli oil": "huile essentielle de patchouli",
  "Labdanum resinoid": "résinoïde de labdanum",
  "Lavender oil": "huile essentielle de lavande",
  "Vetiver oil": "huile essentielle de vétiver",
  "Cedarwood oil": "huile essentielle de cèdre",
  "Birch tar oil (rectified)": "huile de bouleau rectifiée",
  "Isobutyl quinoline": "isobutylquinoléine",
  "Cypriol oil": "huile essentielle de cypriol",
  "Tobacco absolute": "absolue de tabac",
  "Honey notes (phenylacetates)": "notes miellées (phénylacétates)",
  "Hydroxycitronellal": "hydroxycitronellal",
  "Benzoin resinoid": "résinoïde de benjoin",
  "Cistus oil": "huile essentielle de ciste",
  "Rose absolute": "absolue de rose",
  "Epigallocatechin gallate": "gallate d'épigallocatéchine",
  "Polyphenols": "polyphénols",
  "Caffeine (natural)": "caféine naturelle",
  "Asiaticoside": "asiaticoside",
  "Madecassoside": "madécassoside",
  "Asiatic and madecassic acids": "acides asiatique et madécassique",
  "Polysaccharides (acemannan)": "polysaccharides (acémannane)",
  "Glycyrrhizic acid": "acide glycyrrhizique",
  "Glycerol": "glycérol",
  "Calendula flower extract": "extrait de fleurs de calendula",
  "Bakuchiol": "bakuchiol",
  "Sodium hyaluronate": "hyaluronate de sodium",
  "D-Panthenol": "D-panthénol",
  "Urea": "urée",
  "Niacinamide": "niacinamide",
  "Betaine": "bétaïne",
  "Allantoin": "allantoïne",
  "d-α-Tocopherol": "d-α-tocophérol",
  "Dehydroacetic acid": "acide déhydroacétique",
  "Potassium sorbate": "sorbate de potassium",
  "Sodium benzoate": "benzoate de sodium",
  "Ascorbyl palmitate": "palmitate d'ascorbyle",
  "Citric acid": "acide citrique",
  "Cetearyl olivate": "olivate de cétéaryle",
  "Sorbitan olivate": "olivate de sorbitane",
  "Xanthan gum": "gomme xanthane",
  "Cetyl alcohol": "alcool cétylique",
  "Stearyl alcohol": "alcool stéarylique",
  "Cetearyl glucoside": "glucoside de cétéaryle",
  "Phosphatidylcholine": "phosphatidylcholine",
  "Phospholipids": "phospholipides",
  "Jasmine grandiflorum absolute": "absolue de jasmin grandiflorum",
  "Jasmine sambac absolute": "absolue de jasmin sambac",
  "Tuberose absolute": "absolue de tubéreuse",
  "Neroli oil": "huile essentielle de néroli",
  "Grapefruit oil": "essence de pamplemousse",
  "Olibanum oil": "huile essentielle d'oliban",
  "Tonka bean absolute": "absolue de fève tonka",
  "Orris butter": "beurre d'iris",
  "Fig leaf absolute": "absolue de feuille de figuier",
  "Guaiac wood oil": "huile essentielle de bois de gaïac",
  "Sandalwood oil": "huile essentielle de santal",
  "Vanilla CO2 extract": "extrait CO2 de vanille",
  "Ylang-ylang absolute": "absolue d'ylang-ylang",
  "Petitgrain oil": "huile essentielle de petitgrain",
  "Lemon oil": "essence de citron",
  "Orange oil": "essence d'orange",
  "Mandarin oil": "essence de mandarine",
  "Mimosa absolute": "absolue de mimosa",
};

function constituentFr(name: string): string {
  return CONSTITUENTS_FR[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
}

/** The names that have no French entry (checked by the catalogue test). */
export function untranslatedConstituents(names: Iterable<string>): string[] {
  return [...new Set(names)].filter((name) => !(name in CONSTITUENTS_FR));
}

// ---------------------------------------------------------------------------------------------
// Raw materials

/** What the technical paragraph calls the product, e.g. "Huile essentielle obtenue…". */
export interface Noun {
  fr: string;
  en: string;
  feminine: boolean;
}

export interface RawKind {
  family: ProductFamily;
  noun: Noun;
  ladder: Ladder;
  defaultMethod: MethodKey;
}

export const KINDS = {
  essentialOil: {
    family: "essential-oil",
    noun: { fr: "Huile essentielle", en: "Essential oil", feminine: true },
    ladder: LADDERS.essentialOil,
    defaultMethod: "steam",
  },
  absolute: {
    family: "absolute",
    noun: { fr: "Absolue", en: "Absolute", feminine: true },
    ladder: LADDERS.precious,
    defaultMethod: "absolute",
  },
  concrete: {
    family: "absolute",
    noun: { fr: "Concrète", en: "Concrete", feminine: true },
    ladder: LADDERS.semiPrecious,
    defaultMethod: "concrete",
  },
  co2: {
    family: "co2-extract",
    noun: { fr: "Extrait", en: "Extract", feminine: false },
    ladder: LADDERS.semiPrecious,
    defaultMethod: "co2Select",
  },
  hydrosol: {
    family: "hydrosol",
    noun: { fr: "Hydrolat", en: "Hydrosol", feminine: false },
    ladder: LADDERS.hydrosol,
    defaultMethod: "hydrosol",
  },
  vegetableOil: {
    family: "vegetable-oil",
    noun: { fr: "Huile", en: "Oil", feminine: true },
    ladder: LADDERS.vegetableOil,
    defaultMethod: "coldPressed",
  },
  macerate: {
    family: "vegetable-oil",
    noun: { fr: "Macérat", en: "Macerate", feminine: false },
    ladder: LADDERS.vegetableOil,
    defaultMethod: "maceration",
  },
  butter: {
    family: "butter-wax",
    noun: { fr: "Beurre", en: "Butter", feminine: false },
    ladder: LADDERS.butter,
    defaultMethod: "butterPressed",
  },
  wax: {
    family: "butter-wax",
    noun: { fr: "Cire", en: "Wax", feminine: true },
    ladder: LADDERS.butter,
    defaultMethod: "waxExtraction",
  },
  aromaMolecule: {
    family: "aroma-molecule",
    noun: { fr: "Molécule", en: "Molecule", feminine: true },
    ladder: LADDERS.aromaMolecule,
    defaultMethod: "synthesis",
  },
  perfumeryMaterial: {
    family: "aroma-molecule",
    noun: { fr: "Matière première", en: "Raw material", feminine: true },
    ladder: LADDERS.aromaMolecule,
    defaultMethod: "resinoid",
  },
  active: {
    family: "cosmetic-active",
    noun: { fr: "Ingrédient", en: "Ingredient", feminine: false },
    ladder: LADDERS.active,
    defaultMethod: "synthesis",
  },
} satisfies Record<string, RawKind>;

export interface RawMaterialEntry extends SaleAndStock {
  sku: string;
  categories: string[];
  name: Text;
  botanical?: string;
  /** Where the plant grows; omitted for synthetic molecules and blends. */
  origin?: { country: keyof typeof COUNTRIES; region?: string | Text };
  cas?: string;
  organic?: boolean;
  labels?: LabelCode[];
  specificity: Text;
  /** Part of the plant; omitted for molecules and synthetic ingredients. */
  part?: PartKey;
  method?: MethodKey;
  /** What the technical paragraph calls the product, when not the kind's noun. */
  noun?: Noun;
  appearance: Text;
  odour: Text;
  density?: string;
  refractiveIndex?: string;
  flashPointC?: number;
  components?: [name: string, percent: string][];
  hazards?: string[];
  /** EU allergens beyond those read from the main components. */
  allergens?: string[];
  /** Shelf price incl. VAT, in euros, of the ladder's reference size (or of the simple product). */
  price: number;
  ladder?: Ladder;
  /** Sold as a single simple product instead of sizes. */
  simple?: boolean;
  short: Text;
  /** First paragraph: the plant, its place, its story. */
  story: Text;
  /** Second paragraph: how a perfumer or formulator uses it. */
  use: Text;
  isNew?: boolean;
  bestseller?: boolean;
  palette?: [string, string];
}

/** The 26 EU allergens (Regulation (EC) No 1223/2009, Annex III), by the constituent names used in the data. */
const ALLERGEN_OF_CONSTITUENT: Record<string, string> = {
  "Linalool": "Linalool",
  "Limonene": "Limonene",
  "Geraniol": "Geraniol",
  "Citronellol": "Citronellol",
  "Geranial": "Citral",
  "Neral": "Citral",
  "Citral": "Citral",
  "Eugenol": "Eugenol",
  "Isoeugenol": "Isoeugenol",
  "Coumarin": "Coumarin",
  "Cinnamaldehyde": "Cinnamal",
  "Cinnamyl alcohol": "Cinnamyl alcohol",
  "Benzyl alcohol": "Benzyl alcohol",
  "Benzyl benzoate": "Benzyl benzoate",
  "Benzyl salicylate": "Benzyl salicylate",
  "Benzyl cinnamate": "Benzyl cinnamate",
  "Farnesol": "Farnesol",
  "(E,E)-Farnesol": "Farnesol",
  "Hydroxycitronellal": "Hydroxycitronellal",
  "Hexyl cinnamal": "Hexyl cinnamal",
  "Amyl cinnamal": "Amyl cinnamal",
  "α-Isomethyl ionone": "Alpha-isomethyl ionone",
  "Anise alcohol": "Anise alcohol",
};

export const EU_ALLERGENS = [
  "Amyl cinnamal",
  "Amylcinnamyl alcohol",
  "Anise alcohol",
  "Benzyl alcohol",
  "Benzyl benzoate",
  "Benzyl cinnamate",
  "Benzyl salicylate",
  "Butylphenyl methylpropional",
  "Cinnamal",
  "Cinnamyl alcohol",
  "Citral",
  "Citronellol",
  "Coumarin",
  "Eugenol",
  "Evernia furfuracea extract",
  "Evernia prunastri extract",
  "Farnesol",
  "Geraniol",
  "Hexyl cinnamal",
  "Hydroxycitronellal",
  "Hydroxyisohexyl 3-cyclohexene carboxaldehyde",
  "Isoeugenol",
  "Limonene",
  "Linalool",
  "Methyl 2-octynoate",
  "Alpha-isomethyl ionone",
] as const;

function allergensOf(entry: { components?: [string, string][]; allergens?: string[] }): string[] {
  const found = new Set<string>();
  for (const [name] of entry.components ?? []) {
    const allergen = ALLERGEN_OF_CONSTITUENT[name];
    if (allergen) found.add(allergen);
  }
  for (const allergen of entry.allergens ?? []) found.add(allergen);
  return [...found].sort();
}

function regionOf(region: string | Text | undefined): Localised | undefined {
  if (region === undefined) return undefined;
  return typeof region === "string" ? t(region, region) : text(region);
}

function frenchNumber(value: string): string {
  return value.replace(/(\d)\.(\d)/g, "$1,$2");
}

/** "25-38" reads "25–38" in running text. */
function percentRange(value: string): string {
  return value.replace(/(\d)\s*-\s*(\d)/g, "$1–$2");
}

/** A constituent in running English text: "(Z)-β-Ocimene" reads "(Z)-β-ocimene"; acronyms stay. */
function constituentEn(name: string): string {
  return name.replace(/[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}

function lowerFirst(value: string): string {
  return value.charAt(0).toLowerCase() + value.slice(1);
}

function joinFr(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}` : items.join("");
}

function joinEn(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("");
}

/**
 * The third paragraph of a raw material's description: technical facts only. Three sentence
 * shapes, picked by the sku, so neighbouring products do not read alike. Country names are
 * always introduced by "origine" in French, which needs neither article nor elision.
 */
function factsParagraph(entry: RawMaterialEntry, kind: RawKind): Localised {
  const noun = entry.noun ?? kind.noun;
  const m = METHODS[entry.method ?? kind.defaultMethod];
  const p = entry.part ? PARTS[entry.part] : undefined;
  const country = entry.origin ? COUNTRIES[entry.origin.country] : undefined;
  const region = regionOf(entry.origin?.region);
  // "Italie (Sicile)", but "Italie, Calabre (Reggio de Calabre)" rather than nested brackets.
  const whereFr = country ? (region ? (region.fr.includes("(") ? `${country.fr}, ${region.fr}` : `${country.fr} (${region.fr})`) : country.fr) : undefined;
  const whereEn = country ? (region ? `${region.en}, ${country.en}` : country.en) : undefined;
  const components = (entry.components ?? []).slice(0, 3);
  const listFr = components.map(([name, percent]) => `${constituentFr(name)} (${frenchNumber(percentRange(percent))} %)`);
  const listEn = components.map(([name, percent]) => `${constituentEn(name)} (${percentRange(percent)}%)`);
  const obtained = noun.feminine ? "obtenue" : "obtenu";
  const shape = hashOf(entry.sku) % 3;
  let fr: string;
  let en: string;
  if (!p || !whereFr || !whereEn) {
    // Molecules, blends and synthetic ingredients: no plant part, often no origin.
    fr = `${noun.fr} ${obtained} ${m.by.fr}${whereFr ? `, origine ${whereFr}` : ""}.`;
    en = `${noun.en} obtained ${m.by.en}${whereEn ? `, from ${whereEn}` : ""}.`;
    if (entry.cas) {
      fr += ` Numéro CAS : ${entry.cas}.`;
      en += ` CAS number: ${entry.cas}.`;
    }
    if (components.length) {
      fr += ` Composition : ${joinFr(listFr)}.`;
      en += ` Composition: ${joinEn(listEn)}.`;
    }
  } else if (shape === 0) {
    fr = `${noun.fr} ${obtained} ${m.by.fr} ${p.of.fr}, origine ${whereFr}.`;
    en = `${noun.en} obtained ${m.by.en} of ${p.of.en}, from ${whereEn}.`;
    if (components.length) {
      fr += ` Constituants principaux : ${joinFr(listFr)}.`;
      en += ` Main constituents: ${joinEn(listEn)}.`;
    }
  } else if (shape === 1) {
    fr = `Origine ${whereFr} ; ${lowerFirst(m.label.fr)} ${p.of.fr}.`;
    en = `Origin: ${whereEn}; ${lowerFirst(m.label.en)} of ${p.of.en}.`;
    if (components.length) {
      fr += ` Chaque lot est contrôlé par chromatographie en phase gazeuse : ${joinFr(listFr)}.`;
      en += ` Every batch is checked by gas chromatography: ${joinEn(listEn)}.`;
    }
  } else {
    fr = `Partie utilisée : ${lowerFirst(p.label.fr)}, traitée ${m.by.fr} ; lot d'origine ${whereFr}.`;
    en = `Part used: ${lowerFirst(p.label.en)}, processed ${m.by.en}; batch from ${whereEn}.`;
    if (components.length) {
      fr += ` Profil analytique dominé par ${joinFr(listFr)}.`;
      en += ` Analytical profile led by ${joinEn(listEn)}.`;
    }
  }
  if (entry.density) {
    fr += ` Densité à 20 °C : ${frenchNumber(percentRange(entry.density))}.`;
    en += ` Relative density at 20 °C: ${percentRange(entry.density)}.`;
  }
  if (entry.flashPointC !== undefined) {
    fr += ` Point d'éclair : ${entry.flashPointC} °C.`;
    en += ` Flash point: ${entry.flashPointC} °C.`;
  }
  return t(fr, en);
}

export function labelsOf(entry: { organic?: boolean; labels?: LabelCode[]; isNew?: boolean; bestseller?: boolean }, country?: string): LabelCode[] {
  const labels = new Set<LabelCode>(entry.labels ?? []);
  if (entry.organic) labels.add("organic");
  if (country === "FR") labels.add("made-in-france");
  if (entry.isNew) labels.add("new");
  if (entry.bestseller) labels.add("bestseller");
  return [...labels];
}

/** Joins localised paragraphs with a blank line, as `ProductSeed.description` expects. */
export function paragraphs(...items: Localised[]): Localised {
  return { fr: items.map((d) => d.fr).join("\n\n"), en: items.map((d) => d.en).join("\n\n") };
}

export function rawMaterial(kind: RawKind, entry: RawMaterialEntry): ProductSeed {
  const m = METHODS[entry.method ?? kind.defaultMethod];
  const seed: ProductSeed = {
    sku: entry.sku,
    type: entry.simple ? "simple" : "configurable",
    family: kind.family,
    categories: entry.categories,
    name: text(entry.name),
    shortDescription: text(entry.short),
    description: paragraphs(text(entry.story), text(entry.use), factsParagraph(entry, kind)),
    botanicalName: entry.botanical,
    origin: entry.origin ? { country: entry.origin.country, region: regionOf(entry.origin.region) } : undefined,
    casNumber: entry.cas,
    isOrganic: entry.organic ?? false,
    specificity: text(entry.specificity),
    labels: labelsOf(entry, entry.origin?.country),
    technical: {
      extraction: m.label,
      partUsed: entry.part ? PARTS[entry.part].label : undefined,
      appearance: text(entry.appearance),
      odour: text(entry.odour),
      density: entry.density,
      refractiveIndex: entry.refractiveIndex,
      flashPointC: entry.flashPointC,
      mainComponents: entry.components?.map(([name, percent]) => ({ name, percent })),
      hazardStatements: entry.hazards ?? [],
      allergens: allergensOf(entry),
    },
    palette: entry.palette,
    ageDays: ageFor(entry.sku, entry.isNew),
  };
  if (entry.simple) {
    seed.priceCents = exclVatCents(entry.price);
    if (entry.salePercent) seed.specialPriceCents = reduced(seed.priceCents, entry.salePercent);
    seed.stock = entry.soldOut ? 0 : stockFor(entry.sku);
  } else {
    const ladder = entry.ladder ?? kind.ladder;
    seed.configurable = { attribute: ladder.attribute, variants: volumeVariants(entry.sku, ladder, entry.price, entry) };
  }
  return seed;
}

// ---------------------------------------------------------------------------------------------
// Packaging, equipment and sets: facts-based products

export interface ColourChoice {
  /** Attribute value code, e.g. "gold". */
  value: string;
  label: Text;
}

export interface GoodsEntry extends SaleAndStock {
  sku: string;
  family: "bottle" | "accessory" | "kit";
  categories: string[];
  name: Text;
  short: Text;
  /** Two or three paragraphs. */
  paragraphs: Text[];
  /** Shelf price incl. VAT, in euros. */
  price: number;
  /** Quantity discounts: packaging by the dozen and hundred, equipment from 2, 5 and 10. */
  tiers?: "packaging" | "bulk";
  specificity: Text;
  appearance?: Text;
  origin?: keyof typeof COUNTRIES;
  labels?: LabelCode[];
  isNew?: boolean;
  bestseller?: boolean;
  customOptions?: CustomOptionSeed[];
  /** Sold in colours: a configurable product on the colour attribute. */
  colours?: ColourChoice[];
  palette?: [string, string];
}

export function goods(entry: GoodsEntry): ProductSeed {
  const priceCents = exclVatCents(entry.price);
  const tiers = entry.tiers === "packaging" ? packagingTiers(priceCents) : entry.tiers === "bulk" ? bulkTiers(priceCents) : undefined;
  const seed: ProductSeed = {
    sku: entry.sku,
    type: entry.colours ? "configurable" : "simple",
    family: entry.family,
    categories: entry.categories,
    name: text(entry.name),
    shortDescription: text(entry.short),
    description: paragraphs(...entry.paragraphs.map(text)),
    origin: entry.origin ? { country: entry.origin } : undefined,
    isOrganic: false,
    specificity: text(entry.specificity),
    labels: labelsOf(entry, entry.origin),
    technical: entry.appearance ? { appearance: text(entry.appearance), hazardStatements: [], allergens: [] } : undefined,
    customOptions: entry.customOptions,
    palette: entry.palette,
    ageDays: ageFor(entry.sku, entry.isNew),
  };
  if (entry.colours) {
    seed.configurable = {
      attribute: "color",
      variants: entry.colours.map((colour) => {
        const suffix = `-${colour.value.toUpperCase()}`;
        const variant: VariantSeed = {
          skuSuffix: suffix,
          value: colour.value,
          label: text(colour.label),
          priceCents,
          stock: entry.soldOut ? 0 : stockFor(entry.sku + suffix),
        };
        if (entry.salePercent) variant.specialPriceCents = reduced(priceCents, entry.salePercent);
        if (tiers) variant.tierPrices = tiers;
        return variant;
      }),
    };
  } else {
    seed.priceCents = priceCents;
    if (entry.salePercent) seed.specialPriceCents = reduced(priceCents, entry.salePercent);
    if (tiers) seed.tierPrices = tiers;
    seed.stock = entry.soldOut ? 0 : stockFor(entry.sku);
  }
  return seed;
}

// ---------------------------------------------------------------------------------------------
// Options shared by bottles and finished products

/** Engraving on the bottle or its cap: up to 20 characters, a fixed extra cost. */
export function engravingOption(extraInclVat = 6): CustomOptionSeed {
  return {
    code: "engraving",
    title: t("Gravure personnalisée (20 caractères maximum)", "Personalised engraving (up to 20 characters)"),
    type: "field",
    isRequired: false,
    maxCharacters: 20,
    extraCost: { type: "fixed", cents: exclVatCents(extraInclVat) },
  };
}

/** Gift wrapping charged as a percentage of the product price. */
export function giftWrapOption(rate = 10): CustomOptionSeed {
  return {
    code: "gift-wrap",
    title: t("Emballage cadeau", "Gift wrapping"),
    type: "checkbox",
    isRequired: false,
    values: [{ title: t("Papier kraft, ruban et carte manuscrite", "Kraft paper, ribbon and handwritten card"), extraCost: { type: "percentage", rate } }],
  };
}

/** The typeface of the engraving: a choice, free of charge except the script face. */
export function engravingFontOption(): CustomOptionSeed {
  return {
    code: "engraving-font",
    title: t("Police de la gravure", "Engraving typeface"),
    type: "drop_down",
    isRequired: false,
    values: [
      { title: t("Capitales romaines", "Roman capitals") },
      { title: t("Linéale géométrique", "Geometric sans-serif") },
      { title: t("Anglaise manuscrite", "English script"), extraCost: { type: "fixed", cents: exclVatCents(2) } },
    ],
  };
}

