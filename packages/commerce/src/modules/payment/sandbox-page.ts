import { Markup, mjml as html } from "../../shared/mail/template.ts";
import type { Store } from "../shop/stores.ts";
import { type CardField, type CardFieldError, testCards } from "./sandbox.ts";
import type { HostedPayment } from "./service.ts";

/**
 * The sandbox providers' hosted pages: plain server-rendered HTML with a small stylesheet of its
 * own (no script), in the language of the store the order was placed in, marked as a test
 * environment on every page. Every value placed in the markup is escaped by the `html` tag.
 */

export type CardOutcomeError = "declined" | "insufficient_funds" | "authentication_failed" | "notification_failed";

const words = {
  fr: {
    banner: "SANDBOX · Environnement de test : aucun paiement réel n'est effectué",
    card: "Paiement par carte",
    wallet: "Portefeuille en ligne",
    merchant: "Marchand",
    order: "Commande",
    amount: "Montant",
    number: "Numéro de carte",
    expiry: "Date d'expiration",
    expiryHint: "MM/AA",
    cvc: "Cryptogramme (CVC)",
    cvcHint: "3 ou 4 chiffres au dos de la carte",
    name: "Nom du titulaire",
    pay: (amount: string) => `Payer ${amount}`,
    cancel: "Annuler et revenir à la boutique",
    testCards: "Cartes de test",
    testCardsNote: "N'importe quelle date d'expiration future et n'importe quel cryptogramme.",
    outcome: {
      succeeded: "paiement accepté",
      declined: "paiement refusé",
      insufficient_funds: "refusé pour provision insuffisante",
      challenge: "demande une authentification 3-D Secure",
    },
    fieldErrors: {
      number_missing: "Saisissez le numéro de carte.",
      number_unknown: "Seules les cartes de test ci-dessous sont acceptées dans cet environnement.",
      expiry_invalid: "Saisissez la date d'expiration au format MM/AA.",
      expiry_past: "Cette carte est expirée : saisissez une date future.",
      cvc_invalid: "Le cryptogramme compte 3 ou 4 chiffres.",
      name_missing: "Saisissez le nom du titulaire.",
    } satisfies Record<CardFieldError, string>,
    fixFields: "Corrigez les champs signalés :",
    outcomeErrors: {
      declined: "Paiement refusé par la banque. Aucun montant n'a été débité : essayez une autre carte.",
      insufficient_funds: "Paiement refusé : provision insuffisante. Aucun montant n'a été débité : essayez une autre carte.",
      authentication_failed: "L'authentification 3-D Secure a échoué. Aucun montant n'a été débité : vous pouvez réessayer.",
      notification_failed: "La boutique n'a pas pu être informée du résultat. Réessayez dans un instant.",
    } satisfies Record<CardOutcomeError, string>,
    failed: "Le paiement n'a pas abouti",
    challenge: "Authentification 3-D Secure",
    challengeText: (amount: string, merchant: string) => `Votre banque (simulée) vous demande de confirmer le paiement de ${amount} à ${merchant}.`,
    authenticate: "Authentifier",
    failAuthentication: "Échec de l'authentification",
    walletSignedIn: "Connecté au compte de test sandbox-acheteur@example.com",
    walletText: (amount: string, merchant: string) => `Approuvez le paiement de ${amount} à ${merchant}.`,
    approve: "Approuver le paiement",
    walletCancel: "Annuler",
    paid: "Ce paiement a déjà été effectué.",
    viewOrder: "Voir la commande",
    closed: "Ce paiement n'est plus en attente : il a été annulé ou son délai est écoulé.",
    backToShop: "Revenir à la boutique",
    notFound: "Paiement introuvable",
    notFoundText: "Aucun paiement en attente ne correspond à cette adresse.",
    forbidden: "Ce formulaire doit être envoyé depuis la page de paiement.",
    required: "obligatoire",
  },
  en: {
    banner: "SANDBOX · Test environment: no real payment is made",
    card: "Card payment",
    wallet: "Online wallet",
    merchant: "Merchant",
    order: "Order",
    amount: "Amount",
    number: "Card number",
    expiry: "Expiry date",
    expiryHint: "MM/YY",
    cvc: "Security code (CVC)",
    cvcHint: "3 or 4 digits on the back of the card",
    name: "Name on card",
    pay: (amount: string) => `Pay ${amount}`,
    cancel: "Cancel and return to the shop",
    testCards: "Test cards",
    testCardsNote: "Any future expiry date and any security code.",
    outcome: {
      succeeded: "payment accepted",
      declined: "payment declined",
      insufficient_funds: "declined for insufficient funds",
      challenge: "asks for 3-D Secure authentication",
    },
    fieldErrors: {
      number_missing: "Enter the card number.",
      number_unknown: "Only the test cards below are accepted in this environment.",
      expiry_invalid: "Enter the expiry date as MM/YY.",
      expiry_past: "This card has expired: enter a future date.",
      cvc_invalid: "The security code has 3 or 4 digits.",
      name_missing: "Enter the name on the card.",
    } satisfies Record<CardFieldError, string>,
    fixFields: "Correct the fields marked:",
    outcomeErrors: {
      declined: "Payment declined by the bank. Nothing was charged: try another card.",
      insufficient_funds: "Payment declined: insufficient funds. Nothing was charged: try another card.",
      authentication_failed: "3-D Secure authentication failed. Nothing was charged: you can try again.",
      notification_failed: "The shop could not be told the result. Try again in a moment.",
    } satisfies Record<CardOutcomeError, string>,
    failed: "The payment did not go through",
    challenge: "3-D Secure authentication",
    challengeText: (amount: string, merchant: string) => `Your (simulated) bank asks you to confirm the payment of ${amount} to ${merchant}.`,
    authenticate: "Authenticate",
    failAuthentication: "Fail authentication",
    walletSignedIn: "Signed in to the test account sandbox-buyer@example.com",
    walletText: (amount: string, merchant: string) => `Approve the payment of ${amount} to ${merchant}.`,
    approve: "Approve payment",
    walletCancel: "Cancel",
    paid: "This payment has already been made.",
    viewOrder: "View the order",
    closed: "This payment is no longer pending: it was cancelled or its time ran out.",
    backToShop: "Back to the shop",
    notFound: "Payment not found",
    notFoundText: "No pending payment matches this address.",
    forbidden: "This form must be sent from the payment page.",
    required: "required",
  },
} as const;

/** The page's stylesheet: readable at 360 px, visible focus, contrast of at least 4.5:1 everywhere. */
export const sandboxStylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:100%;line-height:1.5;color:#1b1b1b;background:#eef1f4}
body{margin:0}
.banner{margin:0;padding:.6rem 1rem;background:#5a3d00;color:#fff;font-weight:700;text-align:center;letter-spacing:.02em}
main{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #c5ccd3;border-radius:.5rem}
h1{font-size:1.4rem;margin:0 0 .75rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;font-weight:400;color:#4a5561;font-size:.9rem}
input{display:block;width:100%;margin-top:.25rem;padding:.6rem .7rem;font:inherit;border:1px solid #6b7580;border-radius:.3rem;background:#fff;color:#1b1b1b}
input[aria-invalid=true]{border:2px solid #b00020}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
@media (max-width:24rem){.row{grid-template-columns:1fr}}
.field-error{margin:.25rem 0 0;color:#b00020;font-weight:600}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #b00020;border-radius:.3rem;background:#fdecee;color:#7a0016}
.alert h2{margin:0 0 .25rem;font-size:1rem}
.alert ul{margin:0;padding-left:1.25rem}
.alert a{color:#7a0016}
button{display:block;width:100%;margin-top:1.25rem;padding:.75rem 1rem;font:inherit;font-weight:700;border:2px solid #0b4f8a;border-radius:.3rem;background:#0b4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a}
button.link{width:auto;margin-top:.75rem;padding:.25rem 0;border:0;background:none;color:#0b4f8a;font-weight:400;text-decoration:underline}
a{color:#0b4f8a}
:focus-visible{outline:3px solid #e8a200;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #d5dae0;vertical-align:top}
td:first-child{white-space:nowrap;font-variant-numeric:tabular-nums}
.note{color:#4a5561;font-size:.9rem}
`;

type Words = (typeof words)[Store["language"]];

export interface PageContext {
  nonce: string;
  shopName: string;
  /** The store the order was placed in. */
  store: Store;
}

export interface RenderedPage {
  status: number;
  html: string;
}

const formatMoney = (locale: string, cents: number, currency: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);

function layout(context: PageContext, title: string, body: Markup): string {
  const say = words[context.store.language];
  return html`<!doctype html>
<html lang="${context.store.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · SANDBOX</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${context.nonce}">${new Markup(sandboxStylesheet)}</style>
</head>
<body>
<p class="banner">${say.banner}</p>
<main>
${body}
</main>
</body>
</html>`.source;
}

function summary(say: Words, context: PageContext, payment: HostedPayment): Markup {
  return html`<dl>
<dt>${say.merchant}</dt><dd>${context.shopName}</dd>
<dt>${say.order}</dt><dd>${payment.orderNumber}</dd>
<dt>${say.amount}</dt><dd class="amount">${formatMoney(context.store.locale, payment.amountCents, payment.currency)}</dd>
</dl>`;
}

export interface CardPageOptions {
  /** The form's action (this page's own URL). */
  action: string;
  fieldErrors?: Partial<Record<CardField, CardFieldError>>;
  outcomeError?: CardOutcomeError;
  /** What to fill the form with again after a refusal (never the card number or its code). */
  values?: { expiry?: string; name?: string };
}

const cardFields: readonly { field: CardField; autocomplete: string; inputmode?: string; hint?: keyof Words }[] = [
  { field: "number", autocomplete: "cc-number", inputmode: "numeric" },
  { field: "expiry", autocomplete: "cc-exp", inputmode: "numeric", hint: "expiryHint" },
  { field: "cvc", autocomplete: "cc-csc", inputmode: "numeric", hint: "cvcHint" },
  { field: "name", autocomplete: "cc-name" },
];

export function cardPage(context: PageContext, payment: HostedPayment, options: CardPageOptions): RenderedPage {
  const say = words[context.store.language];
  const errors = options.fieldErrors ?? {};
  const firstInvalid = cardFields.find(({ field }) => errors[field])?.field ?? (options.outcomeError ? "number" : undefined);
  const amount = formatMoney(context.store.locale, payment.amountCents, payment.currency);
  const errorList = cardFields.filter(({ field }) => errors[field]);
  const alert = errorList.length
    ? html`<div class="alert" role="alert" id="payment-error"><h2>${say.fixFields}</h2><ul>${errorList.map(
        ({ field }) => html`<li><a href="#card-${field}">${say[field]}: ${say.fieldErrors[errors[field] as CardFieldError]}</a></li>`,
      )}</ul></div>`
    : options.outcomeError
      ? html`<div class="alert" role="alert" id="payment-error"><h2>${say.failed}</h2><p>${say.outcomeErrors[options.outcomeError]}</p></div>`
      : html``;
  const input = ({ field, autocomplete, inputmode, hint }: (typeof cardFields)[number]) => {
    const error = errors[field];
    const describedBy = [hint && `card-${field}-hint`, error && `card-${field}-error`, !error && options.outcomeError && field === "number" && "payment-error"].filter(Boolean).join(" ");
    const value = field === "expiry" ? options.values?.expiry : field === "name" ? options.values?.name : undefined;
    return html`<label for="card-${field}">${say[field]}${hint ? html` <span class="hint" id="card-${field}-hint">${say[hint] as string}</span>` : html``}</label>
<input id="card-${field}" name="${field}" type="text" autocomplete="${autocomplete}"${inputmode ? html` inputmode="${inputmode}"` : html``} required aria-required="true"${
      describedBy ? html` aria-describedby="${describedBy}"` : html``
    }${error ? html` aria-invalid="true"` : html``}${firstInvalid === field ? html` autofocus` : html``}${value ? html` value="${value}"` : html``}>
${error ? html`<p class="field-error" id="card-${field}-error">${say.fieldErrors[error]}</p>` : html``}`;
  };
  const [number, expiry, cvc, name] = cardFields.map(input);
  const body = html`<h1>${say.card}</h1>
${summary(say, context, payment)}
${alert}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="action" value="pay">
${number}
<div class="row"><div>${expiry}</div><div>${cvc}</div></div>
${name}
<button type="submit">${say.pay(amount)}</button>
</form>
<form method="post" action="${options.action}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="link">${say.cancel}</button>
</form>
<h2 id="test-cards">${say.testCards}</h2>
<table aria-labelledby="test-cards">
<tbody>${testCards.map((card) => html`<tr><td>${card.number}</td><td>${say.outcome[card.outcome]}</td></tr>`)}</tbody>
</table>
<p class="note">${say.testCardsNote}</p>`;
  // A form shown again with its errors is a page like any other (200): browsers report a 4xx page load as a console error.
  return { status: 200, html: layout(context, say.card, body) };
}

export function challengePage(context: PageContext, payment: HostedPayment, options: { action: string; token: string }): RenderedPage {
  const say = words[context.store.language];
  const amount = formatMoney(context.store.locale, payment.amountCents, payment.currency);
  const body = html`<h1>${say.challenge}</h1>
${summary(say, context, payment)}
<p>${say.challengeText(amount, context.shopName)}</p>
<form method="post" action="${options.action}">
<input type="hidden" name="token" value="${options.token}">
<button type="submit" name="action" value="authenticate" autofocus>${say.authenticate}</button>
<button type="submit" name="action" value="fail" class="secondary">${say.failAuthentication}</button>
</form>`;
  return { status: 200, html: layout(context, say.challenge, body) };
}

export function walletPage(context: PageContext, payment: HostedPayment, options: { action: string; outcomeError?: CardOutcomeError }): RenderedPage {
  const say = words[context.store.language];
  const amount = formatMoney(context.store.locale, payment.amountCents, payment.currency);
  const alert = options.outcomeError
    ? html`<div class="alert" role="alert" id="payment-error" tabindex="-1" autofocus><h2>${say.failed}</h2><p>${say.outcomeErrors[options.outcomeError]}</p></div>`
    : html``;
  const body = html`<h1>${say.wallet}</h1>
${alert}
<p>${say.walletSignedIn}</p>
${summary(say, context, payment)}
<p>${say.walletText(amount, context.shopName)}</p>
<form method="post" action="${options.action}">
<button type="submit" name="action" value="approve">${say.approve}</button>
<button type="submit" name="action" value="cancel" class="secondary">${say.walletCancel}</button>
</form>`;
  return { status: 200, html: layout(context, say.wallet, body) };
}

/** A payment that can no longer be made: already paid (a link to the order), or cancelled or lapsed. */
export function closedPage(context: PageContext, payment: HostedPayment, links: { order: string; shop: string }): RenderedPage {
  const say = words[context.store.language];
  const title = payment.provider === "sandbox_wallet" ? say.wallet : say.card;
  const body =
    payment.status === "paid"
      ? html`<h1>${title}</h1>${summary(say, context, payment)}<p>${say.paid}</p><p><a href="${links.order}">${say.viewOrder}</a></p>`
      : html`<h1>${title}</h1>${summary(say, context, payment)}<p>${say.closed}</p><p><a href="${links.shop}">${say.backToShop}</a></p>`;
  return { status: payment.status === "paid" ? 200 : 410, html: layout(context, title, body) };
}

export function notFoundPage(context: PageContext, shop: string): RenderedPage {
  const say = words[context.store.language];
  const body = html`<h1>${say.notFound}</h1><p>${say.notFoundText}</p><p><a href="${shop}">${say.backToShop}</a></p>`;
  return { status: 404, html: layout(context, say.notFound, body) };
}

export function forbiddenPage(context: PageContext, back: string): RenderedPage {
  const say = words[context.store.language];
  const body = html`<h1>${say.failed}</h1><p>${say.forbidden}</p><p><a href="${back}">${say.backToShop}</a></p>`;
  return { status: 403, html: layout(context, say.failed, body) };
}
