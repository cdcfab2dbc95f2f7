import { useMemo, useReducer } from "react";
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
 * Mount it under a key per sku, so another product starts from its own defaults.
 */
export function useProductSelection(product: Omit<ProductPageData, "related">): ProductSelection {
  const model = useMemo(() => selectionModelOf(product), [product]);
  const [state, dispatch] = useReducer((current: SelectionState, action: SelectionAction) => applySelection(model, current, action), model, initialSelection);
  return useMemo(() => {
    const issues = validateSelection(model, state);
    return {
      model,
      state,
      dispatch,
      variant: selectedVariant(model, state),
      price: selectionPrice(model, state),
      issues,
      cartRequest: issues.length ? undefined : cartRequestOf(model, state),
    };
  }, [model, state]);
}
