import { skipToken } from "@apollo/client/react";
import { type KeyboardEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import { Image } from "../../components/image.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import { hasPriceFrom } from "../../lib/product-fragments.ts";
import { SUGGEST_DELAY_MS, cleanQuery, comboboxKeyDown, comboboxReducer, initialComboboxState, searchPath, shouldSuggest } from "./combobox-state.ts";
import { SEARCH_SUGGESTIONS_QUERY, SUGGESTION_LIMIT, type SearchSuggestionsData } from "./search-queries.ts";
import styles from "./search-box.module.css";
import { usePageQuery } from "../../lib/page-query.ts";
import { useOutsidePointer } from "../../lib/use-outside-pointer.ts";

/** The search page's route id (routes.ts: `routes/search.tsx`). */
const SEARCH_ROUTE_ID = "routes/search";

type Suggestions = SearchSuggestionsData["searchSuggestions"];
type Product = Suggestions["products"][number];

interface Option {
  id: string;
  group: "products" | "categories" | "pages";
  /** Store-relative target; `<Link>` and navigate add the store's base path. */
  to: string;
  label: string;
  product?: Product;
}

function optionsOf(suggestions: Suggestions | undefined, prefix: string): Option[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({ id: `${prefix}-p-${product.sku}`, group: "products" as const, to: product.path, label: product.name, product })),
    ...suggestions.categories.map((category) => ({ id: `${prefix}-c-${category.id}`, group: "categories" as const, to: category.url, label: category.name })),
    ...suggestions.pages.map((page) => ({ id: `${prefix}-m-${page.identifier}`, group: "pages" as const, to: page.url, label: page.title })),
  ];
}

export interface SearchBoxProps {
  id: string;
  name: string;
  className?: string;
  placeholder: string;
  defaultValue?: string;
}

/**
 * The header's search input with suggestions as you type: an ARIA combobox whose
 * listbox groups products (visual, name, price incl. VAT), categories and content pages.
 * Debounced, from 2 characters, one request per text (cached). ArrowDown/ArrowUp move, Enter
 * opens the active option (with none active the surrounding form submits: the search page),
 * Escape closes then clears, leaving the box closes. Without JavaScript it is a plain input of
 * the form.
 */
export function SearchBox({ id, name, className, placeholder, defaultValue = "" }: SearchBoxProps) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // On the search page the box shows the query searched.
  const searched = useMatches().find((match) => match.id === SEARCH_ROUTE_ID)?.params.query;
  const [text, setText] = useState(() => (searched === undefined ? defaultValue : cleanQuery(searched)));
  const [debounced, setDebounced] = useState("");
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const closeList = useCallback(() => dispatch({ type: "close" }), []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** What the shopper types asks for suggestions, once typing pauses (text set by the page does not). */
  const type = (value: string) => {
    setText(value);
    dispatch({ type: "typed" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDebounced(cleanQuery(value)), SUGGEST_DELAY_MS);
  };

  const { data } = usePageQuery(
    SEARCH_SUGGESTIONS_QUERY,
    shouldSuggest(debounced) ? { variables: { query: debounced, limit: SUGGESTION_LIMIT }, fetchPolicy: "cache-first" } : skipToken,
  );
  const suggestions = shouldSuggest(debounced) ? data?.searchSuggestions : undefined;
  const options = optionsOf(suggestions, listboxId);

  // New suggestions open the list (adjusting state while rendering, not in an effect). The same
  // options for the same text delivered again (the cache re-emits when another answer writes the
  // same products) are not new: the option the shopper made active with the keyboard stays so.
  const shown = suggestions && `${debounced}\n${options.map((option) => option.id).join("\n")}`;
  const [seen, setSeen] = useState<string | undefined>(undefined);
  if (shown !== seen) {
    setSeen(shown);
    dispatch({ type: "results", count: options.length });
  }
  // A navigation (an option picked, the form submitted, a link elsewhere) closes the list.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    dispatch({ type: "close" });
    setDebounced("");
    setText(searched === undefined ? "" : cleanQuery(searched));
  }

  // A click or tap anywhere else closes the list.
  useOutsidePointer(state.open, wrapper, closeList);

  const open = state.open && shouldSuggest(text) && options.length > 0;
  const active = open && state.active >= 0 ? options[state.active] : undefined;

  const pick = (option: Option) => {
    dispatch({ type: "close" });
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKeyDown(event, { state: { ...state, open }, text: text, active, dispatch, pick, clear: () => type("") });

  const groups = (["products", "categories", "pages"] as const)
    .map((group) => ({ group, options: options.filter((option) => option.group === group) }))
    .filter((entry) => entry.options.length > 0);
  const query = cleanQuery(text);

  return (
    <div
      ref={wrapper}
      className={styles.box}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "close" });
      }}
    >
      <input
        id={id}
        name={name}
        className={className}
        type="search"
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={500}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active?.id}
      />
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
                    aria-selected={index === state.active}
                    tabIndex={-1}
                    to={option.to}
                    className={[styles.option, product ? styles.productOption : "", index === state.active ? styles.active : ""].join(" ")}
                    data-suggestion={option.group}
                    onPointerDown={(event) => event.preventDefault()}
                    onPointerMove={() => index !== state.active && dispatch({ type: "hover", index })}
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
        {query && (
          <Link to={searchPath(query)} className={styles.all} tabIndex={-1} onPointerDown={(event) => event.preventDefault()}>
            {intl.formatMessage({ id: "search.suggest.all" }, { query })}
          </Link>
        )}
      </div>
      <VisuallyHidden>
        <span role="status">{open ? intl.formatMessage({ id: "search.suggest.count" }, { count: options.length }) : ""}</span>
      </VisuallyHidden>
    </div>
  );
}
