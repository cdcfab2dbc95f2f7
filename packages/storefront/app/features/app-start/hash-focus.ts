import { useEffect } from "react";
import { useLocation } from "react-router";

/** The element a URL hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === "#") return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  return document.getElementById(id);
}

/**
 * Navigation: when the URL hash names an element that exists, the page scrolls to it and
 * focuses it (made focusable with tabindex=-1 when it is not), so keyboard and screen-reader
 * users land where sighted users look. Scrolling to the top when the path or query changes is
 * React Router's <ScrollRestoration> (which also restores positions on back and forward).
 */
export function useHashFocus() {
  const location = useLocation();
  useEffect(() => {
    const element = hashTarget(location.hash);
    if (!element) return;
    if (!element.hasAttribute("tabindex") && element.tabIndex < 0) element.setAttribute("tabindex", "-1");
    element.scrollIntoView();
    element.focus({ preventScroll: true });
  }, [location.key, location.hash]);
}
