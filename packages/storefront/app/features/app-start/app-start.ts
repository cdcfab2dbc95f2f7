import type { PageSettings } from "../../lib/page-settings.ts";

/**
 * App start, decided from the page settings the server wrote:
 * - flagged offline → the offline page; else flagged under maintenance → the maintenance page;
 *   otherwise the shop (root.tsx shows the right screen; the server already rendered it);
 * - the browser hydrates the server's markup, unless hydration is turned off (the server's HTML
 *   then stays as it is), or the server-render fallback flag asks for a fresh client render.
 */
export type StartScreen = "offline" | "maintenance" | "shop";
export type StartRender = "hydrate" | "render" | "none";

export function startScreen(page: Pick<PageSettings, "offline" | "maintenance"> | undefined): StartScreen {
  if (page?.offline) return "offline";
  if (page?.maintenance) return "maintenance";
  return "shop";
}

export function startRender(page: Pick<PageSettings, "hydrate" | "ssrFallback"> | undefined): StartRender {
  if (page?.hydrate === false) return "none";
  if (page?.ssrFallback) return "render";
  return "hydrate";
}
