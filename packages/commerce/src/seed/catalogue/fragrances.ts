/**
 * Finished fragrances: our own eaux de parfum (30, 50, 100 ml, engraving and gift
 * wrapping), roll-on perfume oils and home fragrances, composed from the catalogue's materials.
 * The story is written by hand; the notes paragraph is composed from the pyramid.
 */
import {
  LADDERS,
  type Ladder,
  type SaleAndStock,
  type Text,
  ageFor,
  engravingFontOption,
  engravingOption,
  exclVatCents,
  giftWrapOption,
  labelsOf,
  paragraphs,
  reduced,
  stockFor,
  t,
  text,
  volumeVariants,
} from "./product-builders.ts";
import type { LabelCode, ProductSeed } from "../../modules/product/product-definition.ts";

const EDP = "fragrances/eaux-de-parfum";
const OILS = "fragrances/perfume-oils";
const HOME = "fragrances/home-fragrances";

type Format = "edp" | "oil" | "mist" | "diffuser" | "candle";

const FORMATS: Record<Format, { specificity: Text; appearance: Text; hazards: string[]; ladder?: Ladder; base: Text }> = {
  edp: {
    specificity: ["Eau de parfum, concentration 18 %", "Eau de parfum, 18 % concentration"],
    appearance: ["Liquide limpide, incolore à jaune pâle", "Clear liquid, colourless to pale yellow"],
    hazards: ["H225", "H317", "H319"],
    ladder: LADDERS.eauDeParfum,
    base: ["Concentré à 18 % dans l'alcool de betterave, macéré quatre semaines puis filtré à froid.", "18 % concentrate in beet alcohol, matured for four weeks, then cold-filtered."],
  },
  oil: {
    specificity: ["Parfum à l'huile, roll-on de 10 ml, concentration 20 %", "Perfume oil, 10 ml roll-on, 20 % concentration"],
    appearance: ["Liquide huileux, jaune pâle à doré", "Oily liquid, pale yellow to golden"],
    hazards: ["H317", "H412"],
    base: ["Concentré à 20 % dans l'huile de jojoba et les triglycérides de coco, sans alcool.", "20 % concentrate in jojoba oil and coconut triglycerides, alcohol-free."],
  },
  mist: {
    specificity: ["Brume d'intérieur, vaporisateur de 100 ml", "Room mist, 100 ml spray"],
    appearance: ["Liquide limpide, incolore", "Clear, colourless liquid"],
    hazards: ["H225", "H319"],
    base: ["Huiles essentielles à 5 % dans l'alcool et l'eau florale, sans gaz propulseur.", "5 % essential oils in alcohol and floral water, with no propellant."],
  },
  diffuser: {
    specificity: ["Diffuseur à bâtonnets, 200 ml, environ trois mois", "Reed diffuser, 200 ml, lasts about three months"],
    appearance: ["Liquide limpide, incolore à jaune pâle", "Clear liquid, colourless to pale yellow"],
    hazards: ["H317", "H412"],
    base: ["Parfum à 15 % dans le dipropylène glycol, avec huit bâtonnets de rotin.", "15 % fragrance in dipropylene glycol, with eight rattan reeds."],
  },
  candle: {
    specificity: ["Bougie à la cire de colza, mèche en coton", "Rapeseed wax candle, cotton wick"],
    appearance: ["Cire blanche dans un verre ambré", "White wax in an amber glass"],
    hazards: ["H317", "H412"],
    ladder: LADDERS.candle,
    base: ["Cire de colza française parfumée à 10 %, mèche en coton tressé, verre ambré réutilisable.", "French rapeseed wax scented at 10 %, braided cotton wick, reusable amber glass."],
  },
};

interface FragranceEntry extends SaleAndStock {
  sku: string;
  format: Format;
  name: Text;
  family: Text;
  short: Text;
  story: Text;
  top: Text;
  heart: Text;
  base: Text;
  /** The catalogue materials at the heart of the formula, with their share of the concentrate. */
  materials: [name: string, percent: string][];
  allergens: string[];
  /** Shelf price incl. VAT of the reference size (50 ml, 180 g) or of the simple product. */
  price: number;
  organic?: boolean;
  labels?: LabelCode[];
  isNew?: boolean;
  bestseller?: boolean;
  palette: [string, string];
}

function notesParagraph(entry: FragranceEntry): { fr: string; en: string } {
  const format = FORMATS[entry.format];
  return t(
    `Notes de tête : ${entry.top[0]}. Notes de cœur : ${entry.heart[0]}. Notes de fond : ${entry.base[0]}. ${format.base[0]}`,
    `Top notes: ${entry.top[1]}. Heart notes: ${entry.heart[1]}. Base notes: ${entry.base[1]}. ${format.base[1]}`,
  );
}

function fragrance(entry: FragranceEntry): ProductSeed {
  const format = FORMATS[entry.format];
  const category = entry.format === "edp" ? EDP : entry.format === "oil" ? OILS : HOME;
  const seed: ProductSeed = {
    sku: entry.sku,
    type: format.ladder ? "configurable" : "simple",
    family: "fragrance",
    categories: [category],
    name: text(entry.name),
    shortDescription: text(entry.short),
    description: paragraphs(text(entry.story), notesParagraph(entry)),
    origin: { country: "FR", region: t("Grasse", "Grasse") },
    isOrganic: entry.organic ?? false,
    specificity: text(format.specificity),
    labels: labelsOf(entry, "FR"),
    technical: {
      extraction: t("Assemblage de matières premières", "Compounding of raw materials"),
      appearance: text(format.appearance),
      odour: text(entry.family),
      mainComponents: entry.materials.map(([name, percent]) => ({ name, percent })),
      hazardStatements: format.hazards,
      allergens: [...entry.allergens].sort(),
    },
    palette: entry.palette,
    ageDays: ageFor(entry.sku, entry.isNew),
  };
  if (format.ladder) {
    seed.configurable = { attribute: format.ladder.attribute, variants: volumeVariants(entry.sku, format.ladder, entry.price, entry) };
  } else {
    seed.priceCents = exclVatCents(entry.price);
    if (entry.salePercent) seed.specialPriceCents = reduced(seed.priceCents, entry.salePercent);
    seed.stock = entry.soldOut ? 0 : stockFor(entry.sku);
  }
  if (entry.format === "edp") seed.customOptions = [engravingOption(6), engravingFontOption(), giftWrapOption(10)];
  else if (entry.format === "oil") seed.customOptions = [engravingOption(4), giftWrapOption(10)];
  else seed.customOptions = [giftWrapOption(8)];
  return seed;
}

const entries: FragranceEntry[] = [
  {
    sku: "PF-EDP-SOLEIL-DE-GRASSE",
    format: "edp",
    name: ["Soleil de Grasse, eau de parfum", "Soleil de Grasse, eau de parfum"],
    family: ["Florale solaire", "Sunny floral"],
    short: [
      "Un matin de mai dans les champs de Grasse, entre fleur d'oranger et jasmin. Notre floral lumineux, tout en transparence.",
      "A May morning in the fields of Grasse, between orange blossom and jasmine. Our luminous, transparent floral.",
    ],
    story: [
      "Soleil de Grasse est né d'une promenade à l'aube, au moment où les cueilleuses ramassent le jasmin encore frais de rosée. Le néroli de Tunisie et l'Hedione donnent l'air, le jasmin grandiflorum la chaleur, et un santal crémeux retient le tout sur la peau jusqu'au soir.",
      "Soleil de Grasse was born of a walk at dawn, when pickers gather jasmine still wet with dew. Tunisian neroli and Hedione give it air, jasmine grandiflorum its warmth, and a creamy sandalwood holds everything on the skin until evening.",
    ],
    top: ["néroli, bergamote, petitgrain", "neroli, bergamot, petitgrain"],
    heart: ["jasmin grandiflorum, fleur d'oranger, Hedione", "jasmine grandiflorum, orange blossom, Hedione"],
    base: ["santal d'Australie, musc blanc", "Australian sandalwood, white musk"],
    materials: [["Methyl dihydrojasmonate", "15-25"], ["Jasmine grandiflorum absolute", "2-5"], ["Neroli oil", "2-4"]],
    allergens: ["Linalool", "Limonene", "Geraniol", "Benzyl benzoate", "Farnesol"],
    price: 79,
    bestseller: true,
    palette: ["#f6c453", "#fff7e0"],
  },
  {
    sku: "PF-EDP-VETIVER-DES-CAYES",
    format: "edp",
    name: ["Vétiver des Cayes, eau de parfum", "Vétiver des Cayes, eau de parfum"],
    family: ["Boisée hespéridée", "Citrus woody"],
    short: [
      "Le vétiver d'Haïti dans toute sa fraîcheur, éclairé de pamplemousse. Un boisé élégant, pour elle comme pour lui.",
      "Haitian vetiver in all its freshness, lit up with grapefruit. An elegant woody scent for anyone.",
    ],
    story: [
      "Hommage aux paysans du sud d'Haïti qui arrachent les racines à la main, Vétiver des Cayes met leur matière au premier plan, à plus de 10 % du concentré. Le pamplemousse et le poivre noir soulignent sa facette hespéridée, le cèdre et l'Iso E Super sa profondeur.",
      "A tribute to the farmers of southern Haiti who dig the roots by hand, Vétiver des Cayes puts their material centre stage, at over 10 % of the concentrate. Grapefruit and black pepper underline its citrus facet, cedar and Iso E Super its depth.",
    ],
    top: ["pamplemousse rose, poivre noir, bergamote", "pink grapefruit, black pepper, bergamot"],
    heart: ["vétiver d'Haïti, cardamome", "Haitian vetiver, cardamom"],
    base: ["cèdre de Virginie, Iso E Super, ambroxyde", "Virginian cedar, Iso E Super, ambroxide"],
    materials: [["Vetiver oil", "10-14"], ["Tetramethyl acetyloctahydronaphthalenes", "15-20"], ["Grapefruit oil", "3-6"]],
    allergens: ["Limonene", "Linalool", "Citral"],
    price: 82,
    palette: ["#6b5b3e", "#e4dcc8"],
  },
  {
    sku: "PF-EDP-ROSE-ENCENS",
    format: "edp",
    name: ["Rose et Encens, eau de parfum", "Rose et Encens, eau de parfum"],
    family: ["Florale boisée", "Woody floral"],
    short: [
      "La rose de Damas dans une chapelle d'encens. Un floral sombre et mystique, au sillage généreux.",
      "Damask rose in a chapel full of incense. A dark, mystical floral with a generous trail.",
    ],
    story: [
      "Deux matières anciennes, la rose de Kazanlak et l'oliban de Somalie, se répondent dans cette eau de parfum. Une touche de patchouli et de labdanum donne à la rose une profondeur presque liturgique, tandis que le poivre rose garde le départ lumineux.",
      "Two ancient materials, Kazanlak rose and Somali olibanum, answer each other in this eau de parfum. A touch of patchouli and labdanum gives the rose an almost liturgical depth, while pink pepper keeps the opening bright.",
    ],
    top: ["poivre rose, élémi, bergamote", "pink pepper, elemi, bergamot"],
    heart: ["rose de Damas, oliban", "damask rose, olibanum"],
    base: ["patchouli, labdanum, myrrhe", "patchouli, labdanum, myrrh"],
    materials: [["Rose absolute", "3-6"], ["Olibanum oil", "4-8"], ["Patchouli oil", "5-8"]],
    allergens: ["Citronellol", "Geraniol", "Eugenol", "Limonene", "Linalool"],
    price: 89,
    palette: ["#7b1f3a", "#f1d4dc"],
  },
  {
    sku: "PF-EDP-FOUGERE-NOUVELLE",
    format: "edp",
    name: ["Fougère nouvelle, eau de parfum", "Fougère Nouvelle, eau de parfum"],
    family: ["Aromatique fougère", "Aromatic fougère"],
    short: [
      "La lavande de Haute-Provence et la fève tonka, dans une fougère moderne et douce. Le parfum du linge frais et des draps de lin.",
      "Haute-Provence lavender and tonka bean in a soft, modern fougère. The scent of fresh laundry and linen sheets.",
    ],
    story: [
      "Cent quarante ans après la première fougère, nous avons voulu retrouver l'accord lavande-coumarine sans la rudesse des parfums de barbier. La lavande AOP est adoucie par la fève tonka, la sauge sclarée et un musc propre.",
      "A hundred and forty years after the first fougère, we wanted to revisit the lavender-coumarin accord without the harshness of barbershop scents. PDO lavender is softened by tonka bean, clary sage and a clean musk.",
    ],
    top: ["lavande de Haute-Provence, bergamote, menthe", "Haute-Provence lavender, bergamot, mint"],
    heart: ["sauge sclarée, géranium, coumarine", "clary sage, geranium, coumarin"],
    base: ["fève tonka, mousse de chêne, musc", "tonka bean, oakmoss, musk"],
    materials: [["Lavender oil", "12-18"], ["Coumarin", "4-7"], ["Tonka bean absolute", "1-3"]],
    allergens: ["Linalool", "Coumarin", "Limonene", "Geraniol"],
    price: 74,
    salePercent: 20,
    palette: ["#7e6fa8", "#e7e2f3"],
  },
  {
    sku: "PF-EDP-IRIS-DE-FLORENCE",
    format: "edp",
    name: ["Iris de Florence, eau de parfum", "Iris de Florence, eau de parfum"],
    family: ["Florale poudrée", "Powdery floral"],
    short: [
      "Le beurre d'iris de Toscane, poudré et froid comme le marbre. Un floral d'une grande élégance, doux et tenace.",
      "Tuscan orris butter, powdery and cool as marble. A floral of great elegance, soft and long-lasting.",
    ],
    story: [
      "Nous avons voulu un parfum construit autour de la matière la plus précieuse de notre catalogue. Le beurre d'iris est accompagné de mimosa, d'héliotropine et de musc, pour un sillage de poudre de riz et de daim.",
      "We wanted a fragrance built around the most precious material in our catalogue. Orris butter is joined by mimosa, heliotropin and musk, for a trail of rice powder and suede.",
    ],
    top: ["carotte, bergamote, aldéhydes", "carrot seed, bergamot, aldehydes"],
    heart: ["beurre d'iris, mimosa, violette", "orris butter, mimosa, violet"],
    base: ["héliotropine, musc, cèdre", "heliotropin, musk, cedar"],
    materials: [["Orris butter", "0.5-1.5"], ["α-Isomethyl ionone", "4-8"], ["Piperonal", "2-4"]],
    allergens: ["Alpha-isomethyl ionone", "Linalool", "Limonene"],
    price: 98,
    palette: ["#a39ac7", "#f3f0f9"],
  },
  {
    sku: "PF-EDP-AMBRE-NOMADE",
    format: "edp",
    name: ["Ambre nomade, eau de parfum", "Ambre Nomade, eau de parfum"],
    family: ["Orientale ambrée", "Amber oriental"],
    short: [
      "Un ambre chaud de labdanum, de benjoin et de vanille, comme une nuit dans le désert. Enveloppant et tenace.",
      "A warm amber of labdanum, benzoin and vanilla, like a night in the desert. Enveloping and long-lasting.",
    ],
    story: [
      "Ambre nomade rassemble les résines de nos fournisseurs, du ciste andalou au benjoin du Laos, autour d'une vanille de Madagascar. Une pointe de cardamome et de bergamote éclaire l'ouverture pour éviter toute lourdeur.",
      "Ambre Nomade brings together our suppliers' resins, from Andalusian rock rose to Laotian benzoin, around a Madagascan vanilla. A hint of cardamom and bergamot brightens the opening to avoid any heaviness.",
    ],
    top: ["cardamome, bergamote", "cardamom, bergamot"],
    heart: ["labdanum, opoponax, ciste", "labdanum, opoponax, rock rose"],
    base: ["benjoin, vanille, fève tonka", "benzoin, vanilla, tonka bean"],
    materials: [["Labdanum resinoid", "6-10"], ["Benzoin resinoid", "8-12"], ["Vanillin", "3-6"]],
    allergens: ["Benzyl benzoate", "Coumarin", "Limonene", "Linalool", "Benzyl cinnamate"],
    price: 84,
    palette: ["#b5651d", "#f6e3cc"],
  },
  {
    sku: "PF-EDP-FIGUIER-D-ETE",
    format: "edp",
    name: ["Figuier d'été, eau de parfum", "Figuier d'Été, eau de parfum"],
    family: ["Verte boisée", "Green woody"],
    short: [
      "L'ombre d'un figuier un après-midi d'août, entre feuilles vertes et sève lactée. Un parfum frais et solaire.",
      "The shade of a fig tree on an August afternoon, between green leaves and milky sap. A fresh, sunny fragrance.",
    ],
    story: [
      "Figuier d'été part de notre absolue de feuille de figuier provençale, rare et très verte. Le cèdre et une note lactée de noix de coco lui donnent la rondeur du fruit mûr, le cassis et le pamplemousse son éclat.",
      "Figuier d'Été starts from our rare, very green Provençal fig leaf absolute. Cedar and a milky coconut note give it the roundness of ripe fruit, blackcurrant and grapefruit its sparkle.",
    ],
    top: ["pamplemousse, bourgeon de cassis, feuille verte", "grapefruit, blackcurrant bud, green leaf"],
    heart: ["feuille de figuier, lait de figue", "fig leaf, fig milk"],
    base: ["cèdre, noix de coco, musc", "cedar, coconut, musk"],
    materials: [["Fig leaf absolute", "0.5-1.5"], ["(Z)-3-Hexenol", "0.2-0.5"], ["Cedarwood oil", "6-10"]],
    allergens: ["Limonene", "Linalool", "Coumarin"],
    price: 79,
    isNew: true,
    palette: ["#5f7d3a", "#e8efd9"],
  },
  {
    sku: "PF-EDP-CUIR-TANNE",
    format: "edp",
    name: ["Cuir tanné, eau de parfum", "Cuir Tanné, eau de parfum"],
    family: ["Cuir boisé", "Woody leather"],
    short: [
      "L'odeur d'un vieux cartable et d'une sellerie, adoucie par l'iris. Un cuir souple, fumé et raffiné.",
      "The smell of an old satchel and a saddlery, softened by orris. A supple, smoky, refined leather.",
    ],
    story: [
      "Cuir tanné s'inspire des gants de Russie du XIXe siècle, tannés à l'écorce de bouleau. Nous avons gardé la fumée, mais l'avons enveloppée d'iris, de safran et de bois de gaïac pour un cuir qui se porte au quotidien.",
      "Cuir Tanné draws on the Russia-leather gloves of the 19th century, tanned with birch bark. We kept the smoke but wrapped it in orris, saffron and guaiac wood for a leather to wear every day.",
    ],
    top: ["safran, poivre noir, bergamote", "saffron, black pepper, bergamot"],
    heart: ["iris, cuir, bois de gaïac", "orris, leather, guaiac wood"],
    base: ["bouleau, labdanum, vétiver", "birch, labdanum, vetiver"],
    materials: [["Birch tar oil (rectified)", "0.5-1.5"], ["Isobutyl quinoline", "0.3-0.8"], ["Guaiac wood oil", "4-8"]],
    allergens: ["Limonene", "Linalool", "Eugenol"],
    price: 92,
    soldOut: true,
    palette: ["#4e342e", "#d7ccc8"],
  },
  {
    sku: "PF-HUILE-SANTAL-ROSE",
    format: "oil",
    name: ["Santal rose, parfum à l'huile", "Santal Rose, perfume oil"],
    family: ["Boisée florale", "Floral woody"],
    short: [
      "Un santal crémeux et une rose veloutée, à porter au creux du poignet. Intime et très tenace.",
      "Creamy sandalwood and velvety rose, to wear on the inside of the wrist. Intimate and very long-lasting.",
    ],
    story: [
      "Sans alcool, le parfum à l'huile se pose sur la peau et s'y réchauffe lentement. Santal rose associe notre santal d'Australie à la rose centifolia, pour un accord doux qui reste près du corps.",
      "Alcohol-free, a perfume oil settles on the skin and warms there slowly. Santal Rose pairs our Australian sandalwood with rose centifolia, for a soft accord that stays close to the body.",
    ],
    top: ["baies roses, bergamote", "pink pepper, bergamot"],
    heart: ["rose centifolia, géranium", "rose centifolia, geranium"],
    base: ["santal d'Australie, ambroxyde", "Australian sandalwood, ambroxide"],
    materials: [["Sandalwood oil", "6-10"], ["Rose absolute", "1-2"], ["Ambroxide", "1-2"]],
    allergens: ["Citronellol", "Geraniol", "Linalool", "Farnesol"],
    price: 34.9,
    palette: ["#c48b9f", "#f6e6ec"],
  },
  {
    sku: "PF-HUILE-JASMIN-DE-NUIT",
    format: "oil",
    name: ["Jasmin de nuit, parfum à l'huile", "Jasmin de Nuit, perfume oil"],
    family: ["Florale blanche", "White floral"],
    short: [
      "Le jasmin sambac tel qu'il embaume les rues de Madurai la nuit. Capiteux, indolé et sensuel.",
      "Sambac jasmine as it scents the streets of Madurai at night. Heady, indolic and sensual.",
    ],
    story: [
      "Dans cette huile, le jasmin sambac est soutenu par la tubéreuse et une touche d'indole, comme les guirlandes vendues le soir devant les temples. La base d'ylang et de santal prolonge la fleur sans l'alourdir.",
      "In this oil, sambac jasmine is supported by tuberose and a touch of indole, like the garlands sold in the evening outside the temples. A base of ylang and sandalwood extends the flower without weighing it down.",
    ],
    top: ["néroli, mandarine", "neroli, mandarin"],
    heart: ["jasmin sambac, tubéreuse, indole", "sambac jasmine, tuberose, indole"],
    base: ["ylang-ylang, santal, musc", "ylang-ylang, sandalwood, musk"],
    materials: [["Jasmine sambac absolute", "2-4"], ["Tuberose absolute", "0.5-1"], ["Indole", "0.05-0.2"]],
    allergens: ["Benzyl benzoate", "Linalool", "Benzyl salicylate", "Farnesol"],
    price: 36.9,
    palette: ["#f2efe6", "#ffffff"],
  },
  {
    sku: "PF-HUILE-AMBRE-VANILLE",
    format: "oil",
    name: ["Ambre vanille, parfum à l'huile", "Ambre Vanille, perfume oil"],
    family: ["Orientale gourmande", "Gourmand oriental"],
    short: [
      "Une vanille de Madagascar enveloppée de benjoin et de labdanum. Doux, chaud, réconfortant.",
      "Madagascan vanilla wrapped in benzoin and labdanum. Soft, warm and comforting.",
    ],
    story: [
      "Notre parfum à l'huile le plus demandé : un ambre simple et rond, où la vanille Bourbon domine un fond de résines balsamiques. Il se superpose volontiers à nos eaux de parfum florales pour les réchauffer.",
      "Our most requested perfume oil: a simple, round amber in which Bourbon vanilla leads over a base of balsamic resins. It layers happily under our floral eaux de parfum to warm them up.",
    ],
    top: ["mandarine rouge", "red mandarin"],
    heart: ["labdanum, benjoin", "labdanum, benzoin"],
    base: ["vanille Bourbon, fève tonka", "Bourbon vanilla, tonka bean"],
    materials: [["Vanilla CO2 extract", "4-8"], ["Benzoin resinoid", "5-10"], ["Labdanum resinoid", "3-6"]],
    allergens: ["Benzyl benzoate", "Coumarin", "Limonene"],
    price: 32.9,
    bestseller: true,
    palette: ["#8d5524", "#f3e0c8"],
  },
  {
    sku: "PF-HUILE-NEROLI-MUSC",
    format: "oil",
    name: ["Néroli musc, parfum à l'huile", "Néroli Musc, perfume oil"],
    family: ["Hespéridée musquée", "Musky citrus"],
    short: [
      "Le néroli de Tunisie posé sur un musc propre, comme une peau sortant de la douche. Léger et lumineux.",
      "Tunisian neroli on a clean musk, like skin fresh from the shower. Light and luminous.",
    ],
    story: [
      "Le néroli s'évapore vite dans l'alcool ; dans l'huile, il dure étonnamment plus longtemps. Nous l'avons associé au petitgrain et à un accord de muscs macrocycliques pour une fraîcheur qui tient toute la journée.",
      "Neroli evaporates quickly in alcohol; in oil it lasts surprisingly longer. We paired it with petitgrain and a macrocyclic musk accord for a freshness that lasts all day.",
    ],
    top: ["néroli, petitgrain", "neroli, petitgrain"],
    heart: ["fleur d'oranger, Hedione", "orange blossom, Hedione"],
    base: ["Habanolide, brassylate d'éthylène", "Habanolide, ethylene brassylate"],
    materials: [["Neroli oil", "2-4"], ["Oxacyclohexadecenone", "6-10"], ["Methyl dihydrojasmonate", "8-12"]],
    allergens: ["Linalool", "Limonene", "Geraniol"],
    price: 34.9,
    palette: ["#f7e7b4", "#ffffff"],
  },
  {
    sku: "PF-HUILE-OUD-SAFRAN",
    format: "oil",
    name: ["Oud safran, parfum à l'huile", "Oud Safran, perfume oil"],
    family: ["Boisée orientale", "Oriental woody"],
    short: [
      "Un oud reconstitué, fumé et animal, réchauffé de safran et de rose. Puissant et enveloppant.",
      "A reconstructed oud, smoky and animalic, warmed with saffron and rose. Powerful and enveloping.",
    ],
    story: [
      "À la manière des attars du Moyen-Orient, cette huile associe notre base oud à la rose de Damas et à une note de safran. Elle se porte en très petite quantité, au creux du cou.",
      "In the manner of Middle Eastern attars, this oil pairs our oud base with damask rose and a saffron note. It is worn in very small amounts, at the base of the neck.",
    ],
    top: ["safran, cardamome", "saffron, cardamom"],
    heart: ["rose de Damas, oud", "damask rose, oud"],
    base: ["patchouli, cuir, ambre", "patchouli, leather, amber"],
    materials: [["Cypriol oil", "3-6"], ["Rose absolute", "1-2"], ["Patchouli oil", "4-8"]],
    allergens: ["Citronellol", "Geraniol", "Eugenol"],
    price: 39.9,
    isNew: true,
    palette: ["#3e2723", "#c9a27e"],
  },
  {
    sku: "PF-HUILE-MONOI-TIARE",
    salePercent: 20,
    format: "oil",
    name: ["Monoï tiaré, parfum à l'huile", "Monoï Tiaré, perfume oil"],
    family: ["Florale solaire", "Sunny floral"],
    short: [
      "La fleur de tiaré et la noix de coco, comme un soir d'été à Tahiti. Un parfum de vacances à glisser dans la poche.",
      "Tiare flower and coconut, like a summer evening in Tahiti. A holiday scent to slip into your pocket.",
    ],
    story: [
      "Construit sur notre monoï de Tahiti, ce parfum à l'huile renforce la fleur de tiaré avec l'ylang-ylang et une touche de lactone de coco. Il s'applique aussi sur les pointes des cheveux.",
      "Built on our Monoi de Tahiti, this perfume oil reinforces the tiare flower with ylang-ylang and a touch of coconut lactone. It can also be applied to hair ends.",
    ],
    top: ["bergamote, mandarine", "bergamot, mandarin"],
    heart: ["tiaré, ylang-ylang, jasmin", "tiare, ylang-ylang, jasmine"],
    base: ["noix de coco, vanille, musc", "coconut, vanilla, musk"],
    materials: [["Ylang-ylang absolute", "1-3"], ["Benzyl salicylate", "3-6"], ["Vanillin", "1-2"]],
    allergens: ["Benzyl salicylate", "Linalool", "Benzyl benzoate"],
    price: 29.9,
    palette: ["#fff1c1", "#ffffff"],
  },
  {
    sku: "PF-BRUME-LAVANDE",
    format: "mist",
    name: ["Brume d'oreiller lavande", "Lavender pillow mist"],
    family: ["Aromatique lavandée", "Aromatic lavender"],
    short: [
      "Quelques pulvérisations sur l'oreiller pour retrouver le calme des champs de lavande. Douce et apaisante.",
      "A few sprays on your pillow to bring back the calm of the lavender fields. Soft and soothing.",
    ],
    story: [
      "Nous avons associé notre lavande fine bio à l'hydrolat de lavande et à une pointe de camomille romaine. La brume sèche en quelques secondes et ne tache pas le linge.",
      "We blended our organic fine lavender with lavender hydrosol and a hint of Roman chamomile. The mist dries in seconds and does not stain linen.",
    ],
    top: ["lavande fine, bergamote", "fine lavender, bergamot"],
    heart: ["camomille romaine, petitgrain", "Roman chamomile, petitgrain"],
    base: ["fève tonka", "tonka bean"],
    materials: [["Lavender oil", "3-4"], ["Petitgrain oil", "0.5-1"], ["Coumarin", "0.1-0.3"]],
    allergens: ["Linalool", "Limonene", "Coumarin"],
    price: 14.9,
    organic: true,
    labels: ["ecocert"],
    palette: ["#9a8bc9", "#ece8f7"],
  },
  {
    sku: "PF-BRUME-AGRUMES",
    format: "mist",
    name: ["Brume d'intérieur agrumes de Sicile", "Sicilian citrus room mist"],
    family: ["Hespéridée", "Citrus"],
    short: [
      "Citron, orange sanguine et mandarine pour réveiller une pièce en un instant. Pétillante et joyeuse.",
      "Lemon, blood orange and mandarin to wake a room up in an instant. Sparkling and cheerful.",
    ],
    story: [
      "Trois agrumes de Sicile, pressés à quelques kilomètres les uns des autres, composent cette brume. Une touche de petitgrain et de basilic la rend plus durable qu'un simple mélange d'essences.",
      "Three Sicilian citrus oils, pressed a few kilometres from one another, make up this mist. A touch of petitgrain and basil makes it last longer than a simple blend of oils.",
    ],
    top: ["citron, orange sanguine, mandarine verte", "lemon, blood orange, green mandarin"],
    heart: ["petitgrain, basilic", "petitgrain, basil"],
    base: ["cèdre", "cedar"],
    materials: [["Lemon oil", "1.5-2"], ["Orange oil", "1.5-2"], ["Mandarin oil", "0.5-1"]],
    allergens: ["Limonene", "Citral", "Linalool"],
    price: 13.9,
    palette: ["#ffb300", "#fff3d6"],
  },
  {
    sku: "PF-DIFFUSEUR-CEDRE-FIGUE",
    format: "diffuser",
    name: ["Diffuseur à bâtonnets cèdre et figue", "Cedar and fig reed diffuser"],
    family: ["Boisée verte", "Green woody"],
    short: [
      "Le parfum discret d'une bibliothèque en bois de cèdre, adouci de figue. Trois mois de parfum sans flamme.",
      "The discreet scent of a cedar-panelled library, softened with fig. Three months of flame-free fragrance.",
    ],
    story: [
      "Les bâtonnets de rotin font monter le parfum par capillarité et le diffusent en continu. Le cèdre de l'Atlas et l'accord figue se partagent la scène, pour une ambiance feutrée et naturelle.",
      "The rattan reeds draw the scent up by capillary action and release it continuously. Atlas cedar and a fig accord share the stage for a quiet, natural atmosphere.",
    ],
    top: ["feuille de figuier, bergamote", "fig leaf, bergamot"],
    heart: ["figue, lait de coco", "fig, coconut milk"],
    base: ["cèdre de l'Atlas, vétiver", "Atlas cedar, vetiver"],
    materials: [["Cedarwood oil", "3-5"], ["Vetiver oil", "0.5-1"], ["Tetramethyl acetyloctahydronaphthalenes", "2-4"]],
    allergens: ["Limonene", "Linalool"],
    price: 34.9,
    palette: ["#795548", "#efe6dc"],
  },
  {
    sku: "PF-DIFFUSEUR-FLEUR-ORANGER",
    format: "diffuser",
    name: ["Diffuseur à bâtonnets fleur d'oranger", "Orange blossom reed diffuser"],
    family: ["Florale", "Floral"],
    short: [
      "La fleur d'oranger des jardins méditerranéens, pour une entrée lumineuse. Un floral frais et accueillant.",
      "The orange blossom of Mediterranean gardens, for a bright hallway. A fresh, welcoming floral.",
    ],
    story: [
      "Ce diffuseur reprend l'accord de notre eau de parfum Soleil de Grasse, simplifié pour la maison : néroli, petitgrain et fleur d'oranger sur un fond de musc léger.",
      "This diffuser borrows the accord of our Soleil de Grasse eau de parfum, simplified for the home: neroli, petitgrain and orange blossom on a light musk base.",
    ],
    top: ["néroli, petitgrain", "neroli, petitgrain"],
    heart: ["fleur d'oranger, jasmin", "orange blossom, jasmine"],
    base: ["musc blanc", "white musk"],
    materials: [["Petitgrain oil", "2-3"], ["Methyl anthranilate", "0.3-0.6"], ["Methyl dihydrojasmonate", "3-5"]],
    allergens: ["Linalool", "Limonene", "Geraniol"],
    price: 34.9,
    salePercent: 25,
    palette: ["#ffe0a3", "#fffaf0"],
  },
  {
    sku: "PF-BOUGIE-AMBRE-DORE",
    format: "candle",
    name: ["Bougie parfumée ambre doré", "Golden amber scented candle"],
    family: ["Orientale ambrée", "Amber oriental"],
    short: [
      "Un ambre chaud de labdanum et de vanille, pour les soirées d'hiver. Cire de colza et verre ambré réutilisable.",
      "A warm amber of labdanum and vanilla for winter evenings. Rapeseed wax and a reusable amber glass.",
    ],
    story: [
      "Coulée à la main près de Grasse, cette bougie reprend l'accord de notre eau de parfum Ambre nomade. La cire de colza brûle lentement et proprement, sans fumée noire.",
      "Hand-poured near Grasse, this candle takes the accord of our Ambre Nomade eau de parfum. Rapeseed wax burns slowly and cleanly, without black smoke.",
    ],
    top: ["orange, cannelle", "orange, cinnamon"],
    heart: ["labdanum, benjoin", "labdanum, benzoin"],
    base: ["vanille, fève tonka", "vanilla, tonka bean"],
    materials: [["Labdanum resinoid", "1-2"], ["Benzoin resinoid", "2-3"], ["Vanillin", "1-2"]],
    allergens: ["Benzyl benzoate", "Coumarin", "Cinnamal", "Limonene"],
    price: 32,
    palette: ["#c77d2e", "#f8e6cf"],
  },
  {
    sku: "PF-BOUGIE-FEU-DE-BOIS",
    format: "candle",
    name: ["Bougie parfumée feu de bois", "Wood fire scented candle"],
    family: ["Boisée fumée", "Smoky woody"],
    short: [
      "L'odeur d'une cheminée de montagne, entre bois fumé et résine. Pour les soirées au coin du feu, même sans cheminée.",
      "The smell of a mountain fireplace, between smoked wood and resin. For fireside evenings, even without a fireplace.",
    ],
    story: [
      "Le cade, le bouleau et le vétiver de Java recréent la fumée du bois qui brûle, tandis que le sapin de Sibérie et l'oliban apportent la résine. Une bougie chaleureuse, sans être entêtante.",
      "Cade, birch and Javanese vetiver recreate the smoke of burning wood, while Siberian fir and olibanum bring the resin. A warm candle that is never overpowering.",
    ],
    top: ["sapin de Sibérie, genièvre", "Siberian fir, juniper"],
    heart: ["oliban, cade", "olibanum, cade"],
    base: ["bouleau, vétiver de Java", "birch, Javanese vetiver"],
    materials: [["Cistus oil", "1-2"], ["Birch tar oil (rectified)", "0.2-0.5"], ["Vetiver oil", "1-2"]],
    allergens: ["Limonene", "Linalool"],
    price: 32,
    soldOut: true,
    palette: ["#5d4037", "#e0d3c8"],
  },
  {
    sku: "PF-BOUGIE-MIMOSA",
    format: "candle",
    name: ["Bougie parfumée mimosa du Tanneron", "Tanneron mimosa scented candle"],
    family: ["Florale poudrée", "Powdery floral"],
    short: [
      "Le mimosa de février, poudré et ensoleillé, pour faire entrer le printemps avant l'heure. Une bougie tendre et lumineuse.",
      "February mimosa, powdery and sunny, to bring spring in early. A tender, luminous candle.",
    ],
    story: [
      "Nous avons parfumé cette bougie avec notre absolue de mimosa du Tanneron, soutenue par l'héliotropine et une touche de violette. Sa flamme fait fondre la cire en une lumière dorée.",
      "We scented this candle with our Tanneron mimosa absolute, supported by heliotropin and a touch of violet. Its flame melts the wax into a golden light.",
    ],
    top: ["bergamote, feuille verte", "bergamot, green leaf"],
    heart: ["mimosa, violette", "mimosa, violet"],
    base: ["héliotropine, musc", "heliotropin, musk"],
    materials: [["Piperonal", "1-2"], ["α-Isomethyl ionone", "1-2"], ["Mimosa absolute", "0.2-0.5"]],
    allergens: ["Alpha-isomethyl ionone", "Linalool"],
    price: 32,
    isNew: true,
    palette: ["#f4c20d", "#fff8d6"],
  },
];

// ---- exports
export const fragrances: ProductSeed[] = entries.map(fragrance);
