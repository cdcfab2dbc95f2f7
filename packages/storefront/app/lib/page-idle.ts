/**
 * Resolves once the page has loaded, hydrated (`html[data-hydrated]`, root.tsx) and the browser
 * is idle: when the page fetches what it does not need to become interactive (Apollo Client,
 * below-the-fold sections), so that none of it competes with the first load.
 */
let idle: Promise<void> | undefined;

// Safari has no requestIdleCallback.
const whenIdle = (callback: () => void) => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(() => callback()) : window.setTimeout(callback, 200));

export function pageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const root = document.documentElement;
    const check = () => {
      if (document.readyState === "complete" && root.dataset.hydrated) whenIdle(resolve);
      else window.setTimeout(check, 100);
    };
    check();
  });
  return idle;
}
