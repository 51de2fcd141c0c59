import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, GRACE } from '../../../test/personas.ts';

describe('PUT /user', () => {
  let s: TestServer;
  const put = (body: unknown, token?: string, host = 'demo.localhost') =>
    s.http({
      method: 'PUT',
      path: '/user',
      host,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const me = async (token: string) =>
    (
      await s.gql<{
        currentUser: {
          firstName: string;
          headline: string | null;
          email: string;
          language: string | null;
          timezone: string | null;
          role: { type: string };
        };
      }>('{ currentUser { firstName headline email language timezone role { type } } }', { token })
    ).body.data!.currentUser;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    const res = await put({ firstName: 'Nobody' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'AUTHENTICATION_REQUIRED' } });
  });

  it("updates the caller's own profile and ignores what is not theirs to change", async () => {
    const token = await s.login(AISHA);
    const res = await put(
      {
        firstName: 'Aïsha',
        headline: 'CEO and co-founder, Tidepool',
        language: 'fr',
        timezone: 'Africa/Lagos',
        email: 'other@evil.example',
        role: { type: 'Admin' },
        status: 'active',
      },
      token,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Aïsha',
      fullName: 'Aïsha Bello',
      headline: 'CEO and co-founder, Tidepool',
      language: 'fr',
      timezone: 'Africa/Lagos',
    });
    expect(await me(token)).toMatchObject({
      firstName: 'Aïsha',
      email: AISHA,
      role: { type: 'Cofounder' },
    });
  });

  it('refuses bad values with a clear error and changes nothing', async () => {
    const token = await s.login(GRACE);
    const before = await me(token);
    for (const body of [
      { firstName: '' },
      { language: 'xx' },
      { timezone: 'Mars/Olympus' },
      { phone: 'call me maybe' },
      { headline: 'x'.repeat(201) },
      { firstName: 42 },
    ]) {
      const res = await put(body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await put({ language: 'xx' }, token)).body).toMatchObject({
      error: { message: 'Language is not a supported language' },
    });
    expect(await me(token)).toEqual(before);
  });

  it("does not accept another tenant's token", async () => {
    const north = await s.login(CLAIRE, 'northstar.localhost');
    expect((await put({ firstName: 'Claire' }, north, 'demo.localhost')).status).toBe(401);
  });
});
