import type { CmsPageSeed } from "./types.ts";

/** The homepage (identifier `home`, served at `/`). */
export const homePage: CmsPageSeed = {
  identifier: "home",
  layout: "main",
  translations: {
    fr: {
      urlKey: "home",
      title: "Accueil",
      metaTitle: "Essences & Botanique : matières premières de parfumerie, de Grasse",
      metaDescription:
        "Huiles essentielles, absolues, hydrolats et molécules aromatiques sélectionnés et analysés à Grasse, livrés en France et au Royaume-Uni.",
      blocks: [
        { type: "heading", level: 1, text: "Les matières de la parfumerie, de Grasse à votre atelier" },
        {
          type: "paragraph",
          text: "Huiles essentielles, absolues, hydrolats et molécules aromatiques choisis lot par lot, analysés dans notre laboratoire et expédiés depuis Grasse vers la France et le Royaume-Uni.",
        },
        { type: "link", text: "Découvrir les huiles essentielles", href: "/huiles-essentielles" },
        { type: "heading", level: 2, text: "Une maison de matières premières" },
        {
          type: "paragraph",
          text: "Essences & Botanique est née dans un ancien atelier de distillation des hauteurs de Grasse, là où la parfumerie française a appris à extraire l'âme des fleurs. Nous y perpétuons un métier simple à énoncer et exigeant à pratiquer : trouver les plus belles matières, les vérifier, et les rendre accessibles à ceux qui créent.",
        },
        {
          type: "paragraph",
          text: "Nos clients sont parfumeurs, formulateurs en cosmétique, aromathérapeutes, artisans savonniers ou simples curieux qui composent leur premier accord. À chacun, nous proposons les mêmes matières que celles que nous livrons aux laboratoires, dans des formats adaptés, du flacon de 5 ml au bidon d'un litre.",
        },
        { type: "heading", level: 2, text: "Ce qui nous engage" },
        {
          type: "list",
          ordered: false,
          items: [
            "Chaque lot est analysé par chromatographie en phase gazeuse avant d'entrer au catalogue.",
            "Une fiche technique et une fiche de données de sécurité accompagnent chaque produit.",
            "Des filières suivies sur place : lavande de Haute-Provence, rose centifolia et jasmin du pays de Grasse, vétiver d'Haïti.",
            "Des flacons en verre ambré, des emballages recyclables et des expéditions groupées.",
          ],
        },
        { type: "link", text: "Lire notre histoire", href: "/a-propos" },
        { type: "heading", level: 2, text: "Les coffrets découverte 2026" },
        {
          type: "paragraph",
          text: "Six absolues florales, douze molécules de parfumerie ou les huiles essentielles de Provence : nos nouveaux coffrets réunissent des échantillons de 2 ml, des mouillettes et des fiches olfactives pour apprendre à sentir.",
        },
        { type: "link", text: "Voir les coffrets", href: "/landing/coffrets-decouverte" },
      ],
    },
    en: {
      urlKey: "home",
      title: "Home",
      metaTitle: "Essences & Botanique: perfumery raw materials from Grasse",
      metaDescription:
        "Essential oils, absolutes, hydrosols and aroma molecules selected and tested in Grasse, delivered across France and the United Kingdom.",
      blocks: [
        { type: "heading", level: 1, text: "Perfumery materials, from Grasse to your workbench" },
        {
          type: "paragraph",
          text: "Essential oils, absolutes, hydrosols and aroma molecules chosen batch by batch, tested in our own laboratory and shipped from Grasse to France and the United Kingdom.",
        },
        { type: "link", text: "Discover our essential oils", href: "/essential-oils" },
        { type: "heading", level: 2, text: "A house of raw materials" },
        {
          type: "paragraph",
          text: "Essences & Botanique was born in a former distillery workshop in the hills above Grasse, where French perfumery learnt to capture the soul of flowers. We carry on a trade that is simple to describe and demanding to practise: find the finest materials, check them, and make them available to the people who create.",
        },
        {
          type: "paragraph",
          text: "Our customers are perfumers, cosmetic formulators, aromatherapists, soap makers, and curious minds composing their very first accord. To each of them we offer the same materials we supply to laboratories, in sizes that suit, from a 5 ml bottle to a one-litre can.",
        },
        { type: "heading", level: 2, text: "What we stand for" },
        {
          type: "list",
          ordered: false,
          items: [
            "Every batch is analysed by gas chromatography before it joins the catalogue.",
            "A technical data sheet and a safety data sheet come with every product.",
            "Supply chains we visit ourselves: Haute-Provence lavender, Grasse rose centifolia and jasmine, Haitian vetiver.",
            "Amber glass bottles, recyclable packaging and consolidated shipments.",
          ],
        },
        { type: "link", text: "Read our story", href: "/about-us" },
        { type: "heading", level: 2, text: "The 2026 discovery sets" },
        {
          type: "paragraph",
          text: "Six floral absolutes, twelve perfumery molecules or the essential oils of Provence: our new sets bring together 2 ml samples, smelling strips and scent notes to train your nose.",
        },
        { type: "link", text: "See the sets", href: "/landing/discovery-sets" },
      ],
    },
  },
};
