import type { CmsPageSeed } from "./types.ts";

export const legalNoticePage: CmsPageSeed = {
  identifier: "legal-notice",
  layout: "main",
  translations: {
    fr: {
      urlKey: "mentions-legales",
      title: "Mentions légales",
      metaDescription: "Éditeur, hébergement, propriété intellectuelle et médiation de la boutique Essences & Botanique.",
      blocks: [
        { type: "heading", level: 1, text: "Mentions légales" },
        {
          type: "paragraph",
          text: "Ce site est une boutique de démonstration : la société, les numéros d'immatriculation et l'adresse ci-dessous sont fictifs et aucune commande n'est réellement expédiée.",
        },
        { type: "heading", level: 2, text: "Éditeur du site" },
        {
          type: "list",
          ordered: false,
          items: [
            "Essences & Botanique SAS, au capital de 50 000 €.",
            "Siège social : Chemin des Distilleries, 06130 Grasse, France.",
            "RCS Grasse 000 000 000, TVA intracommunautaire FR00 000000000.",
            "Directrice de la publication : la présidente de la société.",
          ],
        },
        { type: "heading", level: 2, text: "Hébergement" },
        {
          type: "paragraph",
          text: "Le site et ses données sont hébergés dans l'Union européenne, sur des serveurs exploités pour le compte de la société.",
        },
        { type: "heading", level: 2, text: "Propriété intellectuelle" },
        {
          type: "paragraph",
          text: "Les textes, photographies, illustrations, fiches techniques et la marque Essences & Botanique sont protégés. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.",
        },
        { type: "heading", level: 2, text: "Médiation de la consommation" },
        {
          type: "paragraph",
          text: "Conformément aux articles L611-1 et suivants du Code de la consommation, vous pouvez recourir gratuitement au Médiateur du e-commerce de la FEVAD après une réclamation écrite restée sans réponse satisfaisante auprès de notre service client.",
        },
        { type: "link", text: "Nous contacter", href: "/contact" },
      ],
    },
    en: {
      urlKey: "legal-notice",
      title: "Legal notice",
      metaDescription: "Publisher, hosting, intellectual property and mediation details of the Essences & Botanique shop.",
      blocks: [
        { type: "heading", level: 1, text: "Legal notice" },
        {
          type: "paragraph",
          text: "This site is a demonstration shop: the company, registration numbers and address below are fictitious, and no order is actually shipped.",
        },
        { type: "heading", level: 2, text: "Publisher" },
        {
          type: "list",
          ordered: false,
          items: [
            "Essences & Botanique SAS, a simplified joint-stock company with a share capital of €50,000.",
            "Registered office: Chemin des Distilleries, 06130 Grasse, France.",
            "Registered in Grasse under number 000 000 000, EU VAT number FR00 000000000.",
            "Publication director: the company's chair.",
          ],
        },
        { type: "heading", level: 2, text: "Hosting" },
        {
          type: "paragraph",
          text: "The site and its data are hosted in the European Union, on servers operated on behalf of the company.",
        },
        { type: "heading", level: 2, text: "Intellectual property" },
        {
          type: "paragraph",
          text: "The texts, photographs, illustrations, technical sheets and the Essences & Botanique trade mark are protected. Any reproduction, even partial, without prior written permission is prohibited.",
        },
        { type: "heading", level: 2, text: "Consumer mediation" },
        {
          type: "paragraph",
          text: "If a written complaint to our customer service has not been resolved to your satisfaction, you may refer it free of charge to the FEVAD e-commerce mediator, the French consumer mediation service for online shopping.",
        },
        { type: "link", text: "Contact us", href: "/contact" },
      ],
    },
  },
};
