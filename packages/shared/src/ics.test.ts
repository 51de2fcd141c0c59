import { describe, expect, it } from 'vitest';
import { icsFeed, icsInvitation, icsLocal, icsSequence, icsTimeZone, zoneTransitions } from './ics.ts';

const at = (iso: string) => new Date(iso);
const entry = {
  uid: 'booking-1@demo.example.org',
  title: 'Office hours, pricing',
  description: 'Bring numbers',
  location: '',
  url: 'https://demo.example.org/events/1',
  startTime: at('2026-10-25T08:30:00Z'),
  endTime: at('2026-10-25T09:30:00Z'),
  timezone: 'Europe/Paris',
  cancelled: false,
  sequence: 0,
  createdAt: at('2026-10-01T10:00:00Z'),
  updatedAt: at('2026-10-01T10:00:00Z'),
};

describe('iCalendar zones', () => {
  it('finds the changes of a zone to the minute', () => {
    const changes = zoneTransitions('Europe/Paris', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2027-01-01'));
    expect(changes.map((c) => new Date(c.at).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    expect(changes[1]).toMatchObject({ from: 7_200_000, to: 3_600_000 });
    expect(zoneTransitions('Asia/Kolkata', Date.parse('2026-01-01'), Date.parse('2027-01-01'))).toEqual([]);
  });

  it('writes each change as an observance starting at the old wall time', () => {
    const lines = icsTimeZone('Europe/Paris', Date.parse('2026-06-01'), Date.parse('2026-12-01'));
    expect(lines.join('\n')).toContain(
      'BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD',
    );
    expect(lines[2]).toBe('BEGIN:STANDARD');
    expect(lines).toContain('TZOFFSETTO:+0200');
    const kolkata = icsTimeZone('Asia/Kolkata', Date.parse('2026-06-01'), Date.parse('2026-12-01'));
    expect(kolkata).toContain('TZOFFSETTO:+0530');
    expect(icsTimeZone('America/St_Johns', Date.parse('2026-01-01'), Date.parse('2026-02-01'))).toContain(
      'TZOFFSETFROM:-0330',
    );
  });

  it('writes local times in the entry’s zone', () => {
    expect(icsLocal(at('2026-10-25T08:30:00Z'), 'Europe/Paris')).toBe('20261025T093000');
    expect(icsLocal(at('2026-10-24T08:30:00Z'), 'Europe/Paris')).toBe('20261024T103000');
  });
});

describe('iCalendar feed', () => {
  it('publishes entries with zones, sequence and status', () => {
    const file = icsFeed(
      {
        name: 'Ascent, Maya',
        refreshMinutes: 60,
        entries: [entry, { ...entry, uid: 'b2', cancelled: true, sequence: 42, timezone: 'UTC' }],
      },
      at('2026-11-01T00:00:00Z'),
    );
    expect(file).toContain('X-WR-CALNAME:Ascent\\, Maya\r\n');
    expect(file).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(file).toContain('BEGIN:VTIMEZONE\r\nTZID:UTC\r\n');
    expect(file).toContain('DTSTART;TZID=Europe/Paris:20261025T093000\r\n');
    expect(file).toContain('DTSTART;TZID=UTC:20261025T083000\r\n');
    expect(file).toContain('SEQUENCE:42\r\nSTATUS:CANCELLED\r\n');
    expect(file).toContain('DTSTAMP:20261101T000000Z\r\n');
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('grows the sequence with every change', () => {
    expect(icsSequence(at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00.900Z'))).toBe(0);
    expect(icsSequence(at('2026-01-01T00:00:00Z'), at('2026-01-01T01:00:00Z'))).toBe(3600);
  });
});

describe('iCalendar invitations', () => {
  const invitation = {
    uid: 'booking-1@demo.example.org',
    sequence: 0,
    title: 'Office hours',
    description: '',
    location: 'Room 2',
    url: 'https://demo.example.org/events/1',
    startTime: at('2026-12-01T14:00:00Z'),
    endTime: at('2026-12-01T15:00:00Z'),
    organizer: { name: 'Hannah "Coach" Schultz', email: 'hannah@example.org' },
    attendees: [{ name: 'Aisha Bello', email: 'aisha@example.org' }],
  };

  it('asks to add a booked meeting, and cancels it with the same UID', () => {
    const request = icsInvitation({ ...invitation, method: 'REQUEST' }, at('2026-11-28T00:00:00Z'));
    expect(request).toContain('METHOD:REQUEST\r\n');
    expect(request).toContain('DTSTART:20261201T140000Z\r\nDTEND:20261201T150000Z\r\n');
    expect(request).toContain('ORGANIZER;CN="Hannah Coach Schultz":mailto:hannah@example.org\r\n');
    expect(request.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Aisha Bello":mailto:aisha@example.org',
    );
    expect(request).toContain('STATUS:CONFIRMED');
    const cancel = icsInvitation({ ...invitation, method: 'CANCEL', sequence: 5 });
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('UID:booking-1@demo.example.org\r\n');
    expect(cancel).toContain('SEQUENCE:5\r\nSTATUS:CANCELLED\r\n');
  });
});
