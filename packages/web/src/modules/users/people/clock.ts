// The clock's text (spec 02 §9: "hh:mm A" in a given time zone by default). Tokens: HH H (24 h), hh h (12 h),
// mm, A (AM/PM), a (am/pm); anything else is kept as written.
import { CLOCK_DEFAULT_FORMAT, isValidTimeZone, wallTimeInTimeZone } from '@ascent/shared';

export function formatClock(date: Date, timeZone: string, format: string = CLOCK_DEFAULT_FORMAT): string | null {
  if (!isValidTimeZone(timeZone)) return null;
  const { hour, minute } = wallTimeInTimeZone(date, timeZone);
  const h24 = hour % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return format.replace(/HH|H|hh|h|mm|A|a/g, (token) => {
    switch (token) {
      case 'HH':
        return pad(h24);
      case 'H':
        return String(h24);
      case 'hh':
        return pad(h12);
      case 'h':
        return String(h12);
      case 'mm':
        return pad(minute);
      case 'A':
        return h24 < 12 ? 'AM' : 'PM';
      default:
        return h24 < 12 ? 'am' : 'pm';
    }
  });
}
