import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../app/errors.ts';
import { LOGIN_ERRORS } from './loginErrors.ts';
import { LOGIN_ERROR_CODES, LoginError, requestLogin } from './loginRequest.ts';

const credentials = { email: 'a@b.example', password: 'secret', incubator: 'demo' };

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('requestLogin', () => {
  it('posts the credentials and the tenant slug, and returns the token', async () => {
    let sent: { url: string; init: RequestInit | undefined } | undefined;
    const user = { _id: 'u1', fullName: 'A B', email: 'a@b.example', role: { type: 'Staff', label: null } };
    const fetchImpl: typeof fetch = async (url, init) => {
      sent = { url: String(url), init };
      return new Response(JSON.stringify({ token: 't0k3n', user }), { status: 200 });
    };
    await expect(requestLogin(credentials, fetchImpl)).resolves.toEqual({ token: 't0k3n', user });
    expect(sent?.url).toBe('/auth/local');
    expect(sent?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual(credentials);
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [401, 'INVALID_CREDENTIALS'],
    [429, 'TOO_MANY_ATTEMPTS'],
  ])('turns a %i { error: { code } } answer into that code', async (status, code) => {
    const failure = await requestLogin(credentials, answering(status, { error: { code, message: 'm' } })).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(LoginError);
    expect((failure as LoginError).code).toBe(code);
  });

  it('reports unknown answers and network failures as such', async () => {
    const odd = await requestLogin(credentials, answering(500, { nope: true })).catch((e: unknown) => e);
    expect((odd as LoginError).code).toBe('UNKNOWN');
    const offline = await requestLogin(credentials, async () => {
      throw new TypeError('Failed to fetch');
    }).catch((e: unknown) => e);
    expect((offline as LoginError).code).toBe('NETWORK');
  });
});

// The key the sign-in page shows for a failure with this code.
const loginErrorMessageKey = (code: (typeof LOGIN_ERROR_CODES)[number]) => {
  const [text] = errorTexts(new LoginError(code, 'Whatever the server said'), LOGIN_ERRORS);
  return text && 'key' in text ? text.key : text?.text;
};

describe('loginErrorMessageKey', () => {
  it('has a message for every code', () => {
    for (const code of LOGIN_ERROR_CODES) expect(loginErrorMessageKey(code)).toMatch(/^auth\.errors\./);
  });
});
