import { type ReactNode, useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { VisuallyHidden } from "../../../components/visually-hidden.tsx";
import { ProductCard } from "../product-card.tsx";
import { FacetPanel } from "./facet-panel.tsx";
import { FilterDrawer } from "./filter-drawer.tsx";
import { ActiveFilters, PageSizeChoice, Pagination, ResultCount } from "./listing-controls.tsx";
import { refinementCount, withoutRefinements } from "./listing-state.ts";
import type { Facet, ProductListing } from "./listing-types.ts";
import styles from "./listing.module.css";
import { useListingNavigation } from "./use-listing-navigation.ts";

/** Cards above the fold load first: the first row on a wide screen. */
const PRIORITY_CARDS = 3;

/**
 * A product listing as category and search pages show it: the facet panel (a drawer on phones),
 * the toolbar (count, sort, page size), active filters, the cards and the pagination. The state
 * is the URL's (useListingNavigation); the page chooses the facets shown and the sort control.
 */
export function ListingLayout({
  listing,
  facets,
  title,
  sortControl,
}: {
  listing: ProductListing;
  facets: Facet[];
  /** Heading of the results for screen readers, e.g. "Products of Essential oils". */
  title: string;
  sortControl: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const { state, pending, hrefOf, go } = useListingNavigation(listing);
  const refinements = refinementCount(state);
  const panel = <FacetPanel facets={facets} priceRanges={listing.priceRanges} state={state} go={go} />;
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label={intl.formatMessage({ id: "catalog.filters.title" })}>
        {panel}
      </aside>
      <section className={styles.results} aria-labelledby={titleId}>
        <VisuallyHidden as="h2">
          <span id={titleId}>{title}</span>
        </VisuallyHidden>
        <div className={styles.toolbar}>
          <div className={styles.toolbarFilter}>
            <FilterDrawer refinements={refinements} total={listing.total} clearTo={refinements ? hrefOf(withoutRefinements(state)) : undefined} pending={pending}>
              {panel}
            </FilterDrawer>
          </div>
          <div className={styles.toolbarCount}>
            <ResultCount listing={listing} />
          </div>
          <div className={styles.toolbarSort}>{sortControl}</div>
          <div className={styles.toolbarSize}>
            <PageSizeChoice sizes={listing.pageSizes} state={state} hrefOf={hrefOf} />
          </div>
        </div>
        <ActiveFilters facets={facets} state={state} hrefOf={hrefOf} />
        {listing.products.length > 0 ? (
          <ul className={styles.grid} aria-busy={pending || undefined} data-listing="">
            {listing.products.map((product, index) => (
              <li key={product.sku}>
                <ProductCard product={product} priority={index < PRIORITY_CARDS && listing.page === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
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
