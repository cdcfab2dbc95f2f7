import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for an empty environment (embedded SQLite under ./data)", () => {
    const config = loadConfig({});
    // The repository root, whatever folder the process was started from.
    const dataDir = path.resolve(import.meta.dirname, "../../../data");
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      database: { kind: "sqlite", file: path.join(dataDir, "shop.sqlite") },
      publicUrl: "http://localhost:3000",
      imageBaseUrl: "http://localhost:3000/media",
      shopName: "Essences & Botanique",
      maintenance: false,
      features: ["wishlist"],
      redirectAllowedHosts: ["localhost:3000"],
      logLevel: "info",
      graphql: { maxBatch: 10, maxDepth: 12, maxAliases: 15, maxTokens: 2000, maxCost: 3000, timeoutMs: 5000, persistedQueryCacheBytes: 16 * 1024 * 1024, documentCacheBytes: 32 * 1024 * 1024 },
      bodyLimit: "100kb",
      testFaults: false,
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each(["postgres://user:secret@db.example:5432/shop", "postgresql://db.example/shop", "  postgres://db.example/shop  "])(
    "uses PostgreSQL for DATABASE_URL=%s",
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: "postgres", url: url.trim() });
    },
  );

  it("uses SQLite for any other DATABASE_URL, as a file path", () => {
    expect(loadConfig({ DATABASE_URL: "sqlite:/tmp/eb/shop.db" }).database).toEqual({ kind: "sqlite", file: "/tmp/eb/shop.db" });
    expect(loadConfig({ DATABASE_URL: "var/shop.sqlite" }).database).toEqual({
      kind: "sqlite",
      file: path.resolve("var/shop.sqlite"),
    });
    expect(loadConfig({ DATA_DIR: "/tmp/eb-data" }).database).toEqual({ kind: "sqlite", file: "/tmp/eb-data/shop.sqlite" });
  });

  it("derives the default public URL from PORT, so links and image URLs name the port the shop listens on", () => {
    const config = loadConfig({ PORT: "3111" });
    expect(config.publicUrl).toBe("http://localhost:3111");
    expect(config.imageBaseUrl).toBe("http://localhost:3111/media");
    expect(config.redirectAllowedHosts).toEqual(["localhost:3111"]);
    // A PUBLIC_URL that is set wins over the port (a proxy in front, another host name).
    expect(loadConfig({ PORT: "3111", PUBLIC_URL: "https://shop.example" }).publicUrl).toBe("https://shop.example");
  });

  it("reads numbers, booleans and lists", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      MAINTENANCE: "on",
      FEATURES: "wishlist, reviews ,,",
      REDIRECT_ALLOWED_HOSTS: "Pay.Example, cdn.example",
      PUBLIC_URL: "https://shop.example/",
      GRAPHQL_MAX_DEPTH: "8",
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      maintenance: true,
      features: ["wishlist", "reviews"],
      publicUrl: "https://shop.example",
      imageBaseUrl: "https://shop.example/media",
      redirectAllowedHosts: ["shop.example", "pay.example", "cdn.example"],
    });
    expect(config.graphql.maxDepth).toBe(8);
    expect(loadConfig({ MAINTENANCE: "false" }).maintenance).toBe(false);
    expect(loadConfig({ MAINTENANCE: "1" }).maintenance).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(/^Invalid configuration:\n {2}PORT: /);
  });

  it.each([
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "loud"],
    ["MAINTENANCE", "yes"],
    ["PUBLIC_URL", "not a url"],
    ["GRAPHQL_MAX_BATCH", "0"],
    ["SIGNIN_FREE_FAILURES", "0"],
    ["SIGNIN_MAX_DELAY_SECONDS", "1.5"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*\\b${name}: `));
  });

  it("trusts no proxy by default; TRUST_PROXY takes Express's forms: a hop count, addresses, CIDR ranges, named ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: " " }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.1/255.255.255.0, fd00::/8, 203.0.113.7" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.1/255.255.255.0",
      "fd00::/8",
      "203.0.113.7",
    ]);
  });

  it.each(["true", "*", "proxy.internal", "10.0.0.0/33", "::1/129", "10.0.0.1/8/8", "loopback,"])("rejects TRUST_PROXY=%s, naming it", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid configuration:[\s\S]*\bTRUST_PROXY: /);
  });

  it("throttles sign-in by default after 5 failures, 1 s doubling up to 15 min, 100 failures a day per address", () => {
    expect(loadConfig({}).throttling.signIn).toEqual({ freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, dailyFailuresPerAddress: 100 });
    expect(loadConfig({}).redisKeyPrefix).toBe("eb:");
  });

  it("lists every invalid variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(/PORT: [\s\S]*LOG_LEVEL: |LOG_LEVEL: [\s\S]*PORT: /);
  });
});
