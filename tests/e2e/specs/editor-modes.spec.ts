import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Browser, type Page, type Response } from "@playwright/test";
import { DEMO_CUSTOMER, PHONE_WIDTH, expect, signIn, test, waitForHydration } from "./fixtures.ts";
import { ownClientAddress } from "./customer-kit.ts";

/**
 * Editor modes (contribution mode is on for the end-to-end server: playwright.config.ts): an editor
 * signs in on `/staff`, edits drafts of content pages, previews them with x-ray on, and publishes
 * them; visitors see published content only, and a page shown in preview is never stored nor
 * served from the page cache. Both stores, on a desktop and at a phone's width; every page passes
 * axe (fixtures.ts). Screenshots for review go to /tmp/shots-editor/.
 */

const SHOTS = "/tmp/shots-editor";
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
const PASSWORD = "lavande fine de haute-provence";
let sequence = 0;

/** A new editor (`npm run admin -- staff add … --role editor`, the password piped on standard input). */
async function addEditor(name: string): Promise<string> {
  const email = `editor-${process.pid}-${Date.now().toString(36)}-${sequence++}@example.test`;
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      "npm",
      ["run", "--silent", "admin", "--", "staff", "add", email, "--role", "editor", "--name", name],
      { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve()),
    );
    child.stdin?.end(PASSWORD);
  });
  return email;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const stores = [
  {
    prefix: "",
    lang: "fr-FR",
    // A published page no other spec reads the text of; its first paragraph is the second block.
    page: { identifier: "legal-notice", path: "/mentions-legales", title: "Mentions légales", published: "Ce site est une boutique de démonstration" },
    t: {
      staff: "Espace équipe",
      email: "Adresse e-mail",
      password: "Mot de passe",
      signIn: "Se connecter",
      signedInAs: "Vous êtes connecté(e) en tant que",
      toolbar: "Outils d'édition",
      preview: "Aperçu",
      xray: "Rayons X",
      contentPages: "Pages de contenu",
      editThis: "Modifier cette page",
      signOut: "Se déconnecter",
      editTitle: (title: string) => `Modifier « ${title} »`,
      save: "Enregistrer le brouillon",
      publish: "Publier maintenant",
      saved: "Brouillon enregistré.",
      published: "Page publiée",
      title: "Titre",
      text: "Texte",
      block: (number: number, type: string) => `Bloc ${number} : ${type}`,
      anyBlock: /^Bloc \d+ : /,
      paragraph: "Paragraphe",
      faq: "Question et réponse",
      addType: "Type du bloc à ajouter",
      add: "Ajouter le bloc",
      question: "Question",
      answer: "Réponse",
      up: "Monter",
      errorsTitle: /problème/,
      draftMark: "(brouillon)",
      cmsPage: "Page de contenu",
      product: "Produit",
      category: "Catégorie",
      edit: "Modifier",
      previewNote: "Aperçu : cette page montre les brouillons",
    },
  },
  {
    prefix: "/en",
    lang: "en-GB",
    page: { identifier: "privacy-cookies", path: "/privacy-and-cookies", title: "Privacy & cookies", published: "We only collect the data needed for your orders" },
    t: {
      staff: "Staff area",
      email: "E-mail address",
      password: "Password",
      signIn: "Sign in",
      signedInAs: "Signed in as",
      toolbar: "Editor tools",
      preview: "Preview",
      xray: "X-ray",
      contentPages: "Content pages",
      editThis: "Edit this page",
      signOut: "Sign out",
      editTitle: (title: string) => `Edit “${title}”`,
      save: "Save draft",
      publish: "Publish now",
      saved: "Draft saved.",
      published: "Page published",
      title: "Title",
      text: "Text",
      block: (number: number, type: string) => `Block ${number}: ${type}`,
      anyBlock: /^Block \d+: /,
      paragraph: "Paragraph",
      faq: "Question and answer",
      addType: "Type of block to add",
      add: "Add block",
      question: "Question",
      answer: "Answer",
      up: "Move up",
      errorsTitle: /problem/,
      draftMark: "(draft)",
      cmsPage: "Content page",
      product: "Product",
      category: "Category",
      edit: "Edit",
      previewNote: "Preview: this page shows drafts",
    },
  },
] as const;

type Store = (typeof stores)[number];

/** Signs in on the store's staff page, as an editor would: the form, then the session's panel. */
async function signInOnStaffPage(page: Page, store: Store, email: string) {
  const response = await page.goto(`${store.prefix}/staff`);
  expect(response?.headers()["cache-control"]).toBe("max-age=0, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.t.staff);
  await waitForHydration(page);
  await page.getByLabel(store.t.email, { exact: true }).fill(email);
  await page.getByLabel(store.t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: store.t.signIn }).click();
  await expect(page.locator("[data-staff-name]")).toContainText(store.t.signedInAs);
}

const toolbarOf = (page: Page, store: Store) => page.getByRole("region", { name: store.t.toolbar });

/** Switches an editor mode from the toolbar; the page loads again with it. */
async function switchMode(page: Page, store: Store, mode: "preview" | "xray", on: boolean) {
  const button = toolbarOf(page, store).getByRole("button", { name: mode === "preview" ? store.t.preview : store.t.xray });
  await expect(button).toHaveAttribute("aria-pressed", String(!on));
  await Promise.all([page.waitForEvent("load"), button.click()]);
  await expect(toolbarOf(page, store).getByRole("button", { name: mode === "preview" ? store.t.preview : store.t.xray })).toHaveAttribute("aria-pressed", String(on));
}

/** A visitor's own browser: no staff session, no shopper's session. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A page answered for the editor alone: never kept by any cache, never the page cache's copy. */
function expectNeverStored(response: Response | null, what: string) {
  expect(response?.status(), what).toBe(200);
  expect(response?.headers()["cache-control"], what).toBe("max-age=0, no-store");
  expect(response?.headers()["x-page-cache"], what).not.toBe("hit");
}

for (const store of stores) {
  test.describe(`${store.lang} store`, () => {
    test("an editor edits a draft, previews it with x-ray on while visitors keep the published page, and publishes it", async ({ page, browser }) => {
      test.setTimeout(180_000);
      const { t } = store;
      const marker = `${store.lang === "fr-FR" ? "Texte révisé" : "Revised text"} ${Date.now().toString(36)}`;
      const email = await addEditor(store.lang === "fr-FR" ? "Camille Éditrice" : "Alex Editor");
      await signInOnStaffPage(page, store, email);
      // Contribution mode is on: the editor's bar is on the page, both modes off.
      const toolbar = toolbarOf(page, store);
      await expect(toolbar).toBeVisible();
      await expect(toolbar.getByRole("button", { name: t.preview })).toHaveAttribute("aria-pressed", "false");
      await expect(toolbar.getByRole("button", { name: t.xray })).toHaveAttribute("aria-pressed", "false");
      await shot(page, `${store.lang}-staff-desktop`);

      // The content pages, then the page's editor.
      await page.getByRole("main").getByRole("link", { name: t.contentPages }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contentPages);
      const row = page.locator(`tr[data-page="${store.page.identifier}"]`);
      await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "PUBLISHED");
      await row.getByRole("link", { name: store.page.title }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.editTitle(store.page.title));
      await waitForHydration(page);

      // A refusal of the API shows on its field, with the error summary.
      const title = page.getByRole("textbox", { name: t.title, exact: true });
      await title.fill("");
      await page.getByRole("button", { name: t.save }).click();
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(page.getByRole("textbox", { name: t.title, exact: true })).toHaveAttribute("aria-invalid", "true");
      await page.getByRole("textbox", { name: t.title, exact: true }).fill(store.page.title);

      // The first paragraph rewritten; a question and its answer added, then moved up one.
      await page.getByRole("group", { name: t.block(2, t.paragraph) }).getByLabel(t.text).fill(marker);
      const before = await page.getByRole("group", { name: t.anyBlock }).count();
      await page.getByLabel(t.addType).selectOption({ label: t.faq });
      await page.getByRole("button", { name: t.add }).click();
      const added = page.getByRole("group", { name: t.block(before + 1, t.faq) });
      await expect(added).toBeFocused();
      await added.getByLabel(t.question).fill(`${marker} ?`);
      await added.getByLabel(t.answer).fill(marker);
      await added.getByRole("button", { name: new RegExp(`^${t.up}`) }).click();
      await expect(page.getByRole("group", { name: t.block(before, t.faq) })).toBeFocused();
      await expect(page.getByRole("group", { name: t.block(2, t.paragraph) }).getByLabel(t.text)).toHaveValue(marker);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.locator("[data-editor-done]")).toContainText(t.saved);
      await expect(page.locator("[data-editor-draft]")).toHaveAttribute("data-editor-draft", "yes");
      await expect(page.getByRole("link", { name: new RegExp(t.draftMark.replace(/[()]/g, "\\$&")) })).toHaveAttribute("aria-current", "page");
      await shot(page, `${store.lang}-editor-desktop`);

      // A visitor still gets the published version.
      const visitor = await visitorPage(browser);
      await visitor.goto(`${store.prefix}${store.page.path}`);
      await expect(visitor.getByRole("main")).toContainText(store.page.published);
      await expect(visitor.getByRole("main")).not.toContainText(marker);

      // Preview and x-ray on: the editor sees the draft, each piece of content outlined and labelled.
      await switchMode(page, store, "preview", true);
      await switchMode(page, store, "xray", true);
      const draftPage = await page.goto(`${store.prefix}${store.page.path}`);
      expectNeverStored(draftPage, "the draft in preview");
      await expect(page.getByRole("main")).toContainText(marker);
      await expect(page.getByRole("main")).not.toContainText(store.page.published);
      await expect(toolbarOf(page, store).locator("[data-preview-note]")).toContainText(t.previewNote);
      await waitForHydration(page);
      const article = page.locator(`[data-content="cms-page:${store.page.identifier}"]`);
      await expect(article).toHaveCSS("outline-style", "dashed");
      const label = page.locator(`[data-xray-label="cms-page:${store.page.identifier}"]`);
      await expect(label).toContainText(t.cmsPage);
      await expect(label).toContainText(store.page.identifier);
      await expect(label.getByRole("link", { name: `${t.edit} ${t.cmsPage} ${store.page.identifier}` })).toHaveAttribute("href", `${store.prefix}/staff/pages/${store.page.identifier}`);
      await expect(toolbarOf(page, store).getByRole("link", { name: t.editThis })).toHaveAttribute("href", `${store.prefix}/staff/pages/${store.page.identifier}`);
      await shot(page, `${store.lang}-xray-desktop`);
      await page.locator("[data-editor-toolbar]").screenshot({ path: path.join(SHOTS, `${store.lang}-toolbar-desktop.png`) });

      // Products and categories are labelled too, their edit links from the configuration.
      const productPage = await page.goto(`${store.prefix}/product/HE-LAVANDE-FINE`);
      expectNeverStored(productPage, "a product page for the editor");
      await waitForHydration(page);
      const product = page.locator('[data-xray-label="product:HE-LAVANDE-FINE"]').first();
      await expect(product).toContainText(t.product);
      await expect(product.getByRole("link")).toHaveAttribute("href", "https://pim.example.com/products/HE-LAVANDE-FINE");
      await page.goto(`${store.prefix}/category/3`);
      await waitForHydration(page);
      await expect(page.locator('[data-xray-label="category:3"]').getByRole("link")).toHaveAttribute("href", "https://pim.example.com/categories/3");
      await expect(page.locator('[data-xray-label^="product:"]').first()).toBeVisible();
      await shot(page, `${store.lang}-xray-category-desktop`);

      // The same on a phone: the bar wraps above the page, the labels stay within it.
      await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
      await page.goto(`${store.prefix}${store.page.path}`);
      await waitForHydration(page);
      await expect(page.locator(`[data-xray-label="cms-page:${store.page.identifier}"]`)).toBeVisible();
      await shot(page, `${store.lang}-xray-phone`);
      await page.goto(`${store.prefix}/category/3`);
      await waitForHydration(page);
      await expect(page.locator('[data-xray-label="category:3"]')).toBeVisible();
      await shot(page, `${store.lang}-xray-category-phone`);
      await page.goto(`${store.prefix}/staff`);
      await shot(page, `${store.lang}-staff-phone`);
      await page.goto(`${store.prefix}/staff/pages/${store.page.identifier}`);
      await waitForHydration(page);
      await shot(page, `${store.lang}-editor-phone`);
      await page.setViewportSize({ width: 1280, height: 720 });

      // The visitor, again: nothing of the preview reached them, nor a cache on their way.
      await visitor.goto(`${store.prefix}${store.page.path}`);
      await expect(visitor.getByRole("main")).toContainText(store.page.published);
      await expect(visitor.getByRole("main")).not.toContainText(marker);
      await expect(visitor.locator("[data-editor-toolbar], [data-xray-layer]")).toHaveCount(0);
      expect(JSON.parse((await visitor.locator("#page-settings").textContent()) ?? "{}")).not.toHaveProperty("contributor");

      // Published from the page itself ("edit this page"): the visitor sees the new version.
      await page.goto(`${store.prefix}${store.page.path}`);
      await toolbarOf(page, store).getByRole("link", { name: t.editThis }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.editTitle(store.page.title));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.publish }).click();
      await expect(page.locator("[data-editor-done]")).toContainText(t.published);
      await expect(page.locator("[data-editor-state] [data-status]")).toHaveAttribute("data-status", "PUBLISHED");
      await expect(page.locator("[data-editor-draft]")).toHaveAttribute("data-editor-draft", "no");
      await visitor.reload();
      await expect(visitor.getByRole("main")).toContainText(marker);
      await visitor.context().close();

      // Signing out ends the tools.
      await Promise.all([page.waitForEvent("load"), toolbarOf(page, store).getByRole("button", { name: t.signOut }).click()]);
      await expect(page.getByRole("button", { name: t.signIn })).toBeVisible();
      await expect(page.locator("[data-editor-toolbar]")).toHaveCount(0);
    });
  });
}

// Both tests use the seeded unpublished landing page, and the first publishes it for a while: they
// run one after the other, in one worker, whatever the file's parallelism.
test.describe("the unpublished spring 2027 landing page", () => {
  test.describe.configure({ mode: "default" });

  test("the unpublished landing page: a 404 for visitors, shown to the editor in preview, scheduled, published, then taken off again", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const [fr] = stores;
    const marker = `Récolte confirmée ${Date.now().toString(36)}`;
    const email = await addEditor("Dominique Éditeur");
    const visitor = await visitorPage(browser);
    for (const path of ["/landing/printemps-2027", "/en/landing/spring-2027"]) {
      expect((await visitor.goto(path))?.status(), path).toBe(404);
    }

    await signInOnStaffPage(page, fr, email);
    // Preview switched on from the staff page itself.
    await Promise.all([page.waitForEvent("load"), page.getByRole("main").getByRole("button", { name: fr.t.preview }).click()]);
    await expect(page.getByRole("main").getByRole("button", { name: fr.t.preview })).toHaveAttribute("aria-pressed", "true");
    for (const [path, heading] of [
      ["/landing/printemps-2027", "Collection de printemps 2027"],
      ["/en/landing/spring-2027", "Spring collection 2027"],
    ]) {
      expectNeverStored(await page.goto(path), path);
      await expect(page.locator('[data-layout="landing"]')).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }

    await page.goto("/staff/pages");
    const row = page.locator('tr[data-page="printemps-2027"]');
    await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "UNPUBLISHED");
    await row.getByRole("link").click();
    await waitForHydration(page);
    await page.getByRole("group", { name: fr.t.block(2, fr.t.paragraph) }).getByLabel(fr.t.text).fill(marker);

    // Scheduled a year ahead (Paris time): still a 404 for visitors.
    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel(/Date de publication/).fill(`${nextYear}-04-15T09:30`);
    await page.getByRole("button", { name: "Programmer la publication" }).click();
    await expect(page.locator("[data-editor-done]")).toContainText("Publication programmée");
    await expect(page.locator("[data-editor-state] [data-status]")).toHaveAttribute("data-status", "SCHEDULED");
    await expect(page.locator("[data-editor-state]")).toContainText(`15 avr. ${nextYear}`);
    await expect(page.locator("[data-editor-state]")).toContainText("09:30");
    expect((await visitor.goto("/landing/printemps-2027"))?.status()).toBe(404);

    // Published now: visitors of both stores get it.
    await page.getByRole("button", { name: fr.t.publish }).click();
    await expect(page.locator("[data-editor-done]")).toContainText(fr.t.published);
    expect((await visitor.goto("/landing/printemps-2027"))?.status()).toBe(200);
    await expect(visitor.getByRole("main")).toContainText(marker);
    expect((await visitor.goto("/en/landing/spring-2027"))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Spring collection 2027");

    // Taken off the shop again (the seed's state): a 404 for visitors once more.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Retirer de la boutique" }).click();
    await expect(page.locator("[data-editor-done]")).toContainText("Page retirée de la boutique");
    expect((await visitor.goto("/landing/printemps-2027"))?.status()).toBe(404);
    await visitor.context().close();
  });

  test("a page rendered in preview is never stored: the editor's answers are no-store and never the page cache's, the visitor's never the preview", async ({ page, browser }) => {
    const [fr] = stores;
    const email = await addEditor("Sacha Relecteur");
    await signInOnStaffPage(page, fr, email);
    await Promise.all([page.waitForEvent("load"), page.getByRole("main").getByRole("button", { name: fr.t.preview }).click()]);
    const visitor = await visitorPage(browser);
    // The unpublished page, asked over and over by both: the editor's answers are rendered for them
    // each time; the visitor's, stored or not, are the 404 page.
    for (let round = 0; round < 3; round++) {
      const mine = await page.request.get("/landing/printemps-2027");
      expect(mine.status()).toBe(200);
      expect(mine.headers()["cache-control"]).toBe("max-age=0, no-store");
      expect(mine.headers()["x-page-cache"]).not.toBe("hit");
      const theirs = await visitor.request.get("/landing/printemps-2027");
      expect(theirs.status()).toBe(404);
      expect(await theirs.text()).not.toContain("Collection de printemps 2027");
    }
    // A published page the visitor has in the page cache is not what the editor is given, nor the other way round.
    for (let round = 0; round < 2; round++) await visitor.request.get("/faq");
    const stored = await visitor.request.get("/faq");
    expect(stored.headers()["x-page-cache"]).toBe("hit");
    const fresh = await page.request.get("/faq");
    expect(fresh.headers()["x-page-cache"]).not.toBe("hit");
    expect(fresh.headers()["cache-control"]).toBe("max-age=0, no-store");
    expect(await fresh.text()).toContain("data-editor-toolbar");
    expect(await (await visitor.request.get("/faq")).text()).not.toContain("data-editor-toolbar");
    await visitor.context().close();
  });
});

test("visitors and customers: the staff's screens are the sign-in page, and the editor's operations are refused without a change", async ({ page }) => {
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    page.request.post("/graphql", { headers: { "x-graphql-csrf": "1" }, data: { query, variables } }).then((response) => response.json());
  const refusedEverything = async (who: string) => {
    for (const path of ["/staff/pages", "/en/staff/pages/about-us?locale=fr-FR"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), `${who} ${path}`).toHaveText(path.startsWith("/en") ? "Staff area" : "Espace équipe");
      await expect(page.getByRole("button", { name: path.startsWith("/en") ? "Sign in" : "Se connecter" })).toBeVisible();
    }
    for (const [field, query] of [
      ["setPreviewMode", "mutation { setPreviewMode(enabled: true) { success } }"],
      ["saveCmsPageDraft", 'mutation { saveCmsPageDraft(input: { identifier: "faq", locale: "fr-FR", title: "Pirate", blocks: [{ type: "paragraph", text: "Pirate" }] }) { success } }'],
      ["publishCmsPage", 'mutation { publishCmsPage(identifier: "printemps-2027") { success } }'],
      ["cmsPagesForEditing", "{ cmsPagesForEditing { identifier } }"],
    ] as const) {
      const answer = await graphql(query);
      expect(answer.data?.[field] ?? null, `${who} ${field}`).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code, `${who} ${field}`).toBe("FORBIDDEN");
    }
    // The staff page's action too: a mode switched by a visitor leads to the sign-in form.
    const switched = await page.request.post("/staff", { form: { intent: "preview", enabled: "true", redirect: "/faq" }, maxRedirects: 0 });
    expect(switched.status()).toBe(303);
    expect(switched.headers().location).toBe("/staff?redirect=%2Ffaq");
    // Nothing was saved: the page as the shop shows it (printemps-2027 is the landing test's to publish and take off).
    const faq = await page.request.get("/faq");
    expect(await faq.text()).not.toContain("Pirate");
  };
  await refusedEverything("a visitor");
  await signIn(page);
  await refusedEverything(`a customer (${DEMO_CUSTOMER.email})`);
});

test("the staff sign-in says what is wrong, and when to try again after too many attempts", async ({ page }) => {
  test.setTimeout(60_000);
  const [, en] = stores;
  await ownClientAddress(page);
  const email = await addEditor("Robin Editor");
  await page.goto("/en/staff");
  await waitForHydration(page);
  await page.getByRole("button", { name: en.t.signIn }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toContainText("Enter your e-mail address.");
  await expect(page.getByLabel(en.t.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(en.t.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
  // Failures back off after a few free ones (1 s, then 2, 4…): wrong passwords sent in a row soon
  // meet the refusal; the form then says when to try again.
  let message = "";
  for (let round = 0; round < 10 && !/Too many attempts/.test(message); round++) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await page.request.post("/en/staff", { form: { intent: "login", email, password: `wrong password ${round}.${attempt}` } });
      if ((await answer.text()).includes("Too many attempts")) break;
    }
    await page.getByLabel(en.t.email, { exact: true }).fill(email);
    await page.getByLabel(en.t.password, { exact: true }).fill(`wrong password ${round}`);
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: en.t.signIn }).click()]);
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    message = (await summary.textContent()) ?? "";
  }
  expect(message).toMatch(/Too many attempts\. Please try again in \d+/);
  await expect(page.getByLabel(en.t.email, { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(en.t.password, { exact: true })).toHaveValue("");
});
