// The busy times of an external calendar file (RFC 5545), read with ical.js: every event that blocks time between
// two instants — recurring series expanded, cancelled and "free" (TRANSP:TRANSPARENT) events skipped. Times in an
// IANA zone are placed with Intl's zone data; a zone the file defines under another name (Outlook's "W. Europe
// Standard Time") with the file's own VTIMEZONE; floating times and all-day events in the person's zone.
import ICAL from 'ical.js';
import { isValidTimeZone, zonedWallTimeToUtc } from '@ascent/shared';

export interface BusyRange {
  start: number;
  end: number;
}

type Time = InstanceType<typeof ICAL.Time>;

/** Thrown when the text is no iCalendar file. */
export class NotACalendar extends Error {}

function instantOf(t: Time, tzid: string | null, fallbackZone: string): number {
  const wall = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  if (t.isDate) return zonedWallTimeToUtc({ year: t.year, month: t.month, day: t.day }, fallbackZone).getTime();
  const named = t.zone && t.zone.tzid !== 'floating' ? t.zone.tzid : tzid;
  if (named === 'UTC' || named === 'Z') return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (named && isValidTimeZone(named)) return zonedWallTimeToUtc(wall, named).getTime();
  if (t.zone && t.zone.tzid !== 'floating') return t.toUnixTime() * 1000;
  return zonedWallTimeToUtc(wall, fallbackZone).getTime();
}

/** The busy ranges overlapping [from, to), at most `max`, merged and sorted. */
export function busyRangesOf(text: string, from: number, to: number, fallbackZone: string, max: number): BusyRange[] {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new NotACalendar();
  }
  if (calendar.name !== 'vcalendar') throw new NotACalendar();
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const found: BusyRange[] = [];
  try {
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      if (found.length >= max) break;
      const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
      const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
      if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
      const event = new ICAL.Event(vevent);
      if (!event.startDate) continue;
      const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null;
      const add = (start: Time, end: Time | null) => {
        const s = instantOf(start, tzid, fallbackZone);
        const e = end ? instantOf(end, tzid, fallbackZone) : s + (start.isDate ? 86_400_000 : 0);
        if (e > s && e > from && s < to) found.push({ start: Math.max(s, from), end: Math.min(e, to) });
      };
      if (!event.isRecurring()) {
        add(event.startDate, event.endDate);
        continue;
      }
      const iterator = event.iterator();
      for (let next = iterator.next(), n = 0; next && n < max * 2 && found.length < max; next = iterator.next(), n++) {
        const details = event.getOccurrenceDetails(next);
        if (instantOf(details.startDate, tzid, fallbackZone) >= to) break;
        const occurrence = details.item;
        const occurrenceStatus = String(occurrence.component.getFirstPropertyValue('status') ?? '').toUpperCase();
        if (occurrenceStatus !== 'CANCELLED') add(details.startDate, details.endDate);
      }
    }
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
  return merge(found.slice(0, max));
}

function merge(ranges: BusyRange[]): BusyRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: BusyRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
