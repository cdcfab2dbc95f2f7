import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { STORES as CHECKOUT_STORES, fillCart, graphql, placeWith } from "./checkout-kit.ts";
import { mailMatching, ownClientAddress, signedInCustomer, uniqueEmail } from "./customer-kit.ts";
import { PHONE_WIDTH, documentStatus, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The newsletter, in fr-FR and en-GB, on a desktop and a phone: a visitor signs up on
 * `/newsletter` and from the footer, is told to check their inbox (the same words whatever the
 * address's state), follows the e-mail's link to a page whose button confirms (a GET changes
 * nothing), and the welcome message's unsubscribe link opens a page whose button unsubscribes; a
 * mail client's one-click POST unsubscribes without a page. A signed-in customer subscribes and
 * unsubscribes from their account in one step. Without JavaScript the footer's form posts to the
 * newsletter page, which says so.
 */

const STORES = [
  {
    base: "",
    width: 1280,
    title: "Lettre d'information",
    email: "Votre adresse e-mail",
    submit: "S'inscrire",
    footerSubmit: "S'inscrire",
    sent: "Vérifiez votre boîte de réception : si cette adresse n'est pas encore abonnée, un lien pour confirmer l'inscription vient d'y être envoyé (valable 48 heures).",
    confirmationSays: /Confirmez votre inscription/,
    confirmTitle: "Confirmez votre inscription",
    confirmButton: "Confirmer mon inscription",
    confirmed: "Merci ! Vous recevrez notre prochaine lettre d'information. Un message de bienvenue vient de vous être envoyé.",
    welcomeSays: /Votre inscription est confirm/,
    unsubscribeTitle: "Se désabonner de la lettre d'information",
    unsubscribeButton: "Me désabonner",
    unsubscribed: "Vous ne recevrez plus la lettre d'information à cette adresse. Vous pouvez vous réinscrire à tout moment.",
    invalid: "Ce lien ne fonctionne plus",
    checkbox: "Je souhaite recevoir la lettre d'information par e-mail",
    checkoutBox: /Je souhaite recevoir la lettre d'information \(/,
    save: "Enregistrer",
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    title: "Newsletter",
    email: "Your e-mail address",
    submit: "Sign up",
    footerSubmit: "Sign up",
    sent: "Check your inbox: if this address is not subscribed yet, a link to confirm the sign-up has just been sent there (valid for 48 hours).",
    confirmationSays: /Confirm your subscription/,
    confirmTitle: "Confirm your subscription",
    confirmButton: "Confirm my subscription",
    confirmed: "Thank you! You'll receive our next newsletter. A welcome message has just been sent to you.",
    welcomeSays: /Your subscription is confirmed/,
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "You will no longer receive the newsletter at this address. You can sign up again at any time.",
    invalid: "This link no longer works",
    checkbox: "I would like to receive the newsletter by e-mail",
    checkoutBox: /I would like to receive the newsletter \(/,
    save: "Save",
  },
] as const;

/** A link of the newsletter's e-mails (confirm or unsubscribe), as a path with its query, in this test's server. */
function linkIn(mail: string, kind: "confirm" | "unsubscribe"): string {
  const found = new RegExp(`https?://[^\\s\\]"<>]+/newsletter/${kind}\\?token=[\\w-]+`).exec(mail);
  expect(found, `a /newsletter/${kind} link in the e-mail`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

/** How many messages of a kind went to this address (the outbox writes one `.eml` per message, its kind in the name). */
function mailCount(to: string, kind: string): number {
  const directory = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  if (!fs.existsSync(directory)) return 0;
  return fs
    .readdirSync(directory)
    .filter((file) => file.includes(`-${kind}-`))
    .filter((file) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(fs.readFileSync(path.join(directory, file), "utf8"))).length;
}

/** The address signed up again on the newsletter page (the answer is the same whatever its state). */
async function signUpAgain(page: Page, store: (typeof STORES)[number], email: string) {
  await page.goto(`${store.base}/newsletter`);
  await waitForHydration(page);
  await signUpForm(page).getByLabel(store.email, { exact: true }).fill(email);
  await signUpForm(page).getByRole("button", { name: store.submit }).click();
  await expect(page.locator("[data-newsletter-outcome]")).toHaveText(store.sent);
}

const signUpForm = (page: Page) => page.locator("[data-newsletter-signup]");
const footerForm = (page: Page) => page.locator("footer form");

for (const store of STORES) {
  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test("a visitor signs up on the newsletter page, confirms by the e-mail's link, and unsubscribes with the welcome's link", async ({ page, allowConsoleError }) => {
      // The link never sent answers 404 (its page says why).
      allowConsoleError(documentStatus(404));
      await ownClientAddress(page);
      const email = uniqueEmail("newsletter-page");
      await page.goto(`${store.base}/newsletter`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.title);
      const field = signUpForm(page).getByLabel(store.email, { exact: true });
      await expect(field).toHaveAttribute("type", "email");
      await expect(field).toHaveAttribute("autocomplete", "email");
      await field.fill(email);
      await signUpForm(page).getByRole("button", { name: store.submit }).click();
      await expect(page.locator("[data-newsletter-outcome]")).toHaveText(store.sent);

      const confirm = linkIn(await mailMatching(email, store.confirmationSays), "confirm");
      expect(confirm.startsWith(`${store.base}/newsletter/confirm?token=`)).toBe(true);
      const answer = await page.goto(confirm);
      expect(answer?.headers()["referrer-policy"]).toBe("strict-origin");
      expect(answer?.headers()["cache-control"]).toContain("no-store");
      expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.confirmTitle);
      await page.getByRole("button", { name: store.confirmButton }).click();
      await expect(page.locator("[data-newsletter-link-outcome]")).toHaveText(store.confirmed);

      const welcome = await mailMatching(email, store.welcomeSays);
      expect(welcome).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      const unsubscribe = linkIn(welcome, "unsubscribe");
      // Opened (as a mail scanner would): nothing changes until the button is pressed.
      await page.goto(unsubscribe);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.unsubscribeTitle);
      await page.getByRole("button", { name: store.unsubscribeButton }).click();
      await expect(page.locator("[data-newsletter-link-outcome]")).toHaveText(store.unsubscribed);

      await page.goto(`${store.base}/newsletter/confirm?token=not-a-token-the-shop-sent`);
      await waitForHydration(page);
      await page.getByRole("button", { name: store.confirmButton }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.invalid);
    });

    test("the footer's form signs up and answers on the newsletter page; a mail client's one-click POST unsubscribes", async ({ page, request }) => {
      await ownClientAddress(page);
      const email = uniqueEmail("newsletter-footer");
      await page.goto(`${store.base}/`);
      await waitForHydration(page);
      const footer = footerForm(page);
      await footer.getByLabel(store.email, { exact: true }).fill(email);
      await footer.getByRole("button", { name: store.footerSubmit }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${store.base}/newsletter`);
      await expect(page.locator("[data-newsletter-outcome]")).toHaveText(store.sent);

      const confirm = linkIn(await mailMatching(email, store.confirmationSays), "confirm");
      await page.goto(confirm);
      await waitForHydration(page);
      await page.getByRole("button", { name: store.confirmButton }).click();
      await expect(page.locator("[data-newsletter-link-outcome]")).toHaveText(store.confirmed);

      // RFC 8058: the mailbox provider's servers POST the body below to the header's link, no cookie, no page.
      const unsubscribe = linkIn(await mailMatching(email, store.welcomeSays), "unsubscribe");
      const scanned = await request.get(unsubscribe);
      expect(scanned.status()).toBe(200);
      // The GET changed nothing: signed up again, the address is told it is subscribed already.
      await signUpAgain(page, store, email);
      await expect.poll(() => mailCount(email, "newsletter.already-subscribed")).toBe(1);
      const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status()).toBe(200);
      // The POST unsubscribed it: signed up again, a new confirmation link goes there.
      await signUpAgain(page, store, email);
      await expect.poll(() => mailCount(email, "newsletter.confirmation")).toBe(2);
    });

    test("the checkout's box, unticked, signs a guest's address up once the order is placed: a link goes there", async ({ page }) => {
      await ownClientAddress(page);
      const email = uniqueEmail("newsletter-checkout");
      const checkout = CHECKOUT_STORES[store.base ? 1 : 0];
      await page.goto(`${store.base}/`);
      await fillCart(page, store.base, 1);
      await graphql(page, store.base, `mutation E($e: String!) { setCheckoutEmail(email: $e) { success } }`, { e: email });
      await graphql(page, store.base, `mutation A($a: CheckoutAddressInput!) { setShippingAddress(address: $a) { success } }`, {
        a: { firstname: "Alex", lastname: "Martin", street: ["1 rue de la Paix"], postcode: "75002", city: "Paris", countryCode: "FR", telephone: "0612345678" },
      });
      const { cart } = await graphql<{ cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } }>(page, store.base, `{ cart { shippingMethods { code needsPickupPoint } } }`);
      await graphql(page, store.base, `mutation M($c: String!) { setShippingMethod(code: $c) { success } }`, { c: cart.shippingMethods.find((method) => !method.needsPickupPoint)!.code });
      await page.goto(`${store.base}/checkout/`);
      await waitForHydration(page);
      const box = page.getByLabel(store.checkoutBox);
      await expect(box).not.toBeChecked();
      await box.check();
      await placeWith(page, checkout, checkout.transfer);
      await page.waitForURL(/\/checkout\/success\?order=/);
      expect(linkIn(await mailMatching(email, store.confirmationSays), "confirm").startsWith(`${store.base}/newsletter/confirm?token=`)).toBe(true);
    });

    test("a signed-in customer subscribes and unsubscribes from their account in one step", async ({ page }) => {
      await signedInCustomer(page, store.base, "newsletter-account");
      await page.goto(`${store.base}/user/newsletter`);
      await waitForHydration(page);
      const status = page.locator("[data-newsletter-status]");
      await expect(status).toHaveAttribute("data-newsletter-status", "not-subscribed");
      await page.getByLabel(store.checkbox).check();
      await page.getByRole("button", { name: store.save }).click();
      await expect(status).toHaveAttribute("data-newsletter-status", "subscribed");
      await page.getByLabel(store.checkbox).uncheck();
      await page.getByRole("button", { name: store.save }).click();
      await expect(status).toHaveAttribute("data-newsletter-status", "not-subscribed");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the footer's form posts to the newsletter page, which says so; the e-mail's link confirms", async ({ page, allowConsoleError }) => {
    // The address that is none answers 400 (the page says why).
    allowConsoleError(documentStatus(400));
    await ownClientAddress(page);
    const store = STORES[0];
    const email = uniqueEmail("newsletter-nojs");
    await page.goto("/a-propos");
    await footerForm(page).getByLabel(store.email, { exact: true }).fill(email);
    await footerForm(page).getByRole("button", { name: store.footerSubmit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/newsletter");
    await expect(page.locator("[data-newsletter-outcome]")).toHaveText(store.sent);

    // An address that is none: the reason by the field, the address kept.
    await signUpForm(page).getByLabel(store.email, { exact: true }).fill("pas-une-adresse");
    await signUpForm(page).getByRole("button", { name: store.submit }).click();
    await expect(page.getByText("Cette adresse e-mail n'est pas valide.")).toBeVisible();
    await expect(signUpForm(page).getByLabel(store.email, { exact: true })).toHaveValue("pas-une-adresse");

    await page.goto(linkIn(await mailMatching(email, store.confirmationSays), "confirm"));
    await page.getByRole("button", { name: store.confirmButton }).click();
    await expect(page.locator("[data-newsletter-link-outcome]")).toHaveText(store.confirmed);
  });
});
