import type { Page } from "@playwright/test";
import { fillCart, graphql } from "./checkout-kit.ts";
import { mailMatching, ownClientAddress, uniqueEmail } from "./customer-kit.ts";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Account access, in both stores: registration confirmed from the e-mail's link, sign-out, sign-in
 * back to the page the shopper was sent from, a wrong password, a password reset from the e-mail,
 * the account information forms (names; a new e-mail address asked for, cancelled, sent again and
 * confirmed from the link e-mailed there; password; a wrong current password refused), and the
 * same forms without JavaScript. Every test has its own e-mail address and its own client
 * address (the shop counts registrations and resets per address), and reads the messages the
 * server wrote as `.eml` files under its data directory (customer-kit.ts).
 */

type Store = {
  base: "" | "/en";
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  newPassword: string;
  currentPassword: string;
  newEmail: string;
  register: string;
  checkInbox: string;
  confirm: string;
  confirmed: string;
  strength: RegExp;
  accepted: string;
  signIn: string;
  signOut: string;
  signedOut: string;
  greeting: (name: string) => RegExp;
  invalidCredentials: RegExp;
  sendLink: string;
  saveAndSignIn: string;
  resetDone: string;
  saveNames: string;
  namesSaved: string;
  changeEmail: string;
  emailSent: (email: string) => string;
  pending: (email: string) => string;
  resendLink: string;
  resent: (email: string) => string;
  cancelChange: string;
  cancelled: (email: string) => string;
  confirmNewAddress: string;
  emailChanged: (email: string) => string;
  changePassword: string;
  passwordSaved: string;
  loginTitle: string;
};

const STORES: Store[] = [
  {
    base: "",
    firstname: "Prénom",
    lastname: "Nom",
    email: "Adresse e-mail",
    password: "Mot de passe",
    newPassword: "Nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
    newEmail: "Nouvelle adresse e-mail",
    register: "Créer mon compte",
    checkInbox: "Consultez votre messagerie",
    confirm: "Confirmer mon adresse e-mail",
    confirmed: "Votre adresse e-mail est confirmée",
    strength: /^Robustesse : /,
    accepted: "Accepté.",
    signIn: "Se connecter",
    signOut: "Se déconnecter",
    signedOut: "Mon compte",
    greeting: (name) => new RegExp(`^Bonjour ${name}, mon compte$`),
    invalidCredentials: /adresse e-mail ou le mot de passe est incorrect/i,
    sendLink: "Envoyer le lien",
    saveAndSignIn: "Enregistrer et me connecter",
    resetDone: "Votre nouveau mot de passe est enregistré",
    saveNames: "Enregistrer",
    namesSaved: "Vos prénom et nom sont enregistrés.",
    changeEmail: "Changer d'adresse e-mail",
    emailSent: (email) => `Nous avons envoyé un lien à ${email} : votre adresse changera quand vous l'ouvrirez`,
    pending: (email) => `En attente de confirmation : ${email}`,
    resendLink: "Renvoyer le lien",
    resent: (email) => `Un nouveau lien a été envoyé à ${email}.`,
    cancelChange: "Annuler le changement",
    cancelled: (email) => `Le changement est annulé : votre adresse reste ${email}.`,
    confirmNewAddress: "Confirmer ma nouvelle adresse",
    emailChanged: (email) => `L'adresse e-mail de votre compte est désormais ${email}.`,
    changePassword: "Changer de mot de passe",
    passwordSaved: "Votre mot de passe a été changé.",
    loginTitle: "Connexion",
  },
  {
    base: "/en",
    firstname: "First name",
    lastname: "Last name",
    email: "E-mail address",
    password: "Password",
    newPassword: "New password",
    currentPassword: "Current password",
    newEmail: "New e-mail address",
    register: "Create my account",
    checkInbox: "Check your inbox",
    confirm: "Confirm my e-mail address",
    confirmed: "Your e-mail address is confirmed",
    strength: /^Strength: /,
    accepted: "Accepted.",
    signIn: "Sign in",
    signOut: "Sign out",
    signedOut: "My account",
    greeting: (name) => new RegExp(`^Hello ${name}, my account$`),
    invalidCredentials: /e-?mail address or the password is incorrect/i,
    sendLink: "Send the link",
    saveAndSignIn: "Save and sign in",
    resetDone: "Your new password is saved",
    saveNames: "Save",
    namesSaved: "Your first and last names are saved.",
    changeEmail: "Change e-mail address",
    emailSent: (email) => `We have sent a link to ${email}: your address will change when you open it`,
    pending: (email) => `Waiting for confirmation: ${email}`,
    resendLink: "Send the link again",
    resent: (email) => `A new link has been sent to ${email}.`,
    cancelChange: "Cancel the change",
    cancelled: (email) => `The change is cancelled: your address stays ${email}.`,
    confirmNewAddress: "Confirm my new address",
    emailChanged: (email) => `Your account's e-mail address is now ${email}.`,
    changePassword: "Change password",
    passwordSaved: "Your password has been changed.",
    loginTitle: "Sign in",
  },
];

/** Passwords the server's strength rules accept (several unrelated words). */
const PASSWORD = "vetiver poivre rose 1987";
const NEW_PASSWORD = "ambre gris et cedre bleu";

/** The link matching `pattern` in the newest e-mail to `to` that has one. */
async function mailLink(to: string, pattern: RegExp): Promise<string> {
  const link = new RegExp(`https?://[^\\s"'<>]*${pattern.source}`);
  return link.exec(await mailMatching(to, link))![0];
}

/** Whether these credentials sign in (through the API, in the page's context: it then is that customer's). */
async function signsIn(page: Page, base: string, email: string, password: string): Promise<string | null> {
  const { login } = await graphql<{ login: { success: boolean; errorCode: string | null } }>(
    page,
    base,
    "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }",
    { email, password },
  );
  return login.success ? "signed in" : login.errorCode;
}

/**
 * A customer registered and confirmed through the API as the screens do it (register, the
 * e-mail's link, confirm): the page's context is then signed in as them.
 */
async function confirmedCustomer(page: Page, store: Store, email: string, firstname = "Iris") {
  const { register } = await graphql<{ register: { success: boolean } }>(
    page,
    store.base,
    "mutation Register($input: RegisterInput!) { register(input: $input) { success errorCode } }",
    { input: { email, password: PASSWORD, firstname, lastname: "Marchand" } },
  );
  expect(register.success).toBe(true);
  const token = new URL(await mailLink(email, /\/login\?confirm=[\w-]+/)).searchParams.get("confirm");
  const { confirmEmail } = await graphql<{ confirmEmail: { success: boolean } }>(page, store.base, "mutation Confirm($token: String!) { confirmEmail(token: $token) { success } }", { token });
  expect(confirmEmail.success).toBe(true);
}

/** The page's address, exactly this path and query of the shop (the store's home with or without its slash). */
const at = (pathAndQuery: string) => new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[?.+]/g, "\\$&")}${pathAndQuery.endsWith("/") || /^\/en$/.test(pathAndQuery) ? "/?" : ""}$`);
const home = (store: Store) => (store.base ? at("/en") : at("/"));

/** The header's account link (its name greets a signed-in customer); the language switcher's links to this page have no label. */
const accountLink = (page: Page) => page.getByRole("banner").locator("a[data-account-link]");

const basketCount = (page: Page) => page.getByRole("banner").locator("[data-cart-count]");

/** Registration and its confirmation through the screens, then signing out and back in. */
async function registerConfirmSignOutAndIn(page: Page, store: Store) {
  const email = uniqueEmail("access-register");
  await page.goto(`${store.base}/register`);
  await waitForHydration(page);
  await page.getByLabel(store.firstname, { exact: true }).fill("Iris");
  await page.getByLabel(store.lastname, { exact: true }).fill("Marchand");
  await page.getByLabel(store.email, { exact: true }).fill(email);
  await page.getByLabel(store.password, { exact: true }).fill(PASSWORD);
  // The meter: the server's verdict in words once typing pauses.
  const meter = page.locator("[data-password-meter] [aria-live=polite]");
  await expect(meter).toHaveText(store.strength);
  await expect(meter).toContainText(store.accepted);
  await page.getByRole("button", { name: store.register }).click();
  await expect(page.getByRole("heading", { name: store.checkInbox })).toBeVisible();
  await expect(page.locator('[data-access-panel="register-sent"]')).toContainText(email);

  // The e-mail's link opens the confirmation screen; the button confirms and signs in.
  await page.goto(await mailLink(email, /\/login\?confirm=[\w-]+/));
  await waitForHydration(page);
  await page.getByRole("button", { name: store.confirm }).click();
  await expect(page).toHaveURL(at(`${store.base}/user`));
  await expect(page.getByText(store.confirmed)).toBeVisible();
  await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Iris"));

  // Signing out: a button (the page itself signs nobody out), then the home page as a visitor;
  // the customer's basket waits for the next sign-in.
  await fillCart(page, store.base, 2);
  await page.goto(`${store.base}/user/logout`);
  await waitForHydration(page);
  await page.getByRole("button", { name: store.signOut, exact: true }).click();
  await expect(page).toHaveURL(home(store));
  await waitForHydration(page);
  await expect(accountLink(page)).toHaveAccessibleName(store.signedOut);
  await expect(basketCount(page)).toHaveAttribute("data-cart-count", "0");

  // A page of the account sends a visitor to sign in, and back there afterwards, the visitor's
  // basket merged into the customer's: the header shows both at once.
  await fillCart(page, store.base, 1);
  await page.goto(`${store.base}/user/orders`);
  await expect(page).toHaveURL(at(`${store.base}/login?redirect=%2Fuser%2Forders`));
  await waitForHydration(page);
  await expect(basketCount(page)).toHaveAttribute("data-cart-count", "1");
  const form = page.locator('[data-access-form="login"]');
  await form.getByLabel(store.email, { exact: true }).fill(email);
  await form.getByLabel(store.password, { exact: true }).fill("not my password");
  await form.getByRole("button", { name: store.signIn, exact: true }).click();
  await expect(form.locator("[data-error-summary]")).toContainText(store.invalidCredentials);
  await form.getByLabel(store.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: store.signIn, exact: true }).click();
  await expect(page).toHaveURL(at(`${store.base}/user/orders`));
  await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Iris"));
  await expect(basketCount(page)).toHaveAttribute("data-cart-count", "3");
}

for (const store of STORES) {
  test.describe(`${store.base || "fr"}: account access`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => ownClientAddress(page));

    test("register, confirm from the e-mail, sign out, sign in back where the shopper was going", async ({ page }) => {
      await registerConfirmSignOutAndIn(page, store);
    });

    test("a catalogue page starts with its own messages; a navigation to sign-in waits for the account's", async ({ page }) => {
      // The account's messages arrive late: the click below comes before them.
      let areasRequested = 0;
      await page.route("**/assets/messages-*-areas-*.js", async (route) => {
        areasRequested += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      // The document preloads the scripts of the messages it starts with.
      const preloaded = async (path: string) => ((await (await page.request.get(path)).text()).match(/<link rel="modulepreload" href="\/assets\/messages-[^"]+"/g) ?? []).length;
      expect(await preloaded(`${store.base}/`)).toBe(1);
      expect(await preloaded(`${store.base}/login`)).toBe(2);
      await page.goto(`${store.base}/`);
      await waitForHydration(page);
      // Once the header knows a visitor, its link leads straight to sign-in (where `/user` would
      // send them, after loading the account area's code: 18 s on a CI machine under load).
      await expect(accountLink(page)).toHaveAttribute("href", `${store.base}/login?redirect=%2Fuser`);
      await accountLink(page).click();
      await expect(page).toHaveURL(at(`${store.base}/login?redirect=%2Fuser`));
      const form = page.locator('[data-access-form="login"]');
      await expect(form.getByLabel(store.email, { exact: true })).toBeVisible();
      await expect(form.getByRole("button", { name: store.signIn, exact: true })).toBeVisible();
      expect(areasRequested).toBeGreaterThan(0);
    });

    test("password reset from the e-mail: signed in, other sessions ended, the old password refused", async ({ page, browser }) => {
      const email = uniqueEmail("access-reset");
      await confirmedCustomer(page, store, email);
      // Another device signed in to the same account.
      const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const otherPage = await elsewhere.newPage();
      expect(await signsIn(otherPage, store.base, email, PASSWORD)).toBe("signed in");
      await page.context().clearCookies();

      await page.goto(`${store.base}/account/password-request`);
      await waitForHydration(page);
      await page.getByLabel(store.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: store.sendLink }).click();
      await expect(page.getByRole("heading", { name: store.checkInbox })).toBeVisible();

      await page.goto(await mailLink(email, /\/account\/password-reset\?token=[\w-]+/));
      await waitForHydration(page);
      await page.getByLabel(store.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await expect(page.locator("[data-password-meter] [aria-live=polite]")).toContainText(store.accepted);
      await page.getByRole("button", { name: store.saveAndSignIn }).click();
      await expect(page).toHaveURL(at(`${store.base}/user`));
      await expect(page.getByText(store.resetDone)).toBeVisible();
      await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Iris"));

      const { me } = await graphql<{ me: { id: string } | null }>(otherPage, store.base, "query { me { id } }");
      expect(me, "the other device's session ended").toBeNull();
      expect(await signsIn(otherPage, store.base, email, PASSWORD)).toBe("INVALID_CREDENTIALS");
      expect(await signsIn(otherPage, store.base, email, NEW_PASSWORD)).toBe("signed in");
      await elsewhere.close();
    });

    test("account information: names, e-mail and password, a wrong current password refused", async ({ page }) => {
      const email = uniqueEmail("access-information");
      await confirmedCustomer(page, store, email);
      await page.goto(`${store.base}/user/information`);
      await waitForHydration(page);

      const names = page.locator('[data-access-form="names"]');
      await names.getByLabel(store.firstname, { exact: true }).fill("Rose");
      await names.getByRole("button", { name: store.saveNames, exact: true }).click();
      await expect(names.getByText(store.namesSaved)).toBeVisible();
      // The header greets the new name without a reload.
      await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Rose"));

      // A new address is only asked for: it changes once the link e-mailed there is opened.
      const mistyped = uniqueEmail("access-mistyped");
      const newEmail = uniqueEmail("access-changed");
      const emailPanel = page.locator('[data-access-panel="email"]');
      const emailForm = page.locator('[data-access-form="email"]');
      await emailForm.getByLabel(store.newEmail, { exact: true }).fill(mistyped);
      await emailForm.getByLabel(store.currentPassword, { exact: true }).fill("not my password");
      await emailForm.getByRole("button", { name: store.changeEmail }).click();
      await expect(emailForm.getByLabel(store.currentPassword, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(emailForm.locator("[data-error-summary]")).toBeVisible();
      await emailForm.getByLabel(store.currentPassword, { exact: true }).fill(PASSWORD);
      await emailForm.getByRole("button", { name: store.changeEmail }).click();
      await expect(emailPanel.getByText(store.emailSent(mistyped))).toBeVisible();
      await expect(emailPanel.locator("[data-pending-email]")).toContainText(store.pending(mistyped));
      await expect(page.locator("[data-current-email]")).toHaveText(email);
      // A typo: cancelled, then the right address asked for, its link sent again.
      await emailPanel.getByRole("button", { name: store.cancelChange }).click();
      await expect(emailPanel.getByText(store.cancelled(email))).toBeVisible();
      await expect(emailPanel.locator("[data-pending-email]")).toHaveCount(0);
      await emailForm.getByLabel(store.newEmail, { exact: true }).fill(newEmail);
      await emailForm.getByLabel(store.currentPassword, { exact: true }).fill(PASSWORD);
      await emailForm.getByRole("button", { name: store.changeEmail }).click();
      await expect(emailPanel.getByText(store.emailSent(newEmail))).toBeVisible();
      const firstLink = await mailLink(newEmail, /\/account\/email-change\?token=[\w-]+/);
      await emailPanel.getByRole("button", { name: store.resendLink }).click();
      await expect(emailPanel.getByText(store.resent(newEmail))).toBeVisible();
      let link = firstLink;
      await expect.poll(async () => (link = await mailLink(newEmail, /\/account\/email-change\?token=[\w-]+/))).not.toBe(firstLink);
      expect(await signsIn(page, store.base, newEmail, PASSWORD), "not the account's address yet").toBe("INVALID_CREDENTIALS");

      // The e-mail's link opens a screen whose button makes the change; this browser stays signed in.
      await page.goto(link);
      await waitForHydration(page);
      await page.getByRole("button", { name: store.confirmNewAddress }).click();
      await expect(page.locator('[data-access-panel="email-change-done"]')).toContainText(store.emailChanged(newEmail));
      await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Rose"));
      await page.goto(`${store.base}/user/information`);
      await waitForHydration(page);
      await expect(page.locator("[data-current-email]")).toHaveText(newEmail);
      await expect(page.locator("[data-pending-email]")).toHaveCount(0);
      // The address that had the account was told twice: asked, then done.
      await mailMatching(email, store.base ? /a new e-mail address was requested for your/ : /une nouvelle adresse e-mail a/);
      await mailMatching(email, store.base ? /Our messages will go to that address/ : /Nos messages iront/);
      // Once: the link again says it is no longer valid.
      await page.goto(link);
      await waitForHydration(page);
      await page.getByRole("button", { name: store.confirmNewAddress }).click();
      await expect(page.locator('[data-access-panel="email-change-invalid"]')).toBeVisible();
      await page.goto(`${store.base}/user/information`);
      await waitForHydration(page);

      const passwordForm = page.locator('[data-access-form="password"]');
      await passwordForm.getByLabel(store.currentPassword, { exact: true }).fill("not my password");
      await passwordForm.getByLabel(store.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await passwordForm.getByRole("button", { name: store.changePassword }).click();
      await expect(passwordForm.getByLabel(store.currentPassword, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await passwordForm.getByLabel(store.currentPassword, { exact: true }).fill(PASSWORD);
      await passwordForm.getByLabel(store.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await passwordForm.getByRole("button", { name: store.changePassword }).click();
      await expect(passwordForm.getByText(store.passwordSaved)).toBeVisible();
      // Still signed in here; the new e-mail and password are the account's now.
      await expect(accountLink(page)).toHaveAccessibleName(store.greeting("Rose"));
      expect(await signsIn(page, store.base, email, PASSWORD)).toBe("INVALID_CREDENTIALS");
      expect(await signsIn(page, store.base, newEmail, NEW_PASSWORD)).toBe("signed in");
    });
  });

  test.describe(`${store.base || "fr"}: account access on a phone`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });
    test.beforeEach(async ({ page }) => ownClientAddress(page));

    test("register, confirm from the e-mail, sign out, sign in back where the shopper was going", async ({ page }) => {
      await registerConfirmSignOutAndIn(page, store);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => ownClientAddress(page));

  for (const store of STORES) {
    test(`${store.base || "fr"}: register, confirm, sign out, sign in, change the names and the e-mail address`, async ({ page }) => {
      const email = uniqueEmail("access-nojs");
      await page.goto(`${store.base}/register`);
      await page.getByLabel(store.firstname, { exact: true }).fill("Iris");
      await page.getByLabel(store.lastname, { exact: true }).fill("Marchand");
      await page.getByLabel(store.email, { exact: true }).fill(email);
      await page.getByLabel(store.password, { exact: true }).fill("short");
      await page.getByRole("button", { name: store.register }).click();
      // Refused by the route's action: the problem on its field, what was typed kept, never the password.
      await expect(page.getByLabel(store.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(store.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(store.password, { exact: true })).toHaveValue("");
      await page.getByLabel(store.password, { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: store.register }).click();
      await expect(page.getByRole("heading", { name: store.checkInbox })).toBeVisible();

      await page.goto(await mailLink(email, /\/login\?confirm=[\w-]+/));
      await page.getByRole("button", { name: store.confirm }).click();
      await expect(page.getByText(store.confirmed)).toBeVisible();

      await page.goto(`${store.base}/user/logout`);
      await page.getByRole("button", { name: store.signOut, exact: true }).click();
      await expect(page).toHaveURL(home(store));
      await page.goto(`${store.base}/user/information`);
      await expect(page).toHaveURL(at(`${store.base}/login?redirect=%2Fuser%2Finformation`));

      const form = page.locator('[data-access-form="login"]');
      await form.getByLabel(store.email, { exact: true }).fill(email);
      await form.getByLabel(store.password, { exact: true }).fill("not my password");
      await form.getByRole("button", { name: store.signIn, exact: true }).click();
      await expect(form.locator("[data-error-summary]")).toContainText(store.invalidCredentials);
      await form.getByLabel(store.password, { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: store.signIn, exact: true }).click();
      await expect(page).toHaveURL(at(`${store.base}/user/information`));

      const names = page.locator('[data-access-form="names"]');
      await names.getByLabel(store.firstname, { exact: true }).fill("Rose");
      await names.getByRole("button", { name: store.saveNames, exact: true }).click();
      await expect(page).toHaveURL(at(`${store.base}/user/information?saved=names`));
      await expect(page.getByText(store.namesSaved)).toBeVisible();
      await expect(names.getByLabel(store.firstname, { exact: true })).toHaveValue("Rose");

      // A new address, asked for and confirmed from the e-mail's link, still without JavaScript.
      const newEmail = uniqueEmail("access-nojs-changed");
      const emailForm = page.locator('[data-access-form="email"]');
      await emailForm.getByLabel(store.newEmail, { exact: true }).fill(newEmail);
      await emailForm.getByLabel(store.currentPassword, { exact: true }).fill(PASSWORD);
      await emailForm.getByRole("button", { name: store.changeEmail }).click();
      await expect(page).toHaveURL(at(`${store.base}/user/information?saved=email`));
      await expect(page.getByText(store.emailSent(newEmail))).toBeVisible();
      await expect(page.locator("[data-pending-email]")).toContainText(store.pending(newEmail));
      await page.goto(await mailLink(newEmail, /\/account\/email-change\?token=[\w-]+/));
      await page.getByRole("button", { name: store.confirmNewAddress }).click();
      await expect(page).toHaveURL(at(`${store.base}/account/email-change?done=account`));
      await expect(page.getByText(store.emailChanged(newEmail))).toBeVisible();
    });
  }
});
