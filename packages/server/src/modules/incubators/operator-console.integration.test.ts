// The operator console's API and the self-service sign-up of organisations (issue 17 item 0), on the running server
// (PGlite, or PostgreSQL when TEST_DATABASE_URL is set): operators sign in on the console's host only, with tokens
// worthless elsewhere; tenant users and tenant hosts are refused; the console creates, renames, suspends, resumes and
// deletes organisations through the CLI's service with clear refusals; the sign-up is refused until an operator turns
// it on, then creates an organisation whose first administrator confirms their email and signs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { MAYA } from '../../../test/personas.ts';
import { addOperator } from './operators.service.ts';

const OPERATOR = 'ops@instance.example';
const PASSWORD = 'operator-passphrase-2026';
const CONSOLE = 'operator.localhost';
const SIGNUP = 'www.localhost';

let s: TestServer;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  await addOperator(s.running.services.database, OPERATOR, PASSWORD);
}, 120_000);
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

type ErrorBody = { error: { code: string; details?: { reason?: string } } };

async function call<B = Record<string, unknown>>(
  method: string,
  path: string,
  opts: { host?: string; token?: string; body?: unknown } = {},
) {
  return s.http({
    method,
    path,
    host: opts.host ?? CONSOLE,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  }) as Promise<{ status: number; text: string; body: B }>;
}

const reasonOf = (res: { body: unknown }) =>
  (res.body as ErrorBody).error.details?.reason ?? (res.body as ErrorBody).error.code;

async function signIn(): Promise<string> {
  const res = await call<{ token: string }>('POST', '/api/operator/sign-in', {
    body: { email: OPERATOR, password: PASSWORD },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.token;
}

describe('the operator console', () => {
  it('signs an operator in on the console host only, and their token nowhere else', async () => {
    const token = await signIn();
    expect((await call('GET', '/api/operator/me', { token })).body).toEqual({ operator: { email: OPERATOR } });
    const wrong = await call('POST', '/api/operator/sign-in', {
      body: { email: OPERATOR, password: 'wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    // On an organisation's host: the console's routes refuse, and the token is no tenant's.
    const onTenant = await call('GET', '/api/operator/organisations', { host: 'demo.localhost', token });
    expect(onTenant.status).toBe(403);
    expect(reasonOf(onTenant)).toBe('consoleHostOnly');
    const signInOnTenant = await call('POST', '/api/operator/sign-in', {
      host: 'demo.localhost',
      body: { email: OPERATOR, password: PASSWORD },
    });
    expect(signInOnTenant.status).toBe(403);
    // The console's token is no tenant's: the organisation answers as to nobody.
    const gql = await s.gql<{ currentUser: unknown }>('{ currentUser { _id } }', { host: 'demo.localhost', token });
    expect(gql.body.data?.currentUser ?? null).toBeNull();
    // Signing out ends the session.
    await call('POST', '/api/operator/sign-out', { token });
    expect((await call('GET', '/api/operator/me', { token })).status).toBe(401);
  });

  it('refuses a tenant user: their credentials and their token', async () => {
    const tenantToken = await s.login(MAYA);
    expect((await call('GET', '/api/operator/organisations', { token: tenantToken })).status).toBe(401);
    const res = await call('POST', '/api/operator/sign-in', { body: { email: MAYA, password: 'ascent-demo-2026' } });
    expect(res.status).toBe(401);
    expect((await call('GET', '/api/operator/organisations')).status).toBe(401);
  });

  it('creates, renames, suspends, resumes and deletes an organisation, refusing bad input', async () => {
    const token = await signIn();
    const base = {
      label: 'orbit',
      name: 'Orbit Ventures',
      plan: 'Growth',
      language: 'fr',
      timezone: 'Europe/Paris',
      adminEmail: 'nadia@orbit.example',
      adminFirstName: 'Nadia',
    };
    for (const [bad, reason] of [
      [{ label: 'Not A Label!' }, 'invalidLabel'],
      [{ label: 'operator' }, 'reservedLabel'],
      [{ label: 'www' }, 'reservedLabel'],
      [{ label: 'demo' }, 'labelTaken'],
      [{ plan: 'Platinum' }, 'unknownPlan'],
      [{ language: 'xx' }, 'unknownLanguage'],
      [{ timezone: 'Mars/Olympus' }, 'unknownTimezone'],
      [{ adminEmail: 'not-an-email' }, 'invalidEmail'],
      [{ name: '  ' }, 'invalidName'],
    ] as const) {
      const res = await call('POST', '/api/operator/organisations', { token, body: { ...base, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(reasonOf(res), JSON.stringify(bad)).toBe(reason);
    }
    type List = { organisations: { label: string; status: string; users: number; name: string }[] };
    const listed = async () => (await call<List>('GET', '/api/operator/organisations', { token })).body.organisations;
    expect((await listed()).map((o) => o.label)).not.toContain('orbit');

    const created = await call('POST', '/api/operator/organisations', { token, body: base });
    expect(created.status, created.text).toBe(200);
    const invitation = await mail.take('nadia@orbit.example', 30_000);
    expect(linkIn(invitation, '/acceptinvitation').host).toMatch(/^orbit\.localhost/);
    expect(await listed()).toContainEqual(
      expect.objectContaining({ label: 'orbit', status: 'active', plan: 'Growth' }),
    );
    expect((await listed()).find((o) => o.label === 'demo')!.users).toBeGreaterThan(3);

    const renamed = await call('PATCH', '/api/operator/organisations/orbit', { token, body: { name: 'Orbit Labs' } });
    expect(renamed.status).toBe(200);
    expect(reasonOf(await call('PATCH', '/api/operator/organisations/nowhere', { token, body: { name: 'X' } }))).toBe(
      'notFound',
    );

    expect((await call('POST', '/api/operator/organisations/orbit/suspend', { token })).status).toBe(200);
    const refused = await s.gql('{ publicIncubator { name } }', { host: 'orbit.localhost' });
    expect(JSON.stringify(refused.body)).toContain('TENANT_SUSPENDED');
    expect((await call('POST', '/api/operator/organisations/orbit/resume', { token })).status).toBe(200);
    const back = await s.gql<{ publicIncubator: { name: string } }>('{ publicIncubator { name } }', {
      host: 'orbit.localhost',
    });
    expect(back.body.data?.publicIncubator.name).toBe('Orbit Labs');

    const deleted = await call<{ exportPath: string }>('DELETE', '/api/operator/organisations/orbit', { token });
    expect(deleted.status).toBe(200);
    expect(existsSync(deleted.body.exportPath)).toBe(true);
    expect(await listed()).toContainEqual(expect.objectContaining({ label: 'orbit', status: 'deleted' }));
    expect(reasonOf(await call('DELETE', '/api/operator/organisations/orbit', { token }))).toBe('notFound');
  });
});

describe('the self-service sign-up of organisations', () => {
  const person = {
    organisationName: 'Harbour Studio',
    label: 'harbour',
    firstName: 'Iris',
    lastName: 'Moreau',
    email: 'iris@harbour.example',
    password: 'harbour-passphrase-2026',
  };

  it('is not offered until an operator turns it on, then creates the organisation and its first admin', async () => {
    expect((await call('GET', '/api/organisation-signup', { host: SIGNUP })).body).toEqual({ offered: false });
    const off = await call('POST', '/api/organisation-signup', { host: SIGNUP, body: person });
    expect(off.status).toBe(403);
    expect(reasonOf(off)).toBe('signUpNotOffered');
    // An organisation's host is not the sign-up's.
    expect(reasonOf(await call('GET', '/api/organisation-signup', { host: 'demo.localhost' }))).toBe('signUpHostOnly');

    const token = await signIn();
    const on = await call('PUT', '/api/operator/settings', { token, body: { organisationSignUp: true } });
    expect(on.body).toMatchObject({ settings: { organisationSignUp: true } });
    // A tenant's administrator cannot change it.
    const tenantToken = await s.login(MAYA);
    expect(
      (
        await call('PUT', '/api/operator/settings', {
          host: 'demo.localhost',
          token: tenantToken,
          body: { organisationSignUp: false },
        })
      ).status,
    ).toBe(403);

    for (const [bad, reason] of [
      [{ label: 'operator' }, 'reservedLabel'],
      [{ label: 'demo' }, 'labelTaken'],
      [{ label: '-bad-' }, 'invalidLabel'],
    ] as const) {
      const res = await call('POST', '/api/organisation-signup', { host: SIGNUP, body: { ...person, ...bad } });
      expect(reasonOf(res), JSON.stringify(bad)).toBe(reason);
    }
    const res = await call<{ label: string; signInUrl: string }>('POST', '/api/organisation-signup', {
      host: SIGNUP,
      body: person,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.signInUrl).toMatch(/^http:\/\/harbour\.localhost:\d+\/login$/);
    const confirmation = await mail.take(person.email, 30_000);
    expect(linkIn(confirmation, '/validate/').host).toMatch(/^harbour\.localhost/);
    const login = await s.http({
      method: 'POST',
      path: '/auth/local',
      host: 'harbour.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(login.status, login.text).toBe(200);
    expect((login.body as { user: { role: { type: string } } }).user.role.type).toBe('Admin');
  });
});
