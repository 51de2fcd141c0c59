// The mailer's redaction without SMTP: the outbox row and the log never hold a mail's secrets, unless a developer
// turned on MAIL_LOG_SECRETS (which the configuration ignores in production, see config.test.ts).
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import type { TenantDb } from '../db/tenant-db.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import { createMailer, redactSecrets, REDACTED } from './mailer.ts';

const SECRET = 'aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9d';
const tenant = {
  name: 'Lakeside',
  supportEmail: null,
  branding: { palette: { sidebar: { activeItemBackgroundColor: '#123456' } } },
} as unknown as IncubatorRow;

function harness(logSecrets: boolean) {
  const lines: string[] = [];
  const log = pino(new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  const rows: Record<string, unknown>[] = [];
  const tdb = {
    insert: async (_table: unknown, row: Record<string, unknown>) => void rows.push(row),
  } as unknown as TenantDb;
  const mailer = createMailer({ from: 'Ascent <no-reply@localhost>', log, logSecrets });
  const send = () =>
    mailer.send(
      { tdb, tenant },
      {
        to: 'ada@example.org',
        kind: 'password-reset',
        language: 'en',
        secrets: [SECRET],
        content: {
          subject: 'Reset',
          heading: 'Hi',
          paragraphs: [],
          action: { label: 'Reset', url: `http://demo.localhost/reset/${SECRET}` },
        },
      },
    );
  return { lines, rows, send };
}

describe('mail secrets', () => {
  it('replaces a secret, raw and URL-encoded, and leaves short or absent ones alone', () => {
    expect(redactSecrets(`a ${SECRET} b ${encodeURIComponent('x/y+z=0123456789')}`, [SECRET, 'x/y+z=0123456789'])).toBe(
      `a ${REDACTED} b ${REDACTED}`,
    );
    expect(redactSecrets('token abc', ['abc'])).toBe('token abc');
    expect(redactSecrets('nothing here', [])).toBe('nothing here');
  });

  it('keeps them out of the outbox row and the log by default', async () => {
    const { lines, rows, send } = harness(false);
    await send();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(String(rows[0]!.textBody)).toContain(`/reset/${REDACTED}`);
    expect(lines.join('')).not.toContain(SECRET);
    expect(lines.join('')).toContain('mail stored in the outbox');
  });

  it('prints them on the console only with the developer switch, and still stores them redacted', async () => {
    const { lines, rows, send } = harness(true);
    await send();
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(lines.filter((l) => l.includes(SECRET))).toHaveLength(1);
    expect(lines.find((l) => l.includes(SECRET))).toContain('MAIL_LOG_SECRETS');
  });
});
