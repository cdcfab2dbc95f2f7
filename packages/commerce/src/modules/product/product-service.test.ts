import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { type Services, createServices } from "../../services.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";

/**
 * The product service answers a script, a cart or a payment notification as it answers GraphQL:
 * from a plain scope (store, currency), with no GraphQL context, no HTTP server and no request.
 */

const eur = (amount: number) => ({ amount, currency: "EUR" });
const gbp = (amount: number) => ({ amount, currency: "GBP" });

describe("product service from a plain scope", () => {
  let directory: string;
  let database: DatabaseHandle;
  let services: Services;

  beforeAll(async () => {
    // What a script does: a configuration, a database, the services. GBP at 0.86 per euro.
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "eb-product-service-"));
    const config = loadConfig({ DATA_DIR: directory, GBP_RATE: "0.86" });
    database = openDatabase(config.database);
    await migrateToLatest(database.db, database.dialect);
    await createTestShelf(database.db);
    await seedProducts(database.db, testProducts);
    services = createServices(database, config);
  });
  afterAll(async () => {
    await services?.stock.close();
    await services?.catalogVersion.close();
    await database?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it("gives a configurable's sellable variant for the chosen volume, with its price incl./excl. VAT in EUR and its stock", async () => {
    const scope = serviceScope({ store: stores.fr });
    const sellable = await services.products.sellableVariant(scope, "TEST-LAVANDE", { volume: "10ml" });
    expect(sellable?.product.sku).toBe("TEST-LAVANDE");
    expect(sellable?.variant.sku).toBe("TEST-LAVANDE-10ML");
    // 7.50 € excl. VAT on special at 6.00 €: 7.20 € incl. 20 % VAT.
    expect(sellable?.prices.regularPrice).toEqual({ priceInclTax: eur(9), priceExclTax: eur(7.5) });
    expect(sellable?.prices.finalPrice).toEqual({ priceInclTax: eur(7.2), priceExclTax: eur(6) });
    expect(sellable?.stock).toEqual({ isInStock: true, quantity: 5 });
  });

  it("gives the same variant priced in GBP for a scope in pounds, and tier prices by quantity", async () => {
    const scope = serviceScope({ store: stores.en, currency: "GBP" });
    const sellable = await services.products.sellableVariant(scope, "test-lavande", { volume: "100ml" });
    expect(sellable?.variant.sku).toBe("TEST-LAVANDE-100ML");
    expect(sellable?.product.name).toBe("Test true lavender");
    // 45.00 € excl. VAT: 54.00 € incl.; at 0.86, £46.44 incl. and £38.70 excl.
    expect(sellable?.prices.finalPrice).toEqual({ priceInclTax: gbp(46.44), priceExclTax: gbp(38.7) });
    expect(sellable?.prices.tierPrice).toEqual([
      { qty: 2, priceInclTax: gbp(44.38), priceExclTax: gbp(36.98) },
      { qty: 5, priceInclTax: gbp(41.28), priceExclTax: gbp(34.4) },
    ]);
    expect(sellable?.stock).toEqual({ isInStock: false, quantity: 0 });
  });

  it("answers nothing for a choice no variant has, or a configurable without a choice", async () => {
    const scope = serviceScope();
    expect(await services.products.sellableVariant(scope, "TEST-LAVANDE", { volume: "2l" })).toBeUndefined();
    expect(await services.products.sellableVariant(scope, "TEST-LAVANDE")).toBeUndefined();
    expect(await services.products.sellableVariant(scope, "NO-SUCH-SKU")).toBeUndefined();
  });

  it("reads the choice by the option id the API gives, as a cart posting a product page's selection does", async () => {
    const sellable = await services.products.sellableVariant(serviceScope(), "TEST-LAVANDE", { "141": "30ML" });
    expect(sellable?.variant.sku).toBe("TEST-LAVANDE-30ML");
  });

  it("gives a simple product as its own sellable unit", async () => {
    const sellable = await services.products.sellableVariant(serviceScope(), "TEST-CITRON");
    expect(sellable?.variant.sku).toBe("TEST-CITRON");
    expect(sellable?.prices.finalPrice.priceInclTax.currency).toBe("EUR");
  });

  it("gives the configurable options with each value's availability, and the product's categories and breadcrumbs", async () => {
    const scope = serviceScope({ store: stores.en });
    const lavender = (await services.products.bySku(scope, "TEST-LAVANDE"))!;
    const [option] = await services.products.configurableOptions(scope, lavender);
    expect(option.attribute).toEqual({ id: "141", code: "volume", label: "Volume" });
    expect(option.values.map((value) => [value.value, value.isInStock])).toEqual([
      ["5ml", true],
      ["10ml", true],
      ["30ml", true],
      ["100ml", false],
    ]);
    const breadcrumbs = await services.products.breadcrumbs(scope, lavender);
    expect(breadcrumbs.map((node) => node.name)).toEqual(["Test shelf", expect.any(String)]);
    expect(await services.products.prices(scope, lavender)).toMatchObject({ minPrice: { priceInclTax: eur(5.4), priceExclTax: eur(4.5) } });
  });
});
