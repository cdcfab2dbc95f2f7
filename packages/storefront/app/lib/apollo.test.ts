import { gql } from "@apollo/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Apollo from "./apollo.ts";
import type * as MaintenanceSignal from "./maintenance-signal.ts";
import type * as SentAlone from "./sent-alone.ts";

// The maintenance signal is a latch for the page's life: test files share their worker's
// modules, so this file, which sets it, takes modules of its own and leaves the next files fresh ones.
let createBrowserClient: typeof Apollo.createBrowserClient;
let createCache: typeof Apollo.createCache;
let maintenanceSignal: typeof MaintenanceSignal.maintenanceSignal;
let sentAlone: typeof SentAlone.sentAlone;
beforeAll(async () => {
  vi.resetModules();
  ({ createBrowserClient, createCache } = await import("./apollo.ts"));
  ({ maintenanceSignal } = await import("./maintenance-signal.ts"));
  ({ sentAlone } = await import("./sent-alone.ts"));
});
afterAll(() => {
  vi.resetModules();
});

/**
 * The browser's link chain: batching, sha256 persisted queries with full-query re-send,
 * retry for queries only, the maintenance signal, and the cache identities.
 */
type Body = { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: Body | Body[] | undefined;
}

const SHOP = gql`
  query ShopQuery {
    shop {
      id
      locale
    }
  }
`;
const ME = gql`
  query MeQuery {
    me {
      id
    }
  }
`;
const LOGOUT = gql`
  mutation Logout {
    logout {
      success
    }
  }
`;

let seen: Seen[] = [];
let answer: (request: Seen, index: number) => Response | Promise<Response>;

beforeEach(() => {
  seen = [];
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const request: Seen = {
      method: init.method ?? "GET",
      url: String(input),
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    return answer(request, seen.length - 1);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
const shopData = { shop: { __typename: "Shop", id: "en", locale: "en-GB" } };
const bodies = (request: Seen): Body[] => (Array.isArray(request.body) ? request.body : [request.body ?? {}]);
const answerEach = (request: Seen, data: (body: Body) => unknown) => {
  const results = bodies(request).map(data);
  return json(Array.isArray(request.body) ? results : results[0]);
};

describe("browser Apollo client", () => {
  it("sends batched POSTs to {base}/graphql with the CSRF header, hash first", async () => {
    answer = (request) =>
      answerEach(request, (body) => (body.query ? { data: shopData } : { errors: [{ message: "PersistedQueryNotFound" }] }));
    const client = createBrowserClient({ basename: "/en" });
    await Promise.all([client.query({ query: SHOP }), client.query({ query: ME }).catch(() => undefined)]);
    expect(seen[0].url).toBe("/en/graphql");
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers.get("x-graphql-csrf")).toBe("1");
    expect(Array.isArray(seen[0].body)).toBe(true);
    const first = bodies(seen[0]);
    expect(first).toHaveLength(2);
    expect(first[0].query).toBeUndefined();
    expect(first[0].extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("re-sends the full query when the server does not know the hash", async () => {
    answer = (request) =>
      answerEach(request, (body) => (body.query ? { data: shopData } : { errors: [{ message: "PersistedQueryNotFound" }] }));
    const client = createBrowserClient({ basename: "/" });
    const { data } = await client.query({ query: SHOP });
    expect(data).toEqual(shopData);
    expect(bodies(seen[0])[0].query).toBeUndefined();
    expect(bodies(seen[1])[0].query).toContain("ShopQuery");
  });

  it.each([400, 500])("re-sends the full query after HTTP %i", async (status) => {
    answer = (request, index) => (index === 0 ? json({ errors: [{ message: "nope" }] }, status) : answerEach(request, () => ({ data: shopData })));
    const client = createBrowserClient({ basename: "/" });
    await client.query({ query: SHOP });
    expect(bodies(seen.at(-1)!)[0].query).toContain("ShopQuery");
  });

  it("sends an operation marked sentAlone in a request of its own, the others still batched", async () => {
    const LIST = sentAlone(gql`
      query AloneListQuery {
        me {
          id
        }
      }
    `);
    answer = (request) => answerEach(request, (body) => (body.query ? { data: { me: null, shop: shopData.shop } } : { errors: [{ message: "PersistedQueryNotFound" }] }));
    const client = createBrowserClient({ basename: "/" });
    await Promise.all([client.query({ query: SHOP }), client.query({ query: LIST, fetchPolicy: "network-only" }), client.query({ query: ME }), client.query({ query: LIST, fetchPolicy: "network-only" })]);
    // Hash first, then the full query: each batch twice.
    const sent = seen.filter((request) => bodies(request).every((body) => body.query)).map((request) => bodies(request).map((body) => /query (\w+)/.exec(body.query!)![1]).sort());
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(expect.arrayContaining([["MeQuery", "ShopQuery"], ["AloneListQuery"], ["AloneListQuery"]]));
  });

  it("sends hashed queries as GET without batching when built for it", async () => {
    answer = (request) => (request.method === "GET" ? json({ data: shopData }) : json({ data: { me: null } }));
    const client = createBrowserClient({ basename: "/", useGETForHashedQueries: true });
    await Promise.all([client.query({ query: SHOP }), client.query({ query: ME })]);
    expect(seen.every((request) => request.method === "GET")).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen[0].url).toContain("extensions=");
    expect(seen[0].url).not.toContain("query=");
  });

  it("sends a query marked postOnly by POST even when hashed queries go as GET", async () => {
    answer = (request) => json({ data: request.method === "POST" ? { me: null } : shopData });
    const client = createBrowserClient({ basename: "/", useGETForHashedQueries: true });
    await client.query({ query: ME, context: { postOnly: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe("POST");
    expect(seen[0].url).toBe("/graphql");
    expect((seen[0].body as Body).extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("retries a query after a network failure", async () => {
    answer = (request, index) => {
      if (index === 0) throw new TypeError("Failed to fetch");
      return answerEach(request, () => ({ data: shopData }));
    };
    const client = createBrowserClient({ basename: "/" });
    const { data } = await client.query({ query: SHOP });
    expect(data).toEqual(shopData);
    expect(seen.length).toBe(2);
  });

  it("never re-sends a mutation after a network failure", async () => {
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    const client = createBrowserClient({ basename: "/" });
    await expect(client.mutate({ mutation: LOGOUT })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it("switches to the maintenance page on HTTP 503", async () => {
    answer = () => json({ errors: [{ message: "#503 Maintenance flag: the shop is under maintenance", extensions: { code: "MAINTENANCE" } }] }, 503);
    const client = createBrowserClient({ basename: "/" });
    await expect(client.query({ query: SHOP })).rejects.toThrow();
    expect(seen).toHaveLength(1); // a maintenance answer is not retried
    expect(maintenanceSignal.get()).toBe(true);
  });
});

describe("cache identities", () => {
  it("keys products by sku and resolves a product lookup by sku from the cache", () => {
    const cache = createCache();
    cache.writeQuery({
      query: gql`
        query {
          products {
            sku
            name
          }
        }
      `,
      data: { products: [{ __typename: "Product", sku: "EO-LAV-10", name: "Lavande" }] },
    });
    expect(cache.identify({ __typename: "Product", sku: "EO-LAV-10" })).toBe('Product:{"sku":"EO-LAV-10"}');
    const found = cache.readQuery<{ product: { name: string } }>({
      query: gql`
        query ($sku: String!) {
          product(sku: $sku) {
            sku
            name
          }
        }
      `,
      variables: { sku: "EO-LAV-10" },
    });
    expect(found?.product.name).toBe("Lavande");
  });

  it("keeps a product lookup the API answered with null as null (an unknown sku is not a cache miss)", () => {
    const cache = createCache();
    const PRODUCT = gql`
      query ($sku: String!) {
        product(sku: $sku) {
          sku
          name
        }
      }
    `;
    cache.writeQuery({ query: PRODUCT, variables: { sku: "NOPE" }, data: { product: null } });
    expect(cache.readQuery({ query: PRODUCT, variables: { sku: "NOPE" } })).toEqual({ product: null });
  });

  it("keys cart items by item_id, entities by identifier, orders by order_id, others by type and id", () => {
    const cache = createCache();
    expect(cache.identify({ __typename: "CartItem", item_id: 7 })).toBe('CartItem:{"item_id":7}');
    expect(cache.identify({ __typename: "Entity", identifier: "cms-page:faq" })).toBe('Entity:{"identifier":"cms-page:faq"}');
    expect(cache.identify({ __typename: "Order", order_id: "A1" })).toBe('Order:{"order_id":"A1"}');
    expect(cache.identify({ __typename: "Shop", id: "fr" })).toBe("Shop:fr");
  });
});
