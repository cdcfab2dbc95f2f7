import { describe, expect, it } from "vitest";
import { createLogger, runInLogScope } from "./logger.ts";

/** A logger writing into an array of lines instead of standard output. */
function capture(logFormat: "json" | "pretty") {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: "info", logFormat }, { write: (text: string) => void lines.push(...text.split("\n").filter(Boolean)) });
  return { logger, lines };
}

describe("log formats", () => {
  it("json: one JSON object a line, with the request's scope", () => {
    const { logger, lines } = capture("json");
    runInLogScope({ requestId: "r-1", path: "/en/search/rose" }, () => logger.warn({ warning: "sort ignored" }, "listing parameter ignored"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 40, msg: "listing parameter ignored", requestId: "r-1", path: "/en/search/rose", warning: "sort ignored" });
  });

  it("pretty: a request is one short line (method, path, status, time) that keeps its request id", () => {
    const { logger, lines } = capture("pretty");
    logger.info({ requestId: "r-2", method: "GET", path: "/en/category/3", status: 200, ms: 12.345 }, "request");
    expect(lines).toHaveLength(1);
    expect(() => JSON.parse(lines[0])).toThrow();
    expect(lines[0]).toMatch(/INFO.*GET \/en\/category\/3 200 12\.3 ms/);
    expect(lines[0]).toContain('"requestId":"r-2"');
    expect(lines[0]).not.toContain('"status"');
  });

  it("pretty: a path's control characters are shown escaped, not sent to the terminal", () => {
    const { logger, lines } = capture("pretty");
    logger.info({ requestId: "r-3", method: "GET", path: "/a\u001b[2J", status: 404, ms: 1 }, "request");
    expect(lines.join("\n")).not.toContain("\u001b[2J");
    expect(lines[0]).toContain("/a\\u001b[2J");
  });

  it("pretty: the start-up summary says where the shop answers, its database, processes and demo account", () => {
    const { logger, lines } = capture("pretty");
    logger.info(
      { stores: { "fr-FR": "http://localhost:3111/", "en-GB": "http://localhost:3111/en" }, database: "SQLite /tmp/shop.sqlite", processes: 2, demoAccount: "demo@example / secret" },
      "shop started",
    );
    const text = lines.join("\n");
    expect(text).toContain("http://localhost:3111/ (fr-FR), http://localhost:3111/en (en-GB)");
    expect(text).toContain("database: SQLite /tmp/shop.sqlite");
    expect(text).toContain("server processes: 2");
    expect(text).toContain("demo account: demo@example / secret");
    expect(text).not.toContain("{");
  });
});
