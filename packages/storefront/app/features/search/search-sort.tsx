import { useIntl } from "react-intl";
import { SelectField } from "../../components/select-field.tsx";
import type { ListingSort, ListingState } from "../../lib/listing-url.ts";

/** The search page's orders: relevance (the API's default, best first), then the catalogue's. */
export const SEARCH_DEFAULT_SORT: ListingSort = { field: "relevance", direction: "desc" };
export const SEARCH_SORT_CHOICES: readonly ListingSort[] = [
  SEARCH_DEFAULT_SORT,
  { field: "price", direction: "asc" },
  { field: "price", direction: "desc" },
  { field: "name", direction: "asc" },
  { field: "newest", direction: "desc" },
];

const keyOf = (sort: ListingSort) => `${sort.field}:${sort.direction}`;

/** A new order starts from the first page; relevance is no sort parameter at all (canonical URL). */
export function withSearchSort(state: ListingState, sort: ListingSort): ListingState {
  const { sort: _previous, ...rest } = state;
  const next: ListingState = { ...rest, page: 1 };
  if (keyOf(sort) !== keyOf(SEARCH_DEFAULT_SORT)) next.sort = { field: sort.field, direction: sort.direction };
  return next;
}

/** The order shown: the URL's when it is one of the choices, else relevance. */
export function searchSortOf(state: ListingState): ListingSort {
  return SEARCH_SORT_CHOICES.find((choice) => state.sort && keyOf(choice) === keyOf(state.sort)) ?? SEARCH_DEFAULT_SORT;
}

/**
 * The sort choice of the search page. (The catalogue's SortSelect knows position as its default
 * and has no relevance; this one has the same look and the search's orders.)
 */
export function SearchSortSelect({ listing, state, go }: { listing: { sortFields: { field: string }[] }; state: ListingState; go: (next: ListingState) => void }) {
  const intl = useIntl();
  const offered = new Set(listing.sortFields.map((field) => field.field));
  const choices = SEARCH_SORT_CHOICES.filter((choice) => offered.has(choice.field));
  if (choices.length === 0) return null;
  return (
    <SelectField
      label={intl.formatMessage({ id: "catalog.sort.label" })}
      value={keyOf(searchSortOf(state))}
      onChange={(key) => go(withSearchSort(state, choices.find((choice) => keyOf(choice) === key) ?? SEARCH_DEFAULT_SORT))}
    >
      {choices.map((choice) => (
        <option key={keyOf(choice)} value={keyOf(choice)}>
          {intl.formatMessage({ id: choice.field === "relevance" ? "search.sort.relevance" : `catalog.sort.${choice.field}.${choice.direction}` })}
        </option>
      ))}
    </SelectField>
  );
}
