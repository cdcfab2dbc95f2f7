import type { CmsPageSeed } from "./types.ts";

export const faqPage: CmsPageSeed = {
  identifier: "faq",
  layout: "main",
  translations: {
    fr: {
      urlKey: "faq",
      title: "Questions fréquentes",
      metaDescription:
        "Pureté des huiles essentielles, dilution, conservation, livraison au Royaume-Uni, devises et retours : nos réponses.",
      blocks: [
        { type: "heading", level: 1, text: "Questions fréquentes" },
        { type: "heading", level: 2, text: "Nos produits" },
        {
          type: "faq",
          question: "Vos huiles essentielles sont-elles pures ?",
          answer: "Oui. Nos huiles essentielles sont 100 % pures et naturelles, issues d'une seule plante identifiée par son nom botanique, sans coupage ni ajout de molécules de synthèse. Le profil chromatographique de chaque lot est vérifié dans notre laboratoire.",
        },
        {
          type: "faq",
          question: "Quelle différence entre une huile essentielle et une absolue ?",
          answer: "L'huile essentielle est obtenue par distillation à la vapeur d'eau ou, pour les agrumes, par expression à froid. L'absolue est extraite par solvant volatil, puis lavée à l'alcool : elle restitue fidèlement les fleurs trop fragiles pour être distillées, comme le jasmin ou la tubéreuse.",
        },
        {
          type: "faq",
          question: "Puis-je appliquer une huile essentielle directement sur la peau ?",
          answer: "Nous le déconseillons. Diluez-la dans une huile végétale, en général à 1 à 3 % pour le visage et jusqu'à 5 % pour le corps, et faites un essai dans le pli du coude 24 heures avant. Certaines huiles sont photosensibilisantes ou irritantes : lisez toujours la fiche de données de sécurité.",
        },
        {
          type: "faq",
          question: "Les huiles essentielles conviennent-elles aux femmes enceintes et aux enfants ?",
          answer: "La plupart des huiles essentielles sont déconseillées pendant la grossesse, l'allaitement et chez l'enfant de moins de six ans. Demandez conseil à un professionnel de santé avant tout usage.",
        },
        {
          type: "faq",
          question: "Comment conserver mes flacons ?",
          answer: "À l'abri de la lumière et de la chaleur, bien refermés, idéalement entre 5 et 25 °C. Les agrumes se gardent environ deux ans après ouverture, la plupart des autres huiles essentielles cinq ans ; les bois et les résines se bonifient même avec le temps.",
        },
        {
          type: "faq",
          question: "Où trouver la fiche de données de sécurité d'un produit ?",
          answer: "Sur la page de chaque produit, à côté de sa fiche technique : les deux documents sont téléchargeables en PDF, dans la version correspondant au lot en vente.",
        },
        { type: "heading", level: 2, text: "Commandes et livraison" },
        {
          type: "faq",
          question: "Livrez-vous au Royaume-Uni ?",
          answer: "Oui, en 3 à 5 jours ouvrés par un service suivi. Jusqu'à 135 £, la TVA britannique est comprise dans le prix payé en ligne et vous n'avez rien à régler à la livraison.",
        },
        {
          type: "faq",
          question: "Puis-je payer en livres sterling ?",
          answer: "Vous pouvez afficher les prix en livres sterling grâce au sélecteur de devise ; ils sont convertis au taux indiqué. Le paiement est ensuite débité en euros, votre banque effectuant la conversion.",
        },
        {
          type: "faq",
          question: "Puis-je retourner un flacon ouvert ?",
          answer: "Non : pour des raisons d'hygiène et de sécurité, seuls les produits au scellé intact peuvent être retournés dans les 14 jours. Un produit défectueux ou non conforme est bien sûr remplacé ou remboursé, ouvert ou non.",
        },
        { type: "link", text: "Livraison et retours", href: "/livraison-retours" },
        { type: "link", text: "Une autre question ? Écrivez-nous", href: "/contact" },
      ],
    },
    en: {
      urlKey: "faq",
      title: "Frequently asked questions",
      metaDescription:
        "Essential oil purity, dilution, storage, delivery to the UK, currencies and returns: our answers.",
      blocks: [
        { type: "heading", level: 1, text: "Frequently asked questions" },
        { type: "heading", level: 2, text: "Our products" },
        {
          type: "faq",
          question: "Are your essential oils pure?",
          answer: "Yes. Our essential oils are 100 % pure and natural, each from a single plant identified by its botanical name, never cut and with no added synthetic molecules. The chromatographic profile of every batch is checked in our laboratory.",
        },
        {
          type: "faq",
          question: "What is the difference between an essential oil and an absolute?",
          answer: "An essential oil is obtained by steam distillation or, for citrus fruits, by cold expression. An absolute is extracted with a volatile solvent, then washed with alcohol: it faithfully renders flowers too delicate to distil, such as jasmine or tuberose.",
        },
        {
          type: "faq",
          question: "Can I apply an essential oil directly to my skin?",
          answer: "We advise against it. Dilute it in a vegetable oil, usually at 1 to 3 % for the face and up to 5 % for the body, and do a patch test in the crook of your elbow 24 hours beforehand. Some oils are photosensitising or irritant: always read the safety data sheet.",
        },
        {
          type: "faq",
          question: "Are essential oils suitable during pregnancy or for children?",
          answer: "Most essential oils are not recommended during pregnancy or breastfeeding, or for children under six. Ask a healthcare professional for advice before any use.",
        },
        {
          type: "faq",
          question: "How should I store my bottles?",
          answer: "Away from light and heat, tightly closed, ideally between 5 and 25 °C. Citrus oils keep for about two years after opening and most other essential oils for five; woods and resins even improve with age.",
        },
        {
          type: "faq",
          question: "Where can I find a product's safety data sheet?",
          answer: "On each product page, next to its technical data sheet: both documents can be downloaded as PDFs, in the version that matches the batch on sale.",
        },
        { type: "heading", level: 2, text: "Orders and delivery" },
        {
          type: "faq",
          question: "Do you deliver to the United Kingdom?",
          answer: "Yes, within 3 to 5 working days with a tracked service. Up to £135, UK VAT is included in the price you pay online, so there is nothing to pay on delivery.",
        },
        {
          type: "faq",
          question: "Can I pay in pounds sterling?",
          answer: "You can display prices in pounds sterling with the currency switcher; they are converted at the rate shown. Payment is then taken in euros, and your bank makes the conversion.",
        },
        {
          type: "faq",
          question: "Can I return an opened bottle?",
          answer: "No: for hygiene and safety reasons, only products with an unbroken seal can be returned within 14 days. A faulty or wrong product is of course replaced or refunded, opened or not.",
        },
        { type: "link", text: "Delivery & returns", href: "/delivery-returns" },
        { type: "link", text: "Another question? Write to us", href: "/contact" },
      ],
    },
  },
};
