import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql, sha256 } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { STAFF_LOGIN, type TestStaffMember, addStaff, signInStaff } from "../staff/staff-test-kit.ts";

/**
 * Editor modes over the API, once per dialect: a staff session's preview and x-ray modes, stored
 * on that session only, reported on `staffMe`, refused without contribution mode (configuration)
 * or without a staff session (an API token). Who may call the mutations at all is checked with
 * the other editor fields in modules/cms/cms-editing.test.ts.
 */

const SET_PREVIEW = /* GraphQL */ `
  mutation SetPreview($enabled: Boolean!) {
    setPreviewMode(enabled: $enabled) { success errorCode errorMessage modes { isContributionModeEnabled previewMode xRayMode } }
  }
`;
const SET_XRAY = /* GraphQL */ `
  mutation SetXRay($enabled: Boolean!) {
    setXRayMode(enabled: $enabled) { success errorCode errorMessage modes { isContributionModeEnabled previewMode xRayMode } }
  }
`;
const STAFF_ME = "query StaffMe { staffMe { name role via contribution { isContributionModeEnabled previewMode xRayMode } } }";
const UNPUBLISHED_PAGE = `query { cmsPage(identifier: "printemps-2027") { title } }`;

const EDITOR: TestStaffMember = { email: "eli.editor@example.test", name: "Éli Éditeur", role: "editor", password: "an editor's long password" };
const ADMIN: TestStaffMember = { email: "ada.admin@example.test", name: "Ada", role: "admin", password: "an admin's long password" };
const SUPPORT: TestStaffMember = { email: "sol.support@example.test", name: "Sol", role: "support", password: "a support long password" };
const EDITOR_TOKEN = "ebst_editor-token-for-the-contribution-tests-0123456789";

describe.each(dialects)("editor modes on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let disabledApi: TestApi;

    beforeAll(async () => {
      [api, disabledApi] = await Promise.all([
        startTestApi({ dialect, env: { CONTRIBUTION_MODE: "true", STAFF_TOKENS: `editor-bot:editor:${sha256(EDITOR_TOKEN)}` } }),
        startTestApi({ dialect }),
      ]);
      for (const server of [api, disabledApi]) {
        for (const member of [EDITOR, ADMIN, SUPPORT]) await addStaff(server, member);
      }
    }, 60_000);
    afterAll(async () => {
      await Promise.all([api?.close(), disabledApi?.close()]);
    });

    const modesOfSession = async (server: TestApi, cookie: string) =>
      server.commerce.database.db
        .selectFrom("staff_session")
        .select(["preview_mode", "xray_mode"])
        .where("token_hash", "=", sha256(cookie.slice("eb_staff=".length)))
        .executeTakeFirstOrThrow();

    it("turns preview and x-ray on and off for the editor's session only, stored on its row", async () => {
      const cookie = await signInStaff(api, EDITOR);
      const other = await signInStaff(api, EDITOR);

      const on = await gql(api, SET_PREVIEW, { enabled: true }, { headers: { cookie } });
      expect(on.body.data.setPreviewMode).toEqual({
        success: true,
        errorCode: null,
        errorMessage: null,
        modes: { isContributionModeEnabled: true, previewMode: true, xRayMode: false },
      });
      expect(on.headers.get("cache-control")).toBe("max-age=0, no-store");
      const xray = await gql(api, SET_XRAY, { enabled: true }, { headers: { cookie } });
      expect(xray.body.data.setXRayMode.modes).toEqual({ isContributionModeEnabled: true, previewMode: true, xRayMode: true });

      expect(await modesOfSession(api, cookie)).toEqual({ preview_mode: 1, xray_mode: 1 });
      expect(await modesOfSession(api, other)).toEqual({ preview_mode: 0, xray_mode: 0 });
      const me = await gql(api, STAFF_ME, undefined, { headers: { cookie } });
      expect(me.body.data.staffMe).toEqual({ name: EDITOR.name, role: "EDITOR", via: "SESSION", contribution: { isContributionModeEnabled: true, previewMode: true, xRayMode: true } });
      expect((await gql(api, STAFF_ME, undefined, { headers: { cookie: other } })).body.data.staffMe.contribution).toEqual({
        isContributionModeEnabled: true,
        previewMode: false,
        xRayMode: false,
      });

      const off = await gql(api, SET_PREVIEW, { enabled: false }, { headers: { cookie } });
      expect(off.body.data.setPreviewMode.modes).toEqual({ isContributionModeEnabled: true, previewMode: false, xRayMode: true });
      expect(await modesOfSession(api, cookie)).toEqual({ preview_mode: 0, xray_mode: 1 });
      // A new sign-in is a new session: every mode off again.
      const again = await gql(api, STAFF_LOGIN, { email: EDITOR.email, password: EDITOR.password }, { headers: { cookie } });
      expect(again.body.data.staffLogin.staff.contribution).toEqual({ isContributionModeEnabled: true, previewMode: false, xRayMode: false });
    });

    it("lets an admin use the modes, and reports none to support staff", async () => {
      const admin = await signInStaff(api, ADMIN);
      expect((await gql(api, SET_PREVIEW, { enabled: true }, { headers: { cookie: admin } })).body.data.setPreviewMode.success).toBe(true);
      const support = await signInStaff(api, SUPPORT);
      expect((await gql(api, STAFF_ME, undefined, { headers: { cookie: support } })).body.data.staffMe).toMatchObject({ role: "SUPPORT", contribution: null });
    });

    it("answers NO_STAFF_SESSION to an API token, which has no modes", async () => {
      const headers = { authorization: `Bearer ${EDITOR_TOKEN}` };
      const refused = await gql(api, SET_PREVIEW, { enabled: true }, { headers });
      expect(refused.body.data.setPreviewMode).toEqual({
        success: false,
        errorCode: "NO_STAFF_SESSION",
        errorMessage: "Les modes d'édition appartiennent à une session du personnel : connectez-vous sur la page du personnel.",
        modes: null,
      });
      const english = await gql(api, SET_XRAY, { enabled: true }, { headers, path: "/en/graphql" });
      expect(english.body.data.setXRayMode).toMatchObject({ success: false, errorCode: "NO_STAFF_SESSION", errorMessage: "Editor modes belong to a staff session: sign in on the staff page." });
      expect((await gql(api, STAFF_ME, undefined, { headers })).body.data.staffMe).toMatchObject({ via: "TOKEN", contribution: null });
    });

    it("answers NO_STAFF_SESSION when the request's session ended before its mode is stored", async () => {
      const cookie = await signInStaff(api, EDITOR);
      const { db } = api.commerce.database;
      const { id } = await db.selectFrom("staff").select("id").where("email", "=", EDITOR.email).executeTakeFirstOrThrow();
      const staff = { id, name: EDITOR.name, email: EDITOR.email, role: "editor", via: "session" } as const;
      const state = { status: "active", staff, sessionToken: cookie.slice("eb_staff=".length), modes: { preview: false, xRay: false } } as const;
      // Read by the request, then ended (a sign-out elsewhere, a password change) before the write.
      await db.deleteFrom("staff_session").where("token_hash", "=", sha256(state.sessionToken)).execute();
      expect(await api.commerce.services.contribution.setMode(serviceScope({ staff }), state, "preview", true)).toEqual({ ok: false, code: "NO_STAFF_SESSION" });
      expect(await db.selectFrom("staff_session").select("token_hash").where("token_hash", "=", sha256(state.sessionToken)).executeTakeFirst()).toBeUndefined();
    });

    it("refuses the modes while the configuration does not turn contribution mode on, and ignores a mode stored before", async () => {
      const cookie = await signInStaff(disabledApi, EDITOR);
      for (const [document, field] of [
        [SET_PREVIEW, "setPreviewMode"],
        [SET_XRAY, "setXRayMode"],
      ] as const) {
        const refused = await gql(disabledApi, document, { enabled: true }, { headers: { cookie } });
        expect(refused.body.data[field]).toEqual({
          success: false,
          errorCode: "CONTRIBUTION_MODE_DISABLED",
          errorMessage: "Le mode contribution n'est pas activé sur cette boutique.",
          modes: null,
        });
      }
      expect(await modesOfSession(disabledApi, cookie)).toEqual({ preview_mode: 0, xray_mode: 0 });

      // A session whose modes were turned on while contribution mode was on: off for as long as it is off.
      await disabledApi.commerce.database.db
        .updateTable("staff_session")
        .set({ preview_mode: 1, xray_mode: 1 })
        .where("token_hash", "=", sha256(cookie.slice("eb_staff=".length)))
        .execute();
      expect((await gql(disabledApi, STAFF_ME, undefined, { headers: { cookie } })).body.data.staffMe.contribution).toEqual({
        isContributionModeEnabled: false,
        previewMode: false,
        xRayMode: false,
      });
      expect((await gql(disabledApi, UNPUBLISHED_PAGE, undefined, { headers: { cookie } })).body.data.cmsPage).toBeNull();
    });
  });
});
