import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it, vi } from "vitest";
import { action, staffReturnPath } from "./staff.tsx";

type Answer = { success: boolean; errorCode: string | null; errorMessage: string | null };
const ok: Answer = { success: true, errorCode: null, errorMessage: null };

function call(fields: Record<string, string>, { answer = ok as Answer | Error, headers = {} as Record<string, string> } = {}) {
  const request = new Request("http://localhost/en/staff", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
  const sent: { name: string; variables: unknown }[] = [];
  const mutate = vi.fn(async ({ mutation, variables }: { mutation: { definitions: { name: { value: string } }[] }; variables: unknown }) => {
    const name = mutation.definitions[0].name.value;
    sent.push({ name, variables });
    if (answer instanceof Error) throw answer;
    return { data: { [name.charAt(0).toLowerCase() + name.slice(1)]: answer }, setCookies: ["eb_staff=abc; Path=/; HttpOnly; SameSite=Strict"] };
  });
  const context = { queries: { mutate }, page: { basename: "/en", locale: "en-GB", maintenance: false, offline: false }, log: { warn: vi.fn() } };
  return { sent, response: action({ request, context, params: {} } as never) as Promise<Response | { data: { refusal: unknown } }> };
}

describe("the staff page's action", () => {
  it("sends a form back only to a path of this store: anything else is the staff page (no open redirect)", () => {
    expect(staffReturnPath("/product/HE-LAVANDE?x=1")).toBe("/product/HE-LAVANDE?x=1");
    expect(staffReturnPath("/staff/pages/about-us?locale=en-GB")).toBe("/staff/pages/about-us?locale=en-GB");
    for (const value of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/\t/evil.example", "product", "", null]) {
      expect(staffReturnPath(value), String(value)).toBe("/staff");
    }
  });

  it("signs in, keeps the staff cookie and goes where the form says", async () => {
    const { sent, response } = call({ intent: "login", email: " editor@example.fr ", password: " long pass phrase ", redirect: "/staff/pages" });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/staff/pages");
    expect(answer.headers.get("set-cookie")).toContain("eb_staff=abc");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(sent).toEqual([{ name: "StaffLogin", variables: { email: "editor@example.fr", password: " long pass phrase " } }]);
  });

  it("says what is missing before sending, and the API's refusal after, keeping the e-mail and never the password", async () => {
    const empty = call({ intent: "login", email: "", password: "" });
    expect(((await empty.response) as { data: { refusal: { problems: { field: string }[] } } }).data.refusal.problems.map((problem) => problem.field)).toEqual(["email", "password"]);
    expect(empty.sent).toEqual([]);
    const throttled = call({ intent: "login", email: "editor@example.fr", password: "guess" }, { answer: { success: false, errorCode: "TOO_MANY_ATTEMPTS", errorMessage: "Too many attempts: try again in 15 minutes." } });
    expect(((await throttled.response) as { data: { refusal: unknown } }).data.refusal).toEqual({
      intent: "login",
      problems: [],
      message: "Too many attempts: try again in 15 minutes.",
      email: "editor@example.fr",
    });
  });

  it("switches a mode and goes back to the page it was switched on, never elsewhere", async () => {
    const back = call({ intent: "xray", enabled: "true", redirect: "/about-us" });
    expect(((await back.response) as Response).headers.get("location")).toBe("/about-us");
    expect(back.sent).toEqual([{ name: "SetXRayMode", variables: { enabled: true } }]);
    const away = call({ intent: "preview", enabled: "false", redirect: "https://evil.example/" });
    expect(((await away.response) as Response).headers.get("location")).toBe("/staff");
    expect(away.sent).toEqual([{ name: "SetPreviewMode", variables: { enabled: false } }]);
  });

  it("sends a visitor switching a mode to the sign-in form, and changes nothing for a form from another site", async () => {
    const forbidden = new CombinedGraphQLErrors({ data: { setPreviewMode: null }, errors: [{ message: "Reserved for the shop's staff.", extensions: { code: "FORBIDDEN" } }] });
    const visitor = call({ intent: "preview", enabled: "true", redirect: "/about-us" }, { answer: forbidden });
    expect(((await visitor.response) as Response).headers.get("location")).toBe("/staff?redirect=%2Fabout-us");
    const crossSite = call({ intent: "logout" }, { headers: { origin: "https://evil.example" } });
    expect(((await crossSite.response) as Response).headers.get("location")).toBe("/staff");
    expect(crossSite.sent).toEqual([]);
  });
});
