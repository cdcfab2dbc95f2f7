import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { fillCart, graphql } from "./checkout-kit.ts";

/**
 * The account specs' shared steps: a customer of their own (registered and confirmed through the
 * API, as the screens do it), orders placed through the page's GraphQL endpoint, the operator's
 * commands on the end-to-end server's database, the e-mails it wrote.
 */

/** Every customer the kit registers has this password (specs that sign in through the screens type it). */
export const PASSWORD = "vetiver poivre rose 1987";
let sequence = 0;

/** An address nobody else uses, in this run or another. */
export const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${sequence++}@example.com`;

/**
 * The test's own client address (the server trusts the loopback proxy's X-Forwarded-For): the
 * per-address limits (registrations, order lookups) count this test alone, not the whole suite.
 */
export async function ownClientAddress(page: Page) {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${byte()}.${byte()}.${byte()}` });
}

/** A message's text parts, decoded (quoted-printable or base64), headers included. */
function decodeMail(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((match) =>
    Buffer.from(match[1].replace(/\s/g, ""), "base64").toString("utf8"),
  );
  // A run of escapes is one UTF-8 sequence ("é" is =C3=A9): decoded together, not byte by byte.
  const quotedPrintable = raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  return [quotedPrintable, ...base64Parts].join("\n");
}

/** The newest e-mail to `to` whose text matches `pattern` (the outbox delivers within a second or two, as `.eml` files). */
export async function mailMatching(to: string, pattern: RegExp): Promise<string> {
  const directory = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const find = () => {
    const files = fs.existsSync(directory) ? fs.readdirSync(directory).filter((file) => file.endsWith(".eml")).sort().reverse() : [];
    for (const file of files) {
      const text = decodeMail(fs.readFileSync(path.join(directory, file), "utf8"));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(text)) continue;
      if (pattern.test(text)) return text;
    }
    return undefined;
  };
  let found: string | undefined;
  await expect.poll(() => (found = find()), { message: `an e-mail to ${to} matching ${pattern}`, timeout: 20_000 }).toBeTruthy();
  return found!;
}

/** A customer registered and confirmed through the API (register, the e-mail's link, confirm): the page's context is then signed in as them. */
export async function signedInCustomer(page: Page, base: string, tag: string, firstname = "Iris"): Promise<{ email: string }> {
  await ownClientAddress(page);
  const email = uniqueEmail(tag);
  const { register } = await graphql<{ register: { success: boolean } }>(page, base, "mutation Register($input: RegisterInput!) { register(input: $input) { success errorCode } }", {
    input: { email, password: PASSWORD, firstname, lastname: "Marchand" },
  });
  expect(register.success).toBe(true);
  const mail = await mailMatching(email, /\/login\?confirm=[\w-]+/);
  const token = /\/login\?confirm=([\w-]+)/.exec(mail)![1];
  const { confirmEmail } = await graphql<{ confirmEmail: { success: boolean } }>(page, base, "mutation Confirm($token: String!) { confirmEmail(token: $token) { success } }", { token });
  expect(confirmEmail.success).toBe(true);
  return { email };
}

export const ADDRESS = { firstname: "Iris", lastname: "Marchand", street: ["8 rue des Tanneurs"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };

/**
 * An order of two bottles of bergamot by bank transfer, delivered home, placed through the page's
 * session as the checkout's steps do it (a guest's when `email` is given, else the signed-in customer's).
 */
export async function placeOrder(page: Page, base: string, { email }: { email?: string } = {}): Promise<{ number: string; orderId: string }> {
  await fillCart(page, base, 2);
  if (email) await graphql(page, base, "mutation Email($email: String!) { setCheckoutEmail(email: $email) { success } }", { email });
  const { setShippingAddress } = await graphql<{ setShippingAddress: { success: boolean; cart: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } } }>(
    page,
    base,
    "mutation Ship($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success cart { shippingMethods { code needsPickupPoint } } } }",
    { address: ADDRESS },
  );
  expect(setShippingAddress.success).toBe(true);
  const home = setShippingAddress.cart.shippingMethods.find((method) => !method.needsPickupPoint)!;
  await graphql(page, base, "mutation Method($code: String!) { setShippingMethod(code: $code) { success } }", { code: home.code });
  const { placeOrder } = await graphql<{ placeOrder: { success: boolean; errorCode: string | null; order: { number: string; order_id: string } } }>(
    page,
    base,
    "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number order_id } } }",
    { input: { paymentMethod: "bank_transfer", idempotencyKey: `e2e-${Date.now()}-${sequence++}`, acceptTerms: true } },
  );
  expect(placeOrder.errorCode).toBeNull();
  return { number: placeOrder.order.number, orderId: placeOrder.order.order_id };
}

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** `npm run admin -- <args>` on the end-to-end server's database; its output. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
  return stdout;
}

/** The transfer arrived and the whole order left in one parcel with this tracking number. */
export async function payAndShip(number: string, tracking: string) {
  await admin("order", "pay", number);
  await admin("order", "ship", number, "--carrier", "Colissimo", "--tracking", tracking);
}
