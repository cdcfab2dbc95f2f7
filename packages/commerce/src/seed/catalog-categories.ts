import type { Kysely } from "kysely";
import { nowIso } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { CATALOG_ROOT_ID, DEFAULT_CATEGORY_ID } from "../modules/category/service.ts";

type Localised = { fr: string; en: string };

/**
 * One category of the demo catalogue. `code` is its stable identifier (the English URL path at
 * seed time); the product seed refers to categories by code, e.g. `essential-oils/lavenders`.
 */
export interface CategorySeed {
  code: string;
  urlKey: Localised;
  name: Localised;
  description: Localised;
  metaTitle?: Localised;
  children?: CategorySeed[];
}

/** The thirteen top categories under the default category (root path `1/2/`). */
export const categorySeeds: CategorySeed[] = [
  {
    code: "essential-oils",
    urlKey: { fr: "huiles-essentielles", en: "essential-oils" },
    name: { fr: "Huiles essentielles", en: "Essential oils" },
    description: {
      fr: "Huiles essentielles pures et naturelles, distillées à la vapeur d'eau ou expressées à froid, sélectionnées lot par lot avec leur chromatographie.",
      en: "Pure, natural essential oils, steam-distilled or cold-pressed, selected batch by batch with their chromatography.",
    },
    metaTitle: { fr: "Huiles essentielles pures et naturelles", en: "Pure and natural essential oils" },
    children: [
      {
        code: "essential-oils/citrus",
        urlKey: { fr: "agrumes", en: "citrus" },
        name: { fr: "Agrumes", en: "Citrus" },
        description: {
          fr: "Bergamote, citron, orange douce, pamplemousse : des essences expressées à froid, lumineuses et fugaces, pour les notes de tête.",
          en: "Bergamot, lemon, sweet orange, grapefruit: bright, fleeting cold-pressed oils for top notes.",
        },
      },
      {
        code: "essential-oils/lavenders",
        urlKey: { fr: "lavandes", en: "lavenders" },
        name: { fr: "Lavandes", en: "Lavenders" },
        description: {
          fr: "Lavande fine de Haute-Provence, lavande aspic et lavandins : les grands classiques des plateaux provençaux.",
          en: "Fine lavender from Haute-Provence, spike lavender and lavandins: the classics of the Provençal plateaux.",
        },
      },
      {
        code: "essential-oils/woods-and-resins",
        urlKey: { fr: "bois-et-resines", en: "woods-and-resins" },
        name: { fr: "Bois et résines", en: "Woods & resins" },
        description: {
          fr: "Cèdre de l'Atlas, vétiver, santal, encens et myrrhe : des notes de fond profondes qui tiennent une composition.",
          en: "Atlas cedarwood, vetiver, sandalwood, frankincense and myrrh: deep base notes that hold a composition together.",
        },
      },
      {
        code: "essential-oils/spices",
        urlKey: { fr: "epices", en: "spices" },
        name: { fr: "Épices", en: "Spices" },
        description: {
          fr: "Poivre noir, cardamome, girofle, cannelle : des essences chaudes et vibrantes, à doser avec précision.",
          en: "Black pepper, cardamom, clove, cinnamon: warm, vibrant oils to be dosed with care.",
        },
      },
    ],
  },
  {
    code: "absolutes-and-concretes",
    urlKey: { fr: "absolues-et-concretes", en: "absolutes-and-concretes" },
    name: { fr: "Absolues et concrètes", en: "Absolutes & concretes" },
    description: {
      fr: "Les extraits les plus fidèles aux fleurs fragiles, obtenus par extraction aux solvants volatils selon le savoir-faire grassois.",
      en: "The most faithful extracts of delicate flowers, obtained by volatile-solvent extraction in the Grasse tradition.",
    },
    children: [
      {
        code: "absolutes-and-concretes/floral-absolutes",
        urlKey: { fr: "absolues-florales", en: "floral-absolutes" },
        name: { fr: "Absolues florales", en: "Floral absolutes" },
        description: {
          fr: "Rose centifolia, jasmin grandiflorum, tubéreuse, mimosa : le cœur floral de la parfumerie fine.",
          en: "Rose centifolia, jasmine grandiflorum, tuberose, mimosa: the floral heart of fine perfumery.",
        },
      },
      {
        code: "absolutes-and-concretes/leaf-and-pod-absolutes",
        urlKey: { fr: "absolues-feuilles-et-gousses", en: "leaf-and-pod-absolutes" },
        name: { fr: "Absolues de feuilles et de gousses", en: "Leaf & pod absolutes" },
        description: {
          fr: "Vanille, fève tonka, feuille de violette, foin : des matières gourmandes ou vertes au sillage remarquable.",
          en: "Vanilla, tonka bean, violet leaf, hay: gourmand or green materials with a remarkable trail.",
        },
      },
      {
        code: "absolutes-and-concretes/concretes",
        urlKey: { fr: "concretes", en: "concretes" },
        name: { fr: "Concrètes", en: "Concretes" },
        description: {
          fr: "Premières étapes de l'extraction, encore riches en cires végétales : idéales pour les parfums solides et les baumes.",
          en: "The first stage of extraction, still rich in plant waxes: ideal for solid perfumes and balms.",
        },
      },
    ],
  },
  {
    code: "co2-extracts",
    urlKey: { fr: "extraits-co2", en: "co2-extracts" },
    name: { fr: "Extraits CO2", en: "CO2 extracts" },
    description: {
      fr: "Extraits au CO2 supercritique, sans résidu de solvant, au profil olfactif très proche de la plante fraîche.",
      en: "Supercritical CO2 extracts, free of solvent residues, with a scent profile very close to the fresh plant.",
    },
    children: [
      {
        code: "co2-extracts/total-extracts",
        urlKey: { fr: "extraits-totaux", en: "total-extracts" },
        name: { fr: "Extraits CO2 totaux", en: "CO2 total extracts" },
        description: {
          fr: "L'ensemble des composés lipophiles de la plante, arômes et principes actifs, dans un extrait complet.",
          en: "All the lipophilic compounds of the plant, aroma and actives alike, in one complete extract.",
        },
      },
      {
        code: "co2-extracts/select-extracts",
        urlKey: { fr: "extraits-selectifs", en: "select-extracts" },
        name: { fr: "Extraits CO2 sélectifs", en: "CO2 select extracts" },
        description: {
          fr: "Une extraction à basse pression qui ne retient que la fraction aromatique, limpide et facile à formuler.",
          en: "A low-pressure extraction that keeps only the aromatic fraction, clear and easy to formulate.",
        },
      },
    ],
  },
  {
    code: "hydrosols",
    urlKey: { fr: "hydrolats", en: "hydrosols" },
    name: { fr: "Hydrolats", en: "Hydrosols" },
    description: {
      fr: "Les eaux florales issues de la distillation, douces et délicatement parfumées, pour le soin de la peau et la cuisine.",
      en: "The floral waters of distillation, gentle and delicately scented, for skincare and cooking.",
    },
    children: [
      {
        code: "hydrosols/floral-hydrosols",
        urlKey: { fr: "hydrolats-floraux", en: "floral-hydrosols" },
        name: { fr: "Hydrolats floraux", en: "Floral hydrosols" },
        description: {
          fr: "Rose de Damas, fleur d'oranger, bleuet, camomille : des eaux apaisantes pour les peaux sensibles.",
          en: "Damask rose, orange blossom, cornflower, chamomile: soothing waters for sensitive skin.",
        },
      },
      {
        code: "hydrosols/herbal-hydrosols",
        urlKey: { fr: "hydrolats-aromatiques", en: "herbal-hydrosols" },
        name: { fr: "Hydrolats aromatiques", en: "Herbal hydrosols" },
        description: {
          fr: "Menthe poivrée, romarin, verveine citronnée, lavande : des hydrolats toniques et rafraîchissants.",
          en: "Peppermint, rosemary, lemon verbena, lavender: invigorating and refreshing hydrosols.",
        },
      },
      {
        code: "hydrosols/tree-hydrosols",
        urlKey: { fr: "hydrolats-arbres-et-bois", en: "tree-hydrosols" },
        name: { fr: "Hydrolats d'arbres et de bois", en: "Tree & wood hydrosols" },
        description: {
          fr: "Hamamélis, cèdre, ciste, laurier noble : des eaux purifiantes à la note boisée discrète.",
          en: "Witch hazel, cedar, rock rose, bay laurel: purifying waters with a discreet woody note.",
        },
      },
    ],
  },
  {
    code: "vegetable-oils",
    urlKey: { fr: "huiles-vegetales", en: "vegetable-oils" },
    name: { fr: "Huiles végétales", en: "Vegetable oils" },
    description: {
      fr: "Huiles vierges de première pression à froid, supports indispensables pour diluer les huiles essentielles et formuler vos soins.",
      en: "First cold-pressed virgin oils, the essential carriers for diluting essential oils and formulating skincare.",
    },
    children: [
      {
        code: "vegetable-oils/virgin-oils",
        urlKey: { fr: "huiles-vierges", en: "virgin-oils" },
        name: { fr: "Huiles vierges", en: "Virgin oils" },
        description: {
          fr: "Jojoba, argan, amande douce, rose musquée : des huiles non raffinées qui gardent toutes leurs vitamines.",
          en: "Jojoba, argan, sweet almond, rosehip: unrefined oils that keep all their vitamins.",
        },
      },
      {
        code: "vegetable-oils/oil-macerates",
        urlKey: { fr: "macerats-huileux", en: "oil-macerates" },
        name: { fr: "Macérats huileux", en: "Oil macerates" },
        description: {
          fr: "Calendula, arnica, millepertuis, carotte : des fleurs et racines macérées dans une huile végétale.",
          en: "Calendula, arnica, St John's wort, carrot: flowers and roots macerated in a vegetable oil.",
        },
      },
      {
        code: "vegetable-oils/dry-oils",
        urlKey: { fr: "huiles-seches", en: "dry-oils" },
        name: { fr: "Huiles sèches", en: "Dry oils" },
        description: {
          fr: "Noisette, pépins de raisin, camélia : des huiles qui pénètrent vite, sans film gras, parfaites pour les huiles parfumées.",
          en: "Hazelnut, grapeseed, camellia: fast-absorbing oils that leave no greasy film, perfect for scented body oils.",
        },
      },
    ],
  },
  {
    code: "butters-and-waxes",
    urlKey: { fr: "beurres-et-cires", en: "butters-and-waxes" },
    name: { fr: "Beurres et cires", en: "Butters & waxes" },
    description: {
      fr: "Beurres végétaux et cires naturelles pour donner corps aux baumes, parfums solides, bougies et crèmes.",
      en: "Plant butters and natural waxes to give body to balms, solid perfumes, candles and creams.",
    },
    children: [
      {
        code: "butters-and-waxes/plant-butters",
        urlKey: { fr: "beurres-vegetaux", en: "plant-butters" },
        name: { fr: "Beurres végétaux", en: "Plant butters" },
        description: {
          fr: "Karité, cacao, mangue, murumuru : des beurres nourrissants, bruts ou désodorisés.",
          en: "Shea, cocoa, mango, murumuru: nourishing butters, raw or deodorised.",
        },
      },
      {
        code: "butters-and-waxes/waxes",
        urlKey: { fr: "cires", en: "waxes" },
        name: { fr: "Cires", en: "Waxes" },
        description: {
          fr: "Cire d'abeille, cire de candelilla, cire de mimosa : pour structurer baumes et parfums solides.",
          en: "Beeswax, candelilla wax, mimosa flower wax: to structure balms and solid perfumes.",
        },
      },
    ],
  },
  {
    code: "perfumery-raw-materials",
    urlKey: { fr: "matieres-premieres-parfumerie", en: "perfumery-raw-materials" },
    name: { fr: "Matières premières et molécules aromatiques", en: "Perfumery raw materials & aroma molecules" },
    description: {
      fr: "La palette de l'orgue à parfums : molécules de synthèse, bases, fixateurs et solvants, pour les parfumeurs amateurs et professionnels.",
      en: "The perfumer's organ palette: aroma molecules, bases, fixatives and solvents, for amateur and professional perfumers.",
    },
    children: [
      {
        code: "perfumery-raw-materials/aroma-molecules",
        urlKey: { fr: "molecules-aromatiques", en: "aroma-molecules" },
        name: { fr: "Molécules aromatiques", en: "Aroma molecules" },
        description: {
          fr: "Hédione, Iso E Super, linalol, coumarine : les molécules qui ont écrit la parfumerie moderne.",
          en: "Hedione, Iso E Super, linalool, coumarin: the molecules that wrote modern perfumery.",
        },
      },
      {
        code: "perfumery-raw-materials/bases-and-accords",
        urlKey: { fr: "bases-et-accords", en: "bases-and-accords" },
        name: { fr: "Bases et accords", en: "Bases & accords" },
        description: {
          fr: "Des accords prêts à l'emploi (chypre, fougère, ambre, muguet) pour gagner du temps en composition.",
          en: "Ready-made accords (chypre, fougère, amber, lily of the valley) to save time when composing.",
        },
      },
      {
        code: "perfumery-raw-materials/fixatives-and-musks",
        urlKey: { fr: "fixateurs-et-muscs", en: "fixatives-and-musks" },
        name: { fr: "Fixateurs et muscs", en: "Fixatives & musks" },
        description: {
          fr: "Ambroxan, muscs blancs, benjoin : les matières qui prolongent la tenue et arrondissent le fond.",
          en: "Ambroxan, white musks, benzoin: materials that extend longevity and round off the base.",
        },
      },
      {
        code: "perfumery-raw-materials/solvents-and-diluents",
        urlKey: { fr: "solvants-et-diluants", en: "solvents-and-diluents" },
        name: { fr: "Solvants et diluants", en: "Solvents & diluents" },
        description: {
          fr: "Alcool de parfumerie, dipropylène glycol, citrate de triéthyle : pour diluer, peser et mûrir vos essais.",
          en: "Perfumer's alcohol, dipropylene glycol, triethyl citrate: to dilute, weigh and mature your trials.",
        },
      },
    ],
  },
  {
    code: "fragrances",
    urlKey: { fr: "parfums", en: "fragrances" },
    name: { fr: "Parfums", en: "Finished fragrances" },
    description: {
      fr: "Nos créations composées à Grasse à partir des matières de notre catalogue, en petites séries.",
      en: "Our own creations, composed in Grasse from the materials in our catalogue, in small batches.",
    },
    children: [
      {
        code: "fragrances/eaux-de-parfum",
        urlKey: { fr: "eaux-de-parfum", en: "eaux-de-parfum" },
        name: { fr: "Eaux de parfum", en: "Eaux de parfum" },
        description: {
          fr: "Des eaux de parfum concentrées à 15 à 20 %, construites autour d'une matière naturelle signature.",
          en: "Eaux de parfum at 15 to 20 % concentration, each built around a signature natural material.",
        },
      },
      {
        code: "fragrances/perfume-oils",
        urlKey: { fr: "parfums-a-l-huile", en: "perfume-oils" },
        name: { fr: "Parfums à l'huile", en: "Perfume oils" },
        description: {
          fr: "Des parfums sans alcool en roll-on, sur base d'huile de jojoba, intimes et tenaces.",
          en: "Alcohol-free roll-on perfumes on a jojoba oil base, intimate and long-lasting.",
        },
      },
      {
        code: "fragrances/home-fragrances",
        urlKey: { fr: "parfums-d-interieur", en: "home-fragrances" },
        name: { fr: "Parfums d'intérieur", en: "Home fragrances" },
        description: {
          fr: "Brumes d'ambiance, bouquets à bâtonnets et bougies parfumées aux huiles essentielles.",
          en: "Room mists, reed diffusers and candles scented with essential oils.",
        },
      },
    ],
  },
  {
    code: "cosmetic-actives",
    urlKey: { fr: "actifs-cosmetiques", en: "cosmetic-actives" },
    name: { fr: "Actifs cosmétiques", en: "Cosmetic actives" },
    description: {
      fr: "Extraits, actifs et ingrédients techniques pour formuler vous-même des cosmétiques sûrs et efficaces.",
      en: "Extracts, actives and technical ingredients to formulate safe, effective cosmetics yourself.",
    },
    children: [
      {
        code: "cosmetic-actives/botanical-extracts",
        urlKey: { fr: "extraits-vegetaux", en: "botanical-extracts" },
        name: { fr: "Extraits végétaux", en: "Botanical extracts" },
        description: {
          fr: "Extraits glycérinés et en poudre de plantes : thé vert, centella, aloe vera, réglisse.",
          en: "Glycerine and powdered plant extracts: green tea, centella, aloe vera, liquorice.",
        },
      },
      {
        code: "cosmetic-actives/moisturising-actives",
        urlKey: { fr: "actifs-hydratants", en: "moisturising-actives" },
        name: { fr: "Actifs hydratants", en: "Moisturising actives" },
        description: {
          fr: "Acide hyaluronique, glycérine végétale, panthénol, urée : pour retenir l'eau dans la peau.",
          en: "Hyaluronic acid, vegetable glycerine, panthenol, urea: to hold water in the skin.",
        },
      },
      {
        code: "cosmetic-actives/preservatives-and-antioxidants",
        urlKey: { fr: "conservateurs-et-antioxydants", en: "preservatives-and-antioxidants" },
        name: { fr: "Conservateurs et antioxydants", en: "Preservatives & antioxidants" },
        description: {
          fr: "Conservateurs compatibles Cosmos et vitamine E : indispensables dès qu'une formule contient de l'eau.",
          en: "Cosmos-approved preservatives and vitamin E: indispensable as soon as a formula contains water.",
        },
      },
      {
        code: "cosmetic-actives/emulsifiers-and-thickeners",
        urlKey: { fr: "emulsifiants-et-texturants", en: "emulsifiers-and-thickeners" },
        name: { fr: "Émulsifiants et texturants", en: "Emulsifiers & thickeners" },
        description: {
          fr: "Cire d'olive, gomme xanthane, alcool cétéarylique : pour des crèmes stables à la texture voulue.",
          en: "Olive wax, xanthan gum, cetearyl alcohol: for stable creams with just the right texture.",
        },
      },
    ],
  },
  {
    code: "kits-and-discovery-sets",
    urlKey: { fr: "coffrets-et-kits", en: "kits-and-discovery-sets" },
    name: { fr: "Coffrets et kits", en: "Kits & discovery sets" },
    description: {
      fr: "Des assortiments pensés pour découvrir une famille de matières ou apprendre à composer, à offrir ou à s'offrir.",
      en: "Curated sets to discover a family of materials or learn to compose, to give or to keep.",
    },
    children: [
      {
        code: "kits-and-discovery-sets/discovery-sets",
        urlKey: { fr: "coffrets-decouverte", en: "discovery-sets" },
        name: { fr: "Coffrets découverte", en: "Discovery sets" },
        description: {
          fr: "Des échantillons de 2 ml de nos matières phares, avec mouillettes et fiches olfactives.",
          en: "2 ml samples of our signature materials, with smelling strips and scent notes.",
        },
      },
      {
        code: "kits-and-discovery-sets/perfume-making-kits",
        urlKey: { fr: "kits-creation-parfum", en: "perfume-making-kits" },
        name: { fr: "Kits de création de parfum", en: "Perfume-making kits" },
        description: {
          fr: "Tout le nécessaire pour composer votre premier parfum : matières, pipettes, flacons et carnet de formules.",
          en: "Everything you need to compose your first perfume: materials, pipettes, bottles and a formula notebook.",
        },
      },
      {
        code: "kits-and-discovery-sets/diy-skincare-kits",
        urlKey: { fr: "kits-cosmetique-maison", en: "diy-skincare-kits" },
        name: { fr: "Kits cosmétique maison", en: "DIY skincare kits" },
        description: {
          fr: "Baume, sérum ou crème : des kits avec ingrédients pesés et recette pas à pas.",
          en: "Balm, serum or cream: kits with pre-weighed ingredients and a step-by-step recipe.",
        },
      },
    ],
  },
  {
    code: "bottles-and-packaging",
    urlKey: { fr: "flacons-et-emballages", en: "bottles-and-packaging" },
    name: { fr: "Flacons et emballages", en: "Bottles & packaging" },
    description: {
      fr: "Flacons en verre ambré ou extra-blanc, bouchages et étuis pour conserver et présenter vos créations.",
      en: "Amber and flint glass bottles, closures and boxes to keep and present your creations.",
    },
    children: [
      {
        code: "bottles-and-packaging/dropper-bottles",
        urlKey: { fr: "flacons-compte-gouttes", en: "dropper-bottles" },
        name: { fr: "Flacons compte-gouttes", en: "Dropper bottles" },
        description: {
          fr: "Flacons en verre ambré de 5 à 100 ml avec compte-gouttes inviolable ou pipette en verre.",
          en: "Amber glass bottles from 5 to 100 ml with tamper-evident droppers or glass pipettes.",
        },
      },
      {
        code: "bottles-and-packaging/spray-bottles",
        urlKey: { fr: "flacons-vaporisateurs", en: "spray-bottles" },
        name: { fr: "Flacons vaporisateurs", en: "Spray bottles" },
        description: {
          fr: "Flacons de parfum à sertir ou à visser, vaporisateurs fins et capots assortis.",
          en: "Crimp or screw-neck perfume bottles, fine-mist sprayers and matching caps.",
        },
      },
      {
        code: "bottles-and-packaging/jars-and-roll-ons",
        urlKey: { fr: "pots-et-roll-on", en: "jars-and-roll-ons" },
        name: { fr: "Pots et roll-on", en: "Jars & roll-ons" },
        description: {
          fr: "Pots en verre pour baumes et crèmes, roll-on à bille inox pour les parfums à l'huile.",
          en: "Glass jars for balms and creams, stainless-steel roll-ons for perfume oils.",
        },
      },
    ],
  },
  {
    code: "accessories",
    urlKey: { fr: "accessoires", en: "accessories" },
    name: { fr: "Accessoires", en: "Accessories" },
    description: {
      fr: "Le petit matériel du laboratoire de parfumerie et de cosmétique, sélectionné pour sa précision.",
      en: "Small equipment for the perfumery and cosmetics workbench, chosen for its precision.",
    },
    children: [
      {
        code: "accessories/smelling-strips",
        urlKey: { fr: "mouillettes", en: "smelling-strips" },
        name: { fr: "Mouillettes", en: "Smelling strips" },
        description: {
          fr: "Mouillettes en papier buvard sans odeur, le premier outil du nez pour sentir et comparer.",
          en: "Odourless blotter strips, the nose's first tool to smell and compare.",
        },
      },
      {
        code: "accessories/pipettes-and-labware",
        urlKey: { fr: "pipettes-et-verrerie", en: "pipettes-and-labware" },
        name: { fr: "Pipettes et verrerie", en: "Pipettes & labware" },
        description: {
          fr: "Pipettes Pasteur, béchers, éprouvettes et agitateurs en verre borosilicaté.",
          en: "Pasteur pipettes, beakers, measuring cylinders and stirring rods in borosilicate glass.",
        },
      },
      {
        code: "accessories/diffusers",
        urlKey: { fr: "diffuseurs", en: "diffusers" },
        name: { fr: "Diffuseurs", en: "Diffusers" },
        description: {
          fr: "Diffuseurs par nébulisation et galets en céramique pour parfumer sans chauffer les huiles essentielles.",
          en: "Nebulising diffusers and ceramic stones to scent a room without heating the essential oils.",
        },
      },
      {
        code: "accessories/scales-and-measuring",
        urlKey: { fr: "pesee-et-mesure", en: "scales-and-measuring" },
        name: { fr: "Pesée et mesure", en: "Scales & measuring" },
        description: {
          fr: "Balances de précision au centième de gramme et accessoires pour peser vos formules au lieu de compter les gouttes.",
          en: "Precision scales to a hundredth of a gram and accessories to weigh your formulas instead of counting drops.",
        },
      },
    ],
  },
  {
    code: "guides-and-training",
    urlKey: { fr: "guides-et-formations", en: "guides-and-training" },
    name: { fr: "Guides & formations", en: "Guides & training" },
    description: {
      fr: "Guides de formulation et livrets de formation à télécharger en PDF : dilutions, procédés et règles de sécurité pour créer vos soins en confiance.",
      en: "Formulation guides and training booklets to download as PDFs: dilutions, procedures and safety rules to make your own products with confidence.",
    },
    children: [
      {
        code: "guides-and-training/formulation-guides",
        urlKey: { fr: "guides-de-formulation", en: "formulation-guides" },
        name: { fr: "Guides de formulation", en: "Formulation guides" },
        description: {
          fr: "Des guides pour formuler vos cosmétiques : huiles essentielles, émulsions et crèmes, avec tableaux et formules commentées.",
          en: "Guides to formulating your cosmetics: essential oils, emulsions and creams, with tables and formulas explained.",
        },
      },
      {
        code: "guides-and-training/training-booklets",
        urlKey: { fr: "livrets-de-formation", en: "training-booklets" },
        name: { fr: "Livrets de formation", en: "Training booklets" },
        description: {
          fr: "Des livrets de formation en modules pour apprendre l'aromathérapie et l'usage des hydrolats pas à pas.",
          en: "Training booklets in modules to learn aromatherapy and the use of hydrosols step by step.",
        },
      },
    ],
  },
];

/** Names of the two structural categories: id 1 the root, id 2 the default category. */
const structuralNames = {
  [CATALOG_ROOT_ID]: { code: "root", name: { fr: "Racine", en: "Root" } },
  [DEFAULT_CATEGORY_ID]: { code: "catalogue", name: { fr: "Catalogue", en: "Catalogue" } },
} as const;

/**
 * Inserts the category tree. Idempotent: a category whose code exists is left as it is (it may
 * have been edited since), only missing ones are added, with their path computed from their id.
 */
export async function seedCategories(db: Kysely<Database>): Promise<number> {
  let inserted = 0;
  const now = nowIso();

  // The structural categories exist from migration 0002; give them their names once.
  for (const [id, { name }] of Object.entries(structuralNames)) {
    for (const language of ["fr", "en"] as const) {
      await db
        .insertInto("category_translation")
        .values({
          category_id: Number(id),
          language,
          name: name[language],
          url_key: null,
          url_path: null,
          description: null,
          meta_title: null,
          meta_description: null,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.columns(["category_id", "language"]).doNothing())
        .execute();
    }
  }

  const parents = await db
    .selectFrom("category")
    .innerJoin("category_translation as fr", (join) =>
      join.onRef("fr.category_id", "=", "category.id").on("fr.language", "=", "fr"),
    )
    .innerJoin("category_translation as en", (join) =>
      join.onRef("en.category_id", "=", "category.id").on("en.language", "=", "en"),
    )
    .select(["category.id", "category.path", "category.level", "fr.url_path as frPath", "en.url_path as enPath"])
    .where("category.id", "=", DEFAULT_CATEGORY_ID)
    .executeTakeFirstOrThrow();

  const insertLevel = async (
    seeds: CategorySeed[],
    parent: { id: number; path: string; level: number; frPath: string | null; enPath: string | null },
  ) => {
    for (const [index, seed] of seeds.entries()) {
      const urlPath = {
        fr: parent.frPath ? `${parent.frPath}/${seed.urlKey.fr}` : seed.urlKey.fr,
        en: parent.enPath ? `${parent.enPath}/${seed.urlKey.en}` : seed.urlKey.en,
      };
      let node = await db.selectFrom("category").select(["id", "path", "level"]).where("code", "=", seed.code).executeTakeFirst();
      if (!node) {
        node = await db.transaction().execute(async (trx) => {
          // Another process seeding at the same time may have inserted it: then keep theirs.
          const row = await trx
            .insertInto("category")
            .values({
              code: seed.code,
              parent_id: parent.id,
              path: "",
              level: parent.level + 1,
              position: (index + 1) * 10,
              is_active: 1,
              include_in_menu: 1,
              created_at: now,
              updated_at: now,
            })
            .onConflict((conflict) => conflict.column("code").doNothing())
            .returning(["id", "level"])
            .executeTakeFirst();
          if (!row) {
            return trx.selectFrom("category").select(["id", "path", "level"]).where("code", "=", seed.code).executeTakeFirstOrThrow();
          }
          inserted += 1;
          const path = `${parent.path}/${row.id}`;
          await trx.updateTable("category").set({ path }).where("id", "=", row.id).execute();
          for (const language of ["fr", "en"] as const) {
            await trx
              .insertInto("category_translation")
              .values({
                category_id: row.id,
                language,
                name: seed.name[language],
                url_key: seed.urlKey[language],
                url_path: urlPath[language],
                description: seed.description[language],
                meta_title: seed.metaTitle?.[language] ?? null,
                meta_description: null,
                updated_at: now,
              })
              .execute();
          }
          return { id: row.id, path, level: row.level };
        });
      }
      if (seed.children) {
        await insertLevel(seed.children, { ...node, frPath: urlPath.fr, enPath: urlPath.en });
      }
    }
  };
  await insertLevel(categorySeeds, parents);
  return inserted;
}
