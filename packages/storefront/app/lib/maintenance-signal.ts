import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

const MAINTENANCE_FLAG = "#503 Maintenance flag";

/** The API's maintenance signal: a 503, or a GraphQL error whose message carries the flag. */
export const isMaintenanceError = (error: unknown): boolean =>
  (ServerError.is(error) && error.statusCode === 503) ||
  (CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.message.includes(MAINTENANCE_FLAG)));

/**
 * The API's maintenance signal: any GraphQL call that meets it switches the app to
 * the maintenance page. A tiny external store so React can subscribe with useSyncExternalStore.
 */
let underMaintenance = false;
const listeners = new Set<() => void>();

export function signalMaintenance(): void {
  if (underMaintenance) return;
  underMaintenance = true;
  for (const listener of listeners) listener();
}

export const maintenanceSignal = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => underMaintenance,
  getServer: () => false,
};
