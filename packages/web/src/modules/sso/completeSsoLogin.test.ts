import { describe, expect, it, vi } from 'vitest';
import { completeSsoLogin, completeSsoLoginOnce, SsoLoginError } from './completeSsoLogin.ts';

const ok = {
  token: 'ey.t',
  sessionId: 's1',
  connectionId: 'c1',
  returnTo: '/tasks',
  user: { _id: 'u', fullName: 'A B', email: 'a@b.example' },
};
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('completeSsoLogin', () => {
  it('posts code, state and iss, and answers the sign-in', async () => {
    const fetchImpl = vi.fn(async () => reply(200, ok));
    await expect(completeSsoLogin({ code: 'c', state: 's', iss: 'http://idp' }, fetchImpl)).resolves.toEqual(ok);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/auth/sso/callback',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: 'c', state: 's', iss: 'http://idp' }) }),
    );
  });

  it("reports the server's code, message and details", async () => {
    const fetchImpl = async () =>
      reply(403, {
        error: { code: 'SSO_NO_ACCOUNT', message: 'No account for this email in X', details: { email: 'a@b.example' } },
      });
    const error = await completeSsoLogin({ code: 'c', state: 's' }, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SsoLoginError);
    expect(error).toMatchObject({
      code: 'SSO_NO_ACCOUNT',
      message: 'No account for this email in X',
      details: { email: 'a@b.example' },
    });
  });

  it('reports a network failure and an answer that is not a sign-in', async () => {
    await expect(
      completeSsoLogin({ code: 'c', state: 's' }, async () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(
      completeSsoLogin({ code: 'c', state: 's' }, async () => new Response('<html>', { status: 502 })),
    ).rejects.toMatchObject({ code: 'UNKNOWN', message: 'HTTP 502' });
  });

  it('sends one request per state even when asked twice', async () => {
    const fetchImpl = vi.fn(async () => reply(200, ok));
    const [a, b] = await Promise.all([
      completeSsoLoginOnce({ code: 'c', state: 'once' }, fetchImpl),
      completeSsoLoginOnce({ code: 'c', state: 'once' }, fetchImpl),
    ]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await completeSsoLoginOnce({ state: 'once', endOldestSession: true }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
