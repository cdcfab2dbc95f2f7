import { createContext, useContext } from "react";

/**
 * The product page's selection as a form (ADR 031): before hydration, or without JavaScript, the
 * option inputs are fields of the "Add to basket" form (`form="<id>"`, since they are laid out
 * above it) and the product route's action reads them back into cart lines. Once hydrated the
 * same inputs drive the selection and the add goes through the API directly; the names only
 * matter for the form. One naming, here, for the inputs and for the action.
 */
export const selectionFields = {
  quantity: "qty",
  configurable: (optionId: string) => `opt:${optionId}`,
  custom: (optionId: string) => `custom:${optionId}`,
  bundle: (optionId: string) => `bundle:${optionId}`,
  bundleQuantity: (optionId: string, sku: string) => `bundleqty:${optionId}:${sku}`,
  grouped: (sku: string) => `grouped:${sku}`,
} as const;

/** The add form's element id, for the inputs laid out outside it (none while there is no form). */
export const SelectionFormContext = createContext<string | undefined>(undefined);

/** `name` and `form` of a selection input by its name: spread on the input. */
export function useSelectionFields(): (name: string) => {
  name: string;
  form?: string;
} {
  const form = useContext(SelectionFormContext);
  return (name) => (form ? { name, form } : { name });
}

/** A cart line as the product page sends it: the shapes of `CartLineInput`. */
export interface FormCartLine {
  sku: string;
  quantity: number;
  selectedOptions: { option_id: string; option_value: string }[];
  selectedCustomOptions: { option_id: string; option_value: string }[];
  selectedBundleOptions: {
    option_id: string;
    option_value: string;
    option_qty: number;
  }[];
}

/** At most this many fields are read: a page has a few dozen; anything beyond is not the page's form. */
const MAX_FIELDS = 200;

/** A whole quantity as typed; what is not a number is 0 (the API then says the quantity is out of range). */
const quantityOf = (value: string): number => {
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : 0;
};

/**
 * The cart lines a submitted add form asks for: one per grouped item with a quantity above 0
 * (a grouped product's own sku is not sold), else one line of `sku` with its choices. Empty
 * texts and empty choices are left out; nothing is validated here: the API checks every line
 * (a missing required option, a text too long…) and answers why it refused.
 */
export function cartLinesOfForm(sku: string, form: FormData): FormCartLine[] {
  const entries = [...form.entries()].slice(0, MAX_FIELDS).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as const] : []));
  const grouped = entries.filter(([name]) => name.startsWith("grouped:"));
  if (grouped.length > 0) {
    return grouped
      .map(([name, value]) => ({
        sku: name.slice("grouped:".length),
        quantity: quantityOf(value),
      }))
      .filter((line) => line.sku !== "" && line.quantity !== 0)
      .map((line) => ({
        ...line,
        selectedOptions: [],
        selectedCustomOptions: [],
        selectedBundleOptions: [],
      }));
  }
  const line: FormCartLine = {
    sku,
    quantity: 1,
    selectedOptions: [],
    selectedCustomOptions: [],
    selectedBundleOptions: [],
  };
  const bundleQuantities = new Map<string, number>();
  for (const [name, value] of entries) {
    if (name.startsWith("bundleqty:")) bundleQuantities.set(name.slice("bundleqty:".length), quantityOf(value));
  }
  for (const [name, raw] of entries) {
    const value = raw.trim();
    const [kind, optionId = ""] = name.split(/:(.*)/s);
    if (name === selectionFields.quantity) line.quantity = quantityOf(raw);
    else if (value === "" || optionId === "") continue;
    else if (kind === "opt") line.selectedOptions.push({ option_id: optionId, option_value: value });
    else if (kind === "custom")
      line.selectedCustomOptions.push({
        option_id: optionId,
        option_value: value,
      });
    else if (kind === "bundle") {
      line.selectedBundleOptions.push({
        option_id: optionId,
        option_value: value,
        option_qty: bundleQuantities.get(`${optionId}:${value}`) ?? 1,
      });
    }
  }
  return [line];
}
