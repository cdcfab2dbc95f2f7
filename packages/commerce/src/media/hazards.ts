/**
 * CLP (Regulation (EC) No 1272/2008) reference data for the safety data sheets: hazard statement
 * texts (official French and English wordings), hazard classes, pictograms, signal word, the
 * precautionary statements derived from them, and CAS numbers of common constituents of
 * essential oils (for section 3).
 */
import type { Language, Localised } from "../modules/product/product-definition.ts";

export interface HazardInfo {
  text: Localised;
  /** Hazard class and category abbreviation, e.g. "Flam. Liq. 3". */
  classification: string;
}

export const HAZARD_STATEMENTS: Record<string, HazardInfo> = {
  H224: { classification: "Flam. Liq. 1", text: { en: "Extremely flammable liquid and vapour.", fr: "Liquide et vapeurs extrêmement inflammables." } },
  H225: { classification: "Flam. Liq. 2", text: { en: "Highly flammable liquid and vapour.", fr: "Liquide et vapeurs très inflammables." } },
  H226: { classification: "Flam. Liq. 3", text: { en: "Flammable liquid and vapour.", fr: "Liquide et vapeurs inflammables." } },
  H228: { classification: "Flam. Sol. 2", text: { en: "Flammable solid.", fr: "Matière solide inflammable." } },
  H290: { classification: "Met. Corr. 1", text: { en: "May be corrosive to metals.", fr: "Peut être corrosif pour les métaux." } },
  H301: { classification: "Acute Tox. 3", text: { en: "Toxic if swallowed.", fr: "Toxique en cas d'ingestion." } },
  H302: { classification: "Acute Tox. 4", text: { en: "Harmful if swallowed.", fr: "Nocif en cas d'ingestion." } },
  H304: {
    classification: "Asp. Tox. 1",
    text: {
      en: "May be fatal if swallowed and enters airways.",
      fr: "Peut être mortel en cas d'ingestion et de pénétration dans les voies respiratoires.",
    },
  },
  H311: { classification: "Acute Tox. 3", text: { en: "Toxic in contact with skin.", fr: "Toxique par contact cutané." } },
  H312: { classification: "Acute Tox. 4", text: { en: "Harmful in contact with skin.", fr: "Nocif par contact cutané." } },
  H314: {
    classification: "Skin Corr. 1",
    text: { en: "Causes severe skin burns and eye damage.", fr: "Provoque de graves brûlures de la peau et de graves lésions des yeux." },
  },
  H315: { classification: "Skin Irrit. 2", text: { en: "Causes skin irritation.", fr: "Provoque une irritation cutanée." } },
  H317: { classification: "Skin Sens. 1", text: { en: "May cause an allergic skin reaction.", fr: "Peut provoquer une allergie cutanée." } },
  H318: { classification: "Eye Dam. 1", text: { en: "Causes serious eye damage.", fr: "Provoque de graves lésions des yeux." } },
  H319: { classification: "Eye Irrit. 2", text: { en: "Causes serious eye irritation.", fr: "Provoque une sévère irritation des yeux." } },
  H331: { classification: "Acute Tox. 3", text: { en: "Toxic if inhaled.", fr: "Toxique par inhalation." } },
  H332: { classification: "Acute Tox. 4", text: { en: "Harmful if inhaled.", fr: "Nocif par inhalation." } },
  H334: {
    classification: "Resp. Sens. 1",
    text: {
      en: "May cause allergy or asthma symptoms or breathing difficulties if inhaled.",
      fr: "Peut provoquer des symptômes allergiques ou d'asthme ou des difficultés respiratoires par inhalation.",
    },
  },
  H335: { classification: "STOT SE 3", text: { en: "May cause respiratory irritation.", fr: "Peut irriter les voies respiratoires." } },
  H336: { classification: "STOT SE 3", text: { en: "May cause drowsiness or dizziness.", fr: "Peut provoquer somnolence ou vertiges." } },
  H340: { classification: "Muta. 1B", text: { en: "May cause genetic defects.", fr: "Peut induire des anomalies génétiques." } },
  H341: { classification: "Muta. 2", text: { en: "Suspected of causing genetic defects.", fr: "Susceptible d'induire des anomalies génétiques." } },
  H350: { classification: "Carc. 1B", text: { en: "May cause cancer.", fr: "Peut provoquer le cancer." } },
  H351: { classification: "Carc. 2", text: { en: "Suspected of causing cancer.", fr: "Susceptible de provoquer le cancer." } },
  H360: { classification: "Repr. 1B", text: { en: "May damage fertility or the unborn child.", fr: "Peut nuire à la fertilité ou au fœtus." } },
  H361: {
    classification: "Repr. 2",
    text: { en: "Suspected of damaging fertility or the unborn child.", fr: "Susceptible de nuire à la fertilité ou au fœtus." },
  },
  H370: { classification: "STOT SE 1", text: { en: "Causes damage to organs.", fr: "Risque avéré d'effets graves pour les organes." } },
  H371: { classification: "STOT SE 2", text: { en: "May cause damage to organs.", fr: "Risque présumé d'effets graves pour les organes." } },
  H372: {
    classification: "STOT RE 1",
    text: {
      en: "Causes damage to organs through prolonged or repeated exposure.",
      fr: "Risque avéré d'effets graves pour les organes à la suite d'expositions répétées ou d'une exposition prolongée.",
    },
  },
  H373: {
    classification: "STOT RE 2",
    text: {
      en: "May cause damage to organs through prolonged or repeated exposure.",
      fr: "Risque présumé d'effets graves pour les organes à la suite d'expositions répétées ou d'une exposition prolongée.",
    },
  },
  H400: { classification: "Aquatic Acute 1", text: { en: "Very toxic to aquatic life.", fr: "Très toxique pour les organismes aquatiques." } },
  H410: {
    classification: "Aquatic Chronic 1",
    text: {
      en: "Very toxic to aquatic life with long lasting effects.",
      fr: "Très toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme.",
    },
  },
  H411: {
    classification: "Aquatic Chronic 2",
    text: {
      en: "Toxic to aquatic life with long lasting effects.",
      fr: "Toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme.",
    },
  },
  H412: {
    classification: "Aquatic Chronic 3",
    text: {
      en: "Harmful to aquatic life with long lasting effects.",
      fr: "Nocif pour les organismes aquatiques, entraîne des effets néfastes à long terme.",
    },
  },
  H413: {
    classification: "Aquatic Chronic 4",
    text: {
      en: "May cause long lasting harmful effects to aquatic life.",
      fr: "Peut être nocif à long terme pour les organismes aquatiques.",
    },
  },
  EUH066: {
    classification: "—",
    text: {
      en: "Repeated exposure may cause skin dryness or cracking.",
      fr: "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau.",
    },
  },
};

/** Normalises and de-duplicates hazard codes ("h 226" → "H226"). */
export function normaliseHazardCodes(codes: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of codes ?? []) {
    const code = String(raw).toUpperCase().replace(/\s+/g, "");
    if (/^(EU)?H\d{3}[A-Z]*$/.test(code) && !out.includes(code)) out.push(code);
  }
  return out;
}

export function hazardText(code: string, lang: Language): string {
  const info = HAZARD_STATEMENTS[code];
  if (info) return info.text[lang];
  return lang === "fr" ? "Mention de danger (texte non disponible, voir la réglementation CLP)." : "Hazard statement (text not available, see the CLP Regulation).";
}

export function hazardClassification(code: string): string | undefined {
  return HAZARD_STATEMENTS[code]?.classification;
}

export type Pictogram = "GHS02" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";

export const PICTOGRAM_NAMES: Record<Pictogram, Localised> = {
  GHS02: { fr: "Flamme", en: "Flame" },
  GHS05: { fr: "Corrosion", en: "Corrosion" },
  GHS06: { fr: "Tête de mort sur deux tibias", en: "Skull and crossbones" },
  GHS07: { fr: "Point d'exclamation", en: "Exclamation mark" },
  GHS08: { fr: "Danger pour la santé", en: "Health hazard" },
  GHS09: { fr: "Environnement", en: "Environment" },
};

const PICTOGRAM_CODES: Record<Pictogram, string[]> = {
  GHS02: ["H224", "H225", "H226", "H228"],
  GHS05: ["H290", "H314", "H318"],
  GHS06: ["H301", "H311", "H331"],
  GHS07: ["H302", "H312", "H315", "H317", "H319", "H332", "H335", "H336"],
  GHS08: ["H304", "H334", "H340", "H341", "H350", "H351", "H360", "H361", "H370", "H371", "H372", "H373"],
  GHS09: ["H400", "H410", "H411"],
};

/** Pictograms for a set of hazard codes, with the CLP precedence rules for GHS07 (Art. 26). */
export function pictogramsFor(codes: readonly string[]): Pictogram[] {
  const has = (p: Pictogram) => PICTOGRAM_CODES[p].some((c) => codes.includes(c));
  const result = (Object.keys(PICTOGRAM_CODES) as Pictogram[]).filter(has);
  if (result.includes("GHS07")) {
    let reasons = PICTOGRAM_CODES.GHS07.filter((c) => codes.includes(c));
    if (result.includes("GHS06")) reasons = reasons.filter((c) => !["H302", "H312", "H332"].includes(c));
    if (result.includes("GHS05")) reasons = reasons.filter((c) => !["H315", "H319"].includes(c));
    if (codes.includes("H334")) reasons = reasons.filter((c) => c !== "H317" && c !== "H315" && c !== "H319");
    if (!reasons.length) return result.filter((p) => p !== "GHS07");
  }
  return result;
}

const DANGER_CODES = ["H224", "H225", "H301", "H304", "H311", "H314", "H318", "H331", "H334", "H340", "H350", "H360", "H370", "H372"];

export function signalWord(codes: readonly string[], lang: Language): string | undefined {
  const classified = codes.filter((c) => c.startsWith("H"));
  if (!classified.length) return undefined;
  if (classified.some((c) => DANGER_CODES.includes(c))) return "Danger";
  return lang === "fr" ? "Attention" : "Warning";
}

interface PStatement {
  code: string;
  text: Localised;
  when: (codes: readonly string[]) => boolean;
}

const any = (...list: string[]) => (codes: readonly string[]) => list.some((c) => codes.includes(c));

const P_STATEMENTS: PStatement[] = [
  { code: "P101", when: () => true, text: { en: "If medical advice is needed, have product container or label at hand.", fr: "En cas de consultation d'un médecin, garder à disposition le récipient ou l'étiquette." } },
  { code: "P102", when: () => true, text: { en: "Keep out of reach of children.", fr: "Tenir hors de portée des enfants." } },
  { code: "P201", when: any("H340", "H341", "H350", "H351", "H360", "H361"), text: { en: "Obtain special instructions before use.", fr: "Se procurer les instructions spéciales avant utilisation." } },
  {
    code: "P210",
    when: any("H224", "H225", "H226", "H228"),
    text: {
      en: "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
      fr: "Tenir à l'écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d'inflammation. Ne pas fumer.",
    },
  },
  { code: "P261", when: any("H317", "H334", "H335", "H336"), text: { en: "Avoid breathing vapours.", fr: "Éviter de respirer les vapeurs." } },
  { code: "P273", when: any("H400", "H410", "H411", "H412", "H413"), text: { en: "Avoid release to the environment.", fr: "Éviter le rejet dans l'environnement." } },
  {
    code: "P280",
    when: any("H314", "H315", "H317", "H318", "H319", "H360", "H361"),
    text: { en: "Wear protective gloves/eye protection.", fr: "Porter des gants de protection/un équipement de protection des yeux." },
  },
  {
    code: "P301+P310",
    when: any("H301", "H304"),
    text: { en: "IF SWALLOWED: Immediately call a POISON CENTER/doctor.", fr: "EN CAS D'INGESTION : appeler immédiatement un CENTRE ANTIPOISON/un médecin." },
  },
  {
    code: "P301+P312",
    when: (codes) => codes.includes("H302") && !codes.includes("H304") && !codes.includes("H301"),
    text: { en: "IF SWALLOWED: Call a POISON CENTER/doctor if you feel unwell.", fr: "EN CAS D'INGESTION : appeler un CENTRE ANTIPOISON/un médecin en cas de malaise." },
  },
  { code: "P331", when: any("H304"), text: { en: "Do NOT induce vomiting.", fr: "NE PAS faire vomir." } },
  {
    code: "P302+P352",
    when: any("H315", "H317", "H311", "H312"),
    text: { en: "IF ON SKIN: Wash with plenty of water.", fr: "EN CAS DE CONTACT AVEC LA PEAU : laver abondamment à l'eau." },
  },
  {
    code: "P305+P351+P338",
    when: any("H318", "H319", "H314"),
    text: {
      en: "IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.",
      fr: "EN CAS DE CONTACT AVEC LES YEUX : rincer avec précaution à l'eau pendant plusieurs minutes. Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.",
    },
  },
  {
    code: "P308+P313",
    when: any("H340", "H341", "H350", "H351", "H360", "H361"),
    text: { en: "IF exposed or concerned: Get medical advice/attention.", fr: "EN CAS d'exposition prouvée ou suspectée : consulter un médecin." },
  },
  {
    code: "P333+P313",
    when: any("H317"),
    text: { en: "If skin irritation or rash occurs: Get medical advice/attention.", fr: "En cas d'irritation ou d'éruption cutanée : consulter un médecin." },
  },
  { code: "P391", when: any("H400", "H410", "H411"), text: { en: "Collect spillage.", fr: "Recueillir le produit répandu." } },
  {
    code: "P403+P235",
    when: any("H224", "H225", "H226"),
    text: { en: "Store in a well-ventilated place. Keep cool.", fr: "Stocker dans un endroit bien ventilé. Tenir au frais." },
  },
  { code: "P405", when: any("H301", "H304", "H311", "H331", "H340", "H350", "H360", "H370"), text: { en: "Store locked up.", fr: "Garder sous clef." } },
  {
    code: "P501",
    when: () => true,
    text: {
      en: "Dispose of contents/container in accordance with local regulations.",
      fr: "Éliminer le contenu/récipient conformément à la réglementation locale.",
    },
  },
];

/** Precautionary statements (code and text) that go with a set of hazard codes. */
export function precautionaryStatements(codes: readonly string[], lang: Language): { code: string; text: string }[] {
  if (!codes.some((c) => c.startsWith("H"))) return [];
  return P_STATEMENTS.filter((p) => p.when(codes)).map((p) => ({ code: p.code, text: p.text[lang] }));
}

/** CAS numbers of common constituents of essential oils and fragrance allergens. */
const CONSTITUENT_CAS: Record<string, string> = {
  linalool: "78-70-6",
  linalylacetate: "115-95-7",
  limonene: "5989-27-5",
  dlimonene: "5989-27-5",
  "18cineole": "470-82-6",
  eucalyptol: "470-82-6",
  alphapinene: "80-56-8",
  betapinene: "127-91-3",
  camphor: "76-22-2",
  camphene: "79-92-5",
  borneol: "507-70-0",
  bornylacetate: "76-49-3",
  eugenol: "97-53-0",
  isoeugenol: "97-54-1",
  geraniol: "106-24-1",
  geranylacetate: "105-87-3",
  nerol: "106-25-2",
  citral: "5392-40-5",
  citronellol: "106-22-9",
  citronellal: "106-23-0",
  menthol: "89-78-1",
  menthone: "89-80-5",
  thymol: "89-83-8",
  carvacrol: "499-75-2",
  cinnamaldehyde: "104-55-2",
  cinnamal: "104-55-2",
  cinnamylalcohol: "104-54-1",
  benzylbenzoate: "120-51-4",
  benzylacetate: "140-11-4",
  benzylalcohol: "100-51-6",
  benzylsalicylate: "118-58-1",
  benzylcinnamate: "103-41-3",
  betacaryophyllene: "87-44-5",
  caryophyllene: "87-44-5",
  gammaterpinene: "99-85-4",
  pcymene: "99-87-6",
  estragole: "140-67-0",
  methylchavicol: "140-67-0",
  anethole: "4180-23-8",
  transanethole: "4180-23-8",
  terpinen4ol: "562-74-3",
  alphaterpineol: "98-55-5",
  sabinene: "3387-41-5",
  myrcene: "123-35-3",
  betamyrcene: "123-35-3",
  vanillin: "121-33-5",
  coumarin: "91-64-5",
  farnesol: "4602-84-0",
  methylsalicylate: "119-36-8",
  cedrol: "77-53-2",
  alphabisabolol: "515-69-5",
  bisabolol: "515-69-5",
  patchoulol: "5986-55-0",
  patchoulialcohol: "5986-55-0",
  phenylethylalcohol: "60-12-8",
  "2phenylethanol": "60-12-8",
  hydroxycitronellal: "107-75-5",
  anisealcohol: "105-13-5",
  amylcinnamal: "122-40-7",
  hexylcinnamal: "101-86-0",
  alphaisomethylionone: "127-51-5",
  eucalyptoloxide: "470-82-6",
};

const ALIASES: Record<string, string> = {
  linalol: "linalool",
  acetatedelinalyle: "linalylacetate",
  limonène: "limonene",
  "18cineol": "18cineole",
  cineole: "18cineole",
  cineol: "18cineole",
  pinene: "alphapinene",
  camphre: "camphor",
  acetatedebornyle: "bornylacetate",
  eugenol: "eugenol",
  acetatedegeranyle: "geranylacetate",
  menthone: "menthone",
  aldehydecinnamique: "cinnamaldehyde",
  transcinnamaldehyde: "cinnamaldehyde",
  benzoatedebenzyle: "benzylbenzoate",
  acetatedebenzyle: "benzylacetate",
  alcoolbenzylique: "benzylalcohol",
  salicylatedebenzyle: "benzylsalicylate",
  salicylatedemethyle: "methylsalicylate",
  caryophyllene: "betacaryophyllene",
  estragol: "estragole",
  methylchavicol: "estragole",
  anetholtrans: "transanethole",
  eanethole: "transanethole",
  terpinene4ol: "terpinen4ol",
  terpineol: "alphaterpineol",
  myrcene: "myrcene",
  vanilline: "vanillin",
  coumarine: "coumarin",
  patchoulol: "patchoulol",
  alcoolphenylethylique: "phenylethylalcohol",
  phenylethanol: "phenylethylalcohol",
  cedrol: "cedrol",
  alphabisabolol: "alphabisabolol",
};

function key(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/α/g, "alpha")
    .replace(/β/g, "beta")
    .replace(/γ/g, "gamma")
    .replace(/δ/g, "delta")
    .replace(/^\(?[ezrs+\-−]+\)?-/, (m) => (/^\(?[ez]\)?-$/.test(m) ? "" : m))
    .replace(/[^a-z0-9]/g, "");
}

/** The CAS number of a constituent named in French or English, when known. */
export function constituentCas(name: string): string | undefined {
  const k = key(name);
  const candidates = [k, ALIASES[k], k.replace(/^(l|d|dl)(?=[a-z])/, ""), k.replace(/^(trans|cis)/, "")];
  for (const c of candidates) if (c && CONSTITUENT_CAS[c]) return CONSTITUENT_CAS[c];
  for (const c of candidates) if (c && ALIASES[c] && CONSTITUENT_CAS[ALIASES[c]]) return CONSTITUENT_CAS[ALIASES[c]];
  return undefined;
}
