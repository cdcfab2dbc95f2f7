import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import type { LRUCache } from "lru-cache";
import { REGISTER, customerCount, dialects, registerInput, sha256 } from "../testing/api-test-kit.ts";
import { TEST_REDIS_URL, type TestApi, isCI, redisUnavailableReason, startTestApi } from "../testing/test-server.ts";
import { createPersistedQueryStore, stringBytes } from "./persisted-queries.ts";
import { documentCaches } from "./yoga.ts";

/**
 * With REDIS_URL, a query registered on one server process is known to every other one:
 * the APQ store's shared second level.
 */
const REDIS_URL = TEST_REDIS_URL;
const redisProblem = await redisUnavailableReason();

describe.skipIf(!!redisProblem && !isCI())("persisted queries shared through Redis", () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startTestApi({ dialect: "sqlite", env: { REDIS_URL } });
    second = await startTestApi({ dialect: "sqlite", env: { REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("runs on a second process a query registered on the first", async () => {
    // A query text no earlier run has registered, so the test proves the sharing, not a leftover.
    const query = `query Shared${randomUUID().replace(/-/g, "")} { shop { id } }`;
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const extensions = { persistedQuery: { version: 1, sha256Hash } };

    const unknown = await second.post({ extensions });
    expect(unknown.body.errors[0].message).toBe("PersistedQueryNotFound");

    const registered = await first.post({ query, extensions });
    expect(registered.body).toEqual({ data: { shop: { id: "fr" } } });

    const fromHash = await second.post({ extensions });
    expect(fromHash.body).toEqual({ data: { shop: { id: "fr" } } });
  });
});

describe("in-process caches bounded in bytes", () => {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  /** What yoga does with a query sent with its hash: the APQ store notes it, validation settles it. */
  async function send(persisted: ReturnType<typeof createPersistedQueryStore>, query: string, valid: boolean) {
    await persisted.store.set(sha(query), query);
    const onValidate = persisted.plugin.onValidate as unknown as (payload: { params: { documentAST: ReturnType<typeof parse> } }) => (result: { valid: boolean }) => void;
    onValidate({ params: { documentAST: parse(query) } })({ valid });
  }

  it("keeps at most its size in query text, dropping the least recently used", async () => {
    const maxBytes = 64 * 1024;
    const persisted = createPersistedQueryStore(maxBytes);
    // 100 queries of about 4 kB each: 800 kB of UTF-16 text offered to a 64 kB cache.
    const queries = Array.from({ length: 100 }, (_, index) => `query Q${index} { shop { id ${"name ".repeat(400)}} }`);
    for (const query of queries) await send(persisted, query, true);
    const kept = (await Promise.all(queries.map((query) => persisted.store.get(sha(query))))).filter((value) => value !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, query) => sum + stringBytes(query!) + 128, 0)).toBeLessThanOrEqual(maxBytes);
    expect(await persisted.store.get(sha(queries.at(-1)!))).toBe(queries.at(-1));
    expect(await persisted.store.get(sha(queries[0]))).toBeUndefined();
  });

  it("registers only a document that validated", async () => {
    const persisted = createPersistedQueryStore(1024 * 1024);
    await send(persisted, "{ nope }", false);
    expect(await persisted.store.get(sha("{ nope }"))).toBeUndefined();
    await send(persisted, "{ shop { id } }", true);
    expect(await persisted.store.get(sha("{ shop { id } }"))).toBe("{ shop { id } }");
  });

  it("shares only validated documents with the other processes, and serves what they registered", async () => {
    // Another process's view of the shared level (the cluster's primary, or Redis).
    const sharedEntries = new Map<string, string>();
    const shared = { get: async (hash: string) => sharedEntries.get(hash), set: async (hash: string, query: string) => void sharedEntries.set(hash, query) };
    const here = createPersistedQueryStore(1024 * 1024, shared);
    const there = createPersistedQueryStore(1024 * 1024, shared);
    await send(here, "{ nope }", false);
    await send(here, "{ shop { id } }", true);
    expect([...sharedEntries.keys()]).toEqual([sha("{ shop { id } }")]);
    expect(await there.store.get(sha("{ shop { id } }"))).toBe("{ shop { id } }");
    expect(await there.store.get(sha("{ nope }"))).toBeUndefined();
    // Kept locally once fetched: the shared level is not asked again.
    sharedEntries.clear();
    expect(await there.store.get(sha("{ shop { id } }"))).toBe("{ shop { id } }");
  });

  it("bounds the parse cache by bytes, not entries", () => {
    const maxBytes = 1024 * 1024;
    const caches = documentCaches(maxBytes);
    const documents = caches.documentCache as unknown as LRUCache<string, object>;
    for (let index = 0; index < 1000; index++) {
      const query = `query Q${index} { shop { id ${"name ".repeat(200)}} }`;
      documents.set(query, parse(query));
    }
    expect(documents.calculatedSize).toBeLessThanOrEqual(maxBytes);
    expect(documents.size).toBeLessThan(1000);
    expect(documents.size).toBeGreaterThan(0);
  });
});

describe.each(dialects)("automatic persisted queries on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("automatic persisted queries", () => {
      const query = "query PersistedShop { shop { id locale } }";
      const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

      it("registers a query sent with its hash, then runs it from the hash alone (POST and GET)", async () => {
        const hash = sha256(query);
        const unknown = await api.post({ extensions: persisted(hash) });
        expect(unknown.status).toBe(200);
        expect(unknown.body.data).toBeUndefined();
        expect(unknown.body.errors[0].message).toBe("PersistedQueryNotFound");
        expect(unknown.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");

        const getBeforeRegistration = await api.get({ extensions: persisted(hash) });
        expect(getBeforeRegistration.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");

        const registered = await api.post({ query, extensions: persisted(hash) });
        expect(registered.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const byHash = await api.post({ extensions: persisted(hash) });
        expect(byHash.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const overGet = await api.get({ extensions: persisted(hash) });
        expect(overGet.status).toBe(200);
        expect(overGet.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const overGetEnglish = await api.get({ extensions: persisted(hash) }, { path: "/en/graphql" });
        expect(overGetEnglish.body).toEqual({ data: { shop: { id: "en", locale: "en-GB" } } });
      });

      it("refuses a query whose hash does not match, and keeps the registered one", async () => {
        const hash = sha256(query);
        await api.post({ query, extensions: persisted(hash) });
        const mismatch = await api.post({ query: "{ ping }", extensions: persisted(hash) });
        expect(mismatch.body.data).toBeUndefined();
        expect(mismatch.body.errors[0].message).toBe("PersistedQueryMismatch");
        expect(mismatch.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_MISMATCH");

        const byHash = await api.post({ extensions: persisted(hash) });
        expect(byHash.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });
      });

      it("never runs a persisted mutation over GET", async () => {
        const hash = sha256(REGISTER);
        const registered = await api.post({ query: REGISTER, variables: registerInput("apq-post@example.test"), extensions: persisted(hash) });
        expect(registered.body.data.register.success).toBe(true);

        const overGet = await api.get({ variables: registerInput("apq-get@example.test"), extensions: persisted(hash) });
        expect(overGet.status).toBe(405);
        expect(await customerCount(api, "apq-get@example.test")).toBe(0);
      });
    });
  });
});
