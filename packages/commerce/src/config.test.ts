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
      contributionMode: false,
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
    expect(loadConfig({ CONTRIBUTION_MODE: "on" }).contributionMode).toBe(true);
    expect(loadConfig({ CONTRIBUTION_MODE: "true" }).contributionMode).toBe(true);
    expect(loadConfig({ CONTRIBUTION_MODE: "0" }).contributionMode).toBe(false);
    expect(loadConfig({ CONTRIBUTION_MODE: "" }).contributionMode).toBe(false);
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
    ["CONTRIBUTION_MODE", "enabled"],
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

  it("has a tracking page for every carrier of the demo delivery methods; CARRIER_TRACKING_URLS adds, replaces or removes one", () => {
    const defaults = loadConfig({}).carrierTrackingUrls;
    expect(Object.keys(defaults).sort()).toEqual(["chronopost", "colissimo", "dpd", "mondial relay"]);
    for (const template of Object.values(defaults)) expect(template).toMatch(/^https:\/\/[^/?#{]+[/?].*\{tracking\}/);
    const configured = loadConfig({ CARRIER_TRACKING_URLS: " colissimo = https://track.example.com/p/{tracking} , UPS=https://www.ups.com/track?tracknum={tracking}&loc=fr_FR, DPD=" }).carrierTrackingUrls;
    expect(configured).toEqual({
      colissimo: "https://track.example.com/p/{tracking}",
      "mondial relay": defaults["mondial relay"],
      chronopost: defaults.chronopost,
      ups: "https://www.ups.com/track?tracknum={tracking}&loc=fr_FR",
    });
  });

  it("refuses a tracking URL that is not https, lacks {tracking} or puts it in the host", () => {
    for (const [value, problem] of [
      ["Colissimo=http://www.laposte.fr/suivi?code={tracking}", /CARRIER_TRACKING_URLS: entry 1 \(Colissimo\): is not an https URL/],
      ["DPD=https://trace.dpd.fr/fr/trace/", /entry 1 \(DPD\): has no \{tracking\}/],
      ["Evil=https://{tracking}.example.com/", /entry 1 \(Evil\): needs a host, and \{tracking\} after it/],
      ["Chronopost=https://www.chronopost.fr/{tracking},https://nameless.example/{tracking}", /entry 2: not Carrier=URL/],
    ] as const) {
      expect(() => loadConfig({ CARRIER_TRACKING_URLS: value })).toThrow(problem);
    }
  });

  it("has a demo seller for invoices whose registration numbers agree (SIREN, SIRET, RCS, VAT number)", () => {
    expect(loadConfig({}).seller).toEqual({
      legalName: "Essences & Botanique SAS",
      legalForm: "SAS",
      shareCapitalCents: 5_000_000,
      address: ["12 avenue Sainte-Lorette", "06130 Grasse", "France"],
      siren: "912345675",
      siret: "91234567500017",
      rcs: "RCS Grasse 912 345 675",
      vatNumber: "FR65912345675",
    });
    const configured = loadConfig({
      SELLER_LEGAL_NAME: "Parfums du Sud SARL",
      SELLER_LEGAL_FORM: "SARL",
      SELLER_SHARE_CAPITAL: "7 500,50",
      SELLER_ADDRESS: "3 rue Droite| 06130 Grasse ",
      SELLER_SIREN: "900 000 027",
      SELLER_SIRET: "900 000 027 00020",
      SELLER_RCS: "RCS Grasse B 900 000 027",
    }).seller;
    expect(configured).toMatchObject({ shareCapitalCents: 750_050, address: ["3 rue Droite", "06130 Grasse"], siren: "900000027", siret: "90000002700020", rcs: "RCS Grasse B 900 000 027", vatNumber: "FR49900000027" });
    expect(loadConfig({ SELLER_SHARE_CAPITAL: "" }).seller.shareCapitalCents).toBeNull();
  });

  it("refuses seller numbers that are mistyped or disagree", () => {
    for (const [env, problem] of [
      [{ SELLER_SIREN: "912345676" }, /SELLER_SIREN: 9 digits with a valid key/],
      [{ SELLER_SIRET: "91234567500018" }, /SELLER_SIRET: 14 digits with a valid key/],
      [{ SELLER_SIRET: "90000002700020" }, /SELLER_SIRET: its first 9 digits are the SIREN/],
      [{ SELLER_VAT_NUMBER: "FR66912345675" }, /SELLER_VAT_NUMBER: FR, its 2-character key, then the SIREN/],
      [{ SELLER_SHARE_CAPITAL: "lots" }, /SELLER_SHARE_CAPITAL: an amount in euros/],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(problem);
    }
  });

  it("takes returns for 30 days after a line's last shipment, to the seller's address, unless RETURN_WINDOW_DAYS and RETURN_ADDRESS say otherwise", () => {
    expect(loadConfig({}).returns).toEqual({ windowDays: 30, address: ["Essences & Botanique SAS – Service retours", "12 avenue Sainte-Lorette", "06130 Grasse", "France"] });
    expect(loadConfig({ RETURN_WINDOW_DAYS: "14", RETURN_ADDRESS: "Entrepôt retours | 3 rue du Port |13002 Marseille" }).returns).toEqual({
      windowDays: 14,
      address: ["Entrepôt retours", "3 rue du Port", "13002 Marseille"],
    });
    for (const value of ["0", "-3", "2.5", "thirty"]) expect(() => loadConfig({ RETURN_WINDOW_DAYS: value }), value).toThrow(/RETURN_WINDOW_DAYS/);
  });

  it("has no metrics endpoint unless METRICS_TOKEN is set, and refuses a short token without printing it", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "  " }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: " 0123456789abcdef0123 " }).metricsToken).toBe("0123456789abcdef0123");
    for (const weak of ["short-secret", "has a space in it, long enough"]) {
      expect(() => loadConfig({ METRICS_TOKEN: weak })).toThrow(/METRICS_TOKEN: at least 16 printable characters/);
      expect(() => loadConfig({ METRICS_TOKEN: weak })).not.toThrow(weak);
    }
  });

  it("lists every invalid variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(/PORT: [\s\S]*LOG_LEVEL: |LOG_LEVEL: [\s\S]*PORT: /);
  });
});
