import { skipToken } from "@apollo/client/react";
import { type KeyboardEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Image } from "../../components/image.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { comboboxKeyDown, comboboxReducer, initialComboboxState } from "../../lib/combobox-state.ts";
import { useFormat } from "../../lib/format.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { hasPriceFrom } from "../../lib/product-fragments.ts";
import { SKU_SUGGESTIONS_QUERY, type SkuSuggestion, needsOptions } from "./quick-order-queries.ts";
import styles from "./quick-order.module.css";
import { useOutsidePointer } from "../../lib/use-outside-pointer.ts";

/** Suggestions start at 2 characters, once typing pauses (the API answers nothing below). */
const MIN_LENGTH = 2;
const DELAY_MS = 150;

/**
 * A row's sku with suggestions as it is typed: an ARIA combobox (the header search box's keyboard
 * rules, lib/combobox-state.ts) whose listbox shows each product's visual, sku, name and price, and
 * says which need their options chosen on their page. ArrowDown/ArrowUp move, Enter or a click
 * takes the active suggestion's sku (and does not submit), Escape closes then clears. Without
 * JavaScript it is the plain `sku` field of the quick order's form.
 */
export function SkuField({
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (sku: string) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const intl = useIntl();
  const format = useFormat();
  const id = useId();
  const listboxId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [debounced, setDebounced] = useState("");
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const closeList = useCallback(() => dispatch({ type: "close" }), []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (text: string) => {
    onChange(text);
    dispatch({ type: "typed" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDebounced(text.trim()), DELAY_MS);
  };

  const wanted = debounced.length >= MIN_LENGTH;
  const { data } = usePageQuery(SKU_SUGGESTIONS_QUERY, wanted ? { variables: { text: debounced }, fetchPolicy: "cache-first" } : skipToken);
  const suggestions: SkuSuggestion[] = wanted ? (data?.skuSuggestions ?? []) : [];

  // New suggestions open the list (adjusting state while rendering, not in an effect).
  const [seen, setSeen] = useState<SkuSuggestion[] | undefined>(undefined);
  if (wanted && data && data.skuSuggestions !== seen) {
    setSeen(data.skuSuggestions);
    dispatch({ type: "results", count: data.skuSuggestions.length });
  }

  // A click or tap anywhere else closes the list.
  useOutsidePointer(state.open, wrapper, closeList);

  const open = state.open && value.trim().length >= MIN_LENGTH && suggestions.length > 0;
  const active = open && state.active >= 0 ? suggestions[state.active] : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const pick = (suggestion: SkuSuggestion) => {
    clearTimeout(timer.current);
    onChange(suggestion.sku);
    setDebounced("");
    dispatch({ type: "close" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKeyDown(event, { state: { ...state, open }, text: value, active, dispatch, pick, clear: () => type("") });

  return (
    <div
      ref={wrapper}
      className={styles.skuBox}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "close" });
      }}
    >
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        name="sku"
        className={styles.field}
        value={value}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(state.active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: "quickOrder.suggest.label" })} className={styles.listbox} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.sku}
            id={optionId(index)}
            role="option"
            aria-selected={index === state.active}
            className={[styles.option, index === state.active ? styles.active : ""].join(" ")}
            data-sku-suggestion={suggestion.sku}
            onPointerDown={(event) => event.preventDefault()}
            onPointerMove={() => index !== state.active && dispatch({ type: "hover", index })}
            onClick={() => pick(suggestion)}
          >
            <Image src={suggestion.imageUrl} alt="" width={40} height={40} className={styles.optionVisual} />
            <span className={styles.optionText}>
              <span className={styles.optionSku}>{suggestion.sku}</span>
              <span className={styles.optionName}>{suggestion.name}</span>
              {needsOptions(suggestion.type) && <span className={styles.optionNote}>{intl.formatMessage({ id: "quickOrder.suggest.needsOptions" })}</span>}
            </span>
            <span className={styles.optionPrice}>
              {hasPriceFrom(suggestion) && <span className={styles.from}>{intl.formatMessage({ id: "catalog.price.from" })} </span>}
              {format.money(hasPriceFrom(suggestion) ? suggestion.prices.minPrice.priceInclTax : suggestion.prices.finalPrice.priceInclTax)}
            </span>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <span role="status">{open ? intl.formatMessage({ id: "quickOrder.suggest.count" }, { count: suggestions.length }) : ""}</span>
      </VisuallyHidden>
    </div>
  );
}
