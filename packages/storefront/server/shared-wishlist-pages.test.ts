import { SESSION_COOKIE } from "@eb/commerce";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt } from "./testing/production-server.ts";

/**
 * The shared wishlist's pages on the server's own build (in-process app, SQLite, page cache on):
 * someone's list behind a secret link is never stored (by the page cache or anyone), never
 * indexed, and its address goes in no Referer to another site, whatever the page shows and
 * whoever asks; the add pages add to the visitor's own basket on a POST only, never to the
 * owner's list; unknown codes are the 404 page and guessing them is throttled (429).
 */
const graphqlHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };
const SHARED_PAGE_HEADERS = { cacheControl: "private, no-store", referrerPolicy: "same-origin", robots: "noindex", source: null };

describe.skipIf(!isBuilt)("shared wishlist pages", () => {
  let app: InProcessApp;
  let owner: string;
  let code: string;
  let itemIds: Record<string, string>;

  const graphql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await fetch(`${app.base}/graphql`, { method: "POST", headers: { ...graphqlHeaders, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
    const sessionCookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
    return { body: (await response.json()) as { data: Record<string, any>; errors?: unknown[] }, sessionCookie };
  };
  const get = async (path: string, cookie?: string) => {
    const response = await fetch(app.base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      referrerPolicy: response.headers.get("referrer-policy"),
      robots: response.headers.get("x-robots-tag"),
      source: response.headers.get("x-page-cache"),
      html: await response.text(),
    };
  };
  const post = async (path: string, { origin = app.base, cookie, intent = "add" }: { origin?: string; cookie?: string; intent?: string } = {}) => {
    const response = await fetch(app.base + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent }),
      redirect: "manual",
    });
    const sessionCookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    return { status: response.status, location: response.headers.get("location"), cacheControl: response.headers.get("cache-control"), sessionCookie, html: await response.text() };
  };
  const headersOf = ({ cacheControl, referrerPolicy, robots, source }: Awaited<ReturnType<typeof get>>) => ({ cacheControl, referrerPolicy, robots, source });

  beforeAll(async () => {
    app = await startInProcessApp({ PAGE_CACHE_TTL_SECONDS: "60" });
    const login = await graphql("mutation($email: String!, $password: String!) { login(email: $email, password: $password) { success } }", {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    owner = login.sessionCookie!;
    // Kept by the demo customer: one simple product, a configurable with its volume, one whose volume is still to choose.
    for (const item of [{ sku: "ACC-MOUILLETTES-100" }, { sku: "HE-LAVANDE-FINE", selectedOptions: [{ option_id: "141", option_value: "30ml" }] }, { sku: "HY-MENTHE-POIVREE" }]) {
      const kept = await graphql("mutation($item: WishlistItemInput!) { addToWishlist(item: $item) { success } }", { item }, owner);
      expect(kept.body.data.addToWishlist.success).toBe(true);
    }
    const shared = await graphql("mutation { shareWishlist { success wishlist { shareCode items { id sku availability } } } }", {}, owner);
    const { shareCode, items } = shared.body.data.shareWishlist.wishlist as { shareCode: string; items: { id: string; sku: string; availability: string }[] };
    code = shareCode;
    itemIds = Object.fromEntries(items.map((item) => [item.sku, item.id]));
    expect(items.find((item) => item.sku === "HY-MENTHE-POIVREE")?.availability).toBe("OPTIONS_REQUIRED");
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it("shows the list to anyone with the link, by its owner's first name only, and never stores it, nor lets it leave in a Referer", async () => {
    for (const cookie of [undefined, owner, undefined]) {
      for (const path of [`/wishlist/share/${code}`, `/en/wishlist/share/${code}/`]) {
        const answer = await get(path, cookie);
        expect(answer.status, path).toBe(200);
        expect(headersOf(answer), path).toEqual(SHARED_PAGE_HEADERS);
        expect(answer.html).toContain(`<meta name="robots" content="noindex"/>`);
        expect(answer.html).toContain(`<meta name="referrer" content="same-origin"/>`);
        expect(answer.html).toContain(DEMO_CUSTOMER.firstname);
        for (const personal of [DEMO_CUSTOMER.lastname, DEMO_CUSTOMER.email]) expect(answer.html).not.toContain(personal);
        for (const sku of ["ACC-MOUILLETTES-100", "HE-LAVANDE-FINE", "HY-MENTHE-POIVREE"]) expect(answer.html).toContain(`data-sku="${sku}`);
      }
    }
    // A client navigation's data request follows the same rules.
    const data = await get(`/en/wishlist/share/${code}.data`);
    expect({ status: data.status, ...headersOf(data) }).toEqual({ status: 200, ...SHARED_PAGE_HEADERS });
  });

  it("shows what adding would do on a GET, and adds nothing", async () => {
    for (const path of [`/wishlist/share/${code}/add`, `/en/wishlist/share/${code}/add/${itemIds["ACC-MOUILLETTES-100"]}`]) {
      const answer = await get(path);
      expect({ status: answer.status, ...headersOf(answer) }, path).toEqual({ status: 200, ...SHARED_PAGE_HEADERS });
      expect(answer.html).toContain('data-form="shared-wishlist-add-');
    }
    // Nobody's basket was started by it.
    const mine = await graphql("{ me { wishlist { itemsCount } } }", {}, owner);
    expect(mine.body.data.me.wishlist.itemsCount).toBe(3);
  });

  it("answers the 404 page for an unknown code, an item not in the list and an address that is no code, with the same headers", async () => {
    for (const path of [`/wishlist/share/${"A".repeat(22)}`, `/en/wishlist/share/${code}/add/999999`, "/wishlist/share/not-a-code!", `/wishlist/share/${"B".repeat(22)}/add`]) {
      const answer = await get(path);
      expect({ status: answer.status, ...headersOf(answer) }, path).toEqual({ status: 404, ...SHARED_PAGE_HEADERS });
      expect(answer.html).toContain("404");
      // Nothing of anybody's list, unless the code was a good one (whose list its holder may read anyway).
      if (!path.includes(code)) expect(answer.html).not.toContain(DEMO_CUSTOMER.firstname);
    }
  });

  it("adds to the visitor's own basket on a POST from the page, says what was added and skipped, and leaves the owner's list as it was", async () => {
    const one = await post(`/en/wishlist/share/${code}/add/${itemIds["ACC-MOUILLETTES-100"]}`);
    expect(one.status).toBe(200);
    expect(one.cacheControl).toBe("private, no-store");
    expect(one.html).toContain('data-shared-wishlist-result="added"');
    expect(one.html).toContain("1 item added to your basket");
    // The visitor's first add started their session: their basket holds it.
    const visitor = one.sessionCookie!;
    expect(visitor).toBeDefined();

    const all = await post(`/wishlist/share/${code}/add`, { cookie: visitor });
    expect(all.status).toBe(200);
    expect(all.html).toContain('data-shared-wishlist-result="partly"');
    expect(all.html).toContain(`data-skipped-item="${itemIds["HY-MENTHE-POIVREE"]}" data-skip-reason="options_required"`);
    for (const sku of ["ACC-MOUILLETTES-100", "HE-LAVANDE-FINE"]) expect(all.html).toContain(`data-added-item="${itemIds[sku]}"`);

    const basket = await graphql("{ cart { itemsQuantity items { quantity product { sku } selectedOptions { option_value } } } }", {}, visitor);
    expect(basket.body.data.cart.itemsQuantity).toBe(3);
    expect(basket.body.data.cart.items).toEqual(
      expect.arrayContaining([
        { quantity: 2, product: { sku: "ACC-MOUILLETTES-100" }, selectedOptions: [] },
        { quantity: 1, product: { sku: "HE-LAVANDE-FINE" }, selectedOptions: [{ option_value: "30ml" }] },
      ]),
    );
    const mine = await graphql("{ me { wishlist { itemsCount } } }", {}, owner);
    expect(mine.body.data.me.wishlist.itemsCount).toBe(3);
  });

  it("adds nothing for a form posted from another site, or another form", async () => {
    // Another site's form is refused before the action runs (React Router's own check of `Origin`).
    const forged = await post(`/wishlist/share/${code}/add`, { origin: "https://evil.example" });
    expect(forged.status).toBe(400);
    const other = await post(`/wishlist/share/${code}/add`, { intent: "remove" });
    expect({ status: other.status, location: other.location }).toEqual({ status: 303, location: `/wishlist/share/${code}/add` });
    for (const answer of [forged, other]) expect(answer.sessionCookie).toBeUndefined();
  });

  it("stops showing a list made private, and throttles guessing codes", async () => {
    await graphql("mutation { unshareWishlist { success } }", {}, owner);
    expect((await get(`/wishlist/share/${code}`)).status).toBe(404);
    let answer = await get(`/wishlist/share/${"C".repeat(22)}`);
    for (let attempt = 0; answer.status === 404 && attempt < 30; attempt++) answer = await get(`/wishlist/share/${"C".repeat(21)}${attempt % 10}`);
    expect({ status: answer.status, ...headersOf(answer) }).toEqual({ status: 429, ...SHARED_PAGE_HEADERS });
    expect(answer.html).toContain("data-wishlist-throttled");
  });
});
