// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AccountRequestError, confirmEmail, requestPasswordReset, resetPassword } from './accountsRequest.ts';

function fakeFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('accounts requests', () => {
  it('confirms with a bodiless POST to the token path', async () => {
    const f = fakeFetch(200, '{"ok":true}');
    await confirmEmail('abc_DEF-123', f.impl);
    expect(f.calls[0]!.url).toBe('/api/users/validate/abc_DEF-123');
    expect(f.calls[0]!.init.method).toBe('POST');
    expect(f.calls[0]!.init.body).toBeUndefined();
    expect((f.calls[0]!.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends the documented payloads', async () => {
    const f = fakeFetch(200, '{"ok":true}');
    await requestPasswordReset('ada@example.org', f.impl);
    await resetPassword('tok', 'a long new password', f.impl);
    expect(JSON.parse(f.calls[0]!.init.body as string)).toEqual({ email: 'ada@example.org' });
    expect(JSON.parse(f.calls[1]!.init.body as string)).toEqual({ token: 'tok', newPassword: 'a long new password' });
  });

  it('throws the server code, or UNKNOWN with the response text, or NETWORK', async () => {
    await expect(
      resetPassword(
        't',
        'p',
        fakeFetch(400, '{"error":{"code":"INVALID_TOKEN","message":"This link is invalid"}}').impl,
      ),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This link is invalid',
    });
    await expect(confirmEmail('t', fakeFetch(502, 'Bad gateway').impl)).rejects.toMatchObject({
      code: 'UNKNOWN',
      message: 'Bad gateway',
    });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await requestPasswordReset('a@b.c', failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountRequestError);
    expect(error).toMatchObject({ code: 'NETWORK' });
  });
});
