import { useQuery } from "@apollo/client/react";
import { useId, useMemo } from "react";
import { useIntl } from "react-intl";
import { Link, redirect, useLocation, useParams } from "react-router";
import { VisuallyHidden } from "../components/visually-hidden.tsx";
import { FacetPanel } from "../features/catalog/listing/facet-panel.tsx";
import { FilterDrawer } from "../features/catalog/listing/filter-drawer.tsx";
import { ActiveFilters, PageSizeChoice, Pagination, ResultCount } from "../features/catalog/listing/listing-controls.tsx";
import { listingInputOf, listingStateOf, refinementCount, withoutRefinements } from "../features/catalog/listing/listing-state.ts";
import type { ProductListing } from "../features/catalog/listing/listing-types.ts";
import listingStyles from "../features/catalog/listing/listing.module.css";
import { useListingNavigation } from "../features/catalog/listing/use-listing-navigation.ts";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { cleanQuery, searchPath } from "../features/search/combobox-state.ts";
import { SearchSortSelect } from "../features/search/search-sort.tsx";
import { Breadcrumbs } from "../layouts/screen.tsx";
import screenStyles from "../layouts/screen.module.css";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";
import { SEARCH_QUERY, type SearchPageData } from "./search-query.ts";
import styles from "./search.module.css";

/** Cards above the fold load first: the first row on a wide screen. */
const PRIORITY_CARDS = 3;

/**
 * Spec §2 `/search/:query`. The query is read as typed (cut at 200 characters like the API does);
 * the listing's state — filters (the category facet included), price, sort, page size, page —
 * is the query string, parsed and written as on category pages. The same module answers
 * `/search?q=…` (the header's form without JavaScript) when routes.ts declares it: a redirect to
 * `/search/<q>`.
 */
const load: RouteLoad<null> = async ({ client, params, request, server }) => {
  const url = new URL(request.url);
  if (params.query === undefined) {
    const typed = cleanQuery(url.searchParams.get("q") ?? "");
    throw redirect(typed ? searchPath(typed) : "/");
  }
  const input = listingInputOf(url.searchParams, server ? (message) => console.warn(`[listing] ${message}`) : undefined);
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
  const titleId = useId();
  const { state, pending, hrefOf, go } = useListingNavigation();
  // The category facet is a filter here (a search spans the catalogue), shown first like the API sends it.
  const facets = listing.facets;
  const refinements = refinementCount(state);
  const panel = <FacetPanel facets={facets} priceRanges={listing.priceRanges} state={state} go={go} />;
  return (
    <div className={listingStyles.layout}>
      <aside className={listingStyles.sidebar} aria-label={intl.formatMessage({ id: "catalog.filters.title" })}>
        {panel}
      </aside>
      <section className={listingStyles.results} aria-labelledby={titleId}>
        <VisuallyHidden as="h2">
          <span id={titleId}>{intl.formatMessage({ id: "search.results.label" }, { query })}</span>
        </VisuallyHidden>
        <div className={listingStyles.toolbar}>
          <div className={listingStyles.toolbarFilter}>
            <FilterDrawer refinements={refinements} total={listing.total} clearTo={refinements ? hrefOf(withoutRefinements(state)) : undefined} pending={pending}>
              {panel}
            </FilterDrawer>
          </div>
          <div className={listingStyles.toolbarCount}>
            <ResultCount listing={listing} />
          </div>
          <div className={listingStyles.toolbarSort}>
            <SearchSortSelect listing={listing} state={state} go={go} />
          </div>
          <div className={listingStyles.toolbarSize}>
            <PageSizeChoice sizes={listing.pageSizes} state={state} hrefOf={hrefOf} />
          </div>
        </div>
        <ActiveFilters facets={facets} state={state} hrefOf={hrefOf} />
        {listing.products.length > 0 ? (
          <ul className={listingStyles.grid} aria-busy={pending || undefined} data-listing="">
            {listing.products.map((product, index) => (
              <li key={product.sku}>
                <ProductCard product={product} priority={index < PRIORITY_CARDS && listing.page === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={listingStyles.empty}>
            <p>{intl.formatMessage({ id: "catalog.results.noneMatch" })}</p>
            {refinements > 0 && (
              <Link to={hrefOf(withoutRefinements(state))} rel="nofollow">
                {intl.formatMessage({ id: "catalog.filters.clearAll" })}
              </Link>
            )}
          </div>
        )}
        <Pagination page={listing.page} pageCount={listing.pageCount} state={state} hrefOf={hrefOf} />
      </section>
    </div>
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
  const { data, previousData } = useQuery(SEARCH_QUERY, { variables: { query, input } });
  const shown = data ?? previousData;
  if (!shown) return null;
  const { search } = shown;
  const listing = search.listing;
  const filtered = refinementCount(listingStateOf(location.search)) > 0;
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
