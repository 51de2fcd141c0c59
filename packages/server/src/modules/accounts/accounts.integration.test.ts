// Email confirmation and password reset against real SMTP: the app sends through an SMTP server started here,
// and each test reads the received message and follows its link, as a person would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startMailCatcher, linkIn, type MailCatcher } from '../../../test/mail-catcher.ts';
import { accountState, createAccount, tenantDbOf } from '../../../test/factories/accounts.ts';
import { accountTokens } from './accounts.schema.ts';
import { issueAccountToken, sendConfirmationEmail } from './accounts.service.ts';
import { jobScope } from '../../core/scope.ts';
import { MAYA } from '../../../test/personas.ts';

const json = { 'content-type': 'application/json' };
const ME = '{ isAuthenticated currentUser { _id email status validated } }';
const RESEND = 'mutation { resendConfirmationEmail }';
type Me = {
  isAuthenticated: boolean;
  currentUser: null | { _id: string; email: string; status: string; validated: boolean };
};
type ErrorBody = { error: { code: string; message: string } };

let s: TestServer;
let mail: MailCatcher;
let ipCounter = 0;
// Behind a trusted proxy, each request comes from its own address, so the per-address limits stay out of the way
// (one test checks them on purpose).
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const post = (path: string, body: unknown, opts: { host?: string; ip?: string } = {}) =>
  s.http({
    method: 'POST',
    path,
    host: opts.host ?? 'demo.localhost',
    // Like a browser's fetch: a POST without a body has no content type.
    headers: { ...(body === undefined ? {} : json), 'x-forwarded-for': opts.ip ?? nextIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const login = async (email: string, password: string, host = 'demo.localhost') =>
  post('/auth/local', { email, password }, { host });

const tokenOf = async (email: string, password: string, host = 'demo.localhost') => {
  const res = await login(email, password, host);
  expect(res.status, res.text).toBe(200);
  return (res.body as { token: string }).token;
};

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

describe('email confirmation', () => {
  it('requires authentication to resend the confirmation email', async () => {
    const res = await s.gql(RESEND);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('confirms a new account from the link in the email it received', async () => {
    const account = await createAccount(s);
    const token = await tokenOf(account.email, account.password);
    const before = await s.gql<Me>(ME, { token });
    expect(before.body.data?.currentUser).toMatchObject({ status: 'pending', validated: false });

    const resent = await s.gql<{ resendConfirmationEmail: boolean }>(RESEND, { token });
    expect(resent.body).toEqual({ data: { resendConfirmationEmail: true } });
    const received = await mail.take(account.email);
    expect(received.subject).toBe('Confirm your email address');
    expect(received.from).toContain('Lakeside');
    expect(received.text).toContain(`Hello ${account.firstName},`);
    expect(received.html).toContain('Lakeside');
    const link = linkIn(received, '/validate/');
    // The link names the tenant's own address (PUBLIC_URL unset: localhost and the listening port).
    expect(link.host).toBe(`demo.localhost:${s.port}`);

    const confirmed = await post(`/api/users/validate/${link.pathname.split('/').pop()}`, undefined, {
      host: link.hostname,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });
    const after = await s.gql<Me>(ME, { token });
    expect(after.body.data?.currentUser).toMatchObject({ status: 'active', validated: true });

    // Single use.
    const again = await post(link.pathname.replace('/validate/', '/api/users/validate/'), undefined);
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).error.code).toBe('INVALID_TOKEN');

    // Confirmed already: nothing more to send.
    const refused = await s.gql(RESEND, { token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(refused.body.errors?.[0]?.message).toMatch(/already confirmed/);
  });

  it('writes to the user in their language, else the programme default', async () => {
    const french = await createAccount(s, { language: 'fr' });
    const arabic = await createAccount(s, { language: 'ar' });
    const scope = jobScope(s.running.services, (await s.running.services.tenants.bySlug('demo'))!);
    await sendConfirmationEmail(scope, { ...french, language: 'fr' });
    await sendConfirmationEmail(scope, { ...arabic, language: 'ar' });
    const fr = await mail.take(french.email);
    expect(fr.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr.text).toContain('Ce lien est valable 7 jours.');
    const ar = await mail.take(arabic.email);
    expect(ar.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(ar.html).toContain('dir="rtl"');
  });

  it('issues confirmation links valid for 7 days and stores only their hash', async () => {
    const account = await createAccount(s);
    const raw = await issueAccountToken(account.tdb, account.id, 'confirm_email', 7 * 24 * 3600_000);
    const rows = await account.tdb
      .select()
      .from(accountTokens)
      .where(account.tdb.where(accountTokens, eq(accountTokens.userId, account.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(raw);
    const days = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('refuses a link of another organisation, an expired one, a deleted account and junk, changing nothing', async () => {
    const account = await createAccount(s);
    const raw = await issueAccountToken(account.tdb, account.id, 'confirm_email', 3600_000);
    const atNorthstar = await post(`/api/users/validate/${raw}`, undefined, { host: 'northstar.localhost' });
    expect(atNorthstar.status).toBe(400);
    expect(atNorthstar.body).toEqual({
      error: { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired. Please ask for a new one.' },
    });

    const expiring = await createAccount(s);
    const expired = await issueAccountToken(expiring.tdb, expiring.id, 'confirm_email', 3600_000);
    await expiring.tdb.update(
      accountTokens,
      { expiresAt: new Date(Date.now() - 1000) },
      eq(accountTokens.userId, expiring.id),
    );
    const late = await post(`/api/users/validate/${expired}`, undefined);
    expect((late.body as ErrorBody).error.code).toBe('INVALID_TOKEN');

    const deleted = await createAccount(s, { status: 'deleted' });
    const ofDeleted = await issueAccountToken(deleted.tdb, deleted.id, 'confirm_email', 3600_000);
    expect(((await post(`/api/users/validate/${ofDeleted}`, undefined)).body as ErrorBody).error.code).toBe(
      'INVALID_TOKEN',
    );

    // A reset token is not a confirmation token.
    const resetToken = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    expect(((await post(`/api/users/validate/${resetToken}`, undefined)).body as ErrorBody).error.code).toBe(
      'INVALID_TOKEN',
    );

    for (const junk of ['x', 'a'.repeat(43), 'a'.repeat(90)]) {
      const res = await post(`/api/users/validate/${junk}`, undefined);
      expect(res.status, junk).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('INVALID_TOKEN');
    }
    // A NUL is refused at the edge (core/input-guard.ts), before the route looks at the token.
    const nul = await post('/api/users/validate/%00', undefined);
    expect(nul.status).toBe(400);
    expect((nul.body as ErrorBody).error.code).toBe('BAD_REQUEST');
    expect(await accountState(account)).toMatchObject({ status: 'pending', validated: false });
    expect(await accountState(expiring)).toMatchObject({ status: 'pending', validated: false });
    expect(await accountState(deleted)).toMatchObject({ status: 'deleted', validated: false });
    // The right host still confirms (the failed attempts did not spend the token).
    expect((await post(`/api/users/validate/${raw}`, undefined)).status).toBe(200);
    expect(await accountState(account)).toMatchObject({ status: 'active', validated: true });
  });

  it('answers an unknown organisation clearly', async () => {
    const res = await post(`/api/users/validate/${'a'.repeat(43)}`, undefined, { host: 'nowhere.localhost' });
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).error.code).toBe('TENANT_NOT_FOUND');
  });

  it('limits how many confirmation emails a user may ask for', async () => {
    const account = await createAccount(s);
    const token = await tokenOf(account.email, account.password);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await s.gql(RESEND, { token });
      codes.push(res.body.errors?.[0]?.extensions?.code ?? 'ok');
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_ATTEMPTS']);
  });
});

describe('password reset', () => {
  const NEW_PASSWORD = 'a brand new passphrase';

  it('resets a password from the link in the email: old password refused, other sessions ended, link single use', async () => {
    const account = await createAccount(s, { status: 'active', validated: true });
    const elsewhere = await tokenOf(account.email, account.password);
    expect((await s.gql<Me>(ME, { token: elsewhere })).body.data?.isAuthenticated).toBe(true);

    const asked = await post('/api/users/sendresetpassword', { email: account.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true });
    const received = await mail.take(account.email);
    expect(received.subject).toBe('Reset your password');
    expect(received.text).toContain('expires in one hour');
    const link = linkIn(received, '/reset/');
    expect(link.host).toBe(`demo.localhost:${s.port}`);
    const token = link.pathname.slice('/reset/'.length);

    const done = await post('/api/users/resetpassword', { token, newPassword: NEW_PASSWORD }, { host: link.hostname });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ ok: true });

    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await s.gql<Me>(ME, { token: elsewhere })).body.data?.isAuthenticated).toBe(false);

    const reused = await post('/api/users/resetpassword', { token, newPassword: 'yet another passphrase' });
    expect(reused.status).toBe(400);
    expect((reused.body as ErrorBody).error.code).toBe('INVALID_TOKEN');
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one, in similar time, and sends nothing', async () => {
    const account = await createAccount(s, { status: 'active', validated: true });
    const unknown = `nobody.${Date.now()}@lakeside.example`;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/users/sendresetpassword', { email });
      return { res, ms: performance.now() - started };
    };
    const known = [await timed(account.email), await timed(account.email)];
    const none = [await timed(unknown), await timed(unknown)];
    for (const r of [...known, ...none]) {
      expect(r.res.status).toBe(200);
      expect(r.res.text).toBe(known[0]!.res.text);
    }
    // The email is sent after the answer, so the answer's time does not depend on it.
    const slowest = Math.max(...[...known, ...none].map((r) => r.ms));
    expect(slowest).toBeLessThan(1000);
    await mail.take(account.email);
    await mail.take(account.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.messages.some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it('sends nothing for an address of another organisation or a deleted account', async () => {
    const deleted = await createAccount(s, { status: 'deleted', validated: true });
    const atNorthstar = await post('/api/users/sendresetpassword', { email: MAYA }, { host: 'northstar.localhost' });
    expect(atNorthstar.body).toEqual({ ok: true });
    expect((await post('/api/users/sendresetpassword', { email: deleted.email })).body).toEqual({ ok: true });
    // A marker sent afterwards arrives; nothing before it went to those two addresses.
    const marker = await createAccount(s, { status: 'active', validated: true });
    await post('/api/users/sendresetpassword', { email: marker.email });
    await mail.take(marker.email);
    expect(mail.messages.some((m) => m.envelopeTo.includes(deleted.email))).toBe(false);
    expect(mail.messages.some((m) => m.envelopeTo.includes(MAYA) && m.subject === 'Reset your password')).toBe(false);
  });

  it('keeps the link usable when the new password breaks the rule, and says the rule', async () => {
    const account = await createAccount(s, { status: 'active', validated: true });
    const raw = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    const before = await accountState(account);
    for (const newPassword of ['short', '123456789', 'x'.repeat(1025)]) {
      const res = await post('/api/users/resetpassword', { token: raw, newPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The password must be at least 10 characters long (at most 1024).',
          details: { fields: ['newPassword'] },
        },
      });
    }
    expect((await accountState(account)).passwordHash).toBe(before.passwordHash);
    expect((await post('/api/users/resetpassword', { token: raw, newPassword: '1234567890' })).status).toBe(200);
    expect((await login(account.email, '1234567890')).status).toBe(200);
  });

  it('refuses an expired link, one of another organisation and a confirmation link, changing nothing', async () => {
    const account = await createAccount(s, { status: 'active', validated: true });
    const before = await accountState(account);
    const expired = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    await account.tdb.update(
      accountTokens,
      { expiresAt: new Date(Date.now() - 1) },
      eq(accountTokens.userId, account.id),
    );
    const fresh = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    const confirmation = await issueAccountToken(account.tdb, account.id, 'confirm_email', 3600_000);
    const attempts = [
      await post('/api/users/resetpassword', { token: expired, newPassword: NEW_PASSWORD }),
      await post(
        '/api/users/resetpassword',
        { token: fresh, newPassword: NEW_PASSWORD },
        { host: 'northstar.localhost' },
      ),
      await post('/api/users/resetpassword', { token: confirmation, newPassword: NEW_PASSWORD }),
      await post('/api/users/resetpassword', { token: 'not-a-token', newPassword: NEW_PASSWORD }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('INVALID_TOKEN');
    }
    expect(await accountState(account)).toEqual(before);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('uses one reset link only: the others of the same user stop working', async () => {
    const account = await createAccount(s, { status: 'active', validated: true });
    const first = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    const second = await issueAccountToken(account.tdb, account.id, 'reset_password', 3600_000);
    expect((await post('/api/users/resetpassword', { token: second, newPassword: NEW_PASSWORD })).status).toBe(200);
    const stale = await post('/api/users/resetpassword', { token: first, newPassword: 'someone else typed this' });
    expect((stale.body as ErrorBody).error.code).toBe('INVALID_TOKEN');
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers bad input with a clear error', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, 'just a string', [1]]) {
      const res = await post('/api/users/sendresetpassword', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [
      {},
      { token: 'x' },
      { newPassword: 'long enough password' },
      { token: 1, newPassword: [] },
      'string',
    ]) {
      const res = await post('/api/users/resetpassword', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    const nowhere = await post('/api/users/sendresetpassword', { email: MAYA }, { host: 'nowhere.localhost' });
    expect(nowhere.status).toBe(404);
    expect((nowhere.body as ErrorBody).error.code).toBe('TENANT_NOT_FOUND');
  });

  it('limits reset requests per client address and failed links per address', async () => {
    const ip = '10.200.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await post('/api/users/sendresetpassword', { email: `guess${i}@lakeside.example` }, { ip })).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);

    const other = '10.200.0.2';
    const failures: number[] = [];
    for (let i = 0; i < 21; i++)
      failures.push((await post(`/api/users/validate/${'b'.repeat(43)}`, undefined, { ip: other })).status);
    expect(failures.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(failures[20]).toBe(429);
  });
});

describe('the tenant scope of tokens', () => {
  it('keeps each organisation’s tokens to itself', async () => {
    const north = await createAccount(s, { tenant: 'northstar' });
    const raw = await issueAccountToken(north.tdb, north.id, 'confirm_email', 3600_000);
    const demoTdb = await tenantDbOf(s, 'demo');
    const seenFromDemo = await demoTdb
      .select()
      .from(accountTokens)
      .where(demoTdb.where(accountTokens, eq(accountTokens.userId, north.id)));
    expect(seenFromDemo).toEqual([]);
    expect((await post(`/api/users/validate/${raw}`, undefined, { host: 'demo.localhost' })).status).toBe(400);
    expect((await post(`/api/users/validate/${raw}`, undefined, { host: 'northstar.localhost' })).status).toBe(200);
  });
});
