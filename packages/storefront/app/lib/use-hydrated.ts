import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and during hydration, true after: what only JavaScript can do
 * (open a drawer, send a form through Apollo) appears once it can work, and hydration agrees.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
