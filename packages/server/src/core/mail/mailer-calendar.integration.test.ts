// A mail carrying a calendar invitation, through a real SMTP peer: the message holds a text/calendar part with its
// iTIP method (what Gmail, Outlook and Apple Mail turn into "add to calendar"), and the outbox keeps the invitation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { TenantDb } from '../db/tenant-db.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { createMailer } from './mailer.ts';

const tenant = {
  name: 'Lakeside',
  supportEmail: null,
  branding: { palette: { sidebar: { activeItemBackgroundColor: '#123456' } } },
} as unknown as IncubatorRow;
const INVITE = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'END:VCALENDAR', ''].join('\r\n');

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher?.close());

describe('a mail with a calendar invitation', () => {
  it('arrives with a text/calendar part of its method, and is kept in the outbox', async () => {
    const rows: Record<string, unknown>[] = [];
    const tdb = {
      insert: async (_t: unknown, row: Record<string, unknown>) => void rows.push(row),
    } as unknown as TenantDb;
    const mailer = createMailer({
      smtpUrl: catcher.url,
      from: 'Ascent <no-reply@localhost>',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(
      { tdb, tenant },
      {
        to: 'ada@example.org',
        kind: 'booking-confirmed',
        language: 'en',
        secrets: [],
        content: { subject: 'Booked', heading: 'Booked', paragraphs: ['See you'] },
        calendar: { method: 'REQUEST', content: INVITE },
      },
    );
    mailer.close();
    const mail = await catcher.take('ada@example.org');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(rows[0]).toMatchObject({ status: 'sent', calendar: INVITE });
  });
});
