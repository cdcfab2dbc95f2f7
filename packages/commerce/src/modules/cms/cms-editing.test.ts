import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { DEMO_CUSTOMER, LOGIN, dialects, gql, sessionCookie, sha256 } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";
import { type TestStaffMember, addStaff, signInStaff } from "../staff/staff-test-kit.ts";
import { serialiseCmsBlocks } from "./blocks.ts";

/**
 * Editing content pages over the API, once per dialect (ADR 085): drafts, publication now and at
 * a date, unpublication; the editor's preview of drafts and unpublished pages, which no visitor
 * ever gets and no cache keeps; and the refusal of every editor field to anyone else.
 */

const EN: RequestOptions = { path: "/en/graphql" };

const PAGE_FIELDS = /* GraphQL */ `
  identifier layout status publishAt hasDraft updatedAt
  languages { locale urlKey url current { title metaTitle metaDescription updatedAt updatedBy blocks { type text } } draft { title metaTitle metaDescription updatedAt updatedBy blocks { type text level items href } } }
`;
const EDIT_RESULT = `success errorCode errorMessage field page { ${PAGE_FIELDS} }`;
const SAVE_DRAFT = `mutation SaveDraft($input: SaveCmsPageDraftInput!) { saveCmsPageDraft(input: $input) { ${EDIT_RESULT} } }`;
const DISCARD_DRAFT = `mutation Discard($identifier: ID!, $locale: String) { discardCmsPageDraft(identifier: $identifier, locale: $locale) { ${EDIT_RESULT} } }`;
const PUBLISH = `mutation Publish($identifier: ID!, $publishAt: String) { publishCmsPage(identifier: $identifier, publishAt: $publishAt) { ${EDIT_RESULT} } }`;
const UNPUBLISH = `mutation Unpublish($identifier: ID!) { unpublishCmsPage(identifier: $identifier) { ${EDIT_RESULT} } }`;
// The list as an editor's index asks it: no blocks (500 pages of blocks would cost over the API's limit).
const PAGES_FOR_EDITING = "query { cmsPagesForEditing { identifier layout status publishAt hasDraft updatedAt languages { locale url draft { title updatedBy } } } }";
const PAGE_FOR_EDITING = `query PageForEditing($identifier: ID!) { cmsPageForEditing(identifier: $identifier) { ${PAGE_FIELDS} } }`;
const SET_PREVIEW = "mutation SetPreview($enabled: Boolean!) { setPreviewMode(enabled: $enabled) { success errorCode modes { previewMode } } }";
const CMS_PAGE = "query CmsPage($identifier: ID!) { cmsPage(identifier: $identifier) { identifier title metaTitle url blocks { type text } } }";
const ROUTE = "query Route($url: String!) { route(url: $url) { type identifier cmsPage { identifier title } } }";

const EDITOR: TestStaffMember = { email: "edith.editor@example.test", name: "Édith Rédactrice", role: "editor", password: "an editor's long password" };
const SUPPORT: TestStaffMember = { email: "sasha.support@example.test", name: "Sasha", role: "support", password: "a support long password" };
const SUPPORT_TOKEN = "ebst_support-token-for-the-editing-tests-0123456789";
const EDITOR_TOKEN = "ebst_editor-token-for-the-editing-tests-9876543210";

/** A draft of a test page in one language. */
const draftInput = (identifier: string, locale: string, title: string, blocks: Record<string, unknown>[] = [{ type: "paragraph", text: `${title}: le texte.` }]) => ({
  input: { identifier, locale, title, metaTitle: `${title} | meta`, metaDescription: `Description de ${title}.`, blocks },
});

describe.each(dialects)("editing content pages on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let editor: string;
    let support: string;
    let customer: string;
    const db = () => api.commerce.database.db;
    const asEditor = (query: string, variables?: Record<string, unknown>, options: RequestOptions = {}) =>
      gql(api, query, variables, { ...options, headers: { cookie: editor, ...options.headers } });
    const asVisitor = (query: string, variables?: Record<string, unknown>, options?: RequestOptions) => gql(api, query, variables, options);

    let pages = 0;
    /** A new page of its own for a test (`main` at `/<fr key>` and `/en/<en key>`), published or not. */
    async function newPage(options: { active?: boolean } = {}): Promise<{ identifier: string; frKey: string; enKey: string }> {
      pages += 1;
      const identifier = `test-page-${pages}`;
      const now = nowIso();
      const { id } = await db()
        .insertInto("cms_page")
        .values({ identifier, layout: "main", is_active: options.active === false ? 0 : 1, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const language of ["fr", "en"] as const) {
        await db()
          .insertInto("cms_page_translation")
          .values({
            page_id: id,
            language,
            url_key: `${language}-test-page-${pages}`,
            title: `Publiée ${language} ${pages}`,
            meta_title: null,
            meta_description: `Version publiée ${language}.`,
            content: serialiseCmsBlocks([{ type: "paragraph", text: `Texte publié ${language}.` }]),
            updated_at: now,
          })
          .execute();
      }
      return { identifier, frKey: `fr-test-page-${pages}`, enKey: `en-test-page-${pages}` };
    }

    /** Everything editing could change: pages, versions, drafts, sessions' modes and the catalogue version. */
    const snapshot = async () => ({
      pages: await db().selectFrom("cms_page").selectAll().orderBy("id").execute(),
      translations: await db().selectFrom("cms_page_translation").selectAll().orderBy("page_id").orderBy("language").execute(),
      drafts: await db().selectFrom("cms_page_draft").selectAll().orderBy("page_id").orderBy("language").execute(),
      sessions: await db().selectFrom("staff_session").select(["token_hash", "preview_mode", "xray_mode"]).orderBy("token_hash").execute(),
      version: await api.commerce.services.catalogVersion.current(),
    });

    beforeAll(async () => {
      api = await startTestApi({
        dialect,
        env: { CONTRIBUTION_MODE: "on", STAFF_TOKENS: `support-bot:support:${sha256(SUPPORT_TOKEN)}, editor-bot:editor:${sha256(EDITOR_TOKEN)}` },
      });
      await addStaff(api, EDITOR);
      await addStaff(api, SUPPORT);
      [editor, support] = [await signInStaff(api, EDITOR), await signInStaff(api, SUPPORT)];
      customer = sessionCookie(await gql(api, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
    }, 60_000);
    afterAll(async () => {
      await api?.close();
    });

    it("refuses every editor query and mutation to a visitor, a customer and support staff with the generic FORBIDDEN, changing nothing", async () => {
      const page = await newPage();
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Brouillon gardé"));
      const operations: [string, string, Record<string, unknown>][] = [
        ["cmsPagesForEditing", PAGES_FOR_EDITING, {}],
        ["cmsPageForEditing", PAGE_FOR_EDITING, { identifier: page.identifier }],
        ["saveCmsPageDraft", SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Écrit par un intrus")],
        ["discardCmsPageDraft", DISCARD_DRAFT, { identifier: page.identifier }],
        ["publishCmsPage", PUBLISH, { identifier: page.identifier }],
        ["publishCmsPage", PUBLISH, { identifier: "printemps-2027", publishAt: new Date(Date.now() + 3600_000).toISOString() }],
        ["unpublishCmsPage", UNPUBLISH, { identifier: "about-us" }],
        ["setPreviewMode", SET_PREVIEW, { enabled: true }],
        ["setXRayMode", "mutation { setXRayMode(enabled: true) { success modes { xRayMode } } }", {}],
      ];
      const callers: [string, Record<string, string>][] = [
        ["a visitor", {}],
        ["a customer", { cookie: customer }],
        ["support staff", { cookie: support }],
        ["a support API token", { authorization: `Bearer ${SUPPORT_TOKEN}` }],
        ["a forged staff cookie", { cookie: `eb_staff=${"A".repeat(43)}` }],
      ];
      const before = await snapshot();
      for (const [caller, headers] of callers) {
        for (const [field, document, variables] of operations) {
          const response = await gql(api, document, variables, { headers });
          const context = `${field} by ${caller}`;
          expect(response.status, context).toBe(200);
          expect(response.body.data, context).toEqual({ [field]: null });
          expect(response.body.errors, context).toEqual([
            expect.objectContaining({ message: "Réservé au personnel de la boutique.", path: [field], extensions: expect.objectContaining({ code: "FORBIDDEN" }) }),
          ]);
          expect(response.text, context).not.toContain("Brouillon gardé");
        }
      }
      expect(await snapshot(), "nothing changed").toEqual(before);
      const english = await gql(api, PUBLISH, { identifier: page.identifier }, { ...EN, headers: { cookie: customer } });
      expect(english.body.errors[0].message).toBe("Reserved for the shop's staff.");
    });

    it("saves a draft for the editor only: visitors keep the published version; it names who saved it", async () => {
      const page = await newPage();
      const { input } = draftInput(page.identifier, "fr-FR", "Nouvelle version", [
        // Fields a block's type does not have may come as null, as GraphQL clients send them.
        { type: "heading", level: 2, text: "Un titre", items: null, href: null },
        { type: "list", items: ["un", "deux"], ordered: null },
        { type: "link", text: "Voir", href: "/a-propos" },
      ]);
      const saved = await asEditor(SAVE_DRAFT, { input: { ...input, title: "  Nouvelle version  ", metaTitle: "  " } });
      expect(saved.headers.get("cache-control")).toBe("max-age=0, no-store");
      const result = saved.body.data.saveCmsPageDraft;
      expect(result).toMatchObject({ success: true, errorCode: null, field: null, page: { identifier: page.identifier, status: "PUBLISHED", hasDraft: true } });
      const [french, english] = result.page.languages;
      expect(french).toMatchObject({
        locale: "fr-FR",
        urlKey: page.frKey,
        url: `/${page.frKey}`,
        current: { title: expect.stringMatching(/^Publiée fr/), updatedBy: null },
        draft: {
          title: "Nouvelle version",
          metaTitle: null,
          metaDescription: "Description de Nouvelle version.",
          updatedBy: EDITOR.name,
          blocks: [
            { type: "heading", level: 2, text: "Un titre", items: null, href: null },
            { type: "list", level: null, text: null, items: ["un", "deux"], href: null },
            { type: "link", level: null, text: "Voir", items: null, href: "/a-propos" },
          ],
        },
      });
      expect(english).toMatchObject({ locale: "en-GB", draft: null });

      const visitor = await asVisitor(CMS_PAGE, { identifier: page.identifier });
      expect(visitor.body.data.cmsPage.title).toMatch(/^Publiée fr/);
      expect(visitor.text).not.toContain("Nouvelle version");
      const listed = (await asEditor(PAGES_FOR_EDITING)).body.data.cmsPagesForEditing;
      expect(listed[0]).toMatchObject({ identifier: page.identifier, hasDraft: true });
      expect(listed.find((each: { identifier: string }) => each.identifier === "printemps-2027")).toMatchObject({ status: "UNPUBLISHED", layout: "landing", publishAt: null });
      expect((await asEditor(PAGE_FOR_EDITING, { identifier: "nope" })).body.data.cmsPageForEditing).toBeNull();
    });

    it("refuses an invalid draft, naming the field at fault, in the store's language, and keeps nothing", async () => {
      const page = await newPage();
      const paragraph = { type: "paragraph", text: "Un paragraphe." };
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ title: "   " }, "title", "Contenu non valide (title) : ce champ ne peut pas être vide.", "Invalid content (title): this field cannot be empty."],
        [{ title: "t".repeat(201) }, "title", "Contenu non valide (title) : 200 caractères au plus.", "Invalid content (title): at most 200 characters."],
        [{ metaTitle: "m".repeat(201) }, "metaTitle", "Contenu non valide (metaTitle) : 200 caractères au plus.", "Invalid content (metaTitle): at most 200 characters."],
        [{ metaDescription: "d".repeat(501) }, "metaDescription", "Contenu non valide (metaDescription) : 500 caractères au plus.", "Invalid content (metaDescription): at most 500 characters."],
        [{ blocks: [] }, "blocks", "Contenu non valide (blocks) : ce champ ne peut pas être vide.", "Invalid content (blocks): this field cannot be empty."],
        [
          { blocks: [paragraph, paragraph, paragraph, { type: "paragraph", text: " " }] },
          "blocks.3.text",
          "Contenu non valide (blocks.3.text) : ce champ ne peut pas être vide.",
          "Invalid content (blocks.3.text): this field cannot be empty.",
        ],
        [
          { blocks: [paragraph, { type: "video", src: "/media/x.mp4" }] },
          "blocks.1.type",
          "Contenu non valide (blocks.1.type) : type de bloc inconnu (heading, paragraph, list, image, faq ou link).",
          "Invalid content (blocks.1.type): unknown block type (heading, paragraph, list, image, faq or link).",
        ],
        [
          { blocks: [{ type: "link", text: "Ailleurs", href: "//evil.example/phish" }] },
          "blocks.0.href",
          "Contenu non valide (blocks.0.href) : un chemin de la boutique commençant par « / » est attendu (ou, pour une image, une adresse https).",
          "Invalid content (blocks.0.href): a path in the shop starting with “/” is expected (or, for an image, an https address).",
        ],
        [
          { blocks: [{ type: "image", src: "http://tracker.example/pixel.gif", alt: "" }] },
          "blocks.0.src",
          "Contenu non valide (blocks.0.src) : un chemin de la boutique commençant par « / » est attendu (ou, pour une image, une adresse https).",
          "Invalid content (blocks.0.src): a path in the shop starting with “/” is expected (or, for an image, an https address).",
        ],
        [
          { blocks: [{ type: "list", items: ["un", ""] }] },
          "blocks.0.items.1",
          "Contenu non valide (blocks.0.items.1) : ce champ ne peut pas être vide.",
          "Invalid content (blocks.0.items.1): this field cannot be empty.",
        ],
        [
          { blocks: [{ type: "heading", level: 7, text: "Trop profond" }] },
          "blocks.0.level",
          "Contenu non valide (blocks.0.level) : valeur hors des limites permises.",
          "Invalid content (blocks.0.level): value out of the allowed range.",
        ],
        [
          { blocks: [{ type: "paragraph", text: "x".repeat(10_001) }] },
          "blocks.0.text",
          "Contenu non valide (blocks.0.text) : 10\u202f000 caractères au plus.",
          "Invalid content (blocks.0.text): at most 10,000 characters.",
        ],
        [
          { blocks: Array.from({ length: 201 }, () => paragraph) },
          "blocks",
          "Contenu non valide (blocks) : 200 éléments au plus.",
          "Invalid content (blocks): at most 200 items.",
        ],
      ];
      for (const [change, field, french, english] of cases) {
        const input = { ...draftInput(page.identifier, "fr-FR", "Un titre", [paragraph]).input, ...change };
        for (const [options, message] of [
          [undefined, french],
          [EN, english],
        ] as const) {
          const response = await asEditor(SAVE_DRAFT, { input }, options);
          expect(response.body.data.saveCmsPageDraft, field).toEqual({ success: false, errorCode: "INVALID_CONTENT", errorMessage: message, field, page: null });
        }
      }
      const refusals: [Record<string, unknown>, string][] = [
        [{ identifier: "no-such-page" }, "PAGE_NOT_FOUND"],
        [{ identifier: "x".repeat(5_000) }, "PAGE_NOT_FOUND"],
        [{ locale: "de-DE" }, "LANGUAGE_NOT_FOUND"],
        [{ locale: "" }, "LANGUAGE_NOT_FOUND"],
      ];
      for (const [change, code] of refusals) {
        const response = await asEditor(SAVE_DRAFT, { input: { ...draftInput(page.identifier, "fr-FR", "Un titre").input, ...change } });
        expect(response.body.data.saveCmsPageDraft).toMatchObject({ success: false, errorCode: code, field: null, page: null });
      }
      expect(await db().selectFrom("cms_page_draft").innerJoin("cms_page", "cms_page.id", "cms_page_draft.page_id").select("language").where("identifier", "=", page.identifier).execute()).toEqual([]);
    });

    it("previews drafts and unpublished pages for an editor in preview mode only, never for a visitor, and never in a cacheable answer", async () => {
      const page = await newPage();
      expect((await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Aperçu du brouillon"))).body.data.saveCmsPageDraft.success).toBe(true);
      const published = await asVisitor(CMS_PAGE, { identifier: page.identifier });
      const publishedHash = published.body.extensions.contentMetadata[0].hash;

      // The editor without preview mode gets what visitors get.
      expect((await asEditor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage.title).toMatch(/^Publiée fr/);
      expect((await asEditor(CMS_PAGE, { identifier: "printemps-2027" })).body.data.cmsPage).toBeNull();

      expect((await asEditor(SET_PREVIEW, { enabled: true })).body.data.setPreviewMode).toMatchObject({ success: true, modes: { previewMode: true } });
      try {
        for (let round = 0; round < 2; round++) {
          const preview = await asEditor(CMS_PAGE, { identifier: page.identifier });
          expect(preview.headers.get("cache-control")).toBe("max-age=0, no-store");
          expect(preview.body.data.cmsPage).toMatchObject({ title: "Aperçu du brouillon", metaTitle: "Aperçu du brouillon | meta", blocks: [{ type: "paragraph", text: "Aperçu du brouillon: le texte." }] });
          const previewHash = preview.body.extensions.contentMetadata[0].hash;
          expect(previewHash).toMatch(/^[0-9a-f]{16}$/);
          expect(previewHash).not.toBe(publishedHash);
          const routed = await asEditor(ROUTE, { url: `/${page.frKey}` });
          expect(routed.body.data.route).toEqual({ type: "cms-page", identifier: `cms-page:${page.identifier}`, cmsPage: { identifier: page.identifier, title: "Aperçu du brouillon" } });
          // The English version has no draft: its published version.
          expect((await asEditor(CMS_PAGE, { identifier: page.identifier }, EN)).body.data.cmsPage.title).toMatch(/^Publiée en/);

          // The seeded unpublished landing page, by identifier and at its URL in both stores.
          expect((await asEditor(CMS_PAGE, { identifier: "printemps-2027" })).body.data.cmsPage).toMatchObject({ title: "Collection de printemps 2027", url: "/landing/printemps-2027" });
          expect((await asEditor(ROUTE, { url: "/landing/printemps-2027" })).body.data.route.cmsPage).toEqual({ identifier: "printemps-2027", title: "Collection de printemps 2027" });
          expect((await asEditor(ROUTE, { url: "/en/landing/spring-2027" }, EN)).body.data.route.cmsPage).toEqual({ identifier: "printemps-2027", title: "Spring collection 2027" });

          // Asked in between, by everybody else: the published version, or nothing.
          const others: Record<string, string>[] = [{}, { cookie: customer }, { cookie: support }, { authorization: `Bearer ${EDITOR_TOKEN}` }];
          for (const headers of others) {
            const theirs = await gql(api, CMS_PAGE, { identifier: page.identifier }, { headers });
            expect(theirs.body.data.cmsPage.title).toMatch(/^Publiée fr/);
            expect(theirs.body.extensions.contentMetadata[0].hash).toBe(publishedHash);
            expect((await gql(api, CMS_PAGE, { identifier: "printemps-2027" }, { headers })).body.data.cmsPage).toBeNull();
            expect((await gql(api, ROUTE, { url: "/landing/printemps-2027" }, { headers })).body.data.route).toMatchObject({ type: "not-found", cmsPage: null });
          }
          const visitor = await asVisitor(CMS_PAGE, { identifier: page.identifier });
          expect(visitor.text).not.toContain("Aperçu du brouillon");
          // Search suggestions are published content only, for the editor too.
          const suggestions = await asEditor(`query { searchSuggestions(query: "publiée fr", limit: 10) { pages { identifier title } } }`);
          expect(suggestions.body.errors).toBeUndefined();
          expect(suggestions.body.data.searchSuggestions.pages).toContainEqual({ identifier: page.identifier, title: expect.stringMatching(/^Publiée fr/) });
          expect(suggestions.text).not.toContain("Aperçu du brouillon");
          const unpublished = await asEditor(`query { searchSuggestions(query: "printemps 2027") { pages { identifier } } }`);
          expect(unpublished.body.data.searchSuggestions.pages).toEqual([]);
        }

        // Support staff's session with preview stored on it (as if forced) previews nothing: not an editor.
        await db().updateTable("staff_session").set({ preview_mode: 1 }).where("token_hash", "=", sha256(support.slice("eb_staff=".length))).execute();
        expect((await gql(api, CMS_PAGE, { identifier: "printemps-2027" }, { headers: { cookie: support } })).body.data.cmsPage).toBeNull();
      } finally {
        await db().updateTable("staff_session").set({ preview_mode: 0 }).where("token_hash", "=", sha256(support.slice("eb_staff=".length))).execute();
        expect((await asEditor(SET_PREVIEW, { enabled: false })).body.data.setPreviewMode.success).toBe(true);
      }
      // Preview off: the published version again.
      expect((await asEditor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage.title).toMatch(/^Publiée fr/);
      expect((await asEditor(CMS_PAGE, { identifier: "printemps-2027" })).body.data.cmsPage).toBeNull();
    });

    it("publishes now: the drafts become the published version, the catalogue version moves on, visitors get it", async () => {
      const page = await newPage();
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Version publiée"));
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "en-GB", "Published version"));
      const version = await api.commerce.services.catalogVersion.current();

      const response = await asEditor(PUBLISH, { identifier: page.identifier });
      expect(response.body.data.publishCmsPage).toMatchObject({ success: true, page: { status: "PUBLISHED", hasDraft: false, publishAt: null } });
      const [french, english] = response.body.data.publishCmsPage.page.languages;
      expect(french).toMatchObject({ current: { title: "Version publiée", metaTitle: "Version publiée | meta" }, draft: null });
      expect(english).toMatchObject({ current: { title: "Published version" }, draft: null });
      expect(await api.commerce.services.catalogVersion.current()).not.toBe(version);

      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage).toMatchObject({ title: "Version publiée", blocks: [{ type: "paragraph", text: "Version publiée: le texte." }] });
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier }, EN)).body.data.cmsPage.title).toBe("Published version");
      expect(await db().selectFrom("cms_page_draft").innerJoin("cms_page", "cms_page.id", "cms_page_draft.page_id").select("language").where("identifier", "=", page.identifier).execute()).toEqual([]);

      const again = await asEditor(PUBLISH, { identifier: page.identifier });
      expect(again.body.data.publishCmsPage).toEqual({
        success: false,
        errorCode: "NOTHING_TO_CHANGE",
        errorMessage: "Rien à changer : aucun brouillon en attente, ou la page est déjà dans cet état.",
        field: null,
        page: null,
      });
      expect((await asEditor(PUBLISH, { identifier: "nope" })).body.data.publishCmsPage.errorCode).toBe("PAGE_NOT_FOUND");
    });

    it("schedules a publication: nothing changes for visitors before the date, the runner publishes it when due", async () => {
      const page = await newPage({ active: false });
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Programmée"));
      for (const publishAt of [new Date(Date.now() - 60_000).toISOString(), "tomorrow", "2027-02-30T08:00:00Z", "2027-03-01T08:00:00", "2027-03-01", ""]) {
        const refused = await asEditor(PUBLISH, { identifier: page.identifier, publishAt });
        expect(refused.body.data.publishCmsPage, publishAt).toMatchObject({ success: false, errorCode: "INVALID_PUBLICATION_DATE", page: null });
      }
      const inAnHour = new Date(Date.now() + 3600_000);
      const local = `${inAnHour.toISOString().slice(0, 19)}+00:00`;
      const version = await api.commerce.services.catalogVersion.current();
      const scheduled = await asEditor(PUBLISH, { identifier: page.identifier, publishAt: local });
      expect(scheduled.body.data.publishCmsPage).toMatchObject({ success: true, page: { status: "SCHEDULED", publishAt: `${local.slice(0, 19)}.000Z`, hasDraft: true } });
      expect(await api.commerce.services.catalogVersion.current()).toBe(version);
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage).toBeNull();

      const { cmsEditing } = api.commerce.services;
      expect(await cmsEditing.publishDue({ now: new Date(inAnHour.getTime() - 60_000) })).toEqual([]);
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage).toBeNull();

      // Two processes' passes at once: the page is published by one of them.
      const due = new Date(inAnHour.getTime() + 1000);
      const passes = await Promise.all([cmsEditing.publishDue({ now: due }), cmsEditing.publishDue({ now: due }), cmsEditing.publishDue({ now: due })]);
      expect(passes.flat().filter((identifier) => identifier === page.identifier)).toHaveLength(1);
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage.title).toBe("Programmée");
      expect(await api.commerce.services.catalogVersion.current()).not.toBe(version);
      const after = (await asEditor(PAGE_FOR_EDITING, { identifier: page.identifier })).body.data.cmsPageForEditing;
      expect(after).toMatchObject({ status: "PUBLISHED", publishAt: null, hasDraft: false });
    });

    it("schedules the drafts of a published page: visitors keep the published version until the date", async () => {
      const page = await newPage();
      const nothing = await asEditor(PUBLISH, { identifier: page.identifier, publishAt: new Date(Date.now() + 3600_000).toISOString() });
      expect(nothing.body.data.publishCmsPage.errorCode).toBe("NOTHING_TO_CHANGE");
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "en-GB", "Spring edition"));
      const at = new Date(Date.now() + 7200_000);
      expect((await asEditor(PUBLISH, { identifier: page.identifier, publishAt: at.toISOString() })).body.data.publishCmsPage.page.status).toBe("SCHEDULED");
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier }, EN)).body.data.cmsPage.title).toMatch(/^Publiée en/);
      // Publishing now overrides the schedule.
      expect((await asEditor(PUBLISH, { identifier: page.identifier })).body.data.publishCmsPage.page).toMatchObject({ status: "PUBLISHED", publishAt: null });
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier }, EN)).body.data.cmsPage.title).toBe("Spring edition");
      expect(await api.commerce.services.cmsEditing.publishDue({ now: new Date(at.getTime() + 1000) })).not.toContain(page.identifier);
    });

    it("publishes once when the same page is published several times at once, leaving one consistent state", async () => {
      const page = await newPage({ active: false });
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Concurrente"));
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "en-GB", "Concurrent"));
      const answers = await Promise.all(Array.from({ length: 4 }, () => asEditor(PUBLISH, { identifier: page.identifier })));
      const results = answers.map((answer) => answer.body.data.publishCmsPage);
      expect(results.filter((result) => result.success)).toHaveLength(1);
      expect(results.filter((result) => !result.success).map((result) => result.errorCode)).toEqual(["NOTHING_TO_CHANGE", "NOTHING_TO_CHANGE", "NOTHING_TO_CHANGE"]);
      const row = await db().selectFrom("cms_page").select(["id", "is_active", "publish_at"]).where("identifier", "=", page.identifier).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ is_active: 1, publish_at: null });
      const translations = await db().selectFrom("cms_page_translation").select(["language", "title"]).where("page_id", "=", row.id).orderBy("language").execute();
      expect(translations).toEqual([
        { language: "en", title: "Concurrent" },
        { language: "fr", title: "Concurrente" },
      ]);
      expect(await db().selectFrom("cms_page_draft").select("language").where("page_id", "=", row.id).execute()).toEqual([]);
    });

    it("unpublishes: visitors get nothing at once, the drafts are kept and the editor still previews it", async () => {
      const page = await newPage();
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Gardée en brouillon"));
      const version = await api.commerce.services.catalogVersion.current();
      const response = await asEditor(UNPUBLISH, { identifier: page.identifier });
      expect(response.body.data.unpublishCmsPage).toMatchObject({ success: true, page: { status: "UNPUBLISHED", hasDraft: true, languages: [{ draft: { title: "Gardée en brouillon" } }, { draft: null }] } });
      expect(await api.commerce.services.catalogVersion.current()).not.toBe(version);
      expect((await asVisitor(CMS_PAGE, { identifier: page.identifier })).body.data.cmsPage).toBeNull();
      expect((await asVisitor(ROUTE, { url: `/${page.frKey}` })).body.data.route.type).toBe("not-found");
      expect((await asEditor(UNPUBLISH, { identifier: page.identifier })).body.data.unpublishCmsPage.errorCode).toBe("NOTHING_TO_CHANGE");
      // The home page stays: without it the shop answers 404 at `/`.
      const home = await asEditor(UNPUBLISH, { identifier: "home" }, EN);
      expect(home.body.data.unpublishCmsPage).toMatchObject({ success: false, errorCode: "PAGE_REQUIRED", errorMessage: expect.stringMatching(/^The home page cannot be unpublished/) });
      expect((await asVisitor(ROUTE, { url: "/" })).body.data.route.type).not.toBe("not-found");
      // A scheduled new version of it can be called off: the page stays published.
      await asEditor(SAVE_DRAFT, draftInput("home", "fr-FR", "Accueil de printemps"));
      try {
        const scheduled = await asEditor(PUBLISH, { identifier: "home", publishAt: new Date(Date.now() + 86_400_000).toISOString() });
        expect(scheduled.body.data.publishCmsPage.page.status).toBe("SCHEDULED");
        const calledOff = await asEditor(UNPUBLISH, { identifier: "home" });
        expect(calledOff.body.data.unpublishCmsPage).toMatchObject({ success: true, page: { status: "PUBLISHED", publishAt: null, hasDraft: true } });
        expect((await asEditor(UNPUBLISH, { identifier: "home" })).body.data.unpublishCmsPage.errorCode).toBe("PAGE_REQUIRED");
      } finally {
        await asEditor(DISCARD_DRAFT, { identifier: "home" });
      }

      await asEditor(SET_PREVIEW, { enabled: true });
      try {
        expect((await asEditor(ROUTE, { url: `/${page.frKey}` })).body.data.route.cmsPage.title).toBe("Gardée en brouillon");
      } finally {
        await asEditor(SET_PREVIEW, { enabled: false });
      }
    });

    it("discards the drafts of one language or of all, and says when there is none", async () => {
      const page = await newPage();
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "À jeter"));
      await asEditor(SAVE_DRAFT, draftInput(page.identifier, "en-GB", "To discard"));
      const one = await asEditor(DISCARD_DRAFT, { identifier: page.identifier, locale: "en-GB" });
      expect(one.body.data.discardCmsPageDraft.page.languages.map((language: { draft: { title: string } | null }) => language.draft?.title ?? null)).toEqual(["À jeter", null]);
      expect((await asEditor(DISCARD_DRAFT, { identifier: page.identifier, locale: "en-GB" })).body.data.discardCmsPageDraft.errorCode).toBe("NOTHING_TO_CHANGE");
      expect((await asEditor(DISCARD_DRAFT, { identifier: page.identifier, locale: "es-ES" })).body.data.discardCmsPageDraft.errorCode).toBe("LANGUAGE_NOT_FOUND");
      const all = await asEditor(DISCARD_DRAFT, { identifier: page.identifier });
      expect(all.body.data.discardCmsPageDraft.page).toMatchObject({ hasDraft: false, status: "PUBLISHED" });
      const none = await asEditor(DISCARD_DRAFT, { identifier: page.identifier }, EN);
      expect(none.body.data.discardCmsPageDraft).toMatchObject({ success: false, errorCode: "NOTHING_TO_CHANGE", errorMessage: "Nothing to change: no pending draft, or the page is already in that state." });
      expect((await asEditor(DISCARD_DRAFT, { identifier: "nope" })).body.data.discardCmsPageDraft.errorCode).toBe("PAGE_NOT_FOUND");
    });

    it("lets an API token of the editor role edit, with no name recorded for its drafts", async () => {
      const page = await newPage();
      const saved = await gql(api, SAVE_DRAFT, draftInput(page.identifier, "fr-FR", "Par un programme"), { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
      expect(saved.body.data.saveCmsPageDraft.page.languages[0].draft).toMatchObject({ title: "Par un programme", updatedBy: null });
    });
  });
});
