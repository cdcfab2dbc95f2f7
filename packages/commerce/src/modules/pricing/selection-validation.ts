import { type SelectionModel, type SelectionState, selectedVariant } from "./selection-price.ts";

/**
 * What is still wrong with a selection: the one validation of a shopper's choices, run by the
 * product page (before it lets a shopper add) and by the cart (before it accepts a line), so the
 * page never offers what the cart refuses. Pure, over the selection model: no Node or database
 * import (the storefront bundles it through `@eb/commerce/pricing`). Stock here is the model's
 * `inStock` (the catalogue's); the cart checks quantities against stock read fresh as well.
 */

/** Units per cart line (and per grouped item or user-defined bundle quantity). */
export const MAX_QUANTITY = 999;

/** What is still wrong with a selection; each code has a message `catalog.selection.error.<code>`. */
export type SelectionIssue =
  | { code: "productUnavailable" }
  | { code: "quantityRange"; max: number }
  | { code: "variantRequired"; optionId: string; label: string }
  | { code: "variantUnavailable" }
  | { code: "customRequired"; optionId: string; title: string }
  | { code: "customTooLong"; optionId: string; title: string; max: number }
  | { code: "customInvalid"; optionId: string; title: string }
  | { code: "bundleRequired"; optionId: string; label: string }
  | { code: "bundleSingle"; optionId: string; label: string }
  | { code: "bundleQuantity"; optionId: string; sku: string; label: string; max: number }
  | { code: "bundleUnavailable"; optionId: string; sku: string; label: string }
  | { code: "groupedEmpty" }
  | { code: "groupedQuantity"; sku: string; name: string; max: number }
  | { code: "groupedUnavailable"; sku: string; name: string };

/** Characters as a shopper counts them (an emoji or an accented letter is one). */
export const characterCount = (text: string): number => [...text].length;

export function validateSelection(model: SelectionModel, state: SelectionState): SelectionIssue[] {
  const issues: SelectionIssue[] = [];
  const quantityOk = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;

  if (model.type === "grouped") {
    let wanted = 0;
    for (const item of model.groupedItems) {
      const quantity = state.grouped[item.sku] ?? 0;
      if (quantity === 0) continue;
      wanted++;
      if (quantity > MAX_QUANTITY || !Number.isInteger(quantity) || quantity < 0) issues.push({ code: "groupedQuantity", sku: item.sku, name: item.name, max: MAX_QUANTITY });
      if (!item.inStock) issues.push({ code: "groupedUnavailable", sku: item.sku, name: item.name });
    }
    if (wanted === 0) issues.push({ code: "groupedEmpty" });
  } else if (!quantityOk(state.quantity)) {
    issues.push({ code: "quantityRange", max: MAX_QUANTITY });
  }

  if (model.type === "configurable") {
    const missing = model.configurableOptions.filter((option) => !state.configurable[option.id]);
    for (const option of missing) issues.push({ code: "variantRequired", optionId: option.id, label: option.label });
    if (missing.length === 0) {
      const variant = selectedVariant(model, state);
      if (!variant?.inStock) issues.push({ code: "variantUnavailable" });
    }
  } else if (model.type === "simple" && !model.own.inStock) {
    issues.push({ code: "productUnavailable" });
  }

  for (const option of model.bundleOptions) {
    const chosen = Object.entries(state.bundle[option.id] ?? {});
    if (option.required && chosen.length === 0) issues.push({ code: "bundleRequired", optionId: option.id, label: option.label });
    if ((option.type === "select" || option.type === "radio") && chosen.length > 1) issues.push({ code: "bundleSingle", optionId: option.id, label: option.label });
    for (const [sku, quantity] of chosen) {
      const value = option.values.find((entry) => entry.sku === sku);
      if (!value) continue;
      const allowed = value.userDefinedQuantity ? quantityOk(quantity) : quantity === value.defaultQuantity;
      if (!allowed) issues.push({ code: "bundleQuantity", optionId: option.id, sku, label: value.label, max: MAX_QUANTITY });
      if (!value.priced.inStock) issues.push({ code: "bundleUnavailable", optionId: option.id, sku, label: value.label });
    }
  }

  for (const option of model.customOptions) {
    if (option.type === "field" || option.type === "area") {
      const text = (state.customText[option.id] ?? "").trim();
      if (option.required && text === "") issues.push({ code: "customRequired", optionId: option.id, title: option.title });
      if (option.maxCharacters !== null && characterCount(text) > option.maxCharacters) {
        issues.push({ code: "customTooLong", optionId: option.id, title: option.title, max: option.maxCharacters });
      }
      continue;
    }
    const chosen = state.customValues[option.id] ?? [];
    if (option.required && chosen.length === 0) issues.push({ code: "customRequired", optionId: option.id, title: option.title });
    const known = chosen.every((id) => option.values.some((value) => value.id === id));
    if (!known || (option.type !== "checkbox" && chosen.length > 1)) issues.push({ code: "customInvalid", optionId: option.id, title: option.title });
  }
  return issues;
}
