// No one reads another user's secret link (security issue 12). Password-reset, invitation and confirmation links
// reach their recipient (a real SMTP peer here) and nobody else: a Staff member, a Sub-admin and an Admin each call
// every query of the schema and every GET route, and read the outbox, and no answer holds any of the live tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { incubators } from '../src/core/db/incubators.schema.ts';
import { mailOutbox } from '../src/core/mail/outbox.schema.ts';
import { createAccount } from './factories/accounts.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { argumentsFor, operation, rootFields, tenantRows, type Row } from './schema-walk.ts';
import { DANIEL, LUCAS, MAYA, PRIYA } from './personas.ts';

const ACTORS = {
  Staff: PRIYA,
  SubAdmin: LUCAS,
  Admin: MAYA,
} as const;
const OUTBOX = '{ mailOutbox(first: 100) { results { to kind subject textBody } } }';

let s: TestServer;
let mail: MailCatcher;
let rows: Map<string, Row[]>;
/** The live secret of each flow, as its recipient received it. */
const secrets: Record<'reset' | 'invitation' | 'confirmation', string> = {
  reset: '',
  invitation: '',
  confirmation: '',
};

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  const maya = await s.login(ACTORS.Admin);

  // Reset: anyone may ask for a reset of the Admin & Coach's password; the link goes to his mailbox only.
  await s.http({
    method: 'POST',
    path: '/api/users/sendresetpassword',
    headers: json,
    body: JSON.stringify({ email: DANIEL }),
  });
  secrets.reset = linkIn(await mail.take(DANIEL), '/reset/')
    .pathname.split('/')
    .pop()!;

  // Invitation: the Admin invites a new Admin; the link is the invitee's, not even the inviter's.
  const invited = await s.gql(
    `mutation { inviteUser(input: { email: "new.admin@example.org", roleType: Admin }) { _id } }`,
    { token: maya },
  );
  expect(invited.body.errors).toBeUndefined();
  secrets.invitation = linkIn(await mail.take('new.admin@example.org'), '/acceptinvitation').searchParams.get('token')!;

  // Confirmation: a new, unconfirmed account asks for its confirmation email again.
  const account = await createAccount(s);
  const own = await s.login(account.email);
  expect((await s.gql('mutation { resendConfirmationEmail }', { token: own })).body.errors).toBeUndefined();
  secrets.confirmation = linkIn(await mail.take(account.email), '/validate/')
    .pathname.split('/')
    .pop()!;

  const [demo] = await s.running.services.database.db.select().from(incubators).where(eq(incubators.slug, 'demo'));
  rows = await tenantRows(s, demo!.id);
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

/** The flows whose secret shows in a text, raw or URL-encoded. */
const leakedIn = (text: string) =>
  Object.entries(secrets)
    .filter(([, v]) => text.includes(v) || text.includes(encodeURIComponent(v)))
    .map(([k]) => k);

describe('secret links', () => {
  it('reached their recipients, and are live', async () => {
    for (const value of Object.values(secrets)) expect(value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const preview = await s.gql<{ invitation: { status: string } }>(
      'query($t: String!) { invitation(token: $t) { status } }',
      { variables: { t: secrets.invitation } },
    );
    expect(preview.body.data?.invitation.status).toBe('VALID');
  });

  it('are stored nowhere readable: the outbox rows hold them redacted', async () => {
    const stored = await s.running.services.database.db.select().from(mailOutbox);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const row of stored) expect(leakedIn(`${row.subject} ${row.textBody} ${row.htmlBody}`), row.kind).toEqual([]);
    const kinds = stored.filter((r) => ['password-reset', 'invitation', 'confirmation'].includes(r.kind));
    expect(kinds.length).toBe(3);
    for (const row of kinds) expect(row.textBody).toContain('[redacted]');
  });

  for (const [role, email] of Object.entries(ACTORS)) {
    it(`cannot be read by ${role === 'Admin' ? 'an Admin' : `a ${role}`} through any query or GET route`, async () => {
      const token = await s.login(email);
      const leaks: string[] = [];
      for (const { field, name } of rootFields().filter((f) => f.kind === 'query')) {
        const res = await s.gql(operation('query', field), { token, variables: argumentsFor(field, rows) });
        expect(res.status, `${name}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        for (const flow of leakedIn(res.text)) leaks.push(`${name} → ${flow}`);
      }
      const userId = String(rows.get('users')![0]!.id);
      for (const route of s.running.app.routeList.filter((r) => r.method === 'GET' && !['/*', '/'].includes(r.url))) {
        const path = route.url.replace(/:[A-Za-z]+/g, userId);
        const res = await s.http({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
        for (const flow of leakedIn(res.text)) leaks.push(`GET ${route.url} → ${flow}`);
      }
      expect(leaks).toEqual([]);

      // The outbox itself: admins only, and redacted.
      const outbox = await s.gql<{ mailOutbox: { results: { kind: string; textBody: string }[] } }>(OUTBOX, { token });
      if (role === 'Admin') {
        const bodies = outbox.body.data!.mailOutbox.results;
        expect(bodies.map((m) => m.kind)).toEqual(
          expect.arrayContaining(['password-reset', 'invitation', 'confirmation']),
        );
        expect(bodies.find((m) => m.kind === 'password-reset')!.textBody).toMatch(/\/reset\/\[redacted\]/);
        expect(bodies.find((m) => m.kind === 'invitation')!.textBody).toMatch(/\/acceptinvitation\?token=\[redacted\]/);
      } else {
        expect(outbox.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(leakedIn(outbox.text)).toEqual([]);
    });
  }
});
