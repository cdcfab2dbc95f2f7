import type { CmsPageSeed } from "./types.ts";

/** A campaign landing page (the landing layout, `/landing/:slug`). */
export const discoverySets2026Page: CmsPageSeed = {
  identifier: "discovery-sets-2026",
  layout: "landing",
  translations: {
    fr: {
      urlKey: "coffrets-decouverte",
      title: "Coffrets découverte 2026",
      metaTitle: "Coffrets découverte 2026 : apprendre à sentir",
      metaDescription:
        "Trois coffrets d'échantillons de 2 ml pour découvrir les absolues florales de Grasse, les molécules de la parfumerie et les huiles essentielles de Provence.",
      blocks: [
        { type: "heading", level: 1, text: "Coffrets découverte 2026" },
        {
          type: "paragraph",
          text: "Sentir, comparer, retenir : c'est ainsi que les parfumeurs se forment. Nos trois coffrets de l'année réunissent des échantillons de 2 ml de nos matières phares, des mouillettes et un livret qui décrit chaque odeur, son origine et ses usages.",
        },
        { type: "heading", level: 2, text: "Le coffret Grasse en fleurs" },
        {
          type: "paragraph",
          text: "Six absolues florales pour comprendre ce qui fait la réputation du pays de Grasse.",
        },
        {
          type: "list",
          ordered: false,
          items: ["Rose centifolia", "Jasmin grandiflorum", "Tubéreuse", "Mimosa", "Fleur d'oranger", "Violette (feuille)"],
        },
        { type: "heading", level: 2, text: "L'atelier du parfumeur" },
        {
          type: "paragraph",
          text: "Douze molécules et trois bases pour composer vos premiers accords : Hédione, Iso E Super, ambroxan, muscs blancs, coumarine, vanilline et leurs compagnons, dilués à 10 % pour être prêts à l'emploi.",
        },
        { type: "heading", level: 2, text: "Provence essentielle" },
        {
          type: "paragraph",
          text: "Lavande fine, lavandin, romarin, sauge sclarée, thym et hélichryse : les huiles essentielles des collines, distillées par les producteurs avec qui nous travaillons depuis des années.",
        },
        { type: "link", text: "Voir tous les coffrets découverte", href: "/coffrets-et-kits/coffrets-decouverte" },
        {
          type: "faq",
          question: "Les coffrets peuvent-ils être offerts ?",
          answer: "Oui : chaque coffret est livré dans un étui en carton et vous pouvez ajouter un message. Le prix n'apparaît pas sur le bon de livraison.",
        },
        {
          type: "faq",
          question: "Les échantillons sont-ils déduits d'un achat ultérieur ?",
          answer: "Oui, le coffret contient un code qui déduit son prix de votre prochaine commande d'au moins 60 € dans les trois mois.",
        },
      ],
    },
    en: {
      urlKey: "discovery-sets",
      title: "Discovery sets 2026",
      metaTitle: "Discovery sets 2026: learn to smell",
      metaDescription:
        "Three sets of 2 ml samples to discover Grasse's floral absolutes, the molecules of perfumery and the essential oils of Provence.",
      blocks: [
        { type: "heading", level: 1, text: "Discovery sets 2026" },
        {
          type: "paragraph",
          text: "Smell, compare, remember: that is how perfumers train. This year's three sets bring together 2 ml samples of our signature materials, smelling strips and a booklet describing each scent, its origin and its uses.",
        },
        { type: "heading", level: 2, text: "Grasse in bloom" },
        {
          type: "paragraph",
          text: "Six floral absolutes to understand what made the Grasse area famous.",
        },
        {
          type: "list",
          ordered: false,
          items: ["Rose centifolia", "Jasmine grandiflorum", "Tuberose", "Mimosa", "Orange blossom", "Violet leaf"],
        },
        { type: "heading", level: 2, text: "The perfumer's workshop" },
        {
          type: "paragraph",
          text: "Twelve molecules and three bases to compose your first accords: Hedione, Iso E Super, ambroxan, white musks, coumarin, vanillin and their companions, diluted to 10 % and ready to use.",
        },
        { type: "heading", level: 2, text: "Essential Provence" },
        {
          type: "paragraph",
          text: "Fine lavender, lavandin, rosemary, clary sage, thyme and helichrysum: the essential oils of the hills, distilled by producers we have worked with for years.",
        },
        { type: "link", text: "See all discovery sets", href: "/kits-and-discovery-sets/discovery-sets" },
        {
          type: "faq",
          question: "Can the sets be given as gifts?",
          answer: "Yes: each set comes in a cardboard box and you can add a message. The price does not appear on the delivery note.",
        },
        {
          type: "faq",
          question: "Is the price of the set deducted from a later order?",
          answer: "Yes, the set contains a code that deducts its price from your next order of €60 or more within three months.",
        },
      ],
    },
  },
};
