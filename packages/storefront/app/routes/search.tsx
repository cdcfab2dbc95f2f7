import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link, redirect, useLocation, useParams } from "react-router";
import { acceptedListingState, listingInputOf, listingStateOf, refinementCount } from "../features/catalog/listing/listing-state.ts";
import type { ProductListing } from "../features/catalog/listing/listing-types.ts";
import { ListingLayout } from "../features/catalog/listing/listing-layout.tsx";
import { useListingNavigation } from "../features/catalog/listing/use-listing-navigation.ts";
import { cleanQuery, searchPath } from "../features/search/combobox-state.ts";
import { SearchSortSelect } from "../features/search/search-sort.tsx";
import { Breadcrumbs } from "../layouts/screen.tsx";
import screenStyles from "../layouts/screen.module.css";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";
import { SEARCH_QUERY, type SearchPageData } from "./search-query.ts";
import styles from "./search.module.css";
import { usePageQuery } from "../lib/page-query.ts";

/**
 * `/search/:query`. The query is read as typed (cut at 200 characters like the API does);
 * the listing's state — filters (the category facet included), price, sort, page size, page —
 * is the query string, parsed and written as on category pages. The same module answers
 * `/search?q=…` (the header's form without JavaScript) when routes.ts declares it: a redirect to
 * `/search/<q>`.
 */
const load: RouteLoad<null> = async ({ client, params, request, log }) => {
  const url = new URL(request.url);
  if (params.query === undefined) {
    const typed = cleanQuery(url.searchParams.get("q") ?? "");
    throw redirect(typed ? searchPath(typed) : "/");
  }
  const input = listingInputOf(url.searchParams, log && ((message) => log.warn({ warning: message }, "listing parameter ignored")));
  await client.query({ query: SEARCH_QUERY, variables: { query: cleanQuery(params.query), input } });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Search pages stay out of search engines (no canonical, no hreflang, robots noindex). */
export const meta = ({ matches, params }: { matches: Parameters<typeof screenMeta>[0]; params: Record<string, string | undefined> }) => [
  ...screenMeta(matches, metaIntl(matches).formatMessage({ id: "screen.search.title" }, { query: cleanQuery(params.query ?? "") })),
  { name: "robots", content: "noindex" },
];

export const handle = { noIndex: () => true };

function NoResults({ data }: { data: SearchPageData }) {
  const intl = useIntl();
  const { search, categories } = data;
  return (
    <div className={styles.noResults} data-search-empty="">
      <p className={styles.noResultsText}>{intl.formatMessage({ id: "search.empty.text" }, { query: search.query })}</p>
      {search.suggestions.length > 0 && (
        <div className={styles.help}>
          <h2>{intl.formatMessage({ id: "search.empty.didYouMean" })}</h2>
          <ul className={styles.chips}>
            {search.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchPath(suggestion)} className={styles.chip}>
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {categories.length > 0 && (
        <div className={styles.help}>
          <h2>{intl.formatMessage({ id: "search.empty.categories" })}</h2>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className={styles.chip}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className={styles.tips}>
        <li>{intl.formatMessage({ id: "search.empty.tipSpelling" })}</li>
        <li>{intl.formatMessage({ id: "search.empty.tipFewer" })}</li>
      </ul>
    </div>
  );
}

function SearchListing({ query, listing }: { query: string; listing: ProductListing }) {
  const intl = useIntl();
  const { state, go } = useListingNavigation(listing);
  // The category facet is a filter here (a search spans the catalogue), shown first like the API sends it.
  return (
    <ListingLayout
      listing={listing}
      facets={listing.facets}
      title={intl.formatMessage({ id: "search.results.label" }, { query })}
      sortControl={<SearchSortSelect listing={listing} state={state} go={go} />}
    />
  );
}

/**
 * The search page: heading with the total, "showing results for" when the API corrected the
 * spelling, the listing (as on category pages, relevance first), or help when nothing matched.
 */
export default function SearchRoute() {
  const intl = useIntl();
  const location = useLocation();
  const { query: raw = "" } = useParams();
  const query = cleanQuery(raw);
  const input = useMemo(() => listingInputOf(location.search), [location.search]);
  const { data, previousData } = usePageQuery(SEARCH_QUERY, { variables: { query, input } });
  const shown = data ?? previousData;
  if (!shown) return null;
  const { search } = shown;
  const listing = search.listing;
  // Refinements the API applied: made-up filter values do not turn the no-result help off.
  const filtered = refinementCount(acceptedListingState(listingStateOf(location.search), listing)) > 0;
  const title = intl.formatMessage({ id: "search.title" }, { query: search.query });
  return (
    <div className={screenStyles.screen}>
      <Breadcrumbs trail={[{ label: title }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {title} <span className={styles.total}>{intl.formatMessage({ id: "search.title.total" }, { total: listing.total })}</span>
        </h1>
        {search.correctedQuery && (
          <p className={styles.corrected} data-corrected-query={search.correctedQuery}>
            {intl.formatMessage(
              { id: "search.corrected" },
              { corrected: <strong key="corrected">{search.correctedQuery}</strong>, query: <q key="query">{search.query}</q> },
            )}
          </p>
        )}
      </header>
      {listing.total === 0 && !filtered ? <NoResults data={shown} /> : <SearchListing query={search.query} listing={listing} />}
    </div>
  );
}
