import { type KeyboardEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useMatches, useNavigate } from "react-router";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { SUGGEST_DELAY_MS, cleanQuery, comboboxKeyDown, comboboxReducer, initialComboboxState, shouldSuggest } from "./combobox-state.ts";
import type { SuggestionOption } from "./search-suggestions.tsx";
import styles from "./search-box.module.css";
import { useOutsidePointer } from "../../lib/use-outside-pointer.ts";

/** The search page's route id (routes.ts: `routes/search.tsx`). */
const SEARCH_ROUTE_ID = "routes/search";

/**
 * The suggestions' query and list are not part of the page's first load (page weight): fetched
 * when the shopper first focuses or types in the box, once for every box of the page.
 */
type Panel = typeof import("./search-suggestions.tsx").SuggestionsPanel;
let loadedPanel: Panel | undefined;
let loadingPanel: Promise<Panel> | undefined;
function loadPanel(): Promise<Panel> {
  loadingPanel ??= import("./search-suggestions.tsx").then(
    (module) => (loadedPanel = module.SuggestionsPanel),
    (error: unknown) => {
      loadingPanel = undefined; // a failed download is tried again at the next focus
      throw error;
    },
  );
  return loadingPanel;
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
 * the form; the list's code arrives at the first focus or keystroke (search-suggestions.tsx).
 */
export function SearchBox({ id, name, className, placeholder, defaultValue = "" }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // On the search page the box shows the query searched.
  const searched = useMatches().find((match) => match.id === SEARCH_ROUTE_ID)?.params.query;
  const [text, setText] = useState(() => (searched === undefined ? defaultValue : cleanQuery(searched)));
  const [debounced, setDebounced] = useState("");
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [SuggestionsPanel, setSuggestionsPanel] = useState<Panel | undefined>(() => loadedPanel);
  const closeList = useCallback(() => dispatch({ type: "close" }), []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const wantSuggestions = () => {
    if (!SuggestionsPanel) loadPanel().then((panel) => setSuggestionsPanel(() => panel), () => undefined);
  };

  /** What the shopper types asks for suggestions, once typing pauses (text set by the page does not). */
  const type = (value: string) => {
    setText(value);
    dispatch({ type: "typed" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDebounced(cleanQuery(value)), SUGGEST_DELAY_MS);
  };

  /** New options (another text, or its answer) open the list, none active: the shopper is still typing. */
  const showOptions = useCallback((shown: SuggestionOption[]) => {
    setOptions(shown);
    dispatch({ type: "results", count: shown.length });
  }, []);

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

  const pick = useCallback(
    (option: SuggestionOption) => {
      dispatch({ type: "close" });
      void navigate(option.to);
    },
    [navigate],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKeyDown(event, { state: { ...state, open }, text: text, active, dispatch, pick, clear: () => type("") });

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
        onFocus={wantSuggestions}
        onChange={(event) => {
          wantSuggestions();
          type(event.currentTarget.value);
        }}
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
      {SuggestionsPanel ? (
        <SuggestionsPanel query={debounced} text={text} listboxId={listboxId} open={open} active={state.active} dispatch={dispatch} pick={pick} onOptions={showOptions} />
      ) : (
        // The list the input controls, empty until the suggestions' code is in.
        <div className={styles.panel} hidden data-search-suggestions="">
          <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: "search.suggest.label" })} className={styles.listbox} />
        </div>
      )}
      <VisuallyHidden>
        <span role="status">{open ? intl.formatMessage({ id: "search.suggest.count" }, { count: options.length }) : ""}</span>
      </VisuallyHidden>
    </div>
  );
}
