import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Navigation flag 'refreshing': a navigation made with `state: { refreshing: true }`
 * (e.g. after changing a product option, to reload the same screen with fresh data) turns it on;
 * the product screen reads it and clears it from the location state once used.
 */
export interface RefreshingState {
  refreshing?: boolean;
}

const isRefreshing = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as RefreshingState).refreshing === true;

/** `[refreshing, clear]`: clearing replaces the current entry without the flag, keeping scroll and other state. */
export function useRefreshingFlag(): [boolean, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const refreshing = isRefreshing(location.state);
  const clear = useCallback(() => {
    if (!isRefreshing(location.state)) return;
    const { refreshing: _used, ...rest } = location.state as RefreshingState & Record<string, unknown>;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: Object.keys(rest).length ? rest : null },
    );
  }, [location, navigate]);
  return [refreshing, clear];
}
