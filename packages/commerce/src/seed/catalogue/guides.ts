/**
 * Guides and training booklets: downloadable products (virtual, never shipped). Each is one PDF,
 * authored in media/guides.ts in both languages and generated when downloaded; a purchase allows
 * five downloads per copy bought. Always available: a file does not run out, so their stock is
 * set far beyond any order.
 */
import { GUIDES, guideText, typeset } from "../../media/guides.ts";
import type { ProductSeed } from "../../modules/product/product-definition.ts";

/** Formulation guides and training booklets, each in its sub-category. */
const categoryOf = (sku: string) => (sku.startsWith("GUIDE-") ? "guides-and-training/formulation-guides" : "guides-and-training/training-booklets");
/** Downloads a copy bought allows. */
const DOWNLOADS_PER_COPY = 5;
/** Not stock-limited: far more than any basket may hold. */
const UNLIMITED_STOCK = 1_000_000;

/** Prices excluding VAT (20 % is added: €19.90, €24.90, €14.90, €9.90 including VAT). */
const PRICES: Record<string, number> = {
  "GUIDE-FORMULATION-HE": 1658,
  "GUIDE-FORMULATION-EMULSIONS": 2075,
  "LIVRET-AROMATHERAPIE": 1242,
  "LIVRET-HYDROLATS": 825,
};

const DESCRIPTIONS: Record<string, { fr: string[]; en: string[]; pages: { fr: string; en: string } }> = {
  "GUIDE-FORMULATION-HE": {
    fr: [
      "Un guide pratique pour intégrer les huiles essentielles à vos soins faits maison sans risque : les familles biochimiques et leurs précautions, les concentrations maximales par type de soin, des tableaux de dilution en gouttes et en millilitres.",
      "Deux formules commentées pas à pas (sérum purifiant, huile de massage relaxante) montrent comment passer du tableau à la fiche de fabrication.",
    ],
    en: [
      "A practical guide to adding essential oils to your home-made cosmetics safely: the biochemical families and their cautions, maximum concentrations per type of product, dilution tables in drops and millilitres.",
      "Two formulas explained step by step (purifying serum, relaxing massage oil) show how to go from the table to the batch sheet.",
    ],
    pages: { fr: "PDF à télécharger, en français", en: "Downloadable PDF, in English" },
  },
  "GUIDE-FORMULATION-EMULSIONS": {
    fr: [
      "Crèmes et laits maison réussis du premier coup : les phases d'une émulsion, le choix de l'émulsifiant et son dosage, le procédé de fabrication étape par étape avec ses températures.",
      "Une formule de crème de jour détaillée au dixième de gramme, la conservation et un tableau des défauts courants avec leurs remèdes.",
    ],
    en: [
      "Home-made creams and lotions that work first time: the phases of an emulsion, choosing and dosing the emulsifier, the procedure step by step with its temperatures.",
      "A day-cream formula to a tenth of a gram, preservation and a table of common faults with their remedies.",
    ],
    pages: { fr: "PDF à télécharger, en français", en: "Downloadable PDF, in English" },
  },
  "LIVRET-AROMATHERAPIE": {
    fr: [
      "Un livret de formation en quatre modules pour débuter en aromathérapie : lire une étiquette, dix huiles essentielles pour commencer, les voies d'utilisation et les précautions.",
      "Chaque module se termine par des repères pratiques ; un quiz final vérifie les acquis.",
    ],
    en: [
      "A four-module training booklet to start with aromatherapy: reading a label, ten essential oils to start with, ways of using them and the precautions.",
      "Each module ends with practical pointers; a final quiz checks what you have learnt.",
    ],
    pages: { fr: "PDF à télécharger, en français", en: "Downloadable PDF, in English" },
  },
  "LIVRET-HYDROLATS": {
    fr: [
      "Tout savoir des hydrolats et eaux florales : comment la distillation les fait naître, comment les choisir à leur pH et les conserver, comment les utiliser en soin du visage et en cuisine.",
      "Avec une fiche mémo des précautions, pour les adultes comme pour les enfants.",
    ],
    en: [
      "All about hydrosols and floral waters: how distillation makes them, how to choose them by their pH and keep them, how to use them in face care and in cooking.",
      "With a memo sheet of precautions, for adults and children alike.",
    ],
    pages: { fr: "PDF à télécharger, en français", en: "Downloadable PDF, in English" },
  },
};

export const guideProducts: ProductSeed[] = GUIDES.map((guide): ProductSeed => {
  const text = DESCRIPTIONS[guide.sku];
  return {
    sku: guide.sku,
    type: "simple",
    family: "guide",
    categories: [categoryOf(guide.sku)],
    name: { fr: guideText(guide.title, "fr"), en: guideText(guide.title, "en") },
    shortDescription: { fr: guideText(guide.summary, "fr"), en: guideText(guide.summary, "en") },
    description: { fr: typeset(text.fr.join("\n\n"), "fr"), en: typeset(text.en.join("\n\n"), "en") },
    isOrganic: false,
    specificity: { fr: typeset(`${text.pages.fr} (${DOWNLOADS_PER_COPY} téléchargements par exemplaire)`, "fr"), en: `${text.pages.en} (${DOWNLOADS_PER_COPY} downloads per copy)` },
    labels: ["made-in-france"],
    priceCents: PRICES[guide.sku],
    stock: UNLIMITED_STOCK,
    downloads: [{ code: guide.code, title: { fr: guideText(guide.title, "fr"), en: guideText(guide.title, "en") }, maxDownloads: DOWNLOADS_PER_COPY }],
  };
});
