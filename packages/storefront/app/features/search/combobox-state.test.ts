import { describe, expect, it } from "vitest";
import { type ComboboxState, cleanQuery, comboboxReducer, escapeEffect, initialComboboxState, searchPath, shouldSuggest } from "./combobox-state.ts";

const withResults = (count: number): ComboboxState => comboboxReducer(initialComboboxState, { type: "results", count });

describe("comboboxReducer", () => {
  it("opens on results with no active option, stays closed without any", () => {
    expect(withResults(3)).toEqual({ open: true, active: -1, count: 3, dismissed: false });
    expect(withResults(0)).toEqual({ open: false, active: -1, count: 0, dismissed: false });
  });

  it("ArrowDown walks the options and wraps back to the input", () => {
    let state = withResults(2);
    state = comboboxReducer(state, { type: "down" });
    expect(state.active).toBe(0);
    state = comboboxReducer(state, { type: "down" });
    expect(state.active).toBe(1);
    state = comboboxReducer(state, { type: "down" });
    expect(state.active).toBe(-1);
  });

  it("ArrowUp goes to the last option from the input", () => {
    let state = withResults(3);
    state = comboboxReducer(state, { type: "up" });
    expect(state.active).toBe(2);
    state = comboboxReducer(state, { type: "up" });
    expect(state.active).toBe(1);
  });

  it("arrows reopen a closed list that has options, and do nothing without options", () => {
    const closed = comboboxReducer(withResults(2), { type: "close" });
    expect(closed).toEqual({ open: false, active: -1, count: 2, dismissed: true });
    expect(comboboxReducer(closed, { type: "down" })).toEqual({ open: true, active: 0, count: 2, dismissed: false });
    expect(comboboxReducer(closed, { type: "up" })).toEqual({ open: true, active: 1, count: 2, dismissed: false });
    expect(comboboxReducer(initialComboboxState, { type: "down" })).toBe(initialComboboxState);
  });

  it("an answer arriving after the shopper closed the list does not open it again; typing again does", () => {
    const closed = comboboxReducer(withResults(2), { type: "close" });
    const late = comboboxReducer(closed, { type: "results", count: 3 });
    expect(late).toMatchObject({ open: false, count: 3 });
    expect(escapeEffect(late, "lavan")).toBe("clear");
    const typed = comboboxReducer(late, { type: "typed" });
    expect(comboboxReducer(typed, { type: "results", count: 4 })).toMatchObject({ open: true, active: -1, count: 4 });
  });

  it("hover activates an option in range only; typing clears the active option", () => {
    const state = withResults(2);
    expect(comboboxReducer(state, { type: "hover", index: 1 }).active).toBe(1);
    expect(comboboxReducer(state, { type: "hover", index: 5 })).toBe(state);
    expect(comboboxReducer({ ...state, active: 1 }, { type: "typed" }).active).toBe(-1);
  });

  it("Escape closes first, then clears", () => {
    expect(escapeEffect(withResults(2), "lav")).toBe("close");
    expect(escapeEffect(comboboxReducer(withResults(2), { type: "close" }), "lav")).toBe("clear");
    expect(escapeEffect(initialComboboxState, "")).toBe("none");
  });
});

describe("query text", () => {
  it("collapses spaces, trims and cuts at 200 characters", () => {
    expect(cleanQuery("  huile   de\tlavande ")).toBe("huile de lavande");
    expect(cleanQuery("é".repeat(300))).toHaveLength(200);
  });

  it("suggests from 2 characters", () => {
    expect(shouldSuggest(" l ")).toBe(false);
    expect(shouldSuggest("la")).toBe(true);
  });

  it("encodes the search path", () => {
    expect(searchPath(' "*NEAR( ')).toBe("/search/%22*NEAR(");
    expect(searchPath("néroli / 50%")).toBe("/search/n%C3%A9roli%20%2F%2050%25");
    expect(searchPath("rose & jasmin/absolue")).toBe("/search/rose%20%26%20jasmin%2Fabsolue");
  });
});
