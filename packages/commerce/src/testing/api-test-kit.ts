import { createHash } from "node:crypto";
import { expect } from "vitest";
export { DEMO_CUSTOMER } from "./seed-data.ts";
import { type RequestOptions, type TestApi, type TestDialect, type TestResponse, isCI, postgresUnavailableReason } from "./test-server.ts";

/**
 * What the API's integration tests share: the databases they run on, the documents they send
 * and how they read the answers. Each test file starts its own API (`startTestApi`) per dialect.
 */

/** Why PostgreSQL cannot be used here, or undefined when it answers. */
export const postgresProblem = await postgresUnavailableReason();

/** SQLite always; PostgreSQL when reachable, and always on CI (where it must be: its tests then fail). */
export const dialects: { dialect: TestDialect; skipReason?: string }[] = [
  { dialect: "sqlite" },
  { dialect: "postgres", skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { success errorCode errorMessage me { id email } }
  }
`;
export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { success errorCode errorMessage me { id email firstname lastname } }
  }
`;
export const LOGOUT = "mutation Logout { logout { success errorCode errorMessage } }";
export const ME = "query Me { me { id email } }";

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function gql(api: TestApi, query: string, variables?: Record<string, unknown>, options?: RequestOptions) {
  return api.post({ query, variables }, options);
}

/** `eb_session=<token>` from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(response: TestResponse): string {
  const cookie = response.setCookies.find((value) => value.startsWith("eb_session="));
  expect(cookie, "a session cookie is set").toBeDefined();
  return cookie!.split(";")[0];
}

export const registerInput = (email: string, overrides: Record<string, string> = {}) => ({
  input: { email, password: "correct horse battery", firstname: "Ada", lastname: "Lovelace", ...overrides },
});

export async function customerCount(api: TestApi, email?: string): Promise<number> {
  let query = api.commerce.database.db.selectFrom("customer").select((eb) => eb.fn.countAll<number>().as("n"));
  if (email) query = query.where("email", "=", email);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Nothing of the server's internals in an answer: no stack, SQL, driver, file path. */
export function expectNothingLeaked(response: TestResponse) {
  expect(response.text).not.toMatch(
    /stack|sql|select|insert|relation|no such|does not exist|destroyed|driver|pool|exception|originalError|node_modules|\/work\/|\/src\/|\.ts\b|\bat \S+ \(/i,
  );
}

/** Polls until the API answers with the wanted status, or the deadline passes. */
export async function waitForStatus(api: TestApi, status: number, deadlineMs: number): Promise<TestResponse> {
  const started = Date.now();
  for (;;) {
    const response = await gql(api, "{ ping }");
    if (response.status === status || Date.now() - started > deadlineMs) return response;
    await sleep(50);
  }
}
