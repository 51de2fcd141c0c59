// mailOutbox: the organisation's sent (or, without SMTP, stored) mail for its admins, newest first, in pages, with
// every secret link redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { CLAIRE, DANIEL, MAYA } from '../../../test/personas.ts';

const OUTBOX = `query Outbox($first: Int, $after: String) {
  mailOutbox(first: $first, after: $after) { totalCount next results { _id createdAt to kind subject status error textBody } }
}`;
type Entry = {
  _id: string;
  createdAt: string;
  to: string;
  kind: string;
  subject: string;
  status: string;
  error: string | null;
  textBody: string;
};
type Outbox = { mailOutbox: { totalCount: number; next: string | null; results: Entry[] } };

let s: TestServer;

async function send(slug: string, n: number, prefix: string) {
  const tenant = (await s.running.services.tenants.bySlug(slug))!;
  const tdb = new TenantDb(s.running.services.database.db, tenant.id);
  for (let i = 0; i < n; i++) {
    await s.running.services.mailer.send(
      { tdb, tenant },
      {
        to: `${prefix}${i}@example.org`,
        kind: 'test',
        language: 'en',
        content: { subject: `${prefix} #${i}`, heading: 'Hi', paragraphs: [`Body ${prefix} ${i}`] },
        secrets: [],
      },
    );
    // Apart by more than PGlite's millisecond clock, so "newest first" has one right answer.
    await new Promise((r) => setTimeout(r, 3));
  }
}

beforeAll(async () => {
  s = await startTestServer();
  await send('demo', 7, 'demo');
  await send('northstar', 2, 'north');
});
afterAll(() => s?.close());

describe('mailOutbox', () => {
  it('requires authentication', async () => {
    const res = await s.gql<Outbox>(OUTBOX);
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('lists the organisation’s mail newest first, with the text body', async () => {
    const token = await s.login(MAYA);
    const res = await s.gql<Outbox>(OUTBOX, { token });
    const page = res.body.data!.mailOutbox;
    expect(page.totalCount).toBe(7);
    expect(page.next).toBeNull();
    expect(page.results.map((r) => r.subject)).toEqual([
      'demo #6',
      'demo #5',
      'demo #4',
      'demo #3',
      'demo #2',
      'demo #1',
      'demo #0',
    ]);
    expect(page.results[0]).toMatchObject({ to: 'demo6@example.org', kind: 'test', status: 'stored', error: null });
    expect(page.results[0]!.textBody).toContain('Body demo 6');
    expect(page.results[0]!.textBody).toContain('Lakeside');
    // Nothing of the other organisation.
    expect(JSON.stringify(page)).not.toContain('north');
  });

  it('pages with a cursor without skipping or repeating a message', async () => {
    const token = await s.login(DANIEL);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof s.gql<Outbox>>> = await s.gql<Outbox>(OUTBOX, {
        token,
        variables: { first: 3, after },
      });
      const page = res.body.data!.mailOutbox;
      expect(page.results.length).toBeLessThanOrEqual(3);
      seen.push(...page.results.map((r) => r.subject));
      after = page.next;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['demo #6', 'demo #5', 'demo #4', 'demo #3', 'demo #2', 'demo #1', 'demo #0']);
  });

  it('is open to admins and admin-coaches only', async () => {
    for (const email of ['maya.chen', 'daniel.okafor']) {
      const res = await s.gql<Outbox>(OUTBOX, { token: await s.login(`${email}@lakeside.example`) });
      expect(res.body.data?.mailOutbox.totalCount, email).toBe(7);
    }
    for (const email of [
      'priya.raman',
      'lucas.moreau',
      'hannah.schultz',
      'samuel.adeyemi',
      'tomas.novak',
      'aisha.bello',
      'noah.williams',
      'grace.kim',
    ]) {
      const res = await s.gql<Outbox>(OUTBOX, { token: await s.login(`${email}@lakeside.example`) });
      expect(res.body.data, email).toBeNull();
      expect(res.body.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
    }
  });

  it('stores and shows a mail with its secrets redacted, raw and URL-encoded', async () => {
    const tenant = (await s.running.services.tenants.bySlug('demo'))!;
    const tdb = new TenantDb(s.running.services.database.db, tenant.id);
    const secret = 'S3cr3t/Token+With=Specials_0123456789abcdef';
    const url = `http://demo.localhost/reset/${encodeURIComponent(secret)}?also=${secret}`;
    const content = { subject: 'Reset', heading: 'Hi', paragraphs: [`Plain ${secret}`], action: { label: 'Go', url } };
    await s.running.services.mailer.send(
      { tdb, tenant },
      { to: 'redact@example.org', kind: 'password-reset', language: 'en', content, secrets: [secret] },
    );
    const res = await s.gql<Outbox>(OUTBOX, {
      token: await s.login(MAYA),
      variables: { first: 1 },
    });
    const entry = res.body.data!.mailOutbox.results[0]!;
    expect(entry.to).toBe('redact@example.org');
    expect(entry.textBody).toContain('http://demo.localhost/reset/[redacted]?also=[redacted]');
    expect(entry.textBody).toContain('Plain [redacted]');
    const stored = await s.running.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'redact@example.org'));
    for (const text of [stored[0]!.textBody, stored[0]!.htmlBody]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    await tdb.delete(mailOutbox, eq(mailOutbox.toAddress, 'redact@example.org'));
  });

  it('shows each organisation its own outbox and refuses another organisation’s token', async () => {
    const north = await s.login(CLAIRE, 'northstar.localhost');
    const atNorth = await s.gql<Outbox>(OUTBOX, { token: north, host: 'northstar.localhost' });
    expect(atNorth.body.data?.mailOutbox.results.map((r) => r.subject)).toEqual(['north #1', 'north #0']);
    const atDemo = await s.gql<Outbox>(OUTBOX, { token: north, host: 'demo.localhost' });
    expect(atDemo.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    // A cursor of one organisation only positions within the other's list; it reveals nothing of the first.
    const demoToken = await s.login(MAYA);
    const demoPage = await s.gql<Outbox>(OUTBOX, { token: demoToken, variables: { first: 1 } });
    const crossed = await s.gql<Outbox>(OUTBOX, {
      token: north,
      host: 'northstar.localhost',
      variables: { after: demoPage.body.data!.mailOutbox.next },
    });
    expect(JSON.stringify(crossed.body)).not.toContain('demo');
  });

  it('answers bad paging input with a clear error', async () => {
    const token = await s.login(MAYA);
    for (const variables of [
      { first: 0 },
      { first: -1 },
      { first: 101 },
      { after: 'garbage' },
      { after: Buffer.from('["x","y"]').toString('base64url') },
    ]) {
      const res = await s.gql<Outbox>(OUTBOX, { token, variables });
      expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_FAILED');
    }
    const wrongType = await s.gql<Outbox>(OUTBOX, { token, variables: { first: 'ten' } });
    expect(wrongType.body.data ?? null).toBeNull();
    expect(wrongType.body.errors?.[0]?.message).toMatch(/Int/);
  });
});
