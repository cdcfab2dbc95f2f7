import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/schema.ts";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/**
 * Product search over the GraphQL API, on both databases, against the demo catalogue
 * the test server seeds. Facet counts are checked against SQL over the source tables of the
 * matched products; the index must follow product changes without a rebuild.
 */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $input: ListingInput) {
    search(query: $query, input: $input) {
      query correctedQuery suggestions
      listing {
        total page pageLength pageCount pageSizes
        products { sku name }
        facets { code label buckets { value label docCount selected } }
        priceRanges { value docCount }
        sortFields { field label }
        appliedSort { field direction }
      }
    }
  }
`;

const SUGGEST = /* GraphQL */ `
  query Suggest($query: String!, $limit: Int) {
    searchSuggestions(query: $query, limit: $limit) {
      query
      products { sku name path imageUrl prices { finalPrice { priceInclTax { amount } } } }
      categories { id name url }
      pages { identifier title url }
    }
  }
`;

interface SearchAnswer {
  query: string;
  correctedQuery: string | null;
  suggestions: string[];
  listing: {
    total: number;
    page: number;
    pageLength: number;
    pageCount: number;
    pageSizes: number[];
    products: { sku: string; name: string }[];
    facets: { code: string; label: string; buckets: { value: string; label: string; docCount: number; selected: boolean }[] }[];
    priceRanges: { value: string; docCount: number }[];
    sortFields: { field: string; label: string }[];
    appliedSort: { field: string; direction: string };
  };
}

const IGNORED = ["url_key", "description", "image", "status", "tax_class_id", "short_description"];

describe.each(dialects)("product search on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const db = (): Kysely<Database> => api.commerce.database.db;
    const search = async (query: string, input?: Record<string, unknown>, options?: RequestOptions): Promise<SearchAnswer> => {
      const response = await api.post({ query: SEARCH, variables: { query, input } }, options);
      expect(response.status, response.text.slice(0, 300)).toBe(200);
      expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
      return response.body.data.search;
    };
    const skus = (answer: SearchAnswer) => answer.listing.products.map((product) => product.sku);
    const idOf = async (sku: string) => (await db().selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    }, 120_000);
    afterAll(() => api?.close());

    it("finds products accent- and case-insensitively, both ways", async () => {
      const lavande = await search("lavande");
      expect(lavande.listing.total).toBeGreaterThan(1);
      expect(lavande.listing.products.some((product) => product.name.startsWith("Lavande vraie"))).toBe(true);
      const neroli = await search("neroli");
      expect(skus(neroli)).toContain("HE-NEROLI");
      const accented = await search("NÉROLI");
      expect(skus(accented)).toContain("HE-NEROLI");
      expect(accented.listing.total).toBe(neroli.listing.total);
      expect((await search("LaVaNdE")).listing.total).toBe(lavande.listing.total);
    });

    it("ranks an exact name before products that only mention the word", async () => {
      const neroli = await search("neroli");
      expect(neroli.listing.appliedSort).toEqual({ field: "relevance", direction: "desc" });
      expect(neroli.listing.products[0].sku).toBe("HE-NEROLI");
      // Products mentioning néroli elsewhere (fragrances, descriptions) come after.
      expect(neroli.listing.total).toBeGreaterThan(1);
    });

    it("matches French words in the French store and English words in the English one", async () => {
      const fr = await search("lavande");
      const en = await search("lavender", undefined, EN);
      expect(fr.listing.total).toBeGreaterThan(0);
      expect(en.listing.total).toBeGreaterThan(0);
      expect(en.listing.products.every((product) => !/lavande/i.test(product.name))).toBe(true);
      expect((await search("lavender")).listing.products.filter((product) => /lavender/i.test(product.name))).toHaveLength(0);
      const enLavande = await search("lavande", undefined, EN);
      expect(enLavande.listing.products.filter((product) => /lavande/i.test(product.name))).toHaveLength(0);
    });

    it("treats the last word as a prefix", async () => {
      const prefix = await search("lavande vra");
      expect(prefix.listing.products.some((product) => product.name.startsWith("Lavande vraie"))).toBe(true);
      expect((await search("lav")).listing.total).toBeGreaterThanOrEqual((await search("lavande")).listing.total);
      // Only the last word: "lav" as a first word is no whole word.
      expect((await search("lav vraie")).listing.total).toBeLessThan((await search("lavande vraie")).listing.total + 1);
    });

    it("corrects a typo when the query as typed finds nothing", async () => {
      const typo = await search("lavnade fine");
      expect(typo.correctedQuery).toBe("lavande fine");
      expect(skus(typo)).toContain("HE-LAVANDE-FINE");
      expect(typo.suggestions).toContain("lavande fine");
      const enTypo = await search("lavendre", undefined, EN);
      expect(enTypo.correctedQuery).toBe("lavender");
      expect(enTypo.listing.total).toBeGreaterThan(0);
      const nothing = await search("zzzzqqqq");
      expect(nothing.listing.total).toBe(0);
      expect(nothing.correctedQuery).toBeNull();
      expect(nothing.listing.products).toEqual([]);
    });

    it("finds a product by sku and by CAS number, with or without hyphens", async () => {
      for (const query of ["HE-NEROLI", "he neroli", "HENEROLI", "8016-38-4", "8016384"]) {
        const answer = await search(query);
        expect(skus(answer)[0], query).toBe("HE-NEROLI");
      }
      const cas = await search("8000-28-0");
      expect(skus(cas)).toContain("HE-LAVANDE-FINE");
    });

    it("counts facets over the matched products as SQL over the source tables does", async () => {
      const answer = await search("lavande", { pageLength: 100 });
      const ids = (await sql<{ id: number }>`select id from product where sku in (${sql.join(skus(answer))})`.execute(db())).rows.map((row) => row.id);
      expect(ids.length).toBe(answer.listing.total);
      const families = await sql<{ family: string; n: number }>`
        select family, count(*) as n from product where id in (${sql.join(ids)}) group by family`.execute(db());
      const familyFacet = answer.listing.facets.find((facet) => facet.code === "family")!;
      expect(new Map(familyFacet.buckets.map((bucket) => [bucket.value, bucket.docCount]))).toEqual(
        new Map(families.rows.map((row) => [row.family, Number(row.n)])),
      );
      const organic = await sql<{ is_organic: number; n: number }>`
        select is_organic, count(*) as n from product where id in (${sql.join(ids)}) group by is_organic`.execute(db());
      const organicFacet = answer.listing.facets.find((facet) => facet.code === "is_organic")!;
      expect(new Map(organicFacet.buckets.map((bucket) => [bucket.value, bucket.docCount]))).toEqual(
        new Map(organic.rows.map((row) => [String(row.is_organic), Number(row.n)])),
      );
      const labels = await sql<{ code: string; n: number }>`
        select code, count(*) as n from product_label where product_id in (${sql.join(ids)}) group by code`.execute(db());
      const labelFacet = answer.listing.facets.find((facet) => facet.code === "labels");
      const expectedLabels = [...labels.rows].sort((a, b) => Number(b.n) - Number(a.n)).slice(0, 10);
      for (const row of expectedLabels) expect(labelFacet?.buckets.find((bucket) => bucket.value === row.code)?.docCount, row.code).toBe(Number(row.n));
      // The category facet: the top categories of the matches, counted as SQL counts them.
      const tops = await sql<{ top: string; n: number }>`
        select t.top, count(*) as n from (
          select distinct pc.product_id, ${sql.raw(dialect === "postgres" ? "split_part(c.path, '/', 3)" : "substr(substr(c.path, 5), 1, instr(substr(c.path, 5) || '/', '/') - 1)")} as top
          from product_category pc join category c on c.id = pc.category_id where pc.product_id in (${sql.join(ids)})) t
        group by t.top`.execute(db());
      const categoryFacet = answer.listing.facets.find((facet) => facet.code === "category")!;
      expect(categoryFacet.buckets.length).toBeGreaterThan(0);
      for (const bucket of categoryFacet.buckets) expect(bucket.docCount, bucket.label).toBe(Number(tops.rows.find((row) => row.top === bucket.value)?.n));
      // Every bucket has at least one product, at most 10 per facet.
      for (const facet of answer.listing.facets) {
        expect(facet.buckets.length).toBeLessThanOrEqual(10);
        for (const bucket of facet.buckets) expect(bucket.docCount).toBeGreaterThanOrEqual(1);
      }
      // A filter narrows the matches and the total follows it.
      const organicOnly = await search("lavande", { filters: [{ name: "is_organic", values: ["1"] }] });
      expect(organicOnly.listing.total).toBe(organicFacet.buckets.find((bucket) => bucket.value === "1")?.docCount ?? 0);
      // Sorts of a category page work, relevance is offered and is the default.
      expect(answer.listing.sortFields.map((field) => field.field)).toEqual(["relevance", "price", "name", "newest"]);
      const byPrice = await search("lavande", { sort: { field: "price", direction: "asc" }, pageLength: 36 });
      expect(byPrice.listing.appliedSort).toEqual({ field: "price", direction: "asc" });
      expect(byPrice.listing.total).toBe(answer.listing.total);
      // Every sort orders the matches as the listing index does (ties by product id), both ways.
      for (const direction of ["asc", "desc"] as const) {
        const sorted = await search("lavande", { sort: { field: "price", direction }, pageLength: 100 });
        const expected = await db()
          .selectFrom("product_index as i")
          .innerJoin("product as p", "p.id", "i.product_id")
          .select("p.sku")
          .where("i.product_id", "in", ids)
          .orderBy("i.price_cents", direction)
          .orderBy("i.product_id", direction)
          .execute();
        expect(skus(sorted)).toEqual(expected.map((row) => row.sku));
      }
      const paged = await search("lavande", { pageLength: 1, page: 2 });
      expect(paged.listing.page).toBe(2);
      expect(paged.listing.products[0].sku).toBe(answer.listing.products[1].sku);
    });

    it("never offers the search-ignored attributes as facets or filters", async () => {
      const all = await search("lavande");
      const filtered = await search("lavande", { filters: IGNORED.map((name) => ({ name, values: ["x", "lavande"] })) });
      for (const facet of all.listing.facets) expect(IGNORED).not.toContain(facet.code);
      expect(filtered.listing.total).toBe(all.listing.total);
    });

    it("reads any text as plain words: no syntax error, no 500, sane results", async () => {
      const attempts = [
        '"',
        '"lavande',
        "lavande*",
        "*",
        "^lavande",
        "NEAR(lavande fine)",
        "lavande NEAR fine",
        "-lavande",
        "lavande OR neroli",
        "lavande AND",
        "name:lavande",
        "{name}: lavande",
        "'; DROP TABLE product; --",
        "lavande & | ! ( ) :* <->",
        "\\",
        "🌿🌸 lavande 🌿",
        "…!?;,.",
        "",
        "   ",
        // NUL is refused before any resolver (graphql/limits.test.ts).
        "\u0001lavande",
        "x".repeat(10_000),
        "lavande ".repeat(2_000),
      ];
      for (const attempt of attempts) {
        const answer = await search(attempt);
        expect(answer.query.length, attempt.slice(0, 20)).toBeLessThanOrEqual(200);
        expect(answer.listing.total).toBeGreaterThanOrEqual(0);
      }
      expect((await search("'; DROP TABLE product; --")).listing.total).toBe(0);
      expect((await search("lavande*")).listing.total).toBe((await search("lavande")).listing.total);
      expect((await search("🌿🌸 lavande 🌿")).listing.total).toBe((await search("lavande")).listing.total);
      expect((await search("")).listing.total).toBe(0);
      expect((await search("…!?;,.")).listing.total).toBe(0);
      const suggest = await api.post({ query: SUGGEST, variables: { query: "NEAR( \" ' * " } });
      expect(suggest.status).toBe(200);
      expect(suggest.body.errors).toBeUndefined();
      expect(await db().selectFrom("product").select("id").limit(1).executeTakeFirst()).toBeDefined();
    });

    it("follows a product's rename, deactivation and deletion without a rebuild", async () => {
      const id = await idOf("HE-NEROLI");
      await db().updateTable("product_translation").set({ name: "Fleur d'oranger amère zestoflore" }).where("product_id", "=", id).where("language", "=", "fr").execute();
      await api.commerce.services.products.reindex([id]);
      expect(skus(await search("zestoflore"))).toEqual(["HE-NEROLI"]);
      // Renamed again: the new name finds it, the old one no longer does.
      await db().updateTable("product_translation").set({ name: "Quintaflore" }).where("product_id", "=", id).where("language", "=", "fr").execute();
      await api.commerce.services.products.reindex([id]);
      expect(skus(await search("quintaflore"))).toEqual(["HE-NEROLI"]);
      expect((await search("zestoflore")).listing.total).toBe(0);
      await db().updateTable("product_translation").set({ name: "Fleur d'oranger amère zestoflore" }).where("product_id", "=", id).where("language", "=", "fr").execute();
      await api.commerce.services.products.reindex([id]);

      await db().updateTable("product").set({ is_active: 0 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      expect((await search("zestoflore")).listing.total).toBe(0);

      await db().updateTable("product").set({ is_active: 1 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      expect(skus(await search("zestoflore"))).toEqual(["HE-NEROLI"]);

      const lavender = await idOf("HE-LAVANDE-ASPIC");
      expect(skus(await search("HE-LAVANDE-ASPIC"))).toContain("HE-LAVANDE-ASPIC");
      await db().deleteFrom("product").where("id", "=", lavender).execute();
      await api.commerce.services.products.reindex([lavender]);
      expect(skus(await search("HE-LAVANDE-ASPIC"))).not.toContain("HE-LAVANDE-ASPIC");
      expect(skus(await search("lavande aspic"))).not.toContain("HE-LAVANDE-ASPIC");
    });

    it("finds a product created after start-up, and follows its stock, without a rebuild", async () => {
      const model = await db().selectFrom("product").selectAll().where("sku", "=", "HE-YUZU").executeTakeFirstOrThrow();
      const { id: _, ...columns } = model;
      const { id } = await db()
        .insertInto("product")
        // A simple product (the model is configurable: its stock is its variants').
        .values({ ...columns, sku: "HE-QUOKKA", type: "simple", configurable_attribute: null, price_cents: 1490, special_price_cents: null, cas_number: "9999-01-7", stock_qty: 12 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const translation = { product_id: id, short_description: null, description: null, origin_region: null, specificity: null, meta_title: null, meta_description: null, updated_at: now };
      await db()
        .insertInto("product_translation")
        .values([
          { ...translation, language: "fr", name: "Quokkanelle absolue", url_key: "quokkanelle-absolue" },
          { ...translation, language: "en", name: "Quokkanelle absolute", url_key: "quokkanelle-absolute" },
        ])
        .execute();
      const links = await db().selectFrom("product_category").select(["category_id", "position"]).where("product_id", "=", model.id).execute();
      await db()
        .insertInto("product_category")
        .values(links.map((link) => ({ ...link, product_id: id })))
        .execute();
      const inStockCount = (answer: SearchAnswer, value: string) =>
        answer.listing.facets.find((facet) => facet.code === "in_stock")?.buckets.find((bucket) => bucket.value === value)?.docCount ?? 0;
      try {
        await api.commerce.services.products.reindex([id]);
        // By name in each store's language, by sku and CAS number, in suggestions too.
        expect(skus(await search("quokkanelle"))).toEqual(["HE-QUOKKA"]);
        expect(skus(await search("quokkanelle absolute", undefined, EN))).toEqual(["HE-QUOKKA"]);
        expect(skus(await search("HE-QUOKKA"))).toEqual(["HE-QUOKKA"]);
        expect(skus(await search("9999-01-7"))).toEqual(["HE-QUOKKA"]);
        const suggested = (await api.post({ query: SUGGEST, variables: { query: "quokk" } })).body.data.searchSuggestions.products;
        expect(suggested.map((product: { sku: string }) => product.sku)).toEqual(["HE-QUOKKA"]);
        // One result: the in-stock facet cannot narrow it (left out), so it is read with its value chosen.
        const inStockOnly = { filters: [{ name: "in_stock", values: ["1"] }] };
        expect((await search("quokkanelle")).listing.facets.some((facet) => facet.code === "in_stock")).toBe(false);
        const inStock = await search("quokkanelle", inStockOnly);
        expect([inStockCount(inStock, "1"), inStockCount(inStock, "0")]).toEqual([1, 0]);

        // Sold out: still found, counted as out of stock, and gone from the in-stock filter.
        await db().updateTable("product").set({ stock_qty: 0 }).where("id", "=", id).execute();
        await api.commerce.services.products.reindex([id]);
        expect(skus(await search("quokkanelle"))).toEqual(["HE-QUOKKA"]);
        expect((await search("quokkanelle", inStockOnly)).listing.total).toBe(0);
        const soldOut = await search("quokkanelle", { filters: [{ name: "in_stock", values: ["0"] }] });
        expect(skus(soldOut)).toEqual(["HE-QUOKKA"]);
        expect([inStockCount(soldOut, "1"), inStockCount(soldOut, "0")]).toEqual([0, 1]);
      } finally {
        await db().deleteFrom("product").where("id", "=", id).execute();
        await api.commerce.services.products.reindex([id]);
      }
      expect((await search("quokkanelle")).listing.total).toBe(0);
    });

    it("is rebuilt by `npm run reindex` after its documents are lost", async () => {
      const found = (await search("ylang ylang")).listing.total;
      expect(found).toBeGreaterThan(1);
      if (dialect === "sqlite") for (const language of ["fr", "en"]) await sql`delete from ${sql.table(`product_search_${language}`)}`.execute(db());
      else await db().deleteFrom("product_search").execute();
      // A text not searched before (matches are cached per text and catalogue version): only the
      // in-memory name index still finds what names the words; descriptions are lost.
      expect((await search("ylang ylan")).listing.total).toBeLessThan(found);
      // Run beside this process's test server, not blocking it: a server frozen for the command's
      // seconds closes the idle keep-alive connection the next request then reuses (ECONNRESET).
      await promisify(execFile)(process.execPath, ["--import", "tsx", "src/cli/reindex.ts"], {
        cwd: fileURLToPath(new URL("../../..", import.meta.url)),
        env: { ...process.env, ...api.env },
        encoding: "utf8",
      });
      // The rebuild moved the catalogue version on: nothing matched before it is served again.
      expect((await search("ylang ylan")).listing.total).toBe(found);
      expect((await search("ylang ylang")).listing.total).toBe(found);
      expect((await search("ylang ylang", undefined, EN)).listing.total).toBeGreaterThan(1);
    }, 60_000);

    it("suggests products, categories and pages as you type, in the store's language", async () => {
      const response = await api.post({ query: SUGGEST, variables: { query: "lav", limit: 6 } });
      expect(response.body.errors).toBeUndefined();
      const fr = response.body.data.searchSuggestions;
      expect(fr.products.length).toBeGreaterThan(0);
      expect(fr.products.length).toBeLessThanOrEqual(6);
      expect(fr.products.every((product: { name: string; path: string }) => /lav/i.test(product.name) && product.path.startsWith("/"))).toBe(true);
      expect(fr.categories.some((category: { name: string }) => /lavande/i.test(category.name))).toBe(true);
      const en = (await api.post({ query: SUGGEST, variables: { query: "lavend" } }, EN)).body.data.searchSuggestions;
      expect(en.products.length).toBeGreaterThan(0);
      expect(en.products.every((product: { name: string }) => /lavend/i.test(product.name))).toBe(true);
      const pageTitle = (await db().selectFrom("cms_page_translation").select("title").where("language", "=", "fr").orderBy("page_id").executeTakeFirstOrThrow()).title;
      const word = pageTitle.split(/\s+/).find((candidate) => candidate.length >= 4) ?? pageTitle;
      const pages = (await api.post({ query: SUGGEST, variables: { query: word.slice(0, Math.max(3, word.length - 1)) } })).body.data.searchSuggestions.pages;
      expect(pages.some((page: { title: string }) => page.title === pageTitle)).toBe(true);
      const none = (await api.post({ query: SUGGEST, variables: { query: "" } })).body.data.searchSuggestions;
      expect(none).toEqual({ query: "", products: [], categories: [], pages: [] });
    });

    it("suggests by sku and CAS number, folds accents, ranks a short name first", async () => {
      // (HE-NEROLI was renamed by an earlier test: its sku and CAS number are still its own.)
      const suggest = async (query: string, options?: RequestOptions): Promise<string[]> => {
        const response = await api.post({ query: SUGGEST, variables: { query, limit: 10 } }, options);
        expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
        return response.body.data.searchSuggestions.products.map((product: { sku: string }) => product.sku);
      };
      expect((await suggest("yuzu"))[0]).toBe("HE-YUZU");
      expect((await suggest("yu"))[0]).toBe("HE-YUZU");
      expect(await suggest("CÈDR")).toEqual(await suggest("cedr"));
      expect(await suggest("cedr")).toContain("HE-CEDRE-ATLAS");
      for (const query of ["HE-NER", "he-neroli", "HENEROLI", "8016-38", "8016384"]) expect(await suggest(query), query).toContain("HE-NEROLI");
      expect(await suggest("l")).toEqual([]);
      expect(await suggest("zzzzqq")).toEqual([]);
      // The last word only is a prefix; every word must match.
      expect(await suggest("ner lavande")).toEqual([]);
    });

    it("follows product changes in suggestions", async () => {
      const suggest = async (query: string): Promise<string[]> =>
        (await api.post({ query: SUGGEST, variables: { query } })).body.data.searchSuggestions.products.map((product: { sku: string }) => product.sku);
      const id = await idOf("HE-CEDRE-ATLAS");
      expect(await suggest("quokkaf")).toEqual([]);
      await db().updateTable("product_translation").set({ name: "Cèdre quokkaflore" }).where("product_id", "=", id).where("language", "=", "fr").execute();
      await api.commerce.services.products.reindex([id]);
      expect(await suggest("quokkaf")).toEqual(["HE-CEDRE-ATLAS"]);
      await db().updateTable("product").set({ is_active: 0 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      expect(await suggest("quokkaf")).toEqual([]);
      await db().updateTable("product").set({ is_active: 1 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      expect(await suggest("quokkaf")).toEqual(["HE-CEDRE-ATLAS"]);
    });
  });
});
