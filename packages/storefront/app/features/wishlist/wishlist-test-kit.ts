import type { WishlistItemData } from "./wishlist-item-fields.ts";

/** Fixtures of the wishlist screens' tests: items as the API answers them, in a currency. */

type ProductData = NonNullable<WishlistItemData["product"]>;

const testMoney = (amount: number, currency: string) => ({ amount, currency });
/** An amount incl. VAT with its excl. at 20 %. */
export const testPrice = (amount: number, currency: string) => ({ priceInclTax: testMoney(amount, currency), priceExclTax: testMoney(Math.round((amount / 1.2) * 100) / 100, currency) });

/** A product of the catalogue as an item carries it (lavender, a configurable, in stock). */
export function testProduct(currency: string, overrides: Partial<ProductData> = {}): ProductData {
  const price = (amount: number) => testPrice(amount, currency);
  return {
    sku: "HE-LAVANDE",
    type: "configurable",
    isVirtual: false,
    name: "Lavande fine",
    path: "/huiles-essentielles/lavande-fine",
    botanical_name: "Lavandula angustifolia",
    is_organic: true,
    imageUrl: "/media/product/HE-LAVANDE.svg",
    stock: { isInStock: true },
    labels: [],
    reviewsLayer: { total: 0, ratingAverage: 0 },
    prices: { regularPrice: price(12), finalPrice: price(12), minPrice: price(9), tierPrice: [] },
    ...overrides,
  };
}

/** A kept item of that product, available, with no choices unless given. */
export function testItem(currency: string, overrides: Partial<WishlistItemData> = {}): WishlistItemData {
  return {
    id: "1",
    sku: "HE-LAVANDE",
    name: "Lavande fine",
    addedAt: "2026-11-20T09:30:00.000Z",
    availability: "AVAILABLE",
    product: testProduct(currency),
    selectedOptions: [],
    selectedCustomOptions: [],
    selectedBundleOptions: [],
    price: testPrice(12, currency),
    ...overrides,
  };
}
