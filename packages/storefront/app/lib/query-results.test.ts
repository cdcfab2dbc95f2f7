import { describe, expect, it } from "vitest";
import { serializeForScript } from "./page-settings.ts";
import { serializeQueryResults } from "./query-results.ts";

describe("serializeQueryResults", () => {
  const menu = { categories: [{ id: "3", name: "Huiles </script><script>alert(1)</script> & co" }] };
  const entries = [
    ["MenuQuery:{}", menu],
    ["SearchPage:{\"query\":\"<b>\"}", { search: null }],
    ["Missing:{}", undefined],
    ["Count:{}", 3],
  ] as [string, unknown][];

  it("writes what JSON of the pairs would be, safe inside a script element", () => {
    const json = serializeQueryResults(entries);
    expect(json).toBe(serializeForScript(entries));
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(entries)));
  });

  it("writes a result object met again as the first time (shared results are serialised once)", () => {
    expect(serializeQueryResults([entries[0]])).toBe(serializeQueryResults([entries[0]]));
    expect(serializeQueryResults([["Other:{}", menu]])).toBe(serializeForScript([["Other:{}", menu]]));
  });
});
