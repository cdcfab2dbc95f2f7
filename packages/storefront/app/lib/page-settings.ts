/**
 * The page-level data object the server writes into every page as JSON and the
 * browser reads before it starts: router base path, store, and the app-start flags.
 */
export interface PageSettings {
  /** Router base path of the store: "/" (fr-FR) or "/en" (en-GB). */
  basename: string;
  locale: "fr-FR" | "en-GB";
  /** Contribution mode (the shop's configuration, CONTRIBUTION_MODE): the editor tools exist only when on. */
  isContributionModeEnabled: boolean;
  /**
   * A signed-in editor's tools: set only for a request with a staff session when contribution
   * mode is on (never in a page anybody else is given, which never carries a staff session).
   */
  contributor?: Contributor;
  /** App start: show the maintenance page instead of the shop. */
  maintenance: boolean;
  /** App start: show the offline page (the copy the service worker keeps is rendered with it). */
  offline: boolean;
  /** Hydrate the server markup; when false the browser leaves the server's HTML as it is. */
  hydrate: boolean;
  /** Server-render fallback: the browser renders from scratch instead of hydrating. */
  ssrFallback: boolean;
  /** Inactivity: hidden longer than this, then visible again → reload (default 30 min). */
  inactivityTimeoutMs: number;
  /** Hosts an absolute redirect entity may send the shopper to with a full navigation. */
  redirectAllowedHosts: string[];
  /** The tile server pickup points are mapped on (config MAP_TILE_URL); null: no map, only the list. */
  mapTiles: { url: string; attribution: string } | null;
  /** Fault switches for end-to-end tests (`?__fault=render`); only true when the server runs with TEST_FAULTS. */
  testFaults: boolean;
}

/** A staff member with the editor tools, and the modes of their session (features/contribution). */
export interface Contributor {
  name: string;
  previewMode: boolean;
  xRayMode: boolean;
  /** Where product and category content is edited: a URL template by content type (`{id}` stands for the id). */
  editUrls: Record<string, string>;
}

export const PAGE_SETTINGS_ID = "page-settings";
export const QUERY_RESULTS_ID = "query-results";
export const CONTENT_METADATA_ID = "content-metadata";

/** 30 minutes unless configured. */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 1_800_000;

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no U+2028/2029 surprises. */
const SCRIPT_ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

export function serializeForScript(value: unknown): string {
  // One pass over the JSON (a page's query results are tens of kilobytes).
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]);
}

export function readScriptJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
