import {
  type BundleOptionModel,
  MAX_QUANTITY,
  type SelectionIssue,
  type SelectionModel,
  type SelectionState,
  characterCount,
  selectedVariant,
  validateSelection,
  variantMatches,
} from "@eb/commerce/pricing";

/**
 * A shopper's choices on a product page: product quantity, custom, configurable and bundle
 * options. The selection is complete and validated on the page, so a cart only has to send it.
 * Pure: how each choice changes the state, what is still wrong with it, and the request a cart
 * sends. The state itself, the choices a page opens with and the prices are commerce's
 * (`@eb/commerce/pricing`), shared with the server.
 */

// The validation is commerce's (shared with the cart, which refuses what the page would): re-exported unchanged.
export { MAX_QUANTITY, type SelectionIssue, characterCount, validateSelection };

export type SelectionAction =
  | { type: "quantity"; quantity: number }
  | { type: "configurable"; optionId: string; value: string }
  | { type: "customText"; optionId: string; text: string }
  | { type: "customChoice"; optionId: string; valueId: string | null }
  | { type: "customToggle"; optionId: string; valueId: string; checked: boolean }
  | { type: "bundleChoice"; optionId: string; sku: string | null }
  | { type: "bundleToggle"; optionId: string; sku: string; checked: boolean }
  | { type: "bundleQuantity"; optionId: string; sku: string; quantity: number }
  | { type: "groupedQuantity"; sku: string; quantity: number };

const wholeQuantity = (quantity: number) => (Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0);

const isSingleChoice = (option: BundleOptionModel) => option.type === "select" || option.type === "radio";

export type ValueAvailability = "available" | "outOfStock" | "unavailable";

/**
 * Whether choosing `value` for `optionId`, with the other choices kept, leads to a variant in
 * stock, to one out of stock, or to none at all.
 */
export function valueAvailability(model: SelectionModel, state: SelectionState, optionId: string, value: string): ValueAvailability {
  const { [optionId]: _current, ...others } = state.configurable;
  const matching = model.variants.filter((variant) => variant.options[optionId] === value && variantMatches(variant, others));
  if (matching.some((variant) => variant.inStock)) return "available";
  return matching.length ? "outOfStock" : "unavailable";
}

export function applySelection(model: SelectionModel, state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case "quantity":
      return { ...state, quantity: wholeQuantity(action.quantity) };

    case "configurable": {
      const option = model.configurableOptions.find((entry) => entry.id === action.optionId);
      if (!option?.values.some((entry) => entry.value === action.value)) return state;
      const chosen = { ...state.configurable, [action.optionId]: action.value };
      if (model.variants.some((variant) => variantMatches(variant, chosen))) return { ...state, configurable: chosen };
      // No variant has this value with the other choices: take the closest one that has it.
      const withValue = model.variants.filter((variant) => variant.options[action.optionId] === action.value);
      const fallback = withValue.find((variant) => variant.inStock) ?? withValue[0];
      return fallback ? { ...state, configurable: { ...fallback.options } } : { ...state, configurable: chosen };
    }

    case "customText":
      return { ...state, customText: { ...state.customText, [action.optionId]: action.text } };

    case "customChoice": {
      const customValues = { ...state.customValues };
      if (action.valueId === null || action.valueId === "") delete customValues[action.optionId];
      else customValues[action.optionId] = [action.valueId];
      return { ...state, customValues };
    }

    case "customToggle": {
      const current = state.customValues[action.optionId] ?? [];
      const values = action.checked ? [...new Set([...current, action.valueId])] : current.filter((id) => id !== action.valueId);
      const customValues = { ...state.customValues };
      if (values.length) customValues[action.optionId] = values;
      else delete customValues[action.optionId];
      return { ...state, customValues };
    }

    case "bundleChoice": {
      const option = model.bundleOptions.find((entry) => entry.id === action.optionId);
      if (!option) return state;
      const bundle = { ...state.bundle };
      const value = option.values.find((entry) => entry.sku === action.sku);
      if (!value) delete bundle[option.id];
      else bundle[option.id] = { [value.sku]: value.defaultQuantity };
      return { ...state, bundle };
    }

    case "bundleToggle": {
      const option = model.bundleOptions.find((entry) => entry.id === action.optionId);
      const value = option?.values.find((entry) => entry.sku === action.sku);
      if (!option || !value) return state;
      if (isSingleChoice(option)) return applySelection(model, state, { type: "bundleChoice", optionId: option.id, sku: action.checked ? value.sku : null });
      const current = { ...(state.bundle[option.id] ?? {}) };
      if (action.checked) current[value.sku] = current[value.sku] ?? value.defaultQuantity;
      else delete current[value.sku];
      const bundle = { ...state.bundle };
      if (Object.keys(current).length) bundle[option.id] = current;
      else delete bundle[option.id];
      return { ...state, bundle };
    }

    case "bundleQuantity": {
      const option = model.bundleOptions.find((entry) => entry.id === action.optionId);
      const value = option?.values.find((entry) => entry.sku === action.sku);
      if (!option || !value || !value.userDefinedQuantity || state.bundle[option.id]?.[value.sku] === undefined) return state;
      return { ...state, bundle: { ...state.bundle, [option.id]: { ...state.bundle[option.id], [value.sku]: wholeQuantity(action.quantity) } } };
    }

    case "groupedQuantity":
      if (!model.groupedItems.some((item) => item.sku === action.sku)) return state;
      return { ...state, grouped: { ...state.grouped, [action.sku]: wholeQuantity(action.quantity) } };
  }
}

/**
 * One cart line as the cart issue sends it; the option shapes are those of a wishlist item
 * (`selectedOptions`, `selectedCustomOptions`, `selectedBundleOptions`).
 */
export interface CartLineRequest {
  /** The product added: a configurable's parent sku (the variant is named by `selectedOptions`). */
  sku: string;
  /** The variant the options select, for display and stock checks. */
  variantSku?: string;
  quantity: number;
  selectedOptions: { option_id: string; option_value: string }[];
  selectedCustomOptions: { option_id: string; option_value: string }[];
  selectedBundleOptions: { option_id: string; option_value: string; option_qty: number }[];
}

/** The choices a line carries (`CartLineRequest`'s option shapes). */
export type SelectionChoices = Pick<CartLineRequest, "selectedOptions" | "selectedCustomOptions" | "selectedBundleOptions">;

/**
 * The choices made so far, complete or not: configurable values chosen, texts typed (trimmed,
 * empty ones left out), custom values and bundle items ticked with their quantities. A cart line
 * sends them once the selection is valid (`cartRequestOf`); a wishlist keeps them as they are, a
 * choice still to make included (the list then says so).
 */
export function selectionChoicesOf(model: SelectionModel, state: SelectionState): SelectionChoices {
  const selectedCustomOptions: CartLineRequest["selectedCustomOptions"] = [];
  for (const option of model.customOptions) {
    if (option.type === "field" || option.type === "area") {
      const text = (state.customText[option.id] ?? "").trim();
      if (text) selectedCustomOptions.push({ option_id: option.id, option_value: text });
    } else {
      for (const id of state.customValues[option.id] ?? []) selectedCustomOptions.push({ option_id: option.id, option_value: id });
    }
  }
  return {
    selectedOptions: model.configurableOptions.flatMap((option) => (state.configurable[option.id] ? [{ option_id: option.id, option_value: state.configurable[option.id] }] : [])),
    selectedCustomOptions,
    selectedBundleOptions: model.bundleOptions.flatMap((option) =>
      Object.entries(state.bundle[option.id] ?? {}).map(([sku, quantity]) => ({ option_id: option.id, option_value: sku, option_qty: quantity })),
    ),
  };
}

/** The lines to add: one, or one per grouped item with a quantity. Undefined while the selection has issues. */
export function cartRequestOf(model: SelectionModel, state: SelectionState): CartLineRequest[] | undefined {
  if (validateSelection(model, state).length) return undefined;
  if (model.type === "grouped") {
    return model.groupedItems
      .filter((item) => (state.grouped[item.sku] ?? 0) > 0)
      .map((item) => ({ sku: item.sku, quantity: state.grouped[item.sku], selectedOptions: [], selectedCustomOptions: [], selectedBundleOptions: [] }));
  }
  const variant = selectedVariant(model, state);
  return [
    {
      sku: model.sku,
      ...(variant ? { variantSku: variant.sku } : {}),
      quantity: state.quantity,
      ...selectionChoicesOf(model, state),
    },
  ];
}
