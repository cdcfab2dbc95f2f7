import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt } from "./testing/production-server.ts";

/**
 * The editor tools on the server's own pages (production build, in-process app, SQLite, page
 * cache on): with contribution mode on, a request with a staff session learns its editor's tools
 * (one more query, for it alone) and is rendered for it alone; a visitor's page is built from
 * configuration only and never carries anything of an editor, their drafts included, whatever
 * the page cache holds.
 */
const NO_STORE = "max-age=0, no-store";
const graphqlHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };
const PASSWORD = "romarin à verbénone 2027";

async function signedInEditor(app: InProcessApp, email: string): Promise<string> {
  const added = await app.commerce.services.staff.add({ email, displayName: "Camille", role: "editor", password: PASSWORD });
  expect(added.ok).toBe(true);
  const login = await fetch(`${app.base}/graphql`, {
    method: "POST",
    headers: graphqlHeaders,
    body: JSON.stringify({ query: "mutation($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { success } }", variables: { email, password: PASSWORD } }),
  });
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith(`${app.commerce.services.staff.cookieName}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

const graphql = async (app: InProcessApp, cookie: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${app.base}/graphql`, { method: "POST", headers: { ...graphqlHeaders, cookie }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data: Record<string, { success: boolean } | null>; errors?: unknown[] };
};

const get = async (app: InProcessApp, path: string, cookie?: string) => {
  const response = await fetch(app.base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), source: response.headers.get("x-page-cache"), html: await response.text() };
};

/** The page settings the server wrote into a page. */
const settingsOf = (html: string) => JSON.parse(/<script id="page-settings" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as Record<string, unknown>;

describe.skipIf(!isBuilt)("editor tools on the server's pages", () => {
  describe("contribution mode on", () => {
    let app: InProcessApp;
    let editor: string;

    beforeAll(async () => {
      app = await startInProcessApp({ CONTRIBUTION_MODE: "true", PAGE_CACHE_TTL_SECONDS: "60", CONTENT_EDIT_URLS: "product=https://pim.example.com/p/{id}" });
      editor = await signedInEditor(app, "editor-on@example.test");
    }, 90_000);
    afterAll(async () => app?.close());

    it("gives a visitor's page the configuration's flag only: no editor, no staff query, stored for everybody", async () => {
      const first = await get(app, "/faq");
      expect(settingsOf(first.html)).toMatchObject({ isContributionModeEnabled: true });
      expect(settingsOf(first.html)).not.toHaveProperty("contributor");
      // The page's query results are every query its render ran: none asked who the staff member is.
      expect(first.html).not.toContain("StaffMe");
      expect(first.html).not.toContain("data-editor-toolbar");
      expect(first.html).not.toContain("editor-tools");
      expect((await get(app, "/faq")).source).toBe("hit");
    });

    it("renders an editor's page for them alone, with their tools, never stored and never the stored page", async () => {
      await get(app, "/en/faq");
      const mine = await get(app, "/en/faq", editor);
      expect(mine).toMatchObject({ status: 200, cacheControl: NO_STORE });
      expect(mine.source).not.toBe("hit");
      expect(settingsOf(mine.html).contributor).toEqual({ name: "Camille", previewMode: false, xRayMode: false, editUrls: { product: "https://pim.example.com/p/{id}" } });
      expect(mine.html).toContain("data-editor-toolbar");
      // Its styles are in the server's head: the bar is laid out before (and without) any script.
      const sheet = /<link[^>]*rel="stylesheet"[^>]*href="\/assets\/editor-tools-[\w-]+\.css"[^>]*>/.exec(mine.html);
      expect(sheet).not.toBeNull();
      expect(sheet!.index).toBeLessThan(mine.html.indexOf("</head>"));
      const theirs = await get(app, "/en/faq");
      expect(theirs.source).toBe("hit");
      expect(theirs.html).not.toContain("Camille");
    });

    it("shows an editor in preview the draft, and visitors the published page, stored or not", async () => {
      const marker = "Brouillon du serveur";
      const saved = await graphql(
        app,
        editor,
        'mutation($text: String!) { saveCmsPageDraft(input: { identifier: "delivery-returns", locale: "fr-FR", title: "Livraison et retours", blocks: [{ type: "heading", level: 1, text: "Livraison et retours" }, { type: "paragraph", text: $text }] }) { success } }',
        { text: marker },
      );
      expect(saved.data.saveCmsPageDraft?.success).toBe(true);
      expect((await graphql(app, editor, "mutation { setPreviewMode(enabled: true) { success } }")).data.setPreviewMode?.success).toBe(true);

      for (let round = 0; round < 2; round++) {
        const mine = await get(app, "/livraison-retours", editor);
        expect(mine).toMatchObject({ status: 200, cacheControl: NO_STORE });
        expect(mine.source).not.toBe("hit");
        expect(mine.html).toContain(marker);
        expect(settingsOf(mine.html).contributor).toMatchObject({ previewMode: true });
        const theirs = await get(app, "/livraison-retours");
        expect(theirs.status).toBe(200);
        expect(theirs.html).not.toContain(marker);
      }
      expect((await get(app, "/livraison-retours")).source).toBe("hit");
      // The editor's data requests (client navigations) are theirs alone too.
      const data = await get(app, "/livraison-retours.data", editor);
      expect(data.cacheControl).toBe(NO_STORE);
    });
  });

  describe("contribution mode off (the default)", () => {
    let app: InProcessApp;
    let editor: string;

    beforeAll(async () => {
      app = await startInProcessApp({ CONTRIBUTION_MODE: "false" });
      editor = await signedInEditor(app, "editor-off@example.test");
    }, 90_000);
    afterAll(async () => app?.close());

    it("gives an editor no tools on the shop's pages, and says so on the staff page, where content editing stays open", async () => {
      const page = await get(app, "/faq", editor);
      expect(settingsOf(page.html)).toMatchObject({ isContributionModeEnabled: false });
      expect(settingsOf(page.html)).not.toHaveProperty("contributor");
      expect(page.html).not.toContain("data-editor-toolbar");
      const staff = await get(app, "/staff", editor);
      expect(staff.html).toContain("data-contribution-off");
      expect(staff.html).toContain('href="/staff/pages"');
      expect((await get(app, "/staff/pages", editor)).status).toBe(200);
      const refused = await graphql(app, editor, "mutation { setPreviewMode(enabled: true) { success } }");
      expect(refused.data.setPreviewMode?.success).toBe(false);
    });
  });
});
