import type { Browser, Page } from "@playwright/test";
import { XSS_PAYLOADS } from "../../../packages/commerce/src/modules/review/xss-payloads.ts";
import { graphql } from "./checkout-kit.ts";
import { admin, ownClientAddress, signedInCustomer } from "./customer-kit.ts";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Product reviews, in fr-FR on a desktop and en-GB on a phone: a product page shows the seeded
 * reviews (the average, the count per rating, the newest five, ten more on request, in place with
 * JavaScript, as a page of its own without), a listing's cards their stars; a customer writes a
 * review with the editor (bold and a list), finds it awaiting moderation in their account and not
 * on the product's page, then published there, its markup kept, once the operator approved it; a
 * second visit to the write page shows their review instead of the form. Without JavaScript the
 * form posts plain text. Reviews carrying the XSS battery, written through the API and approved,
 * run nothing and load nothing on the product page and in the account.
 */

const STORES = [
  {
    base: "",
    width: 1280,
    listing: "/huiles-essentielles/agrumes",
    sectionTitle: "Avis clients",
    more: "Voir plus d’avis",
    write: "Donner mon avis",
    empty: "Pas encore d’avis — soyez le premier à donner le vôtre",
    rated: /^Noté \d,\d sur 5, \d+ avis$/,
    row: (rating: number, count: number) => `${rating} étoile${rating > 1 ? "s" : ""} : ${count} avis`,
    writeTitle: "Donner mon avis",
    stars: (rating: number) => `${rating} étoile${rating > 1 ? "s" : ""}`,
    title: "Titre de votre avis",
    comment: "Votre commentaire",
    bold: "Gras",
    bullets: "Liste à puces",
    send: "Envoyer mon avis",
    errors: (count: number) => (count === 1 ? "Un champ est à corriger :" : `${count} champs sont à corriger :`),
    written: "Merci ! Votre avis sera publié après vérification.",
    pending: "En attente de vérification",
    published: "Publié",
    already: "Vous avez déjà donné votre avis sur ce produit",
  },
  {
    base: "/en",
    width: PHONE_WIDTH,
    listing: "/essential-oils/citrus",
    sectionTitle: "Customer reviews",
    more: "Show more reviews",
    write: "Write a review",
    empty: "No reviews yet — be the first",
    rated: /^Rated \d\.\d out of 5, \d+ reviews?$/,
    row: (rating: number, count: number) => `${rating} star${rating === 1 ? "" : "s"}: ${count} review${count === 1 ? "" : "s"}`,
    writeTitle: "Write a review",
    stars: (rating: number) => `${rating} star${rating === 1 ? "" : "s"}`,
    title: "Title of your review",
    comment: "Your comment",
    bold: "Bold",
    bullets: "Bulleted list",
    send: "Send my review",
    errors: (count: number) => (count === 1 ? "There is a problem with one field:" : `There are problems with ${count} fields:`),
    written: "Thank you! Your review will appear once it has been checked.",
    pending: "Awaiting moderation",
    published: "Published",
    already: "You have already reviewed this product",
  },
] as const;

interface Reviewed {
  sku: string;
  name: string;
  path: string;
  total: number;
}

/** The products of the store's catalogue (every category's listing), with their reviews' count in that store. */
async function catalogue(page: Page, base: string): Promise<Reviewed[]> {
  const { categories } = await graphql<{ categories: { id: string }[] }>(page, base, "{ categories { id } }");
  const seen = new Map<string, Reviewed>();
  for (const { id } of categories) {
    const { category } = await graphql<{ category: { products: { products: { sku: string; name: string; path: string; isVirtual: boolean; reviewsLayer: { total: number } }[] } } }>(
      page,
      base,
      "query Listing($id: ID!) { category(id: $id) { products(input: { pageLength: 48 }) { products { sku name path isVirtual reviewsLayer(input: { from: 0, size: 0 }) { total } } } } }",
      { id },
    );
    for (const product of category.products.products) if (!product.isVirtual) seen.set(product.sku, { sku: product.sku, name: product.name, path: product.path, total: product.reviewsLayer.total });
  }
  return [...seen.values()];
}

/** A product with more reviews than the page shows first (the seed gives some up to nine). */
const withManyReviews = (products: Reviewed[]) => {
  const found = products.filter((product) => product.total > 5).sort((a, b) => b.total - a.total)[0];
  expect(found, "a product with more than five reviews").toBeTruthy();
  return found;
};
/** Products nobody reviewed yet in this store: each test that writes reviews takes its own (`index`). */
const unreviewed = (products: Reviewed[], index: number) => {
  const found = products.filter((product) => product.total === 0)[index];
  expect(found, "a product without reviews").toBeTruthy();
  return found;
};

/** The signed-in customer's review of a product, as the API has it. */
async function myReview(page: Page, base: string, sku: string) {
  const { me } = await graphql<{ me: { productReviews: { id: string; status: string; comment: string }[] } }>(page, base, "query Mine($sku: String) { me { productReviews(sku: $sku) { id status comment } } }", { sku });
  return me.productReviews[0];
}

const section = (page: Page) => page.locator("section#reviews");
const reviewItems = (page: Page) => section(page).locator("[data-review-list] > li");

/** The product page's structured data: its Product. */
async function productLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as { "@type": string; review?: { reviewBody: string; author: { name: string } }[] }).find((data) => data["@type"] === "Product");
}

for (const store of STORES) {
  test.describe(`${store.base || "fr"} at ${store.width} px`, () => {
    test.use({ viewport: { width: store.width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test("a product page shows the reviews, the count per rating and more on request; a listing's card its stars", async ({ page }) => {
      const product = withManyReviews(await catalogue(page, store.base));
      await page.goto(`${store.base}${product.path}`, { waitUntil: "domcontentloaded" });
      // The server's markup is hydrated, not rendered again: the nodes the page arrived with stay.
      await page.evaluate(() => Object.assign(window, { __firstReview: document.querySelector("#reviews [data-review]") }));
      await waitForHydration(page);
      await expect(section(page)).toHaveAttribute("data-interactive", "true");
      expect(await page.evaluate(() => { const first = (window as { __firstReview?: Element }).__firstReview; return Boolean(first) && document.querySelector("#reviews [data-review]") === first; })).toBe(true);
      // The header's summary leads to the section.
      await expect(page.locator("a[data-reviews]")).toHaveAttribute("href", "#reviews");
      await expect(page.locator("a[data-reviews]")).toHaveAttribute("data-reviews", String(product.total));
      await expect(section(page).getByRole("heading", { level: 2 })).toHaveText(store.sectionTitle);
      await expect(section(page)).toHaveAttribute("data-reviews-section", String(product.total));

      // Six rows, 5 to 0 stars, whose counts make the total, each read as one sentence.
      const rows = section(page).locator("[data-distribution]");
      await expect(rows).toHaveCount(6);
      const counts = await rows.evaluateAll((items) => items.map((item) => [Number(item.getAttribute("data-distribution")), Number(item.getAttribute("data-count"))]));
      expect(counts.map(([rating]) => rating)).toEqual([5, 4, 3, 2, 1, 0]);
      expect(counts.reduce((sum, [, count]) => sum + count, 0)).toBe(product.total);
      await expect(rows.first()).toContainText(store.row(5, counts[0][1]));

      // The newest five, each with its stars said in words, its author and date; the structured data lists them.
      await expect(reviewItems(page)).toHaveCount(5);
      const first = reviewItems(page).first().locator("article");
      await expect(first.getByRole("img")).toHaveAccessibleName(/\d/);
      await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\d/);
      expect((await productLd(page))?.review).toHaveLength(5);
      await expect(section(page).getByRole("link", { name: store.write })).toHaveAttribute("href", `${store.base}/user/reviews/write?sku=${encodeURIComponent(product.sku)}`);

      // Ten more, in place: the same document and address, the focus on the first one added.
      await page.evaluate(() => Object.assign(window, { __reviewsSameDocument: true }));
      const url = page.url();
      await expect(section(page)).toHaveAttribute("data-interactive", "true");
      await section(page).getByRole("link", { name: store.more }).click();
      await expect(reviewItems(page)).toHaveCount(Math.min(product.total, 15));
      await expect(reviewItems(page).nth(5).locator("article")).toBeFocused();
      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => (window as { __reviewsSameDocument?: boolean }).__reviewsSameDocument)).toBe(true);
      if (product.total <= 15) await expect(section(page).getByRole("link", { name: store.more })).toHaveCount(0);

      // A listing's cards: the stars and the count, said once.
      await page.goto(`${store.base}${store.listing}`);
      await waitForHydration(page);
      const rated = page.locator("[data-listing] [data-sku] p[role=img]");
      await expect(rated.first()).toBeVisible();
      await expect(rated.first()).toHaveAccessibleName(store.rated);
    });

    test("a customer writes a review with the editor: awaiting moderation, then published once approved; the write page then shows it", async ({ page }) => {
      const product = unreviewed(await catalogue(page, store.base), 0);
      await signedInCustomer(page, store.base, "reviews-writer", "Camille");
      await page.goto(`${store.base}${product.path}`);
      await waitForHydration(page);
      await expect(section(page).locator("[data-reviews-empty]")).toHaveText(store.empty);
      // The section hydrates after the rest of the page, once the browser is idle.
      await expect(section(page)).toHaveAttribute("data-interactive", "true");
      await section(page).getByRole("link", { name: store.write }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${store.base}/user/reviews/write` && url.searchParams.get("sku") === product.sku);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.writeTitle);
      const editor = page.getByRole("textbox", { name: store.comment });
      await expect(page.locator("[data-rich-text-editor]")).toBeVisible();

      // Sent empty: the summary says what is missing and takes the focus.
      await page.getByRole("button", { name: store.send }).click();
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(store.errors(3));

      await page.getByLabel(store.stars(4), { exact: true }).check();
      await page.getByLabel(store.title).fill("Une note de tête lumineuse");
      await editor.click();
      await page.keyboard.type("Très ");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("fraîche");
      await page.keyboard.press("Control+b");
      await page.keyboard.type(" et tenace.");
      await expect(page.getByRole("button", { name: store.bold })).toHaveAttribute("aria-pressed", "false");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: store.bullets }).click();
      await expect(page.getByRole("button", { name: store.bullets })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type("en diffuseur");
      await page.keyboard.press("Enter");
      await page.keyboard.type("en roll-on");
      await page.getByRole("button", { name: store.send }).click();

      await expect(page).toHaveURL((url) => url.pathname === `${store.base}/user/reviews` && url.searchParams.get("written") === "1");
      await expect(page.locator("[data-review-written]")).toContainText(store.written);
      const mine = page.locator(`[data-my-review][data-sku="${product.sku}"]`);
      await expect(mine.locator("[data-review-status]")).toHaveText(store.pending);
      await expect(mine.locator("[data-review-body] strong")).toHaveText("fraîche");
      await expect(mine.locator("[data-review-body] li")).toHaveText(["en diffuseur", "en roll-on"]);
      const written = await myReview(page, store.base, product.sku);
      expect(written.status).toBe("PENDING");

      // Not on the product's page while it waits.
      await page.goto(`${store.base}${product.path}`);
      await expect(section(page).locator("[data-reviews-empty]")).toBeVisible();
      await expect(section(page).locator("[data-review]")).toHaveCount(0);

      // Approved by the operator: the page shows it (stored pages follow the announcement), its markup kept.
      await admin("review", "approve", written.id);
      await expect(async () => {
        await page.reload();
        await expect(section(page).locator(`[data-review="${written.id}"]`)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const shown = section(page).locator(`[data-review="${written.id}"]`);
      await expect(shown.getByRole("heading")).toHaveText("Une note de tête lumineuse");
      await expect(shown.locator("[data-review-body] strong")).toHaveText("fraîche");
      await expect(shown.locator("[data-review-body] li")).toHaveText(["en diffuseur", "en roll-on"]);
      await expect(shown).toContainText("Camille M.");
      await waitForHydration(page);

      // One review per product: the write page shows it, with its status, instead of the form.
      await page.goto(`${store.base}/user/reviews/write?sku=${encodeURIComponent(product.sku)}`);
      await waitForHydration(page);
      await expect(page.locator("[data-already-reviewed]")).toContainText(store.already);
      await expect(page.locator("[data-already-reviewed] [data-review-status]")).toHaveText(store.published);
      await expect(page.locator('form[data-form="review"]')).toHaveCount(0);
    });

    test("reviews carrying script, handlers and foreign content run nothing and load nothing, on the product page and in the account", async ({ page, browser }) => {
      const product = unreviewed(await catalogue(page, store.base), 1);
      const origin = new URL(test.info().project.use.baseURL!).host;
      // The battery, a few payloads a review (title and comment), each review by a customer of its own.
      const groups: { title: string; comment: string }[] = [];
      for (let index = 0; index < XSS_PAYLOADS.length; index += 6) {
        const chunk = XSS_PAYLOADS.slice(index, index + 6);
        groups.push({ title: `<img src=x onerror=alert(1)> ${chunk[0].name}`.slice(0, 120), comment: `<p>Test ${index}</p>${chunk.map((payload) => payload.html).join("")}` });
      }
      const ids: string[] = [];
      let lastAuthor: { page: Page; close: () => Promise<void> } | null = null;
      for (const [index, group] of groups.entries()) {
        const author = await authorIn(browser, `reviews-xss-${index}`, store.base);
        const { createProductReview } = await graphql<{ createProductReview: { success: boolean; errorCode: string | null; review: { id: string } | null } }>(
          author.page,
          store.base,
          "mutation Write($input: CreateProductReviewInput!) { createProductReview(input: $input) { success errorCode review { id } } }",
          { input: { sku: product.sku, rating: 3, title: group.title, comment: group.comment } },
        );
        expect(createProductReview.errorCode).toBeNull();
        ids.push(createProductReview.review!.id);
        if (lastAuthor) await lastAuthor.close();
        lastAuthor = author;
      }
      await admin("review", "approve", ...ids);

      const dialogs: string[] = [];
      const foreign: string[] = [];
      for (const watched of [page, lastAuthor!.page]) {
        watched.on("dialog", (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        watched.on("request", (request) => {
          const url = new URL(request.url());
          if (!["http:", "https:", "data:", "blob:"].includes(url.protocol) || ((url.protocol === "http:" || url.protocol === "https:") && url.host !== origin)) foreign.push(request.url());
        });
      }
      const checkBodies = async (at: Page, count: number) => {
        const bodies = at.locator("[data-review-body]");
        await expect(bodies).toHaveCount(count);
        const found = await bodies.evaluateAll((elements) =>
          elements.flatMap((element) =>
            [...element.querySelectorAll("*")].flatMap((inner) => [
              ...(["P", "BR", "STRONG", "EM", "UL", "OL", "LI"].includes(inner.tagName) ? [] : [`<${inner.tagName.toLowerCase()}>`]),
              ...[...inner.attributes].map((attribute) => `${inner.tagName.toLowerCase()}[${attribute.name}]`),
            ]),
          ),
        );
        expect(found, "elements outside the allow-list or attributes inside review bodies").toEqual([]);
      };

      await expect(async () => {
        await page.goto(`${store.base}${product.path}`);
        await expect(section(page).locator("[data-review]")).toHaveCount(groups.length, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await waitForHydration(page);
      await checkBodies(page, groups.length);
      await expect(page.locator("section#reviews [data-review] :is(script, svg, iframe, object, embed, style, form)")).toHaveCount(0);
      // The only pictures of the reviews are their stars.
      expect(await page.locator("section#reviews [data-review] img").evaluateAll((images) => images.map((image) => image.getAttribute("src")).filter((src) => !src?.startsWith("/images/icons/star")))).toEqual([]);
      // The structured data carries the comments as text only.
      for (const review of (await productLd(page))?.review ?? []) expect(review.reviewBody).not.toMatch(/<\w/);

      // Its author's account shows theirs the same way.
      await lastAuthor!.page.goto(`${store.base}/user/reviews`);
      await waitForHydration(lastAuthor!.page);
      await checkBodies(lastAuthor!.page, 1);
      await expect(lastAuthor!.page.locator("[data-my-reviews] script, [data-my-reviews] svg, [data-my-reviews] iframe")).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(dialogs, "dialogs opened").toEqual([]);
      expect(foreign, "requests to another host").toEqual([]);
      await lastAuthor!.close();
    });
  });
}

/** A customer of their own in a browser context of their own (the API's limits count per customer and per address). */
async function authorIn(browser: Browser, tag: string, base: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await ownClientAddress(page);
  await signedInCustomer(page, base, tag);
  return { page, close: () => context.close() };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });
  const store = STORES[0];

  test("“Show more reviews” is a page with ten more; the form posts plain text", async ({ page }) => {
    const products = await catalogue(page, store.base);
    const product = withManyReviews(products);
    await page.goto(`${store.base}${product.path}`);
    await expect(reviewItems(page)).toHaveCount(5);
    await section(page).getByRole("link", { name: store.more }).click();
    await expect(page).toHaveURL((url) => url.pathname === product.path && url.searchParams.get("reviews") === "15");
    await expect(reviewItems(page)).toHaveCount(Math.min(product.total, 15));

    const target = unreviewed(products, 2);
    await signedInCustomer(page, store.base, "reviews-nojs");
    await page.goto(`/user/reviews/write?sku=${encodeURIComponent(target.sku)}`);
    await expect(page.locator('form[data-form="review"] textarea[name="comment"]')).toBeVisible();
    // Refused without a rating: the values come back.
    await page.getByLabel(store.title).fill("Parfait en diffusion");
    await page.getByLabel(store.comment).fill("Première ligne.\n\nSecond paragraphe.");
    await page.getByRole("button", { name: store.send }).click();
    await expect(page.locator("[data-error-summary]")).toContainText(store.errors(1));
    await expect(page.getByLabel(store.title)).toHaveValue("Parfait en diffusion");
    await page.getByLabel(store.stars(5), { exact: true }).check();
    await page.getByRole("button", { name: store.send }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/user/reviews" && url.searchParams.get("written") === "1");
    await expect(page.locator("[data-review-written]")).toContainText(store.written);
    const review = await myReview(page, store.base, target.sku);
    expect(review.status).toBe("PENDING");
    expect(review.comment).toContain("<p>Première ligne.</p>");
    await expect(page.locator(`[data-my-review][data-sku="${target.sku}"] [data-review-body] p`)).toHaveCount(2);
  });
});
