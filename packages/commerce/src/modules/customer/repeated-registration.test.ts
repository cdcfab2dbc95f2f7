import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, type TestDialect, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/**
 * A registration whose answer was lost (the connection dropped after the account was committed,
 * the client told to retry) is sent again: it must answer as the first did, signed in, not
 * "e-mail taken". Anything else that differs stays "e-mail taken".
 */
const postgresProblem = await postgresUnavailableReason();
const dialects: { dialect: TestDialect; skipReason?: string }[] = [
  { dialect: "sqlite" },
  { dialect: "postgres", skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { success errorCode me { id email } } }`;

describe.each(dialects)("repeated registration on $dialect", ({ dialect, skipReason }) => {
  let api: TestApi;
  beforeAll(async () => {
    if (!skipReason) api = await startTestApi({ dialect });
  }, 60_000);
  afterAll(() => api?.close());

  const register = async (input: Record<string, string>) => {
    const response = await api.post({ query: REGISTER, variables: { input } });
    expect(response.status).toBe(200);
    return { result: (response.body as { data: { register: { success: boolean; errorCode: string | null; me: { id: string } | null } } }).data.register, cookies: response.setCookies };
  };

  it.skipIf(!!skipReason)("answers the same registration again as the first, signed in", async () => {
    const input = { email: `repeat-${randomBytes(4).toString("hex")}@example.com`, password: "a long password", firstname: "Ada", lastname: "Lovelace" };
    const first = await register(input);
    expect(first.result.success).toBe(true);
    const again = await register(input);
    expect(again.result).toMatchObject({ success: true, me: { id: first.result.me!.id } });
    expect(again.cookies.some((cookie) => cookie.startsWith("eb_session="))).toBe(true);
  });

  it.skipIf(!!skipReason)("still refuses the e-mail to a registration that differs", async () => {
    const input = { email: `taken-${randomBytes(4).toString("hex")}@example.com`, password: "a long password", firstname: "Ada", lastname: "Lovelace" };
    expect((await register(input)).result.success).toBe(true);
    for (const other of [{ password: "another password" }, { firstname: "Grace" }, { email: input.email.toUpperCase(), lastname: "Hopper" }]) {
      expect((await register({ ...input, ...other })).result).toMatchObject({ success: false, errorCode: "EMAIL_TAKEN", me: null });
    }
  });
});
