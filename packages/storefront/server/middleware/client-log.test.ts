import type { AddressInfo } from "node:net";
import { createLimits, createThrottling, loadConfig } from "@eb/commerce";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientLogRouter } from "./client-log.ts";

/** The browser's log endpoint accepts well-formed logs only, within size and rate limits. */
describe("client log handler", () => {
  const written: Record<string, unknown>[] = [];
  let base = "";
  let close: () => void;

  beforeAll(async () => {
    const logger = pino({ level: "debug" }, { write: (line: string) => void written.push(JSON.parse(line)) });
    const app = express();
    app.use("/client-log-handler", createClientLogRouter(logger, {
        publicUrl: "http://127.0.0.1",
        limiter: createLimits(createThrottling(), loadConfig({ NODE_ENV: "test" })).clientLogAddress,
      }),);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client-log-handler`;
    close = () => server.close();
  });
  afterAll(() => close());

  const send = (query: string, body: string, contentType = "application/json") =>
    fetch(`${base}${query}`, { method: "POST", headers: { "content-type": contentType }, body });

  it("writes each valid entry to the structured log with the client id", async () => {
    const response = await send(
      "?client_id=abc-123",
      JSON.stringify({ logs: [{ context: "checkout", level: "error", data: { message: "boom", stack: "at x" } }] }),
    );
    expect(response.status).toBe(204);
    expect(written.at(-1)).toMatchObject({ clientId: "abc-123", context: "checkout", data: { message: "boom" }, level: 50 });
  });

  it("keeps what an error entry carries: the error, its message and its stack (the browser's log queue)", async () => {
    const entry = { context: "window.error", level: "error", error: "TypeError: x is undefined", message: "x is undefined", stack: "TypeError: x\n    at y" };
    expect((await send("?client_id=err", JSON.stringify({ logs: [entry] }))).status).toBe(204);
    expect(written.at(-1)).toMatchObject({ clientId: "err", context: "window.error", error: entry.error, message: entry.message, stack: entry.stack });
  });

  it("refuses a missing or garbage client_id", async () => {
    const body = JSON.stringify({ logs: [{ context: "x", level: "info" }] });
    expect((await send("", body)).status).toBe(400);
    expect((await send("?client_id=%3Cscript%3E", body)).status).toBe(400);
    expect((await send(`?client_id=${"a".repeat(65)}`, body)).status).toBe(400);
  });

  it("refuses malformed JSON, wrong shapes, unknown levels and non-JSON content types", async () => {
    expect((await send("?client_id=a", "{not json")).status).toBe(400);
    expect((await send("?client_id=a", JSON.stringify({ logs: [] }))).status).toBe(400);
    expect((await send("?client_id=a", JSON.stringify({ logs: [{ context: "x", level: "fatal" }] }))).status).toBe(400);
    expect((await send("?client_id=a", JSON.stringify({ logs: "x" }))).status).toBe(400);
    expect((await send("?client_id=a", "logs=1", "application/x-www-form-urlencoded")).status).toBe(415);
  });

  it("refuses an oversized body with 413", async () => {
    const huge = JSON.stringify({ logs: [{ context: "x", level: "info", data: "x".repeat(40_000) }] });
    expect((await send("?client_id=a", huge)).status).toBe(413);
  });

  it("refuses requests from another site: Sec-Fetch-Site cross-site, or a foreign Origin", async () => {
    const body = JSON.stringify({ logs: [{ context: "forged", level: "error" }] });
    const before = written.length;
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }, { origin: "http://127.0.0.1.evil.example" }] as Record<string, string>[]) {
      const response = await fetch(`${base}?client_id=x`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: "Logs are accepted from the shop's own pages only." });
    }
    expect(written.length).toBe(before);
  });

  it("accepts the shop's own pages: its public origin, the origin the request was sent to, same-origin fetches", async () => {
    const body = JSON.stringify({ logs: [{ context: "own", level: "info" }] });
    const own = new URL(base).origin;
    for (const headers of [{ origin: "http://127.0.0.1" }, { origin: own }, { origin: own, "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "same-site" }] as Record<string, string>[]) {
      const response = await fetch(`${base}?client_id=own`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
      expect(response.status, JSON.stringify(headers)).toBe(204);
    }
  });

  it("limits the request rate per address with 429 and says when to retry", async () => {
    const body = JSON.stringify({ logs: [{ context: "x", level: "debug" }] });
    const answers: Response[] = [];
    for (let index = 0; index < 40; index++) answers.push(await send("?client_id=rate", body));
    // Earlier tests of this file sent a few from the same address: the limit is 30 a minute.
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(answers.slice(0, 40 - refused.length).every((answer) => answer.status === 204)).toBe(true);
    for (const answer of refused) {
      const wait = Number(answer.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });
});
