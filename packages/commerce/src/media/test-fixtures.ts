/**
 * Hand-made ProductSeed fixtures for the media tests and sample renders (independent of the real
 * catalogue data files).
 */
import type { ProductSeed } from "../modules/product/product-definition.ts";

export const lavenderOil: ProductSeed = {
  sku: "HE-LAVANDE-VRAIE",
  type: "configurable",
  family: "essential-oil",
  categories: ["essential-oils/lavenders"],
  name: { fr: "Lavande vraie fine", en: "True lavender" },
  shortDescription: {
    fr: "L'huile essentielle de la Haute-Provence, douce et florale.",
    en: "The essential oil of Haute-Provence, soft and floral.",
  },
  description: {
    fr: "Distillée à la vapeur d'eau à partir des sommités fleuries.\n\nUne note de cœur « fraîche » très appréciée en parfumerie.",
    en: "Steam-distilled from the flowering tops.\n\nA fresh heart note much liked in perfumery.",
  },
  botanicalName: "Lavandula angustifolia Mill.",
  origin: { country: "FR", region: { fr: "Haute-Provence", en: "Haute-Provence" } },
  casNumber: "8000-28-0",
  isOrganic: true,
  specificity: { fr: "Population, altitude ≥ 800 m", en: "Population, altitude ≥ 800 m" },
  labels: ["organic", "ecocert", "made-in-france"],
  configurable: {
    attribute: "volume",
    variants: [
      { skuSuffix: "-10ML", value: "10ml", label: { fr: "10 ml", en: "10 ml" }, priceCents: 690, stock: 40 },
      { skuSuffix: "-30ML", value: "30ml", label: { fr: "30 ml", en: "30 ml" }, priceCents: 1590, stock: 12 },
      { skuSuffix: "-100ML", value: "100ml", label: { fr: "100 ml", en: "100 ml" }, priceCents: 3990, stock: 0 },
    ],
  },
  technical: {
    extraction: { fr: "Distillation à la vapeur d'eau", en: "Steam distillation" },
    partUsed: { fr: "Sommités fleuries", en: "Flowering tops" },
    appearance: { fr: "Liquide mobile, limpide, incolore à jaune pâle", en: "Clear mobile liquid, colourless to pale yellow" },
    odour: { fr: "Florale, herbacée, fraîche", en: "Floral, herbaceous, fresh" },
    density: "0,880 – 0,890 à 20 °C",
    refractiveIndex: "1,457 – 1,464 à 20 °C",
    flashPointC: 68,
    mainComponents: [
      { name: "Acétate de linalyle", percent: "25 – 46" },
      { name: "Linalol", percent: "20 – 45" },
      { name: "β-caryophyllène", percent: "2 – 5" },
      { name: "Terpinène-4-ol", percent: "0,1 – 6" },
      { name: "1,8-cinéole", percent: "≤ 2" },
    ],
    hazardStatements: ["H315", "H317", "H319", "H412"],
    allergens: ["Linalool", "Limonene", "Geraniol", "Coumarin"],
  },
  palette: ["#7e6bb5", "#c9b8e6"],
};

export const lemonOil: ProductSeed = {
  sku: "HE-CITRON",
  type: "simple",
  family: "essential-oil",
  categories: ["essential-oils/citrus"],
  name: { fr: "Citron zeste", en: "Lemon peel" },
  shortDescription: { fr: "Zeste pressé à froid, vif et pétillant.", en: "Cold-pressed peel, bright and sparkling." },
  description: { fr: "Expression à froid des zestes.", en: "Cold expression of the peel." },
  botanicalName: "Citrus limon (L.) Osbeck",
  origin: { country: "IT", region: { fr: "Sicile", en: "Sicily" } },
  casNumber: "8008-56-8",
  isOrganic: false,
  labels: [],
  priceCents: 590,
  stock: 25,
  technical: {
    extraction: { fr: "Expression à froid", en: "Cold expression" },
    partUsed: { fr: "Zeste", en: "Peel" },
    appearance: { fr: "Liquide jaune pâle à jaune verdâtre", en: "Pale yellow to greenish yellow liquid" },
    odour: { fr: "Hespéridée, fraîche", en: "Citrus, fresh" },
    density: "0,845 – 0,858",
    refractiveIndex: "1,473 – 1,479",
    flashPointC: 46,
    mainComponents: [
      { name: "Limonène", percent: "56 – 78" },
      { name: "β-pinène", percent: "7 – 17" },
      { name: "γ-terpinène", percent: "6 – 12" },
      { name: "Citral", percent: "1,5 – 4" },
    ],
    hazardStatements: ["H226", "H304", "H315", "H317", "H319", "H411"],
    allergens: ["Limonene", "Citral", "Geraniol", "Linalool"],
  },
};

export const roseHydrosol: ProductSeed = {
  sku: "HY-ROSE-DAMAS",
  type: "simple",
  family: "hydrosol",
  categories: ["hydrosols"],
  name: { fr: "Hydrolat de rose de Damas", en: "Damask rose hydrosol" },
  shortDescription: { fr: "Une eau florale tendre.", en: "A tender floral water." },
  description: { fr: "Eau distillée des pétales.", en: "Water distilled from the petals." },
  botanicalName: "Rosa damascena Mill.",
  origin: { country: "BG" },
  isOrganic: true,
  labels: ["organic"],
  priceCents: 790,
  stock: 60,
  technical: {
    extraction: { fr: "Distillation à la vapeur d'eau", en: "Steam distillation" },
    partUsed: { fr: "Pétales", en: "Petals" },
    appearance: { fr: "Liquide limpide incolore", en: "Clear colourless liquid" },
    odour: { fr: "Rosée, douce", en: "Rosy, soft" },
  },
};

export const vanillin: ProductSeed = {
  sku: "MP-VANILLINE",
  type: "simple",
  family: "aroma-molecule",
  categories: ["perfumery-raw-materials/aroma-molecules"],
  name: { fr: "Vanilline", en: "Vanillin" },
  shortDescription: { fr: "La molécule de la vanille.", en: "The molecule of vanilla." },
  description: { fr: "Cristaux blancs.", en: "White crystals." },
  casNumber: "121-33-5",
  isOrganic: false,
  labels: ["ifra-compliant"],
  priceCents: 490,
  stock: 100,
  technical: {
    appearance: { fr: "Poudre cristalline blanche", en: "White crystalline powder" },
    odour: { fr: "Vanillée, douce", en: "Vanilla, sweet" },
    mainComponents: [{ name: "Vanilline", percent: "≥ 99" }],
    hazardStatements: ["H319"],
  },
};

export const amberBottle: ProductSeed = {
  sku: "FL-AMBRE-30",
  type: "simple",
  family: "bottle",
  categories: ["bottles-packaging"],
  name: { fr: "Flacon ambré 30 ml compte-gouttes", en: "Amber bottle 30 ml with dropper" },
  shortDescription: { fr: "Verre ambré DIN 18.", en: "Amber glass DIN 18." },
  description: { fr: "Flacon en verre ambré.", en: "Amber glass bottle." },
  isOrganic: false,
  labels: [],
  priceCents: 95,
  stock: 500,
  customOptions: [
    {
      code: "engraving",
      title: { fr: "Gravure", en: "Engraving" },
      type: "field",
      isRequired: false,
      maxCharacters: 20,
      extraCost: { type: "fixed", cents: 300 },
    },
  ],
};

export const trickyName: ProductSeed = {
  sku: "HE-TRICKY",
  type: "simple",
  family: "essential-oil",
  categories: ["essential-oils"],
  name: { fr: `Œillet <b>"rare"</b> & cœur d'ylang — qualité « extra » ≥ 99 °`, en: `Carnation <b>"rare"</b> & ylang heart` },
  shortDescription: { fr: "Des caractères difficiles : é è à ç ô œ « » ≥ °.", en: "Awkward characters: ≥ ° — “quotes”." },
  description: { fr: "Paragraphe un.\n\nParagraphe deux avec α-pinène et CO₂.", en: "One.\n\nTwo." },
  botanicalName: "Dianthus caryophyllus L. & <Cananga>",
  origin: { country: "KM" },
  casNumber: "8021-43-0",
  isOrganic: false,
  labels: [],
  priceCents: 4200,
  stock: 0,
  technical: {
    mainComponents: [{ name: "α-pinène", percent: "≥ 10" }],
    hazardStatements: ["H302", "H304", "H361", "H410", "H999"],
  },
};

export const sampleProducts = [lavenderOil, lemonOil, roseHydrosol, vanillin, amberBottle, trickyName];
