import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, dialects, gql, mailsTo, registerConfirmed, sessionCookie, tokenMailedTo } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * A change of e-mail address (ADR 069), over the API, once per dialect: asked on the current
 * password, it changes nothing until the link e-mailed to the new address is used (once, within
 * 24 hours); the answer is the same whether or not another account has the address (whose owner
 * gets a note instead of a link); the old address is told twice (asked, then done); using the link
 * ends the account's other sessions (all of them when opened signed out) and spends its other links.
 */

const PASSWORD = "correct horse battery";
const ME = "query { me { id email pendingEmail newsletter { subscribed } } }";
const RESULT = "success errorCode errorMessage me { email pendingEmail }";
const CHANGE_EMAIL = `mutation($email: String!, $currentPassword: String!) { changeCustomerEmail(email: $email, currentPassword: $currentPassword) { ${RESULT} } }`;
const RESEND = `mutation { resendEmailChange { ${RESULT} } }`;
const CANCEL = `mutation { cancelEmailChange { ${RESULT} } }`;
const CONFIRM_CHANGE = `mutation($token: String!) { confirmEmailChange(token: $token) { ${RESULT} } }`;
const unique = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.test`;

describe.each(dialects)("e-mail change confirmed by the new address on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback" } });
    }, 60_000);
    afterAll(() => api?.close());

    let addressCounter = 0;
    const fresh = (options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, "x-forwarded-for": `198.51.100.${++addressCounter}` } });
    const as = (cookie: string, options: RequestOptions = {}): RequestOptions => fresh({ ...options, headers: { cookie } });
    const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;
    const signIn = async (email: string, password = PASSWORD) => {
      const response = await gql(api, LOGIN, { email, password }, fresh());
      return response.body.data.login.success ? sessionCookie(response) : response.body.data.login.errorCode;
    };
    const change = async (cookie: string, email: string, options: RequestOptions = {}) => (await gql(api, CHANGE_EMAIL, { email, currentPassword: PASSWORD }, as(cookie, options))).body.data.changeCustomerEmail;
    const confirm = async (token: string, cookie?: string) => (await gql(api, CONFIRM_CHANGE, { token }, cookie ? as(cookie) : fresh())).body.data.confirmEmailChange;
    const linkTo = (email: string) => tokenMailedTo(api, email, "customer.email-change-confirmation");
    /** A confirmed customer signed in on two devices. */
    async function customerOnTwoDevices(label: string, options: RequestOptions = {}) {
      const { me: customer, cookie: here } = await registerConfirmed(api, unique(label), fresh(options));
      return { customer, here, elsewhere: (await signIn(customer.email)) as string };
    }

    it("changes nothing until the new address's link is used; the link applies it, ends the other sessions and tells the old address", async () => {
      const { customer, here, elsewhere } = await customerOnTwoDevices("pending");
      await gql(api, "mutation { updateNewsletterSubscription(subscribed: true) { success } }", undefined, as(here));
      // A reset link asked before the change stops working when the change is made.
      await gql(api, "mutation($email: String!) { requestPasswordReset(email: $email) { success } }", { email: customer.email }, fresh());
      const resetToken = await tokenMailedTo(api, customer.email, "customer.password-reset");

      const newEmail = unique("moved");
      expect(await change(here, ` ${newEmail.toUpperCase()} `)).toEqual({ success: true, errorCode: null, errorMessage: null, me: { email: customer.email, pendingEmail: newEmail } });
      // Asked, not applied: the account keeps its address, for signing in too, and no session ended.
      expect(await me(here)).toMatchObject({ email: customer.email, pendingEmail: newEmail });
      expect(await me(elsewhere)).toMatchObject({ email: customer.email });
      expect(typeof (await signIn(customer.email))).toBe("string");
      expect(await signIn(newEmail)).toBe("INVALID_CREDENTIALS");
      const [requested, ...moreRequested] = await mailsTo(api, customer.email, "customer.email-change-requested");
      expect(moreRequested).toHaveLength(0);
      expect(requested.subject).toBe("Demande de changement d'adresse e-mail – Essences & Botanique");
      expect(requested.text?.replace(/\s+/g, " ")).toContain(newEmail);
      expect(requested.text).toContain("/account/password-request");
      const [link] = await mailsTo(api, newEmail, "customer.email-change-confirmation");
      expect(link.subject).toBe("Confirmez votre nouvelle adresse e-mail – Essences & Botanique");
      expect(link.text).toMatch(/\/account\/email-change\?token=[A-Za-z0-9_-]{43}/);
      // The new address is not told the account's current one.
      expect(link.text).not.toContain(customer.email);
      expect(await mailsTo(api, customer.email, "customer.email-changed")).toHaveLength(0);

      const token = await linkTo(newEmail);
      const confirmed = await confirm(token, here);
      expect(confirmed).toEqual({ success: true, errorCode: null, errorMessage: null, me: { email: newEmail, pendingEmail: null } });
      expect(await me(here)).toEqual({ id: customer.id, email: newEmail, pendingEmail: null, newsletter: { subscribed: true } });
      expect(await me(elsewhere)).toBeNull();
      expect(await signIn(customer.email)).toBe("INVALID_CREDENTIALS");
      expect(typeof (await signIn(newEmail))).toBe("string");
      const reset = await gql(api, 'mutation($token: String!) { resetPassword(token: $token, password: "a brand new passphrase") { errorCode } }', { token: resetToken }, fresh());
      expect(reset.body.data.resetPassword.errorCode).toBe("TOKEN_INVALID");

      // The old address is told a second time: done.
      const [done] = await mailsTo(api, customer.email, "customer.email-changed");
      expect(done.subject).toBe("Votre adresse e-mail a été changée – Essences & Botanique");
      expect(done.text?.replace(/\s+/g, " ")).toContain(`c'est désormais ${newEmail}`);
      expect(await mailsTo(api, newEmail, "customer.email-changed")).toHaveLength(0);

      // Once: the same link again is refused, clearly.
      expect(await confirm(token, here)).toMatchObject({
        success: false,
        errorCode: "TOKEN_INVALID",
        errorMessage: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
        me: null,
      });
    });

    it("opened signed out, the link ends every session of the account and signs nobody in", async () => {
      const { customer, here, elsewhere } = await customerOnTwoDevices("signed-out", { path: "/en/graphql" });
      const newEmail = unique("signed-out-new");
      await change(here, newEmail);
      const [link] = await mailsTo(api, newEmail, "customer.email-change-confirmation");
      // In the account's language, to its store.
      expect(link.subject).toBe("Confirm your new e-mail address – Essences & Botanique");
      expect(link.text).toMatch(/\/en\/account\/email-change\?token=/);
      expect(link.text).toContain("24 hours");

      const response = await gql(api, CONFIRM_CHANGE, { token: await linkTo(newEmail) }, fresh());
      expect(response.body.data.confirmEmailChange).toEqual({ success: true, errorCode: null, errorMessage: null, me: null });
      expect(response.setCookies).toEqual([]);
      expect(await me(here)).toBeNull();
      expect(await me(elsewhere)).toBeNull();
      expect(typeof (await signIn(newEmail))).toBe("string");
      const [done] = await mailsTo(api, customer.email, "customer.email-changed");
      expect(done.subject).toBe("Your e-mail address was changed – Essences & Botanique");
    });

    it("answers the same for an address another account has: that account gets a note, never a link, and the change never applies", async () => {
      const { here } = await customerOnTwoDevices("asker");
      const { me: other } = await registerConfirmed(api, unique("owner"), fresh());
      const free = unique("free");
      const answerFree = await change(here, free);
      const answerTaken = await change(here, other.email);
      expect(answerTaken).toEqual({ ...answerFree, me: { ...answerFree.me, pendingEmail: other.email } });
      expect(await me(here)).toMatchObject({ pendingEmail: other.email });

      const [note, ...more] = await mailsTo(api, other.email, "customer.email-in-use");
      expect(more).toHaveLength(0);
      expect(note.subject).toBe("Votre adresse e-mail a été proposée pour un autre compte – Essences & Botanique");
      expect(note.text).toContain("Bonjour Ada,");
      expect(note.text).not.toMatch(/token=/);
      expect(await mailsTo(api, other.email, "customer.email-change-confirmation")).toHaveLength(0);
      // The newer request replaced the one to the free address: its link no longer works.
      expect((await confirm(await linkTo(free), here)).errorCode).toBe("TOKEN_INVALID");
      expect(typeof (await signIn(other.email))).toBe("string");
    });

    it("a newer request replaces the one waiting; sent again, only the newest link works; cancelled, none", async () => {
      const { customer, here } = await customerOnTwoDevices("replace");
      const first = unique("first");
      const second = unique("second");
      await change(here, first);
      const firstToken = await linkTo(first);
      await change(here, second);
      expect(await me(here)).toMatchObject({ email: customer.email, pendingEmail: second });
      expect((await confirm(firstToken, here)).errorCode).toBe("TOKEN_INVALID");

      const secondToken = await linkTo(second);
      expect((await gql(api, RESEND, undefined, as(here))).body.data.resendEmailChange).toEqual({ success: true, errorCode: null, errorMessage: null, me: { email: customer.email, pendingEmail: second } });
      const resentToken = await linkTo(second);
      expect(resentToken).not.toBe(secondToken);
      expect((await confirm(secondToken, here)).errorCode).toBe("TOKEN_INVALID");
      expect(await mailsTo(api, customer.email, "customer.email-change-requested")).toHaveLength(2);

      expect((await gql(api, CANCEL, undefined, as(here))).body.data.cancelEmailChange).toEqual({ success: true, errorCode: null, errorMessage: null, me: { email: customer.email, pendingEmail: null } });
      expect((await confirm(resentToken, here)).errorCode).toBe("TOKEN_INVALID");
      expect(await me(here)).toMatchObject({ email: customer.email, pendingEmail: null });
      // Nothing waiting: sending again sends nothing.
      expect((await gql(api, RESEND, undefined, as(here))).body.data.resendEmailChange.me).toEqual({ email: customer.email, pendingEmail: null });
      expect(await mailsTo(api, second, "customer.email-change-confirmation")).toHaveLength(2);
    });

    it("asking for the account's own address, or a new password, drops the change waiting", async () => {
      const { customer, here } = await customerOnTwoDevices("drop");
      const wanted = unique("wanted");
      await change(here, wanted);
      expect(await change(here, customer.email.toUpperCase())).toMatchObject({ success: true, me: { email: customer.email, pendingEmail: null } });
      expect((await confirm(await linkTo(wanted), here)).errorCode).toBe("TOKEN_INVALID");

      const again = unique("again");
      await change(here, again);
      const changed = await gql(api, "mutation { changeCustomerPassword(currentPassword: \"correct horse battery\", newPassword: \"lavender fields at dawn\") { success } }", undefined, as(here));
      expect(changed.body.data.changeCustomerPassword.success).toBe(true);
      expect(await me(here)).toMatchObject({ pendingEmail: null });
      expect((await confirm(await linkTo(again), here)).errorCode).toBe("TOKEN_INVALID");
    });

    it("refuses an expired link, and one whose address another account took meanwhile (then spent)", async () => {
      const { customer, here } = await customerOnTwoDevices("expired");
      const late = unique("late");
      await change(here, late);
      const token = await linkTo(late);
      await api.commerce.database.db
        .updateTable("customer_token")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("customer_id", "=", Number(customer.id))
        .where("purpose", "=", "change_email")
        .execute();
      expect(await me(here)).toMatchObject({ pendingEmail: null });
      expect((await confirm(token, here)).errorCode).toBe("TOKEN_INVALID");

      const contested = unique("contested");
      await change(here, contested);
      const contestedToken = await linkTo(contested);
      await registerConfirmed(api, contested, fresh());
      expect(await confirm(contestedToken, here)).toMatchObject({ success: false, errorCode: "EMAIL_TAKEN", errorMessage: "Un autre compte utilise déjà cette adresse e-mail.", me: null });
      expect(await me(here)).toMatchObject({ email: customer.email, pendingEmail: null });
      expect((await confirm(contestedToken, here)).errorCode).toBe("TOKEN_INVALID");
    });

    it("needs a signed-in customer to send again or cancel; a malformed link is refused as any other", async () => {
      for (const [query, field] of [
        [RESEND, "resendEmailChange"],
        [CANCEL, "cancelEmailChange"],
      ] as const) {
        expect((await gql(api, query, undefined, fresh())).body.data[field]).toMatchObject({ success: false, errorCode: "NOT_SIGNED_IN", me: null });
      }
      expect((await confirm("not-a-token")).errorCode).toBe("TOKEN_INVALID");
      expect((await confirm("A".repeat(43))).errorCode).toBe("TOKEN_INVALID");
      expect((await gql(api, "query { me { pendingEmail } }", undefined, fresh())).body.data.me).toBeNull();
    });
  });
});
