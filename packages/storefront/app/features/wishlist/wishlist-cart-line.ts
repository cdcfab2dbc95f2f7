import type { CartLineInput } from "../../lib/generated/graphql.ts";
import type { WishlistItemData } from "./wishlist-item-fields.ts";

/** One unit of a kept item as a basket line: its sku and the choices kept, in the cart's input shapes. */
export function cartLineOfItem(item: Pick<WishlistItemData, "sku" | "selectedOptions" | "selectedCustomOptions" | "selectedBundleOptions">): CartLineInput {
  return {
    sku: item.sku,
    quantity: 1,
    selectedOptions: item.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
    selectedCustomOptions: item.selectedCustomOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
    selectedBundleOptions: item.selectedBundleOptions.map(({ option_id, option_value, option_qty }) => ({ option_id, option_value, option_qty })),
  };
}
