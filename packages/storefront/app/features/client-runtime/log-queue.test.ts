import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type LogEntry,
  createHttpLogSender,
  createLogQueue,
  getClientId,
  LOG_FLUSH_INTERVAL_MS,
  startLogFlushing,
} from "./log-queue.ts";

describe("log queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is bounded: the oldest entries are dropped", () => {
    const queue = createLogQueue({ send: async () => true, maxEntries: 3 });
    for (let index = 1; index <= 5; index++) queue.log("test", "info", { index });
    expect(queue.entries().map((entry) => (entry.data as { index: number }).index)).toEqual([3, 4, 5]);
  });

  it("keeps at most 100 entries by default", () => {
    const queue = createLogQueue({ send: async () => true });
    for (let index = 0; index < 150; index++) queue.log("test", "debug", index);
    expect(queue.entries()).toHaveLength(100);
    expect(queue.entries()[0].data).toBe(50);
  });

  it("flushes every 10 seconds and skips the request when empty", async () => {
    const sent: LogEntry[][] = [];
    const queue = createLogQueue({
      send: async (entries) => {
        sent.push(entries);
        return true;
      },
    });
    const stop = startLogFlushing(queue);

    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);

    queue.log("cart", "warn", { sku: "HE-LAV-10" });
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[{ context: "cart", level: "warn", data: { sku: "HE-LAV-10" } }]]);
    expect(queue.entries()).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
    stop();
  });

  it("gives error entries the error, its message and its stack", () => {
    const queue = createLogQueue({ send: async () => true });
    const error = new TypeError("product is undefined");
    queue.error("product-page", error, { sku: "HE-LAV-10" });
    const [entry] = queue.entries();
    expect(entry).toMatchObject({
      context: "product-page",
      level: "error",
      data: { sku: "HE-LAV-10" },
      error: "TypeError: product is undefined",
      message: "product is undefined",
    });
    expect(entry.stack).toContain("product is undefined");
  });

  it("describes thrown non-errors too", () => {
    const queue = createLogQueue({ send: async () => true });
    queue.error("window", "plain text");
    expect(queue.entries()[0]).toMatchObject({ level: "error", error: "plain text", message: "plain text" });
  });

  it("keeps entries whose delivery failed for the next flush", async () => {
    let online = false;
    const sent: LogEntry[][] = [];
    const queue = createLogQueue({
      send: async (entries) => {
        if (!online) throw new TypeError("Failed to fetch");
        sent.push(entries);
        return true;
      },
    });
    queue.log("a", "info");
    await queue.flush();
    expect(queue.entries()).toHaveLength(1);
    online = true;
    queue.log("b", "info");
    await queue.flush();
    expect(sent).toEqual([[{ context: "a", level: "info" }, { context: "b", level: "info" }]]);
  });

  it("replaces data that is not JSON by text", () => {
    const queue = createLogQueue({ send: async () => true });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    queue.log("x", "info", cyclic);
    expect(queue.entries()[0].data).toBe("[object Object]");
  });
});

describe("http sender", () => {
  it("posts {logs} as JSON to {base}/client-log-handler with the client id", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const send = createHttpLogSender({ basename: "/en", clientId: "abc-123", fetch });
    await expect(send([{ context: "c", level: "info" }])).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith("/en/client-log-handler?client_id=abc-123", expect.objectContaining({ method: "POST" }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ logs: [{ context: "c", level: "info" }] });
  });

  it("uses the root path for the French store", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await createHttpLogSender({ basename: "/", clientId: "id", fetch })([{ context: "c", level: "info" }]);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/client-log-handler?client_id=id");
  });

  it("asks to retry on 429 and 5xx only", async () => {
    for (const [status, delivered] of [[503, false], [429, false], [400, true], [204, true]] as const) {
      const send = createHttpLogSender({ basename: "/", clientId: "id", fetch: async () => new Response(null, { status }) });
      await expect(send([{ context: "c", level: "info" }])).resolves.toBe(delivered);
    }
  });
});

describe("client id", () => {
  it("is random, then kept in session storage", () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    const first = getClientId(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(getClientId(storage)).toBe(first);
    expect(getClientId({ getItem: () => null, setItem: () => undefined })).not.toBe(first);
  });
});
