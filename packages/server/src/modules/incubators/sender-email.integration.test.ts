// The organisation's sender address against real SMTP: an admin sets it, the link goes to that address (from the
// instance's sender, since the address is not confirmed yet), following it confirms the address and the
// organisation's mail then goes out from it. Expired, replaced, malformed and other organisations' links are refused
// with nothing changed; only SETTINGS:MANAGE may set it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startMailCatcher, linkIn, type MailCatcher } from '../../../test/mail-catcher.ts';
import { AISHA, CLAIRE, MAYA } from '../../../test/personas.ts';
import { incubators } from '../../core/db/incubators.schema.ts';

const STATUS = '{ incubatorSenderEmail { address confirmed pending defaultSender } }';
const SET = `mutation($email: String!) { setIncubatorSenderEmail(email: $email) { address confirmed pending defaultSender } }`;
const CONFIRM = 'mutation($token: String!) { confirmIncubatorEmail(token: $token) }';
const NORTH = 'northstar.localhost';
type Status = { address: string | null; confirmed: boolean; pending: boolean; defaultSender: string };

let s: TestServer;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url, MAIL_FROM: 'Ascent <no-reply@ascent.example>' });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const db = () => s.running.services.database.db;
const row = async (slug: string) => (await db().select().from(incubators).where(eq(incubators.slug, slug)))[0]!;
async function setSender(token: string, email: string, host?: string): Promise<Status> {
  const res = await s.gql<{ setIncubatorSenderEmail: Status }>(SET, { token, variables: { email }, host });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.setIncubatorSenderEmail;
}
const tokenOf = (url: URL) => url.searchParams.get('token')!;

describe('sender address', () => {
  it('requires authentication to read or set it', async () => {
    expect(codeOf(await s.gql(STATUS))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await s.gql(SET, { variables: { email: 'x@example.com' } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is confirmed through the link mailed to it; mail then goes out from it', async () => {
    // Northstar's demo address is not confirmed: its mail comes from the instance's sender.
    const claire = await s.login(CLAIRE, NORTH);
    const before = await s.gql<{ incubatorSenderEmail: Status }>(STATUS, { token: claire, host: NORTH });
    expect(before.body.data!.incubatorSenderEmail).toMatchObject({
      address: 'hello@northstar.example',
      confirmed: false,
      defaultSender: 'no-reply@ascent.example',
    });

    const status = await setSender(claire, '  Programmes@Northstar.example ', NORTH);
    expect(status).toMatchObject({ address: 'programmes@northstar.example', confirmed: false, pending: true });
    const received = await mail.take('programmes@northstar.example');
    expect(received.subject).toBe("Confirm your organisation's sender address");
    expect(received.from).toContain('no-reply@ascent.example');
    const link = linkIn(received, '/confirmIncubatorEmail');
    expect(link.host).toBe(`northstar.localhost:${s.port}`);
    // The outbox keeps the mail without its secret.
    expect((await row('northstar')).generalEmailTokenHash).not.toContain(tokenOf(link));

    // Another organisation's host does not know the link.
    expect(codeOf(await s.gql(CONFIRM, { variables: { token: tokenOf(link) } }))).toBe('INVALID_TOKEN');
    expect((await row('northstar')).generalEmailConfirmedAt).toBeNull();

    const confirmed = await s.gql<{ confirmIncubatorEmail: boolean }>(CONFIRM, {
      variables: { token: tokenOf(link) },
      host: NORTH,
    });
    expect(confirmed.body).toEqual({ data: { confirmIncubatorEmail: true } });
    const after = await s.gql<{ incubatorSenderEmail: Status }>(STATUS, { token: claire, host: NORTH });
    expect(after.body.data!.incubatorSenderEmail).toMatchObject({ confirmed: true, pending: false });
    // Used once.
    expect(codeOf(await s.gql(CONFIRM, { variables: { token: tokenOf(link) }, host: NORTH }))).toBe('INVALID_TOKEN');

    // The organisation's next mail (an invitation) goes out from its confirmed address.
    const invited = await s.gql('mutation($input: InviteUserInput!) { inviteUser(input: $input) { _id } }', {
      token: claire,
      host: NORTH,
      variables: { input: { email: 'new.mentor@example.com', roleType: 'Mentor' } },
    });
    expect(invited.body.errors).toBeUndefined();
    expect((await mail.take('new.mentor@example.com')).from).toContain('programmes@northstar.example');
  });

  it('refuses an expired, replaced or malformed link, and bad input, with nothing changed', async () => {
    const maya = await s.login(MAYA);
    await setSender(maya, 'first@lakeside.example');
    const first = tokenOf(linkIn(await mail.take('first@lakeside.example'), '/confirmIncubatorEmail'));
    await setSender(maya, 'second@lakeside.example');
    const second = tokenOf(linkIn(await mail.take('second@lakeside.example'), '/confirmIncubatorEmail'));
    // The first link was replaced by the second.
    expect(codeOf(await s.gql(CONFIRM, { variables: { token: first } }))).toBe('INVALID_TOKEN');
    // Expired.
    await db()
      .update(incubators)
      .set({ generalEmailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(incubators.slug, 'demo'));
    expect(codeOf(await s.gql(CONFIRM, { variables: { token: second } }))).toBe('INVALID_TOKEN');
    for (const bad of ['', 'short', 'x'.repeat(500), '../../etc']) {
      expect(codeOf(await s.gql(CONFIRM, { variables: { token: bad } }))).toBe('INVALID_TOKEN');
    }
    expect(await row('demo')).toMatchObject({ generalEmail: 'second@lakeside.example', generalEmailConfirmedAt: null });

    for (const bad of ['not-an-address', '', 'a@'.repeat(200)]) {
      expect(codeOf(await s.gql(SET, { token: maya, variables: { email: bad } }))).toBe('VALIDATION_FAILED');
    }
    expect((await row('demo')).generalEmail).toBe('second@lakeside.example');
    // A founder may not set it.
    const aisha = await s.login(AISHA);
    expect(codeOf(await s.gql(SET, { token: aisha, variables: { email: 'mine@example.com' } }))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(STATUS, { token: aisha }))).toBe('FORBIDDEN');
    expect((await row('demo')).generalEmail).toBe('second@lakeside.example');
  });
});
