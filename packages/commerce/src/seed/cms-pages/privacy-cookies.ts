import type { CmsPageSeed } from "./types.ts";

export const privacyCookiesPage: CmsPageSeed = {
  identifier: "privacy-cookies",
  layout: "main",
  translations: {
    fr: {
      urlKey: "confidentialite-cookies",
      title: "Confidentialité et cookies",
      metaDescription:
        "Quelles données nous collectons, pourquoi, combien de temps nous les gardons, vos droits et les cookies utilisés sur le site.",
      blocks: [
        { type: "heading", level: 1, text: "Confidentialité et cookies" },
        {
          type: "paragraph",
          text: "Nous ne collectons que les données utiles à votre commande et à la relation que vous choisissez d'avoir avec nous. Nous ne les vendons ni ne les louons à personne. Le responsable du traitement est Essences & Botanique SAS, dont les coordonnées figurent dans les mentions légales.",
        },
        { type: "heading", level: 2, text: "Les données que nous traitons" },
        {
          type: "list",
          ordered: false,
          items: [
            "Votre compte : nom, prénom, adresse e-mail et mot de passe (conservé sous forme chiffrée irréversible).",
            "Vos commandes : adresses de livraison et de facturation, articles, montants, suivi des colis et des retours.",
            "Vos avis, listes d'envies et alertes de disponibilité, si vous utilisez ces services.",
            "La lettre d'information : votre adresse e-mail, seulement si vous vous y êtes inscrit.",
          ],
        },
        { type: "heading", level: 2, text: "Pourquoi et sur quelle base" },
        {
          type: "list",
          ordered: false,
          items: [
            "Exécuter vos commandes et gérer les retours : exécution du contrat.",
            "Tenir notre comptabilité et répondre aux autorités : obligation légale.",
            "Vous envoyer la lettre d'information : votre consentement, retirable à tout moment.",
            "Prévenir la fraude et sécuriser le site : notre intérêt légitime.",
          ],
        },
        { type: "heading", level: 2, text: "Combien de temps" },
        {
          type: "paragraph",
          text: "Les données de compte sont conservées tant que le compte est actif, puis trois ans après votre dernière activité. Les pièces comptables sont conservées dix ans, comme la loi l'exige. Votre inscription à la lettre d'information prend fin dès votre désinscription.",
        },
        { type: "heading", level: 2, text: "Qui y a accès" },
        {
          type: "paragraph",
          text: "Seules nos équipes et nos prestataires en ont connaissance, pour la part qui leur est nécessaire : transporteurs, prestataire de paiement et hébergeur. Nos données sont hébergées dans l'Union européenne ; les envois vers le Royaume-Uni bénéficient d'une décision d'adéquation de la Commission européenne.",
        },
        { type: "heading", level: 2, text: "Vos droits" },
        {
          type: "paragraph",
          text: "Vous pouvez accéder à vos données, les rectifier, les effacer, en demander la portabilité, vous opposer à un traitement ou en demander la limitation. Écrivez-nous depuis la page contact. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL, ou l'ICO si vous résidez au Royaume-Uni.",
        },
        { type: "heading", level: 2, text: "Cookies" },
        {
          type: "list",
          ordered: false,
          items: [
            "eb_session : indispensable, il garde votre panier et votre connexion ; il expire après 30 jours.",
            "currency : mémorise la devise d'affichage que vous avez choisie, pendant un an.",
            "Aucun cookie publicitaire ; la mesure d'audience n'est activée qu'avec votre accord.",
          ],
        },
        { type: "link", text: "Exercer vos droits", href: "/contact" },
      ],
    },
    en: {
      urlKey: "privacy-and-cookies",
      title: "Privacy & cookies",
      metaDescription:
        "What data we collect, why, how long we keep it, your rights, and the cookies used on this site.",
      blocks: [
        { type: "heading", level: 1, text: "Privacy & cookies" },
        {
          type: "paragraph",
          text: "We only collect the data needed for your orders and for the relationship you choose to have with us. We never sell or rent it to anyone. The data controller is Essences & Botanique SAS, whose details are given in the legal notice.",
        },
        { type: "heading", level: 2, text: "The data we process" },
        {
          type: "list",
          ordered: false,
          items: [
            "Your account: first name, last name, e-mail address and password (stored as an irreversible hash).",
            "Your orders: delivery and billing addresses, items, amounts, parcel and return tracking.",
            "Your reviews, wishlists and stock alerts, if you use these services.",
            "The newsletter: your e-mail address, only if you have signed up.",
          ],
        },
        { type: "heading", level: 2, text: "Why, and on what basis" },
        {
          type: "list",
          ordered: false,
          items: [
            "Fulfilling your orders and handling returns: performance of the contract.",
            "Keeping our accounts and answering the authorities: legal obligation.",
            "Sending you the newsletter: your consent, which you may withdraw at any time.",
            "Preventing fraud and securing the site: our legitimate interest.",
          ],
        },
        { type: "heading", level: 2, text: "How long" },
        {
          type: "paragraph",
          text: "Account data is kept while the account is active, then for three years after your last activity. Accounting records are kept for ten years, as the law requires. Your newsletter subscription ends as soon as you unsubscribe.",
        },
        { type: "heading", level: 2, text: "Who can see it" },
        {
          type: "paragraph",
          text: "Only our team and our service providers, for the part they need: carriers, the payment provider and our host. Our data is hosted in the European Union; transfers to the United Kingdom are covered by an adequacy decision of the European Commission.",
        },
        { type: "heading", level: 2, text: "Your rights" },
        {
          type: "paragraph",
          text: "You can access, correct or erase your data, ask for a copy to take elsewhere, object to its processing or ask us to restrict it. Write to us from the contact page. If you feel your rights are not respected, you can complain to the ICO if you live in the United Kingdom, or to the CNIL in France.",
        },
        { type: "heading", level: 2, text: "Cookies" },
        {
          type: "list",
          ordered: false,
          items: [
            "eb_session: essential, it keeps your basket and your sign-in; it expires after 30 days.",
            "currency: remembers the display currency you chose, for one year.",
            "No advertising cookies; audience measurement is only switched on with your consent.",
          ],
        },
        { type: "link", text: "Exercise your rights", href: "/contact" },
      ],
    },
  },
};
