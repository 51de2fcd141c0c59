// "Add to calendar" for one event (spec 02 §3 calendar targets google, ics, office365, outlook, yahoo): the links
// each calendar service opens with the event filled in, and an RFC 5545 file for the others. Times in UTC.
import type { CalendarTarget } from './events.ts';
import { icsLines, icsText, icsUtc as compact } from './ics.ts';

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

/** A query string, each value percent-encoded (the package has no DOM or Node globals). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

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
    `DTSTAMP:${compact(now)}`,
    `DTSTART:${compact(e.startTime)}`,
    `DTEND:${compact(e.endTime)}`,
    `SUMMARY:${icsText(e.title)}`,
    ...(e.details ? [`DESCRIPTION:${icsText(e.details)}`] : []),
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    `URL:${e.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsLines(lines);
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
