import { useEffect, useMemo, useReducer, useRef } from "react";
import { useLocation } from "react-router";
import type { ProductPageData } from "../product-data.ts";
import {
  type SelectionModel,
  type SelectionPrice,
  type SelectionState,
  type VariantModel,
  initialSelection,
  selectedVariant,
  selectionPrice,
} from "@eb/commerce/pricing";
import { type CartLineRequest, type SelectionAction, type SelectionIssue, applySelection, cartRequestOf, validateSelection } from "./product-selection.ts";
import { selectionModelOf } from "./selection-model.ts";
import { searchWithVariant, variantChoicesOf } from "./variant-url.ts";

export interface ProductSelection {
  model: SelectionModel;
  state: SelectionState;
  dispatch: (action: SelectionAction) => void;
  /** The configurable's chosen variant. */
  variant: VariantModel | undefined;
  price: SelectionPrice;
  issues: SelectionIssue[];
  /** What the cart sends (undefined while `issues` is not empty). */
  cartRequest: CartLineRequest[] | undefined;
}

/**
 * The product page's selection: the shopper's choices, validated and priced on every change.
 * Mount it under a key per sku, so another product starts from its own defaults. The chosen
 * variant is read from the query string on mount and written back to it as the shopper changes it
 * (variant-url.ts), by replacing the history entry: no navigation, so no scroll and no data load.
 */
export function useProductSelection(product: Omit<ProductPageData, "related">): ProductSelection {
  const model = useMemo(() => selectionModelOf(product), [product]);
  const variantParams = useMemo(() => product.configurableOptions.map((option) => ({ id: option.id, code: option.attribute.code })), [product]);
  const { search } = useLocation();
  const reduce = (current: SelectionState, action: SelectionAction) => applySelection(model, current, action);
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    Object.entries(variantChoicesOf(variantParams, search)).reduce(
      (current, [optionId, value]) => reduce(current, { type: "configurable", optionId, value }),
      initialSelection(model),
    ),
  );

  // Only a choice the shopper made goes into the URL; the page's default variant stays implicit.
  const chosen = useRef(false);
  const choose = useMemo(
    () => (action: SelectionAction) => {
      if (action.type === "configurable") chosen.current = true;
      dispatch(action);
    },
    [],
  );
  useEffect(() => {
    if (!chosen.current) return;
    const { location, history } = window;
    const next = searchWithVariant(variantParams, state.configurable, location.search);
    if (next !== location.search) history.replaceState(history.state, "", `${location.pathname}${next}${location.hash}`);
  }, [state.configurable, variantParams]);

  return useMemo(() => {
    const issues = validateSelection(model, state);
    return {
      model,
      state,
      dispatch: choose,
      variant: selectedVariant(model, state),
      price: selectionPrice(model, state),
      issues,
      cartRequest: issues.length ? undefined : cartRequestOf(model, state),
    };
  }, [model, state, choose]);
}
