import type { CmsPageSeed } from "./types.ts";

export const termsOfSalePage: CmsPageSeed = {
  identifier: "terms-of-sale",
  layout: "main",
  translations: {
    fr: {
      urlKey: "conditions-generales-de-vente",
      title: "Conditions générales de vente",
      metaDescription:
        "Conditions générales de vente d'Essences & Botanique : commande, prix, paiement, livraison, rétractation et garanties.",
      blocks: [
        { type: "heading", level: 1, text: "Conditions générales de vente" },
        {
          type: "paragraph",
          text: "Les présentes conditions s'appliquent à toute commande passée sur ce site par un consommateur résidant en France ou au Royaume-Uni. En validant votre commande, vous déclarez les avoir lues et acceptées.",
        },
        { type: "heading", level: 2, text: "1. Produits" },
        {
          type: "paragraph",
          text: "Nos produits sont des matières premières destinées à la parfumerie, à la cosmétique et à l'aromathérapie. Ils sont concentrés et doivent être utilisés dilués, en respectant les précautions indiquées sur leur fiche de données de sécurité. Ils ne doivent pas être avalés et doivent être tenus hors de portée des enfants. La vente de certaines matières est réservée aux personnes majeures.",
        },
        { type: "heading", level: 2, text: "2. Prix" },
        {
          type: "paragraph",
          text: "Les prix sont indiqués en euros, toutes taxes comprises (TVA de 20 %), hors frais de livraison, lesquels sont précisés avant la validation de la commande. L'affichage en livres sterling est fourni à titre indicatif, au taux de conversion indiqué sur le site ; la commande est toujours facturée et débitée en euros.",
        },
        { type: "heading", level: 2, text: "3. Commande" },
        {
          type: "paragraph",
          text: "La commande est conclue lorsque vous la validez après avoir vérifié son contenu et son prix total. Nous vous adressons une confirmation par e-mail. Nous pouvons refuser une commande anormale ou passée de mauvaise foi, notamment en cas de litige de paiement antérieur.",
        },
        { type: "heading", level: 2, text: "4. Paiement" },
        {
          type: "paragraph",
          text: "Le paiement s'effectue par carte bancaire, avec authentification 3-D Secure, ou par virement. Une commande réglée par virement est préparée à réception des fonds et annulée si le paiement ne nous parvient pas dans les 7 jours.",
        },
        { type: "heading", level: 2, text: "5. Livraison" },
        {
          type: "paragraph",
          text: "Les modes, délais et tarifs de livraison sont décrits sur la page Livraison et retours. Les risques vous sont transférés à la remise du colis. En cas de retard de plus de 7 jours sur le délai annoncé, vous pouvez annuler votre commande et être intégralement remboursé.",
        },
        { type: "heading", level: 2, text: "6. Droit de rétractation" },
        {
          type: "paragraph",
          text: "Vous disposez d'un délai de 14 jours à compter de la réception pour vous rétracter, sans motif. Conformément à l'article L221-28 du Code de la consommation, ce droit ne s'applique pas aux produits descellés après la livraison qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé, ni aux préparations réalisées selon vos spécifications. Le remboursement intervient dans les 14 jours suivant la réception des produits retournés.",
        },
        {
          type: "paragraph",
          text: "Il ne s'applique pas non plus aux produits téléchargeables (guides et livrets au format PDF), contenus numériques non fournis sur un support matériel : en les commandant, vous demandez à y accéder dès le paiement de la commande et reconnaissez perdre votre droit de rétractation pour ceux-ci (article L221-28 13° du Code de la consommation). L'e-mail de confirmation de la commande et la facture le rappellent, avec sa date. Les autres produits d'une même commande restent couverts par le droit de rétractation.",
        },
        { type: "heading", level: 2, text: "7. Garanties" },
        {
          type: "paragraph",
          text: "Nos produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation), pendant deux ans à compter de la livraison, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Un produit non conforme est remplacé ou remboursé sans frais.",
        },
        { type: "heading", level: 2, text: "8. Responsabilité" },
        {
          type: "paragraph",
          text: "Les informations d'usage que nous publions sont données de bonne foi. Il vous appartient de respecter les doses maximales et les restrictions indiquées, notamment celles des normes IFRA pour les parfums. Nous ne saurions être tenus responsables d'un usage non conforme aux recommandations.",
        },
        { type: "heading", level: 2, text: "9. Données personnelles" },
        {
          type: "paragraph",
          text: "Les données nécessaires au traitement de votre commande sont traitées conformément à notre politique de confidentialité.",
        },
        { type: "heading", level: 2, text: "10. Litiges" },
        {
          type: "paragraph",
          text: "Les présentes conditions sont régies par le droit français ; un consommateur résidant au Royaume-Uni conserve la protection des dispositions impératives de son pays de résidence. En cas de difficulté, écrivez d'abord à notre service client. À défaut d'accord, vous pouvez recourir gratuitement au médiateur de la consommation indiqué dans nos mentions légales.",
        },
        { type: "link", text: "Livraison et retours", href: "/livraison-retours" },
        { type: "link", text: "Politique de confidentialité", href: "/confidentialite-cookies" },
      ],
    },
    en: {
      urlKey: "terms-of-sale",
      title: "Terms of sale",
      metaDescription:
        "Essences & Botanique terms of sale: ordering, prices, payment, delivery, cancellation and guarantees.",
      blocks: [
        { type: "heading", level: 1, text: "Terms of sale" },
        {
          type: "paragraph",
          text: "These terms apply to every order placed on this site by a consumer living in France or the United Kingdom. By confirming your order, you state that you have read and accepted them.",
        },
        { type: "heading", level: 2, text: "1. Products" },
        {
          type: "paragraph",
          text: "Our products are raw materials for perfumery, cosmetics and aromatherapy. They are concentrated and must be used diluted, following the precautions given in their safety data sheet. They must not be swallowed and must be kept out of the reach of children. Some materials are only sold to adults.",
        },
        { type: "heading", level: 2, text: "2. Prices" },
        {
          type: "paragraph",
          text: "Prices are shown in euros, including VAT at 20 %, excluding delivery charges, which are shown before you confirm your order. Prices displayed in pounds sterling are for information, converted at the rate shown on the site; orders are always invoiced and charged in euros.",
        },
        { type: "heading", level: 2, text: "3. Ordering" },
        {
          type: "paragraph",
          text: "The contract is formed when you confirm your order after checking its contents and total price. We send you a confirmation by e-mail. We may refuse an abnormal order or one placed in bad faith, in particular after an earlier payment dispute.",
        },
        { type: "heading", level: 2, text: "4. Payment" },
        {
          type: "paragraph",
          text: "You can pay by card, with 3-D Secure authentication, or by bank transfer. An order paid by bank transfer is prepared once the funds arrive, and cancelled if payment has not reached us within 7 days.",
        },
        { type: "heading", level: 2, text: "5. Delivery" },
        {
          type: "paragraph",
          text: "Delivery options, times and rates are described on the Delivery & returns page. Risk passes to you when the parcel is handed over. If delivery is more than 7 days late, you may cancel your order for a full refund.",
        },
        { type: "heading", level: 2, text: "6. Right to cancel" },
        {
          type: "paragraph",
          text: "You may cancel within 14 days of receiving your order, without giving a reason. This right does not apply to goods which are not suitable for return for health protection or hygiene reasons once unsealed after delivery, nor to preparations made to your specifications. We refund you within 14 days of receiving the returned goods.",
        },
        {
          type: "paragraph",
          text: "Nor does it apply to downloadable products (guides and booklets in PDF), digital content not supplied on a tangible medium: when you order them, you ask for access to them as soon as the order is paid and acknowledge that you thereby lose your right to cancel (right of withdrawal) for them. Your order confirmation e-mail and your invoice record this, with its date. The other products of the same order keep the right to cancel.",
        },
        { type: "heading", level: 2, text: "7. Guarantees" },
        {
          type: "paragraph",
          text: "Our products carry the legal guarantee of conformity for two years from delivery, and the guarantee against hidden defects. A product that does not conform is replaced or refunded at no cost to you. UK customers also keep their statutory rights under the Consumer Rights Act 2015.",
        },
        { type: "heading", level: 2, text: "8. Liability" },
        {
          type: "paragraph",
          text: "The usage information we publish is given in good faith. It is your responsibility to respect the maximum doses and restrictions stated, in particular the IFRA standards for fragrances. We cannot be held liable for use that does not follow our recommendations.",
        },
        { type: "heading", level: 2, text: "9. Personal data" },
        {
          type: "paragraph",
          text: "The data needed to process your order is handled as described in our privacy policy.",
        },
        { type: "heading", level: 2, text: "10. Disputes" },
        {
          type: "paragraph",
          text: "These terms are governed by French law; a consumer living in the United Kingdom keeps the protection of the mandatory rules of their country of residence. If something goes wrong, please write to our customer service first. If we cannot agree, you may refer the matter free of charge to the consumer mediator named in our legal notice.",
        },
        { type: "link", text: "Delivery & returns", href: "/delivery-returns" },
        { type: "link", text: "Privacy & cookies", href: "/privacy-and-cookies" },
      ],
    },
  },
};
