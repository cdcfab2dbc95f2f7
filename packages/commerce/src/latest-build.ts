import { setTimeout as sleep } from "node:timers/promises";
import { outsideRequestDeadline, waitingForSharedWork } from "./db/request-deadline.ts";

/**
 * Lets the other requests' work run (timers, I/O, their queries) before going on: whole-catalogue
 * builds read and compute in slices between such turns, so a process keeps serving while it builds.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows a whole-catalogue build reads per query (one slice of work between two turns). */
export const ROWS_PER_READ = 5_000;

/** How long a request waits for a new catalogue version's build before it is served the previous one. */
export const FRESH_WAIT_MS = 250;

export interface Built<T> {
  /** The catalogue version the value was built for. */
  version: string;
  value: T;
}

/**
 * A value built from the whole catalogue once per catalogue version (the search name index, the
 * catalogue's listing snapshot: seconds at 100,000 products), served while the next is built.
 *
 * A request for a version newer than the last built one starts its build and waits for it up to
 * FRESH_WAIT_MS (a small catalogue's build is done by then, so a change shows at once); after
 * that it gets the last built value, and the new one takes over once built. Builds run one at a
 * time, and a version superseded before its turn is skipped, so a burst of changes costs one
 * build more, not one per change. Only the first build of the process is always waited for.
 *
 * Versions order as strings (bumpCatalogVersion starts them with the time), so a request that
 * read the version just before a change never brings an older build back.
 */
export function latestBuild<T>(build: (version: string) => Promise<T>, onError: (error: unknown) => void = () => undefined) {
  let latest: Built<T> | undefined;
  let newest = "";
  let queue: Promise<unknown> = Promise.resolve();
  const results = new Map<string, Promise<Built<T>>>();

  function buildOf(version: string): Promise<Built<T>> {
    const known = results.get(version);
    if (known) return known;
    if (version > newest) newest = version;
    const work = queue.then(async () => {
      if (version !== newest) return undefined;
      const value = await outsideRequestDeadline(() => build(version));
      if (!latest || version > latest.version) latest = { version, value };
      for (const older of results.keys()) if (older < version) results.delete(older);
      return { version, value };
    });
    queue = work.catch(() => undefined);
    // A superseded version's askers get the newest's build.
    const result = work.then((built) => built ?? buildOf(newest));
    results.set(version, result);
    result.catch((error) => {
      results.delete(version);
      onError(error);
    });
    return result;
  }

  return {
    /** The value of `version`, or the last built one if that takes longer than FRESH_WAIT_MS. */
    get(version: string): Promise<Built<T>> {
      const stale = latest;
      if (stale && version <= stale.version) return Promise.resolve(stale);
      const fresh = buildOf(version);
      if (!stale) return waitingForSharedWork(fresh);
      // A failed build (reported above) leaves the last one in service; the next request retries.
      return Promise.race([fresh, sleep(FRESH_WAIT_MS, stale, { ref: false })]).catch(() => stale);
    },
  };
}

export type LatestBuild<T> = ReturnType<typeof latestBuild<T>>;
