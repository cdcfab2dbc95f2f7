import type { KeyboardEvent } from "react";

/**
 * Suggestions as an ARIA combobox (WAI-ARIA APG "combobox with listbox popup"): which option is
 * active and whether the list is open. Pure, so the keyboard rules are tested without a browser.
 * The header's search box and the quick order's sku fields both follow it.
 */
export interface ComboboxState {
  open: boolean;
  /** Index of the active option among `count`, or -1 when none is (Enter then opens the search page). */
  active: number;
  /** Options currently shown. */
  count: number;
  /**
   * The shopper closed the list (Escape, a click elsewhere, a choice): an answer still on its way
   * for what was typed does not open it again; typing again or an arrow key does.
   */
  dismissed: boolean;
}

export type ComboboxAction =
  | { type: "results"; count: number }
  | { type: "down" }
  | { type: "up" }
  | { type: "hover"; index: number }
  | { type: "close" }
  | { type: "typed" };

export const initialComboboxState: ComboboxState = { open: false, active: -1, count: 0, dismissed: false };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case "results":
      // New suggestions: shown when there are some, none active (the shopper is still typing).
      return { ...state, open: action.count > 0 && !state.dismissed, active: -1, count: action.count };
    case "typed":
      return { ...state, active: -1, dismissed: false };
    case "down":
      if (state.count === 0) return state;
      // The first ArrowDown opens a closed list without moving past the input.
      if (!state.open) return { ...state, open: true, active: 0, dismissed: false };
      return { ...state, active: state.active + 1 >= state.count ? -1 : state.active + 1 };
    case "up":
      if (state.count === 0) return state;
      if (!state.open) return { ...state, open: true, active: state.count - 1, dismissed: false };
      return { ...state, active: state.active <= -1 ? state.count - 1 : state.active - 1 };
    case "hover":
      return action.index >= 0 && action.index < state.count ? { ...state, active: action.index } : state;
    case "close":
      return { ...state, open: false, active: -1, dismissed: true };
  }
}

/** What Escape does: closes an open list first; a second Escape clears the text. */
export const escapeEffect = (state: ComboboxState, text: string): "close" | "clear" | "none" =>
  state.open ? "close" : text !== "" ? "clear" : "none";


/**
 * A combobox field's keys: the arrows move through the list; Enter takes the active option (the
 * form's own submission is then held back), else only closes the list and lets the form do what
 * it does; Escape closes an open list, then clears the text (the browser's own Escape, which
 * clears a search field at once, is held back).
 */
export function comboboxKeyDown<Option>(
  event: KeyboardEvent<HTMLInputElement>,
  combobox: { state: ComboboxState; text: string; active: Option | undefined; dispatch: (action: ComboboxAction) => void; pick: (option: Option) => void; clear: () => void },
): void {
  if (event.nativeEvent.isComposing) return;
  const { dispatch, active } = combobox;
  switch (event.key) {
    case "ArrowDown":
    case "ArrowUp":
      event.preventDefault();
      dispatch({ type: event.key === "ArrowDown" ? "down" : "up" });
      break;
    case "Enter":
      if (active === undefined) {
        dispatch({ type: "close" });
        break;
      }
      event.preventDefault();
      combobox.pick(active);
      break;
    case "Escape": {
      const effect = escapeEffect(combobox.state, combobox.text);
      if (effect !== "none") event.preventDefault();
      if (effect === "close") dispatch({ type: "close" });
      else if (effect === "clear") combobox.clear();
      break;
    }
  }
}
