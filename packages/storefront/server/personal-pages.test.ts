import path from "node:path";
import { SESSION_COOKIE } from "@eb/commerce";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isPersonalHandle } from "../app/lib/personal.ts";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt, storefrontDir } from "./testing/production-server.ts";

/**
 * Shared pages and personal screens (ADR 046), on the server's own pages (production build,
 * in-process app, SQLite): a page that is not personal is rendered as for a visitor and served
 * from the page cache to everybody, session or not; a session holder's answer says `no-store`;
 * personal screens are rendered for each request with the session and never stored. Whether a
 * render ran is read from `X-Page-Cache` and from the in-process queries a render runs (a page
 * served from the cache runs none).
 */
const NO_STORE = "max-age=0, no-store";
/** `/cart` is personal once routes/cart.tsx says so (its `handle`: the cart screens' part of issue 19). */
const build = isBuilt ? ((await import(path.join(storefrontDir, "build/server/index.js"))) as ServerBuild) : undefined;
const cartMarkedPersonal = isPersonalHandle(build?.routes["routes/cart"]?.module.handle);
const graphqlHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };

describe.skipIf(!isBuilt)("shared pages and personal screens", () => {
  let app: InProcessApp;
  let signedIn: string;
  let visitor: string;
  let categoryPath: string;
  /** The Cookie header of every query renders ran in-process since the last reset. */
  let renderQueries: { cookie: string }[];
  /** The sessions renders resolved since the last reset (`none` when the render saw no session). */
  let sessions: string[];

  beforeAll(async () => {
    app = await startInProcessApp({ PAGE_CACHE_TTL_SECONDS: "60" });
    const { services, database } = app.commerce;
    // A signed-in shopper, through the API as a browser signs in.
    const login = await fetch(`${app.base}/graphql`, {
      method: "POST",
      headers: graphqlHeaders,
      body: JSON.stringify({
        query: "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { success } }",
        variables: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      }),
    });
    signedIn = login.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
      .split(";")[0];
    // A visitor with a cart: their first add starts their session, as in a browser.
    const added = await fetch(`${app.base}/graphql`, {
      method: "POST",
      headers: graphqlHeaders,
      body: JSON.stringify({ query: 'mutation { addToCart(lines: [{ sku: "ACC-MOUILLETTES-100", quantity: 2 }]) { success cart { itemsQuantity } } }' }),
    });
    expect(((await added.json()) as { data: { addToCart: { success: boolean } } }).data.addToCart.success).toBe(true);
    visitor = added.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
      .split(";")[0];
    const { category_id } = await database.db.selectFrom("product_category").select("category_id").orderBy("category_id").executeTakeFirstOrThrow();
    categoryPath = `/en/category/${category_id}`;

    // Every GraphQL operation asks who its staff member is, from the Cookie header it carries, and
    // a render's operations (run in-process) carry the request's id: what a render's queries saw.
    const resolveStaff = services.staff.resolveRequest.bind(services.staff);
    vi.spyOn(services.staff, "resolveRequest").mockImplementation((request: Request) => {
      if (request.headers.has("x-request-id")) renderQueries.push({ cookie: request.headers.get("cookie") ?? "" });
      return resolveStaff(request);
    });
    // And the session a render's load context resolved (its queries run under it).
    const resolveSession = services.sessions.resolve.bind(services.sessions);
    vi.spyOn(services.sessions, "resolve").mockImplementation(async (cookie) => {
      const state = await resolveSession(cookie);
      sessions.push(state.status);
      return state;
    });
  }, 90_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
  });
  beforeEach(() => {
    renderQueries = [];
    sessions = [];
  });

  const get = async (path: string, cookie?: string) => {
    const response = await fetch(app.base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      source: response.headers.get("x-page-cache"),
      html: await response.text(),
    };
  };
  /** No name, no e-mail, no cart: a shared page carries nothing of anybody. */
  const expectNothingPersonal = (html: string) => {
    for (const personal of [DEMO_CUSTOMER.firstname, DEMO_CUSTOMER.lastname, DEMO_CUSTOMER.email, "itemsQuantity", "ACC-MOUILLETTES-100"])
      expect(html).not.toContain(personal);
  };

  it("serves a category page stored for visitors to a signed-in shopper and to a visitor with a cart, without rendering, answered no-store", async () => {
    const anonymous = await get(categoryPath);
    expect(anonymous).toMatchObject({ status: 200, cacheControl: "private, no-cache" });
    expect(renderQueries.length).toBeGreaterThan(0);

    renderQueries = [];
    sessions = [];
    for (const cookie of [signedIn, visitor]) {
      const answer = await get(categoryPath, cookie);
      expect(answer).toMatchObject({ status: 200, source: "hit", cacheControl: NO_STORE });
      expectNothingPersonal(answer.html);
    }
    // Served from memory: no render, so no query ran and no session was looked up.
    expect(renderQueries).toEqual([]);
    expect(sessions).toEqual([]);
    // Visitors are unchanged: the stored page, revalidated by the browser.
    expect(await get(categoryPath)).toMatchObject({ status: 200, source: "hit", cacheControl: "private, no-cache" });
  });

  it("renders a page a signed-in shopper asks for first without the session, and stores it for everybody", async () => {
    const path = `${categoryPath}?page=2`;
    const first = await get(path, signedIn);
    expect(first).toMatchObject({ status: 200, source: "miss", cacheControl: NO_STORE });
    expectNothingPersonal(first.html);
    // Its queries ran as a visitor's: no session, the display currency the only cookie it could carry.
    expect(renderQueries.length).toBeGreaterThan(0);
    for (const query of renderQueries) expect(query).toEqual({ cookie: "" });
    expect(new Set(sessions)).toEqual(new Set(["none"]));

    renderQueries = [];
    const later = await get(path);
    expect(later).toMatchObject({ status: 200, source: "hit", cacheControl: "private, no-cache" });
    expect(later.html.replace(/nonce="[^"]+"/g, "")).toBe(first.html.replace(/nonce="[^"]+"/g, ""));
    expect(renderQueries).toEqual([]);
  });

  it("keeps the display currency, and only it, in a shared page's render", async () => {
    const path = `${categoryPath}?page=3`;
    const answer = await get(path, `${signedIn}; currency=GBP; tracking=someone`);
    expect(answer).toMatchObject({ status: 200, source: "miss", cacheControl: NO_STORE });
    expect(answer.html).toContain("£");
    expect(renderQueries.length).toBeGreaterThan(0);
    for (const query of renderQueries) expect(query).toEqual({ cookie: "currency=GBP" });
    expect(new Set(sessions)).toEqual(new Set(["none"]));
    // Stored under the currency, as for a visitor who chose it.
    expect(await get(path, "currency=GBP")).toMatchObject({ source: "hit", cacheControl: "private, no-cache" });
  });

  it("answers the data requests of shared pages as visitors' renders, no-store for a session holder", async () => {
    for (const path of [`${categoryPath}.data`, "/en/_root.data", "/_root.data"]) {
      renderQueries = [];
      sessions = [];
      const withSession = await get(path, signedIn);
      expect(withSession, path).toMatchObject({ status: 200, source: null, cacheControl: NO_STORE });
      expectNothingPersonal(withSession.html);
      expect(renderQueries.length, path).toBeGreaterThan(0);
      for (const query of renderQueries) expect(query, path).toEqual({ cookie: "" });
      expect(new Set(sessions), path).toEqual(new Set(["none"]));
      expect(await get(path), path).toMatchObject({ status: 200, source: null, cacheControl: "private, no-cache" });
    }
  });

  it("renders the account area for each request with the session, never stored, no-store", async () => {
    for (const path of ["/en/user", "/user"]) {
      const answers = [await get(path, signedIn), await get(path, signedIn)];
      for (const answer of answers) {
        expect(answer, path).toMatchObject({ status: 200, source: null, cacheControl: NO_STORE });
        // The customer's own screen: rendered with their session.
        expect(answer.html).toContain(DEMO_CUSTOMER.firstname);
      }
      expect(renderQueries).toContainEqual({ cookie: signedIn });
      expect(sessions).toContain("active");
    }
    // A visitor is sent to the sign-in screen, by an answer nobody keeps either.
    const visitorAnswer = await get("/en/user/orders", visitor);
    expect(visitorAnswer).toMatchObject({ status: 302, source: null, cacheControl: NO_STORE });
  });

  it("never stores a personal screen, whoever asks, and answers it no-store", async () => {
    for (const path of ["/en/checkout", "/checkout/success", "/en/login", "/register", "/en/orders", "/account/password-request", "/en/user/wishlist.data"]) {
      for (const cookie of [undefined, visitor, signedIn, undefined]) {
        const answer = await get(path, cookie);
        expect(answer.source, `${path} ${cookie ?? "anonymous"}`).toBeNull();
        expect(answer.cacheControl, `${path} ${cookie ?? "anonymous"}`).toBe(NO_STORE);
      }
    }
  });

  it.skipIf(!cartMarkedPersonal)("renders the cart for each request with the session, never stored, no-store", async () => {
    for (const cookie of [undefined, visitor, signedIn]) {
      const answers = [await get("/en/cart", cookie), await get("/cart", cookie)];
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, source: null, cacheControl: NO_STORE });
    }
  });

  it("gives staff a fresh render of every page, never stored", async () => {
    const answer = await get(categoryPath, `${app.commerce.services.staff.cookieName}=${"s".repeat(43)}`);
    expect(answer).toMatchObject({ status: 200, source: null, cacheControl: NO_STORE });
  });
});
