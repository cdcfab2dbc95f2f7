import type { DatabaseHandle } from "./database.ts";

const FIRST_RETRY_MS = 500;
/** Longest wait before listening again after the listening connection was lost. */
const MAX_RETRY_MS = 30_000;

export interface ListeningHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /**
   * Listening has (re)started. What was committed while nobody listened came without a
   * notification: read it now. `current()` says whether this is still the listening that
   * started (a read that outlives it must not be kept). A failure counts as a lost connection.
   */
  started(current: () => boolean): void | Promise<void>;
  /** Listening has stopped (connection lost, database restarting): notifications may be missed until `started` again. */
  lost(): void;
}

/**
 * Listens on a PostgreSQL channel for as long as the process runs: a connection that cannot be
 * opened, or is lost (a database restart), is tried again after a doubling wait (0.5 s … 30 s),
 * without blocking anyone meanwhile. On SQLite (no `listen`) it never starts: callers read instead.
 */
export function keepListening(
  database: Pick<DatabaseHandle, "listen">,
  channel: string,
  handlers: ListeningHandlers,
  onError?: (error: unknown) => void,
): { close(): Promise<void> } {
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const listen = async () => {
    if (closed || !database.listen) return;
    let own: (() => Promise<void>) | undefined;
    try {
      own = await database.listen(channel, {
        message: (payload) => handlers.message(payload),
        lost: () => {
          if (stop !== own) return;
          stop = undefined;
          handlers.lost();
          retry();
        },
      });
      if (closed) return void (await own());
      stop = own;
      await handlers.started(() => stop === own && !closed);
      retryMs = FIRST_RETRY_MS;
    } catch (error) {
      // Closed meanwhile (a short-lived process such as an operator command ending while its
      // first read is under way, the database closed after it): nothing failed that anyone needs.
      if (closed) return;
      onError?.(error);
      // A listening connection whose first read failed is let go: the next attempt opens its own.
      if (own && stop === own) {
        stop = undefined;
        handlers.lost();
        await own().catch(() => undefined);
      }
      retry();
    }
  };

  void listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = stop;
      stop = undefined;
      await current?.();
    },
  };
}
