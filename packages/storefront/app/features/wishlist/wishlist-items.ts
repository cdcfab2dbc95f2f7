import type { WishlistItemData } from "./wishlist-item-fields.ts";

/**
 * The items of a product in a list: a product counts as in the wishlist when any item has its sku
 * (a configurable is kept under its own sku, whichever options), and its heart removes them all.
 */
export const itemsOfSku = <T extends Pick<WishlistItemData, "sku">>(items: readonly T[] | undefined, sku: string): T[] => (items ?? []).filter((item) => item.sku === sku);
