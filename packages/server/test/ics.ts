// Reads an ICS feed with a real iCalendar parser (ical.js), as a calendar application would: the VTIMEZONEs the
// file carries are registered first, so every TZID time is placed by the file's own zone data.
import ICAL from 'ical.js';

export interface ParsedEntry {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  tzid: string | null;
  status: string;
  sequence: number;
  url: string;
  description: string;
}

export function parseIcs(text: string): { name: string; entries: ParsedEntry[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  try {
    const entries = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
        status: String(vevent.getFirstPropertyValue('status') ?? ''),
        sequence: event.sequence,
        url: String(vevent.getFirstPropertyValue('url') ?? ''),
        description: event.description ?? '',
      };
    });
    return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), entries };
  } finally {
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
}
