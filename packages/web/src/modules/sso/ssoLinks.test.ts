import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSsoConnection, ssoLoginUrl, ssoLogoutUrl, takeSsoConnection, wantsLocalLogin } from './ssoLinks.ts';

describe('single sign-on links', () => {
  it('starts at /auth/url with the connection and a same-site return path', () => {
    expect(ssoLoginUrl('c1', '/tasks?tab=mine')).toBe('/auth/url?connection=c1&returnTo=%2Ftasks%3Ftab%3Dmine');
    expect(ssoLoginUrl('c1', 'https://evil.example')).toBe('/auth/url?connection=c1&returnTo=%2F');
    expect(ssoLoginUrl('c1')).toBe('/auth/url?connection=c1&returnTo=%2F');
  });
  it('signs out through /auth/logout', () => {
    expect(ssoLogoutUrl('c1')).toBe('/auth/logout?connection=c1');
  });
  it('knows /login?local', () => {
    expect(wantsLocalLogin('?local')).toBe(true);
    expect(wantsLocalLogin('?redirect=%2F&local=1')).toBe(true);
    expect(wantsLocalLogin('?redirect=%2Flocal')).toBe(false);
  });
});

describe('the remembered connection', () => {
  beforeEach(() => {
    // Unit tests run in Node: a minimal localStorage.
    const store = new Map<string, string>();
    const localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    Object.assign(globalThis, { window: { localStorage } });
  });
  it('is read once at sign-out', () => {
    rememberSsoConnection('c1');
    expect(takeSsoConnection()).toBe('c1');
    expect(takeSsoConnection()).toBeNull();
  });
});
