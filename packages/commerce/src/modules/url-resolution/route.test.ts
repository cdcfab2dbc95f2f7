import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";
import { ENTITY_RESOLVER_PRIORITY, registerEntityResolver } from "./registry.ts";

/** `route(url)`: the resolution of unknown URLs (docs/product-rules.md#urls-and-redirects), over HTTP, on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };

const ROUTE = /* GraphQL */ `
  query Route($url: String!) {
    route(url: $url) {
      identifier type redirectTo redirectType sku
      category { id name url }
      cmsPage { identifier title url }
    }
  }
`;

interface Entity {
  identifier: string;
  type: string;
  redirectTo: string | null;
  redirectType: number | null;
  sku: string | null;
  category: { id: string; name: string; url: string } | null;
  cmsPage: { identifier: string; title: string; url: string } | null;
}

describe.each(dialects)("route() on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const route = async (url: string, options?: RequestOptions): Promise<Entity> => {
      const response = await api.post({ query: ROUTE, variables: { url } }, options);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.route;
    };

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("content pages", () => {
      it("resolves the root to the homepage (identifier home)", async () => {
        for (const options of [undefined, EN]) {
          expect(await route("/", options)).toMatchObject({
            type: "cms-page",
            identifier: "cms-page:home",
            cmsPage: { identifier: "home", url: "/" },
            redirectTo: null,
          });
        }
      });

      it.each([
        ["/a-propos", "about-us", "À propos"],
        ["/livraison-retours", "delivery-returns", "Livraison et retours"],
        ["/conditions-generales-de-vente", "terms-of-sale", "Conditions générales de vente"],
        ["/mentions-legales", "legal-notice", "Mentions légales"],
        ["/confidentialite-cookies", "privacy-cookies", "Confidentialité et cookies"],
        ["/faq", "faq", "Questions fréquentes"],
        ["/landing/coffrets-decouverte", "discovery-sets-2026", "Coffrets découverte 2026"],
        ["/A-Propos/?from=footer#equipe", "about-us", "À propos"],
        ["//a-propos//", "about-us", "À propos"],
        ["/a-%70ropos", "about-us", "À propos"],
      ])("resolves %s on the French store", async (url, identifier, title) => {
        expect(await route(url)).toMatchObject({ type: "cms-page", identifier: `cms-page:${identifier}`, cmsPage: { identifier, title } });
      });

      it.each([
        ["/about-us", "about-us", "About us"],
        ["/privacy-and-cookies", "privacy-cookies", "Privacy & cookies"],
        ["/landing/discovery-sets", "discovery-sets-2026", "Discovery sets 2026"],
        ["/en/about-us", "about-us", "About us"],
        ["/en/landing/discovery-sets/", "discovery-sets-2026", "Discovery sets 2026"],
      ])("resolves %s on the English store", async (url, identifier, title) => {
        expect(await route(url, EN)).toMatchObject({ type: "cms-page", identifier: `cms-page:${identifier}`, cmsPage: { identifier, title } });
      });

      it("resolves /en to the English homepage", async () => {
        expect(await route("/en", EN)).toMatchObject({ identifier: "cms-page:home", cmsPage: { title: "Home" } });
        expect(await route("/en/", EN)).toMatchObject({ identifier: "cms-page:home" });
      });

      it.each([
        ["the other store's url key", "/about-us", undefined],
        ["the other store's url key (en)", "/a-propos", EN],
        ["a landing page outside /landing/", "/coffrets-decouverte", undefined],
        ["a main page under /landing/", "/landing/a-propos", undefined],
        ["a page below a page", "/a-propos/equipe", undefined],
        ["an /en prefix on the French store", "/en/about-us", undefined],
      ])("does not resolve %s", async (_name, url, options) => {
        expect((await route(url, options)).type).toBe("not-found");
      });
    });

    describe("the /home rewrite", () => {
      it.each(["/home", "/home/", "/HOME", "/home?x=1", "/en/home"])("redirects %s to the root, 301", async (url) => {
        const options = url.startsWith("/en/") ? EN : undefined;
        expect(await route(url, options)).toMatchObject({
          type: "redirect",
          identifier: "redirect:/home",
          redirectTo: "/",
          redirectType: 301,
          cmsPage: null,
        });
      });
    });

    describe("categories", () => {
      it("resolves a category by its url path in each store", async () => {
        const french = await route("/huiles-essentielles/lavandes");
        expect(french).toMatchObject({ type: "category", category: { name: "Lavandes", url: "/huiles-essentielles/lavandes" } });
        expect(french.identifier).toBe(`category:${french.category!.id}`);
        const english = await route("/essential-oils/lavenders", EN);
        expect(english).toMatchObject({ identifier: french.identifier, category: { name: "Lavenders" } });
        expect(await route("/en/essential-oils/lavenders/", EN)).toMatchObject({ identifier: french.identifier });
        expect(await route("/Huiles-Essentielles//Lavandes/?page=2&sort={}#produits")).toMatchObject({ identifier: french.identifier });
        expect((await route("/huiles-essentielles")).category).toMatchObject({ name: "Huiles essentielles" });
      });

      it("does not resolve a sub-category's key alone or another store's path", async () => {
        expect((await route("/lavandes")).type).toBe("not-found");
        expect((await route("/essential-oils/lavenders")).type).toBe("not-found");
        expect((await route("/huiles-essentielles/lavenders")).type).toBe("not-found");
      });
    });

    describe("URL rewrites", () => {
      it.each([
        ["/boutique/huiles-essentielles", undefined, "/huiles-essentielles", 301],
        ["/Boutique/Huiles-Essentielles/", undefined, "/huiles-essentielles", 301],
        ["/huiles-essentielles/lavande", undefined, "/huiles-essentielles/lavandes", 301],
        ["/cgv", undefined, "/conditions-generales-de-vente", 301],
        ["/qui-sommes-nous", undefined, "/a-propos", 301],
        ["/shop/essential-oils", EN, "/essential-oils", 301],
        ["/en/shop/essential-oils", EN, "/essential-oils", 301],
        ["/about", EN, "/about-us", 301],
        ["/promo", undefined, "https://essences-botanique.example/fr/offres", 302],
        ["/promo", EN, "https://essences-botanique.example/fr/offres", 302],
        // The storefront, not the API, keeps this one on-site.
        ["/ancien-espace-client", undefined, "//evil.example/phish", 302],
      ])("redirects %s (%#)", async (url, options, redirectTo, redirectType) => {
        const entity = await route(url, options);
        expect(entity).toMatchObject({ type: "redirect", redirectTo, redirectType, category: null, cmsPage: null });
        expect(entity.identifier).toMatch(/^redirect:\//);
      });

      it("applies a store's rewrites to that store only", async () => {
        expect((await route("/boutique/huiles-essentielles", EN)).type).toBe("not-found");
        expect((await route("/shop/essential-oils")).type).toBe("not-found");
        expect((await route("/cgv", EN)).type).toBe("not-found");
      });

      it("prefers a store's own rule to a rule for both stores", async () => {
        const db = api.commerce.database.db;
        const now = new Date().toISOString();
        await db
          .insertInto("url_rewrite")
          .values([
            { language: null, request_path: "/soldes", target_path: "/faq", redirect_type: 302, created_at: now },
            { language: "en", request_path: "/soldes", target_path: "/delivery-returns", redirect_type: 301, created_at: now },
          ])
          .execute();
        expect(await route("/soldes")).toMatchObject({ redirectTo: "/faq", redirectType: 302 });
        expect(await route("/soldes", EN)).toMatchObject({ redirectTo: "/delivery-returns", redirectType: 301 });
        await db.deleteFrom("url_rewrite").where("request_path", "=", "/soldes").execute();
      });
    });

    describe("not found, never an error", () => {
      it("gives a not-found entity for an unknown path", async () => {
        expect(await route("/nulle-part")).toEqual({
          identifier: "not-found:/nulle-part",
          type: "not-found",
          redirectTo: null,
          redirectType: null,
          sku: null,
          category: null,
          cmsPage: null,
        });
      });

      it.each([
        ["a malformed escape", "/%E0%A4%A"],
        ["a lone percent sign", "/faq%"],
        ["a non-hex escape", "/%zz"],
        ["an encoded slash", "/huiles-essentielles%2Flavandes"],
        ["a NUL byte", "/faq%00"],
        ["a parent segment", "/x/../faq"],
        ["an absolute URL", "https://evil.example/faq"],
        ["a backslash", "/\\evil.example"],
        ["a 600-character path", `/${"a".repeat(600)}`],
        ["a 60 000-character path", `/${"lavande/".repeat(7_500)}`],
        ["an unpaired surrogate", "/\ud800"],
        ["emoji", "/🌿"],
      ])("for %s", async (_name, url) => {
        expect((await route(url)).type).toBe("not-found");
      });

      it("never echoes unreadable input in the identifier", async () => {
        expect((await route("/%E0%A4%A")).identifier).toBe("not-found:#invalid");
        expect((await route(`/${"a".repeat(600)}`)).identifier).toBe("not-found:#invalid");
      });
    });

    describe("entity types registered by an integrator", () => {
      it("resolves products through the registry, the sku following product:", async () => {
        const unregister = registerEntityResolver({
          type: "product",
          priority: ENTITY_RESOLVER_PRIORITY.product,
          resolve: async (path) => (path.toLowerCase() === "/lavande-fine-de-haute-provence" ? { identifier: "product:HE-LAV-FINE-10ML" } : null),
        });
        try {
          expect(await route("/Lavande-Fine-de-Haute-Provence/")).toMatchObject({
            type: "product",
            identifier: "product:HE-LAV-FINE-10ML",
            sku: "HE-LAV-FINE-10ML",
          });
          // Built-ins keep their place around it.
          expect((await route("/huiles-essentielles")).type).toBe("category");
          expect((await route("/a-propos")).type).toBe("cms-page");
        } finally {
          unregister();
        }
        expect((await route("/lavande-fine-de-haute-provence")).type).toBe("not-found");
      });

      it("lets a higher priority take over a path", async () => {
        const unregister = registerEntityResolver({
          type: "brand-page",
          priority: ENTITY_RESOLVER_PRIORITY.category + 1,
          resolve: async (path) => (path === "/accessoires" ? { identifier: "accessoires" } : null),
        });
        try {
          expect(await route("/accessoires")).toMatchObject({ type: "brand-page", identifier: "brand-page:accessoires", category: null });
        } finally {
          unregister();
        }
        expect((await route("/accessoires")).type).toBe("category");
      });
    });

    it("gives identifiers unique across entity kinds, each starting with its type", async () => {
      const entities = await Promise.all(
        ["/", "/home", "/a-propos", "/faq", "/huiles-essentielles", "/accessoires", "/cgv", "/promo", "/nope", "/%zz"].map((url) =>
          route(url),
        ),
      );
      for (const entity of entities) expect(entity.identifier.startsWith(`${entity.type}:`)).toBe(true);
      expect(new Set(entities.map((entity) => entity.identifier)).size).toBe(entities.length);
      expect(new Set(entities.map((entity) => entity.type))).toEqual(new Set(["cms-page", "redirect", "category", "not-found"]));
    });
  });
});
