/**
 * A pickup point's week and distance, written for the shopper in the store's locale: weekday
 * names from Intl (Monday first, as the API sends them), opening periods as
 * `09:00–12:30, 14:00–19:00`, a closed day as null (the screen says it with its message
 * `checkout.pickup.closed`: "Fermé", "Closed"). Pure functions.
 */

/** The API's `PickupPointDay`: ISO weekday (1 Monday … 7 Sunday), periods in local `HH:MM`. */
export interface PickupDay {
  dayOfWeek: number;
  periods: readonly { opens: string; closes: string }[];
}

/** The same, by the name the checkout's screens use. */
export type ScheduleDay = PickupDay;

export interface ScheduleLine {
  dayOfWeek: number;
  /** "Lundi", "Monday". */
  day: string;
  /** "09:00–12:30, 14:00–19:00"; null: closed that day. */
  hours: string | null;
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday's name in `locale`, capitalised as a list label ("Lundi"): 1 is Monday. */
export function weekdayName(dayOfWeek: number, locale: string, width: "long" | "short" = "long"): string {
  const key = `${locale}|${width}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
    weekdayFormats.set(key, format);
  }
  // 1 January 2024 was a Monday.
  const name = format.format(new Date(Date.UTC(2024, 0, dayOfWeek)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** "09:00–12:30, 14:00–19:00" (an en dash between the times of a period, as typography wants). */
export function formatPeriods(periods: PickupDay["periods"]): string {
  return periods.map(({ opens, closes }) => `${opens}\u2013${closes}`).join(", ");
}

/**
 * The seven lines of a week, Monday first, whatever order or gaps the days come in: a day the
 * list does not hold, or without periods, is closed.
 */
export function scheduleLines(days: readonly PickupDay[], locale: string): ScheduleLine[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => {
    const periods = days.find((day) => day.dayOfWeek === dayOfWeek)?.periods ?? [];
    return { dayOfWeek, day: weekdayName(dayOfWeek, locale), hours: periods.length === 0 ? null : formatPeriods(periods) };
  });
}

/** A day's hours as shown: its periods, or the closed label. */
export const hoursText = (line: ScheduleLine, closedLabel: string): string => line.hours ?? closedLabel;

const distanceFormats = new Map<string, Intl.NumberFormat>();

/** "350 m" under a kilometre, "1,2 km" / "1.2 km" under ten, "12 km" beyond. */
export function formatPickupDistance(km: number, locale: string): string {
  const [unit, value, digits] = km < 1 ? (["meter", Math.round((km * 1000) / 10) * 10, 0] as const) : (["kilometer", km, km < 10 ? 1 : 0] as const);
  const key = `${locale}|${unit}|${digits}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: digits, minimumFractionDigits: digits });
    distanceFormats.set(key, format);
  }
  return format.format(value);
}
