/**
 * Accessories: smelling strips, pipettes and labware, diffusers, scales and measuring.
 * Facts-based products: the texts say what the item is, what it is made of and how it is used.
 */
import { type GoodsEntry, goods } from "./product-builders.ts";
import type { ProductSeed } from "../../modules/product/product-definition.ts";

const STRIPS = "accessories/smelling-strips";
const LABWARE = "accessories/pipettes-and-labware";
const DIFFUSERS = "accessories/diffusers";
const SCALES = "accessories/scales-and-measuring";

type Accessory = Omit<GoodsEntry, "family">;

const accessories: Accessory[] = [
  // Smelling strips
  ...[
    { count: 100, price: 4.9 },
    { count: 500, price: 15.9 },
    { count: 1000, price: 27.9, salePercent: 15 },
  ].map(
    ({ count, price, salePercent }): Accessory => ({
      sku: `ACC-MOUILLETTES-${count}`,
      categories: [STRIPS],
      name: [`Mouillettes de parfumerie, lot de ${count}`, `Perfumery smelling strips, pack of ${count}`],
      short: [
        `${count} mouillettes en papier buvard blanc sans odeur, 130 × 7 mm. L'outil de base pour sentir, comparer et noter vos matières.`,
        `${count} odourless white blotter strips, 130 × 7 mm. The basic tool for smelling, comparing and noting your materials.`,
      ],
      paragraphs: [
        [
          "Le papier buvard de 300 g/m² absorbe une goutte sans la laisser couler et restitue l'évolution d'une matière, de la tête au fond, pendant plusieurs jours.",
          "The 300 g/m² blotter paper absorbs a drop without running and shows how a material evolves, from top to base, over several days.",
        ],
        [
          "Trempez seulement le premier centimètre, notez le nom de la matière et l'heure sur l'autre extrémité, puis sentez à intervalles réguliers.",
          "Dip only the first centimetre, write the material's name and the time on the other end, then smell at regular intervals.",
        ],
      ],
      price,
      salePercent,
      tiers: "bulk",
      specificity: ["Papier buvard 300 g/m², 130 × 7 mm", "300 g/m² blotter paper, 130 × 7 mm"],
      origin: "FR",
      bestseller: count === 100,
      palette: ["#f5f5f5", "#ffffff"],
    }),
  ),
  {
    sku: "ACC-MOUILLETTES-POINTE",
    categories: [STRIPS],
    name: ["Mouillettes à pointe, lot de 100", "Pointed smelling strips, pack of 100"],
    short: [
      "Des mouillettes à extrémité pointue pour prélever une goutte dans un flacon étroit. Papier buvard sans odeur.",
      "Smelling strips with a pointed tip for picking up a drop from a narrow bottle. Odourless blotter paper.",
    ],
    paragraphs: [
      [
        "La pointe entre dans les cols de 10 ml et les pipettes, pour tremper la mouillette sans toucher le verre ni gaspiller de matière.",
        "The tip fits into 10 ml necks and pipettes, so the strip can be dipped without touching the glass or wasting material.",
      ],
      [
        "Papier buvard blanc de 300 g/m², 150 × 8 mm, coupé en pointe ; vendu par sachet de cent.",
        "White 300 g/m² blotter paper, 150 × 8 mm, cut to a point; sold in bags of a hundred.",
      ],
    ],
    price: 5.9,
    tiers: "bulk",
    specificity: ["Papier buvard 300 g/m², 150 × 8 mm, pointe", "300 g/m² blotter paper, 150 × 8 mm, pointed"],
    origin: "FR",
    palette: ["#f5f5f5", "#ffffff"],
  },
  {
    sku: "ACC-PORTE-MOUILLETTES",
    categories: [STRIPS],
    name: ["Porte-mouillettes en hêtre", "Beechwood smelling-strip holder"],
    short: [
      "Un support en hêtre massif à douze fentes pour garder vos mouillettes à la verticale. Fini les essais qui se mélangent.",
      "A solid beech stand with twelve slots to keep your strips upright. No more trials getting mixed up.",
    ],
    paragraphs: [
      [
        "Posées à plat, les mouillettes se touchent et mélangent leurs odeurs ; ce support les tient droites et séparées, numérotées de 1 à 12.",
        "Laid flat, smelling strips touch and mix their scents; this stand keeps them upright and apart, numbered 1 to 12.",
      ],
      [
        "Hêtre massif huilé, tourné dans le Jura, 24 × 5 cm. Il accueille les mouillettes droites ou à pointe.",
        "Oiled solid beech, turned in the Jura, 24 × 5 cm. It holds straight or pointed strips.",
      ],
    ],
    price: 12.9,
    specificity: ["Hêtre massif, douze fentes", "Solid beech, twelve slots"],
    origin: "FR",
    isNew: true,
    palette: ["#c8a27a", "#f6ede3"],
  },
  // Pipettes and labware
  {
    sku: "ACC-PIPETTES-PASTEUR-PLASTIQUE",
    categories: [LABWARE],
    name: ["Pipettes Pasteur graduées 3 ml, lot de 100", "Graduated 3 ml Pasteur pipettes, pack of 100"],
    short: [
      "Des pipettes jetables en polyéthylène, graduées jusqu'à 3 ml. Une pipette par matière, sans contamination.",
      "Disposable polyethylene pipettes, graduated up to 3 ml. One pipette per material, with no cross-contamination.",
    ],
    paragraphs: [
      [
        "Utiliser une pipette propre pour chaque matière évite de polluer vos flacons ; ces pipettes souples et graduées permettent aussi de mesurer un volume approximatif.",
        "Using a clean pipette for each material keeps your bottles uncontaminated; these soft, graduated pipettes also measure an approximate volume.",
      ],
      [
        "Polyéthylène basse densité, longueur 150 mm, graduations de 0,5 ml. Compatibles avec les huiles essentielles et l'alcool, à usage unique.",
        "Low-density polyethylene, 150 mm long, 0.5 ml graduations. Compatible with essential oils and alcohol, single use.",
      ],
    ],
    price: 5.9,
    tiers: "bulk",
    specificity: ["Polyéthylène, 3 ml, graduées", "Polyethylene, 3 ml, graduated"],
    palette: ["#e3f2fd", "#ffffff"],
  },
  {
    sku: "ACC-PIPETTES-PASTEUR-VERRE",
    categories: [LABWARE],
    name: ["Pipettes Pasteur en verre 150 mm, lot de 250", "150 mm glass Pasteur pipettes, pack of 250"],
    short: [
      "Les pipettes de laboratoire en verre sodocalcique, pour les matières qui attaquent le plastique. À utiliser avec une poire.",
      "Soda-lime glass laboratory pipettes, for materials that attack plastic. To be used with a bulb.",
    ],
    paragraphs: [
      [
        "Certaines matières, comme les aldéhydes concentrés ou les solvants, ramollissent le plastique ; le verre reste inerte et n'absorbe aucune odeur.",
        "Some materials, such as concentrated aldehydes or solvents, soften plastic; glass stays inert and absorbs no odour.",
      ],
      [
        "Verre sodocalcique, longueur 150 mm, boîte de 250. À utiliser avec une poire en caoutchouc (non fournie), puis à jeter dans un contenant à verre.",
        "Soda-lime glass, 150 mm long, box of 250. Use with a rubber bulb (not included), then dispose of in a glass container.",
      ],
    ],
    price: 14.9,
    tiers: "bulk",
    specificity: ["Verre sodocalcique, 150 mm", "Soda-lime glass, 150 mm"],
    palette: ["#eceff1", "#ffffff"],
  },
  ...[
    { ml: 50, price: 3.9 },
    { ml: 100, price: 4.5 },
    { ml: 250, price: 5.5, soldOut: true },
  ].map(
    ({ ml, price, soldOut }): Accessory => ({
      sku: `ACC-BECHER-${ml}ML`,
      categories: [LABWARE],
      name: [`Bécher en verre borosilicaté ${ml} ml`, `${ml} ml borosilicate glass beaker`],
      short: [
        `Un bécher forme basse de ${ml} ml en verre borosilicaté, gradué et résistant à la chaleur. Pour peser et chauffer les phases de vos formules.`,
        `A ${ml} ml low-form beaker in borosilicate glass, graduated and heat-resistant. For weighing and heating the phases of your formulas.`,
      ],
      paragraphs: [
        [
          "Le verre borosilicaté supporte le bain-marie et les écarts de température : on y fond les cires et les beurres, on y chauffe les phases huileuse et aqueuse avant l'émulsion.",
          "Borosilicate glass withstands water baths and temperature changes: use it to melt waxes and butters, and to heat oil and water phases before emulsifying.",
        ],
        [
          `Contenance : ${ml} ml, graduations émaillées blanches, bec verseur. Passe au lave-vaisselle.`,
          `Capacity: ${ml} ml, white enamel graduations, pouring spout. Dishwasher-safe.`,
        ],
      ],
      price,
      soldOut,
      tiers: "bulk",
      specificity: [`Verre borosilicaté 3.3, ${ml} ml`, `Borosilicate glass 3.3, ${ml} ml`],
      palette: ["#e0f7fa", "#ffffff"],
    }),
  ),
  ...[
    { ml: 25, price: 6.9 },
    { ml: 100, price: 9.9 },
  ].map(
    ({ ml, price }): Accessory => ({
      sku: `ACC-EPROUVETTE-${ml}ML`,
      categories: [LABWARE],
      name: [`Éprouvette graduée ${ml} ml`, `${ml} ml measuring cylinder`],
      short: [
        `Une éprouvette graduée de ${ml} ml en verre borosilicaté, sur pied hexagonal. Pour mesurer l'alcool et les hydrolats avec précision.`,
        `A ${ml} ml graduated measuring cylinder in borosilicate glass, on a hexagonal foot. For measuring alcohol and hydrosols accurately.`,
      ],
      paragraphs: [
        [
          "Plus précise qu'un bécher, l'éprouvette sert à mesurer les liquides peu visqueux : alcool de parfumerie, eau, hydrolats.",
          "More precise than a beaker, the measuring cylinder is used for thin liquids: perfumer's alcohol, water, hydrosols.",
        ],
        [
          `Contenance : ${ml} ml, classe B, pied hexagonal anti-roulement, bec verseur.`,
          `Capacity: ${ml} ml, class B, anti-roll hexagonal foot, pouring spout.`,
        ],
      ],
      price,
      tiers: "bulk",
      specificity: [`Verre borosilicaté, ${ml} ml, classe B`, `Borosilicate glass, ${ml} ml, class B`],
      palette: ["#e0f7fa", "#ffffff"],
    }),
  ),
  {
    sku: "ACC-AGITATEURS-VERRE",
    categories: [LABWARE],
    name: ["Agitateurs en verre, lot de 3", "Glass stirring rods, set of 3"],
    short: [
      "Trois baguettes en verre borosilicaté de 15, 20 et 25 cm, pour mélanger sans contaminer. Inertes et faciles à nettoyer.",
      "Three borosilicate glass rods of 15, 20 and 25 cm, for mixing without contamination. Inert and easy to clean.",
    ],
    paragraphs: [
      [
        "Une cuillère en bois retient les odeurs, une cuillère en métal peut réagir avec certains actifs : le verre reste neutre et se nettoie à l'alcool.",
        "A wooden spoon holds on to smells and a metal one can react with some actives: glass stays neutral and cleans with alcohol.",
      ],
      [
        "Verre borosilicaté plein, diamètre 6 mm, extrémités arrondies au feu.",
        "Solid borosilicate glass, 6 mm diameter, fire-polished ends.",
      ],
    ],
    price: 3.9,
    tiers: "bulk",
    specificity: ["Verre borosilicaté plein, 15, 20 et 25 cm", "Solid borosilicate glass, 15, 20 and 25 cm"],
    palette: ["#e0f7fa", "#ffffff"],
  },
  {
    sku: "ACC-ENTONNOIRS-INOX",
    categories: [LABWARE],
    name: ["Mini-entonnoirs en inox, lot de 3", "Stainless-steel mini funnels, set of 3"],
    short: [
      "Trois petits entonnoirs emboîtables pour remplir flacons, roll-on et vaporisateurs sans en perdre une goutte.",
      "Three small nesting funnels for filling bottles, roll-ons and sprayers without losing a drop.",
    ],
    paragraphs: [
      [
        "Leurs embouts fins entrent dans les cols de 5 ml et plus ; l'acier inoxydable résiste aux huiles essentielles et à l'alcool.",
        "Their narrow spouts fit necks from 5 ml upwards; stainless steel resists essential oils and alcohol.",
      ],
      [
        "Diamètres 30, 40 et 50 mm, acier inoxydable 18/8, passent au lave-vaisselle.",
        "30, 40 and 50 mm diameters, 18/8 stainless steel, dishwasher-safe.",
      ],
    ],
    price: 5.9,
    specificity: ["Inox 18/8, trois tailles", "18/8 stainless steel, three sizes"],
    palette: ["#b0bec5", "#f5f5f5"],
  },
  // Diffusers
  {
    sku: "ACC-NEBULISEUR-BOIS",
    categories: [DIFFUSERS],
    name: ["Diffuseur par nébulisation, bois et verre", "Nebulising diffuser, wood and glass"],
    short: [
      "Un nébuliseur en verre soufflé sur socle de bois massif, qui diffuse les huiles essentielles pures, sans eau ni chaleur. Deux essences de bois au choix.",
      "A hand-blown glass nebuliser on a solid wood base that diffuses pure essential oils, with no water or heat. Choice of two woods.",
    ],
    paragraphs: [
      [
        "La nébulisation fait éclater l'huile essentielle en micro-gouttelettes grâce à un flux d'air : l'odeur reste fidèle à l'huile et la diffusion est intense, sans chauffer les molécules fragiles.",
        "Nebulisation breaks the essential oil into micro-droplets with a stream of air: the scent stays true to the oil and diffusion is strong, without heating fragile molecules.",
      ],
      [
        "Verrerie soufflée à la bouche, socle en noyer ou en chêne massif, minuterie de 10 minutes par heure, pompe silencieuse. Adapté aux pièces jusqu'à 60 m².",
        "Mouth-blown glassware, solid walnut or oak base, 10-minute-per-hour timer, quiet pump. Suitable for rooms up to 60 m².",
      ],
    ],
    price: 89,
    specificity: ["Verre soufflé, bois massif, minuterie", "Blown glass, solid wood, timer"],
    origin: "FR",
    colours: [
      // Values from the colour swatch list (product-attributes.ts); the label names the wood.
      { value: "brown", label: ["Noyer", "Walnut"] },
      { value: "wood", label: ["Chêne clair", "Light oak"] },
    ],
    bestseller: true,
    palette: ["#6d4c41", "#efe5dc"],
  },
  {
    sku: "ACC-NEBULISEUR-VERRE",
    categories: [DIFFUSERS],
    name: ["Diffuseur par nébulisation tout verre", "All-glass nebulising diffuser"],
    short: [
      "Un nébuliseur compact en verre borosilicaté sur socle blanc, pour les bureaux et les chambres. Sans eau ni chaleur.",
      "A compact borosilicate glass nebuliser on a white base, for offices and bedrooms. No water, no heat.",
    ],
    paragraphs: [
      [
        "Plus petit que notre modèle en bois, il diffuse les huiles essentielles pures par cycles courts, avec une intensité réglable.",
        "Smaller than our wooden model, it diffuses pure essential oils in short cycles, with adjustable intensity.",
      ],
      [
        "Verre borosilicaté, socle en ABS blanc, trois programmes, arrêt automatique. Adapté aux pièces jusqu'à 30 m².",
        "Borosilicate glass, white ABS base, three programmes, automatic shut-off. Suitable for rooms up to 30 m².",
      ],
    ],
    price: 69,
    specificity: ["Verre borosilicaté, trois programmes", "Borosilicate glass, three programmes"],
    salePercent: 15,
    palette: ["#eceff1", "#ffffff"],
  },
  {
    sku: "ACC-GALET-CERAMIQUE",
    categories: [DIFFUSERS],
    name: ["Galet diffuseur en céramique", "Ceramic diffuser stone"],
    short: [
      "Un galet en céramique poreuse qui diffuse doucement quelques gouttes d'huile essentielle. Sans électricité, pour une petite pièce ou une armoire.",
      "A porous ceramic stone that gently diffuses a few drops of essential oil. No electricity needed, for a small room or a wardrobe.",
    ],
    paragraphs: [
      [
        "La céramique non émaillée absorbe l'huile essentielle et la libère lentement pendant plusieurs jours ; il suffit de renouveler quelques gouttes.",
        "Unglazed ceramic absorbs the essential oil and releases it slowly over several days; just top up with a few drops.",
      ],
      [
        "Céramique poreuse tournée à la main en Provence, diamètre 7 cm, coupelle en grès émaillé.",
        "Porous ceramic, hand-thrown in Provence, 7 cm across, glazed stoneware dish.",
      ],
    ],
    price: 9.9,
    specificity: ["Céramique poreuse, 7 cm", "Porous ceramic, 7 cm"],
    origin: "FR",
    palette: ["#d7ccc8", "#fafafa"],
  },
  {
    sku: "ACC-BATONNETS-ROTIN",
    categories: [DIFFUSERS],
    name: ["Bâtonnets de rotin de rechange, lot de 10", "Replacement rattan reeds, pack of 10"],
    short: [
      "Dix bâtonnets de rotin naturel de 25 cm pour recharger un diffuseur. À changer à chaque nouveau parfum.",
      "Ten natural 25 cm rattan reeds to refresh a reed diffuser. Change them with each new scent.",
    ],
    paragraphs: [
      [
        "Le rotin est parcouru de canaux microscopiques qui font monter le parfum par capillarité ; avec le temps, ils se saturent et diffusent moins bien.",
        "Rattan is threaded with microscopic channels that draw scent up by capillary action; over time they clog and diffuse less well.",
      ],
      [
        "Rotin naturel non traité, longueur 25 cm, diamètre 3 mm. Retournez-les une fois par semaine pour raviver la diffusion.",
        "Untreated natural rattan, 25 cm long, 3 mm across. Turn them over once a week to refresh diffusion.",
      ],
    ],
    price: 4.9,
    tiers: "bulk",
    specificity: ["Rotin naturel, 25 cm × 3 mm", "Natural rattan, 25 cm × 3 mm"],
    palette: ["#d7b98e", "#faf3e6"],
  },
  {
    sku: "ACC-DIFFUSEUR-ULTRASONS",
    categories: [DIFFUSERS],
    name: ["Diffuseur à ultrasons en céramique", "Ceramic ultrasonic diffuser"],
    short: [
      "Un brumisateur à ultrasons habillé de céramique blanche, qui diffuse huiles essentielles et eau en une brume froide. Silencieux et doux.",
      "An ultrasonic mister in white ceramic that diffuses essential oils and water as a cool mist. Quiet and gentle.",
    ],
    paragraphs: [
      [
        "Les ultrasons transforment l'eau et quelques gouttes d'huile essentielle en une brume fraîche, sans chauffer ; la diffusion est plus douce qu'avec un nébuliseur.",
        "Ultrasound turns water and a few drops of essential oil into a cool mist, without heat; diffusion is gentler than with a nebuliser.",
      ],
      [
        "Réservoir de 100 ml, environ six heures de fonctionnement, arrêt automatique à sec, veilleuse ambrée débrayable.",
        "100 ml reservoir, about six hours of use, automatic shut-off when dry, switchable amber night light.",
      ],
    ],
    price: 49,
    specificity: ["Céramique, réservoir 100 ml, arrêt automatique", "Ceramic, 100 ml reservoir, automatic shut-off"],
    soldOut: true,
    palette: ["#fafafa", "#e0e0e0"],
  },
  // Scales and measuring
  {
    sku: "ACC-BALANCE-001G",
    categories: [SCALES],
    name: ["Balance de précision 0,01 g, portée 200 g", "Precision scale, 0.01 g, 200 g capacity"],
    short: [
      "La balance de poche au centième de gramme, pour peser vos formules au lieu de compter les gouttes. Indispensable pour débuter.",
      "A pocket scale accurate to a hundredth of a gram, to weigh your formulas instead of counting drops. Essential for beginners.",
    ],
    paragraphs: [
      [
        "Une goutte ne pèse pas le même poids selon la matière et le compte-gouttes : peser, c'est reproduire une formule à l'identique et respecter les limites IFRA.",
        "A drop weighs differently depending on the material and the dropper: weighing is how you reproduce a formula exactly and stay within IFRA limits.",
      ],
      [
        "Portée 200 g, précision 0,01 g, plateau inox avec couvercle anti-courant d'air, fonction tare, étalonnage avec le poids de 100 g fourni.",
        "200 g capacity, 0.01 g accuracy, stainless-steel pan with draught-shield lid, tare function, calibration with the 100 g weight supplied.",
      ],
    ],
    price: 24.9,
    specificity: ["Précision 0,01 g, portée 200 g", "0.01 g accuracy, 200 g capacity"],
    bestseller: true,
    palette: ["#37474f", "#eceff1"],
  },
  {
    sku: "ACC-BALANCE-0001G",
    salePercent: 10,
    categories: [SCALES],
    name: ["Balance de laboratoire 0,001 g, portée 50 g", "Laboratory scale, 0.001 g, 50 g capacity"],
    short: [
      "Une balance au milligramme avec cage de pesée, pour les matières les plus puissantes. La précision des laboratoires de parfumerie.",
      "A milligram scale with a weighing chamber, for the most powerful materials. The precision of a perfumery lab.",
    ],
    paragraphs: [
      [
        "Certaines molécules, comme les damascones ou l'indole, se dosent au milligramme ; au centième de gramme, l'erreur peut changer tout un accord.",
        "Some molecules, such as damascones or indole, are dosed by the milligram; at a hundredth of a gram, the error can change a whole accord.",
      ],
      [
        "Portée 50 g, précision 0,001 g, cage de pesée vitrée, calibrage interne, affichage rétroéclairé, alimentation secteur.",
        "50 g capacity, 0.001 g accuracy, glass weighing chamber, internal calibration, backlit display, mains powered.",
      ],
    ],
    price: 49.9,
    specificity: ["Précision 0,001 g, portée 50 g", "0.001 g accuracy, 50 g capacity"],
    palette: ["#263238", "#eceff1"],
  },
  {
    sku: "ACC-POIDS-ETALON-100G",
    categories: [SCALES],
    name: ["Poids étalon 100 g, classe M1", "100 g calibration weight, class M1"],
    short: [
      "Un poids d'étalonnage en acier inoxydable pour vérifier la justesse de votre balance. Livré dans son étui.",
      "A stainless-steel calibration weight to check your scale's accuracy. Supplied in its case.",
    ],
    paragraphs: [
      [
        "Une balance de précision dérive avec le temps et la température : un contrôle régulier avec un poids connu garantit des pesées justes.",
        "A precision scale drifts with time and temperature: regular checks with a known weight keep your weighings accurate.",
      ],
      [
        "Acier inoxydable poli, classe de précision M1, étui en plastique avec pince.",
        "Polished stainless steel, M1 accuracy class, plastic case with tweezers.",
      ],
    ],
    price: 9.9,
    specificity: ["Inox, classe M1", "Stainless steel, class M1"],
    palette: ["#90a4ae", "#f5f5f5"],
  },
  {
    sku: "ACC-COUPELLES-PESEE",
    categories: [SCALES],
    name: ["Coupelles de pesée, lot de 100", "Weighing boats, pack of 100"],
    short: [
      "Des coupelles jetables antistatiques pour peser poudres et actifs sans perte. Une coupelle par ingrédient.",
      "Disposable anti-static weighing boats for weighing powders and actives without loss. One boat per ingredient.",
    ],
    paragraphs: [
      [
        "Les poudres fines, comme l'acide hyaluronique ou la gomme xanthane, collent aux surfaces ; ces coupelles antistatiques se vident entièrement d'une pichenette.",
        "Fine powders such as hyaluronic acid or xanthan gum cling to surfaces; these anti-static boats empty completely with a flick.",
      ],
      [
        "Polystyrène antistatique, 45 × 45 mm, contenance 7 ml, lot de 100.",
        "Anti-static polystyrene, 45 × 45 mm, 7 ml capacity, pack of 100.",
      ],
    ],
    price: 6.9,
    tiers: "bulk",
    specificity: ["Polystyrène antistatique, 7 ml", "Anti-static polystyrene, 7 ml"],
    palette: ["#fafafa", "#ffffff"],
  },
  {
    sku: "ACC-BANDELETTES-PH",
    categories: [SCALES],
    name: ["Bandelettes pH 0 à 14, lot de 100", "pH test strips 0 to 14, pack of 100"],
    short: [
      "Des bandelettes indicatrices à quatre zones pour contrôler le pH de vos crèmes et lotions. Lecture en quelques secondes.",
      "Four-pad indicator strips to check the pH of your creams and lotions. Read in seconds.",
    ],
    paragraphs: [
      [
        "Un conservateur n'agit que dans une plage de pH donnée, et la peau préfère un pH légèrement acide : contrôler le pH est une étape indispensable de la formulation.",
        "A preservative only works within a given pH range, and skin prefers a slightly acidic pH: checking pH is an essential step in formulating.",
      ],
      [
        "Quatre zones réactives pour une lecture au demi-point près, plage de 0 à 14, boîte de 100 bandelettes avec nuancier.",
        "Four reactive pads read to the nearest half-point, range 0 to 14, box of 100 strips with colour chart.",
      ],
    ],
    price: 5.9,
    specificity: ["Plage 0 à 14, quatre zones", "Range 0 to 14, four pads"],
    palette: ["#ffcc80", "#fff8e1"],
  },
  {
    sku: "ACC-THERMOMETRE-SONDE",
    categories: [SCALES],
    name: ["Thermomètre à sonde inox", "Stainless-steel probe thermometer"],
    short: [
      "Un thermomètre numérique à sonde pour contrôler la température des phases avant l'émulsion. Précis au dixième de degré.",
      "A digital probe thermometer for checking phase temperatures before emulsifying. Accurate to a tenth of a degree.",
    ],
    paragraphs: [
      [
        "Les émulsions réussissent quand les phases huileuse et aqueuse sont à la même température, souvent autour de 70 °C ; les actifs fragiles s'ajoutent ensuite sous 40 °C.",
        "Emulsions succeed when the oil and water phases are at the same temperature, often around 70 °C; fragile actives go in afterwards below 40 °C.",
      ],
      [
        "Sonde en acier inoxydable de 12 cm, plage de −50 à 300 °C, précision ± 1 °C, affichage au dixième, arrêt automatique.",
        "12 cm stainless-steel probe, range −50 to 300 °C, accuracy ± 1 °C, display to a tenth of a degree, automatic shut-off.",
      ],
    ],
    price: 12.9,
    specificity: ["Sonde inox 12 cm, −50 à 300 °C", "12 cm stainless probe, −50 to 300 °C"],
    palette: ["#455a64", "#eceff1"],
  },
];

// ---- exports
export const accessoryProducts: ProductSeed[] = accessories.map((entry) => goods({ ...entry, family: "accessory" }));
