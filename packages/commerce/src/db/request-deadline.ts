import { AsyncLocalStorage } from "node:async_hooks";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/**
 * Every GraphQL request has an execution deadline. Past it (or once its client has gone), it
 * starts no further database statement: the database work of an over-long request stops, and
 * the request answers 504 `TIMEOUT` instead of holding the process and the connection pool.
 */
export interface RequestDeadline {
  /** Epoch milliseconds after which the request must stop (moved on while it waits for shared work). */
  at: number;
  /** The client's request, aborted when it disconnects. */
  readonly signal?: AbortSignal;
  /**
   * How long one statement may go unanswered before its connection is given up as silent
   * (database.ts), whatever `at` says; without it, until a second past `at`.
   */
  readonly silentAfterMs?: number;
}

/** A statement of an HTTP request outside any GraphQL operation (a session, the maintenance flag) unanswered this long: the database went silent. */
export const SILENT_STATEMENT_MS = 6_000;

/**
 * Runs an HTTP request's work (the storefront's and the API's middleware alike) with its
 * statements watched for silence, without a deadline of its own: GraphQL operations inside set
 * theirs (useRequestDeadline), and a page's statements outside them are bounded one by one.
 */
export function watchRequestStatements<T>(run: () => T): T {
  return currentDeadline.run({ at: Number.POSITIVE_INFINITY, silentAfterMs: SILENT_STATEMENT_MS }, run);
}

export class DeadlineExceededError extends Error {
  constructor() {
    super("The request ran past its deadline.");
    this.name = "DeadlineExceededError";
  }
}

/**
 * The deadline of the request being executed, carried across awaits so the database layer sees it
 * without every service passing it along.
 */
const currentDeadline = new AsyncLocalStorage<RequestDeadline>();

// A clock check rather than a timer: SQLite runs synchronously, so a timer might not fire before
// the next statement starts; comparing the time does not depend on the event loop getting a turn.
export const isExpired = (deadline: RequestDeadline): boolean => Date.now() >= deadline.at || deadline.signal?.aborted === true;

export function runWithDeadline<T>(deadline: RequestDeadline, run: () => T): T {
  return currentDeadline.run(deadline, run);
}

/**
 * How long work shared by every request may run: many times a request's deadline (the category
 * tree of 100,000 products loads in well under a second), yet bounded, so that a database gone
 * silent fails it (database.ts gives up its connection) instead of leaving every request
 * waiting on it for ever.
 */
export const SHARED_WORK_DEADLINE_MS = 15_000;

/**
 * Runs work shared by every request (a whole-catalogue build, a dictionary loaded once) outside
 * the deadline of the request that happened to start it, under one of its own: other requests
 * wait for it too, and a build longer than one request's deadline must still finish.
 */
export function outsideRequestDeadline<T>(run: () => T): T {
  // Its statements are watched for silence like a request's middleware: every request waiting on
  // this work would otherwise wait out the whole bound on a database gone silent.
  return currentDeadline.run({ at: Date.now() + SHARED_WORK_DEADLINE_MS, silentAfterMs: SILENT_STATEMENT_MS }, run);
}

/**
 * The current request waits for `shared` work it does not own (the process's first catalogue
 * build, seconds long at 100,000 products): that wait does not count against its deadline, so
 * the first requests after a start are served once the build is done rather than timed out.
 */
export function waitingForSharedWork<T>(shared: Promise<T>): Promise<T> {
  const deadline = currentDeadline.getStore();
  if (!deadline) return shared;
  const started = Date.now();
  const extend = () => {
    deadline.at += Date.now() - started;
  };
  return shared.finally(extend);
}

/** The deadline of the request the caller works for (undefined outside a request). */
export const currentRequestDeadline = (): RequestDeadline | undefined => currentDeadline.getStore();

/** Throws when the current request is past its deadline (outside a request, never). */
export function assertWithinDeadline(): void {
  const deadline = currentDeadline.getStore();
  if (deadline && isExpired(deadline)) throw new DeadlineExceededError();
}

/** Refuses to start a statement for a request past its deadline (statements outside requests run as before). */
export class RequestDeadlinePlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    assertWithinDeadline();
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
