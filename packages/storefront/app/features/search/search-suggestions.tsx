import { useIntl } from "react-intl";
import { Link } from "react-router";
import { skipToken } from "@apollo/client/react";
import { useLayoutEffect } from "react";
import { Image } from "../../components/image.tsx";
import { useFormat } from "../../lib/format.ts";
import { hasPriceFrom } from "../../lib/product-fragments.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import type { ComboboxAction } from "./combobox-state.ts";
import { cleanQuery, searchPath, shouldSuggest } from "./combobox-state.ts";
import { SEARCH_SUGGESTIONS_QUERY, SUGGESTION_LIMIT, type SearchSuggestionsData } from "./search-queries.ts";
import styles from "./search-box.module.css";

type Suggestions = SearchSuggestionsData["searchSuggestions"];
type Product = Suggestions["products"][number];

export interface SuggestionOption {
  id: string;
  group: "products" | "categories" | "pages";
  /** Store-relative target; `<Link>` and navigate add the store's base path. */
  to: string;
  label: string;
  product?: Product;
}

function optionsOf(suggestions: Suggestions | undefined, prefix: string): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({ id: `${prefix}-p-${product.sku}`, group: "products" as const, to: product.path, label: product.name, product })),
    ...suggestions.categories.map((category) => ({ id: `${prefix}-c-${category.id}`, group: "categories" as const, to: category.url, label: category.name })),
    ...suggestions.pages.map((page) => ({ id: `${prefix}-m-${page.identifier}`, group: "pages" as const, to: page.url, label: page.title })),
  ];
}

export interface SuggestionsPanelProps {
  /** The text asked about (debounced, cleaned): suggestions from 2 characters. */
  query: string;
  /** What the box shows: the "all results" link searches it. */
  text: string;
  listboxId: string;
  open: boolean;
  active: number;
  dispatch: (action: ComboboxAction) => void;
  pick: (option: SuggestionOption) => void;
  /** The options shown, each time they change (the box's keys move through them and pick one). */
  onOptions: (options: SuggestionOption[]) => void;
}

/**
 * The search box's suggestions: their query and their list (products with visual, name and price
 * incl. VAT, categories, content pages). Downloaded when the shopper first focuses or types in the
 * box (search-box.tsx), not with the page: without it the box is the plain field of the form.
 */
export function SuggestionsPanel({ query, text, listboxId, open, active, dispatch, pick, onOptions }: SuggestionsPanelProps) {
  const intl = useIntl();
  const format = useFormat();
  const { data } = usePageQuery(
    SEARCH_SUGGESTIONS_QUERY,
    shouldSuggest(query) ? { variables: { query, limit: SUGGESTION_LIMIT }, fetchPolicy: "cache-first" } : skipToken,
  );
  const suggestions = shouldSuggest(query) ? data?.searchSuggestions : undefined;
  const options = optionsOf(suggestions, listboxId);
  // The same options for the same text delivered again (the cache re-emits when another answer
  // writes the same products) are not new: the option made active with the keyboard stays so.
  const shown = suggestions && `${query}\n${options.map((option) => option.id).join("\n")}`;
  // Before the browser paints, so the list opens with its options in the same frame.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` names the options
  useLayoutEffect(() => onOptions(options), [shown]);

  const groups = (["products", "categories", "pages"] as const)
    .map((group) => ({ group, options: options.filter((option) => option.group === group) }))
    .filter((entry) => entry.options.length > 0);
  const all = cleanQuery(text);

  return (
    <div className={styles.panel} hidden={!open} data-search-suggestions="">
      <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: "search.suggest.label" })} className={styles.listbox}>
        {groups.map(({ group, options: entries }) => (
          <div key={group} role="group" aria-labelledby={`${listboxId}-${group}`} className={styles.group}>
            <div role="presentation" id={`${listboxId}-${group}`} className={styles.groupTitle}>
              {intl.formatMessage({ id: `search.suggest.${group}` })}
            </div>
            {entries.map((option) => {
              const index = options.indexOf(option);
              const product = option.product;
              return (
                <Link
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  to={option.to}
                  className={[styles.option, product ? styles.productOption : "", index === active ? styles.active : ""].join(" ")}
                  data-suggestion={option.group}
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => index !== active && dispatch({ type: "hover", index })}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    pick(option);
                  }}
                >
                  {product && <Image src={product.imageUrl} alt="" width={48} height={48} className={styles.visual} />}
                  <span className={styles.optionName}>{option.label}</span>
                  {product && (
                    <span className={styles.price}>
                      {hasPriceFrom(product) && <span className={styles.from}>{intl.formatMessage({ id: "catalog.price.from" })} </span>}
                      {format.money(hasPriceFrom(product) ? product.prices.minPrice.priceInclTax : product.prices.finalPrice.priceInclTax)}
                    </span>
                  )}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      {all && (
        <Link to={searchPath(all)} className={styles.all} tabIndex={-1} onPointerDown={(event) => event.preventDefault()}>
          {intl.formatMessage({ id: "search.suggest.all" }, { query: all })}
        </Link>
      )}
    </div>
  );
}
