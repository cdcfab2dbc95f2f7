import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalescingStream } from "./coalescing-stream.ts";

describe("coalescingStream", () => {
  it("passes on the pieces written in one turn together, and later ones when they come", async () => {
    const stream = coalescingStream();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    for (const piece of ["<html>", "<body>", "shell"]) stream.write(Buffer.from(piece));
    expect(received).toEqual([]);
    await nextTurn();
    expect(received).toEqual(["<html><body>shell"]);
    // A boundary React finishes later goes out at the end of its own turn.
    stream.write(Buffer.from("late"));
    stream.write(Buffer.from("</body></html>"));
    await nextTurn();
    expect(received).toEqual(["<html><body>shell", "late</body></html>"]);
  });

  it("passes on a large document in parts as it grows, and what is left when it ends", async () => {
    const stream = coalescingStream();
    const received: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    const piece = Buffer.alloc(2048, "a");
    for (let index = 0; index < 40; index++) stream.write(piece);
    stream.end(Buffer.from("end"));
    await ended;
    expect(received.map((chunk) => chunk.length)).toEqual([64 * 1024, 16 * 1024 + 3]);
    expect(Buffer.concat(received).toString()).toBe("a".repeat(80 * 1024) + "end");
  });
});
