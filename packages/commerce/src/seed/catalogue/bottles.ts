/**
 * Bottles and packaging: dropper bottles, spray bottles and jars and roll-ons in their
 * glass colours and sizes, sold by the piece with prices by the dozen and the hundred. Texts are
 * composed from the product facts (glass, capacity, closure, use). Perfume bottles carry the
 * engraving option (20 characters, fixed extra cost) and gift wrapping.
 */
import { type GoodsEntry, type Text, engravingFontOption, engravingOption, giftWrapOption, goods } from "./product-builders.ts";
import type { ProductSeed } from "../../modules/product/product-definition.ts";

const DROPPERS = "bottles-and-packaging/dropper-bottles";
const SPRAYS = "bottles-and-packaging/spray-bottles";
const JARS = "bottles-and-packaging/jars-and-roll-ons";

type Glass = "amber" | "flint" | "cobalt" | "violet" | "opal";

/** What each glass is called, looks like and is good for. */
const GLASS: Record<Glass, { adjective: Text; appearance: Text; why: Text; palette: [string, string]; code: string }> = {
  amber: {
    adjective: ["en verre ambré", "amber glass"],
    appearance: ["Verre ambré brun", "Brown amber glass"],
    why: [
      "Le verre ambré filtre l'essentiel des ultraviolets : c'est le verre de référence pour conserver les huiles essentielles, les absolues et les macérâts à l'abri de la lumière.",
      "Amber glass filters out most ultraviolet light: it is the standard glass for keeping essential oils, absolutes and macerates away from light.",
    ],
    palette: ["#8a4b12", "#f3e2cc"],
    code: "AMBRE",
  },
  flint: {
    adjective: ["en verre extra-blanc", "flint glass"],
    appearance: ["Verre extra-blanc transparent", "Clear flint glass"],
    why: [
      "Le verre extra-blanc, parfaitement transparent, met en valeur la couleur d'un sérum ou d'un parfum ; à conserver à l'abri de la lumière directe.",
      "Perfectly clear flint glass shows off the colour of a serum or a fragrance; store away from direct light.",
    ],
    palette: ["#cfd8dc", "#ffffff"],
    code: "EXTRABLANC",
  },
  cobalt: {
    adjective: ["en verre bleu cobalt", "cobalt blue glass"],
    appearance: ["Verre bleu cobalt", "Cobalt blue glass"],
    why: [
      "Le verre bleu cobalt offre une protection partielle contre la lumière et une belle présence sur une étagère ou un comptoir.",
      "Cobalt blue glass gives partial protection from light and looks handsome on a shelf or a counter.",
    ],
    palette: ["#1f4e9c", "#dbe6f7"],
    code: "BLEU",
  },
  violet: {
    adjective: ["en verre violet", "violet glass"],
    appearance: ["Verre violet très foncé", "Very dark violet glass"],
    why: [
      "Le verre violet foncé bloque la lumière visible à l'exception du violet : il protège durablement les huiles fragiles et les préparations sans conservateur.",
      "Dark violet glass blocks visible light except violet: it gives lasting protection to fragile oils and preservative-free preparations.",
    ],
    palette: ["#2a1b3d", "#d9cfe6"],
    code: "VIOLET",
  },
  opal: {
    adjective: ["en verre blanc opale", "opal white glass"],
    appearance: ["Verre blanc opaque", "Opaque white glass"],
    why: [
      "Le verre blanc opale, opaque et doux au toucher, protège les crèmes de la lumière et leur donne un bel écrin.",
      "Opal white glass, opaque and smooth to the touch, protects creams from light and gives them a handsome setting.",
    ],
    palette: ["#eceff1", "#ffffff"],
    code: "BLANC-OPALE",
  },
};

interface Model {
  prefix: string;
  category: string;
  noun: Text;
  closure: Text;
  use: Text;
  specificity: Text;
  perfume?: boolean;
}

const MODELS = {
  dropper: {
    prefix: "FL-CG",
    category: DROPPERS,
    noun: ["Flacon compte-gouttes", "Dropper bottle"],
    closure: ["bouchon compte-gouttes à bague d'inviolabilité, col DIN 18", "tamper-evident dropper cap, DIN 18 neck"],
    use: [
      "Le compte-gouttes vertical délivre environ vingt gouttes par millilitre d'huile essentielle, et la bague d'inviolabilité se détache à la première ouverture.",
      "The vertical dropper delivers about twenty drops of essential oil per millilitre, and the tamper-evident ring breaks off at first opening.",
    ],
    specificity: ["Col DIN 18, compte-gouttes inviolable", "DIN 18 neck, tamper-evident dropper"],
  },
  pipette: {
    prefix: "FL-PIP",
    category: DROPPERS,
    noun: ["Flacon à pipette", "Pipette bottle"],
    closure: ["pipette en verre, poire en caoutchouc noir et bague noire, col DIN 18", "glass pipette with black rubber bulb and black collar, DIN 18 neck"],
    use: [
      "La pipette en verre permet de doser précisément sérums et huiles pour le visage, goutte à goutte.",
      "The glass pipette lets you measure serums and facial oils precisely, drop by drop.",
    ],
    specificity: ["Col DIN 18, pipette en verre", "DIN 18 neck, glass pipette"],
  },
  rollon: {
    prefix: "FL-ROLLON",
    category: JARS,
    noun: ["Roll-on", "Roll-on bottle"],
    closure: ["bille en acier inoxydable et capuchon noir à visser", "stainless-steel ball and black screw cap"],
    use: [
      "La bille en acier inoxydable glisse sans accrocher et dépose une fine couche de parfum à l'huile ou de synergie sur les poignets et les tempes.",
      "The stainless-steel ball glides smoothly and lays a thin film of perfume oil or blend on wrists and temples.",
    ],
    specificity: ["Bille inox, capuchon noir", "Stainless-steel ball, black cap"],
  },
  jar: {
    prefix: "FL-POT",
    category: JARS,
    noun: ["Pot", "Jar"],
    closure: ["couvercle noir à visser avec joint intérieur", "black screw lid with inner liner"],
    use: [
      "Sa large ouverture permet de couler facilement un baume, un beurre fouetté ou un parfum solide, et de le prélever du bout des doigts.",
      "Its wide opening makes it easy to pour a balm, a whipped butter or a solid perfume, and to scoop it out with a fingertip.",
    ],
    specificity: ["Couvercle à visser, joint intérieur", "Screw lid with inner liner"],
  },
  spray: {
    prefix: "FL-SPRAY",
    category: SPRAYS,
    noun: ["Flacon vaporisateur", "Spray bottle"],
    closure: ["vaporisateur fin à visser, col 18/415, capot transparent", "screw-on fine-mist sprayer, 18/415 neck, clear overcap"],
    use: [
      "Le vaporisateur fin diffuse une brume régulière, idéale pour les brumes d'intérieur, les hydrolats et les eaux florales.",
      "The fine-mist sprayer gives an even mist, ideal for room mists, hydrosols and floral waters.",
    ],
    specificity: ["Col 18/415, vaporisateur fin", "18/415 neck, fine-mist sprayer"],
  },
} satisfies Record<string, Model>;

interface Item {
  model: keyof typeof MODELS;
  glass: Glass;
  ml: number;
  price: number;
  soldOut?: boolean;
  salePercent?: number;
  isNew?: boolean;
}

function bottle(item: Item): ProductSeed {
  const model: Model = MODELS[item.model];
  const glass = GLASS[item.glass];
  const name: Text = [`${model.noun[0]} ${glass.adjective[0]} ${item.ml} ml`, `${item.ml} ml ${glass.adjective[1]} ${model.noun[1].toLowerCase()}`];
  const entry: GoodsEntry = {
    sku: `${model.prefix}-${glass.code}-${item.ml}ML`,
    family: "bottle",
    categories: [model.category],
    name,
    short: [
      `${model.noun[0]} ${glass.adjective[0]} de ${item.ml} ml, avec ${model.closure[0]}. Vendu à l'unité, prix dégressifs par 12, 50 et 100.`,
      `${item.ml} ml ${glass.adjective[1]} ${model.noun[1].toLowerCase()} with ${model.closure[1]}. Sold singly, with lower prices for 12, 50 and 100.`,
    ],
    paragraphs: [
      glass.why,
      model.use,
      [
        `Contenance : ${item.ml} ml. Fermeture : ${model.closure[0]}. Livré avec sa fermeture, à poser après remplissage.`,
        `Capacity: ${item.ml} ml. Closure: ${model.closure[1]}. Supplied with its closure, to be fitted after filling.`,
      ],
    ],
    price: item.price,
    tiers: "packaging",
    specificity: model.specificity,
    appearance: glass.appearance,
    soldOut: item.soldOut,
    salePercent: item.salePercent,
    isNew: item.isNew,
    palette: glass.palette,
  };
  return goods(entry);
}

const items: Item[] = [
  { model: "dropper", glass: "amber", ml: 5, price: 0.9 },
  { model: "dropper", glass: "amber", ml: 10, price: 0.95 },
  { model: "dropper", glass: "amber", ml: 15, price: 1.05 },
  { model: "dropper", glass: "amber", ml: 30, price: 1.2 },
  { model: "dropper", glass: "amber", ml: 50, price: 1.4 },
  { model: "dropper", glass: "amber", ml: 100, price: 1.8 },
  { model: "dropper", glass: "cobalt", ml: 10, price: 1.25 },
  { model: "dropper", glass: "cobalt", ml: 30, price: 1.5 },
  { model: "dropper", glass: "cobalt", ml: 50, price: 1.7, soldOut: true },
  { model: "dropper", glass: "violet", ml: 30, price: 3.9 },
  { model: "dropper", glass: "violet", ml: 50, price: 4.9 },
  { model: "dropper", glass: "violet", ml: 100, price: 6.9, salePercent: 20 },
  { model: "pipette", glass: "amber", ml: 15, price: 1.9 },
  { model: "pipette", glass: "amber", ml: 30, price: 2.1 },
  { model: "pipette", glass: "amber", ml: 50, price: 2.4 },
  { model: "pipette", glass: "flint", ml: 30, price: 2.2 },
  { model: "pipette", glass: "flint", ml: 50, price: 2.5, isNew: true },
  { model: "rollon", glass: "amber", ml: 5, price: 1.1 },
  { model: "rollon", glass: "amber", ml: 10, price: 1.2 },
  { model: "rollon", glass: "flint", ml: 10, price: 1.4 },
  { model: "rollon", glass: "cobalt", ml: 10, price: 1.5, soldOut: true },
  { model: "jar", glass: "amber", ml: 15, price: 1.2 },
  { model: "jar", glass: "amber", ml: 30, price: 1.5 },
  { model: "jar", glass: "amber", ml: 50, price: 1.8 },
  { model: "jar", glass: "amber", ml: 100, price: 2.4 },
  { model: "jar", glass: "opal", ml: 30, price: 3.9 },
  { model: "jar", glass: "opal", ml: 50, price: 4.9, salePercent: 15 },
  { model: "spray", glass: "amber", ml: 50, price: 2.4 },
  { model: "spray", glass: "amber", ml: 100, price: 2.9 },
];

/** Perfume bottles: the bottles a perfumer gives away, hence engraving and gift wrapping. */
interface PerfumeBottle {
  sku: string;
  shape: Text;
  ml: number;
  price: number;
  closure: Text;
  look: Text;
  soldOut?: boolean;
  salePercent?: number;
  isNew?: boolean;
}

const PERFUME_OPTIONS = () => [engravingOption(6), engravingFontOption(), giftWrapOption(10)];

function perfumeBottle(item: PerfumeBottle): ProductSeed {
  return goods({
    sku: item.sku,
    family: "bottle",
    categories: [SPRAYS],
    name: [`Flacon de parfum ${item.shape[0]} ${item.ml} ml`, `${item.ml} ml ${item.shape[1]} perfume bottle`],
    short: [
      `Un flacon de parfum ${item.shape[0]} de ${item.ml} ml en verre extra-blanc, avec ${item.closure[0]}. Gravure personnalisée possible sur le verre.`,
      `A ${item.ml} ml ${item.shape[1]} perfume bottle in flint glass, with ${item.closure[1]}. Can be personalised with an engraving on the glass.`,
    ],
    paragraphs: [
      item.look,
      [
        `Fermeture : ${item.closure[0]}. Le flacon se remplit à l'entonnoir ou à la pipette, puis le vaporisateur se pose à la main.`,
        `Closure: ${item.closure[1]}. Fill the bottle with a funnel or pipette, then fit the sprayer by hand.`,
      ],
      [
        "Nous gravons au laser jusqu'à vingt caractères sur le verre, dans la police de votre choix ; l'emballage cadeau comprend un papier kraft, un ruban et une carte écrite à la main.",
        "We laser-engrave up to twenty characters on the glass in the typeface of your choice; gift wrapping includes kraft paper, a ribbon and a handwritten card.",
      ],
    ],
    price: item.price,
    tiers: "bulk",
    specificity: [`Verre extra-blanc, ${item.ml} ml, gravable`, `Flint glass, ${item.ml} ml, engravable`],
    appearance: ["Verre extra-blanc transparent", "Clear flint glass"],
    origin: "FR",
    customOptions: PERFUME_OPTIONS(),
    soldOut: item.soldOut,
    salePercent: item.salePercent,
    isNew: item.isNew,
    palette: ["#b0bec5", "#fafafa"],
  });
}

const CRIMP_GOLD: Text = ["vaporisateur à sertir FEA 15 et capot doré", "FEA 15 crimp sprayer and gold overcap"];
const SCREW_BLACK: Text = ["vaporisateur à visser 18/415 et capot noir mat", "18/415 screw sprayer and matt black overcap"];

const CYLINDER_LOOK: Text = [
  "Un cylindre droit au fond épais, fabriqué dans une verrerie de la vallée de la Bresle, berceau normand du flaconnage de luxe. Sa silhouette sobre convient à toutes les étiquettes.",
  "A straight cylinder with a thick base, made in a glassworks in the Bresle valley, the Normandy cradle of luxury bottle-making. Its simple silhouette suits any label.",
];
const SQUARE_LOOK: Text = [
  "Un flacon carré au fond lourd, aux arêtes adoucies, qui donne à un parfum maison l'allure d'une création de parfumeur. Il repose bien en main et se tient droit sur une coiffeuse.",
  "A square bottle with a heavy base and softened edges that gives a home-made fragrance the look of a perfumer's creation. It sits well in the hand and stands firmly on a dressing table.",
];
const PEBBLE_LOOK: Text = [
  "Un galet de verre aux formes arrondies, inspiré des pierres polies par la mer. Son épaisseur joue avec la lumière et la couleur du jus.",
  "A rounded pebble of glass inspired by sea-polished stones. Its thickness plays with the light and the colour of the juice.",
];

const perfumeBottles: PerfumeBottle[] = [
  { sku: "FL-SPRAY-CYLINDRE-30ML", shape: ["cylindre", "cylinder"], ml: 30, price: 4.9, closure: CRIMP_GOLD, look: CYLINDER_LOOK },
  { sku: "FL-SPRAY-CYLINDRE-50ML", shape: ["cylindre", "cylinder"], ml: 50, price: 5.9, closure: CRIMP_GOLD, look: CYLINDER_LOOK },
  { sku: "FL-SPRAY-CYLINDRE-100ML", shape: ["cylindre", "cylinder"], ml: 100, price: 7.9, closure: CRIMP_GOLD, look: CYLINDER_LOOK },
  { sku: "FL-SPRAY-CARRE-30ML", shape: ["carré", "square"], ml: 30, price: 8.9, closure: SCREW_BLACK, look: SQUARE_LOOK },
  { sku: "FL-SPRAY-CARRE-50ML", shape: ["carré", "square"], ml: 50, price: 10.9, closure: SCREW_BLACK, look: SQUARE_LOOK, salePercent: 15 },
  { sku: "FL-SPRAY-CARRE-100ML", shape: ["carré", "square"], ml: 100, price: 13.9, closure: SCREW_BLACK, look: SQUARE_LOOK },
  { sku: "FL-SPRAY-GALET-50ML", shape: ["galet", "pebble"], ml: 50, price: 14.9, closure: CRIMP_GOLD, look: PEBBLE_LOOK, isNew: true },
  { sku: "FL-SPRAY-GALET-100ML", shape: ["galet", "pebble"], ml: 100, price: 18.9, closure: CRIMP_GOLD, look: PEBBLE_LOOK, soldOut: true },
];

const travelAtomiser: ProductSeed = goods({
  sku: "FL-SPRAY-VOYAGE-10ML",
  family: "bottle",
  categories: [SPRAYS],
  name: ["Vaporisateur de voyage rechargeable 10 ml", "Refillable 10 ml travel atomiser"],
  short: [
    "Un atomiseur de sac à main en aluminium anodisé, rechargeable par le dessous en quelques secondes. Quatre couleurs, gravure possible.",
    "A handbag atomiser in anodised aluminium, refilled from underneath in seconds. Four colours, engraving available.",
  ],
  paragraphs: [
    [
      "Il suffit de poser l'atomiseur sur le vaporisateur de votre flacon et de pomper quelques fois : il se remplit par le fond, sans entonnoir ni perte.",
      "Simply press the atomiser onto the sprayer of your bottle and pump a few times: it fills from the bottom, with no funnel and no waste.",
    ],
    [
      "Enveloppe en aluminium anodisé, réservoir intérieur en verre, environ soixante-dix vaporisations. Nous gravons jusqu'à vingt caractères sur l'enveloppe.",
      "Anodised aluminium shell, inner glass reservoir, about seventy sprays. We engrave up to twenty characters on the shell.",
    ],
  ],
  price: 9.9,
  specificity: ["Aluminium anodisé, 10 ml, rechargeable par le fond", "Anodised aluminium, 10 ml, bottom-filling"],
  appearance: ["Aluminium anodisé coloré", "Coloured anodised aluminium"],
  colours: [
    { value: "gold", label: ["Doré", "Gold"] },
    { value: "silver", label: ["Argenté", "Silver"] },
    { value: "black", label: ["Noir", "Black"] },
    { value: "copper", label: ["Cuivré", "Copper"] },
  ],
  customOptions: [engravingOption(5), giftWrapOption(10)],
  bestseller: true,
  palette: ["#c9a227", "#f7f1dc"],
});

const tins: ProductSeed[] = [15, 60].map((ml) =>
  goods({
    sku: `FL-BOITE-ALU-${ml}ML`,
    family: "bottle",
    categories: [JARS],
    name: [`Boîte en aluminium ${ml} ml`, `${ml} ml aluminium tin`],
    short: [
      `Une boîte ronde en aluminium de ${ml} ml à couvercle vissé, légère et incassable. Pour les parfums solides, les baumes et les déodorants.`,
      `A round ${ml} ml aluminium tin with a screw lid, light and unbreakable. For solid perfumes, balms and deodorants.`,
    ],
    paragraphs: [
      [
        "L'aluminium est léger, incassable et recyclable à l'infini : c'est le contenant idéal des soins à emporter en voyage ou au sport.",
        "Aluminium is light, unbreakable and endlessly recyclable: the ideal container for care products to take travelling or to the gym.",
      ],
      [
        `Contenance : ${ml} ml. Intérieur verni pour éviter tout contact du produit avec le métal ; couvercle à visser étanche.`,
        `Capacity: ${ml} ml. Lacquered inside so the product never touches the metal; tight screw lid.`,
      ],
    ],
    price: ml === 15 ? 0.9 : 1.5,
    tiers: "packaging",
    specificity: [`Aluminium verni intérieur, ${ml} ml`, `Internally lacquered aluminium, ${ml} ml`],
    appearance: ["Aluminium brut", "Plain aluminium"],
    soldOut: ml === 60,
    palette: ["#9e9e9e", "#f5f5f5"],
  }),
);

// ---- exports
export const bottles: ProductSeed[] = [...items.map(bottle), ...perfumeBottles.map(perfumeBottle), travelAtomiser, ...tins];
