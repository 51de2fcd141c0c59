import { describe, expect, it } from 'vitest';
import { calendarLink, icsFile, plainText } from './event-calendar.ts';

/** The link's host and its query parameters, decoded. */
function parse(link: string): { host: string; params: Record<string, string> } {
  const [base, search = ''] = link.split('?');
  const params = Object.fromEntries(
    search.split('&').map((pair) => pair.split('=').map((x) => decodeURIComponent(x)) as [string, string]),
  );
  return { host: base!.replace(/^https:\/\//, '').split('/')[0]!, params };
}
const bytes = (line: string) =>
  [...line].reduce(
    (n, ch) =>
      n + (ch.codePointAt(0)! < 0x80 ? 1 : ch.codePointAt(0)! < 0x800 ? 2 : ch.codePointAt(0)! < 0x10000 ? 3 : 4),
    0,
  );

const event = {
  id: '2f1e7c1a-8a57-4b47-9d55-7f1b3c7d9a10',
  title: 'Demo day; rehearsal, part 1',
  details: 'Bring slides\nand a clicker',
  location: 'Main hall',
  startTime: '2026-05-01T09:00:00.000Z',
  endTime: '2026-05-01T12:30:00.000Z',
  url: 'https://demo.example.org/events/2f1e7c1a-8a57-4b47-9d55-7f1b3c7d9a10',
};

describe('add to calendar', () => {
  it('fills in each service’s link', () => {
    const google = parse(calendarLink('google', event)!);
    expect(google.host).toBe('calendar.google.com');
    expect(google.params.dates).toBe('20260501T090000Z/20260501T123000Z');
    expect(google.params.text).toBe(event.title);
    const outlook = parse(calendarLink('outlook', event)!);
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.params.startdt).toBe('2026-05-01T09:00:00.000Z');
    expect(parse(calendarLink('office365', event)!).host).toBe('outlook.office.com');
    expect(parse(calendarLink('yahoo', event)!).params.st).toBe('20260501T090000Z');
    expect(calendarLink('ics', event)).toBeNull();
  });

  it('writes an RFC 5545 file with escaped text and folded lines', () => {
    const file = icsFile({ ...event, details: 'é'.repeat(100) }, 'demo.example.org', new Date('2026-04-01T00:00:00Z'));
    expect(file).toContain('UID:2f1e7c1a-8a57-4b47-9d55-7f1b3c7d9a10@demo.example.org\r\n');
    expect(file).toContain('SUMMARY:Demo day\\; rehearsal\\, part 1\r\n');
    expect(file).toContain('DTSTART:20260501T090000Z\r\nDTEND:20260501T123000Z\r\n');
    expect(file.split('\r\n').every((l) => bytes(l) <= 75)).toBe(true);
    expect(file).toContain('DESCRIPTION:éé');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('reads the description as plain text', () => {
    expect(plainText('<p>Bring <b>slides</b> &amp; notes</p><p>Second</p>')).toBe('Bring slides & notes\nSecond');
  });
});
