import { DEMO_CUSTOMER, LOGIN, registerConfirmedIn } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { shopper } from "../cart/cart-test-kit.ts";
import { sessionHashOf } from "./place-order-test-kit.ts";

/** Signed-in customers for the account's API tests (address book, orders), each in a browser of its own. */

/** A new customer `email`, registered and confirmed as a shopper does, signed in: a shopper whose cookie is that session's. */
export async function signedInCustomer(api: TestApi, email: string, headers: Record<string, string> = {}) {
  const browser = shopper(api, headers);
  const me = await registerConfirmedIn(api, browser, email);
  return Object.assign(browser, { customerId: Number(me.id), email });
}

/** The seeded demo customer, signed in with its password. */
export async function demoCustomer(api: TestApi, headers: Record<string, string> = {}) {
  const browser = shopper(api, headers);
  const signedIn = (await browser.send(LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body.data.login;
  if (!signedIn.success) throw new Error(`the demo customer could not sign in: ${signedIn.errorCode}`);
  return Object.assign(browser, { customerId: Number(signedIn.me.id), email: DEMO_CUSTOMER.email });
}

/** Makes the browser session of `cookie` a signed-in one of `customerId`, keeping its token (the same browser, signed in). */
export async function signInSession(api: TestApi, cookie: string, customerId: number): Promise<void> {
  await api.commerce.database.db.updateTable("session").set({ customer_id: customerId }).where("token_hash", "=", sessionHashOf(cookie)).execute();
}
