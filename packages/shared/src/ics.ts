// iCalendar (RFC 5545) writing, shared by "add to calendar" (one event, in the browser) and the private calendar
// feed (many entries, on the server). Times of a feed are written in each entry's own zone (TZID) with a VTIMEZONE
// built from Intl's zone data: one observance per offset change in the span the entries cover, so a subscriber's
// calendar places every entry at the right instant across daylight-saving changes without a zone database of its own.
import { timeZoneOffsetMs, wallTimeInTimeZone } from './dates.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Bytes of a character in UTF-8. */
const utf8Length = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A TEXT value of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The lines joined as a file: folded, CRLF-ended. */
export const icsLines = (lines: readonly string[]) => `${lines.map(icsFold).join('\r\n')}\r\n`;

/** 20260501T090000Z */
export const icsUtc = (date: Date | string) =>
  new Date(date)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock time of an instant in a zone, as a DATE-TIME without zone: 20261025T020000. */
export function icsLocal(date: Date, timeZone: string): string {
  const w = wallTimeInTimeZone(date, timeZone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** A wall time given as milliseconds of a UTC-read clock, as a floating DATE-TIME. */
const floating = (wallMs: number) => icsLocal(new Date(wallMs), 'UTC');

/** A UTC offset as +HHMM / -HHMM. */
function icsOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE_MS);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

export interface ZoneTransition {
  /** The instant the offset changes. */
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

/** Every offset change of a zone between two instants (scanned a day at a time, then narrowed to the minute). */
export function zoneTransitions(timeZone: string, from: number, to: number): ZoneTransition[] {
  const offsetAt = (t: number) => timeZoneOffsetMs(new Date(t), timeZone);
  const found: ZoneTransition[] = [];
  let t = from;
  let offset = offsetAt(t);
  while (t < to) {
    const next = Math.min(t + DAY_MS, to);
    const nextOffset = offsetAt(next);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(mid) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
}

/**
 * A VTIMEZONE for the zone, valid from `from` to `to`: the offset in force at `from` (from 1601, as Outlook writes
 * it) and each change after it. A change to a larger offset is DAYLIGHT, to a smaller one STANDARD; an observance
 * starts at the wall-clock time of the change read in the offset before it (RFC 5545 §3.6.5).
 */
export function icsTimeZone(timeZone: string, from: number, to: number): string[] {
  const initial = timeZoneOffsetMs(new Date(from), timeZone);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, fromOffset: number, toOffset: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${icsOffset(fromOffset)}`,
    `TZOFFSETTO:${icsOffset(toOffset)}`,
    `END:${kind}`,
  ];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance('STANDARD', '16010101T000000', initial, initial)];
  for (const change of zoneTransitions(timeZone, from, to)) {
    const start = floating(change.at + change.from);
    lines.push(...observance(change.to > change.from ? 'DAYLIGHT' : 'STANDARD', start, change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export interface IcsEntry {
  /** Stable for the life of the entry (RFC 5545 UID). */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly url: string;
  readonly startTime: Date;
  readonly endTime: Date;
  /** The IANA zone the entry's times are written in. */
  readonly timezone: string;
  readonly cancelled: boolean;
  /** Grows with every change (RFC 5545 SEQUENCE), so subscribers replace their copy. */
  readonly sequence: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface IcsFeed {
  /** X-WR-CALNAME: the name calendar applications show. */
  readonly name: string;
  readonly entries: readonly IcsEntry[];
  /** How often a subscriber should fetch again, in minutes. */
  readonly refreshMinutes: number;
}

/** A whole calendar (METHOD:PUBLISH): the zones its entries use, then one VEVENT per entry. */
export function icsFeed(feed: IcsFeed, now = new Date()): string {
  const zones = new Map<string, { from: number; to: number }>();
  for (const e of feed.entries) {
    const span = zones.get(e.timezone);
    const from = e.startTime.getTime() - DAY_MS;
    const to = e.endTime.getTime() + DAY_MS;
    zones.set(e.timezone, { from: Math.min(span?.from ?? from, from), to: Math.max(span?.to ?? to, to) });
  }
  const refresh = `PT${Math.max(1, Math.round(feed.refreshMinutes))}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ascent//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ];
  for (const [zone, span] of zones) lines.push(...icsTimeZone(zone, span.from, span.to));
  const stamp = icsUtc(now);
  for (const e of feed.entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${e.timezone}:${icsLocal(e.startTime, e.timezone)}`,
      `DTEND;TZID=${e.timezone}:${icsLocal(e.endTime, e.timezone)}`,
      `SUMMARY:${icsText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      `URL:${e.url}`,
      `SEQUENCE:${e.sequence}`,
      `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      `CREATED:${icsUtc(e.createdAt)}`,
      `LAST-MODIFIED:${icsUtc(e.updatedAt)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icsLines(lines);
}

/** A SEQUENCE derived from the entry's times: whole seconds from its creation to its last change (0 when new). */
export const icsSequence = (createdAt: Date, updatedAt: Date) =>
  Math.max(0, Math.floor((updatedAt.getTime() - createdAt.getTime()) / 1000));

export interface IcsPerson {
  readonly name: string;
  readonly email: string;
}

export interface IcsInvitation {
  readonly method: 'REQUEST' | 'CANCEL';
  /** The same UID as the entry's in the private feed, so a calendar keeps one copy. */
  readonly uid: string;
  readonly sequence: number;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly url: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly organizer: IcsPerson;
  readonly attendees: readonly IcsPerson[];
}

/** A person as a CAL-ADDRESS with its common name (a quoted parameter value: no quote, no control character). */
const calAddress = (p: IcsPerson) => `CN="${p.name.replace(/["\p{Cc}]/gu, '')}":mailto:${p.email}`;

/**
 * An iTIP message (RFC 5546) for one meeting: METHOD:REQUEST when it is booked or changed, METHOD:CANCEL when it is
 * cancelled. Mail clients show it as an invitation the recipient adds with one click. Times in UTC.
 */
export function icsInvitation(inv: IcsInvitation, now = new Date()): string {
  const cancel = inv.method === 'CANCEL';
  return icsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ascent//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${inv.method}`,
    'BEGIN:VEVENT',
    `UID:${inv.uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(inv.startTime)}`,
    `DTEND:${icsUtc(inv.endTime)}`,
    `SUMMARY:${icsText(inv.title)}`,
    ...(inv.description ? [`DESCRIPTION:${icsText(inv.description)}`] : []),
    ...(inv.location ? [`LOCATION:${icsText(inv.location)}`] : []),
    `URL:${inv.url}`,
    `ORGANIZER;${calAddress(inv.organizer)}`,
    ...inv.attendees.map((a) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;${calAddress(a)}`),
    `SEQUENCE:${inv.sequence}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
