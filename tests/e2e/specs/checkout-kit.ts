import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER, expect, waitForHydration } from "./fixtures.ts";

/**
 * The checkout specs' shared steps: the two stores' wording, a cart filled through the API, the
 * address, delivery and payment steps, the demo customer's sign-in, the sandbox card form.
 */

export type Store = {
  base: "" | "/en";
  login: string;
  guest: RegExp;
  signIn: RegExp;
  email: string;
  continue: string;
  confirmDelivery: string;
  place: string;
  terms: RegExp;
  relay: RegExp;
  transfer: RegExp;
  card: RegExp;
  wallet: RegExp;
  search: string;
  pickupPlace: string;
  thanks: string;
  awaiting: string;
  paid: string;
  pay: RegExp;
  authenticate: string;
  failAuthentication: string;
  approve: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
  declined: RegExp;
  authenticationFailed: RegExp;
  noOrder: string;
};

export const STORES: Store[] = [
  {
    base: "",
    login: "Identifiez-vous pour commander",
    guest: /^Continuer sans compte$/,
    signIn: /^Se connecter et commander$/,
    email: "Adresse e-mail",
    continue: "Continuer",
    confirmDelivery: "Valider la livraison",
    place: "Commander avec obligation de paiement",
    terms: /J'ai lu et j'accepte/,
    relay: /Mondial Relay en point relais/,
    transfer: /Virement/,
    card: /Carte/,
    wallet: /Portefeuille|PayPal/i,
    search: "Rechercher",
    pickupPlace: "Code postal ou ville",
    thanks: "Merci pour votre commande",
    awaiting: "En attente de paiement",
    paid: "Payée, en préparation",
    pay: /^Payer /,
    authenticate: "Authentifier",
    failAuthentication: "Échec de l'authentification",
    approve: "Approuver le paiement",
    cardNumber: "Numéro de carte",
    expiry: "Date d'expiration",
    cvc: "Cryptogramme (CVC)",
    cardName: "Nom du titulaire",
    declined: /Paiement refusé par la banque/,
    authenticationFailed: /L'authentification 3-D Secure a échoué/,
    noOrder: "Aucune commande à afficher",
  },
  {
    base: "/en",
    login: "Sign in to check out",
    guest: /^Continue as a guest$/,
    signIn: /^Sign in and check out$/,
    email: "E-mail address",
    continue: "Continue",
    confirmDelivery: "Confirm delivery",
    place: "Place order and pay",
    terms: /I have read and accept/,
    relay: /Mondial Relay pickup point/,
    transfer: /transfer/i,
    card: /Card/,
    wallet: /Wallet|PayPal/i,
    search: "Search",
    pickupPlace: "Postcode or town",
    thanks: "Thank you for your order",
    awaiting: "Awaiting payment",
    paid: "Paid, being prepared",
    pay: /^Pay /,
    authenticate: "Authenticate",
    failAuthentication: "Fail authentication",
    approve: "Approve payment",
    cardNumber: "Card number",
    expiry: "Expiry date",
    cvc: "Security code (CVC)",
    cardName: "Name on card",
    declined: /Payment declined by the bank/,
    authenticationFailed: /3-D Secure authentication failed/,
    noOrder: "No order to show",
  },
];

export async function graphql<T = Record<string, unknown>>(page: Page, base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${base}/graphql`, { headers: { "x-graphql-csrf": "1" }, data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A bottle of bergamot in the cart, as its product page adds it, with the page's own session. */
export async function fillCart(page: Page, base: string, quantity = 1) {
  const sku = "HE-BERGAMOTE-10ML";
  const { product } = await graphql<{ product: { selectedOptions: { option_id: string; option_value: string }[] } }>(
    page,
    base,
    `query Variant($sku: String!) { product(sku: $sku) { sku selectedOptions { option_id option_value } } }`,
    { sku },
  );
  const data = await graphql<{ addToCart: { success: boolean } }>(page, base, `mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success } }`, {
    lines: [{ sku, quantity, selectedOptions: product.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })) }],
  });
  expect(data.addToCart.success).toBe(true);
}

export async function fillAddress(page: Page, form: string, { country = "FR", postcode = "75011", city = "Paris", phone = "06 12 34 56 78" } = {}) {
  const scope = page.locator(`[data-form="${form}"]`);
  await scope.locator('[name="firstname"]').fill("Camille");
  await scope.locator('[name="lastname"]').fill("Martin");
  await scope.locator('[name="street1"]').fill("12 rue des Lilas");
  await scope.locator('[name="postcode"]').fill(postcode);
  await scope.locator('[name="city"]').fill(city);
  await scope.locator('[name="countryCode"]').selectOption(country);
  await scope.locator('[name="telephone"]').fill(phone);
}

export const step = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);

/**
 * The address (when the cart has none yet: a customer's cart may keep one from an earlier visit),
 * then home delivery or a pickup point, billed to the address, up to the payment step.
 */
export async function throughDelivery(page: Page, store: Store, { relay = false } = {}) {
  await expect(step(page, "contact")).toHaveAttribute("data-step-state", "done");
  if ((await step(page, "shipping").getAttribute("data-step-state")) === "current") {
    await fillAddress(page, "shipping");
    await page.locator('[data-form="shipping"]').getByRole("button", { name: store.continue }).click();
  }
  if ((await step(page, "delivery").getAttribute("data-step-state")) === "done") await page.locator('[data-modify="delivery"]').click();
  await expect(step(page, "delivery")).toHaveAttribute("data-step-state", "current");
  if (relay) {
    await page.getByRole("radio", { name: store.relay }).check();
    await page.getByLabel(store.pickupPlace).fill("75011");
    await page.getByRole("button", { name: store.search }).click();
    const first = page.locator("[data-pickup-point]").first();
    await expect(first).toBeVisible();
    await first.getByRole("radio").check();
  } else {
    // The cheapest method comes first and may deliver to a relay: a home delivery.
    await page.locator("[data-method]").filter({ hasNotText: store.relay }).first().getByRole("radio").check();
  }
  await page.getByRole("button", { name: store.confirmDelivery }).click();
  await expect(step(page, "payment")).toHaveAttribute("data-step-state", "current");
  await expect(step(page, "billing")).toHaveAttribute("data-step-state", "done");
}

export async function placeWith(page: Page, store: Store, method: RegExp) {
  await page.locator("[data-payment] input").and(page.getByRole("radio", { name: method })).check();
  await page.getByLabel(store.terms).check();
  await page.getByRole("button", { name: store.place }).click();
}

export async function signIn(page: Page, store: Store) {
  await page.goto(`${store.base}/checkout/login`);
  await waitForHydration(page);
  const panel = page.locator('[data-checkout-login="login"]');
  await panel.getByLabel(store.email).fill(DEMO_CUSTOMER.email);
  await panel.getByLabel(/Mot de passe|Password/).fill(DEMO_CUSTOMER.password);
  await panel.getByRole("button", { name: store.signIn }).click();
  await page.waitForURL(new RegExp(`${store.base}/checkout/?$`));
  await waitForHydration(page);
}

export async function payByCard(page: Page, store: Store, number: string) {
  await page.getByLabel(store.cardNumber).fill(number);
  await page.getByLabel(new RegExp(`^${store.expiry}`)).fill("12/34");
  await page.getByLabel(new RegExp(`^${store.cvc.replace(/[()]/g, "\\$&")}`)).fill("123");
  const name = page.getByLabel(store.cardName);
  if (await name.count()) await name.fill("Camille Martin");
  await page.getByRole("button", { name: store.pay }).click();
}

