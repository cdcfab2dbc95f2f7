import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/** Content pages per store and the content-metadata extension, over HTTP, on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };

const CMS_PAGE = /* GraphQL */ `
  query CmsPage($identifier: ID!) {
    cmsPage(identifier: $identifier) {
      identifier title urlKey url layout metaTitle metaDescription updatedAt
      blocks { type text level items ordered question answer src alt href }
      alternates { locale url absoluteUrl }
    }
  }
`;

/** Every seeded page: identifier, layout, then [url key, url] in fr and en. */
const PAGES: [string, string, [string, string], [string, string]][] = [
  ["home", "main", ["home", "/"], ["home", "/"]],
  ["about-us", "main", ["a-propos", "/a-propos"], ["about-us", "/about-us"]],
  ["delivery-returns", "main", ["livraison-retours", "/livraison-retours"], ["delivery-returns", "/delivery-returns"]],
  [
    "terms-of-sale",
    "main",
    ["conditions-generales-de-vente", "/conditions-generales-de-vente"],
    ["terms-of-sale", "/terms-of-sale"],
  ],
  ["legal-notice", "main", ["mentions-legales", "/mentions-legales"], ["legal-notice", "/legal-notice"]],
  [
    "privacy-cookies",
    "main",
    ["confidentialite-cookies", "/confidentialite-cookies"],
    ["privacy-and-cookies", "/privacy-and-cookies"],
  ],
  ["faq", "main", ["faq", "/faq"], ["faq", "/faq"]],
  [
    "discovery-sets-2026",
    "landing",
    ["coffrets-decouverte", "/landing/coffrets-decouverte"],
    ["discovery-sets", "/landing/discovery-sets"],
  ],
];

interface Block {
  type: string;
  text: string | null;
  level: number | null;
  items: string[] | null;
  question: string | null;
  answer: string | null;
  href: string | null;
}

describe.each(dialects)("CMS pages on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const gql = (query: string, variables?: Record<string, unknown>, options?: RequestOptions) =>
      api.post({ query, variables }, options);
    const db = () => api.commerce.database.db;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe.each(PAGES)("%s", (identifier, layout, [frKey, frUrl], [enKey, enUrl]) => {
      it.each([
        ["fr", undefined, frKey, frUrl],
        ["en", EN, enKey, enUrl],
      ] as const)("is served by the %s store with real content and its alternates", async (_store, options, urlKey, url) => {
        const response = await gql(CMS_PAGE, { identifier }, options);
        expect(response.body.errors).toBeUndefined();
        const page = response.body.data.cmsPage;
        expect(page).toMatchObject({ identifier, layout, urlKey, url });
        expect(page.title).toBeTruthy();
        expect(page.metaTitle).toBeTruthy();
        expect(page.metaDescription.length).toBeGreaterThan(40);
        expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
        const blocks: Block[] = page.blocks;
        expect(blocks[0]).toMatchObject({ type: "heading", level: 1 });
        const paragraphs = blocks.filter((block) => block.type === "paragraph" || block.type === "faq");
        expect(paragraphs.length).toBeGreaterThanOrEqual(2);
        // Plain text only: nothing a renderer could mistake for markup, no placeholder text.
        for (const block of blocks) {
          const texts = [block.text, block.question, block.answer, ...(block.items ?? [])].filter(Boolean).join(" ");
          expect(texts).not.toMatch(/<[a-z/]|lorem ipsum|TODO/i);
          if (block.type === "link") expect(block.href).toMatch(/^\/(?![/\\])/);
        }
        expect(page.alternates).toEqual([
          { locale: "fr-FR", url: frUrl, absoluteUrl: `http://localhost:3000${frUrl}` },
          { locale: "en-GB", url: enUrl, absoluteUrl: `http://localhost:3000/en${enUrl}` },
        ]);
      });
    });

    it("writes each store in its own language", async () => {
      const [french, english] = await Promise.all([
        gql(CMS_PAGE, { identifier: "about-us" }),
        gql(CMS_PAGE, { identifier: "about-us" }, EN),
      ]);
      expect(french.body.data.cmsPage.title).toBe("À propos");
      expect(english.body.data.cmsPage.title).toBe("About us");
      expect(french.body.data.cmsPage.blocks[0].text).toMatch(/maison grassoise/);
      expect(english.body.data.cmsPage.blocks[0].text).toMatch(/Grasse house/);
    });

    it("serves the FAQ as question and answer blocks", async () => {
      for (const options of [undefined, EN]) {
        const blocks: Block[] = (await gql(CMS_PAGE, { identifier: "faq" }, options)).body.data.cmsPage.blocks;
        const faqs = blocks.filter((block) => block.type === "faq");
        expect(faqs.length).toBeGreaterThanOrEqual(6);
        for (const faq of faqs) {
          expect(faq.question).toMatch(/\?$/);
          expect(faq.answer!.length).toBeGreaterThan(30);
          expect(faq.text).toBeNull();
        }
      }
    });

    it.each([
      ["an unknown identifier", "nope"],
      ["a url key instead of an identifier", "a-propos"],
      ["an empty identifier", ""],
      ["a very long identifier", "a".repeat(10_000)],
      ["SQL", "about-us' OR '1'='1"],
    ])("answers null, never an error, for %s", async (_name, identifier) => {
      const response = await gql(CMS_PAGE, { identifier });
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.cmsPage).toBeNull();
    });

    it("hides an inactive page", async () => {
      await db().updateTable("cms_page").set({ is_active: 0 }).where("identifier", "=", "faq").execute();
      try {
        expect((await gql(CMS_PAGE, { identifier: "faq" })).body.data.cmsPage).toBeNull();
        expect((await gql(`query { route(url: "/faq") { type } }`)).body.data.route.type).toBe("not-found");
      } finally {
        await db().updateTable("cms_page").set({ is_active: 1 }).where("identifier", "=", "faq").execute();
      }
    });

    it("never serves a stored block that is unsafe or malformed", async () => {
      const page = await db().selectFrom("cms_page").select("id").where("identifier", "=", "legal-notice").executeTakeFirstOrThrow();
      const { content } = await db()
        .selectFrom("cms_page_translation")
        .select("content")
        .where("page_id", "=", page.id)
        .where("language", "=", "fr")
        .executeTakeFirstOrThrow();
      const setContent = (value: string) =>
        db()
          .updateTable("cms_page_translation")
          .set({ content: value })
          .where("page_id", "=", page.id)
          .where("language", "=", "fr")
          .execute();
      const tampered = JSON.stringify([
        { type: "html", html: "<img src=x onerror=alert(1)>" },
        { type: "link", text: "Phish", href: "//evil.example/phish" },
        { type: "link", text: "Script", href: "javascript:alert(1)" },
        { type: "paragraph", text: "Seul ce paragraphe reste." },
      ]);
      await setContent(tampered);
      try {
        const blocks = (await gql(CMS_PAGE, { identifier: "legal-notice" })).body.data.cmsPage.blocks;
        expect(blocks).toEqual([expect.objectContaining({ type: "paragraph", text: "Seul ce paragraphe reste." })]);
        await setContent("{not json");
        const broken = await gql(CMS_PAGE, { identifier: "legal-notice" });
        expect(broken.body.errors).toBeUndefined();
        expect(broken.body.data.cmsPage.blocks).toEqual([]);
      } finally {
        await setContent(content);
      }
    });

    describe("content metadata extension", () => {
      interface Entry {
        type: string;
        id: string;
        hash: string;
      }
      const metadata = (body: { extensions?: { contentMetadata?: Entry[] } }): Entry[] | undefined =>
        body.extensions?.contentMetadata;

      it("lists the CMS page a response served", async () => {
        const response = await gql(`query { cmsPage(identifier: "about-us") { title } }`);
        expect(metadata(response.body)).toEqual([{ type: "cms-page", id: "about-us", hash: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
      });

      it("lists each piece of content once, however often it is served (de-duplicated by hash)", async () => {
        const response = await gql(
          `query { a: cmsPage(identifier: "faq") { title } b: cmsPage(identifier: "faq") { url } c: route(url: "/faq") { cmsPage { title } } d: cmsPage(identifier: "home") { title } }`,
        );
        const entries = metadata(response.body)!;
        expect(entries.map((entry) => entry.id).sort()).toEqual(["faq", "home"]);
        expect(new Set(entries.map((entry) => entry.hash)).size).toBe(entries.length);
      });

      it("lists every category of the menu", async () => {
        const response = await gql(`query { categories { id children { id } } }`);
        const served = response.body.data.categories.flatMap((category: { id: string; children: { id: string }[] }) => [
          category.id,
          ...category.children.map((child) => child.id),
        ]);
        const entries = metadata(response.body)!;
        expect(entries.every((entry) => entry.type === "category")).toBe(true);
        expect(entries.map((entry) => entry.id).sort()).toEqual([...served].sort());
        expect(new Set(entries.map((entry) => entry.hash)).size).toBe(entries.length);
      });

      it("changes the hash when the content changes, and per store", async () => {
        const query = `query { cmsPage(identifier: "legal-notice") { title } }`;
        const before = metadata((await gql(query)).body)![0].hash;
        expect(metadata((await gql(query)).body)![0].hash).toBe(before);
        expect(metadata((await gql(query, {}, EN)).body)![0].hash).not.toBe(before);
        await db()
          .updateTable("cms_page")
          .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
          .where("identifier", "=", "legal-notice")
          .execute();
        expect(metadata((await gql(query)).body)![0].hash).not.toBe(before);
      });

      it("adds nothing to a response that served no content", async () => {
        for (const query of ["query { ping }", "query { shop { id } }", `query { cmsPage(identifier: "nope") { title } }`]) {
          const response = await gql(query);
          expect(response.body.errors).toBeUndefined();
          expect(response.body.extensions?.contentMetadata).toBeUndefined();
        }
      });

      it("gives each operation of a batch its own entries", async () => {
        const response = await api.post([
          { query: `query { cmsPage(identifier: "faq") { title } }` },
          { query: "query { ping }" },
          { query: `query { route(url: "/huiles-essentielles") { category { name } } }` },
        ]);
        expect(response.body).toHaveLength(3);
        expect(metadata(response.body[0])).toEqual([expect.objectContaining({ type: "cms-page", id: "faq" })]);
        expect(metadata(response.body[1])).toBeUndefined();
        expect(metadata(response.body[2])).toEqual([expect.objectContaining({ type: "category" })]);
      });
    });
  });
});
