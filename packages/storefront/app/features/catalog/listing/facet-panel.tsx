import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { VisuallyHidden } from "../../../components/visually-hidden.tsx";
import { currencySymbol } from "../../../lib/format.ts";
import type { ListingState } from "../../../lib/listing-url.ts";
import { useShop } from "../../../lib/shop-context.tsx";
import { withFilterValue, withPriceRange } from "./listing-state.ts";
import type { Facet, PriceRange } from "./listing-types.ts";
import styles from "./listing.module.css";

/** Buckets shown before "show more" (the API sends at most 10, plus any chosen value). */
const VISIBLE_BUCKETS = 6;

interface FacetPanelProps {
  /** Attribute facets (the category facet is shown as links elsewhere). */
  facets: Facet[];
  priceRanges: PriceRange[];
  state: ListingState;
  go: (next: ListingState) => void;
}

function FacetGroup({ facet, state, go }: { facet: Facet; state: ListingState; go: FacetPanelProps["go"] }) {
  const intl = useIntl();
  const id = useId();
  const chosen = new Set(state.filters[facet.code] ?? []);
  // Chosen values always show, whatever their rank.
  const [expanded, setExpanded] = useState(false);
  const hidden = facet.buckets.length - VISIBLE_BUCKETS;
  const buckets = expanded || hidden <= 1 ? facet.buckets : facet.buckets.filter((bucket, index) => index < VISIBLE_BUCKETS || chosen.has(bucket.value));
  return (
    <fieldset className={styles.facet} data-facet={facet.code}>
      <legend className={styles.facetTitle}>{facet.label}</legend>
      <ul className={styles.options} id={`${id}-options`}>
        {buckets.map((bucket) => (
          <li key={bucket.value}>
            <label className={styles.option}>
              <input
                // Uncontrolled, so a click shows at once; keyed by the URL's value, so back and forward (or a failed navigation) reset it.
                key={String(chosen.has(bucket.value))}
                type="checkbox"
                className={styles.checkbox}
                defaultChecked={chosen.has(bucket.value)}
                onChange={(event) => go(withFilterValue(state, facet.code, bucket.value, event.currentTarget.checked))}
              />
              <span className={styles.optionLabel}>{bucket.label}</span>
              <span className={styles.count}>
                {bucket.docCount}
                <VisuallyHidden>{` ${intl.formatMessage({ id: "catalog.facet.products" }, { count: bucket.docCount })}`}</VisuallyHidden>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 1 && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={`${id}-options`} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage({ id: expanded ? "catalog.facet.showLess" : "catalog.facet.showMore" }, { count: hidden })}
        </button>
      )}
    </fieldset>
  );
}

const sameBounds = (state: ListingState, range: PriceRange) => state.minPrice === range.min && state.maxPrice === (range.max ?? undefined);

/** Parses what a shopper typed as a price ("12,50" or "12.50"); empty is no bound. */
export function parsePriceInput(raw: string): number | undefined | null {
  const text = raw.trim().replace(",", ".");
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
}

function PriceFacet({ ranges, state, go }: { ranges: PriceRange[]; state: ListingState; go: FacetPanelProps["go"] }) {
  const intl = useIntl();
  const id = useId();
  // Bounds are typed in the display currency, as the prices shown.
  const symbol = currencySymbol(intl.locale, useShop().currentCurrency);
  const [invalid, setInvalid] = useState(false);
  const shown = ranges.filter((range) => range.docCount > 0 || sameBounds(state, range));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = parsePriceInput(String(form.get("minPrice") ?? ""));
    const max = parsePriceInput(String(form.get("maxPrice") ?? ""));
    if (min === null || max === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    go(withPriceRange(state, min, max));
  };
  return (
    <fieldset className={styles.facet} data-facet="price">
      <legend className={styles.facetTitle}>{intl.formatMessage({ id: "catalog.facet.price" })}</legend>
      {shown.length > 0 && (
        <ul className={styles.options}>
          {shown.map((range) => {
            const checked = sameBounds(state, range);
            return (
              <li key={range.value}>
                <label className={styles.option}>
                  <input
                    key={String(checked)}
                    type="checkbox"
                    className={styles.checkbox}
                    defaultChecked={checked}
                    onChange={(event) => go(event.currentTarget.checked ? withPriceRange(state, range.min, range.max ?? undefined) : withPriceRange(state, undefined, undefined))}
                  />
                  <span className={styles.optionLabel}>{range.name}</span>
                  <span className={styles.count}>
                    {range.docCount}
                    <VisuallyHidden>{` ${intl.formatMessage({ id: "catalog.facet.products" }, { count: range.docCount })}`}</VisuallyHidden>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {/* Keyed by the bounds, so back and forward show the URL's values. */}
      <form key={`${state.minPrice ?? ""}-${state.maxPrice ?? ""}`} className={styles.priceForm} onSubmit={submit} noValidate aria-describedby={invalid ? `${id}-error` : undefined}>
        <label className={styles.priceField}>
          <span>{intl.formatMessage({ id: "catalog.facet.priceMin" }, { symbol })}</span>
          <input name="minPrice" inputMode="decimal" autoComplete="off" defaultValue={state.minPrice ?? ""} aria-invalid={invalid || undefined} />
        </label>
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <label className={styles.priceField}>
          <span>{intl.formatMessage({ id: "catalog.facet.priceMax" }, { symbol })}</span>
          <input name="maxPrice" inputMode="decimal" autoComplete="off" defaultValue={state.maxPrice ?? ""} aria-invalid={invalid || undefined} />
        </label>
        <button type="submit" className={styles.priceApply}>
          {intl.formatMessage({ id: "catalog.facet.priceApply" })}
        </button>
        {invalid && (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {intl.formatMessage({ id: "catalog.facet.priceInvalid" })}
          </p>
        )}
      </form>
    </fieldset>
  );
}

/** The filters of a listing: checkbox lists with counts, and the price. */
export function FacetPanel({ facets, priceRanges, state, go }: FacetPanelProps) {
  return (
    <div className={styles.facets}>
      {facets.map((facet) => (
        <FacetGroup key={facet.code} facet={facet} state={state} go={go} />
      ))}
      <PriceFacet ranges={priceRanges} state={state} go={go} />
    </div>
  );
}
