/**
 * "The database cannot serve this now, try again shortly": the one error every layer turns a lost
 * connection, a database that is restarting or refusing connections, an exhausted pool, or a
 * write lock held too long by another process into. It is retryable by nature: the API answers it
 * with the code `SERVICE_UNAVAILABLE` (HTTP 503), pages with a 503, both with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  readonly code = SERVICE_UNAVAILABLE_CODE;
  /** Seconds after which a retry is likely to succeed. */
  readonly retryAfterSeconds: number;

  constructor(reason: "connection" | "busy", options?: { cause?: unknown }) {
    super(reason === "busy" ? "The database is busy." : "The database is unavailable.", options);
    this.retryAfterSeconds = RETRY_AFTER_SECONDS;
  }
}

export const SERVICE_UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";
/** A failover or a restart takes a few seconds; a held lock is waited for a few seconds already. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes that mean the connection (not the statement) is the problem:
// 08 connection exceptions; 57P01-57P03 administrator/crash shutdown, cannot connect now;
// 53300 too many connections.
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const CONNECTION_ERRNO = new Set(["ECONNRESET", "ECONNREFUSED", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// pg and pg-pool report some failures only by message; so does PostgreSQL for a database an
// operator closed to connections (55000, a code too broad to read alone).
const CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Cannot use a pool after calling end)|is not currently accepting connections/;

/** Whether `error` (or what caused it) says the database connection is lost or unobtainable. */
export function isConnectionLost(error: unknown): boolean {
  return someCause(error, (candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) return true;
    return typeof message === "string" && CONNECTION_MESSAGE.test(message);
  });
}

/** Whether `error` is SQLite's "another connection holds the lock" (any extended code). */
export function isSqliteBusy(error: unknown): boolean {
  return someCause(error, (candidate) => {
    const { code } = candidate as { code?: unknown };
    return typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code);
  });
}

/** The typed, retryable error `error` amounts to, or undefined when it is some other failure. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  const typed = findCause(error, (candidate) => candidate instanceof DatabaseUnavailableError);
  if (typed) return typed as DatabaseUnavailableError;
  if (isSqliteBusy(error)) return new DatabaseUnavailableError("busy", { cause: error });
  if (isConnectionLost(error)) return new DatabaseUnavailableError("connection", { cause: error });
  return undefined;
}

/** Follows `cause` (standard) and `originalError` (GraphQL) links, a bounded number of steps. */
function findCause(error: unknown, test: (candidate: object) => boolean): object | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    if (test(current)) return current;
    const links = current as { cause?: unknown; originalError?: unknown };
    current = links.originalError ?? links.cause;
  }
  return undefined;
}

const someCause = (error: unknown, test: (candidate: object) => boolean) => findCause(error, test) !== undefined;
