// "Add to calendar" for one event (spec 02 §3 calendar targets google, ics, office365, outlook, yahoo): the links
// each calendar service opens with the event filled in, and an RFC 5545 file for the others. Times in UTC.
import type { CalendarTarget } from './events.ts';

export interface CalendarEventFacts {
  readonly id: string;
  readonly title: string;
  /** Plain text (the description without its markup). */
  readonly details: string;
  readonly location: string;
  readonly startTime: string;
  readonly endTime: string;
  /** The event's page, for the file's URL and the details. */
  readonly url: string;
}

/** 20260501T090000Z */
const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A query string, each value percent-encoded (the package has no DOM or Node globals). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

/** Bytes of a character in UTF-8. */
const utf8Length = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** The web link of a calendar service, or null for `ics` (a file, see `icsFile`). */
export function calendarLink(target: CalendarTarget, e: CalendarEventFacts): string | null {
  const details = [e.details, e.url].filter(Boolean).join('\n\n');
  switch (target) {
    case 'google':
      return `https://calendar.google.com/calendar/render?${query({
        action: 'TEMPLATE',
        text: e.title,
        dates: `${compact(e.startTime)}/${compact(e.endTime)}`,
        details,
        location: e.location,
      })}`;
    case 'outlook':
    case 'office365': {
      const host = target === 'outlook' ? 'outlook.live.com' : 'outlook.office.com';
      return `https://${host}/calendar/0/deeplink/compose?${query({
        path: '/calendar/action/compose',
        rru: 'addevent',
        subject: e.title,
        startdt: new Date(e.startTime).toISOString(),
        enddt: new Date(e.endTime).toISOString(),
        body: details,
        location: e.location,
      })}`;
    }
    case 'yahoo':
      return `https://calendar.yahoo.com/?${query({
        v: '60',
        title: e.title,
        st: compact(e.startTime),
        et: compact(e.endTime),
        desc: details,
        in_loc: e.location,
      })}`;
    case 'ics':
      return null;
    default: {
      const unhandled: never = target;
      return unhandled;
    }
  }
}

/** A TEXT value of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
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

/** One VEVENT in a VCALENDAR, with a UID stable per event and organisation host. */
export function icsFile(e: CalendarEventFacts, host: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ascent//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.id}@${host}`,
    `DTSTAMP:${compact(now.toISOString())}`,
    `DTSTART:${compact(e.startTime)}`,
    `DTEND:${compact(e.endTime)}`,
    `SUMMARY:${icsText(e.title)}`,
    ...(e.details ? [`DESCRIPTION:${icsText(e.details)}`] : []),
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    `URL:${e.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The description's text without markup, for calendars (entities of the sanitised HTML decoded). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h3|h4|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
