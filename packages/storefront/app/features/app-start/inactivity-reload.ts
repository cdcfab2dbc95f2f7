import { useEffect } from "react";

/**
 * Inactivity: if the page stayed hidden longer than the time-out (30 minutes
 * unless configured, page setting `inactivityTimeoutMs`) and becomes visible, it reloads, so a
 * shopper coming back to an old tab sees current prices, stock and cart.
 */
export function createInactivityWatcher(options: { timeoutMs: number; now?: () => number; reload: () => void }) {
  const now = options.now ?? Date.now;
  let hiddenAt: number | undefined;
  return {
    visibilityChanged(state: DocumentVisibilityState) {
      if (state === "hidden") {
        hiddenAt ??= now();
        return;
      }
      const since = hiddenAt;
      hiddenAt = undefined;
      if (since !== undefined && now() - since > options.timeoutMs) options.reload();
    },
  };
}

export function useInactivityReload(timeoutMs: number) {
  useEffect(() => {
    if (!(timeoutMs > 0)) return;
    const watcher = createInactivityWatcher({ timeoutMs, reload: () => window.location.reload() });
    const onChange = () => watcher.visibilityChanged(document.visibilityState);
    if (document.visibilityState === "hidden") onChange();
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [timeoutMs]);
}
