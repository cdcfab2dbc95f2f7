/**
 * Kits and discovery sets: bundles whose options choose among real skus of the
 * catalogue (configurable children included), and grouped ranges. A bundle's own price is its
 * base price (box, booklet, labels); the chosen items add their own prices. The contents
 * paragraph is composed from the names of the items, read from the other family modules.
 */
import { absolutes } from "./absolutes.ts";
import { accessoryProducts } from "./accessories.ts";
import { aromaMolecules } from "./aroma-molecules.ts";
import { bottles } from "./bottles.ts";
import { buttersAndWaxes } from "./butters-waxes.ts";
import { co2Extracts } from "./co2-extracts.ts";
import { cosmeticActives } from "./cosmetic-actives.ts";
import { essentialOils } from "./essential-oils.ts";
import { fragrances } from "./fragrances.ts";
import { hydrosols } from "./hydrosols.ts";
import { type Text, ageFor, exclVatCents, labelsOf, paragraphs, t, text } from "./product-builders.ts";
import type { BundleOptionSeed, LabelCode, Localised, ProductSeed } from "../../modules/product/product-definition.ts";
import { vegetableOils } from "./vegetable-oils.ts";

const DISCOVERY = "kits-and-discovery-sets/discovery-sets";
const PERFUME_KITS = "kits-and-discovery-sets/perfume-making-kits";
const SKINCARE_KITS = "kits-and-discovery-sets/diy-skincare-kits";

/** Names of every purchasable sku (simple products and configurable children) of the other families. */
const NAMES = new Map<string, Localised>();
for (const product of [
  ...essentialOils,
  ...absolutes,
  ...co2Extracts,
  ...hydrosols,
  ...vegetableOils,
  ...buttersAndWaxes,
  ...aromaMolecules,
  ...fragrances,
  ...cosmeticActives,
  ...bottles,
  ...accessoryProducts,
]) {
  if (product.type === "simple") NAMES.set(product.sku, product.name);
  for (const variant of product.configurable?.variants ?? []) {
    NAMES.set(product.sku + variant.skuSuffix, { fr: `${product.name.fr} (${variant.label.fr})`, en: `${product.name.en} (${variant.label.en})` });
  }
}

function nameOf(sku: string): Localised {
  const name = NAMES.get(sku);
  if (!name) throw new Error(`Kit item ${sku} is not a purchasable sku of the catalogue`);
  return name;
}

interface OptionEntry {
  code: string;
  label: Text;
  required: boolean;
  type: BundleOptionSeed["type"];
  /** sku, default quantity, whether the shopper may change the quantity. */
  items: [sku: string, qty?: number, userDefined?: boolean][];
}

interface KitEntry {
  sku: string;
  categories: string[];
  name: Text;
  short: Text;
  story: Text;
  /** Base price incl. VAT: box, booklet, labels. */
  price: number;
  options: OptionEntry[];
  labels?: LabelCode[];
  isNew?: boolean;
  bestseller?: boolean;
  palette: [string, string];
}

/** Items read "A ; B et C" (French) and "A; B and C" (English), or "ou" / "or" for a choice. */
function listFr(items: string[], last = "et"): string {
  return items.length > 1 ? `${items.slice(0, -1).join(" ; ")} ${last} ${items[items.length - 1]}` : items.join("");
}

function listEn(items: string[], last = "and"): string {
  return items.length > 1 ? `${items.slice(0, -1).join("; ")} ${last} ${items[items.length - 1]}` : items.join("");
}

/** One sentence per option, "au choix" for a single choice among several items. */
function contentsParagraph(options: OptionEntry[]): Localised {
  const fr: string[] = [];
  const en: string[] = [];
  for (const option of options) {
    const names = option.items.map(([sku, qty = 1]) => {
      const name = nameOf(sku);
      return { fr: qty > 1 ? `${qty} × ${name.fr}` : name.fr, en: qty > 1 ? `${qty} × ${name.en}` : name.en };
    });
    const choice = (option.type === "radio" || option.type === "select") && option.items.length > 1;
    const label = text(option.label);
    const optionalFr = option.required ? "" : " (facultatif)";
    const optionalEn = option.required ? "" : " (optional)";
    if (choice) {
      fr.push(`${label.fr}${optionalFr}, au choix : ${listFr(names.map((n) => n.fr), "ou")}.`);
      en.push(`${label.en}${optionalEn}, your choice of: ${listEn(names.map((n) => n.en), "or")}.`);
    } else {
      fr.push(`${label.fr}${optionalFr} : ${listFr(names.map((n) => n.fr))}.`);
      en.push(`${label.en}${optionalEn}: ${listEn(names.map((n) => n.en))}.`);
    }
  }
  return t(fr.join(" "), en.join(" "));
}

function kit(entry: KitEntry): ProductSeed {
  const bundleOptions: BundleOptionSeed[] = entry.options.map((option) => ({
    code: option.code,
    label: text(option.label),
    required: option.required,
    type: option.type,
    values: option.items.map(([sku, qty = 1, userDefined = false]) => {
      nameOf(sku);
      return { sku, defaultQuantity: qty, userDefinedQuantity: userDefined };
    }),
  }));
  return {
    sku: entry.sku,
    type: "bundle",
    family: "kit",
    categories: entry.categories,
    name: text(entry.name),
    shortDescription: text(entry.short),
    description: paragraphs(text(entry.story), contentsParagraph(entry.options)),
    origin: { country: "FR", region: t("Grasse", "Grasse") },
    isOrganic: false,
    specificity: t("Coffret composé, contenu au choix", "Made-up set, contents of your choice"),
    labels: labelsOf(entry, "FR"),
    priceCents: exclVatCents(entry.price),
    bundleOptions,
    palette: entry.palette,
    ageDays: ageFor(entry.sku, entry.isNew),
  };
}

const kits: KitEntry[] = [
  {
    sku: "KIT-DECOUVERTE-AGRUMES",
    categories: [DISCOVERY],
    name: ["Coffret découverte des agrumes", "Citrus discovery set"],
    short: [
      "Six agrumes pressés à froid pour apprendre à les reconnaître et à les marier. Avec mouillettes et carnet de notes.",
      "Six cold-pressed citrus oils to learn to recognise and blend. With smelling strips and a notebook.",
    ],
    story: [
      "Bergamote, citron, orange, pamplemousse, mandarine et yuzu : les agrumes se ressemblent au premier nez, mais chacun a sa signature. Ce coffret les présente côte à côte, avec un carnet pour noter leur évolution sur mouillette.",
      "Bergamot, lemon, orange, grapefruit, mandarin and yuzu: citrus oils seem alike at first sniff, but each has its signature. This set presents them side by side, with a notebook to record how they develop on a strip.",
    ],
    price: 6.9,
    options: [
      {
        code: "citrus",
        label: ["Les six agrumes", "The six citrus oils"],
        required: true,
        type: "multi",
        items: [["HE-BERGAMOTE-5ML"], ["HE-CITRON-5ML"], ["HE-ORANGE-DOUCE-5ML"], ["HE-PAMPLEMOUSSE-5ML"], ["HE-MANDARINE-VERTE-5ML"], ["HE-YUZU-2ML"]],
      },
      { code: "strips", label: ["Mouillettes", "Smelling strips"], required: false, type: "checkbox", items: [["ACC-MOUILLETTES-100", 1, true]] },
    ],
    bestseller: true,
    palette: ["#ffb300", "#fff5d6"],
  },
  {
    sku: "KIT-DECOUVERTE-BOIS",
    categories: [DISCOVERY],
    name: ["Coffret découverte des bois et résines", "Woods and resins discovery set"],
    short: [
      "Cinq notes de fond essentielles, du cèdre au vétiver, pour comprendre la structure d'un parfum. Avec mouillettes.",
      "Five essential base notes, from cedar to vetiver, to understand how a fragrance is built. With smelling strips.",
    ],
    story: [
      "Les bois et les résines forment le socle d'une composition : ils durent des heures sur la mouillette et révèlent peu à peu leurs facettes. Ce coffret réunit cinq matières que tout parfumeur garde à portée de main.",
      "Woods and resins form the foundation of a composition: they last for hours on a strip and reveal their facets little by little. This set gathers five materials every perfumer keeps within reach.",
    ],
    price: 6.9,
    options: [
      {
        code: "woods",
        label: ["Les cinq bois et résines", "The five woods and resins"],
        required: true,
        type: "multi",
        items: [["HE-CEDRE-ATLAS-5ML"], ["HE-VETIVER-HAITI-5ML"], ["HE-SANTAL-SPICATUM-5ML"], ["HE-PATCHOULI-5ML"], ["HE-ENCENS-SOMALIE-5ML"]],
      },
      { code: "strips", label: ["Mouillettes", "Smelling strips"], required: false, type: "checkbox", items: [["ACC-MOUILLETTES-100", 1, true]] },
    ],
    palette: ["#6d4c41", "#efe5dc"],
  },
  {
    sku: "KIT-DECOUVERTE-ABSOLUES",
    categories: [DISCOVERY],
    name: ["Coffret des grandes absolues", "Great absolutes set"],
    short: [
      "Cinq absolues de 2 ml, de la rose de mai à la vanille Bourbon, et une sixième à choisir. Le cœur floral de la parfumerie fine.",
      "Five 2 ml absolutes, from May rose to Bourbon vanilla, plus a sixth of your choice. The floral heart of fine perfumery.",
    ],
    story: [
      "Les absolues sont les matières les plus fidèles aux fleurs, mais aussi les plus coûteuses : ce coffret permet de les découvrir en petites quantités avant d'investir. Une sixième absolue, à choisir, complète la sélection.",
      "Absolutes are the materials most faithful to the flowers, and also the most costly: this set lets you discover them in small amounts before investing. A sixth absolute, of your choice, completes the selection.",
    ],
    price: 9.9,
    options: [
      {
        code: "absolutes",
        label: ["Les cinq absolues", "The five absolutes"],
        required: true,
        type: "multi",
        items: [["AB-ROSE-CENTIFOLIA-2ML"], ["AB-JASMIN-GRANDIFLORUM-2ML"], ["AB-TUBEREUSE-2ML"], ["AB-MIMOSA-2ML"], ["AB-VANILLE-2ML"]],
      },
      { code: "bonus", label: ["Absolue supplémentaire", "Extra absolute"], required: false, type: "radio", items: [["AB-OSMANTHE-2ML"], ["AB-CHAMPACA-2ML"], ["AB-FEUILLE-VIOLETTE-2ML"]] },
    ],
    labels: ["bestseller"],
    palette: ["#7b1f3a", "#f5dde4"],
  },
  {
    sku: "KIT-DECOUVERTE-MOLECULES",
    categories: [DISCOVERY],
    name: ["Coffret des molécules de la parfumerie moderne", "Modern perfumery molecules set"],
    short: [
      "Huit molécules qui ont écrit l'histoire du parfum, de la coumarine à l'Iso E Super. Pour sentir ce que la chimie a apporté à l'art du parfumeur.",
      "Eight molecules that wrote the history of perfume, from coumarin to Iso E Super. To smell what chemistry brought to the perfumer's art.",
    ],
    story: [
      "De la coumarine de 1868 au Javanol des années 1990, les molécules de synthèse ont ouvert des territoires olfactifs impossibles avec les seules matières naturelles. Ce coffret en présente huit, chacune accompagnée de sa fiche historique.",
      "From the coumarin of 1868 to the Javanol of the 1990s, synthetic molecules opened olfactory territories that natural materials alone could not reach. This set presents eight of them, each with its history card.",
    ],
    price: 7.9,
    options: [
      {
        code: "molecules",
        label: ["Les huit molécules", "The eight molecules"],
        required: true,
        type: "multi",
        items: [
          ["MA-COUMARINE-10G"],
          ["MA-VANILLINE-10G"],
          ["MA-LINALOL-10G"],
          ["MA-HEDIONE-10G"],
          ["MA-ISO-E-SUPER-10G"],
          ["MA-CALONE-5G"],
          ["MA-AMBROXIDE-5G"],
          ["MA-ALDEHYDE-C12-MNA-5G"],
        ],
      },
      { code: "solvent", label: ["Solvant de dilution", "Dilution solvent"], required: false, type: "radio", items: [["SOL-DPG-100ML"], ["SOL-TEC-100ML"]] },
    ],
    isNew: true,
    palette: ["#546e7a", "#eceff1"],
  },
  {
    sku: "KIT-DECOUVERTE-LAVANDES",
    categories: [DISCOVERY],
    name: ["Coffret des lavandes", "Lavender collection set"],
    short: [
      "Six lavandes et lavandins de Provence, de Bulgarie et d'Espagne, à comparer côte à côte. Un voyage olfactif sur les plateaux.",
      "Six lavenders and lavandins from Provence, Bulgaria and Spain to compare side by side. A scented journey across the plateaux.",
    ],
    story: [
      "Lavande fine, lavande AOP, lavande de Bulgarie, aspic, grosso et super : sur mouillette, les différences sautent au nez, entre douceur florale et fraîcheur camphrée. Le carnet fourni explique l'origine de chacune.",
      "Fine lavender, PDO lavender, Bulgarian lavender, spike, Grosso and Super: on a strip the differences leap out, from floral softness to camphoraceous freshness. The booklet explains where each one comes from.",
    ],
    price: 5.9,
    options: [
      {
        code: "lavenders",
        label: ["Les six lavandes", "The six lavenders"],
        required: true,
        type: "multi",
        items: [
          ["HE-LAVANDE-FINE-5ML"],
          ["HE-LAVANDE-AOP-5ML"],
          ["HE-LAVANDE-BULGARIE-5ML"],
          ["HE-LAVANDE-ASPIC-5ML"],
          ["HE-LAVANDIN-GROSSO-5ML"],
          ["HE-LAVANDIN-SUPER-5ML"],
        ],
      },
      { code: "strips", label: ["Mouillettes", "Smelling strips"], required: false, type: "checkbox", items: [["ACC-MOUILLETTES-100", 1, true]] },
    ],
    palette: ["#8e7cc3", "#ede8f7"],
  },
  {
    sku: "KIT-PARFUMEUR-DEBUTANT",
    categories: [PERFUME_KITS],
    name: ["Kit du parfumeur débutant", "Beginner perfumer's kit"],
    short: [
      "Tout pour composer et mettre en flacon votre premier parfum : bases, molécules, alcool, flacons et outils. Avec un carnet de formules guidé.",
      "Everything to compose and bottle your first perfume: bases, molecules, alcohol, bottles and tools. With a guided formula notebook.",
    ],
    story: [
      "Ce kit part de trois bases prêtes à l'emploi, à enrichir de molécules modernes pour trouver votre propre accord. Le carnet guide pas à pas, de la première pesée à la macération, et propose cinq formules à reproduire puis à modifier.",
      "This kit starts from three ready-made bases, to be enriched with modern molecules until you find your own accord. The notebook guides you step by step, from the first weighing to maturation, with five formulas to reproduce and then adapt.",
    ],
    price: 9.9,
    options: [
      { code: "bases", label: ["Bases", "Bases"], required: true, type: "multi", items: [["BA-CHYPRE-5G"], ["BA-AMBRE-5G"], ["BA-ROSE-5G"]] },
      { code: "molecules", label: ["Molécules", "Molecules"], required: true, type: "multi", items: [["MA-HEDIONE-10G"], ["MA-ISO-E-SUPER-10G"], ["MA-AMBROXIDE-5G"]] },
      { code: "alcohol", label: ["Alcool de parfumerie", "Perfumer's alcohol"], required: true, type: "radio", items: [["SOL-ALCOOL-PARFUMERIE-100ML", 1, false]] },
      {
        code: "bottles",
        label: ["Flacons", "Bottles"],
        required: true,
        type: "select",
        items: [
          ["FL-SPRAY-CYLINDRE-30ML", 2, true],
          ["FL-SPRAY-CARRE-30ML", 2, true],
        ],
      },
      {
        code: "tools",
        label: ["Outils", "Tools"],
        required: false,
        type: "checkbox",
        items: [["ACC-MOUILLETTES-100"], ["ACC-PIPETTES-PASTEUR-PLASTIQUE"], ["ACC-BALANCE-001G"]],
      },
    ],
    bestseller: true,
    palette: ["#3e2723", "#f3e9e1"],
  },
  {
    sku: "KIT-PARFUM-SOLIDE",
    categories: [PERFUME_KITS],
    name: ["Kit parfum solide", "Solid perfume kit"],
    short: [
      "Cire, huile et concrète florale pour couler vos parfums solides en boîtes de voyage. Une première création facile et sans alcool.",
      "Wax, oil and a floral concrete for pouring your own solid perfumes into travel tins. An easy, alcohol-free first creation.",
    ],
    story: [
      "Le parfum solide est la forme la plus simple pour débuter : on fond la cire et l'huile, on ajoute la matière parfumée, on coule. Les concrètes, riches en cires florales, y trouvent leur usage idéal.",
      "A solid perfume is the simplest way to begin: melt the wax and oil, add the fragrant material and pour. Concretes, rich in floral waxes, are perfectly suited to it.",
    ],
    price: 4.9,
    options: [
      { code: "wax", label: ["Cire", "Wax"], required: true, type: "radio", items: [["BC-CIRE-ABEILLE-100G"], ["BC-CIRE-CANDELILLA-100G"]] },
      { code: "oil", label: ["Huile", "Oil"], required: true, type: "radio", items: [["HV-JOJOBA-50ML"], ["HV-AMANDE-DOUCE-50ML"]] },
      { code: "concrete", label: ["Concrète florale", "Floral concrete"], required: true, type: "select", items: [["CC-ROSE-5ML"], ["CC-JASMIN-5ML"], ["CC-TUBEREUSE-5ML"]] },
      { code: "tins", label: ["Boîtes", "Tins"], required: true, type: "select", items: [["FL-BOITE-ALU-15ML", 4, true]] },
    ],
    palette: ["#f2b705", "#fff4cc"],
  },
  {
    sku: "KIT-EAU-DE-COLOGNE",
    categories: [PERFUME_KITS],
    name: ["Kit eau de Cologne", "Eau de Cologne kit"],
    short: [
      "Les agrumes, le néroli et la lavande de la Cologne classique, avec l'alcool et le flacon. Composez une cologne fraîche en un après-midi.",
      "The citrus, neroli and lavender of classic cologne, with the alcohol and the bottle. Compose a fresh cologne in an afternoon.",
    ],
    story: [
      "L'eau de Cologne, née au XVIIIe siècle, est la plus simple des structures olfactives : des agrumes, une fleur, une herbe aromatique. Le carnet propose la formule historique et trois variations modernes.",
      "Eau de Cologne, born in the 18th century, is the simplest fragrance structure: citrus, a flower, an aromatic herb. The notebook gives the historic formula and three modern variations.",
    ],
    price: 6.9,
    options: [
      {
        code: "oils",
        label: ["Huiles essentielles", "Essential oils"],
        required: true,
        type: "multi",
        items: [["HE-BERGAMOTE-10ML"], ["HE-CITRON-10ML"], ["HE-PETITGRAIN-BIGARADE-10ML"], ["HE-LAVANDE-FINE-10ML"], ["HE-NEROLI-2ML"]],
      },
      { code: "alcohol", label: ["Alcool de parfumerie", "Perfumer's alcohol"], required: true, type: "radio", items: [["SOL-ALCOOL-PARFUMERIE-500ML"]] },
      { code: "bottle", label: ["Flacon", "Bottle"], required: true, type: "select", items: [["FL-SPRAY-CYLINDRE-100ML", 1, true], ["FL-SPRAY-CARRE-100ML", 1, true]] },
    ],
    palette: ["#9bbf3a", "#f1f8e0"],
  },
  {
    sku: "KIT-BAUME-LEVRES",
    categories: [SKINCARE_KITS],
    name: ["Kit baume à lèvres", "Lip balm kit"],
    short: [
      "Cire, beurre et huile pour couler six baumes à lèvres nourrissants. La recette la plus simple de la cosmétique maison.",
      "Wax, butter and oil to pour six nourishing lip balms. The simplest recipe in home-made skincare.",
    ],
    story: [
      "Un baume à lèvres ne demande que trois ingrédients et dix minutes : une cire pour la tenue, un beurre pour la douceur, une huile pour la glisse. La fiche recette donne les proportions et les variantes gourmandes.",
      "A lip balm needs only three ingredients and ten minutes: a wax for structure, a butter for softness, an oil for glide. The recipe card gives the proportions and gourmand variations.",
    ],
    price: 3.9,
    options: [
      { code: "wax", label: ["Cire", "Wax"], required: true, type: "radio", items: [["BC-CIRE-ABEILLE-100G"], ["BC-CIRE-CANDELILLA-100G"]] },
      { code: "butter", label: ["Beurre", "Butter"], required: true, type: "radio", items: [["BC-KARITE-100G"], ["BC-CACAO-100G"]] },
      { code: "oil", label: ["Huile", "Oil"], required: true, type: "radio", items: [["HV-AMANDE-DOUCE-50ML"], ["HV-RICIN-50ML"]] },
      { code: "jars", label: ["Pots", "Jars"], required: true, type: "select", items: [["FL-POT-AMBRE-15ML", 6, true], ["FL-BOITE-ALU-15ML", 6, true]] },
      { code: "extras", label: ["Pour aller plus loin", "To go further"], required: false, type: "checkbox", items: [["AC-VITAMINE-E-10G"], ["CO2-VANILLE-5ML"]] },
    ],
    palette: ["#e57373", "#fdecea"],
  },
  {
    sku: "KIT-SERUM-HYDRATANT",
    categories: [SKINCARE_KITS],
    name: ["Kit sérum hydratant à l'acide hyaluronique", "Hyaluronic moisturising serum kit"],
    short: [
      "Acide hyaluronique, glycérine et hydrolat de rose pour préparer un sérum repulpant. Avec flacons à pipette et conservateur.",
      "Hyaluronic acid, glycerine and rose hydrosol for making a plumping serum. With pipette bottles and preservative.",
    ],
    story: [
      "Un sérum aqueux est la porte d'entrée idéale de la formulation : pas d'émulsion, mais une rigueur d'hygiène et de conservation. La fiche explique comment disperser l'acide hyaluronique sans grumeaux et ajuster le pH.",
      "A water-based serum is the ideal introduction to formulating: no emulsion, but strict hygiene and preservation. The card explains how to disperse hyaluronic acid without lumps and adjust the pH.",
    ],
    price: 3.9,
    options: [
      { code: "hyaluronic", label: ["Acide hyaluronique", "Hyaluronic acid"], required: true, type: "radio", items: [["AC-HYALURONIQUE-BPM-5G"], ["AC-HYALURONIQUE-HPM-5G"]] },
      { code: "water", label: ["Hydrolat", "Hydrosol"], required: true, type: "radio", items: [["HY-ROSE-DAMAS-200ML"], ["HY-FLEUR-ORANGER-200ML"], ["HY-BLEUET-200ML"]] },
      { code: "base", label: ["Ingrédients de base", "Base ingredients"], required: true, type: "multi", items: [["AC-GLYCERINE-100ML"], ["AC-CONSERVATEUR-COSMOS-100ML"]] },
      { code: "bottles", label: ["Flacons", "Bottles"], required: true, type: "select", items: [["FL-PIP-AMBRE-30ML", 2, true], ["FL-PIP-EXTRABLANC-30ML", 2, true]] },
      { code: "booster", label: ["Actif complémentaire", "Extra active"], required: false, type: "radio", items: [["AC-NIACINAMIDE-20G"], ["AC-PANTHENOL-20G"]] },
    ],
    isNew: true,
    palette: ["#80deea", "#e0f7fa"],
  },
  {
    sku: "KIT-CREME-VISAGE",
    categories: [SKINCARE_KITS],
    name: ["Kit crème visage à l'olive", "Olive face cream kit"],
    short: [
      "Émulsifiant olive, huile, hydrolat et conservateur pour réussir votre première crème. Une huile essentielle au choix pour la parfumer.",
      "Olive emulsifier, oil, hydrosol and preservative to make your first cream. An essential oil of your choice to scent it.",
    ],
    story: [
      "Réussir une émulsion, c'est chauffer deux phases à la même température, les unir sous agitation puis laisser refroidir. Ce kit réunit des ingrédients tolérants, choisis pour une première crème sans échec.",
      "Making an emulsion means heating two phases to the same temperature, combining them while stirring, then letting them cool. This kit brings together forgiving ingredients chosen for a first cream that works.",
    ],
    price: 3.9,
    options: [
      { code: "emulsifier", label: ["Émulsifiant", "Emulsifier"], required: true, type: "radio", items: [["AC-EMULSIFIANT-OLIVE-20G"]] },
      { code: "oil", label: ["Huile végétale", "Vegetable oil"], required: true, type: "radio", items: [["HV-JOJOBA-50ML"], ["HV-ARGAN-50ML"], ["HV-NOISETTE-50ML"]] },
      { code: "water", label: ["Hydrolat", "Hydrosol"], required: true, type: "radio", items: [["HY-FLEUR-ORANGER-200ML"], ["HY-CAMOMILLE-ROMAINE-200ML"]] },
      { code: "care", label: ["Conservation", "Preservation"], required: true, type: "multi", items: [["AC-CONSERVATEUR-COSMOS-100ML"], ["AC-VITAMINE-E-5G"]] },
      { code: "jar", label: ["Pot", "Jar"], required: true, type: "select", items: [["FL-POT-BLANC-OPALE-50ML", 1, true], ["FL-POT-AMBRE-50ML", 1, true]] },
      { code: "scent", label: ["Huile essentielle", "Essential oil"], required: false, type: "radio", items: [["HE-LAVANDE-FINE-5ML"], ["HE-PETITGRAIN-BIGARADE-5ML"], ["HE-NEROLI-2ML"]] },
    ],
    palette: ["#a5d6a7", "#f1f8e9"],
  },
];

/** Grouped ranges: a page that lists related products side by side, each bought on its own. */
interface RangeEntry {
  sku: string;
  categories: string[];
  name: Text;
  short: Text;
  story: Text;
  skus: string[];
  palette: [string, string];
}

function range(entry: RangeEntry): ProductSeed {
  const names = entry.skus.map(nameOf);
  return {
    sku: entry.sku,
    type: "grouped",
    family: "kit",
    categories: entry.categories,
    name: text(entry.name),
    shortDescription: text(entry.short),
    description: paragraphs(
      text(entry.story),
      t(`La gamme réunit : ${listFr(names.map((n) => n.fr))}.`, `The range brings together: ${listEn(names.map((n) => n.en))}.`),
    ),
    isOrganic: false,
    labels: [],
    groupedSkus: entry.skus,
    palette: entry.palette,
    ageDays: ageFor(entry.sku),
  };
}

const ranges: RangeEntry[] = [
  {
    sku: "GR-GAMME-LAVANDE",
    categories: ["essential-oils/lavenders", DISCOVERY],
    name: ["La gamme lavande", "The lavender range"],
    short: [
      "Toute la lavande sur une page : huiles essentielles, hydrolat, brume et base fougère. Choisissez les quantités de chaque produit.",
      "All our lavender on one page: essential oils, hydrosol, mist and fougère base. Choose the quantity of each product.",
    ],
    story: [
      "De la distillerie du pays de Sault à votre flacon, la lavande se décline en huile essentielle, en eau florale et en parfum d'intérieur. Cette gamme les rassemble pour composer votre propre trousse provençale.",
      "From the Sault country distillery to your bottle, lavender comes as essential oil, floral water and home fragrance. This range gathers them so you can build your own Provençal kit.",
    ],
    skus: ["HE-LAVANDE-FINE-10ML", "HE-LAVANDE-AOP-10ML", "HE-LAVANDIN-GROSSO-10ML", "HY-LAVANDE-FINE-200ML", "PF-BRUME-LAVANDE", "BA-FOUGERE-10G"],
    palette: ["#8e7cc3", "#ede8f7"],
  },
  {
    sku: "GR-COLLECTION-AGRUMES",
    categories: ["essential-oils/citrus", DISCOVERY],
    name: ["La collection agrumes", "The citrus collection"],
    short: [
      "Nos agrumes pressés à froid réunis sur une page, de la bergamote au citron vert. Idéal pour constituer votre palette hespéridée.",
      "Our cold-pressed citrus oils on one page, from bergamot to lime. Ideal for building your citrus palette.",
    ],
    story: [
      "Les agrumes sont les notes de tête de presque tous les parfums et la base des colognes. Cette collection rassemble les six essentiels de l'orgue, en 10 ml, et notre brume aux agrumes de Sicile.",
      "Citrus oils are the top notes of almost every fragrance and the base of colognes. This collection gathers the six essentials of the organ, in 10 ml, and our Sicilian citrus mist.",
    ],
    skus: ["HE-BERGAMOTE-10ML", "HE-CITRON-10ML", "HE-ORANGE-DOUCE-10ML", "HE-PAMPLEMOUSSE-10ML", "HE-MANDARINE-VERTE-10ML", "HE-CITRON-VERT-10ML", "PF-BRUME-AGRUMES"],
    palette: ["#ffb300", "#fff5d6"],
  },
  {
    sku: "GR-AUTOUR-DE-LA-ROSE",
    categories: ["absolutes-and-concretes/floral-absolutes", DISCOVERY],
    name: ["Autour de la rose", "All about rose"],
    short: [
      "Absolues, concrète, hydrolat, base et molécule : toutes les facettes de la rose sur une page. Pour explorer la reine des fleurs.",
      "Absolutes, concrete, hydrosol, base and molecule: every facet of rose on one page. To explore the queen of flowers.",
    ],
    story: [
      "La rose se décline en parfumerie sous toutes les formes : absolue de mai ou de Damas, concrète cireuse, eau de distillation, reconstitution et molécule isolée. Les sentir côte à côte est la meilleure leçon sur cette fleur.",
      "Rose comes in every form in perfumery: May or damask absolute, waxy concrete, distillation water, reconstruction and isolated molecule. Smelling them side by side is the best lesson about this flower.",
    ],
    skus: ["AB-ROSE-CENTIFOLIA-5ML", "AB-ROSE-DAMAS-5ML", "CC-ROSE-5ML", "HY-ROSE-DAMAS-200ML", "BA-ROSE-10G", "MA-ALCOOL-PHENYLETHYLIQUE-100G"],
    palette: ["#c2185b", "#fce4ec"],
  },
  {
    sku: "GR-ATELIER-PESEE",
    categories: ["accessories/scales-and-measuring", PERFUME_KITS],
    name: ["L'atelier de pesée", "The weighing workshop"],
    short: [
      "Balance, poids étalon, coupelles, bécher et pipettes : l'équipement pour peser vos formules au centième de gramme.",
      "Scale, calibration weight, weighing boats, beaker and pipettes: the equipment to weigh your formulas to a hundredth of a gram.",
    ],
    story: [
      "Peser plutôt que compter les gouttes est le premier pas vers des formules reproductibles. Cet ensemble réunit le matériel que nous utilisons nous-mêmes au laboratoire.",
      "Weighing instead of counting drops is the first step towards reproducible formulas. This set brings together the equipment we use in our own lab.",
    ],
    skus: ["ACC-BALANCE-001G", "ACC-POIDS-ETALON-100G", "ACC-COUPELLES-PESEE", "ACC-BECHER-50ML", "ACC-PIPETTES-PASTEUR-PLASTIQUE"],
    palette: ["#37474f", "#eceff1"],
  },
];

// ---- exports
export const kitProducts: ProductSeed[] = [...kits.map(kit), ...ranges.map(range)];
