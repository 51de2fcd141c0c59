// The throttles of core/rate-limit.ts on the real server: the API throttle on POST /graphql (lowered here; the test
// harness raises it out of the way), Retry-After on every 429, a successful sign-in resetting the account's count,
// and — with TEST_DATABASE_URL and TEST_REDIS_URL — two server processes sharing one sign-in allowance through Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunTwoInstances, startTwoInstances, type TwoInstances } from '../../test/processes.ts';
import { randomBytes } from 'node:crypto';
import { sendHttp, startTestServer, DEMO_PASSWORD, type HttpResult, type TestServer } from '../../test/harness.ts';
import { AISHA, HANNAH, LUCAS, MAYA, PRIYA } from '../../test/personas.ts';

const json = { 'content-type': 'application/json' };
const QUERY = { query: '{ isAuthenticated }' };
type GqlErrors = { errors?: { extensions?: { code?: string } }[] };

/** Retry-After in whole seconds, within the window. */
function expectRetryAfter(res: HttpResult, maxSeconds = 60): void {
  const value = res.headers['retry-after'];
  expect(value, `Retry-After on ${res.status} ${res.text}`).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  expect(Number(value)).toBeLessThanOrEqual(maxSeconds);
}

const randomIp = () => `10.${[0, 0, 0].map(() => (randomBytes(1)[0]! % 250) + 1).join('.')}`;

describe('the API throttle (POST /graphql), lowered to 5 a minute', () => {
  let s: TestServer;
  const gql = (headers: Record<string, string> = {}) =>
    s.http({
      method: 'POST',
      path: '/graphql',
      headers: { ...json, 'apollo-require-preflight': 'true', ...headers },
      body: JSON.stringify(QUERY),
    });

  beforeAll(async () => {
    s = await startTestServer({ RATE_LIMIT_API_PER_MINUTE: '5' });
  });
  afterAll(() => s?.close());

  it('answers 429 with Retry-After and a GraphQL error beyond the allowance, per signed-in user or per address', async () => {
    const token = await s.login(AISHA);
    const other = await s.login(MAYA);
    const signedOut: number[] = [];
    for (let i = 0; i < 6; i++) signedOut.push((await gql()).status);
    expect(signedOut).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await gql();
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect((refused.body as GqlErrors).errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    // The refusal still carries the security headers.
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");

    // A signed-in user has an allowance of their own, though their address has used its up.
    const signedIn: number[] = [];
    for (let i = 0; i < 6; i++) signedIn.push((await gql({ authorization: `Bearer ${token}` })).status);
    expect(signedIn).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await gql({ authorization: `Bearer ${other}` })).status).toBe(200);
    // A forged token is no way around it: it counts as the address.
    expect((await gql({ authorization: `Bearer ${token.slice(0, -4)}AAAA` })).status).toBe(429);
    // Other routes are not throttled by it.
    expect((await s.http({ path: '/healthz' })).status).toBe(200);
  });
});

describe('Retry-After and the sign-in reset (behind a trusted proxy: each test chooses its client address)', () => {
  let s: TestServer;
  const post = (path: string, body: unknown, ip: string) =>
    s.http({
      method: 'POST',
      path,
      headers: { ...(body === undefined ? {} : json), 'x-forwarded-for': ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => s?.close());

  it('sends Retry-After with every 429: sign-in per account and per address, reset requests, failed links, sign-on', async () => {
    const refusals: HttpResult[] = [];
    const until429 = async (send: (i: number) => Promise<HttpResult>) => {
      for (let i = 0; i < 30; i++) {
        const res = await send(i);
        if (res.status === 429) return refusals.push(res);
      }
      throw new Error('no 429 within 30 requests');
    };
    await until429((i) => post('/auth/local', { email: PRIYA, password: `wrong-${i}` }, randomIp()));
    const address = randomIp();
    await until429((i) => post('/auth/local', { email: `guess${i}@lakeside.example`, password: 'x' }, address));
    const resetAddress = randomIp();
    await until429((i) => post('/api/users/sendresetpassword', { email: `guess${i}@lakeside.example` }, resetAddress));
    const linkAddress = randomIp();
    await until429(() => post(`/api/users/validate/${'b'.repeat(43)}`, undefined, linkAddress));
    const ssoAddress = randomIp();
    await until429(() => post('/auth/sso/callback', { state: 'no-such-state', code: 'no-such-code' }, ssoAddress));
    expect(refusals).toHaveLength(5);
    for (const res of refusals) {
      expect((res.body as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS');
      expectRetryAfter(res);
    }
  });

  it('counts an account’s failures since its last successful sign-in', async () => {
    const email = LUCAS;
    const fail = () => post('/auth/local', { email, password: 'wrong' }, randomIp());
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
    expect((await post('/auth/local', { email, password: DEMO_PASSWORD }, randomIp())).status).toBe(200);
    // Ten more failures are allowed again, then the eleventh is refused.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await fail()).status);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });
});

// Two server processes on one PostgreSQL database and one Redis (test/processes.ts, startTwoInstances).
describe.skipIf(!canRunTwoInstances)('one sign-in allowance across two instances sharing Redis', () => {
  let a: TestServer;
  let b: TwoInstances['b'];
  let instances: TwoInstances;
  // Alternate the instances: A, B, A, B…
  const signIn = (i: number, email: string, password: string, ip: string) =>
    (i % 2 === 0 ? a.http.bind(a) : (o: Parameters<TestServer['http']>[0]) => sendHttp(b.port, o))({
      method: 'POST',
      path: '/auth/local',
      headers: { ...json, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });

  beforeAll(async () => {
    instances = await startTwoInstances({ TRUST_PROXY: '1' }, { JOBS: 'false' });
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  it('counts an account’s failed attempts on both instances together', async () => {
    // A fresh address per run: Redis outlives the test, and another run may have used the same key within the minute.
    const email = `nobody-${randomBytes(6).toString('hex')}@lakeside.example`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn(i, email, 'wrong', randomIp())).status);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const onA = await signIn(0, email, 'wrong', randomIp());
    expect(onA.status).toBe(429);
    expectRetryAfter(onA);
  });

  it('counts an address’s failed attempts on both instances together', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await signIn(i, `guess-${randomBytes(4).toString('hex')}@lakeside.example`, 'x', ip)).status);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('resets an account’s count on both instances when it signs in on one', async () => {
    const email = HANNAH;
    // Nine failures on A, a success on B: A's next ten failures are allowed again, the eleventh is not.
    for (let i = 0; i < 9; i++) expect((await signIn(0, email, 'wrong', randomIp())).status).toBe(401);
    expect((await signIn(1, email, DEMO_PASSWORD, randomIp())).status).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn(0, email, 'wrong', randomIp())).status);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });
});
