import type { Browser, Page } from "@playwright/test";
import { graphql } from "./checkout-kit.ts";
import { PASSWORD, mailMatching, ownClientAddress, signedInCustomer, uniqueEmail } from "./customer-kit.ts";
import { PHONE_WIDTH, axeViolations, describeViolation, documentStatus, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The wishlist, in fr-FR on a desktop and en-GB on a phone: a visitor's heart on a listing asks
 * them to sign in and the product is kept once they have; on product pages the heart keeps the
 * options chosen and the text typed, the header's count follows at once, a card shows the
 * product kept and takes it out again; `/user/wishlist` shows the items with their choices and
 * prices, removes one and puts one in the basket; the share panel makes the list shareable and
 * e-mails the link, which a visitor in a browser of their own opens (the owner's first name, the
 * items, nothing else about the owner) and adds from, everything then one item, to their own
 * basket while the owner's list stays as it was; made private, the link is gone for good and
 * sharing again gives another. Without JavaScript: the product page's heart and the shared
 * list's forms. Lists are filled through the API where another test already drives the screen.
 */

const STORES = [
  {
    base: "",
    width: 1280,
    listing: "/huiles-essentielles/agrumes",
    bergamot: { path: "/huile-essentielle-bergamote-bio", name: "Bergamote bio" },
    bottle: { path: "/flacon-parfum-carre-50-ml", name: "Flacon de parfum carré 50 ml" },
    lemon: { name: "Citron bio" },
    volume: /^Contenance/,
    engraving: /^Gravure personnalisée/,
    volumeKept: "Contenance : 10 ml",
    engravingKept: /^Gravure personnalisée .* : Pour Léa$/,
    bergamotPrice: /^9,90\s€$/,
    bottlePrice: /^15,26\s€$/,
    fromPrice: /^À partir de /,
    heartAdd: "Ajouter à ma liste d'envies",
    heartRemove: "Retirer de ma liste d'envies",
    cardAdd: (name: string) => `Ajouter ${name} à ma liste d'envies`,
    cardRemove: (name: string) => `Retirer ${name} de ma liste d'envies`,
    keptSaid: (name: string) => `${name} est dans votre liste d'envies.`,
    removedSaid: (name: string) => `${name} a été retiré de votre liste d'envies.`,
    count: (count: number) => `${count === 0 ? "Aucun article" : `${count} article${count > 1 ? "s" : ""}`} dans ma liste d'envies`,
    loginLead: "Connectez-vous : le produit que vous avez choisi sera gardé dans votre liste d'envies.",
    email: "Adresse e-mail",
    password: "Mot de passe",
    signIn: "Se connecter",
    menu: "Menu",
    listTitle: "Ma liste d'envies",
    itemsCount: (count: number) => `${count} article${count > 1 ? "s" : ""}`,
    removeOf: (name: string) => `Retirer ${name} de ma liste d'envies`,
    addToCartOf: (name: string) => `Ajouter au panier : ${name}`,
    chooseOptionsOf: (name: string) => `Choisir les options : ${name}`,
    addedToCart: (name: string) => `${name} a été ajouté à votre panier.`,
    makeShareable: "Rendre ma liste partageable",
    makePrivate: "Rendre privée",
    shareLink: "Lien de votre liste",
    friends: "Adresses e-mail de vos amis",
    send: "Envoyer le lien",
    sentToOne: "Le lien de votre liste a été envoyé à 1 adresse.",
    shared: "Votre liste est maintenant partageable.",
    unshared: "Votre liste est de nouveau privée : l'ancien lien ne fonctionne plus.",
    mailSays: (name: string) => `${name} vous a envoyé sa liste`,
    sharedTitle: (name: string) => `La liste d'envies de ${name}`,
    addAll: "Tout ajouter au panier",
    addOne: (name: string) => `Ajouter au panier (${name})`,
    addedTitle: (count: number) => `${count} article${count > 1 ? "s" : ""} ajouté${count > 1 ? "s" : ""} à votre panier`,
    basketHolds: (count: number) => new RegExp(`^Votre panier contient ${count} articles?, pour un sous-total de `),
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    listing: "/essential-oils/citrus",
    bergamot: { path: "/organic-bergamot-essential-oil", name: "Organic bergamot" },
    bottle: { path: "/50-ml-square-perfume-bottle", name: "50 ml square perfume bottle" },
    lemon: { name: "Organic lemon" },
    volume: /^Volume/,
    engraving: /^Personalised engraving/,
    volumeKept: "Volume: 10 ml",
    engravingKept: /^Personalised engraving .*: Pour Léa$/,
    bergamotPrice: /^€9\.90$/,
    bottlePrice: /^€15\.26$/,
    fromPrice: /^From /,
    heartAdd: "Add to my wishlist",
    heartRemove: "Remove from my wishlist",
    cardAdd: (name: string) => `Add ${name} to my wishlist`,
    cardRemove: (name: string) => `Remove ${name} from my wishlist`,
    keptSaid: (name: string) => `${name} is in your wishlist.`,
    removedSaid: (name: string) => `${name} was removed from your wishlist.`,
    count: (count: number) => `${count === 0 ? "No items" : `${count} item${count > 1 ? "s" : ""}`} in my wishlist`,
    loginLead: "Sign in and the product you chose will be kept in your wishlist.",
    email: "E-mail address",
    password: "Password",
    signIn: "Sign in",
    menu: "Menu",
    listTitle: "My wishlist",
    itemsCount: (count: number) => `${count} item${count > 1 ? "s" : ""}`,
    removeOf: (name: string) => `Remove ${name} from my wishlist`,
    addToCartOf: (name: string) => `Add to basket: ${name}`,
    chooseOptionsOf: (name: string) => `Choose options: ${name}`,
    addedToCart: (name: string) => `${name} was added to your basket.`,
    makeShareable: "Make my wishlist shareable",
    makePrivate: "Make private",
    shareLink: "Link to your wishlist",
    friends: "Your friends' e-mail addresses",
    send: "Send the link",
    sentToOne: "The link to your wishlist was sent to 1 address.",
    shared: "Your wishlist is now shareable.",
    unshared: "Your wishlist is private again: the old link no longer works.",
    mailSays: (name: string) => `${name} sent you their wishlist`,
    sharedTitle: (name: string) => `${name}'s wishlist`,
    addAll: "Add everything to basket",
    addOne: (name: string) => `Add to basket (${name})`,
    addedTitle: (count: number) => `${count} item${count > 1 ? "s" : ""} added to your basket`,
    basketHolds: (count: number) => new RegExp(`^Your basket holds ${count} items?, subtotal `),
  },
] as const;

type Store = (typeof STORES)[number];

/** The owner's first name: the only thing about them a shared list, or its e-mail, may say. */
const OWNER = "Capucine";
/** The surname every kit customer has (customer-kit.ts): never shown to a visitor. */
const OWNER_SURNAME = "Marchand";

const BERGAMOT = "HE-BERGAMOTE";
const BOTTLE = "FL-SPRAY-CARRE-50ML";
const LEMON = "HE-CITRON";

type Choice = { option_id: string; option_value: string };
type KeptItem = { id: string; sku: string; availability: string; selectedOptions: { value_label: string }[]; selectedCustomOptions: { value_label: string }[] };
const WISHLIST_FIELDS = "wishlist { itemsCount isShareable shareCode items { id sku availability selectedOptions { value_label } selectedCustomOptions { value_label } } }";

/** The bergamot in 10 ml, as its page keeps it: the configurable with the volume chosen. */
async function bergamot10ml(page: Page, base: string) {
  const { product } = await graphql<{ product: { selectedOptions: Choice[] } }>(page, base, "query Variant($sku: String!) { product(sku: $sku) { selectedOptions { option_id option_value } } }", {
    sku: "HE-BERGAMOTE-10ML",
  });
  return { sku: BERGAMOT, selectedOptions: product.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })) };
}

/** The square bottle with "Pour Léa" engraved (its custom text option). */
async function engravedBottle(page: Page, base: string) {
  const { product } = await graphql<{ product: { customOptions: { option_id: string; type: string }[] } }>(page, base, "query Bottle($sku: String!) { product(sku: $sku) { customOptions { option_id type } } }", {
    sku: BOTTLE,
  });
  const text = product.customOptions.find((option) => option.type === "field")!;
  return { sku: BOTTLE, selectedCustomOptions: [{ option_id: text.option_id, option_value: "Pour Léa" }] };
}

/** Keeps these items in the signed-in customer's list through the API (as the hearts do), oldest first. */
async function keep(page: Page, base: string, items: { sku: string; selectedOptions?: Choice[]; selectedCustomOptions?: Choice[] }[]) {
  for (const item of items) {
    const { addToWishlist } = await graphql<{ addToWishlist: { success: boolean; errorCode: string | null } }>(
      page,
      base,
      "mutation Keep($item: WishlistItemInput!) { addToWishlist(item: $item) { success errorCode } }",
      { item },
    );
    expect(addToWishlist).toEqual({ success: true, errorCode: null });
  }
}

/** The signed-in customer's list as the API has it now. */
async function listOf(page: Page, base: string) {
  const { me } = await graphql<{ me: { wishlist: { itemsCount: number; isShareable: boolean; shareCode: string | null; items: KeptItem[] } } }>(page, base, `{ me { ${WISHLIST_FIELDS} } }`);
  return me.wishlist;
}

/** The visitor's basket as the API has it now. */
async function basketOf(page: Page, base: string) {
  const { cart } = await graphql<{ cart: { itemsQuantity: number; items: { sku: string; quantity: number }[] } }>(page, base, "{ cart { itemsQuantity items { sku quantity } } }");
  return cart;
}

/** The header's wishlist link (in the menu drawer on a phone: the count is the same attribute). */
const wishlistLink = (page: Page) => page.getByRole("banner").locator("a[data-wishlist-count]").first();
/** The header's basket count once the browser has asked for it. */
const basketCount = (page: Page) => page.getByRole("banner").locator("[data-cart-count]");

/** The header says the list holds `count` items: the count the browser read, and on a desktop the link's name. */
async function expectCount(page: Page, store: Store, count: number) {
  await expect(wishlistLink(page)).toHaveAttribute("data-wishlist-count", String(count));
  if (store.width > PHONE_WIDTH) await expect(page.getByRole("banner").getByRole("link", { name: store.count(count), exact: true })).toBeVisible();
}

/** A product page's own heart (the related products' cards have theirs): the one with words. */
const productHeart = (page: Page, sku: string) => page.locator(`button[data-wishlist-heart="${sku}"]`).filter({ hasText: /\S/ });
/** A listing card's heart. */
const cardHeart = (page: Page, sku: string) => page.locator(`[data-listing] [data-sku="${sku}"] button[data-wishlist-heart]`);

/** The share code in a shared list's address. */
const codeOf = (link: string) => /\/wishlist\/share\/([\w-]+)\/$/.exec(new URL(link).pathname)![1];

/**
 * A visitor in a browser of their own (another context: none of the owner's cookies), at the
 * store's width, with their own client address. Their pages are held to what the fixtures hold
 * the test's own page to: no console error but those allowed, axe with no serious or critical
 * violation (`scan`, on the page as it is, once hydrated).
 */
async function newVisitor(browser: Browser, width: number, { allow = [] as RegExp[] } = {}) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await ownClientAddress(page);
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = `${message.text()} (${message.location().url})`;
    if (message.type() === "error" && !allow.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return {
    page,
    async scan() {
      await waitForHydration(page);
      const where = new URL(page.url()).pathname;
      const blocking = (await axeViolations(page)).filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(blocking.map((violation) => `${where} ${describeViolation(violation)}`), "serious or critical accessibility violations (axe, WCAG 2.2 A/AA)").toEqual([]);
    },
    async close() {
      await context.close();
      expect(problems, "console errors in the visitor's browser").toEqual([]);
    },
  };
}

for (const store of STORES) {
  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    // Each test registers a customer (the confirmation e-mail is read back).
    test.describe.configure({ timeout: 90_000 });

    test("a visitor's heart on a listing asks them to sign in; signed in, the product is kept", async ({ page }) => {
      const { email } = await signedInCustomer(page, store.base, "wishlist-visitor");
      // Signed out: a visitor who has an account.
      await page.context().clearCookies();

      await page.goto(`${store.base}${store.listing}`);
      await waitForHydration(page);
      const heart = cardHeart(page, LEMON);
      await expect(heart).toHaveAccessibleName(store.cardAdd(store.lemon.name));
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();

      await expect(page).toHaveURL((url) => url.pathname === `${store.base}/login` && url.searchParams.get("redirect") === store.listing && url.searchParams.get("kept") === "wishlist");
      await waitForHydration(page);
      await expect(page.getByText(store.loginLead)).toBeVisible();
      const form = page.locator('[data-access-form="login"]');
      await form.getByLabel(store.email, { exact: true }).fill(email);
      await form.getByLabel(store.password, { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: store.signIn, exact: true }).click();

      await expect(page).toHaveURL((url) => url.pathname === `${store.base}${store.listing}`);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName(store.cardRemove(store.lemon.name));
      await expectCount(page, store, 1);
      if (store.width === PHONE_WIDTH) {
        // On a phone the wishlist's link, with its count, is in the menu.
        await page.getByRole("button", { name: store.menu, exact: true }).click();
        await expect(page.getByRole("dialog", { name: store.menu }).getByRole("link", { name: store.count(1) })).toBeVisible();
        await page.keyboard.press("Escape");
      }
      expect((await listOf(page, store.base)).items.map((item) => item.sku)).toEqual([LEMON]);
    });

    test("product pages' hearts keep the options chosen, the count follows at once; a card shows it kept and removes it", async ({ page }) => {
      await signedInCustomer(page, store.base, "wishlist-hearts");
      await page.goto(`${store.base}${store.bergamot.path}`);
      await waitForHydration(page);
      await expectCount(page, store, 0);
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { __wishlistSameDocument: true }));

      await page.getByRole("group", { name: store.volume }).getByText("10 ml", { exact: true }).click();
      await expect(page.locator("[data-current-sku]")).toHaveText("HE-BERGAMOTE-10ML");
      const heart = productHeart(page, BERGAMOT);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(heart).toHaveText(store.heartAdd);
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveText(store.heartRemove);
      await expectCount(page, store, 1);
      await expect(page.locator("[data-wishlist-status]")).toHaveText(store.keptSaid(store.bergamot.name));
      expect(await page.evaluate(() => (window as { __wishlistSameDocument?: boolean }).__wishlistSameDocument)).toBe(true);

      // A custom option: the engraving typed is kept with the bottle.
      await page.goto(`${store.base}${store.bottle.path}`);
      await waitForHydration(page);
      await page.getByLabel(store.engraving).fill("Pour Léa");
      await productHeart(page, BOTTLE).click();
      await expect(productHeart(page, BOTTLE)).toHaveAttribute("aria-pressed", "true");
      await expectCount(page, store, 2);
      const kept = await listOf(page, store.base);
      // Labels as the shop writes them ("10 ml" with a no-break space), compared with plain spaces.
      const label = (choice: { value_label: string }) => choice.value_label.replace(/\s/g, " ");
      expect(kept.items.map((item) => [item.sku, item.selectedOptions.map(label), item.selectedCustomOptions.map(label)])).toEqual([
        [BOTTLE, [], ["Pour Léa"]],
        [BERGAMOT, ["10 ml"], []],
      ]);

      // The listing's card of the kept bergamot shows it kept; pressed, it takes it out of the list.
      await page.goto(`${store.base}${store.listing}`);
      await waitForHydration(page);
      const card = cardHeart(page, BERGAMOT);
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(cardHeart(page, LEMON)).toHaveAttribute("aria-pressed", "false");
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await expect(card).toHaveAccessibleName(store.cardAdd(store.bergamot.name));
      await expectCount(page, store, 1);
      await expect(page.locator("[data-wishlist-status]")).toHaveText(store.removedSaid(store.bergamot.name));
      expect((await listOf(page, store.base)).items.map((item) => item.sku)).toEqual([BOTTLE]);
    });

    test("the wishlist page shows the items with their choices and prices, removes one and adds one to the basket", async ({ page }) => {
      await signedInCustomer(page, store.base, "wishlist-page");
      await keep(page, store.base, [await bergamot10ml(page, store.base), await engravedBottle(page, store.base), { sku: LEMON }]);

      await page.goto(`${store.base}/user/wishlist`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.listTitle);
      const list = page.locator("[data-wishlist]");
      const items = list.locator("[data-wishlist-item]");
      await expect(items).toHaveCount(3);
      await expect(list.locator("[data-wishlist-items-count]")).toHaveText(store.itemsCount(3));
      await expectCount(page, store, 3);

      const bergamot = list.locator(`[data-wishlist-item][data-sku="${BERGAMOT}"]`);
      await expect(bergamot.getByRole("heading", { name: store.bergamot.name })).toBeVisible();
      await expect(bergamot.getByRole("listitem")).toHaveText([store.volumeKept]);
      await expect(bergamot.locator("[data-price]")).toHaveText(store.bergamotPrice);
      await expect(bergamot).toHaveAttribute("data-availability", "AVAILABLE");
      const bottle = list.locator(`[data-wishlist-item][data-sku="${BOTTLE}"]`);
      await expect(bottle.getByRole("listitem")).toHaveText([store.engravingKept]);
      await expect(bottle.locator("[data-price]")).toHaveText(store.bottlePrice);
      // Kept from a card: the volume is still to choose, on the product's page; its price is the lowest.
      const lemon = list.locator(`[data-wishlist-item][data-sku="${LEMON}"]`);
      await expect(lemon).toHaveAttribute("data-availability", "OPTIONS_REQUIRED");
      await expect(lemon.locator('[data-price="from"]')).toHaveText(store.fromPrice);
      await expect(page.getByRole("link", { name: store.chooseOptionsOf(store.lemon.name) })).toBeVisible();
      await expect(page.getByRole("button", { name: store.addToCartOf(store.lemon.name) })).toHaveCount(0);

      // Removed: the focus goes to what is left.
      await page.getByRole("button", { name: store.removeOf(store.lemon.name) }).click();
      await expect(items).toHaveCount(2);
      await expect(page.locator("[data-wishlist-notice]")).toHaveText(store.removedSaid(store.lemon.name));
      await expect(list.locator("[data-wishlist-items-count]")).toBeFocused();
      await expect(list.locator("[data-wishlist-items-count]")).toHaveText(store.itemsCount(2));
      await expectCount(page, store, 2);

      // Into the basket with its engraving; it stays in the list.
      await expect(basketCount(page)).toHaveAttribute("data-cart-count", "0");
      await page.getByRole("button", { name: store.addToCartOf(store.bottle.name) }).click();
      await expect(basketCount(page)).toHaveAttribute("data-cart-count", "1");
      await expect(page.locator("[data-wishlist-notice]")).toHaveText(store.addedToCart(store.bottle.name));
      await page.keyboard.press("Escape"); // the mini-cart, opened by the add
      await expect(items).toHaveCount(2);
      expect((await basketOf(page, store.base)).items).toEqual([{ sku: BOTTLE, quantity: 1 }]);
    });

    test("shared by e-mail: a visitor in another browser sees the first name and the items, adds everything, then one item, to their own basket", async ({ page, browser }) => {
      const { email } = await signedInCustomer(page, store.base, "wishlist-owner", OWNER);
      // Oldest first: the list shows the lemon (volume still to choose), the bottle, the bergamot.
      await keep(page, store.base, [await bergamot10ml(page, store.base), await engravedBottle(page, store.base), { sku: LEMON }]);
      const before = await listOf(page, store.base);

      await page.goto(`${store.base}/user/wishlist`);
      await waitForHydration(page);
      const panel = page.locator("[data-wishlist-share]");
      await expect(panel).toHaveAttribute("data-wishlist-share", "private");
      await panel.getByRole("button", { name: store.makeShareable }).click();
      await expect(panel).toHaveAttribute("data-wishlist-share", "shared");
      await expect(page.locator("[data-wishlist-notice]")).toHaveText(store.shared);
      const link = await panel.getByLabel(store.shareLink).inputValue();
      expect(link).toMatch(new RegExp(`^http://[^/]+${store.base}/wishlist/share/[\\w-]{22}/$`));

      // Sent to a friend: the mail names the owner by first name and gives the link, nothing else about them.
      const friend = uniqueEmail("wishlist-friend");
      await panel.getByLabel(store.friends).fill(friend);
      await panel.getByRole("button", { name: store.send }).click();
      await expect(page.locator("[data-wishlist-notice]")).toHaveText(store.sentToOne);
      await expect(panel.getByLabel(store.friends)).toHaveValue("");
      const mail = await mailMatching(friend, new RegExp(link.replace(/[.?/]/g, "\\$&")));
      expect(mail).toContain(store.mailSays(OWNER));
      expect(mail).not.toContain(OWNER_SURNAME);
      expect(mail).not.toContain(email);

      // The friend opens it in their own browser.
      const visitor = await newVisitor(browser, store.width);
      const friendPage = visitor.page;
      await friendPage.goto(link);
      await waitForHydration(friendPage);
      await expect(friendPage.getByRole("heading", { level: 1 })).toHaveText(store.sharedTitle(OWNER));
      const shared = friendPage.locator("[data-shared-wishlist]");
      await expect(shared).toHaveAttribute("data-shared-wishlist", "3");
      await expect(shared.locator("[data-wishlist-item]")).toHaveCount(3);
      await expect(shared.locator(`[data-wishlist-item][data-sku="${BERGAMOT}"] [data-price]`)).toHaveText(store.bergamotPrice);
      await expect(shared.locator(`[data-wishlist-item][data-sku="${BOTTLE}"]`)).toContainText("Pour Léa");
      await expect(shared.locator(`[data-wishlist-item][data-sku="${LEMON}"]`)).toHaveAttribute("data-availability", "OPTIONS_REQUIRED");
      await expect(friendPage.locator("body")).not.toContainText(OWNER_SURNAME);
      await expect(friendPage.locator("body")).not.toContainText(email);
      expect(await friendPage.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await visitor.scan();

      // Everything: what can go in a basket goes in; the lemon, whose volume is to choose, is said left out.
      await shared.getByRole("button", { name: store.addAll }).click();
      await expect(friendPage).toHaveURL((url) => url.pathname === `${store.base}/wishlist/share/${codeOf(link)}/add`);
      await expect(friendPage.locator('[data-shared-wishlist-add="all"]')).toBeVisible();
      const heading = friendPage.locator("#shared-wishlist-result");
      await expect(heading).toHaveText(store.addedTitle(2));
      await expect(heading).toBeFocused();
      const result = friendPage.locator("[data-shared-wishlist-result]");
      await expect(result).toHaveAttribute("data-shared-wishlist-result", "partly");
      await expect(result.locator("[data-added-item]")).toHaveCount(2);
      await expect(result.locator("[data-skipped-item]")).toHaveCount(1);
      await expect(result.locator("[data-skipped-item]")).toHaveAttribute("data-skip-reason", "options_required");
      await expect(result.locator(`[data-skipped-item] [data-sku="${LEMON}"]`)).toBeVisible();
      await expect(friendPage.locator("[data-basket-status]")).toHaveText(store.basketHolds(2));
      await expect(basketCount(friendPage)).toHaveAttribute("data-cart-count", "2");
      await expect(friendPage.locator("[data-see-basket]")).toBeVisible();
      const basket = await basketOf(friendPage, store.base);
      expect(basket.itemsQuantity).toBe(2);
      expect(basket.items.map((line) => line.sku).sort()).toEqual([BOTTLE, "HE-BERGAMOTE-10ML"]);
      await visitor.scan();

      // One item, by its own button on the list.
      await friendPage.locator("[data-back-to-list]").click();
      await expect(friendPage).toHaveURL((url) => url.pathname.startsWith(`${store.base}/wishlist/share/${codeOf(link)}`) && !url.pathname.includes("/add"));
      await friendPage.getByRole("button", { name: store.addOne(store.bergamot.name) }).click();
      await expect(friendPage.locator('[data-shared-wishlist-add="item"]')).toBeVisible();
      await expect(friendPage.locator("[data-shared-wishlist-result]")).toHaveAttribute("data-shared-wishlist-result", "added");
      await expect(friendPage.locator("[data-shared-wishlist-result] [data-added-item]")).toHaveCount(1);
      await expect(friendPage.locator("[data-shared-wishlist-result] [data-skipped-item]")).toHaveCount(0);
      await expect(basketCount(friendPage)).toHaveAttribute("data-cart-count", "3");
      await visitor.scan();
      await visitor.close();

      // The owner's list is as it was, and their basket empty.
      expect(await listOf(page, store.base)).toEqual({ ...before, isShareable: true, shareCode: codeOf(link) });
      expect((await basketOf(page, store.base)).itemsQuantity).toBe(0);
      // From the top: the page would come back where it was scrolled to, and axe counts a button
      // the sticky header half covers there as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.reload();
      await expect(page.locator("[data-wishlist] [data-wishlist-item]")).toHaveCount(3);
    });

    test("made private, the old link is not found; shared again, a new link works", async ({ page, browser }) => {
      await signedInCustomer(page, store.base, "wishlist-revoke", OWNER);
      await keep(page, store.base, [await engravedBottle(page, store.base)]);
      const { shareWishlist } = await graphql<{ shareWishlist: { wishlist: { shareCode: string } } }>(page, store.base, "mutation { shareWishlist { success wishlist { shareCode } } }");
      const oldPath = `${store.base}/wishlist/share/${shareWishlist.wishlist.shareCode}/`;
      const visitor = await newVisitor(browser, store.width, { allow: [documentStatus(404)] });
      expect((await visitor.page.goto(oldPath))?.status()).toBe(200);
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(store.sharedTitle(OWNER));

      await page.goto(`${store.base}/user/wishlist`);
      await waitForHydration(page);
      const panel = page.locator("[data-wishlist-share]");
      await expect(panel.getByLabel(store.shareLink)).toHaveValue(new RegExp(`${oldPath.replace(/[/]/g, "\\/")}$`));
      await panel.getByRole("button", { name: store.makePrivate }).click();
      await expect(panel).toHaveAttribute("data-wishlist-share", "private");
      await expect(page.locator("[data-wishlist-notice]")).toHaveText(store.unshared);
      await expect(panel.getByLabel(store.shareLink)).toHaveCount(0);

      // The old link, and adding from it, are not found any more.
      expect((await visitor.page.goto(oldPath))?.status()).toBe(404);
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(/^404/);
      await expect(visitor.page.locator("body")).not.toContainText(OWNER);
      await visitor.scan();
      expect((await visitor.page.request.get(`${oldPath}add/`)).status()).toBe(404);

      // Shared again: another link, which works; the old one still does not.
      await panel.getByRole("button", { name: store.makeShareable }).click();
      await expect(panel).toHaveAttribute("data-wishlist-share", "shared");
      const link = await panel.getByLabel(store.shareLink).inputValue();
      expect(new URL(link).pathname).not.toBe(oldPath);
      expect((await visitor.page.goto(link))?.status()).toBe(200);
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(store.sharedTitle(OWNER));
      await expect(visitor.page.locator("[data-shared-wishlist] [data-wishlist-item]")).toHaveCount(1);
      expect((await visitor.page.request.get(oldPath)).status()).toBe(404);
      await visitor.close();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });
  const store = STORES[0];

  test("the product page's heart: a visitor is sent to sign in and finds it kept; signed in, the text typed is kept", async ({ page }) => {
    const { email } = await signedInCustomer(page, store.base, "wishlist-nojs");
    await page.context().clearCookies();

    // The heart posts the page's own form: the volume chosen goes with it.
    await page.goto(store.bergamot.path);
    await page.getByRole("group", { name: store.volume }).getByText("10 ml", { exact: true }).click();
    await productHeart(page, BERGAMOT).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === store.bergamot.path && url.searchParams.get("kept") === "wishlist");
    await expect(page.getByText(store.loginLead)).toBeVisible();
    const form = page.locator('[data-access-form="login"]');
    await form.getByLabel(store.email, { exact: true }).fill(email);
    await form.getByLabel(store.password, { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: store.signIn, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === store.bergamot.path);

    // Signed in: the heart keeps the bottle with its engraving and comes back to its page.
    await page.goto(store.bottle.path);
    await page.getByLabel(store.engraving).fill("Pour Léa");
    await productHeart(page, BOTTLE).click();
    await expect(page).toHaveURL((url) => url.pathname === store.bottle.path);

    await page.goto("/user/wishlist");
    const list = page.locator("[data-wishlist]");
    await expect(list.locator("[data-wishlist-item]")).toHaveCount(2);
    await expect(list.locator(`[data-wishlist-item][data-sku="${BERGAMOT}"]`).getByRole("listitem")).toHaveText([store.volumeKept]);
    await expect(list.locator(`[data-wishlist-item][data-sku="${BOTTLE}"]`).getByRole("listitem")).toHaveText([store.engravingKept]);
  });

  test("the shared list's forms add everything, then one item, to the visitor's basket", async ({ page, browser }) => {
    // The owner, in a browser of their own, shares a list through the API.
    const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const ownerPage = await owner.newPage();
    await signedInCustomer(ownerPage, store.base, "wishlist-nojs-owner", OWNER);
    await keep(ownerPage, store.base, [await bergamot10ml(ownerPage, store.base), { sku: LEMON }]);
    const { shareWishlist } = await graphql<{ shareWishlist: { wishlist: { shareCode: string } } }>(ownerPage, store.base, "mutation { shareWishlist { success wishlist { shareCode } } }");
    const code = shareWishlist.wishlist.shareCode;
    await owner.close();

    await ownClientAddress(page);
    await page.goto(`/wishlist/share/${code}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.sharedTitle(OWNER));
    await page.locator('form[data-form="shared-wishlist-add-all"]').getByRole("button", { name: store.addAll }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/wishlist/share/${code}/add`);
    const result = page.locator("[data-shared-wishlist-result]");
    await expect(result).toHaveAttribute("data-shared-wishlist-result", "partly");
    await expect(result.locator("[data-added-item]")).toHaveCount(1);
    await expect(result.locator("[data-skipped-item]")).toHaveAttribute("data-skip-reason", "options_required");
    await expect(page.locator("[data-basket-status]")).toHaveText(store.basketHolds(1));

    await page.locator("[data-back-to-list]").click();
    await page.locator('form[data-form="shared-wishlist-add-item"]').getByRole("button", { name: store.addOne(store.bergamot.name) }).click();
    await expect(page.locator("[data-shared-wishlist-result]")).toHaveAttribute("data-shared-wishlist-result", "added");
    await expect(page.locator("[data-basket-status]")).toHaveText(store.basketHolds(2));
    await page.locator("[data-see-basket]").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
    await expect(page.locator("[data-cart-line]").getByRole("spinbutton")).toHaveValue("2");
  });
});
