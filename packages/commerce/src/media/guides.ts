/**
 * The downloadable guides sold by the shop (formulation guides and training booklets), authored
 * here in French and English and laid out as real A4 PDFs with the shop's page engine
 * (pdf-kit.ts): a title page with the contents, then one section per page at least (procedures,
 * dilution tables, safety rules). Each guide is one file of a downloadable product
 * (`product_download.code` names it, modules/download).
 *
 * Output is deterministic for a given guide, language and shop: the only date in the file is the
 * guide's edition date.
 */
import { COLOURS, PdfWriter } from "./pdf-kit.ts";
import type { ShopIdentity } from "./product-documents.ts";

export type GuideLanguage = "fr" | "en";
type Bi = Record<GuideLanguage, string>;

type Block =
  | { kind: "text"; text: Bi }
  | { kind: "sub"; text: Bi }
  | { kind: "bullets"; items: Bi[] }
  | { kind: "table"; header: Bi[]; rows: (string | Bi)[][]; widths: number[]; align?: ("left" | "right")[] }
  | { kind: "note"; text: Bi };

interface GuideSection {
  title: Bi;
  blocks: Block[];
}

export interface GuideDefinition {
  /** The file's key (`product_download.code`). */
  code: string;
  /** The product it is sold as. */
  sku: string;
  /** The file's title. */
  title: Bi;
  kicker: Bi;
  summary: Bi;
  edition: Date;
  sections: GuideSection[];
}

const LOCALES: Record<GuideLanguage, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * The texts are written with plain apostrophes and spaces; they are set as each language's
 * typography wants: typographic apostrophe, and in French no-break spaces before « : ; ! ? » and
 * between a number and its unit (the PDF's font draws them as spaces that never break).
 */
export function typeset(text: string, language: GuideLanguage): string {
  const curly = text.replace(/'/g, "’");
  if (language === "en") return curly;
  return curly
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»")
    .replace(/ ([:;!?])/g, "\u00a0$1")
    .replace(/(\d) (%|ml|g|kg|°C)(?![\p{L}])/gu, "$1\u00a0$2");
}

/** A guide's text in `language`, typeset. */
export const guideText = (text: Bi, language: GuideLanguage): string => typeset(text[language], language);

/** Drops in one millilitre of essential oil (a standard dropper, about 0.04 ml a drop). */
const DROPS_PER_ML = 25;

/** The dilution table every guide of essential oils needs: drops for a volume of base at a concentration. */
function dilutionRows(volumesMl: number[], percents: number[], language: GuideLanguage): string[][] {
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  return volumesMl.map((volume) => [
    `${volume} ml`,
    ...percents.map((percent) => {
      const drops = Math.round((volume * percent * DROPS_PER_ML) / 100);
      const ml = (volume * percent) / 100;
      return language === "fr" ? `${drops} gouttes (${number.format(ml)} ml)` : `${drops} drops (${number.format(ml)} ml)`;
    }),
  ]);
}

const pct = (percent: number, language: GuideLanguage) => `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(percent)} %`;

/** A table of dilution computed for both languages (the numbers are the same, the words are not). */
function dilutionTable(volumesMl: number[], percents: number[]): Block {
  const fr = dilutionRows(volumesMl, percents, "fr");
  const en = dilutionRows(volumesMl, percents, "en");
  return {
    kind: "table",
    header: [{ fr: "Base", en: "Base" }, ...percents.map((percent) => ({ fr: pct(percent, "fr"), en: pct(percent, "en") }))],
    rows: fr.map((row, r) => row.map((cell, c) => ({ fr: cell, en: en[r][c] }))),
    widths: [0.16, ...percents.map(() => 0.84 / percents.length)],
  };
}

const SAFETY_RULES: Block = {
  kind: "bullets",
  items: [
    {
      fr: "Ne jamais appliquer une huile essentielle pure sur la peau, sauf exception documentée (lavande vraie, tea tree sur un bouton) ; toujours la diluer dans une huile végétale.",
      en: "Never apply an essential oil neat on the skin, except for documented cases (true lavender, tea tree on a spot); always dilute it in a vegetable oil.",
    },
    {
      fr: "Faire un test cutané 48 heures avant tout premier usage : une goutte du mélange au pli du coude ; aucune rougeur ni démangeaison ne doit apparaître.",
      en: "Do a skin test 48 hours before any first use: one drop of the blend in the crook of the elbow; no redness or itching should appear.",
    },
    {
      fr: "Déconseillé aux femmes enceintes ou allaitantes, aux enfants de moins de 6 ans, aux personnes épileptiques ou asthmatiques sans avis médical.",
      en: "Not recommended for pregnant or breastfeeding women, children under 6, or people with epilepsy or asthma without medical advice.",
    },
    {
      fr: "Les huiles essentielles d'agrumes pressées à froid (bergamote, citron, orange) sont photosensibilisantes : pas d'exposition au soleil dans les 12 heures qui suivent l'application.",
      en: "Cold-pressed citrus essential oils (bergamot, lemon, orange) are photosensitising: no sun exposure within 12 hours of application.",
    },
    {
      fr: "Tenir hors de portée des enfants ; en cas de contact avec les yeux, rincer abondamment avec une huile végétale puis de l'eau ; en cas d'ingestion, appeler un centre antipoison.",
      en: "Keep out of the reach of children; if in the eyes, rinse with plenty of vegetable oil and then water; if swallowed, call a poison centre.",
    },
    {
      fr: "Respecter les limites de l'IFRA et du règlement cosmétique (CE) n° 1223/2009 : les allergènes présents au-delà de 0,001 % (produit non rincé) ou 0,01 % (produit rincé) doivent figurer sur l'étiquette.",
      en: "Respect the IFRA limits and the Cosmetics Regulation (EC) No 1223/2009: allergens above 0.001 % (leave-on product) or 0.01 % (rinse-off product) must be listed on the label.",
    },
  ],
};

const HYGIENE: Block = {
  kind: "bullets",
  items: [
    { fr: "Désinfecter le plan de travail et les ustensiles à l'alcool à 70 %, puis les laisser sécher.", en: "Disinfect the work surface and utensils with 70 % alcohol, then let them dry." },
    { fr: "Porter des gants et une charlotte ; se laver les mains avant de commencer.", en: "Wear gloves and a hair net; wash your hands before starting." },
    { fr: "Utiliser une balance précise au 0,01 g pour les ingrédients actifs et les conservateurs.", en: "Use scales accurate to 0.01 g for the active ingredients and the preservatives." },
    { fr: "Étiqueter chaque préparation : nom, date, ingrédients (INCI) et numéro de lot.", en: "Label every preparation: name, date, ingredients (INCI) and batch number." },
  ],
};

/** The four guides sold, in catalogue order. */
export const GUIDES: readonly GuideDefinition[] = [
  {
    code: "guide-formulation-huiles-essentielles",
    sku: "GUIDE-FORMULATION-HE",
    title: { fr: "Guide de formulation : huiles essentielles en cosmétique", en: "Formulation guide: essential oils in cosmetics" },
    kicker: { fr: "Guide de formulation", en: "Formulation guide" },
    summary: {
      fr: "Choisir, doser et associer les huiles essentielles dans des soins cosmétiques faits maison : règles de sécurité, tableaux de dilution, formules commentées pas à pas.",
      en: "Choosing, dosing and combining essential oils in home-made cosmetics: safety rules, dilution tables and formulas explained step by step.",
    },
    edition: new Date(Date.UTC(2026, 0, 12, 9, 0, 0)),
    sections: [
      {
        title: { fr: "1. Les huiles essentielles, ingrédients actifs", en: "1. Essential oils as active ingredients" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Une huile essentielle est l'extrait volatil et odorant d'une plante, obtenu par distillation à la vapeur d'eau ou, pour les zestes d'agrumes, par expression à froid. Elle concentre des molécules aromatiques actives (monoterpènes, alcools, esters, phénols, cétones) dont la proportion varie selon l'espèce, le chémotype, la partie distillée et la région de culture.",
              en: "An essential oil is the volatile, fragrant extract of a plant, obtained by steam distillation or, for citrus peel, by cold expression. It concentrates active aromatic molecules (monoterpenes, alcohols, esters, phenols, ketones) whose proportions vary with the species, the chemotype, the part distilled and the growing region.",
            },
          },
          {
            kind: "text",
            text: {
              fr: "En cosmétique, elle apporte un parfum, mais aussi des propriétés : purifiante, apaisante, tonifiante ou régénérante. Sa puissance impose un dosage précis : quelques gouttes suffisent, et un excès irrite la peau sans rien ajouter à l'efficacité.",
              en: "In cosmetics it brings a fragrance, but also properties: purifying, soothing, toning or regenerating. Its strength calls for precise dosing: a few drops are enough, and too much irritates the skin without adding anything to its effect.",
            },
          },
          { kind: "sub", text: { fr: "Les familles biochimiques à connaître", en: "The biochemical families to know" } },
          {
            kind: "table",
            header: [{ fr: "Famille", en: "Family" }, { fr: "Exemples", en: "Examples" }, { fr: "Propriétés cutanées", en: "Skin properties" }, { fr: "Précaution", en: "Caution" }],
            widths: [0.18, 0.3, 0.27, 0.25],
            rows: [
              [{ fr: "Esters", en: "Esters" }, { fr: "Lavande vraie, petit grain bigarade", en: "True lavender, petitgrain bigarade" }, { fr: "Apaisants, calmants", en: "Soothing, calming" }, { fr: "Très bien tolérés", en: "Very well tolerated" }],
              [{ fr: "Monoterpénols", en: "Monoterpenols" }, { fr: "Tea tree, palmarosa, bois de rose", en: "Tea tree, palmarosa, rosewood" }, { fr: "Purifiants, assainissants", en: "Purifying, cleansing" }, { fr: "Bien tolérés", en: "Well tolerated" }],
              [{ fr: "Oxydes", en: "Oxides" }, { fr: "Eucalyptus radié, ravintsara", en: "Eucalyptus radiata, ravintsara" }, { fr: "Respiratoires, tonifiants", en: "Respiratory, toning" }, { fr: "Éviter chez le jeune enfant", en: "Avoid for young children" }],
              [{ fr: "Phénols", en: "Phenols" }, { fr: "Origan, clou de girofle, thym à thymol", en: "Oregano, clove, thyme thymol" }, { fr: "Très anti-infectieux", en: "Strongly anti-infective" }, { fr: "Dermocaustiques : max. 1 %", en: "Skin-caustic: max. 1 %" }],
              [{ fr: "Cétones", en: "Ketones" }, { fr: "Romarin à verbénone, hélichryse", en: "Rosemary verbenone, helichrysum" }, { fr: "Régénérantes, cicatrisantes", en: "Regenerating, healing" }, { fr: "Neurotoxiques à forte dose", en: "Neurotoxic in high doses" }],
              [{ fr: "Aldéhydes", en: "Aldehydes" }, { fr: "Litsée citronnée, lemongrass", en: "May chang, lemongrass" }, { fr: "Anti-inflammatoires", en: "Anti-inflammatory" }, { fr: "Irritants : max. 0,5 %", en: "Irritating: max. 0.5 %" }],
              [{ fr: "Furocoumarines", en: "Furocoumarins" }, { fr: "Bergamote, citron (expression)", en: "Bergamot, lemon (expressed)" }, { fr: "Éclat du teint", en: "Radiance" }, { fr: "Photosensibilisantes", en: "Photosensitising" }],
            ],
          },
        ],
      },
      {
        title: { fr: "2. Règles de sécurité", en: "2. Safety rules" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Naturel ne veut pas dire sans danger. Les règles suivantes s'appliquent à toutes les formules de ce guide et à celles que vous créerez.",
              en: "Natural does not mean harmless. The following rules apply to every formula in this guide and to those you will create.",
            },
          },
          SAFETY_RULES,
          { kind: "sub", text: { fr: "Concentrations maximales conseillées", en: "Recommended maximum concentrations" } },
          {
            kind: "table",
            header: [{ fr: "Type de soin", en: "Type of product" }, { fr: "Adulte", en: "Adult" }, { fr: "Enfant de plus de 6 ans", en: "Child over 6" }, { fr: "Peau sensible", en: "Sensitive skin" }],
            widths: [0.4, 0.2, 0.2, 0.2],
            align: ["left", "right", "right", "right"],
            rows: [
              [{ fr: "Soin du visage (crème, sérum)", en: "Face care (cream, serum)" }, "1 %", "0,5 %", "0,5 %"],
              [{ fr: "Soin du corps (lait, baume)", en: "Body care (lotion, balm)" }, "2 %", "1 %", "1 %"],
              [{ fr: "Huile de massage", en: "Massage oil" }, "3 %", "1 %", "1 %"],
              [{ fr: "Produit rincé (gel douche, shampooing)", en: "Rinse-off (shower gel, shampoo)" }, "2 %", "1 %", "0,5 %"],
              [{ fr: "Application locale ponctuelle", en: "Occasional local use" }, "5 à 10 %", "—", "2 %"],
            ],
          },
          {
            kind: "note",
            text: {
              fr: "Les pourcentages s'entendent en masse d'huile essentielle dans la masse totale du produit fini.",
              en: "Percentages are the mass of essential oil in the total mass of the finished product.",
            },
          },
        ],
      },
      {
        title: { fr: "3. Tableaux de dilution", en: "3. Dilution tables" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: `Repère : 1 ml d'huile essentielle correspond à environ ${DROPS_PER_ML} gouttes avec un compte-gouttes standard. Les huiles visqueuses (vétiver, santal, myrrhe) forment de plus grosses gouttes : préférez alors la pesée.`,
              en: `Rule of thumb: 1 ml of essential oil is about ${DROPS_PER_ML} drops with a standard dropper. Viscous oils (vetiver, sandalwood, myrrh) form bigger drops: weigh them instead.`,
            },
          },
          { kind: "sub", text: { fr: "Soins du visage et peaux sensibles", en: "Face care and sensitive skin" } },
          dilutionTable([10, 15, 30, 50, 100], [0.5, 1, 1.5]),
          { kind: "sub", text: { fr: "Soins du corps et massages", en: "Body care and massage" } },
          dilutionTable([30, 50, 100, 200, 250], [2, 3, 5]),
          {
            kind: "note",
            text: {
              fr: "Arrondissez toujours à la goutte inférieure et notez le nombre de gouttes sur votre fiche de fabrication.",
              en: "Always round down to the drop below and write the number of drops on your batch sheet.",
            },
          },
        ],
      },
      {
        title: { fr: "4. Formules commentées", en: "4. Formulas explained" },
        blocks: [
          { kind: "sub", text: { fr: "Sérum purifiant visage (30 ml, 1 %)", en: "Purifying face serum (30 ml, 1 %)" } },
          {
            kind: "table",
            header: [{ fr: "Ingrédient", en: "Ingredient" }, { fr: "Quantité", en: "Quantity" }, { fr: "Rôle", en: "Role" }],
            widths: [0.4, 0.2, 0.4],
            rows: [
              [{ fr: "Huile végétale de jojoba", en: "Jojoba oil" }, "20 ml", { fr: "Base non comédogène, régule le sébum", en: "Non-comedogenic base, balances sebum" }],
              [{ fr: "Huile végétale de noisette", en: "Hazelnut oil" }, "9,7 ml", { fr: "Pénètre vite, fini sec", en: "Absorbs quickly, dry finish" }],
              [{ fr: "Huile essentielle de tea tree", en: "Tea tree essential oil" }, { fr: "4 gouttes", en: "4 drops" }, { fr: "Purifiante", en: "Purifying" }],
              [{ fr: "Huile essentielle de lavande vraie", en: "True lavender essential oil" }, { fr: "3 gouttes", en: "3 drops" }, { fr: "Apaisante, cicatrisante", en: "Soothing, healing" }],
              [{ fr: "Vitamine E", en: "Vitamin E" }, { fr: "3 gouttes", en: "3 drops" }, { fr: "Antioxydant de la phase huileuse", en: "Antioxidant of the oil phase" }],
            ],
          },
          {
            kind: "bullets",
            items: [
              { fr: "Verser les huiles végétales dans un flacon en verre ambré de 30 ml.", en: "Pour the vegetable oils into a 30 ml amber glass bottle." },
              { fr: "Ajouter la vitamine E puis les huiles essentielles, goutte à goutte.", en: "Add the vitamin E, then the essential oils, drop by drop." },
              { fr: "Fermer et agiter doucement ; étiqueter avec la date. Conservation : 6 mois à l'abri de la lumière.", en: "Close and shake gently; label with the date. Keeps 6 months away from light." },
              { fr: "Utilisation : 3 gouttes le soir sur peau propre, en évitant le contour des yeux.", en: "Use: 3 drops in the evening on clean skin, avoiding the eye area." },
            ],
          },
          { kind: "sub", text: { fr: "Huile de massage relaxante (100 ml, 3 %)", en: "Relaxing massage oil (100 ml, 3 %)" } },
          {
            kind: "table",
            header: [{ fr: "Ingrédient", en: "Ingredient" }, { fr: "Quantité", en: "Quantity" }, { fr: "Rôle", en: "Role" }],
            widths: [0.4, 0.2, 0.4],
            rows: [
              [{ fr: "Huile végétale d'amande douce", en: "Sweet almond oil" }, "97 ml", { fr: "Base de massage, glisse", en: "Massage base, glide" }],
              [{ fr: "Huile essentielle de lavande vraie", en: "True lavender essential oil" }, { fr: "35 gouttes", en: "35 drops" }, { fr: "Relaxante", en: "Relaxing" }],
              [{ fr: "Huile essentielle de petit grain bigarade", en: "Petitgrain bigarade essential oil" }, { fr: "25 gouttes", en: "25 drops" }, { fr: "Calmante, rééquilibrante", en: "Calming, balancing" }],
              [{ fr: "Huile essentielle de marjolaine à coquilles", en: "Sweet marjoram essential oil" }, { fr: "15 gouttes", en: "15 drops" }, { fr: "Détente musculaire", en: "Muscle relaxation" }],
            ],
          },
          {
            kind: "text",
            text: {
              fr: "Masser lentement le dos, la nuque et les épaules. Ne pas utiliser chez la femme enceinte. Conservation : 12 mois.",
              en: "Massage slowly into the back, neck and shoulders. Not for pregnant women. Keeps 12 months.",
            },
          },
        ],
      },
    ],
  },
  {
    code: "guide-formulation-emulsions",
    sku: "GUIDE-FORMULATION-EMULSIONS",
    title: { fr: "Guide de formulation : émulsions et crèmes", en: "Formulation guide: emulsions and creams" },
    kicker: { fr: "Guide de formulation", en: "Formulation guide" },
    summary: {
      fr: "Réussir ses crèmes et laits maison : comprendre les phases, choisir l'émulsifiant, maîtriser les températures, conserver sans risque, corriger les défauts.",
      en: "Making creams and lotions at home: the phases, choosing the emulsifier, controlling temperatures, preserving safely, fixing faults.",
    },
    edition: new Date(Date.UTC(2026, 0, 19, 9, 0, 0)),
    sections: [
      {
        title: { fr: "1. Qu'est-ce qu'une émulsion ?", en: "1. What is an emulsion?" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Une émulsion est le mélange stable de deux phases qui ne se mélangent pas d'elles-mêmes : une phase aqueuse (eau, hydrolat, gel d'aloe vera) et une phase huileuse (huiles et beurres végétaux). L'émulsifiant, dont la molécule a une tête qui aime l'eau et une queue qui aime l'huile, entoure les gouttelettes de l'une des phases et les maintient dispersées dans l'autre.",
              en: "An emulsion is a stable mixture of two phases that do not mix by themselves: a water phase (water, hydrosol, aloe vera gel) and an oil phase (vegetable oils and butters). The emulsifier, whose molecule has a water-loving head and an oil-loving tail, surrounds the droplets of one phase and keeps them spread through the other.",
            },
          },
          {
            kind: "bullets",
            items: [
              { fr: "Émulsion huile dans eau (H/E) : gouttelettes d'huile dans l'eau ; texture légère, non grasse : crèmes de jour, laits.", en: "Oil-in-water (O/W): oil droplets in water; light, non-greasy texture: day creams, lotions." },
              { fr: "Émulsion eau dans huile (E/H) : gouttelettes d'eau dans l'huile ; texture riche, protectrice : crèmes pour les mains, cold cream.", en: "Water-in-oil (W/O): water droplets in oil; rich, protective texture: hand creams, cold cream." },
            ],
          },
          { kind: "sub", text: { fr: "Les trois phases d'une crème", en: "The three phases of a cream" } },
          {
            kind: "table",
            header: [{ fr: "Phase", en: "Phase" }, { fr: "Contenu", en: "Contents" }, { fr: "Part de la formule", en: "Share of the formula" }],
            widths: [0.25, 0.5, 0.25],
            rows: [
              [{ fr: "A : huileuse", en: "A: oil" }, { fr: "Huiles, beurres, émulsifiant, cires", en: "Oils, butters, emulsifier, waxes" }, "15 – 30 %"],
              [{ fr: "B : aqueuse", en: "B: water" }, { fr: "Eau, hydrolat, glycérine", en: "Water, hydrosol, glycerine" }, "65 – 80 %"],
              [{ fr: "C : refroidissement", en: "C: cool-down" }, { fr: "Actifs sensibles, huiles essentielles, conservateur", en: "Sensitive actives, essential oils, preservative" }, "1 – 5 %"],
            ],
          },
        ],
      },
      {
        title: { fr: "2. Choisir son émulsifiant", en: "2. Choosing the emulsifier" },
        blocks: [
          {
            kind: "table",
            header: [{ fr: "Émulsifiant", en: "Emulsifier" }, { fr: "Type", en: "Type" }, { fr: "Dosage", en: "Dose" }, { fr: "Texture obtenue", en: "Resulting texture" }],
            widths: [0.32, 0.14, 0.14, 0.4],
            rows: [
              [{ fr: "Olivem 1000 (cetearyl olivate, sorbitan olivate)", en: "Olivem 1000 (cetearyl olivate, sorbitan olivate)" }, "H/E", "3 – 7 %", { fr: "Crème soyeuse, effet seconde peau", en: "Silky cream, second-skin feel" }],
              [{ fr: "Cire émulsifiante n° 3 (cetearyl glucoside)", en: "Emulsifying wax no. 3 (cetearyl glucoside)" }, "H/E", "4 – 8 %", { fr: "Crème épaisse, riche", en: "Thick, rich cream" }],
              [{ fr: "Montanov 68 (cetearyl alcohol, cetearyl glucoside)", en: "Montanov 68 (cetearyl alcohol, cetearyl glucoside)" }, "H/E", "3 – 5 %", { fr: "Lait fluide à crème ferme", en: "Fluid lotion to firm cream" }],
              [{ fr: "Lanoline et cire d'abeille", en: "Lanolin and beeswax" }, "E/H", "5 – 12 %", { fr: "Baume protecteur, cold cream", en: "Protective balm, cold cream" }],
            ],
          },
          {
            kind: "text",
            text: {
              fr: "Règle pratique : pour une émulsion H/E, la dose d'émulsifiant vaut environ le quart de la phase huileuse. Une phase huileuse de 20 % demande donc 5 % d'émulsifiant.",
              en: "Rule of thumb: for an O/W emulsion, the emulsifier dose is about a quarter of the oil phase. An oil phase of 20 % therefore needs 5 % emulsifier.",
            },
          },
          { kind: "sub", text: { fr: "Hygiène du laboratoire", en: "Laboratory hygiene" } },
          HYGIENE,
        ],
      },
      {
        title: { fr: "3. Procédé de fabrication pas à pas", en: "3. Step-by-step procedure" },
        blocks: [
          {
            kind: "table",
            header: [{ fr: "Étape", en: "Step" }, { fr: "Geste", en: "Action" }, { fr: "Température", en: "Temperature" }],
            widths: [0.1, 0.68, 0.22],
            rows: [
              ["1", { fr: "Peser la phase A dans un bol en verre, la phase B dans un autre.", en: "Weigh phase A into one glass bowl and phase B into another." }, "—"],
              ["2", { fr: "Chauffer les deux phases au bain-marie jusqu'à fonte complète des cires.", en: "Heat both phases in a double boiler until the waxes have fully melted." }, "70 – 75 °C"],
              ["3", { fr: "Verser la phase B dans la phase A en filet, en mélangeant au mini-fouet.", en: "Pour phase B into phase A in a thin stream, whisking with a mini whisk." }, "70 °C"],
              ["4", { fr: "Mixer 1 minute au mixeur plongeant pour affiner les gouttelettes.", en: "Blend for 1 minute with a stick blender to refine the droplets." }, "65 °C"],
              ["5", { fr: "Laisser refroidir en remuant de temps en temps ; l'émulsion épaissit.", en: "Let it cool, stirring now and then; the emulsion thickens." }, "65 → 40 °C"],
              ["6", { fr: "Ajouter la phase C ingrédient par ingrédient, en mélangeant entre chaque ajout.", en: "Add phase C one ingredient at a time, stirring after each." }, "< 40 °C"],
              ["7", { fr: "Contrôler le pH (bandelette) : viser 5 à 5,5 pour la peau ; ajuster à l'acide lactique.", en: "Check the pH (strip): aim for 5 to 5.5 for the skin; adjust with lactic acid." }, "< 30 °C"],
              ["8", { fr: "Mettre en pot stérilisé, étiqueter, noter le lot sur la fiche de fabrication.", en: "Fill a sterilised jar, label it, write the batch on the batch sheet." }, { fr: "ambiante", en: "room" }],
            ],
          },
          { kind: "sub", text: { fr: "Formule de base : crème de jour hydratante (100 g)", en: "Base formula: moisturising day cream (100 g)" } },
          {
            kind: "table",
            header: [{ fr: "Phase", en: "Phase" }, { fr: "Ingrédient", en: "Ingredient" }, { fr: "Grammes", en: "Grams" }],
            widths: [0.15, 0.6, 0.25],
            align: ["left", "left", "right"],
            rows: [
              ["A", { fr: "Huile végétale de jojoba", en: "Jojoba oil" }, "10,0"],
              ["A", { fr: "Beurre de karité", en: "Shea butter" }, "5,0"],
              ["A", "Olivem 1000", "5,0"],
              ["B", { fr: "Hydrolat de rose de Damas", en: "Damask rose hydrosol" }, "40,0"],
              ["B", { fr: "Eau déminéralisée", en: "Demineralised water" }, "35,4"],
              ["B", { fr: "Glycérine végétale", en: "Vegetable glycerine" }, "3,0"],
              ["C", { fr: "Vitamine E", en: "Vitamin E" }, "0,5"],
              ["C", { fr: "Conservateur (Cosgard)", en: "Preservative (Cosgard)" }, "0,6"],
              ["C", { fr: "Huile essentielle de lavande vraie", en: "True lavender essential oil" }, "0,5"],
            ],
          },
        ],
      },
      {
        title: { fr: "4. Conservation et défauts courants", en: "4. Preservation and common faults" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Toute préparation qui contient de l'eau doit être conservée : sans conservateur, une crème se contamine en quelques jours, même au réfrigérateur. Utiliser un conservateur à large spectre autorisé en cosmétique biologique, au dosage indiqué par le fournisseur.",
              en: "Any preparation containing water must be preserved: without a preservative a cream is contaminated within days, even in the fridge. Use a broad-spectrum preservative allowed in organic cosmetics, at the supplier's dose.",
            },
          },
          {
            kind: "table",
            header: [{ fr: "Défaut", en: "Fault" }, { fr: "Cause probable", en: "Likely cause" }, { fr: "Remède", en: "Remedy" }],
            widths: [0.25, 0.38, 0.37],
            rows: [
              [{ fr: "La crème se sépare", en: "The cream separates" }, { fr: "Phases à des températures différentes ; émulsifiant sous-dosé", en: "Phases at different temperatures; too little emulsifier" }, { fr: "Chauffer les deux phases à la même température ; +1 % d'émulsifiant", en: "Heat both phases to the same temperature; +1 % emulsifier" }],
              [{ fr: "Texture granuleuse", en: "Grainy texture" }, { fr: "Beurre refroidi trop lentement", en: "Butter cooled too slowly" }, { fr: "Refroidir au bain d'eau froide en mélangeant", en: "Cool in a cold water bath while stirring" }],
              [{ fr: "Trop liquide", en: "Too runny" }, { fr: "Phase huileuse ou émulsifiant insuffisants", en: "Too little oil phase or emulsifier" }, { fr: "Ajouter 0,5 % de gomme xanthane à la phase B", en: "Add 0.5 % xanthan gum to phase B" }],
              [{ fr: "Odeur ou taches", en: "Smell or spots" }, { fr: "Contamination microbienne", en: "Microbial contamination" }, { fr: "Jeter ; revoir l'hygiène et le conservateur", en: "Throw away; review hygiene and the preservative" }],
            ],
          },
          SAFETY_RULES,
        ],
      },
    ],
  },
  {
    code: "livret-aromatherapie",
    sku: "LIVRET-AROMATHERAPIE",
    title: { fr: "Livret de formation : les bases de l'aromathérapie", en: "Training booklet: the basics of aromatherapy" },
    kicker: { fr: "Livret de formation", en: "Training booklet" },
    summary: {
      fr: "Un parcours en quatre modules pour découvrir l'aromathérapie : lire une étiquette, connaître dix huiles essentielles essentielles, les voies d'utilisation et les précautions.",
      en: "A four-module course to discover aromatherapy: reading a label, ten essential oils to know, the ways of using them and the precautions.",
    },
    edition: new Date(Date.UTC(2026, 1, 2, 9, 0, 0)),
    sections: [
      {
        title: { fr: "Module 1 : lire une étiquette d'huile essentielle", en: "Module 1: reading an essential oil label" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Une huile essentielle de qualité se reconnaît à son étiquette. Sans ces informations, impossible de savoir ce que contient le flacon ni de l'utiliser en sécurité.",
              en: "A quality essential oil is recognised by its label. Without this information you cannot know what is in the bottle or use it safely.",
            },
          },
          {
            kind: "table",
            header: [{ fr: "Mention", en: "Information" }, { fr: "Pourquoi elle compte", en: "Why it matters" }],
            widths: [0.3, 0.7],
            rows: [
              [{ fr: "Nom botanique latin", en: "Latin botanical name" }, { fr: "Distingue des plantes aux noms communs proches (lavande vraie, Lavandula angustifolia, et lavande aspic, Lavandula latifolia).", en: "Tells apart plants with similar common names (true lavender, Lavandula angustifolia, and spike lavender, Lavandula latifolia)." }],
              [{ fr: "Partie distillée", en: "Part distilled" }, { fr: "Feuilles, zestes ou fleurs d'une même plante donnent des huiles différentes (bigaradier : petit grain, néroli, orange amère).", en: "Leaves, peel or flowers of one plant give different oils (bitter orange tree: petitgrain, neroli, bitter orange)." }],
              [{ fr: "Chémotype", en: "Chemotype" }, { fr: "Indique la molécule dominante (thym à thymol ou à linalol) : les propriétés et les risques en dépendent.", en: "Gives the main molecule (thyme thymol or linalool): properties and risks depend on it." }],
              [{ fr: "Origine et label", en: "Origin and label" }, { fr: "Pays de culture, agriculture biologique, mention 100 % pure et naturelle.", en: "Growing country, organic farming, 100 % pure and natural." }],
              [{ fr: "Numéro de lot", en: "Batch number" }, { fr: "Permet la traçabilité et l'accès au bulletin d'analyse chromatographique.", en: "Allows traceability and access to the chromatography report." }],
            ],
          },
        ],
      },
      {
        title: { fr: "Module 2 : dix huiles essentielles pour commencer", en: "Module 2: ten essential oils to start with" },
        blocks: [
          {
            kind: "table",
            header: [{ fr: "Huile essentielle", en: "Essential oil" }, { fr: "Propriétés principales", en: "Main properties" }, { fr: "Usage type", en: "Typical use" }],
            widths: [0.3, 0.35, 0.35],
            rows: [
              [{ fr: "Lavande vraie", en: "True lavender" }, { fr: "Calmante, cicatrisante", en: "Calming, healing" }, { fr: "Sommeil, petites brûlures", en: "Sleep, small burns" }],
              [{ fr: "Tea tree", en: "Tea tree" }, { fr: "Anti-infectieuse large spectre", en: "Broad-spectrum anti-infective" }, { fr: "Imperfections, hygiène", en: "Blemishes, hygiene" }],
              [{ fr: "Ravintsara", en: "Ravintsara" }, { fr: "Antivirale, immunostimulante", en: "Antiviral, immune-stimulating" }, { fr: "Hiver, en friction", en: "Winter, as a rub" }],
              [{ fr: "Eucalyptus radié", en: "Eucalyptus radiata" }, { fr: "Expectorante", en: "Expectorant" }, { fr: "Diffusion, inhalation", en: "Diffusion, inhalation" }],
              [{ fr: "Menthe poivrée", en: "Peppermint" }, { fr: "Rafraîchissante, antalgique", en: "Cooling, pain-relieving" }, { fr: "Maux de tête (1 goutte, tempes)", en: "Headache (1 drop, temples)" }],
              [{ fr: "Citron", en: "Lemon" }, { fr: "Digestive, purifiante", en: "Digestive, purifying" }, { fr: "Diffusion, ménage", en: "Diffusion, cleaning" }],
              [{ fr: "Petit grain bigarade", en: "Petitgrain bigarade" }, { fr: "Rééquilibrante nerveuse", en: "Nervous balancing" }, { fr: "Stress, massage", en: "Stress, massage" }],
              [{ fr: "Gaulthérie couchée", en: "Wintergreen" }, { fr: "Anti-inflammatoire", en: "Anti-inflammatory" }, { fr: "Muscles, articulations", en: "Muscles, joints" }],
              [{ fr: "Géranium rosat", en: "Rose geranium" }, { fr: "Astringent, hémostatique", en: "Astringent, haemostatic" }, { fr: "Peau, petites coupures", en: "Skin, small cuts" }],
              [{ fr: "Hélichryse italienne", en: "Italian helichrysum" }, { fr: "Anti-hématome", en: "Anti-bruising" }, { fr: "Bosses, bleus", en: "Bumps, bruises" }],
            ],
          },
          {
            kind: "note",
            text: {
              fr: "La gaulthérie est contre-indiquée aux personnes allergiques à l'aspirine ou sous anticoagulants.",
              en: "Wintergreen must not be used by people allergic to aspirin or on anticoagulants.",
            },
          },
        ],
      },
      {
        title: { fr: "Module 3 : les voies d'utilisation", en: "Module 3: ways of using them" },
        blocks: [
          { kind: "sub", text: { fr: "Voie cutanée", en: "On the skin" } },
          {
            kind: "text",
            text: {
              fr: "La voie la plus courante : l'huile essentielle diluée dans une huile végétale traverse la peau et agit localement ou dans la circulation. Diluer de 1 à 5 % selon la zone et la durée.",
              en: "The most common way: the essential oil, diluted in a vegetable oil, passes through the skin and acts locally or through the bloodstream. Dilute 1 to 5 % depending on the area and duration.",
            },
          },
          dilutionTable([10, 30, 50], [1, 3, 5]),
          { kind: "sub", text: { fr: "Diffusion atmosphérique", en: "Diffusion" } },
          {
            kind: "bullets",
            items: [
              { fr: "Diffuser 10 à 15 minutes par heure au maximum, dans une pièce aérée, jamais en continu.", en: "Diffuse 10 to 15 minutes an hour at most, in an aired room, never continuously." },
              { fr: "Jamais en présence d'un nourrisson, d'un animal de compagnie (chats notamment) ou d'une personne asthmatique.", en: "Never near an infant, a pet (cats especially) or an asthmatic person." },
              { fr: "Exclure les huiles riches en phénols et en cétones, irritantes pour les voies respiratoires.", en: "Leave out oils rich in phenols and ketones, which irritate the airways." },
            ],
          },
          { kind: "sub", text: { fr: "Inhalation et olfaction", en: "Inhalation and smelling" } },
          {
            kind: "text",
            text: {
              fr: "Deux gouttes sur un mouchoir, respirées profondément trois fois : une méthode simple pour le stress ou le nez bouché. La voie orale relève d'un conseil médical et n'est pas traitée dans ce livret.",
              en: "Two drops on a tissue, breathed in deeply three times: a simple method for stress or a blocked nose. Oral use needs medical advice and is not covered in this booklet.",
            },
          },
        ],
      },
      {
        title: { fr: "Module 4 : précautions et quiz", en: "Module 4: precautions and quiz" },
        blocks: [
          SAFETY_RULES,
          { kind: "sub", text: { fr: "Quiz de fin de formation", en: "End-of-course quiz" } },
          {
            kind: "bullets",
            items: [
              { fr: "1. Quelle mention distingue le thym à thymol du thym à linalol ? (réponse : le chémotype)", en: "1. Which information tells thyme thymol from thyme linalool? (answer: the chemotype)" },
              { fr: "2. Combien de gouttes pour 30 ml d'huile de massage à 3 % ? (réponse : environ 22 gouttes)", en: "2. How many drops for 30 ml of massage oil at 3 %? (answer: about 22 drops)" },
              { fr: "3. Pourquoi éviter le citron avant une exposition au soleil ? (réponse : photosensibilisation)", en: "3. Why avoid lemon before sun exposure? (answer: photosensitisation)" },
              { fr: "4. Combien de temps diffuser par heure ? (réponse : 10 à 15 minutes au plus)", en: "4. How long to diffuse per hour? (answer: 10 to 15 minutes at most)" },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "livret-hydrolats",
    sku: "LIVRET-HYDROLATS",
    title: { fr: "Livret de formation : hydrolats et eaux florales", en: "Training booklet: hydrosols and floral waters" },
    kicker: { fr: "Livret de formation", en: "Training booklet" },
    summary: {
      fr: "Tout sur les hydrolats : comment ils naissent de la distillation, comment les choisir, les conserver et les utiliser en soin du visage, en cuisine et pour les enfants.",
      en: "All about hydrosols: how distillation makes them, how to choose, keep and use them in face care, in cooking and for children.",
    },
    edition: new Date(Date.UTC(2026, 1, 9, 9, 0, 0)),
    sections: [
      {
        title: { fr: "1. Naissance d'un hydrolat", en: "1. How a hydrosol is made" },
        blocks: [
          {
            kind: "text",
            text: {
              fr: "Lors de la distillation à la vapeur d'eau, la vapeur entraîne les molécules aromatiques de la plante. En refroidissant dans le serpentin, elle se condense ; dans l'essencier, l'huile essentielle se sépare de l'eau et flotte. Cette eau chargée de molécules aromatiques hydrosolubles et de traces d'huile essentielle est l'hydrolat.",
              en: "In steam distillation the steam carries the plant's aromatic molecules. Cooling in the coil, it condenses; in the separator the essential oil parts from the water and floats. This water, carrying water-soluble aromatic molecules and traces of essential oil, is the hydrosol.",
            },
          },
          {
            kind: "text",
            text: {
              fr: "Un hydrolat contient généralement moins de 0,1 % d'huile essentielle : il est doux, adapté aux peaux sensibles et aux enfants, tout en gardant le parfum et une partie des propriétés de la plante.",
              en: "A hydrosol usually holds less than 0.1 % essential oil: it is gentle, suited to sensitive skin and to children, while keeping the plant's scent and part of its properties.",
            },
          },
          { kind: "sub", text: { fr: "Hydrolat ou eau florale ?", en: "Hydrosol or floral water?" } },
          {
            kind: "text",
            text: {
              fr: "« Eau florale » désigne l'hydrolat de fleurs (rose, fleur d'oranger, bleuet). « Hydrolat » s'applique à toutes les parties de plantes. Méfiez-vous des « eaux parfumées » : de l'eau additionnée d'huile essentielle et d'un solubilisant, qui n'est pas un hydrolat.",
              en: "\"Floral water\" names the hydrosol of flowers (rose, orange blossom, cornflower). \"Hydrosol\" applies to any part of a plant. Beware of \"scented waters\": water with essential oil and a solubiliser added, which is not a hydrosol.",
            },
          },
        ],
      },
      {
        title: { fr: "2. Bien choisir et conserver", en: "2. Choosing and keeping them" },
        blocks: [
          {
            kind: "bullets",
            items: [
              { fr: "Choisir un hydrolat 100 % pur, biologique, de préférence sans conservateur ou conservé à l'alcool biologique.", en: "Choose a 100 % pure, organic hydrosol, preferably without preservative or preserved with organic alcohol." },
              { fr: "Vérifier le pH indiqué : il est propre à chaque plante et trahit une dégradation quand il change.", en: "Check the stated pH: it is specific to each plant and shows degradation when it changes." },
              { fr: "Conserver au réfrigérateur après ouverture et utiliser dans les 6 mois.", en: "Keep in the fridge after opening and use within 6 months." },
              { fr: "Jeter l'hydrolat qui se trouble, prend une odeur inhabituelle ou montre des filaments.", en: "Throw away a hydrosol that turns cloudy, smells unusual or shows filaments." },
            ],
          },
          {
            kind: "table",
            header: [{ fr: "Hydrolat", en: "Hydrosol" }, { fr: "pH", en: "pH" }, { fr: "Conservation ouvert", en: "Keeps once open" }],
            widths: [0.5, 0.2, 0.3],
            align: ["left", "right", "right"],
            rows: [
              [{ fr: "Rose de Damas", en: "Damask rose" }, "4,5 – 5,0", { fr: "6 mois", en: "6 months" }],
              [{ fr: "Fleur d'oranger", en: "Orange blossom" }, "4,0 – 4,5", { fr: "6 mois", en: "6 months" }],
              [{ fr: "Bleuet", en: "Cornflower" }, "4,5 – 5,5", { fr: "3 mois", en: "3 months" }],
              [{ fr: "Hamamélis", en: "Witch hazel" }, "3,5 – 4,5", { fr: "6 mois", en: "6 months" }],
              [{ fr: "Lavande vraie", en: "True lavender" }, "4,5 – 5,5", { fr: "6 mois", en: "6 months" }],
              [{ fr: "Camomille romaine", en: "Roman chamomile" }, "3,5 – 4,5", { fr: "4 mois", en: "4 months" }],
              [{ fr: "Menthe poivrée", en: "Peppermint" }, "5,0 – 6,0", { fr: "4 mois", en: "4 months" }],
            ],
          },
        ],
      },
      {
        title: { fr: "3. Usages en soin et en cuisine", en: "3. Uses in care and in cooking" },
        blocks: [
          { kind: "sub", text: { fr: "En soin du visage", en: "In face care" } },
          {
            kind: "table",
            header: [{ fr: "Besoin", en: "Need" }, { fr: "Hydrolat conseillé", en: "Hydrosol to use" }, { fr: "Utilisation", en: "How" }],
            widths: [0.25, 0.3, 0.45],
            rows: [
              [{ fr: "Peau sèche", en: "Dry skin" }, { fr: "Rose de Damas", en: "Damask rose" }, { fr: "Lotion matin et soir avant la crème", en: "Toner morning and evening before the cream" }],
              [{ fr: "Peau mixte à grasse", en: "Combination to oily skin" }, { fr: "Hamamélis, lavande", en: "Witch hazel, lavender" }, { fr: "Sur un coton, pour resserrer les pores", en: "On a cotton pad, to tighten pores" }],
              [{ fr: "Yeux fatigués", en: "Tired eyes" }, { fr: "Bleuet", en: "Cornflower" }, { fr: "Compresses froides 10 minutes", en: "Cold compresses for 10 minutes" }],
              [{ fr: "Rougeurs", en: "Redness" }, { fr: "Camomille romaine", en: "Roman chamomile" }, { fr: "Brume apaisante dans la journée", en: "Soothing mist during the day" }],
            ],
          },
          { kind: "sub", text: { fr: "En cuisine", en: "In cooking" } },
          {
            kind: "text",
            text: {
              fr: "Les hydrolats de qualité alimentaire parfument subtilement les desserts et les boissons : une cuillère à café de fleur d'oranger dans une pâte à crêpes, une cuillère à soupe de rose dans une salade de fraises, quelques gouttes de menthe dans une eau pétillante.",
              en: "Food-grade hydrosols subtly flavour desserts and drinks: a teaspoon of orange blossom in pancake batter, a tablespoon of rose in a strawberry salad, a few drops of mint in sparkling water.",
            },
          },
          { kind: "sub", text: { fr: "Dosages en cuisine", en: "Doses in cooking" } },
          {
            kind: "table",
            header: [{ fr: "Préparation", en: "Dish" }, { fr: "Quantité", en: "Quantity" }],
            widths: [0.6, 0.4],
            rows: [
              [{ fr: "Pâte à crêpes (500 ml)", en: "Pancake batter (500 ml)" }, { fr: "1 cuillère à café", en: "1 teaspoon" }],
              [{ fr: "Salade de fruits (4 personnes)", en: "Fruit salad (4 people)" }, { fr: "1 cuillère à soupe", en: "1 tablespoon" }],
              [{ fr: "Boisson (1 litre)", en: "Drink (1 litre)" }, { fr: "2 cuillères à soupe", en: "2 tablespoons" }],
            ],
          },
        ],
      },
      {
        title: { fr: "4. Précautions et fiche mémo", en: "4. Precautions and memo sheet" },
        blocks: [
          {
            kind: "bullets",
            items: [
              { fr: "Doux ne veut pas dire inoffensif : faire un test au pli du coude avant un premier usage sur le visage.", en: "Gentle does not mean harmless: test in the crook of the elbow before a first use on the face." },
              { fr: "Chez l'enfant de plus de 3 ans, préférer la camomille romaine, la fleur d'oranger et la lavande ; diluer de moitié dans l'eau pour un usage interne occasionnel.", en: "For children over 3, prefer Roman chamomile, orange blossom and lavender; dilute half in water for occasional internal use." },
              { fr: "Utiliser un vaporisateur propre et ne jamais remettre dans le flacon un hydrolat sorti.", en: "Use a clean spray and never pour hydrosol back into the bottle." },
              { fr: "En usage interne prolongé (cure de plus de trois semaines), demander conseil à un professionnel de santé.", en: "For prolonged internal use (a course over three weeks), ask a health professional." },
            ],
          },
          HYGIENE,
        ],
      },
    ],
  },
];

export const guideByCode = (code: string): GuideDefinition | undefined => GUIDES.find((guide) => guide.code === code);

const cellText = (cell: string | Bi, language: GuideLanguage) => typeset(typeof cell === "string" ? cell : cell[language], language);

const CONTENTS: Bi = { fr: "Sommaire", en: "Contents" };
const PERSONAL_COPY: Bi = {
  fr: "Exemplaire personnel : ce document est réservé à l'usage de son acheteur et ne peut être diffusé.",
  en: "Personal copy: this document is for its buyer's own use and may not be passed on.",
};
const EDITION: Bi = { fr: "Édition du", en: "Edition of" };

/**
 * The guide as an A4 PDF in `language`: a title page (kicker, title, summary, edition, contents),
 * then each section from a new page.
 */
export async function guidePdf(guide: GuideDefinition, language: GuideLanguage, shop: ShopIdentity): Promise<Uint8Array> {
  const title = guideText(guide.title, language);
  const w = await PdfWriter.create({
    headerLeft: shop.name,
    headerRight: title,
    footer: [shop.name, shop.address, shop.phone, shop.email].filter(Boolean).join(" · "),
    pageWord: "Page",
  });
  const { doc } = w;
  doc.setTitle(title);
  doc.setAuthor(shop.name);
  doc.setSubject(guideText(guide.summary, language));
  doc.setKeywords([guide.sku, guideText(guide.kicker, language)]);
  doc.setCreator(shop.name);
  doc.setProducer(`${shop.name} (pdf-lib)`);
  doc.setCreationDate(guide.edition);
  doc.setModificationDate(guide.edition);
  doc.setLanguage(LOCALES[language]);

  const { bold, italic } = w.fonts;
  w.space(40);
  w.text(guideText(guide.kicker, language).toUpperCase(), { font: bold, size: 10, colour: COLOURS.accent, after: 4 });
  w.text(title, { font: bold, size: 24, colour: COLOURS.theme, after: 8 });
  w.page.drawRectangle({ x: w.margin.left, y: w.y, width: 60, height: 2.5, color: COLOURS.accent });
  w.space(18);
  w.text(guideText(guide.summary, language), { size: 12, lineGap: 2, after: 10 });
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "Europe/Paris" }).format(guide.edition);
  w.text(`${guideText(EDITION, language)} ${date} · ${guide.sku}`, { size: 9, colour: COLOURS.muted, after: 24 });
  w.section(guideText(CONTENTS, language));
  w.bullets(guide.sections.map((section) => guideText(section.title, language)), { size: 11 });
  w.space(24);
  w.text(guideText(PERSONAL_COPY, language), { font: italic, size: 8.5, colour: COLOURS.muted });

  for (const section of guide.sections) {
    w.newPage();
    w.section(guideText(section.title, language));
    for (const block of section.blocks) {
      if (block.kind === "text") w.text(guideText(block.text, language), { after: 6 });
      else if (block.kind === "sub") w.subheading(guideText(block.text, language));
      else if (block.kind === "bullets") w.bullets(block.items.map((item) => guideText(item, language)));
      else if (block.kind === "note") w.text(guideText(block.text, language), { font: italic, size: 8.5, colour: COLOURS.muted, after: 6 });
      else
        w.table(
          block.rows.map((row) => row.map((cell) => cellText(cell, language))),
          { widths: block.widths, header: block.header.map((cell) => guideText(cell, language)), align: block.align },
        );
    }
  }
  w.finish();
  return doc.save({ useObjectStreams: false });
}
