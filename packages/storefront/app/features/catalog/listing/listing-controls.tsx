import { useId } from "react";
import { useIntl } from "react-intl";
import { Link, type To } from "react-router";
import { Icon } from "../../../components/icon.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { VisuallyHidden } from "../../../components/visually-hidden.tsx";
import { useFormat } from "../../../lib/format.ts";
import type { ListingState } from "../../../lib/listing-url.ts";
import { useShop } from "../../../lib/shop-context.tsx";
import {
  SORT_CHOICES,
  paginationWindow,
  sortKey,
  sortOfKey,
  withFilterValue,
  withPage,
  withPageLength,
  withPriceRange,
  withSort,
  withoutRefinements,
} from "./listing-state.ts";
import type { Facet, ProductListing } from "./listing-types.ts";
import styles from "./listing.module.css";

type Go = (next: ListingState) => void;
type HrefOf = (next: ListingState) => To;

/** Sorts: position, price (both ways), name, newest — those the API offers. */
export function SortSelect({ listing, state, go }: { listing: Pick<ProductListing, "sortFields" | "appliedSort">; state: ListingState; go: Go }) {
  const intl = useIntl();
  const offered = new Set(listing.sortFields.map((field) => field.field));
  const choices = SORT_CHOICES.filter((choice) => offered.has(choice.field));
  // What the URL asks for while it loads, else what the API applied (an unknown sort falls back to position).
  const current = state.sort && choices.some((choice) => sortKey(choice) === sortKey(state.sort!)) ? state.sort : listing.appliedSort;
  const value = current ? `${current.field}:${current.direction}` : "position:asc";
  return (
    <SelectField label={intl.formatMessage({ id: "catalog.sort.label" })} value={value} onChange={(key) => go(withSort(state, sortOfKey(key)))}>
      {choices.map((choice) => (
        <option key={sortKey(choice)} value={sortKey(choice)}>
          {intl.formatMessage({ id: `catalog.sort.${choice.field}.${choice.direction}` })}
        </option>
      ))}
    </SelectField>
  );
}

/** Page sizes (18 and 36): links, so each size is a URL of its own. */
export function PageSizeChoice({ sizes, state, hrefOf }: { sizes: number[]; state: ListingState; hrefOf: HrefOf }) {
  const intl = useIntl();
  const labelId = useId();
  if (sizes.length < 2) return null;
  return (
    <div className={styles.pageSize} role="group" aria-labelledby={labelId}>
      <span id={labelId}>{intl.formatMessage({ id: "catalog.pageSize.label" })}</span>
      <ul>
        {sizes.map((size) => (
          <li key={size}>
            {size === state.pageLength ? (
              <span className={styles.pageSizeCurrent} aria-current="true">
                {size}
                <VisuallyHidden> {intl.formatMessage({ id: "catalog.pageSize.perPage" })}</VisuallyHidden>
              </span>
            ) : (
              <Link to={hrefOf(withPageLength(state, size))} rel="nofollow" className={styles.pageSizeLink}>
                {size}
                <VisuallyHidden> {intl.formatMessage({ id: "catalog.pageSize.perPage" })}</VisuallyHidden>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "19–36 of 67 products", announced when it changes. */
export function ResultCount({ listing }: { listing: Pick<ProductListing, "total" | "page" | "pageLength" | "products"> }) {
  const intl = useIntl();
  const first = (listing.page - 1) * listing.pageLength + 1;
  const last = first + listing.products.length - 1;
  return (
    <p className={styles.resultCount} role="status" data-total={listing.total}>
      {listing.total === 0
        ? intl.formatMessage({ id: "catalog.results.none" })
        : listing.products.length < listing.total
          ? intl.formatMessage({ id: "catalog.results.range" }, { first, last, total: listing.total })
          : intl.formatMessage({ id: "catalog.results.all" }, { total: listing.total })}
    </p>
  );
}

/** Accessible pagination: previous, pages around the current one (marked), next. */
export function Pagination({ page, pageCount, state, hrefOf }: { page: number; pageCount: number; state: ListingState; hrefOf: HrefOf }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const pageLabel = (target: number) => intl.formatMessage({ id: "catalog.pagination.page" }, { page: target });
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: "catalog.pagination.label" })}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(withPage(state, page - 1))} className={styles.pageStep} rel="prev">
              <Icon name="chevron-left" size={18} />
              <span className={styles.pageStepText}>{intl.formatMessage({ id: "catalog.pagination.previous" })}</span>
            </Link>
          ) : (
            <span className={[styles.pageStep, styles.pageStepDisabled].join(" ")} aria-hidden="true">
              <Icon name="chevron-left" size={18} />
              <span className={styles.pageStepText}>{intl.formatMessage({ id: "catalog.pagination.previous" })}</span>
            </span>
          )}
        </li>
        {paginationWindow(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <span className={[styles.pageNumber, styles.pageCurrent].join(" ")} aria-current="page" aria-label={pageLabel(target)}>
                  {target}
                </span>
              ) : (
                <Link to={hrefOf(withPage(state, target))} className={styles.pageNumber} aria-label={pageLabel(target)}>
                  {target}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(withPage(state, page + 1))} className={styles.pageStep} rel="next">
              <span className={styles.pageStepText}>{intl.formatMessage({ id: "catalog.pagination.next" })}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          ) : (
            <span className={[styles.pageStep, styles.pageStepDisabled].join(" ")} aria-hidden="true">
              <span className={styles.pageStepText}>{intl.formatMessage({ id: "catalog.pagination.next" })}</span>
              <Icon name="chevron-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The refinements applied, each removable, and "clear all". Filters no facet knows are not shown. */
export function ActiveFilters({ facets, state, hrefOf }: { facets: Facet[]; state: ListingState; hrefOf: HrefOf }) {
  const intl = useIntl();
  const format = useFormat();
  const shop = useShop();
  const chips: { key: string; label: string; to: To }[] = [];
  for (const facet of facets) {
    for (const value of state.filters[facet.code] ?? []) {
      const bucket = facet.buckets.find((entry) => entry.value === value);
      chips.push({
        key: `${facet.code}:${value}`,
        label: intl.formatMessage({ id: "catalog.filters.chip" }, { facet: facet.label, value: bucket?.label ?? value }),
        to: hrefOf(withFilterValue(state, facet.code, value, false)),
      });
    }
  }
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    // Price bounds are in the display currency (commerce ListingInput), as the prices shown.
    const money = (amount: number) => format.money({ amount, currency: shop.currentCurrency });
    const id = state.minPrice !== undefined && state.maxPrice !== undefined ? "between" : state.minPrice !== undefined ? "above" : "below";
    chips.push({
      key: "price",
      label: intl.formatMessage(
        { id: `catalog.filters.price.${id}` },
        { min: state.minPrice !== undefined ? money(state.minPrice) : "", max: state.maxPrice !== undefined ? money(state.maxPrice) : "" },
      ),
      to: hrefOf(withPriceRange(state, undefined, undefined)),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.active}>
      <h2 className={styles.activeTitle}>{intl.formatMessage({ id: "catalog.filters.active" })}</h2>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.to} className={styles.chip} rel="nofollow" aria-label={intl.formatMessage({ id: "catalog.filters.remove" }, { filter: chip.label })}>
              {chip.label}
              <Icon name="cross" size={14} />
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <Link to={hrefOf(withoutRefinements(state))} className={styles.clearAll} rel="nofollow">
              {intl.formatMessage({ id: "catalog.filters.clearAll" })}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
