import { type SelectionModel, type SelectionState, initialSelection, selectionPrice } from "@eb/commerce/pricing";
import type { SelectionRequest } from "@eb/commerce/modules/pricing/selection-service.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { type TestApi, startTestApi } from "@eb/commerce/testing/test-server.ts";
import type { Database } from "@eb/commerce/db/schema.ts";
import fc from "fast-check";
import type { ExpressionBuilder } from "kysely";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_BUNDLE_QUERY, PRODUCT_QUERY, PRODUCT_VARIANTS_QUERY } from "../../../../routes/entity/product-query.ts";
import type { ProductPageData } from "../product-data.ts";
import { pricedSkuOf, selectionModelOf } from "./selection-model.ts";

/**
 * The cart will charge what the product page shows: for random selections of every kind of seeded
 * product (simple with tier prices, configurable, with custom options at a fixed and a percentage
 * extra cost, bundle, grouped), the price the storefront's selection shows, from the product as its
 * GraphQL documents return it, equals the server's price of that selection to the cent, in EUR and
 * GBP, incl. and excl. VAT.
 */

const CURRENCIES: { currency: string; headers: Record<string, string> }[] = [
  { currency: "EUR", headers: {} },
  { currency: "GBP", headers: { cookie: "currency=GBP" } },
];

let api: TestApi;
const skus: Record<string, string[]> = {};

beforeAll(async () => {
  api = await startTestApi({ dialect: "sqlite" });
  const db = api.commerce.database.db;
  const tops = db.selectFrom("product as p").select("p.sku").where("p.parent_id", "is", null).where("p.is_active", "=", 1).orderBy("p.id");
  skus.simpleWithTiers = (
    await tops
      .where("p.type", "=", "simple")
      .where((eb) => eb.exists(eb.selectFrom("product_tier_price as t").select("t.product_id").whereRef("t.product_id", "=", "p.id")))
      .limit(3)
      .execute()
  ).map((row) => row.sku);
  skus.configurable = (
    await tops
      .where("p.type", "=", "configurable")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("product as v")
            .innerJoin("product_tier_price as t", "t.product_id", "v.id")
            .select("v.id")
            .whereRef("v.parent_id", "=", "p.id"),
        ),
      )
      .limit(3)
      .execute()
  ).map((row) => row.sku);
  const costed = (type: "fixed" | "percentage") => (eb: ExpressionBuilder<Database & { p: Database["product"] }, "p">) =>
    eb.or([
      eb.exists(eb.selectFrom("product_custom_option as o").select("o.id").whereRef("o.product_id", "=", "p.id").where("o.extra_cost_type", "=", type)),
      eb.exists(
        eb
          .selectFrom("product_custom_option as o")
          .innerJoin("product_custom_option_value as v", "v.option_id", "o.id")
          .select("o.id")
          .whereRef("o.product_id", "=", "p.id")
          .where("v.extra_cost_type", "=", type),
      ),
    ]);
  skus.customOptions = (await tops.where(costed("fixed")).where(costed("percentage")).limit(3).execute()).map((row) => row.sku);
  skus.bundle = (await tops.where("p.type", "=", "bundle").limit(6).execute()).map((row) => row.sku);
  skus.grouped = (await tops.where("p.type", "=", "grouped").limit(3).execute()).map((row) => row.sku);
});

afterAll(async () => {
  await api?.close();
});

/** The product page's data, put together from its documents as the page does. */
async function pageProduct(sku: string, headers: Record<string, string>): Promise<ProductPageData> {
  const run = async <T>(document: Parameters<typeof print>[0]) => {
    const response = await api.post({ query: print(document), variables: { sku } }, { headers });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.product as T;
  };
  const [detail, variants, bundle] = await Promise.all([
    run<NonNullable<ProductPageData>>(PRODUCT_QUERY),
    run<Pick<ProductPageData, "configurations" | "groupedItems">>(PRODUCT_VARIANTS_QUERY),
    run<Pick<ProductPageData, "bundleOptions" | "bundleBasePrice">>(PRODUCT_BUNDLE_QUERY),
  ]);
  return {
    ...detail,
    configurations: variants.configurations,
    groupedItems: variants.groupedItems,
    bundleOptions: bundle.bundleOptions,
    bundleBasePrice: bundle.bundleBasePrice,
    related: [],
  };
}

/** Random choices a shopper can make on this product, in range or not (a price is shown either way). */
function selections(model: SelectionModel): fc.Arbitrary<SelectionState> {
  const pickSome = <T>(values: readonly T[], single: boolean) =>
    single ? fc.option(fc.constantFrom(...values), { nil: undefined }).map((value) => (value === undefined ? [] : [value])) : fc.subarray([...values]);
  return fc.record({
    quantity: fc.integer({ min: 1, max: 60 }),
    configurable: model.variants.length
      ? fc.option(fc.constantFrom(...model.variants), { nil: undefined, freq: 6 }).map((variant) => ({ ...(variant?.options ?? {}) }))
      : fc.constant({}),
    customText: fc.record(
      Object.fromEntries(
        model.customOptions
          .filter((option) => option.type === "field" || option.type === "area")
          .map((option) => [option.id, fc.constantFrom("", "  ", "Léa", "Pour toi ✨")]),
      ),
    ),
    customValues: fc.record(
      Object.fromEntries(
        model.customOptions
          .filter((option) => option.type !== "field" && option.type !== "area" && option.values.length)
          .map((option) => [option.id, pickSome(option.values.map((value) => value.id), option.type !== "checkbox")]),
      ),
    ),
    bundle: fc.record(
      Object.fromEntries(
        model.bundleOptions.map((option) => [
          option.id,
          pickSome(option.values, option.type === "select" || option.type === "radio").chain((values) =>
            fc
              .tuple(...values.map((value) => (value.userDefinedQuantity ? fc.integer({ min: 1, max: 8 }) : fc.constant(value.defaultQuantity))))
              .map((quantities) => Object.fromEntries(values.map((value, index) => [value.sku, quantities[index]]))),
          ),
        ]),
      ),
    ),
    grouped: fc.record(Object.fromEntries(model.groupedItems.map((item) => [item.sku, fc.integer({ min: 0, max: 25 })]))),
  });
}

/** The choices as a cart line sends them. */
function requestOf(model: SelectionModel, state: SelectionState): SelectionRequest {
  return {
    sku: model.sku,
    quantity: state.quantity,
    selectedOptions: Object.entries(state.configurable).map(([option_id, option_value]) => ({ option_id, option_value })),
    selectedCustomOptions: [
      ...Object.entries(state.customText).map(([option_id, option_value]) => ({ option_id, option_value })),
      ...Object.entries(state.customValues).flatMap(([option_id, ids]) => ids.map((option_value) => ({ option_id, option_value }))),
    ],
    selectedBundleOptions: Object.entries(state.bundle).flatMap(([option_id, chosen]) =>
      Object.entries(chosen).map(([option_value, option_qty]) => ({ option_id, option_value, option_qty })),
    ),
    groupedQuantities: Object.entries(state.grouped).map(([sku, quantity]) => ({ sku, quantity })),
  };
}

describe("the price a product page shows is the server's price of that selection", () => {
  it("finds every kind of seeded product", () => {
    for (const [kind, found] of Object.entries(skus)) expect(found.length, kind).toBeGreaterThan(0);
  });

  it("shows a bundle at one price on its card, its page and in its structured data: the selection its page opens with", async () => {
    for (const sku of skus.bundle) {
      for (const { headers } of CURRENCIES) {
        const product = await pageProduct(sku, headers);
        const model = selectionModelOf(product);
        const opening = selectionPrice(model, initialSelection(model));
        // The card shows `minPrice` ("from") or `finalPrice`, the JSON-LD offer `finalPrice`.
        const card = pricedSkuOf({ ...product, prices: { ...product.prices, finalPrice: product.prices.minPrice } });
        expect(opening.unit, sku).toEqual(model.own.final);
        expect(card.final, sku).toEqual(model.own.final);
        // Struck through (and a badge) only when the card strikes the same regular price through.
        expect(opening.regular ?? opening.unit, sku).toEqual(model.own.regular);
      }
    }
  });

  it.each(["simpleWithTiers", "configurable", "customOptions", "bundle", "grouped"])("for %s products, in EUR and GBP, incl. and excl. VAT", async (kind) => {
    const { pricing } = api.commerce.services;
    for (const sku of skus[kind]) {
      for (const { currency, headers } of CURRENCIES) {
        const model = selectionModelOf(await pageProduct(sku, headers));
        expect(model.currency).toBe(currency);
        await fc.assert(
          fc.asyncProperty(selections(model), async (state) => {
            const shown = selectionPrice(model, state);
            const quote = await pricing.priceOf(serviceScope({ currency }), requestOf(model, state));
            expect(quote?.display.currency).toBe(currency);
            expect({ sku: shown.sku, unit: shown.unit, row: shown.total }).toEqual({ sku: quote?.pricedSku, unit: quote?.display.unit, row: quote?.display.row });
          }),
          { numRuns: 25, seed: 17 },
        );
      }
    }
  }, 60_000);
});
