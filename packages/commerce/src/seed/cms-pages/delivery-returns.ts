import type { CmsPageSeed } from "./types.ts";

export const deliveryReturnsPage: CmsPageSeed = {
  identifier: "delivery-returns",
  layout: "main",
  translations: {
    fr: {
      urlKey: "livraison-retours",
      title: "Livraison et retours",
      metaDescription:
        "Délais, tarifs et modes de livraison en France et au Royaume-Uni, droit de rétractation et procédure de retour.",
      blocks: [
        { type: "heading", level: 1, text: "Livraison et retours" },
        {
          type: "paragraph",
          text: "Les commandes passées avant 13 h un jour ouvré sont préparées le jour même dans notre atelier de Grasse. Chaque flacon est calé dans du papier recyclé et chaque colis contient le bon de livraison et, sur demande, les fiches de données de sécurité imprimées.",
        },
        { type: "heading", level: 2, text: "Livraison en France métropolitaine" },
        {
          type: "list",
          ordered: false,
          items: [
            "Point relais : 4,90 €, offert dès 45 € d'achat, livré en 3 à 5 jours ouvrés.",
            "Colissimo à domicile : 6,90 €, offert dès 60 € d'achat, livré en 2 à 3 jours ouvrés.",
            "Chronopost express : 12,90 €, livré le lendemain avant 13 h pour toute commande préparée avant 13 h.",
          ],
        },
        { type: "heading", level: 2, text: "Livraison au Royaume-Uni" },
        {
          type: "paragraph",
          text: "Nous livrons au Royaume-Uni en 3 à 5 jours ouvrés par un service suivi, pour 14,90 €, offert dès 120 € d'achat. Jusqu'à 135 £, la TVA britannique est comprise dans le prix payé en ligne : vous n'avez rien à régler à la livraison. Au-delà, la TVA à l'importation et les éventuels droits sont perçus par le transporteur.",
        },
        {
          type: "paragraph",
          text: "Vous pouvez afficher nos prix en livres sterling ; ils sont convertis au taux indiqué sur le site, et votre commande est débitée en euros.",
        },
        { type: "heading", level: 2, text: "Produits inflammables" },
        {
          type: "paragraph",
          text: "Les huiles essentielles, les absolues et l'alcool de parfumerie sont des liquides inflammables. Ils voyagent par la route, en quantités limitées et emballés selon la réglementation du transport de marchandises dangereuses. Les contenants de plus d'un litre d'alcool ne sont livrés qu'en France, à domicile.",
        },
        { type: "heading", level: 2, text: "Retours et droit de rétractation" },
        {
          type: "paragraph",
          text: "Vous disposez de 14 jours à compter de la réception de votre colis pour exercer votre droit de rétractation, sans avoir à vous justifier. Pour des raisons d'hygiène et de sécurité, seuls les produits dont le scellé est intact peuvent être repris.",
        },
        {
          type: "paragraph",
          text: "Produits téléchargeables : à votre demande, vos guides sont à télécharger dans votre compte dès le paiement de la commande. Ils ne sont ni livrés ni repris, et le droit de rétractation ne s'applique pas à eux : vous reconnaissez le perdre en les commandant.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Dans votre compte, ouvrez la commande concernée et choisissez « Retourner des articles ».",
            "Indiquez les articles et le motif du retour : nous vous envoyons les instructions par e-mail.",
            "Renvoyez les articles dans leur emballage d'origine, dans les 14 jours qui suivent votre demande.",
          ],
        },
        {
          type: "paragraph",
          text: "Nous vous remboursons dans les 14 jours suivant la réception des articles, par le moyen de paiement utilisé pour la commande. Les frais de retour restent à votre charge, sauf si le produit est défectueux ou ne correspond pas à votre commande.",
        },
        { type: "heading", level: 2, text: "Colis abîmé ou incomplet" },
        {
          type: "paragraph",
          text: "Si un flacon est arrivé cassé ou s'il manque un article, écrivez-nous dans les 48 heures avec une photo du colis et de son contenu : nous vous renvoyons le produit sans frais.",
        },
        { type: "link", text: "Contacter le service client", href: "/contact" },
      ],
    },
    en: {
      urlKey: "delivery-returns",
      title: "Delivery & returns",
      metaDescription:
        "Delivery times, rates and options in France and the United Kingdom, your right to cancel and how to return an item.",
      blocks: [
        { type: "heading", level: 1, text: "Delivery & returns" },
        {
          type: "paragraph",
          text: "Orders placed before 1 pm (French time) on a working day are prepared the same day in our Grasse workshop. Every bottle is packed in recycled paper, and every parcel holds the delivery note and, on request, printed safety data sheets.",
        },
        { type: "heading", level: 2, text: "Delivery to the United Kingdom" },
        {
          type: "paragraph",
          text: "We deliver to the UK within 3 to 5 working days with a tracked service, for €14.90, free on orders over €120. Up to £135, UK VAT is included in the price you pay online: there is nothing to pay on delivery. Above that amount, import VAT and any duties are collected by the carrier.",
        },
        {
          type: "paragraph",
          text: "You can display our prices in pounds sterling; they are converted at the rate shown on the site, and your order is charged in euros.",
        },
        { type: "heading", level: 2, text: "Delivery within mainland France" },
        {
          type: "list",
          ordered: false,
          items: [
            "Pickup point: €4.90, free over €45, delivered in 3 to 5 working days.",
            "Colissimo home delivery: €6.90, free over €60, delivered in 2 to 3 working days.",
            "Chronopost express: €12.90, delivered the next morning for orders prepared before 1 pm.",
          ],
        },
        { type: "heading", level: 2, text: "Flammable products" },
        {
          type: "paragraph",
          text: "Essential oils, absolutes and perfumer's alcohol are flammable liquids. They travel by road, in limited quantities, packed according to the rules for the carriage of dangerous goods. Containers holding more than one litre of alcohol can only be delivered to home addresses in France.",
        },
        { type: "heading", level: 2, text: "Returns and your right to cancel" },
        {
          type: "paragraph",
          text: "You have 14 days from the day you receive your parcel to cancel your order, without giving any reason. For hygiene and safety reasons, we can only take back products whose seal is unbroken.",
        },
        {
          type: "paragraph",
          text: "Downloadable products: at your request, your guides are ready to download in your account as soon as the order is paid. They are neither delivered nor taken back, and the right to cancel does not apply to them: you acknowledge losing it when you order them.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "In your account, open the order and choose “Return items”.",
            "Tell us which items you are returning and why: we e-mail you the instructions.",
            "Send the items back in their original packaging within 14 days of your request.",
          ],
        },
        {
          type: "paragraph",
          text: "We refund you within 14 days of receiving the items, to the payment method used for the order. Return postage is at your expense, unless the product is faulty or is not what you ordered.",
        },
        { type: "heading", level: 2, text: "Damaged or incomplete parcel" },
        {
          type: "paragraph",
          text: "If a bottle arrived broken or an item is missing, write to us within 48 hours with a photo of the parcel and its contents: we will send the product again free of charge.",
        },
        { type: "link", text: "Contact customer service", href: "/contact" },
      ],
    },
  },
};
