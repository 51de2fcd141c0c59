// The calendar page's arithmetic, in the reader's zone: which instants a view covers, which entries fall on which
// day (an entry spanning midnight shows on every day it touches), and where the week starts in the reader's
// language.
import {
  addCalendarDays,
  calendarDateInTimeZone,
  calendarDateString,
  startOfCalendarDayInTimeZone,
  viewDays,
  type CalendarDate,
  type CalendarView,
} from '@ascent/shared';

export interface Timed {
  readonly startTime: string;
  readonly endTime: string;
}

/** The instants [from, to) the view shows. */
export function viewRange(view: CalendarView, date: CalendarDate, zone: string, weekStart: number) {
  const days = viewDays(view, date, weekStart);
  return {
    days,
    from: startOfCalendarDayInTimeZone(days[0]!, zone).toISOString(),
    to: startOfCalendarDayInTimeZone(addCalendarDays(days.at(-1)!, 1), zone).toISOString(),
  };
}

/** Entries per day key ('YYYY-MM-DD' in the zone), each day's by start. */
export function entriesByDay<T extends Timed>(entries: readonly T[], zone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const e of sorted) {
    const end = Date.parse(e.endTime);
    let day = calendarDateInTimeZone(new Date(e.startTime), zone);
    for (let i = 0; i < 62; i += 1) {
      const key = calendarDateString(day);
      byDay.set(key, [...(byDay.get(key) ?? []), e]);
      day = addCalendarDays(day, 1);
      if (startOfCalendarDayInTimeZone(day, zone).getTime() >= end) break;
    }
  }
  return byDay;
}

/** 0 = Monday … 6 = Sunday: the first day of the week in the language's region (Monday when unknown). */
export function weekStartOf(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      weekInfo?: { firstDay: number };
      getWeekInfo?: () => { firstDay: number };
    };
    const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    return firstDay ? (firstDay + 6) % 7 : 0;
  } catch {
    return 0;
  }
}

/** Today in the zone. */
export const todayIn = (zone: string, now = new Date()) => calendarDateInTimeZone(now, zone);

export const sameDay = (a: CalendarDate, b: CalendarDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;
