import { describe, expect, it } from "vitest";
import { formatPeriods, formatPickupDistance, hoursText, scheduleLines, weekdayName } from "./pickup-schedule.ts";

const lunch = [
  { opens: "09:00", closes: "12:30" },
  { opens: "14:00", closes: "19:00" },
];
const week = [
  { dayOfWeek: 1, periods: [{ opens: "14:00", closes: "19:00" }] },
  ...[2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, periods: lunch })),
  { dayOfWeek: 7, periods: [] },
];

describe("a pickup point's schedule", () => {
  it("names the days in the shopper's language, Monday first", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, "fr-FR"))).toEqual(["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]);
    expect([1, 7].map((day) => weekdayName(day, "en-GB"))).toEqual(["Monday", "Sunday"]);
    expect(weekdayName(3, "en-GB", "short")).toBe("Wed");
  });

  it("writes the periods of a day with a lunch break", () => {
    expect(formatPeriods(lunch)).toBe("09:00–12:30, 14:00–19:00");
    expect(formatPeriods([{ opens: "07:00", closes: "22:00" }])).toBe("07:00–22:00");
  });

  it("gives seven lines, closed days said so, in French and English", () => {
    const french = scheduleLines(week, "fr-FR");
    expect(french.map((line) => `${line.day} ${hoursText(line, "Fermé")}`)).toEqual([
      "Lundi 14:00–19:00",
      "Mardi 09:00–12:30, 14:00–19:00",
      "Mercredi 09:00–12:30, 14:00–19:00",
      "Jeudi 09:00–12:30, 14:00–19:00",
      "Vendredi 09:00–12:30, 14:00–19:00",
      "Samedi 09:00–12:30, 14:00–19:00",
      "Dimanche Fermé",
    ]);
    expect(french[6].hours).toBeNull();
    expect(scheduleLines(week, "en-GB")[6]).toEqual({ dayOfWeek: 7, day: "Sunday", hours: null });
  });

  it("puts days in order and takes a missing day as closed", () => {
    const lines = scheduleLines([...week].reverse().slice(0, 5), "en-GB");
    expect(lines.map((line) => line.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(lines.slice(0, 2).map((line) => line.hours)).toEqual([null, null]);
    expect(lines[2].hours).toBe("09:00–12:30, 14:00–19:00");
  });

  it("writes a distance in metres or kilometres, in the locale's numbers", () => {
    // French puts a narrow no-break space between a number and its unit.
    expect(formatPickupDistance(0.347, "fr-FR")).toBe("350\u202fm");
    expect(formatPickupDistance(1.25, "fr-FR")).toBe("1,3\u202fkm");
    expect(formatPickupDistance(1.25, "en-GB")).toBe("1.3 km");
    expect(formatPickupDistance(12.4, "en-GB")).toBe("12 km");
  });
});
