import { describe, expect, it } from "vitest";
import { formatParisDateTime, isoToParisLocal, parisLocalToIso } from "./paris-time.ts";

describe("publication dates in Paris time", () => {
  it("reads a datetime-local value as Paris time, winter and summer", () => {
    expect(parisLocalToIso("2027-01-15T10:00")).toBe("2027-01-15T09:00:00.000Z");
    expect(parisLocalToIso("2027-07-01T10:00")).toBe("2027-07-01T08:00:00.000Z");
    expect(parisLocalToIso("2027-12-31T23:30:15")).toBe("2027-12-31T22:30:15.000Z");
  });

  it("reads the hours around the clock changes as the clocks in Paris show them", () => {
    // Spring (28 March 2027): 01:30 is still winter time, 03:30 already summer time.
    expect(parisLocalToIso("2027-03-28T01:30")).toBe("2027-03-28T00:30:00.000Z");
    expect(parisLocalToIso("2027-03-28T03:30")).toBe("2027-03-28T01:30:00.000Z");
    // 02:30 never shows on the clocks that night: the same time before the change, an hour later on the clock.
    expect(parisLocalToIso("2027-03-28T02:30")).toBe("2027-03-28T01:30:00.000Z");
    // Autumn (31 October 2027): 02:30 shows twice, first in summer time.
    expect(parisLocalToIso("2027-10-31T02:30")).toBe("2027-10-31T00:30:00.000Z");
    expect(parisLocalToIso("2027-10-31T01:30")).toBe("2027-10-30T23:30:00.000Z");
    expect(parisLocalToIso("2027-10-31T03:30")).toBe("2027-10-31T02:30:00.000Z");
  });

  it("refuses what is not a date and a time", () => {
    for (const value of ["", "2027-02-30T10:00", "2027-13-01T10:00", "2027-01-01T24:00", "2027-01-01", "tomorrow", "2027-01-01T10:00Z"]) expect(parisLocalToIso(value), value).toBeNull();
  });

  it("shows a planned instant again in the field as Paris time, and in words", () => {
    expect(isoToParisLocal("2027-07-01T08:00:00.000Z")).toBe("2027-07-01T10:00");
    expect(isoToParisLocal("2027-01-15T09:00:00Z")).toBe("2027-01-15T10:00");
    expect(isoToParisLocal(null)).toBe("");
    expect(isoToParisLocal("soon")).toBe("");
    for (const local of ["2027-03-28T03:30", "2027-10-31T01:30", "2027-06-05T00:00"]) expect(isoToParisLocal(parisLocalToIso(local))).toBe(local);
    expect(formatParisDateTime("2027-07-01T08:00:00.000Z", "en-GB")).toBe("1 Jul 2027, 10:00");
    expect(formatParisDateTime("2027-07-01T08:00:00.000Z", "fr-FR")).toMatch(/^1 juil\. 2027.*10:00$/);
  });
});
