/**
 * The header search box's combobox: the keyboard rules are the shared ones (lib/combobox-state.ts);
 * what is searched, when and where it leads are the search's.
 */
export { type ComboboxAction, type ComboboxState, comboboxKeyDown, comboboxReducer, escapeEffect, initialComboboxState } from "../../lib/combobox-state.ts";

/** Spec: suggestions start at 2 characters (trimmed). */
export const SUGGEST_MIN_LENGTH = 2;
/** Debounce of the suggestions request while typing. */
export const SUGGEST_DELAY_MS = 150;
/** The API reads at most 200 characters of a query (commerce search/text.ts): the storefront cuts there too. */
export const MAX_QUERY_LENGTH = 200;

/** A query as sent and put in URLs: whitespace collapsed, trimmed, at most 200 characters (code points). */
export function cleanQuery(raw: string): string {
  return [...raw.replace(/\s+/g, " ").trim()].slice(0, MAX_QUERY_LENGTH).join("").trim();
}

export const shouldSuggest = (raw: string): boolean => cleanQuery(raw).length >= SUGGEST_MIN_LENGTH;

/** Route `/search/:query`, relative to the store (the router adds `/en`). */
export const searchPath = (query: string) => `/search/${encodeURIComponent(cleanQuery(query))}`;
