import { createHash } from "node:crypto";
import { type SelectionModel, type SelectionState, MAX_QUANTITY, selectedVariant, validateSelection } from "../pricing/selection-price.ts";
import { type SelectionRequest, selectionStateOf } from "../pricing/selection-service.ts";

/**
 * A cart line's choices checked against its product: the product page's validation
 * (`validateSelection`, one implementation in modules/pricing) plus what only a request can get
 * wrong (an option or value the product does not have, a choice given twice), and the line in
 * canonical form: its choices in the product's order, its `line_key`, and the sellable units one
 * line unit takes (the variant, the bundle's items). Pure.
 */

export interface OptionChoice {
  option_id: string;
  option_value: string;
}

export interface BundleChoice extends OptionChoice {
  option_qty: number;
}

export interface LineChoices {
  selectedOptions: OptionChoice[];
  selectedCustomOptions: OptionChoice[];
  selectedBundleOptions: BundleChoice[];
}

export type LineRefusal = "OPTIONS_REQUIRED" | "OPTIONS_INVALID" | "OPTION_TEXT_TOO_LONG";

export interface ResolvedLine {
  /** The product chosen (a configurable's own sku), as the catalogue writes it. */
  productSku: string;
  /** What is bought: the configurable's variant, else the product. */
  unitSku: string;
  choices: LineChoices;
  /** The sku and the canonical choices, hashed: equal for the same unit with the same choices. */
  lineKey: string;
  /** Sellable units one unit of the line takes (sku → count): the unit itself, or a bundle's items. */
  units: Map<string, number>;
}

/** Whole units from 1 to 999 (also what an `updateCartItem` may set). */
export const isLineQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;

const hasDuplicates = (keys: readonly string[]) => new Set(keys).size !== keys.length;

/** The request's choices as stored: JSON of `LineChoices`' arrays. */
export function parseChoices(row: { selected_options: string; selected_custom_options: string; selected_bundle_options: string }): LineChoices {
  const parse = <T>(text: string): T[] => {
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? (value as T[]) : [];
    } catch {
      return [];
    }
  };
  return {
    selectedOptions: parse(row.selected_options),
    selectedCustomOptions: parse(row.selected_custom_options),
    selectedBundleOptions: parse(row.selected_bundle_options),
  };
}

/**
 * Checks `choices` against `model` (a product a shopper can choose) and answers the line in
 * canonical form, or why it cannot be bought. A grouped product is bought as its items, never
 * itself (OPTIONS_REQUIRED). Bundle choices left out entirely are the bundle's default choices
 * (what its page opens with); given, they are the whole selection (a required option missing is
 * OPTIONS_REQUIRED). Stock is not looked at here: the cart reads it fresh.
 */
export function resolveLine(model: SelectionModel, choices: Partial<LineChoices>): { ok: true; line: ResolvedLine } | { ok: false; code: LineRefusal } {
  const options = choices.selectedOptions ?? [];
  const bundle = choices.selectedBundleOptions ?? [];
  // A text is what the shopper typed, trimmed; an empty one was not filled in.
  const custom = (choices.selectedCustomOptions ?? [])
    .map((choice) => ({ option_id: choice.option_id, option_value: choice.option_value.trim() }))
    .filter((choice) => choice.option_value !== "");

  if (model.type === "grouped") return { ok: false, code: "OPTIONS_REQUIRED" };
  if (model.type !== "configurable" && options.length) return { ok: false, code: "OPTIONS_INVALID" };
  if (model.type !== "bundle" && bundle.length) return { ok: false, code: "OPTIONS_INVALID" };

  if (hasDuplicates(options.map((choice) => choice.option_id))) return { ok: false, code: "OPTIONS_INVALID" };
  for (const choice of options) {
    const option = model.configurableOptions.find((entry) => entry.id === choice.option_id);
    if (!option?.values.some((value) => value.value === choice.option_value)) return { ok: false, code: "OPTIONS_INVALID" };
  }
  if (hasDuplicates(custom.map((choice) => `${choice.option_id}\u0000${choice.option_value}`))) return { ok: false, code: "OPTIONS_INVALID" };
  for (const choice of custom) {
    const option = model.customOptions.find((entry) => entry.id === choice.option_id);
    if (!option) return { ok: false, code: "OPTIONS_INVALID" };
    const texts = custom.filter((entry) => entry.option_id === option.id).length;
    if ((option.type === "field" || option.type === "area") && texts > 1) return { ok: false, code: "OPTIONS_INVALID" };
  }
  if (hasDuplicates(bundle.map((choice) => `${choice.option_id}\u0000${choice.option_value}`))) return { ok: false, code: "OPTIONS_INVALID" };
  for (const choice of bundle) {
    const option = model.bundleOptions.find((entry) => entry.id === choice.option_id);
    if (!option?.values.some((value) => value.sku === choice.option_value)) return { ok: false, code: "OPTIONS_INVALID" };
    if (!isLineQuantity(choice.option_qty)) return { ok: false, code: "OPTIONS_INVALID" };
  }

  const request: SelectionRequest = {
    sku: model.sku,
    quantity: 1,
    selectedOptions: options,
    selectedCustomOptions: custom,
    selectedBundleOptions: bundle.length ? bundle : undefined,
  };
  const state = selectionStateOf(model, request);
  for (const issue of validateSelection(model, state)) {
    switch (issue.code) {
      case "variantRequired":
      case "customRequired":
      case "bundleRequired":
      case "groupedEmpty":
        return { ok: false, code: "OPTIONS_REQUIRED" };
      case "customTooLong":
        return { ok: false, code: "OPTION_TEXT_TOO_LONG" };
      case "variantUnavailable":
        // Out of stock is the fresh stock read's to say; a choice that names no variant is invalid.
        if (!selectedVariant(model, state)) return { ok: false, code: "OPTIONS_INVALID" };
        break;
      case "productUnavailable":
      case "bundleUnavailable":
      case "groupedUnavailable":
      case "quantityRange":
        // Stock: read fresh by the cart. Quantity: the line's, checked by the cart.
        break;
      default:
        return { ok: false, code: "OPTIONS_INVALID" };
    }
  }

  const variant = selectedVariant(model, state);
  const canonical = canonicalChoices(model, state);
  const unitSku = variant?.sku ?? model.sku;
  const units = new Map<string, number>();
  if (model.type === "bundle") {
    for (const choice of canonical.selectedBundleOptions) units.set(choice.option_value, (units.get(choice.option_value) ?? 0) + choice.option_qty);
  } else {
    units.set(unitSku, 1);
  }
  return { ok: true, line: { productSku: model.sku, unitSku, choices: canonical, lineKey: lineKeyOf(model.sku, canonical), units } };
}

/**
 * A selection's choices in canonical form: in the product's order of options, texts trimmed (an
 * empty one left out), a checkbox's values and a bundle option's skus sorted. An option not
 * chosen yet is left out (a line has them all; a wishlist item may not, modules/wishlist).
 */
export function canonicalChoices(model: SelectionModel, state: SelectionState): LineChoices {
  return {
    selectedOptions:
      model.type === "configurable"
        ? model.configurableOptions.flatMap((option) => (state.configurable[option.id] ? [{ option_id: option.id, option_value: state.configurable[option.id] }] : []))
        : [],
    selectedCustomOptions: model.customOptions.flatMap((option) => {
      if (option.type === "field" || option.type === "area") {
        const text = (state.customText[option.id] ?? "").trim();
        return text ? [{ option_id: option.id, option_value: text }] : [];
      }
      return [...(state.customValues[option.id] ?? [])].sort().map((value) => ({ option_id: option.id, option_value: value }));
    }),
    selectedBundleOptions: model.bundleOptions.flatMap((option) =>
      Object.entries(state.bundle[option.id] ?? {})
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([sku, quantity]) => ({ option_id: option.id, option_value: sku, option_qty: quantity })),
    ),
  };
}

/** A product's sku and its canonical choices, hashed: equal for the same product with the same choices. */
export const lineKeyOf = (sku: string, choices: LineChoices): string =>
  createHash("sha256").update(JSON.stringify([sku, choices.selectedOptions, choices.selectedCustomOptions, choices.selectedBundleOptions])).digest("base64url");

/**
 * Units of a line that stock allows now: for each sellable unit it takes, what is in stock less
 * what the cart's other lines ask of it, divided by what one line unit takes; the least of those.
 */
export function availableUnits(units: ReadonlyMap<string, number>, stock: ReadonlyMap<string, number>, othersDemand: ReadonlyMap<string, number>): number {
  let available = Number.POSITIVE_INFINITY;
  for (const [sku, perUnit] of units) {
    const left = (stock.get(sku) ?? 0) - (othersDemand.get(sku) ?? 0);
    available = Math.min(available, Math.floor(Math.max(0, left) / perUnit));
  }
  return Number.isFinite(available) ? available : 0;
}

/** What lines ask of each sellable unit (sku → units), e.g. all the lines but one. */
export function demandOf(lines: Iterable<{ units: ReadonlyMap<string, number>; quantity: number }>): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of lines) for (const [sku, perUnit] of line.units) demand.set(sku, (demand.get(sku) ?? 0) + perUnit * line.quantity);
  return demand;
}
