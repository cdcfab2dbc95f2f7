import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";

/**
 * "X shared a wishlist with you": sent by `sendWishlist` to each address its owner gave. It says
 * only the sender's first name and the link: no words of the sender's (the shop's mail is
 * nobody's relay), nothing else about them, nothing about the recipient.
 */
export interface WishlistSharedMailData {
  /** The owner's first name, as their account has it. */
  firstname: string;
  /** The list's live share code (the link's last part). */
  shareCode: string;
}

/** The shared list's page, store-relative: the storefront's `/wishlist/share/:shareCode/`. */
export const sharedWishlistPath = (shareCode: string) => `/wishlist/share/${encodeURIComponent(shareCode)}/`;

const words = {
  fr: {
    subject: (firstname: string) => `${firstname} partage sa liste d'envies avec vous`,
    preheader: (shop: string) => `Découvrez les produits ${shop} qui lui font envie.`,
    intro: (firstname: string, shop: string) => `${firstname} vous a envoyé sa liste d'envies chez ${shop}.`,
    explain: "Vous y trouverez les produits qui lui plaisent, avec les options choisies. Vous pouvez les ajouter à votre panier depuis la liste.",
    link: "Voir la liste d'envies",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    why: (firstname: string) => `Vous recevez ce message parce que ${firstname} a saisi votre adresse pour partager sa liste\u00a0; nous ne l'utilisons pour rien d'autre.`,
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (firstname: string) => `${firstname} shared a wishlist with you`,
    preheader: (shop: string) => `See the ${shop} products they have their eye on.`,
    intro: (firstname: string, shop: string) => `${firstname} sent you their wishlist at ${shop}.`,
    explain: "It holds the products they like, with the options they chose. You can add them to your basket from the list.",
    link: "See the wishlist",
    fallback: "If the button does not work, copy this link into your browser:",
    why: (firstname: string) => `You are receiving this message because ${firstname} typed in your address to share their list; we use it for nothing else.`,
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/**
 * Its data carries the share code, which opens the list to whoever has it: the outbox drops the
 * data once the message is sent (`sensitive`), as it does for account links.
 */
export const wishlistSharedMail = defineMailTemplate<WishlistSharedMailData>(
  "wishlist.shared",
  ({ firstname, shareCode }, shop) => {
    const say = words[shop.language];
    const url = `${shop.url}${sharedWishlistPath(shareCode)}`;
    return {
      subject: say.subject(firstname),
      preheader: say.preheader(shop.name),
      body: mjml`
      <mj-text><h1>${say.intro(firstname, shop.name)}</h1></mj-text>
      <mj-text>${say.explain}</mj-text>
      <mj-button href="${url}">${say.link}</mj-button>
      <mj-text>${say.fallback}<br /><a href="${url}">${url}</a></mj-text>
      <mj-text>${say.why(firstname)}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
