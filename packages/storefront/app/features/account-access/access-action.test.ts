import { describe, expect, it, vi } from "vitest";
import { intlFor } from "../../lib/i18n.ts";
import { accessAction } from "./access-action.ts";
import { type AccessIntent, checkBeforeSending, formValues, keptValues, refusalOf } from "./access-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("account access forms", () => {
  const intl = intlFor("fr-FR");

  it("trims what is typed but never a password", () => {
    expect(formValues("login", form({ email: "  camille@example.fr ", password: " secret phrase " }))).toEqual({ email: "camille@example.fr", password: " secret phrase " });
  });

  it("says every problem it can see before sending, in the form's order", () => {
    const problems = checkBeforeSending("register", { firstname: "", lastname: "Durand", email: "camille@", password: "short" }, intl);
    expect(problems.map((problem) => problem.field)).toEqual(["firstname", "email", "password"]);
    expect(problems[0].message).toBe("Renseignez le champ « Prénom ».");
    expect(problems[2].message).toContain("8 caractères");
    // A password being checked at sign-in is not held to the new-password rules.
    expect(checkBeforeSending("login", { email: "camille@example.fr", password: "short" }, intl)).toEqual([]);
  });

  it("never keeps a password or a token to show again", () => {
    expect(keptValues("email", { email: "new@example.fr", currentPassword: "secret" })).toEqual({ email: "new@example.fr" });
    expect(keptValues("passwordReset", { token: "abc", password: "secret" })).toEqual({});
    expect(keptValues("emailConfirm", { token: "abc" })).toEqual({});
  });

  it("puts a refusal on its field when it is about one, else above the form", () => {
    const values = { currentPassword: "wrong", newPassword: "long enough" };
    expect(refusalOf("password", { errorCode: "CURRENT_PASSWORD_WRONG", errorMessage: "Mot de passe actuel incorrect." }, "?", values)).toEqual({
      intent: "password",
      problems: [{ field: "currentPassword", message: "Mot de passe actuel incorrect." }],
      message: null,
      code: "CURRENT_PASSWORD_WRONG",
      values: {},
    });
    const refused = refusalOf("login", { errorCode: "INVALID_CREDENTIALS", errorMessage: "Incorrect." }, "?", { email: "a@b.fr", password: "x" });
    expect(refused.problems).toEqual([]);
    expect(refused.message).toBe("Incorrect.");
    expect(refused.values).toEqual({ email: "a@b.fr" });
  });
});

describe("accessAction (forms posted without JavaScript)", () => {
  type Answer = { success: boolean; errorMessage: string | null; errorCode: string | null; me?: unknown };
  const ok: Answer = { success: true, errorMessage: null, errorCode: null, me: { id: "7", email: "a@b.fr", firstname: "Camille", lastname: "Durand" } };

  function call(
    intents: readonly AccessIntent[],
    fields: Record<string, string>,
    { answer = ok as Answer | Error, headers = {} as Record<string, string>, url = "http://localhost/en/login?redirect=%2Fuser%2Forders" } = {},
  ) {
    const request = new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
    const mutate = vi.fn(async ({ mutation }: { mutation: { definitions: { selectionSet: { selections: { name: { value: string } }[] } }[] } }) => {
      if (answer instanceof Error) throw answer;
      const field = mutation.definitions[0].selectionSet.selections[0].name.value;
      return { data: { [field]: answer }, setCookies: ["eb_session=abc; Path=/; HttpOnly"] };
    });
    const warn = vi.fn();
    const context = { queries: { mutate }, page: { basename: "/en", locale: "en-GB", maintenance: false, offline: false }, log: { warn } };
    const action = accessAction({ intents, next: (intent, { url: posted }) => `/${intent}-done?${posted.searchParams}` });
    return { mutate, warn, response: action({ request, context, params: {} } as never) };
  }

  it("sends the mutation, keeps the session's cookie and redirects where the route says", async () => {
    const { mutate, response } = call(["login"], { intent: "login", email: " camille@example.fr ", password: "botanique-demo" });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/login-done?redirect=%2Fuser%2Forders");
    expect(answer.headers.get("set-cookie")).toContain("eb_session=abc");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { email: "camille@example.fr", password: "botanique-demo" } }));
  });

  it("answers a refusal on its field, with what was typed but not the password", async () => {
    const { response } = call(["email"], { intent: "email", email: "new@example.co.uk", currentPassword: "wrong" }, {
      answer: { success: false, errorMessage: "The current password is wrong.", errorCode: "CURRENT_PASSWORD_WRONG" },
    });
    const answer = (await response) as { data: { refusal: unknown } };
    expect(answer.data.refusal).toEqual({
      intent: "email",
      problems: [{ field: "currentPassword", message: "The current password is wrong." }],
      message: null,
      code: "CURRENT_PASSWORD_WRONG",
      values: { email: "new@example.co.uk" },
    });
  });

  it("sends nothing when a field is missing, and says so in the store's language", async () => {
    const { mutate, response } = call(["register"], { intent: "register", firstname: "Camille", lastname: "", email: "camille@example.fr", password: "a long passphrase" });
    const answer = (await response) as { data: { refusal: { problems: { field: string; message: string }[] } } };
    expect(mutate).not.toHaveBeenCalled();
    expect(answer.data.refusal.problems).toEqual([{ field: "lastname", message: expect.stringContaining("Last name") }]);
  });

  it("tells a failure without an answer by its kind, and logs nothing of the form", async () => {
    const { warn, response } = call(["passwordReset"], { intent: "passwordReset", token: "t0k3n", password: "a long passphrase" }, { answer: new Error("down") });
    const answer = (await response) as { data: { refusal: { message: string } } };
    expect(answer.data.refusal.message).toBe(intlFor("en-GB").formatMessage({ id: "mutation.fault.unavailable" }));
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/t0k3n|passphrase/);
  });

  it("changes nothing for a form from another site, or an intent this route does not take", async () => {
    for (const [fields, headers] of [
      [{ intent: "logout" }, { "sec-fetch-site": "cross-site" }],
      [{ intent: "logout" }, { origin: "https://evil.example" }],
      [{ intent: "names", firstname: "A", lastname: "B" }, {}],
    ] as const) {
      const { mutate, response } = call(["logout"], fields, { headers, url: "http://localhost/en/user/logout" });
      const answer = (await response) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/user/logout");
      expect(mutate).not.toHaveBeenCalled();
    }
  });
});
