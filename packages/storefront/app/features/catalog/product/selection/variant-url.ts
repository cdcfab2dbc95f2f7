import type { SelectionState } from "@eb/commerce/pricing";

/**
 * The chosen variant lives in the page's query string under the attribute's code (`?volume=10ml`,
 * `?color=black`), so a reload or a shared link opens the same variant. The canonical URL stays
 * the product's path: a variant is not another page.
 */
export interface VariantParam {
  /** The configurable option's id (the selection state's key). */
  id: string;
  /** Its attribute code: the query parameter's name. */
  code: string;
}

/** The variant choices a query string names (unknown values are left to the selection to refuse). */
export function variantChoicesOf(params: readonly VariantParam[], search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const chosen: Record<string, string> = {};
  for (const param of params) {
    const value = query.get(param.code);
    if (value) chosen[param.id] = value;
  }
  return chosen;
}

/** The query string with the chosen variant, every other parameter kept ("" when none is left). */
export function searchWithVariant(params: readonly VariantParam[], configurable: SelectionState["configurable"], search: string): string {
  const query = new URLSearchParams(search);
  for (const param of params) {
    const value = configurable[param.id];
    if (value) query.set(param.code, value);
    else query.delete(param.code);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
