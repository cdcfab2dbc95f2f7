/**
 * The client log queue: the browser keeps what it wants the
 * shop to know (errors above all) and sends it every 10 s to `{base}/client-log-handler`.
 * Bounded (oldest dropped first), so a page that loops on an error cannot eat the memory.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

export interface LogEntry {
  context: string;
  level: LogLevel;
  data?: unknown;
  /** Error entries carry the error (as `Name: message`), its message and its stack trace. */
  error?: string;
  message?: string;
  stack?: string;
}

/** Flush interval. */
export const LOG_FLUSH_INTERVAL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 100;
/** What the server accepts in one request (server/middleware/client-log.ts): 50 entries, 32 kB. */
const MAX_ENTRIES_PER_REQUEST = 50;
const MAX_REQUEST_BYTES = 28_000;
const MAX_TEXT = { message: 1_000, stack: 4_000, data: 4_000 } as const;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Only JSON goes to the server; anything else (cycles, DOM nodes, huge objects) becomes text. */
function toJsonData(data: unknown): unknown {
  if (data === undefined) return undefined;
  try {
    const json = JSON.stringify(data);
    if (json === undefined) return String(data);
    return json.length > MAX_TEXT.data ? truncate(json, MAX_TEXT.data) : (JSON.parse(json) as unknown);
  } catch {
    return truncate(String(data), MAX_TEXT.data);
  }
}

function describeError(error: unknown): Pick<LogEntry, "error" | "message" | "stack"> {
  if (error instanceof Error) {
    return {
      error: truncate(`${error.name}: ${error.message}`, MAX_TEXT.message),
      message: truncate(error.message, MAX_TEXT.message),
      stack: error.stack ? truncate(error.stack, MAX_TEXT.stack) : undefined,
    };
  }
  const text = truncate(typeof error === "string" ? error : (JSON.stringify(toJsonData(error)) ?? String(error)), MAX_TEXT.message);
  return { error: text, message: text };
}

/** Sends one batch; resolves to false when it should be tried again later (network down, 429, 5xx). */
export type LogSender = (entries: LogEntry[]) => Promise<boolean>;

export interface LogQueue {
  log(context: string, level: LogLevel, data?: unknown): void;
  error(context: string, error: unknown, data?: unknown): void;
  /** Entries waiting to be sent, oldest first. */
  entries(): readonly LogEntry[];
  /** Sends what is queued; does nothing (no request) when the queue is empty. */
  flush(): Promise<void>;
}

export function createLogQueue(options: { send: LogSender; maxEntries?: number }): LogQueue {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  let queue: LogEntry[] = [];
  let flushing: Promise<void> | undefined;

  const push = (entry: LogEntry) => {
    queue.push(entry);
    if (queue.length > maxEntries) queue.splice(0, queue.length - maxEntries);
  };

  const batches = (entries: LogEntry[]) => {
    const result: LogEntry[][] = [];
    let current: LogEntry[] = [];
    let bytes = 0;
    for (const entry of entries) {
      const size = JSON.stringify(entry).length;
      if (current.length && (current.length >= MAX_ENTRIES_PER_REQUEST || bytes + size > MAX_REQUEST_BYTES)) {
        result.push(current);
        current = [];
        bytes = 0;
      }
      current.push(entry);
      bytes += size;
    }
    if (current.length) result.push(current);
    return result;
  };

  async function sendAll() {
    const pending = queue;
    queue = [];
    const unsent: LogEntry[] = [];
    for (const batch of batches(pending)) {
      let delivered = false;
      try {
        delivered = await options.send(batch);
      } catch {
        delivered = false;
      }
      if (!delivered) unsent.push(...batch);
    }
    // Kept for the next flush, older than anything queued meanwhile; the bound still holds.
    if (unsent.length) queue = [...unsent, ...queue].slice(-maxEntries);
  }

  return {
    log(context, level, data) {
      push({ context, level, data: toJsonData(data) });
    },
    error(context, error, data) {
      push({ context, level: "error", data: toJsonData(data), ...describeError(error) });
    },
    entries: () => queue,
    flush() {
      if (flushing) return flushing;
      if (queue.length === 0) return Promise.resolve();
      flushing = sendAll().finally(() => {
        flushing = undefined;
      });
      return flushing;
    },
  };
}

/** Flushes every 10 s; returns the function that stops it. */
export function startLogFlushing(queue: LogQueue, intervalMs = LOG_FLUSH_INTERVAL_MS): () => void {
  const timer = setInterval(() => void queue.flush(), intervalMs);
  return () => clearInterval(timer);
}

/** `POST {base}/client-log-handler?client_id=…` with `{ logs: [...] }` as JSON. */
export function createHttpLogSender(options: { basename: string; clientId: string; fetch?: typeof fetch }): LogSender {
  const url = `${options.basename.replace(/\/$/, "")}/client-log-handler?client_id=${encodeURIComponent(options.clientId)}`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (logs) => {
    const response = await doFetch(url, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ logs }),
    });
    // A refused batch (4xx other than 429) would be refused again: it is dropped.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  };
}

const CLIENT_ID_KEY = "eb.client-id";

/** A random id for this tab's session, kept in sessionStorage. */
export function getClientId(storage: Pick<Storage, "getItem" | "setItem"> | undefined): string {
  const existing = storage?.getItem(CLIENT_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{1,64}$/.test(existing)) return existing;
  const id =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join("-");
  try {
    storage?.setItem(CLIENT_ID_KEY, id);
  } catch {
    // Storage can be full or forbidden (private mode): the id then lives as long as the page.
  }
  return id;
}
