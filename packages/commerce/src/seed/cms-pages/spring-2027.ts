import type { CmsPageSeed } from "./types.ts";

/**
 * A campaign landing page not published yet (the landing layout, `/landing/:slug`): editors see it
 * in preview mode and publish it when the season's harvests come in (ADR 085).
 */
export const spring2027Page: CmsPageSeed = {
  identifier: "printemps-2027",
  layout: "landing",
  published: false,
  translations: {
    fr: {
      urlKey: "printemps-2027",
      title: "Collection de printemps 2027",
      metaTitle: "Collection de printemps 2027 : les fleurs de la saison",
      metaDescription:
        "Rose de mai, fleur d'oranger, narcisse et genêt : les absolues, huiles essentielles et hydrolats du printemps, extraits entre avril et juin par nos producteurs.",
      blocks: [
        { type: "heading", level: 1, text: "Collection de printemps 2027" },
        {
          type: "paragraph",
          text: "Au printemps, les champs autour de Grasse refleurissent et les alambics reprennent leur rythme. Notre collection réunit les matières de la saison, récoltées et extraites entre avril et juin par les producteurs avec qui nous travaillons.",
        },
        { type: "heading", level: 2, text: "Les fleurs de la saison" },
        {
          type: "list",
          ordered: false,
          items: [
            "Rose centifolia, la « rose de mai », cueillie à la main au lever du jour",
            "Fleur d'oranger bigaradier, distillée en néroli et en hydrolat",
            "Narcisse des plateaux de l'Aubrac, extrait en absolue",
            "Genêt d'Espagne, aux notes de miel et de foin",
            "Feuille de violette, pour sa note verte et fraîche",
          ],
        },
        { type: "heading", level: 2, text: "Des lots numérotés" },
        {
          type: "paragraph",
          text: "L'absolue de rose de mai 2027 et le néroli arrivent en flacons de 2 ml et de 5 ml dès la fin de la récolte. Chaque lot porte son numéro, sa date d'extraction et le nom de la parcelle d'où viennent les fleurs.",
        },
        { type: "link", text: "Voir les absolues florales", href: "/absolues-et-concretes/absolues-florales" },
        { type: "link", text: "Voir les hydrolats floraux", href: "/hydrolats/hydrolats-floraux" },
        {
          type: "faq",
          question: "Quand la collection sera-t-elle disponible ?",
          answer: "Les premières matières arrivent fin avril, au rythme des récoltes. Inscrivez-vous à notre lettre d'information pour être prévenu de chaque arrivée.",
        },
        {
          type: "faq",
          question: "Les quantités sont-elles limitées ?",
          answer: "Oui : une récolte de rose de mai ne se rattrape pas. Chaque lot est limité à deux flacons par commande pour que chacun puisse en profiter.",
        },
      ],
    },
    en: {
      urlKey: "spring-2027",
      title: "Spring collection 2027",
      metaTitle: "Spring collection 2027: the flowers of the season",
      metaDescription:
        "May rose, orange blossom, narcissus and broom: the spring absolutes, essential oils and hydrosols, extracted between April and June by our producers.",
      blocks: [
        { type: "heading", level: 1, text: "Spring collection 2027" },
        {
          type: "paragraph",
          text: "In spring the fields around Grasse bloom again and the stills get back to work. Our collection brings together the materials of the season, harvested and extracted between April and June by the producers we work with.",
        },
        { type: "heading", level: 2, text: "The flowers of the season" },
        {
          type: "list",
          ordered: false,
          items: [
            "Rose centifolia, the “May rose”, picked by hand at daybreak",
            "Bitter orange blossom, distilled into neroli and a hydrosol",
            "Narcissus from the Aubrac plateaus, extracted as an absolute",
            "Spanish broom, with notes of honey and hay",
            "Violet leaf, for its fresh green note",
          ],
        },
        { type: "heading", level: 2, text: "Numbered lots" },
        {
          type: "paragraph",
          text: "The 2027 May rose absolute and the neroli come in 2 ml and 5 ml bottles as soon as the harvest ends. Each lot bears its number, its extraction date and the name of the plot the flowers come from.",
        },
        { type: "link", text: "See the floral absolutes", href: "/absolutes-and-concretes/floral-absolutes" },
        { type: "link", text: "See the floral hydrosols", href: "/hydrosols/floral-hydrosols" },
        {
          type: "faq",
          question: "When will the collection be available?",
          answer: "The first materials arrive at the end of April, as the harvests come in. Sign up to our newsletter to hear of each arrival.",
        },
        {
          type: "faq",
          question: "Are quantities limited?",
          answer: "Yes: a May rose harvest cannot be made up for. Each lot is limited to two bottles per order so that everyone can have some.",
        },
      ],
    },
  },
};
