import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createStaffService } from "../../modules/staff/service.ts";
import { dialects, gql, sha256 } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- staff …` against the throwaway database of a running API, which then signs
 * the staff members in: the first command from a process of its own as an operator runs it, the
 * others through the same entry in the test's process.
 */

const STAFF_LOGIN = "mutation StaffLogin($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { success errorCode staff { name role } } }";
const STAFF_ME = "query StaffMe { staffMe { email } }";

describe.each(dialects)("npm run admin -- staff on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "against the API's database", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    /** Runs the admin entry with `args`; `input` is piped on standard input (nothing: an empty pipe). */
    const admin = (args: string[], input = "") => runAdminCommand(api.env, args, input);
    const staffLogin = (email: string, password: string) => gql(api, STAFF_LOGIN, { email, password });
    const staffCookie = async (email: string, password: string) => {
      const response = await staffLogin(email, password);
      expect(response.body.data.staffLogin.success).toBe(true);
      return response.setCookies.find((cookie) => cookie.startsWith("eb_staff="))!.split(";")[0];
    };
    const staffMe = async (cookie: string) => (await gql(api, STAFF_ME, undefined, { headers: { cookie } })).body.data.staffMe;
    const staffRows = () => api.commerce.database.db.selectFrom("staff").select(["email", "role", "disabled_at"]).orderBy("email").execute();

    it("adds a staff member with the password piped on standard input, and refuses the same e-mail again", async () => {
      const password = "piped staff password";
      // As the operator runs it: a process of its own, the password piped on its standard input.
      const added = await spawnAdmin(api.env, ["staff", "add", "Lea.Martin@Example.test", "--name", "Léa Martin", "--role", "support"], `${password}\n`);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toBe("Added lea.martin@example.test (Léa Martin), role support.\n");
      expect((await staffLogin("lea.martin@example.test", password)).body.data.staffLogin).toEqual({
        success: true,
        errorCode: null,
        staff: { name: "Léa Martin", role: "SUPPORT" },
      });

      const again = await admin(["staff", "add", "lea.martin@example.test"], "another password entirely");
      expect(again.status).toBe(1);
      expect(again.stdout).toMatch(/already exists/);
      expect(await staffRows()).toEqual([{ email: "lea.martin@example.test", role: "support", disabled_at: null }]);
      // The first password still holds.
      expect((await staffLogin("lea.martin@example.test", password)).body.data.staffLogin.success).toBe(true);
    }, 60_000);

    it("generates a strong password when none is piped, prints it once, and it signs in", async () => {
      const added = await admin(["staff", "add", "gen@example.test"]);
      expect(added.status, added.stderr).toBe(0);
      const password = added.stdout.match(/^Password \(shown once[^:]*\): (\S+)$/m)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(added.stdout).toMatch(/role editor\./);
      expect((await staffLogin("gen@example.test", password!)).body.data.staffLogin).toMatchObject({ success: true, staff: { name: "gen", role: "EDITOR" } });
      expect((await admin(["staff", "list"])).stdout).not.toContain(password);
    }, 60_000);

    it("refuses a short password, an invalid e-mail, an unknown role, and a command line it cannot read", async () => {
      expect(await admin(["staff", "add", "short@example.test"], "short")).toMatchObject({ status: 1, stdout: expect.stringMatching(/12 to 1000 characters/) });
      expect(await admin(["staff", "add", "not-an-email"], "long enough password")).toMatchObject({ status: 1, stdout: expect.stringMatching(/Not a valid e-mail/) });
      expect(await admin(["staff", "add", "role@example.test", "--role", "owner"])).toMatchObject({ status: 1, stdout: expect.stringMatching(/admin, editor, support/) });
      expect(await admin(["staff", "add"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/Usage: npm run admin -- staff add <email>/) });
      expect((await staffRows()).map((row) => row.email)).not.toEqual(expect.arrayContaining(["short@example.test", "role@example.test"]));
    }, 60_000);

    it("lists staff members; a new password ends their sessions; disabling ends them and sign-in", async () => {
      const listing = await admin(["staff", "list"]);
      expect(listing.status).toBe(0);
      const lines = listing.stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^E-MAIL +NAME +ROLE +SINCE +STATUS$/);
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(/^gen@example\.test +gen +editor +\d{4}-\d\d-\d\d +active$/),
        expect.stringMatching(/^lea\.martin@example\.test +Léa Martin +support +\d{4}-\d\d-\d\d +active$/),
      ]);

      const before = await staffCookie("lea.martin@example.test", "piped staff password");
      const changed = await admin(["staff", "password", "lea.martin@example.test"], "a brand new password\n");
      expect(changed.status, changed.stderr).toBe(0);
      expect(await staffMe(before)).toBeNull();
      expect((await staffLogin("lea.martin@example.test", "piped staff password")).body.data.staffLogin.success).toBe(false);
      const after = await staffCookie("lea.martin@example.test", "a brand new password");

      const disabled = await admin(["staff", "disable", "LEA.MARTIN@example.test"]);
      expect(disabled).toMatchObject({ status: 0, stdout: "Disabled LEA.MARTIN@example.test; their sessions have ended.\n" });
      expect(await staffMe(after)).toBeNull();
      expect((await staffLogin("lea.martin@example.test", "a brand new password")).body.data.staffLogin).toMatchObject({ success: false, errorCode: "INVALID_CREDENTIALS" });
      expect((await admin(["staff", "list"])).stdout).toMatch(/^lea\.martin@example\.test .* disabled \d{4}-\d\d-\d\d$/m);

      expect(await admin(["staff", "disable", "nobody@example.test"])).toMatchObject({ status: 1, stdout: expect.stringMatching(/No staff member/) });
      expect(await admin(["staff", "password", "nobody@example.test"], "long enough password")).toMatchObject({ status: 1 });
    }, 90_000);

    it("makes an API token, printed once with the STAFF_TOKENS entry that makes it valid", async () => {
      const made = await admin(["staff", "token", "newsletter-export", "--role", "support"]);
      expect(made.status, made.stderr).toBe(0);
      const token = made.stdout.match(/^Token \(shown once[^)]*\): (\S+)$/m)?.[1];
      const entry = made.stdout.match(/^Add this entry to STAFF_TOKENS.*: (\S+)$/m)?.[1];
      expect(token).toMatch(/^ebst_[A-Za-z0-9_-]{43}$/);
      expect(entry).toBe(`newsletter-export:support:${sha256(token!)}`);
      expect(entry).not.toContain(token!.slice(5));

      // With the entry configured, the token is a staff identity; another token is not.
      const config = loadConfig({ STAFF_TOKENS: entry });
      const { catalogVersion, limits } = api.commerce.services;
      const staff = createStaffService(api.commerce.database.db, { secure: false, tokens: config.staffTokens, catalogVersion, limits });
      expect(await staff.resolve({ authorization: `Bearer ${token}` })).toEqual({
        status: "active",
        staff: { id: null, name: "newsletter-export", email: null, role: "support", via: "token" },
      });
      const other = (await admin(["staff", "token", "other"])).stdout.match(/^Token \(shown once[^)]*\): (\S+)$/m)![1];
      expect(await staff.resolve({ authorization: `Bearer ${other}` })).toEqual({ status: "none" });
    }, 60_000);
  });
});
