import type { CmsPageSeed } from "./types.ts";

export const aboutUsPage: CmsPageSeed = {
  identifier: "about-us",
  layout: "main",
  translations: {
    fr: {
      urlKey: "a-propos",
      title: "À propos",
      metaTitle: "Notre maison à Grasse",
      metaDescription:
        "Essences & Botanique sélectionne, analyse et expédie depuis Grasse des matières premières de parfumerie et de cosmétique naturelle.",
      blocks: [
        { type: "heading", level: 1, text: "Une maison grassoise de matières premières" },
        {
          type: "paragraph",
          text: "Tout a commencé par une odeur : celle de la rose centifolia que l'on distillait encore, au printemps, dans l'atelier que nous occupons aujourd'hui sur les hauteurs de Grasse. Nous avons voulu rendre ces matières d'exception accessibles au-delà des grands laboratoires, sans rien céder sur leur qualité.",
        },
        {
          type: "paragraph",
          text: "Aujourd'hui, notre équipe d'une quinzaine de personnes réunit une parfumeuse, une chimiste analyste, des préparateurs et un service client qui connaît chaque produit. Nous fournissons des créateurs de parfum, des marques de cosmétique, des aromathérapeutes et des particuliers passionnés, en France comme au Royaume-Uni.",
        },
        { type: "heading", level: 2, text: "Des filières que nous connaissons" },
        {
          type: "paragraph",
          text: "Nous achetons autant que possible directement aux distillateurs et aux coopératives, avec lesquels nous travaillons d'une récolte à l'autre. Nous connaissons leurs champs, leurs alambics et leurs contraintes, et nous nous engageons sur des volumes pour leur permettre de prévoir.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Lavande fine et lavandin des plateaux de Valensole et de Sault.",
            "Rose centifolia, jasmin et tubéreuse du pays de Grasse.",
            "Vétiver d'Haïti, ylang-ylang des Comores, vanille de Madagascar.",
            "Bergamote de Calabre, encens d'Oman, cèdre de l'Atlas marocain.",
          ],
        },
        { type: "heading", level: 2, text: "Un laboratoire pour chaque lot" },
        {
          type: "paragraph",
          text: "Aucune matière n'entre au catalogue sans être passée par notre laboratoire. Chaque lot est analysé par chromatographie en phase gazeuse et comparé à sa référence ; nous contrôlons aussi sa densité, son indice de réfraction et son profil olfactif. Un lot non conforme retourne chez son producteur.",
        },
        {
          type: "paragraph",
          text: "Pour chaque produit, vous trouvez en ligne sa fiche technique et sa fiche de données de sécurité établie selon le règlement CLP, ainsi que son numéro CAS et ses allergènes à déclarer. Ce sont ces documents qui vous permettent de formuler en toute sécurité.",
        },
        { type: "heading", level: 2, text: "Nos engagements" },
        {
          type: "list",
          ordered: false,
          items: [
            "Des matières 100 % pures pour les huiles essentielles : ni coupage, ni reconstitution.",
            "Une large gamme certifiée biologique, clairement signalée.",
            "Des prix justes pour nos producteurs, tenus d'une saison à l'autre.",
            "Des emballages en verre, carton et papier, sans plastique de calage.",
          ],
        },
        { type: "link", text: "Nous écrire", href: "/contact" },
      ],
    },
    en: {
      urlKey: "about-us",
      title: "About us",
      metaTitle: "Our house in Grasse",
      metaDescription:
        "Essences & Botanique selects, tests and ships perfumery and natural-cosmetics raw materials from Grasse, in the south of France.",
      blocks: [
        { type: "heading", level: 1, text: "A Grasse house of raw materials" },
        {
          type: "paragraph",
          text: "It all began with a scent: the rose centifolia that was still distilled every spring in the workshop we now occupy in the hills above Grasse. We wanted to make these exceptional materials available beyond the big laboratories, without compromising on their quality.",
        },
        {
          type: "paragraph",
          text: "Today our team of around fifteen people includes a perfumer, an analytical chemist, skilled preparers and a customer service team that knows every product. We supply independent perfumers, cosmetic brands, aromatherapists and passionate amateurs, in France and in the United Kingdom.",
        },
        { type: "heading", level: 2, text: "Supply chains we know" },
        {
          type: "paragraph",
          text: "Wherever we can, we buy directly from distillers and cooperatives we work with harvest after harvest. We know their fields, their stills and their constraints, and we commit to volumes so that they can plan ahead.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Fine lavender and lavandin from the Valensole and Sault plateaux.",
            "Rose centifolia, jasmine and tuberose from the Grasse area.",
            "Vetiver from Haiti, ylang-ylang from the Comoros, vanilla from Madagascar.",
            "Bergamot from Calabria, frankincense from Oman, Atlas cedarwood from Morocco.",
          ],
        },
        { type: "heading", level: 2, text: "A laboratory for every batch" },
        {
          type: "paragraph",
          text: "No material joins the catalogue without going through our laboratory. Every batch is analysed by gas chromatography and compared with its reference; we also check its density, refractive index and scent profile. A batch that does not conform goes back to its producer.",
        },
        {
          type: "paragraph",
          text: "For every product you will find its technical data sheet and its safety data sheet, written to the CLP regulation, online, along with its CAS number and the allergens to declare. These are the documents that let you formulate safely.",
        },
        { type: "heading", level: 2, text: "Our commitments" },
        {
          type: "list",
          ordered: false,
          items: [
            "100 % pure essential oils: never cut, never reconstituted.",
            "A wide certified-organic range, clearly labelled.",
            "Fair prices for our producers, held from one season to the next.",
            "Packaging in glass, cardboard and paper, with no plastic void fill.",
          ],
        },
        { type: "link", text: "Write to us", href: "/contact" },
      ],
    },
  },
};
