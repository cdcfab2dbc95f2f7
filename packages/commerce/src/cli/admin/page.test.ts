import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { runAdminCommand } from "./test-kit.ts";

/**
 * `npm run admin -- page …` on the configured database, through the same entry as the operator's
 * process: the list of content pages with their state, publishing now (what visitors get, the
 * catalogue version) and at a date, unpublishing, exit codes.
 */

const CMS_PAGE = `query { cmsPage(identifier: "printemps-2027") { title url } }`;

describe.each(dialects)("npm run admin -- page on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);
    const row = (stdout: string, identifier: string) => stdout.split("\n").find((line) => line.startsWith(`${identifier} `));

    it("lists the pages with their state, schedules, publishes and unpublishes the seeded landing page", async () => {
      const listed = await admin("page", "list");
      expect(listed.status, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^IDENTIFIER\s+LAYOUT\s+STATUS\s+PUBLISH AT\s+DRAFTS\s+CHANGED$/);
      expect(row(listed.stdout, "printemps-2027")).toMatch(/^printemps-2027\s+landing\s+unpublished\s+—\s+—\s+\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(row(listed.stdout, "about-us")).toMatch(/^about-us\s+main\s+published\s+—\s+—\s+/);
      expect(lines.at(-1)).toBe("Times are the shop's (Europe/Paris).");

      // A draft an editor saved shows in the list.
      const editor = { id: null, name: "Éditrice", email: null, role: "editor", via: "token" } as const;
      const draft = await api.commerce.services.cmsEditing.saveDraft(serviceScope({ staff: editor }), {
        identifier: "printemps-2027",
        locale: "en-GB",
        title: "Spring collection 2027 (new)",
        blocks: [{ type: "paragraph", text: "The first harvests are in." }],
      });
      expect(draft.ok).toBe(true);
      expect(row((await admin("page", "list")).stdout, "printemps-2027")).toMatch(/^printemps-2027\s+landing\s+unpublished\s+—\s+en-GB\s+/);

      const scheduled = await admin("page", "publish", "printemps-2027", "--at", "2099-03-01T08:00:00+01:00");
      expect(scheduled).toMatchObject({ status: 0, stdout: "Page printemps-2027 is scheduled: published on 2099-03-01 08:00 (Europe/Paris) by the shop's background jobs.\n" });
      expect(row((await admin("page", "list")).stdout, "printemps-2027")).toMatch(/^printemps-2027\s+landing\s+scheduled\s+2099-03-01 08:00\s+en-GB\s+/);
      expect((await gql(api, CMS_PAGE)).body.data.cmsPage).toBeNull();

      const version = await api.commerce.services.catalogVersion.current();
      const published = await admin("page", "publish", "printemps-2027");
      expect(published).toMatchObject({ status: 0, stdout: "Page printemps-2027 is published: visitors get it now, and the stored pages that showed it are rendered again.\n" });
      // The command's process commits the new version; this server learns it from the
      // database's announcement (PostgreSQL), which may land a moment after the command exits.
      await expect.poll(() => api.commerce.services.catalogVersion.current(), { timeout: 5_000 }).not.toBe(version);
      expect((await gql(api, CMS_PAGE)).body.data.cmsPage).toEqual({ title: "Collection de printemps 2027", url: "/landing/printemps-2027" });
      expect((await gql(api, CMS_PAGE, undefined, { path: "/en/graphql" })).body.data.cmsPage.title).toBe("Spring collection 2027 (new)");
      expect(row((await admin("page", "list")).stdout, "printemps-2027")).toMatch(/^printemps-2027\s+landing\s+published\s+—\s+—\s+/);
      expect(await admin("page", "publish", "printemps-2027")).toMatchObject({ status: 0, stdout: "Page printemps-2027 is already published with no pending draft: nothing changed.\n" });

      const unpublished = await admin("page", "unpublish", "printemps-2027");
      expect(unpublished).toMatchObject({ status: 0, stdout: "Page printemps-2027 is unpublished: visitors get a 404 from now on; its drafts are kept.\n" });
      expect((await gql(api, CMS_PAGE)).body.data.cmsPage).toBeNull();
      expect(await admin("page", "unpublish", "printemps-2027")).toMatchObject({ status: 0, stdout: "Page printemps-2027 was already unpublished: nothing changed.\n" });
    });

    it("refuses unknown pages, dates that are not to come, and wrong usage", async () => {
      expect(await admin("page", "publish", "nope")).toMatchObject({ status: 1, stdout: "No content page has the identifier nope (npm run admin -- page list).\n" });
      expect(await admin("page", "unpublish", "nope")).toMatchObject({ status: 1 });
      expect(await admin("page", "unpublish", "home")).toMatchObject({ status: 1, stdout: expect.stringMatching(/^The home page cannot be unpublished/) });
      expect((await gql(api, `query { cmsPage(identifier: "home") { identifier } }`)).body.data.cmsPage).toEqual({ identifier: "home" });
      for (const at of ["2001-01-01T00:00:00Z", "next monday", "2099-02-30T08:00:00Z", "2099-03-01T08:00:00"]) {
        const refused = await admin("page", "publish", "faq", "--at", at);
        expect(refused, at).toMatchObject({ status: 1, stdout: expect.stringMatching(/^--at: a date and time in the future, in ISO 8601/) });
      }
      expect((await gql(api, `query { cmsPage(identifier: "faq") { identifier } }`)).body.data.cmsPage).toEqual({ identifier: "faq" });
      expect((await admin("page", "publish")).status).toBe(2);
      expect((await admin("page", "publish", "faq", "--when", "now")).status).toBe(2);
      expect((await admin("page", "list", "extra")).status).toBe(2);
      expect((await admin("page", "unpublish", "a", "b")).status).toBe(2);
    });
  });
});
