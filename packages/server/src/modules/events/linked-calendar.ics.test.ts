import { describe, expect, it } from 'vitest';
import { busyRangesOf, NotACalendar } from './linked-calendar.ics.ts';

const file = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:' + Math.random(), ...lines, 'END:VEVENT'];
const iso = (r: { start: number; end: number }) => [new Date(r.start).toISOString(), new Date(r.end).toISOString()];
const FROM = Date.parse('2027-01-01T00:00:00Z');
const TO = Date.parse('2027-03-01T00:00:00Z');

describe('busy times of an external calendar', () => {
  it('reads zoned, UTC, all-day and recurring events, skipping free and cancelled ones', () => {
    const text = file(
      vevent('DTSTART;TZID=America/New_York:20270105T090000', 'DTEND;TZID=America/New_York:20270105T100000'),
      vevent('DTSTART:20270106T120000Z', 'DTEND:20270106T130000Z'),
      vevent('DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270111'),
      vevent('DTSTART:20270107T120000Z', 'DTEND:20270107T130000Z', 'TRANSP:TRANSPARENT'),
      vevent('DTSTART:20270108T120000Z', 'DTEND:20270108T130000Z', 'STATUS:CANCELLED'),
      vevent(
        'DTSTART;TZID=Europe/Paris:20270301T090000',
        'DTEND;TZID=Europe/Paris:20270301T100000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
      ),
      vevent(
        'DTSTART;TZID=Europe/Paris:20270111T150000',
        'DTEND;TZID=Europe/Paris:20270111T160000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(busyRangesOf(text, FROM, TO, 'Asia/Tokyo', 100).map(iso)).toEqual([
      ['2027-01-05T14:00:00.000Z', '2027-01-05T15:00:00.000Z'],
      ['2027-01-06T12:00:00.000Z', '2027-01-06T13:00:00.000Z'],
      // An all-day event is the whole day in the person's zone.
      ['2027-01-09T15:00:00.000Z', '2027-01-10T15:00:00.000Z'],
      ['2027-01-11T14:00:00.000Z', '2027-01-11T15:00:00.000Z'],
      ['2027-01-18T14:00:00.000Z', '2027-01-18T15:00:00.000Z'],
    ]);
  });

  it('uses the file’s own zone for a name Intl does not know, and caps the count', () => {
    const text = file(
      [
        'BEGIN:VTIMEZONE',
        'TZID:W. Europe Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:16010101T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
      ],
      vevent(
        'DTSTART;TZID=W. Europe Standard Time:20270112T090000',
        'DTEND;TZID=W. Europe Standard Time:20270112T100000',
        'RRULE:FREQ=DAILY',
      ),
    );
    const busy = busyRangesOf(text, FROM, TO, 'UTC', 10);
    expect(busy).toHaveLength(10);
    expect(iso(busy[0]!)).toEqual(['2027-01-12T08:00:00.000Z', '2027-01-12T09:00:00.000Z']);
  });

  it('refuses what is not a calendar', () => {
    expect(() => busyRangesOf('<html>Sign in</html>', FROM, TO, 'UTC', 10)).toThrow(NotACalendar);
    expect(() => busyRangesOf('BEGIN:VCARD\r\nEND:VCARD', FROM, TO, 'UTC', 10)).toThrow(NotACalendar);
  });
});
