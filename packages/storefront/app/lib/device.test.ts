import { describe, expect, it } from "vitest";
import { DEFAULT_DEVICE, deviceFromHeaders } from "./device.ts";

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null });

describe("device from client hints", () => {
  it("assumes a phone at 360 px without hints", () => {
    expect(deviceFromHeaders(headers({}))).toEqual({ type: "phone", viewportWidth: 360 });
    expect(DEFAULT_DEVICE).toEqual({ type: "phone", viewportWidth: 360 });
  });

  it("reads the viewport width and the mobile hint", () => {
    expect(deviceFromHeaders(headers({ "sec-ch-viewport-width": "1280", "sec-ch-ua-mobile": "?0" }))).toEqual({ type: "desktop", viewportWidth: 1280 });
    expect(deviceFromHeaders(headers({ "sec-ch-viewport-width": "820" }))).toEqual({ type: "tablet", viewportWidth: 820 });
    expect(deviceFromHeaders(headers({ "sec-ch-viewport-width": "1280", "sec-ch-ua-mobile": "?1" }))).toEqual({ type: "tablet", viewportWidth: 1280 });
    expect(deviceFromHeaders(headers({ "sec-ch-ua-mobile": "?0" }))).toEqual({ type: "desktop", viewportWidth: 1024 });
  });

  it("ignores nonsense", () => {
    expect(deviceFromHeaders(headers({ "sec-ch-viewport-width": "wide" }))).toEqual(DEFAULT_DEVICE);
    expect(deviceFromHeaders(headers({ "sec-ch-viewport-width": "-5" }))).toEqual(DEFAULT_DEVICE);
  });
});
