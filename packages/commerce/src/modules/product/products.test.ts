import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../../testing/seed-data.ts";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";

/** Products over the GraphQL API, on both databases, with hand-made fixtures. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };
const GBP: RequestOptions = { headers: { cookie: "currency=GBP" } };

const MONEY = "amount currency";
const PRICE = `priceInclTax { ${MONEY} } priceExclTax { ${MONEY} }`;
const PRICES = `prices { regularPrice { ${PRICE} } finalPrice { ${PRICE} } minPrice { ${PRICE} } tierPrice { qty priceInclTax { ${MONEY} } priceExclTax { ${MONEY} } } }`;
const PRODUCT_FIELDS = /* GraphQL */ `
  sku type name label overview urlKey path shortDescription description family familyLabel
  botanical_name geographical_origin conformity_cas is_organic specificity labels { code label }
  technical_document fds imageUrl images { url alt width height } stock { isInStock }
  ${PRICES}
  reviewsLayer(input: { from: 0, size: 0 }) { total ratingAverage reviews { id } }
  categories { id name } breadcrumbs { name url }
  metaTitle metaDescription alternates { locale url absoluteUrl } createdAt
`;
const PRODUCT = `query Product($sku: String!) { product(sku: $sku) { ${PRODUCT_FIELDS} } }`;

const eur = (amount: number) => ({ amount, currency: "EUR" });
/** Labels of shared attribute values may come from the demo catalogue, with French no-break spaces. */
const plainSpaces = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/[\u00a0\u202f]/g, " "));
const inclExcl = (incl: number, excl: number) => ({ priceInclTax: eur(incl), priceExclTax: eur(excl) });

describe.each(dialects)("products on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const gql = async (query: string, variables?: Record<string, unknown>, options?: RequestOptions) => {
      const response = await api.post({ query, variables }, options);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      return response.body.data;
    };
    const product = async (sku: string, fields = PRODUCT_FIELDS, options?: RequestOptions) =>
      (await gql(`query ($sku: String!) { product(sku: $sku) { ${fields} } }`, { sku }, options)).product;
    const db = () => api.commerce.database.db;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(db());
      await seedProducts(db(), testProducts);
    });
    afterAll(async () => {
      await api?.close();
    });

    it("gives a product by sku with every field of the Product type, in French", async () => {
      const lavender = await product("TEST-LAVANDE");
      expect(lavender).toMatchObject({
        sku: "TEST-LAVANDE",
        type: "configurable",
        name: "Lavande vraie de test",
        label: "Lavande vraie de test",
        overview: "Une lavande douce et florale.",
        urlKey: "huile-essentielle-lavande-vraie-test",
        path: "/huile-essentielle-lavande-vraie-test",
        shortDescription: "Une lavande douce et florale.",
        description: ["Distillée en juillet.", "Riche en esters."],
        family: "essential-oil",
        familyLabel: "Huile essentielle",
        botanical_name: "Lavandula angustifolia Mill.",
        geographical_origin: "Haute-Provence, France",
        conformity_cas: "8000-28-0",
        is_organic: true,
        specificity: "Lavande de population",
        labels: [
          { code: "organic", label: "Agriculture biologique" },
          { code: "ecocert", label: "Ecocert" },
        ],
        technical_document: "/media/documents/TEST-LAVANDE/technical-fr.pdf",
        fds: "/media/documents/TEST-LAVANDE/fds-fr.pdf",
        imageUrl: "/media/product/TEST-LAVANDE.svg",
        images: [{ url: "/media/product/TEST-LAVANDE.svg", alt: "Lavande vraie de test", width: 800, height: 800 }],
        stock: { isInStock: true },
        reviewsLayer: { total: 0, ratingAverage: 0, reviews: [] },
        categories: [{ name: "Huiles de test" }],
        breadcrumbs: [
          { name: "Étagère de test", url: "/etagere-de-test" },
          { name: "Huiles de test", url: "/etagere-de-test/huiles-de-test" },
        ],
        metaTitle: "Lavande vraie de test",
        metaDescription: "Une lavande douce et florale.",
        alternates: [
          { locale: "fr-FR", url: "/huile-essentielle-lavande-vraie-test", absoluteUrl: "http://localhost:3000/huile-essentielle-lavande-vraie-test" },
          { locale: "en-GB", url: "/test-true-lavender-essential-oil", absoluteUrl: "http://localhost:3000/en/test-true-lavender-essential-oil" },
        ],
      });
      // Created ten days before the seed ran.
      const age = Date.now() - Date.parse(lavender.createdAt);
      expect(age).toBeGreaterThan(9.9 * 86_400_000);
      expect(age).toBeLessThan(10.1 * 86_400_000);
    });

    it("gives the same product in English on the en-GB store", async () => {
      const lavender = await product("TEST-LAVANDE", PRODUCT_FIELDS, EN);
      expect(lavender).toMatchObject({
        name: "Test true lavender",
        path: "/test-true-lavender-essential-oil",
        description: ["Distilled in July.", "Rich in esters."],
        familyLabel: "Essential oil",
        geographical_origin: "Haute-Provence, France",
        specificity: "Population lavender",
        labels: [
          { code: "organic", label: "Organic farming" },
          { code: "ecocert", label: "Ecocert" },
        ],
        technical_document: "/media/documents/TEST-LAVANDE/technical-en.pdf",
        fds: "/media/documents/TEST-LAVANDE/fds-en.pdf",
        imageUrl: "/media/product/TEST-LAVANDE.svg?lang=en",
        breadcrumbs: [{ name: "Test shelf", url: "/test-shelf" }, { name: "Test oils" }],
      });
      const lemon = await product("TEST-CITRON", "geographical_origin", EN);
      expect(lemon.geographical_origin).toBe("Sicily, Italy");
      expect((await product("TEST-CITRON", "geographical_origin")).geographical_origin).toBe("Sicile, Italie");
      expect((await product("TEST-EPUISE", "geographical_origin")).geographical_origin).toBe("Comores");
    });

    it("gives a configurable product's volumes with text swatches and each variant's stock and price", async () => {
      const lavender = await product(
        "TEST-LAVANDE",
        `configurableOptions { id label attribute { id code label } values { label value swatch { type value } isInStock } }
         configurations { sku type name path stock { isInStock } selectedOptions { option_id option_value label } ${PRICES} }
         ${PRICES} stock { isInStock }`,
      );
      expect(plainSpaces(lavender.configurableOptions)).toEqual([
        {
          id: "141",
          label: "Contenance",
          attribute: { id: "141", code: "volume", label: "Contenance" },
          values: [
            { label: "5 ml", value: "5ml", swatch: { type: "text", value: "5 ml" }, isInStock: true },
            { label: "10 ml", value: "10ml", swatch: { type: "text", value: "10 ml" }, isInStock: true },
            { label: "30 ml", value: "30ml", swatch: { type: "text", value: "30 ml" }, isInStock: true },
            { label: "100 ml", value: "100ml", swatch: { type: "text", value: "100 ml" }, isInStock: false },
          ],
        },
      ]);
      const variants = lavender.configurations;
      expect(variants.map((variant: { sku: string }) => variant.sku)).toEqual([
        "TEST-LAVANDE-5ML",
        "TEST-LAVANDE-10ML",
        "TEST-LAVANDE-30ML",
        "TEST-LAVANDE-100ML",
      ]);
      expect(variants.map((variant: { stock: { isInStock: boolean } }) => variant.stock.isInStock)).toEqual([true, true, true, false]);
      expect(plainSpaces(variants[1])).toMatchObject({
        type: "simple",
        name: "Lavande vraie de test – 10 ml",
        // A variant has no page of its own: its parent's.
        path: "/huile-essentielle-lavande-vraie-test",
        selectedOptions: [{ option_id: "141", option_value: "10ml", label: "10 ml" }],
        prices: { regularPrice: inclExcl(9, 7.5), finalPrice: inclExcl(7.2, 6), minPrice: inclExcl(7.2, 6), tierPrice: [] },
      });
      expect(variants[3].prices.tierPrice).toEqual([
        { qty: 2, priceInclTax: eur(51.6), priceExclTax: eur(43) },
        { qty: 5, priceInclTax: eur(48), priceExclTax: eur(40) },
      ]);
      // The configurable's prices are its cheapest variant's ("from").
      expect(lavender.prices).toEqual({ regularPrice: inclExcl(5.4, 4.5), finalPrice: inclExcl(5.4, 4.5), minPrice: inclExcl(5.4, 4.5), tierPrice: [] });
      expect(lavender.stock.isInStock).toBe(true);

      // A variant by its own sku, as a cart or a quick order asks for it.
      expect(await product("TEST-LAVANDE-100ML", "sku stock { isInStock } botanical_name labels { code } technical_document")).toEqual({
        sku: "TEST-LAVANDE-100ML",
        stock: { isInStock: false },
        botanical_name: "Lavandula angustifolia Mill.",
        labels: [{ code: "organic" }, { code: "ecocert" }],
        technical_document: "/media/documents/TEST-LAVANDE/technical-fr.pdf",
      });
    });

    it("draws colour swatches for the colour attribute (id 93)", async () => {
      const bottle = await product("TEST-FLACON", "configurableOptions { id attribute { id code } values { label value swatch { type value } isInStock } } prices { minPrice { priceInclTax { amount } } }");
      expect(bottle.configurableOptions).toEqual([
        {
          id: "93",
          attribute: { id: "93", code: "color" },
          values: [
            { label: "Ambre", value: "amber", swatch: { type: "color", value: "#9a5b13" }, isInStock: true },
            { label: "Bleu cobalt", value: "blue", swatch: { type: "color", value: "#1f4e8c" }, isInStock: false },
            { label: "Transparent", value: "clear", swatch: { type: "color", value: "#e8eef0" }, isInStock: true },
          ],
        },
      ]);
      expect(bottle.prices.minPrice.priceInclTax.amount).toBe(1.08);
      const english = await product("TEST-FLACON", "configurableOptions { label values { label } }", EN);
      expect(english.configurableOptions[0]).toEqual({ label: "Colour", values: [{ label: "Amber" }, { label: "Cobalt blue" }, { label: "Clear" }] });
    });

    it("counts a configurable out of stock when every variant is", async () => {
      const variantIds = (await db().selectFrom("product").select("id").where("sku", "like", "TEST-LAVANDE-%").execute()).map((row) => row.id);
      const stocks = await db().selectFrom("product").select(["id", "stock_qty"]).where("id", "in", variantIds).execute();
      await db().updateTable("product").set({ stock_qty: 0 }).where("id", "in", variantIds).execute();
      await api.commerce.services.products.reindex(variantIds);
      try {
        expect((await product("TEST-LAVANDE", "stock { isInStock } configurableOptions { values { isInStock } }")).stock.isInStock).toBe(false);
      } finally {
        for (const row of stocks) await db().updateTable("product").set({ stock_qty: row.stock_qty }).where("id", "=", row.id).execute();
        await api.commerce.services.products.reindex(variantIds);
      }
      expect((await product("TEST-LAVANDE", "stock { isInStock }")).stock.isInStock).toBe(true);
    });

    it("gives a simple product's prices incl. and excl. VAT (×1.2), its sale and its tier prices", async () => {
      const lemon = await product("TEST-CITRON", `type ${PRICES} stock { isInStock }`);
      expect(lemon).toEqual({
        type: "simple",
        stock: { isInStock: true },
        prices: {
          regularPrice: inclExcl(12, 10),
          finalPrice: inclExcl(9.6, 8),
          minPrice: inclExcl(9.6, 8),
          // The tier at 20 units is not below the sale price: not shown.
          tierPrice: [
            { qty: 3, priceInclTax: eur(9), priceExclTax: eur(7.5) },
            { qty: 10, priceInclTax: eur(8.4), priceExclTax: eur(7) },
          ],
        },
      });
      expect((await product("TEST-EPUISE", "stock { isInStock }")).stock.isInStock).toBe(false);
    });

    it("shows prices in GBP when the shopper chose it, converted at the configured rate", async () => {
      const lemon = await product("TEST-CITRON", PRICES, GBP);
      expect(lemon.prices.finalPrice).toEqual({ priceInclTax: { amount: 8.26, currency: "GBP" }, priceExclTax: { amount: 6.88, currency: "GBP" } });
      expect(lemon.prices.tierPrice[0]).toEqual({ qty: 3, priceInclTax: { amount: 7.74, currency: "GBP" }, priceExclTax: { amount: 6.45, currency: "GBP" } });
      const bottle = await product("TEST-FLACON", "customOptions { extraCost { priceInclTax { amount currency } } }", GBP);
      expect(bottle.customOptions[0].extraCost.priceInclTax).toEqual({ amount: 5.16, currency: "GBP" });
    });

    it("gives a grouped product's items, in stock when one is, priced from the cheapest", async () => {
      const range = await product("TEST-GAMME", `type groupedItems { sku stock { isInStock } } stock { isInStock } ${PRICES} configurations { sku }`);
      expect(range).toMatchObject({
        type: "grouped",
        groupedItems: [
          { sku: "TEST-CITRON", stock: { isInStock: true } },
          { sku: "TEST-EPUISE", stock: { isInStock: false } },
        ],
        stock: { isInStock: true },
        configurations: [],
        prices: { regularPrice: inclExcl(12, 10), finalPrice: inclExcl(9.6, 8), minPrice: inclExcl(9.6, 8), tierPrice: [] },
      });
    });

    it("gives a bundle's options with their choices, default quantities and prices", async () => {
      const kit = await product(
        "TEST-COFFRET",
        `type stock { isInStock } ${PRICES}
         bundleOptions { id label required type values { value label defaultQuantity userDefinedQuantity prices { finalPrice { ${PRICE} } } product { sku stock { isInStock } } } }`,
      );
      expect(kit).toMatchObject({
        type: "bundle",
        stock: { isInStock: true },
        // Without a price of its own, a bundle costs its default choices (the selection its page opens
        // with): 2 × 8.00 lemon (excl. VAT). The lemon's sale lowers it without making the bundle a
        // sale, and no card says "from" a cheaper choice the page does not open at.
        prices: { regularPrice: inclExcl(19.2, 16), finalPrice: inclExcl(19.2, 16), minPrice: inclExcl(19.2, 16), tierPrice: [] },
        bundleOptions: [
          {
            label: "Huile essentielle",
            required: true,
            type: "radio",
            values: [
              {
                value: "TEST-CITRON",
                label: "Citron zeste de test",
                defaultQuantity: 2,
                userDefinedQuantity: true,
                prices: { finalPrice: inclExcl(9.6, 8) },
                product: { sku: "TEST-CITRON", stock: { isInStock: true } },
              },
              {
                value: "TEST-LAVANDE-10ML",
                label: "Lavande vraie de test – 10 ml",
                defaultQuantity: 1,
                userDefinedQuantity: false,
                prices: { finalPrice: inclExcl(7.2, 6) },
              },
            ],
          },
          { label: "Flacon", required: false, type: "checkbox", values: [{ value: "TEST-FLACON-AMBER", defaultQuantity: 1 }] },
        ],
      });
      expect(kit.bundleOptions[0].id).toMatch(/^\d+$/);

      const fixed = await product(
        "TEST-COFFRET-FIXE",
        `${PRICES} bundleOptions { type values { value } } stock { isInStock } bundleBasePrice { regularPrice { ${PRICE} } finalPrice { ${PRICE} } }`,
      );
      // The bundle's own price, to which the storefront adds the shopper's choices.
      expect(fixed.bundleBasePrice).toEqual({ regularPrice: inclExcl(30, 25), finalPrice: inclExcl(30, 25) });
      expect((await product("TEST-COFFRET", `bundleBasePrice { finalPrice { ${PRICE} } }`)).bundleBasePrice).toEqual({ finalPrice: inclExcl(0, 0) });
      expect((await product("TEST-CITRON", "bundleBasePrice { finalPrice { priceInclTax { amount } } }")).bundleBasePrice).toBeNull();
      // A base price of 25.00 (excl. VAT) plus every item of a required multi-select (8.00 + 4.50):
      // each amount as shown (30.00 + 9.60 + 5.40 incl. VAT), the same on its card and its page.
      expect(fixed.prices.regularPrice).toEqual(inclExcl(45, 37.5));
      expect(fixed.prices.finalPrice).toEqual(inclExcl(45, 37.5));
      expect(fixed.prices.minPrice).toEqual(inclExcl(45, 37.5));
      expect(fixed.bundleOptions).toEqual([{ type: "multi", values: [{ value: "TEST-CITRON" }, { value: "TEST-LAVANDE-5ML" }] }]);
      expect(fixed.stock.isInStock).toBe(true);
      const english = await product("TEST-COFFRET", "bundleOptions { label values { label } }", EN);
      expect(plainSpaces(english.bundleOptions[0])).toEqual({ label: "Essential oil", values: [{ label: "Test lemon peel" }, { label: "Test true lavender – 10 ml" }] });
    });

    it("gives custom options with a fixed extra cost incl. VAT or a percentage rate", async () => {
      const bottle = await product(
        "TEST-FLACON",
        `customOptions { option_id title type is_required max_characters
           extraCost { type rate priceInclTax { ${MONEY} } priceExclTax { ${MONEY} } }
           values { option_value_id title sort_order extraCost { type rate priceInclTax { ${MONEY} } } } }`,
      );
      const [engraving, giftWrap, font] = bottle.customOptions;
      expect(engraving).toMatchObject({
        title: "Gravure",
        type: "field",
        is_required: false,
        max_characters: 20,
        extraCost: { type: "fixed", rate: null, priceInclTax: eur(6), priceExclTax: eur(5) },
        values: [],
      });
      expect(giftWrap).toMatchObject({
        title: "Emballage cadeau",
        type: "checkbox",
        extraCost: null,
        values: [{ title: "Papier kraft", sort_order: 1, extraCost: { type: "percentage", rate: 10, priceInclTax: null } }],
      });
      expect(font).toMatchObject({
        title: "Police",
        type: "drop_down",
        is_required: true,
        max_characters: null,
        values: [
          { title: "Romaine", sort_order: 1, extraCost: null },
          { title: "Anglaise", sort_order: 2, extraCost: { type: "fixed", priceInclTax: eur(1.8) } },
        ],
      });
      for (const option of bottle.customOptions) expect(option.option_id).toMatch(/^\d+$/);
      expect(font.values[0].option_value_id).not.toBe(font.values[1].option_value_id);
      expect((await product("TEST-CITRON", "customOptions { option_id }")).customOptions).toEqual([]);
    });

    it("keeps option ids and url keys when the catalogue is imported again", async () => {
      const before = await product("TEST-FLACON", "path customOptions { option_id values { option_value_id } }");
      await seedProducts(db(), testProducts);
      expect(await product("TEST-FLACON", "path customOptions { option_id values { option_value_id } }")).toEqual(before);
    });

    it("gives products by skus in the order asked, unknown ones skipped, each once", async () => {
      const data = await gql("query ($skus: [String!]!) { products(skus: $skus) { sku } }", {
        skus: ["TEST-CITRON", "NOPE", "test-lavande", "TEST-CITRON", "", " TEST-FLACON-AMBER "],
      });
      expect(data.products).toEqual([{ sku: "TEST-CITRON" }, { sku: "TEST-LAVANDE" }, { sku: "TEST-FLACON-AMBER" }]);
      const many = Array.from({ length: 150 }, (_unused, index) => (index === 120 ? "TEST-CITRON" : `UNKNOWN-${index}`));
      expect((await gql("query ($skus: [String!]!) { products(skus: $skus) { sku } }", { skus: many })).products).toEqual([]);
    });

    it.each([
      ["an empty sku", ""],
      ["an unknown sku", "NOT-A-PRODUCT"],
      ["SQL", "' OR 1=1 --"],
      ["a very long sku", "X".repeat(10_000)],
      // NUL is refused before any resolver (graphql/limits.test.ts); other control characters are plain text.
      ["control characters", "TEST-CITRON\u0001"],
      ["the maintenance flag", "#503 Maintenance flag"],
    ])("answers null, never an error, for %s", async (_name, sku) => {
      const response = await api.post({ query: PRODUCT, variables: { sku } });
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.product).toBeNull();
    });

    it("hides inactive products everywhere", async () => {
      const { id } = await db().selectFrom("product").select("id").where("sku", "=", "TEST-EPUISE").executeTakeFirstOrThrow();
      await db().updateTable("product").set({ is_active: 0 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      try {
        expect(await product("TEST-EPUISE", "sku")).toBeNull();
        expect((await product("TEST-GAMME", "groupedItems { sku }")).groupedItems).toEqual([{ sku: "TEST-CITRON" }]);
      } finally {
        await db().updateTable("product").set({ is_active: 1 }).where("id", "=", id).execute();
        await api.commerce.services.products.reindex([id]);
      }
    });

    it("resolves product URL paths in each store's language (product entities)", async () => {
      const ROUTE = "query ($url: String!) { route(url: $url) { type identifier sku product { sku name } } }";
      const french = await gql(ROUTE, { url: "/huile-essentielle-lavande-vraie-test" });
      expect(french.route).toEqual({
        type: "product",
        identifier: "product:TEST-LAVANDE",
        sku: "TEST-LAVANDE",
        product: { sku: "TEST-LAVANDE", name: "Lavande vraie de test" },
      });
      expect((await gql(ROUTE, { url: "/HUILE-ESSENTIELLE-Lavande-vraie-test/?utm=1" })).route.identifier).toBe("product:TEST-LAVANDE");
      const english = await gql(ROUTE, { url: "/en/test-true-lavender-essential-oil" }, EN);
      expect(english.route).toEqual({
        type: "product",
        identifier: "product:TEST-LAVANDE",
        sku: "TEST-LAVANDE",
        product: { sku: "TEST-LAVANDE", name: "Test true lavender" },
      });
      // Each store answers its own language's path only; variants have no path.
      expect((await gql(ROUTE, { url: "/test-true-lavender-essential-oil" })).route.type).toBe("not-found");
      expect((await gql(ROUTE, { url: "/huile-essentielle-lavande-vraie-test" }, EN)).route.type).toBe("not-found");
      expect((await gql(ROUTE, { url: "/test-lavande-10ml" })).route.type).toBe("not-found");
      // Categories still resolve first.
      expect((await gql(ROUTE, { url: "/etagere-de-test" })).route.type).toBe("category");
    });

    it("reports the products a response carries in its content metadata", async () => {
      const response = await api.post({ query: `{ product(sku: "TEST-LAVANDE") { sku configurations { sku } } }` });
      const entries = response.body.extensions?.contentMetadata ?? [];
      const products = entries.filter((entry: { type: string }) => entry.type === "product").map((entry: { id: string }) => entry.id);
      expect(products).toContain("TEST-LAVANDE");
      expect(products).toContain("TEST-LAVANDE-10ML");
      for (const entry of entries) expect(entry.hash).toMatch(/^[0-9a-f]{16}$/);
    });

    it("gives related products of the same family, in stock first, never the product itself", async () => {
      const lemon = await product("TEST-CITRON", "related(limit: 30) { sku family stock { isInStock } }");
      const related = lemon.related as { sku: string; family: string; stock: { isInStock: boolean } }[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(24);
      expect(related.map((item) => item.sku)).not.toContain("TEST-CITRON");
      for (const item of related) expect(item.family).toBe("essential-oil");
      const stock = related.map((item) => item.stock.isInStock);
      expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
      expect((await product("TEST-CITRON", "related(limit: 0) { sku }")).related).toEqual([]);
      expect((await product("TEST-CITRON", "related(limit: 3) { sku }")).related).toHaveLength(3);
    });

    it("answers a full product page query within the API's cost and depth limits", async () => {
      const response = await api.post({
        query: `query ProductPage($sku: String!) { product(sku: $sku) { ${PRODUCT_FIELDS}
          configurableOptions { id label values { label value swatch { type value } } }
          configurations { sku stock { isInStock } selectedOptions { option_id option_value } ${PRICES} }
          bundleOptions { id label required type values { value label defaultQuantity userDefinedQuantity prices { finalPrice { ${PRICE} } } } }
          customOptions { option_id title type is_required max_characters extraCost { type rate priceInclTax { ${MONEY} } } values { option_value_id title sort_order extraCost { type rate priceInclTax { ${MONEY} } } } }
          groupedItems { sku name stock { isInStock } prices { finalPrice { priceInclTax { ${MONEY} } } } }
          related { sku name path imageUrl prices { minPrice { priceInclTax { ${MONEY} } } } }
        } }`,
        variables: { sku: "TEST-COFFRET" },
      });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.product.sku).toBe("TEST-COFFRET");
    });
  });
});
