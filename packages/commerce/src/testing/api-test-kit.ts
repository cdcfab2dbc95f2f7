import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
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
/** Registration answers the same for every address; the account signs in once confirmed (`registerConfirmed`). */
export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { success errorCode errorMessage }
  }
`;
export const CONFIRM_EMAIL = /* GraphQL */ `
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) { success errorCode errorMessage me { id email firstname lastname createdAt } }
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

/**
 * The e-mails of one kind (`customer.email-confirmation`…) the API has sent to `email`, oldest
 * first, as the `.eml` files of a server without SMTP_URL hold them. What is due is delivered
 * first (after the pass its worker may be running).
 */
export async function mailsTo(api: TestApi, email: string, kind: string): Promise<ParsedMail[]> {
  await api.commerce.services.mail.deliverDue();
  const directory = path.join(api.env.DATA_DIR, "mail");
  // Files are named `<created at>-<kind>-<outbox id>.eml` (shared/mail/mailer.ts).
  const named = new RegExp(`-${kind.replace(/\./g, "\\.")}-\\d+\\.eml$`);
  const files = (await fs.readdir(directory).catch(() => [] as string[])).filter((file) => named.test(file)).sort();
  const mails = await Promise.all(files.map(async (file) => simpleParser(await fs.readFile(path.join(directory, file)), { skipImageLinks: true })));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
}

/** The token of the last link of that kind e-mailed to `email` (`…?confirm=<token>`, `…?token=<token>`). */
export async function tokenMailedTo(api: TestApi, email: string, kind: string): Promise<string> {
  const last = (await mailsTo(api, email, kind)).at(-1);
  const token = last?.text?.match(/[?&](?:confirm|token)=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, `a ${kind} link was e-mailed to ${email}`).toBeDefined();
  return token!;
}

/**
 * A customer account that is confirmed and signed in, the way a shopper gets one: registered,
 * then confirmed with the link of the confirmation e-mail, whose answer signs in (a visitor's
 * cart in `options.headers`' cookie is merged). Returns the new session's cookie and `me`.
 */
export async function registerConfirmed(api: TestApi, email: string, options: RequestOptions & { input?: Record<string, string> } = {}) {
  const { input, ...request } = options;
  const registered = await gql(api, REGISTER, registerInput(email, input), request);
  expect(registered.body.data.register, "registered").toMatchObject({ success: true });
  const token = await tokenMailedTo(api, email.trim().toLowerCase(), "customer.email-confirmation");
  const confirmed = await gql(api, CONFIRM_EMAIL, { token }, request);
  expect(confirmed.body.data.confirmEmail, "confirmed").toMatchObject({ success: true });
  return { cookie: sessionCookie(confirmed), me: confirmed.body.data.confirmEmail.me as { id: string; email: string; firstname: string; lastname: string; createdAt: string } };
}

/**
 * The same through a browser of a test (a cart test kit `shopper`, which keeps the cookies it is
 * given): it registers and follows the confirmation link, and is then signed in as the new
 * customer, its visitor cart merged. Returns the confirmation's `me`.
 */
export async function registerConfirmedIn(
  api: TestApi,
  browser: { send(query: string, variables?: Record<string, unknown>): Promise<TestResponse> },
  email: string,
  input: Record<string, string> = {},
) {
  expect((await browser.send(REGISTER, registerInput(email, input))).body.data.register, "registered").toMatchObject({ success: true });
  const token = await tokenMailedTo(api, email.trim().toLowerCase(), "customer.email-confirmation");
  const confirmed = (await browser.send(CONFIRM_EMAIL, { token })).body.data.confirmEmail;
  expect(confirmed, "confirmed").toMatchObject({ success: true });
  return confirmed.me as { id: string; email: string; firstname: string; lastname: string; createdAt: string };
}
