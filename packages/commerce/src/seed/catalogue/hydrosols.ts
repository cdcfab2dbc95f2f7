/**
 * Hydrosols: floral, herbal and tree waters, sold in 200 ml and 1 L. Prices are the
 * shelf price incl. VAT of 200 ml. No hazard statements: hydrosols hold well under 0.1 % oil.
 */
import { KINDS, type RawMaterialEntry, rawMaterial } from "./product-builders.ts";
import type { ProductSeed } from "../../modules/product/product-definition.ts";

const FLORAL = "hydrosols/floral-hydrosols";
const HERBAL = "hydrosols/herbal-hydrosols";
const TREE = "hydrosols/tree-hydrosols";

const CLEAR: [string, string] = ["Liquide limpide, incolore", "Clear, colourless liquid"];

const floral: RawMaterialEntry[] = [
  {
    sku: "HY-ROSE-DAMAS",
    categories: [FLORAL],
    name: ["Hydrolat de rose de Damas bio", "Organic damask rose hydrosol"],
    botanical: "Rosa × damascena Herrm.",
    origin: { country: "BG", region: ["Vallée des Roses (Kazanlak)", "Rose Valley (Kazanlak)"] },
    cas: "90106-38-0",
    organic: true,
    bestseller: true,
    specificity: ["Eau de distillation de l'essence de rose, pH 4 à 5", "Distillation water of rose oil, pH 4 to 5"],
    part: "petals",
    appearance: CLEAR,
    odour: ["Rose fraîche, miellée, légèrement verte", "Fresh rose, honeyed, slightly green"],
    price: 8.9,
    short: [
      "L'eau de rose de Kazanlak, douce et véritablement parfumée. Le tonique des peaux sèches et sensibles.",
      "Rose water from Kazanlak, gentle and truly fragrant. The toner for dry and sensitive skin.",
    ],
    story: [
      "Pour obtenir un kilo d'essence de rose, les distilleries bulgares traitent près de quatre tonnes de pétales ; l'eau qui en ressort, chargée des molécules les plus solubles, est l'hydrolat. Il sent la rose fraîchement cueillie bien plus que les eaux de rose reconstituées.",
      "To make a kilo of rose oil, Bulgarian distilleries process nearly four tonnes of petals; the water that comes out, loaded with the most soluble molecules, is the hydrosol. It smells of freshly picked roses far more than reconstituted rose waters do.",
    ],
    use: [
      "Pur en lotion tonique matin et soir, en phase aqueuse des crèmes et des masques, ou vaporisé sur le linge. En cuisine, il parfume loukoums, lassis et pâtisseries orientales.",
      "Use neat as a morning and evening toner, as the water phase of creams and masks, or sprayed on linen. In the kitchen it flavours Turkish delight, lassis and Middle Eastern pastries.",
    ],
    palette: ["#f48fb1", "#fde4ec"],
  },
  {
    sku: "HY-FLEUR-ORANGER",
    categories: [FLORAL],
    name: ["Eau de fleur d'oranger", "Orange flower water"],
    botanical: "Citrus × aurantium L.",
    origin: { country: "TN", region: ["Cap Bon (Nabeul)", "Cap Bon (Nabeul)"] },
    specificity: ["Eau de distillation du néroli, non diluée", "Neroli distillation water, undiluted"],
    part: "flowers",
    appearance: CLEAR,
    odour: ["Fleur d'oranger, miellée, légèrement amère", "Orange blossom, honeyed, slightly bitter"],
    price: 7.9,
    short: [
      "La vraie eau de fleur d'oranger du Cap Bon, celle des pâtisseries et des bébés. Apaisante et délicatement parfumée.",
      "Genuine orange flower water from Cap Bon, the one for pastries and babies. Calming and delicately scented.",
    ],
    story: [
      "Dans les maisons de Nabeul, on distille encore la fleur d'oranger en famille, au printemps, dans de petits alambics en cuivre. Notre eau vient de la distillerie qui produit notre néroli : c'est la même fleur, dans sa forme la plus douce.",
      "In the homes of Nabeul, orange blossom is still distilled in spring by families in small copper stills. Our water comes from the distillery that makes our neroli: the same flower in its gentlest form.",
    ],
    use: [
      "Elle apaise les peaux réactives, parfume l'eau du bain des tout-petits et entre dans les brumes d'oreiller. En cuisine : madeleines, crêpes, cornes de gazelle.",
      "It calms reactive skin, scents babies' bath water and goes into pillow mists. In the kitchen: madeleines, pancakes, gazelle horns.",
    ],
  },
  {
    sku: "HY-BLEUET",
    categories: [FLORAL],
    name: ["Hydrolat de bleuet bio", "Organic cornflower hydrosol"],
    botanical: "Centaurea cyanus L.",
    origin: { country: "FR", region: ["Val de Loire", "Loire Valley"] },
    organic: true,
    specificity: ["Fleurs fraîches, pH 5 à 6", "Fresh flowers, pH 5 to 6"],
    part: "flowers",
    appearance: CLEAR,
    odour: ["Herbacée, discrète, légèrement miellée", "Herbaceous, discreet, slightly honeyed"],
    price: 7.5,
    short: [
      "L'eau des yeux fatigués, douce et presque inodore. Parfaite pour démaquiller et défatiguer le regard.",
      "The water for tired eyes, gentle and almost odourless. Perfect for removing make-up and refreshing the eye area.",
    ],
    story: [
      "Autrefois adventice des blés, le bleuet est aujourd'hui cultivé en agriculture biologique dans le Val de Loire pour ses fleurs. Distillées fraîches, elles donnent une eau très douce dont l'usage remonte aux pharmacopées médiévales.",
      "Once a weed of wheat fields, the cornflower is now grown organically in the Loire Valley for its flowers. Distilled fresh, they give a very gentle water whose use dates back to medieval pharmacopoeias.",
    ],
    use: [
      "En compresses froides sur les paupières, en démaquillant doux ou en phase aqueuse des contours des yeux. Convient aux peaux les plus sensibles.",
      "Use as cool compresses on the eyelids, as a gentle make-up remover or as the water phase of eye-contour care. Suits the most sensitive skin.",
    ],
  },
  {
    sku: "HY-CAMOMILLE-ROMAINE",
    categories: [FLORAL],
    name: ["Hydrolat de camomille romaine bio", "Organic Roman chamomile hydrosol"],
    botanical: "Chamaemelum nobile (L.) All.",
    origin: { country: "FR", region: ["Anjou", "Anjou"] },
    organic: true,
    specificity: ["Capitules fleuris, pH 4 à 5", "Flower heads, pH 4 to 5"],
    part: "flowers",
    appearance: CLEAR,
    odour: ["Fruitée, pomme verte, herbacée", "Fruity, green apple, herbaceous"],
    price: 8.9,
    short: [
      "La camomille noble de l'Anjou, à l'odeur de pomme verte. L'hydrolat apaisant des peaux irritées et des tout-petits.",
      "Noble chamomile from Anjou, smelling of green apple. The soothing hydrosol for irritated skin and little ones.",
    ],
    story: [
      "L'Anjou cultive la camomille romaine depuis le XIXe siècle, sur des terres argilo-calcaires où ses capitules doublent et blanchissent. Les fleurs sont distillées entières juste après la récolte, en juillet.",
      "Anjou has grown Roman chamomile since the 19th century, on clay-limestone soils where its flower heads double and whiten. The flowers are distilled whole right after the July harvest.",
    ],
    use: [
      "Vaporisé sur les rougeurs, ajouté au bain des bébés ou en phase aqueuse des crèmes pour peaux sensibles. En tisane glacée, il se boit aussi avec plaisir.",
      "Spray on redness, add to babies' baths or use as the water phase of creams for sensitive skin. It is also pleasant in an iced infusion.",
    ],
  },
  {
    sku: "HY-IMMORTELLE",
    categories: [FLORAL],
    name: ["Hydrolat d'immortelle de Corse bio", "Organic Corsican immortelle hydrosol"],
    botanical: "Helichrysum italicum (Roth) G.Don",
    origin: { country: "FR", region: ["Corse", "Corsica"] },
    organic: true,
    specificity: ["Sommités fleuries sauvages, pH 4 à 5", "Wild flowering tops, pH 4 to 5"],
    part: "floweringTops",
    appearance: CLEAR,
    odour: ["Miellée, curry, légèrement fruitée", "Honeyed, curry-like, slightly fruity"],
    price: 12.9,
    short: [
      "L'eau précieuse de l'immortelle corse, contre les cernes et les petits bleus. Un hydrolat rare, très recherché.",
      "The precious water of Corsican immortelle, for dark circles and small bruises. A rare and much sought-after hydrosol.",
    ],
    story: [
      "L'immortelle est distillée en juillet dans de petits alambics du maquis ; l'huile essentielle, très chère, n'en représente qu'une infime part. L'hydrolat garde l'odeur de miel et d'épices des coteaux corses.",
      "Immortelle is distilled in July in small stills in the maquis; the costly essential oil is only a tiny part of the yield. The hydrosol keeps the honey-and-spice smell of the Corsican slopes.",
    ],
    use: [
      "En compresses sur les cernes et les ecchymoses, en lotion pour peaux couperosées ou en phase aqueuse des sérums. Il se combine bien avec l'hydrolat de bleuet.",
      "Use as compresses on dark circles and bruises, as a lotion for skin with broken capillaries, or as the water phase of serums. It combines well with cornflower hydrosol.",
    ],
  },
  {
    sku: "HY-GERANIUM",
    salePercent: 20,
    categories: [FLORAL],
    name: ["Hydrolat de géranium rosat", "Rose geranium hydrosol"],
    botanical: "Pelargonium graveolens L'Hér.",
    origin: { country: "EG", region: ["Beni Suef", "Beni Suef"] },
    specificity: ["Feuilles et tiges fleuries, pH 5 à 6", "Leaves and flowering stems, pH 5 to 6"],
    part: "aerialParts",
    appearance: CLEAR,
    odour: ["Rosée, mentholée, légèrement verte", "Rosy and minty, slightly green"],
    price: 6.9,
    short: [
      "Une eau à l'odeur de rose mentholée, équilibrante pour les peaux mixtes. Le bon compromis entre rose et fraîcheur.",
      "A water smelling of minty rose, balancing for combination skin. A good compromise between rose and freshness.",
    ],
    story: [
      "En Moyenne-Égypte, le géranium rosat est coupé trois fois par an et distillé dans de grandes installations qui fournissent la parfumerie. L'hydrolat, recueilli à chaque cuite, est filtré et conditionné sans conservateur ajouté.",
      "In Middle Egypt, rose geranium is cut three times a year and distilled in large plants supplying the perfume industry. The hydrosol, collected at every batch, is filtered and bottled without added preservative.",
    ],
    use: [
      "En tonique pour peaux mixtes, en brume rafraîchissante pour le corps ou en phase aqueuse des déodorants. Il parfume aussi agréablement le linge au repassage.",
      "Use as a toner for combination skin, a refreshing body mist or the water phase of deodorants. It also gives linen a pleasant scent when ironing.",
    ],
  },
  {
    sku: "HY-TILLEUL",
    categories: [FLORAL],
    name: ["Hydrolat de tilleul bio", "Organic linden blossom hydrosol"],
    botanical: "Tilia cordata Mill.",
    origin: { country: "FR", region: ["Baronnies provençales", "Baronnies Provençales"] },
    organic: true,
    salePercent: 20,
    specificity: ["Fleurs et bractées, pH 5 à 6", "Flowers and bracts, pH 5 to 6"],
    part: "flowers",
    appearance: CLEAR,
    odour: ["Florale, miellée, note de tisane", "Floral and honeyed, like a herbal tea"],
    price: 7.5,
    short: [
      "Le tilleul des Baronnies, miellé et réconfortant. Une eau douce pour les peaux sensibles et les soirées calmes.",
      "Linden from the Baronnies, honeyed and comforting. A gentle water for sensitive skin and quiet evenings.",
    ],
    story: [
      "Buis-les-Baronnies fut longtemps le premier marché de tilleul d'Europe. Les fleurs, cueillies à la main en juin avec leurs bractées, sont distillées fraîches par un petit producteur de la Drôme.",
      "Buis-les-Baronnies was long Europe's leading linden market. The flowers, picked by hand in June with their bracts, are distilled fresh by a small producer in the Drôme.",
    ],
    use: [
      "En lotion apaisante, en brume d'oreiller ou dans l'eau du bain du soir. Il s'associe bien à l'hydrolat de fleur d'oranger.",
      "Use as a calming lotion, a pillow mist or in the evening bath. It pairs well with orange flower water.",
    ],
  },
];

const herbal: RawMaterialEntry[] = [
  {
    sku: "HY-MENTHE-POIVREE",
    categories: [HERBAL],
    name: ["Hydrolat de menthe poivrée bio", "Organic peppermint hydrosol"],
    botanical: "Mentha × piperita L.",
    origin: { country: "FR", region: ["Gâtinais (Milly-la-Forêt)", "Gâtinais (Milly-la-Forêt)"] },
    organic: true,
    specificity: ["Parties aériennes fleuries, pH 5 à 6", "Flowering aerial parts, pH 5 to 6"],
    part: "aerialParts",
    appearance: CLEAR,
    odour: ["Mentholée, fraîche, herbacée", "Minty, fresh and herbaceous"],
    price: 6.5,
    short: [
      "La menthe de Milly-la-Forêt, vive et rafraîchissante. Un coup de frais pour la peau, les jambes lourdes et les boissons d'été.",
      "Peppermint from Milly-la-Forêt, lively and refreshing. A cool lift for skin, tired legs and summer drinks.",
    ],
    story: [
      "Le Gâtinais cultive les plantes aromatiques depuis le Moyen Âge, et Milly-la-Forêt reste la capitale française de la menthe poivrée. La plante est fauchée en pleine floraison et distillée le jour même.",
      "The Gâtinais has grown aromatic plants since the Middle Ages, and Milly-la-Forêt remains the French capital of peppermint. The plant is cut in full flower and distilled the same day.",
    ],
    use: [
      "En brume rafraîchissante sur le visage et les jambes, en lotion pour peaux grasses ou dans les sirops et les thés glacés. Éviter le contour des yeux.",
      "Use as a cooling mist on the face and legs, a lotion for oily skin or in syrups and iced teas. Avoid the eye area.",
    ],
  },
  {
    sku: "HY-ROMARIN-VERBENONE",
    categories: [HERBAL],
    name: ["Hydrolat de romarin à verbénone bio", "Organic rosemary verbenone hydrosol"],
    botanical: "Salvia rosmarinus Spenn. ct. verbenone",
    origin: { country: "FR", region: ["Corse", "Corsica"] },
    organic: true,
    specificity: ["Chémotype verbénone, pH 4 à 5", "Verbenone chemotype, pH 4 to 5"],
    part: "floweringTops",
    appearance: CLEAR,
    odour: ["Herbacée, camphrée, douce", "Herbaceous, camphoraceous and soft"],
    price: 7.9,
    short: [
      "Le romarin corse au chémotype le plus doux, pour la peau et les cheveux. Tonifiant et purifiant.",
      "Corsican rosemary of the gentlest chemotype, for skin and hair. Toning and purifying.",
    ],
    story: [
      "Sur les sols siliceux de Corse, le romarin produit un chémotype riche en verbénone, plus doux pour la peau que les romarins à camphre ou à cinéole. Il est récolté sauvage dans le maquis et distillé sur l'île.",
      "On the siliceous soils of Corsica, rosemary produces a verbenone-rich chemotype, gentler on the skin than the camphor or cineole types. It is wild-harvested in the maquis and distilled on the island.",
    ],
    use: [
      "En lotion tonique pour peaux mixtes à grasses, en rinçage capillaire pour les cheveux ternes ou en phase aqueuse des shampooings.",
      "Use as a toner for combination to oily skin, as a hair rinse for dull hair, or as the water phase of shampoos.",
    ],
  },
  {
    sku: "HY-VERVEINE-CITRONNEE",
    categories: [HERBAL],
    name: ["Hydrolat de verveine citronnée", "Lemon verbena hydrosol"],
    botanical: "Aloysia citrodora Paláu",
    origin: { country: "MA", region: ["Région de Fès", "Fez region"] },
    specificity: ["Feuilles fraîches, pH 5 à 6", "Fresh leaves, pH 5 to 6"],
    part: "leaves",
    appearance: CLEAR,
    odour: ["Citronnée, douce, herbacée", "Lemony, soft and herbaceous"],
    price: 9.9,
    short: [
      "L'odeur d'une tisane de verveine fraîche, citronnée et apaisante. Un hydrolat délicieux pour la peau comme pour la cuisine.",
      "The scent of a fresh verbena infusion, lemony and calming. A delicious hydrosol for the skin and the kitchen alike.",
    ],
    story: [
      "Autour de Fès, la verveine citronnée pousse en haies dans les jardins irrigués. Ses feuilles, très pauvres en huile essentielle, donnent un hydrolat abondant et parfumé, bien plus abordable que l'huile essentielle.",
      "Around Fez, lemon verbena grows as hedges in irrigated gardens. Its leaves, very low in essential oil, give an abundant, fragrant hydrosol, far more affordable than the essential oil.",
    ],
    use: [
      "En brume apaisante, en tonique ou dans l'eau du bain ; en cuisine, il parfume sorbets, crèmes et cocktails sans alcool.",
      "Use as a calming mist, a toner or in the bath; in the kitchen it flavours sorbets, custards and alcohol-free cocktails.",
    ],
  },
  {
    sku: "HY-LAVANDE-FINE",
    categories: [HERBAL],
    name: ["Hydrolat de lavande fine bio", "Organic fine lavender hydrosol"],
    botanical: "Lavandula angustifolia Mill.",
    origin: { country: "FR", region: "Haute-Provence" },
    organic: true,
    specificity: ["Lavande de population, pH 5 à 6", "Population lavender, pH 5 to 6"],
    part: "floweringTops",
    appearance: CLEAR,
    odour: ["Lavandée, herbacée, légèrement foin", "Lavender, herbaceous, faintly hay-like"],
    price: 6.9,
    short: [
      "L'eau de distillation de notre lavande fine, douce et apaisante. Le tonique de toutes les peaux.",
      "The distillation water of our fine lavender, soft and calming. A toner for every skin type.",
    ],
    story: [
      "Chaque été, les distilleries du pays de Sault recueillent des milliers de litres d'eau lavandée en même temps que l'huile essentielle. Nous choisissons celle de la première heure de distillation, la plus parfumée.",
      "Every summer the distilleries of the Sault country collect thousands of litres of lavender water along with the essential oil. We choose the water from the first hour of distillation, the most fragrant.",
    ],
    use: [
      "En tonique apaisant après le rasage ou le soleil, en brume d'oreiller, pour le repassage ou dans les crèmes pour peaux sensibles.",
      "Use as a soothing toner after shaving or sun, a pillow mist, for ironing or in creams for sensitive skin.",
    ],
  },
  {
    sku: "HY-SAUGE-SCLAREE",
    categories: [HERBAL],
    name: ["Hydrolat de sauge sclarée bio", "Organic clary sage hydrosol"],
    botanical: "Salvia sclarea L.",
    origin: { country: "FR", region: ["Plateau de Valensole", "Valensole plateau"] },
    organic: true,
    specificity: ["Sommités fleuries, pH 4 à 5", "Flowering tops, pH 4 to 5"],
    part: "floweringTops",
    appearance: CLEAR,
    odour: ["Herbacée, ambrée, note de thé", "Herbaceous and ambery, like tea"],
    price: 7.5,
    short: [
      "La sauge sclarée des plateaux provençaux, herbacée et ambrée. Une eau équilibrante pour la peau et le cuir chevelu.",
      "Clary sage from the Provençal plateaux, herbaceous and ambery. A balancing water for skin and scalp.",
    ],
    story: [
      "En juin, avant la lavande, la sauge sclarée colore de rose et de mauve les champs de Valensole. Elle est distillée entière, fleurs et tiges, pour l'huile essentielle et pour cet hydrolat à l'odeur de thé ambré.",
      "In June, before the lavender, clary sage paints the fields of Valensole pink and mauve. It is distilled whole, flowers and stems, for the essential oil and for this hydrosol smelling of amber tea.",
    ],
    use: [
      "En lotion pour peaux grasses, en rinçage du cuir chevelu ou en phase aqueuse des déodorants. Son odeur ambrée en fait aussi une jolie base de brume parfumée.",
      "Use as a lotion for oily skin, a scalp rinse or the water phase of deodorants. Its amber scent also makes a lovely base for a scented mist.",
    ],
  },
  {
    sku: "HY-THYM-LINALOL",
    categories: [HERBAL],
    name: ["Hydrolat de thym à linalol bio", "Organic thyme linalool hydrosol"],
    botanical: "Thymus vulgaris L. ct. linalool",
    origin: { country: "FR", region: ["Drôme", "Drôme"] },
    organic: true,
    specificity: ["Chémotype linalol, le plus doux des thyms", "Linalool chemotype, the gentlest thyme"],
    part: "floweringTops",
    appearance: CLEAR,
    odour: ["Herbacée, douce, florale", "Herbaceous, soft and floral"],
    price: 8.5,
    short: [
      "Le thym à linalol, doux pour la peau et purifiant. Une eau aromatique pour les peaux à imperfections.",
      "Linalool thyme, gentle on the skin and purifying. An aromatic water for blemish-prone skin.",
    ],
    story: [
      "Sur les hauteurs de la Drôme, certaines populations de thym produisent du linalol au lieu du thymol. Ce chémotype, sélectionné et cultivé en bio, donne un hydrolat purifiant sans l'agressivité des thyms phénolés.",
      "In the Drôme uplands, some thyme populations produce linalool instead of thymol. This chemotype, selected and grown organically, gives a purifying hydrosol without the harshness of phenolic thymes.",
    ],
    use: [
      "En lotion purifiante pour peaux à imperfections, en gargarisme ou en brume d'assainissement des pièces.",
      "Use as a purifying lotion for blemish-prone skin, as a gargle or as a room-freshening mist.",
    ],
  },
  {
    sku: "HY-MELISSE",
    categories: [HERBAL],
    name: ["Hydrolat de mélisse bio", "Organic lemon balm hydrosol"],
    botanical: "Melissa officinalis L.",
    origin: { country: "FR", region: ["Ardèche", "Ardèche"] },
    organic: true,
    soldOut: true,
    specificity: ["Parties aériennes fraîches, pH 4 à 5", "Fresh aerial parts, pH 4 to 5"],
    part: "aerialParts",
    appearance: CLEAR,
    odour: ["Citronnée, herbacée, douce", "Lemony, herbaceous and soft"],
    price: 11.9,
    short: [
      "La mélisse citronnée des jardins ardéchois, apaisante et douce. Victime de son succès, en attente de la prochaine distillation.",
      "Lemony balm from Ardèche gardens, calming and gentle. A victim of its success, awaiting the next distillation.",
    ],
    story: [
      "La mélisse contient très peu d'huile essentielle : il faut des tonnes de plante pour en obtenir quelques grammes. Son hydrolat, en revanche, est généreux et garde le parfum citronné des feuilles fraîches.",
      "Lemon balm contains very little essential oil: tonnes of plant are needed for a few grams. Its hydrosol, on the other hand, is generous and keeps the lemony scent of the fresh leaves.",
    ],
    use: [
      "En brume apaisante avant le coucher, en lotion pour peaux sensibles ou dans une boisson du soir.",
      "Use as a calming mist before bed, a lotion for sensitive skin or in an evening drink.",
    ],
  },
];

const tree: RawMaterialEntry[] = [
  {
    sku: "HY-HAMAMELIS",
    categories: [TREE],
    name: ["Hydrolat d'hamamélis", "Witch hazel hydrosol"],
    botanical: "Hamamelis virginiana L.",
    origin: { country: "US", region: ["Connecticut", "Connecticut"] },
    specificity: ["Rameaux et écorce, sans alcool ajouté", "Twigs and bark, no added alcohol"],
    part: "leavesTwigs",
    appearance: CLEAR,
    odour: ["Boisée, herbacée, légèrement terreuse", "Woody, herbaceous, slightly earthy"],
    price: 7.9,
    short: [
      "L'hamamélis de Nouvelle-Angleterre, astringent et resserrant. Le tonique classique des peaux grasses et des pores dilatés.",
      "New England witch hazel, astringent and tightening. The classic toner for oily skin and enlarged pores.",
    ],
    story: [
      "Dans les forêts du Connecticut, les rameaux d'hamamélis sont coupés en hiver, quand l'arbuste fleurit en filaments jaunes. La distillation de ses rameaux y est pratiquée depuis le XIXe siècle.",
      "In the forests of Connecticut, witch hazel twigs are cut in winter, when the shrub flowers in yellow threads. Distilling its twigs has been practised there since the 19th century.",
    ],
    use: [
      "En lotion resserrante sur les peaux grasses, après le rasage ou sur les jambes lourdes. Sans alcool, il ne dessèche pas.",
      "Use as a tightening lotion on oily skin, after shaving or on tired legs. Alcohol-free, it does not dry the skin.",
    ],
  },
  {
    sku: "HY-CEDRE-ATLAS",
    categories: [TREE],
    name: ["Hydrolat de cèdre de l'Atlas", "Atlas cedar hydrosol"],
    botanical: "Cedrus atlantica (Endl.) Manetti ex Carrière",
    origin: { country: "MA", region: ["Moyen Atlas", "Middle Atlas"] },
    specificity: ["Sciure de bois, pH 4 à 5", "Wood sawdust, pH 4 to 5"],
    part: "wood",
    appearance: CLEAR,
    odour: ["Boisée, douce, balsamique", "Woody, soft and balsamic"],
    price: 6.9,
    short: [
      "Une eau boisée et chaleureuse, pour le cuir chevelu et les soins masculins. La fraîcheur du bois de cèdre, sans une goutte d'huile.",
      "A warm, woody water for the scalp and men's care. The freshness of cedarwood without a drop of oil.",
    ],
    story: [
      "L'hydrolat de cèdre est recueilli dans les distilleries d'Azrou, où la sciure des scieries est traitée pour l'huile essentielle. Il garde une odeur de bois fraîchement coupé.",
      "Cedar hydrosol is collected at the distilleries of Azrou, where sawmill sawdust is processed for essential oil. It keeps the smell of freshly cut wood.",
    ],
    use: [
      "En lotion pour cuir chevelu gras, en après-rasage ou en brume d'ambiance boisée.",
      "Use as a lotion for an oily scalp, as an aftershave or as a woody room mist.",
    ],
  },
  {
    sku: "HY-CISTE",
    soldOut: true,
    categories: [TREE],
    name: ["Hydrolat de ciste ladanifère bio", "Organic rock rose hydrosol"],
    botanical: "Cistus ladanifer L.",
    origin: { country: "ES", region: ["Estrémadure", "Extremadura"] },
    organic: true,
    specificity: ["Rameaux feuillés, pH 3 à 4", "Leafy twigs, pH 3 to 4"],
    part: "leavesTwigs",
    appearance: CLEAR,
    odour: ["Ambrée, résineuse, miellée", "Ambery, resinous and honeyed"],
    price: 8.9,
    short: [
      "L'eau ambrée du ciste, astringente et régénérante. Un hydrolat très apprécié des peaux matures.",
      "The amber water of rock rose, astringent and regenerating. A hydrosol much liked by mature skin.",
    ],
    story: [
      "Dans les dehesas d'Estrémadure, le ciste ladanifère forme des landes immenses au printemps. Ses rameaux gluants sont distillés à la fin de l'hiver, quand ils sont le plus chargés en gomme.",
      "In the dehesas of Extremadura, rock rose forms vast heaths in spring. Its sticky twigs are distilled at the end of winter, when they hold the most gum.",
    ],
    use: [
      "En lotion tonique pour peaux matures, en compresse sur les petites coupures ou dans les brumes parfumées ambrées.",
      "Use as a toner for mature skin, a compress on small cuts or in amber scented mists.",
    ],
  },
  {
    sku: "HY-LAURIER-NOBLE",
    categories: [TREE],
    name: ["Hydrolat de laurier noble", "Bay laurel hydrosol"],
    botanical: "Laurus nobilis L.",
    origin: { country: "TR", region: ["Région égéenne", "Aegean Region"] },
    specificity: ["Feuilles sauvages, pH 4 à 5", "Wild leaves, pH 4 to 5"],
    part: "leaves",
    appearance: CLEAR,
    odour: ["Aromatique, épicée, eucalyptée", "Aromatic, spicy, eucalyptus-like"],
    price: 7.5,
    short: [
      "Le laurier-sauce des collines égéennes, aromatique et purifiant. Une eau pour le cuir chevelu et les peaux à problèmes.",
      "The bay leaf of the Aegean hills, aromatic and purifying. A water for the scalp and problem skin.",
    ],
    story: [
      "La Turquie fournit l'essentiel des feuilles de laurier du monde, cueillies sur des arbustes sauvages. Les feuilles abîmées, impropres à la cuisine, sont distillées pour l'huile essentielle et cet hydrolat.",
      "Turkey supplies most of the world's bay leaves, picked from wild shrubs. Damaged leaves, unfit for cooking, are distilled for the essential oil and this hydrosol.",
    ],
    use: [
      "En lotion purifiante pour le cuir chevelu, en tonique des peaux à imperfections ou en bain de bouche.",
      "Use as a purifying scalp lotion, a toner for blemish-prone skin or a mouth rinse.",
    ],
  },
  {
    sku: "HY-MYRTE",
    categories: [TREE],
    name: ["Hydrolat de myrte verte bio", "Organic green myrtle hydrosol"],
    botanical: "Myrtus communis L.",
    origin: { country: "FR", region: ["Corse", "Corsica"] },
    organic: true,
    specificity: ["Rameaux feuillés sauvages, pH 5 à 6", "Wild leafy twigs, pH 5 to 6"],
    part: "leavesTwigs",
    appearance: CLEAR,
    odour: ["Fraîche, aromatique, légèrement hespéridée", "Fresh, aromatic, slightly citrusy"],
    price: 9.5,
    short: [
      "L'arbuste sacré du maquis corse, en eau fraîche et aromatique. Doux pour les yeux et les peaux sensibles.",
      "The sacred shrub of the Corsican maquis, as a fresh, aromatic water. Gentle on the eyes and sensitive skin.",
    ],
    story: [
      "Le myrte couvre les collines du maquis corse, où ses baies servent à la liqueur familiale. Ses rameaux sont cueillis à la main, sous licence, et distillés dans de petites distilleries de montagne.",
      "Myrtle covers the hills of the Corsican maquis, where its berries are used for the family liqueur. Its twigs are hand-picked under licence and distilled in small mountain distilleries.",
    ],
    use: [
      "En compresse sur les paupières fatiguées, en démaquillant doux ou en tonique pour peaux mixtes.",
      "Use as a compress on tired eyelids, as a gentle make-up remover or as a toner for combination skin.",
    ],
  },
];

// ---- exports
export const hydrosols: ProductSeed[] = [...floral, ...herbal, ...tree].map((entry) => rawMaterial(KINDS.hydrosol, entry));
