import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { CLAIRE, HANNAH, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';

const json = { 'content-type': 'application/json' };
const ME =
  '{ isAuthenticated currentUser { _id fullName email role { type label } incubator { _id } startups { name people { fullName } programs { name } } } }';
type Me = {
  isAuthenticated: boolean;
  currentUser: null | {
    _id: string;
    fullName: string;
    role: { type: string; label: string };
    startups: { name: string; people: { fullName: string }[]; programs: { name: string }[] }[];
  };
};

describe('local sign-in', () => {
  let s: TestServer;
  const post = (body: unknown, host = 'demo.localhost', headers: Record<string, string> = {}) =>
    s.http({ method: 'POST', path: '/auth/local', host, headers: { ...json, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication: a signed-out caller has no current user', async () => {
    const res = await s.gql<Me>(ME);
    expect(res.body.data).toEqual({ isAuthenticated: false, currentUser: null });
  });

  it('signs a user in and answers the current user with their startups', async () => {
    const res = await post({ email: 'Aisha.Bello@lakeside.example', password: DEMO_PASSWORD, incubator: 'demo' });
    expect(res.status).toBe(200);
    const { token, user } = res.body as { token: string; user: { fullName: string; role: { type: string } } };
    expect(user).toMatchObject({ fullName: 'Aisha Bello', role: { type: 'Cofounder' } });
    const me = await s.gql<Me>(ME, { token });
    expect(me.body.data?.isAuthenticated).toBe(true);
    expect(me.body.data?.currentUser).toMatchObject({
      fullName: 'Aisha Bello',
      role: { type: 'Cofounder', label: 'Co/Founder' },
    });
    expect(me.body.data?.currentUser?.startups).toEqual([
      {
        name: 'Tidepool Analytics',
        people: [{ fullName: 'Aisha Bello' }, { fullName: 'Marco Rossi' }],
        programs: [{ name: 'Climate Tech Track' }, { name: 'Spring 2026 Cohort' }],
      },
    ]);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await post({ email: MAYA, password: 'not-the-password' }, 'demo.localhost', {});
    const unknown = await post(
      { email: 'nobody@lakeside.example', password: 'not-the-password' },
      'demo.localhost',
      {},
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
    });
  });

  it('does not let a user of one tenant sign in at another', async () => {
    const res = await post({ email: CLAIRE, password: DEMO_PASSWORD }, 'demo.localhost');
    expect(res.status).toBe(401);
    const named = await post({ email: MAYA, password: DEMO_PASSWORD, incubator: 'northstar' }, 'demo.localhost');
    expect(named.status).toBe(403);
  });

  it('refuses a token of another tenant', async () => {
    const northToken = await s.login(CLAIRE, 'northstar.localhost');
    const atNorth = await s.gql<Me>('{ isAuthenticated }', { host: 'northstar.localhost', token: northToken });
    expect(atNorth.body.data?.isAuthenticated).toBe(true);
    const atDemo = await s.gql<Me>('{ isAuthenticated currentUser { _id } }', {
      host: 'demo.localhost',
      token: northToken,
    });
    expect(atDemo.body.data).toEqual({ isAuthenticated: false, currentUser: null });
  });

  it('refuses tokens with another algorithm, a wrong secret or an expiry in the past', async () => {
    const good = await s.login(MAYA);
    const [header, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      exp: Math.floor(Date.now() / 1000) - 60,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('integration-test-secret-integration-test-secret'));
    for (const token of [none, forged, expired, `${header}.${payload}.tampered`]) {
      const res = await s.gql<Me>('{ isAuthenticated }', { token });
      expect(res.body.data?.isAuthenticated).toBe(false);
    }
  });

  it('answers bad input with a clear error and no token', async () => {
    for (const body of [{}, { email: 'x' }, { email: MAYA }, { email: 42, password: [] }, 'just a string']) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
      expect(res.text).not.toMatch(/token/);
    }
  });

  it('answers an unknown tenant clearly', async () => {
    const res = await post({ email: MAYA, password: DEMO_PASSWORD }, 'nowhere.localhost');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'TENANT_NOT_FOUND' } });
  });
});

describe('sign-in throttling (behind a trusted proxy, so each test chooses its client address)', () => {
  let s: TestServer;
  const post = (body: unknown, ip: string) =>
    s.http({
      method: 'POST',
      path: '/auth/local',
      headers: { ...json, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => s.close());

  it('allows 10 failed attempts a minute per account, then answers 429 even for the right password', async () => {
    const email = PRIYA;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post({ email, password: 'wrong-' + i }, `10.1.0.${i}`)).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    const blocked = await post({ email, password: DEMO_PASSWORD }, '10.1.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please wait a minute and try again.' },
    });
    // Other accounts are not affected.
    expect((await post({ email: LUCAS, password: DEMO_PASSWORD }, '10.1.1.2')).status).toBe(200);
  });

  it('allows 10 failed attempts a minute per address across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await post({ email: `guess${i}@lakeside.example`, password: 'x' }, '10.2.0.1')).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    expect((await post({ email: HANNAH, password: DEMO_PASSWORD }, '10.2.0.1')).status).toBe(429);
    expect((await post({ email: HANNAH, password: DEMO_PASSWORD }, '10.2.0.2')).status).toBe(200);
  });
});
