// An application meeting's time: planned as a wall time in a zone (the scheduling form), shown in that zone and in
// the reader's own, and in calendars as an instant.
import { wallTimeInTimeZone, zonedWallTimeToUtc } from '@ascent/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** The date ("YYYY-MM-DD") and time ("HH:mm") an instant shows in a zone, for the form's inputs. */
export function wallInputs(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallTimeInTimeZone(instant, timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The instant a date and time of the form stand for in a zone; null when either is not a real value. */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const h = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !h) return null;
  try {
    return zonedWallTimeToUtc({ year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +h[1]!, minute: +h[2]! }, timeZone);
  } catch {
    return null;
  }
}

/** "Tuesday, May 12, 2026 at 2:00 PM" in the reader's language, in a zone. */
export const fullDateTime = (language: string, instant: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(instant));
