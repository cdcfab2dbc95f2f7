/**
 * A pickup point's week in the shopper's language: each day's name (Intl) and its opening periods
 * ("09:00–12:30, 14:00–19:00"), or closed. Kept in this file so the checkout can take the
 * pickup-point module's own formatter without touching the screens.
 */
export interface ScheduleDay {
  dayOfWeek: number;
  periods: readonly { opens: string; closes: string }[];
}

export interface ScheduleLine {
  dayOfWeek: number;
  day: string;
  hours: string | null;
}

/** 2024-01-01 was a Monday: ISO weekday `n` is January `n`. */
const weekdayName = (locale: string, dayOfWeek: number) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, dayOfWeek)));

export function scheduleLines(schedule: readonly ScheduleDay[], locale: string): ScheduleLine[] {
  return [...schedule]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((day) => {
      const name = weekdayName(locale, day.dayOfWeek);
      return {
        dayOfWeek: day.dayOfWeek,
        day: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
        hours: day.periods.length === 0 ? null : day.periods.map((period) => `${period.opens}–${period.closes}`).join(", "),
      };
    });
}
