/**
 * Publication dates are chosen and shown in the shop's time zone, Europe/Paris, whichever store
 * the editor works in (a `datetime-local` field has no zone of its own: the screen says which).
 * The API takes and gives instants (ISO 8601, UTC).
 */
export const SHOP_TIME_ZONE = "Europe/Paris";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock in Paris at `instant`, as if it were UTC (milliseconds). */
function parisWallClock(instant: number): number {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day), Number(values.hour), Number(values.minute), Number(values.second));
}

/** Paris's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
const parisOffset = (instant: number) => parisWallClock(instant) - Math.floor(instant / 1000) * 1000;

/**
 * The instant (ISO 8601, UTC) a `datetime-local` value means in Paris, or null when it is not one.
 * A time the clocks skip in spring (02:30 on the last Sunday of March) is read as the same time
 * before the change, i.e. an hour later on the clock; a time they pass twice in autumn is its
 * first occurrence (summer time).
 */
export function parisLocalToIso(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = "0"] = match.slice(1).map((part) => part ?? "0");
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const date = new Date(wall);
  // Date.UTC rolls 2027-02-30 over to March: that is no date.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  // The offset at the wall clock read as UTC is at most an hour off around a change: the summer
  // offset first (the earlier instant of an autumn repeat), then the one in force at that instant.
  const candidates = [wall - parisOffset(wall - 2 * 3_600_000), wall - parisOffset(wall)];
  const exact = candidates.filter((instant) => parisWallClock(instant) === wall).sort((a, b) => a - b);
  const instant = exact[0] ?? wall - parisOffset(wall - 2 * 3_600_000);
  return new Date(instant).toISOString();
}

/** The `datetime-local` value (minutes) of an instant in Paris, for a field showing a planned date again; "" when it is not an instant. */
export function isoToParisLocal(iso: string | null | undefined): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return "";
  return new Date(parisWallClock(instant)).toISOString().slice(0, 16);
}

const displays = new Map<string, Intl.DateTimeFormat>();

/** An instant as the editor reads it: its day and time in Paris, in the store's language. */
export function formatParisDateTime(iso: string | null | undefined, locale: string): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return "";
  let format = displays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
    displays.set(locale, format);
  }
  return format.format(instant);
}
