import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isSsoProvider, safeReturnPath, ssoIssuerProblem } from './sso.ts';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/tasks?tab=mine')).toBe('/tasks?tab=mine');
    expect(safeReturnPath('/')).toBe('/');
  });
  it('refuses other sites, odd values and the sign-in pages', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'tasks',
      '',
      null,
      42,
      '/a\nb',
      '/login',
      '/login?redirect=/x',
      '/auth/callback?code=1',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});

describe('ssoIssuerProblem', () => {
  it('wants https, or http on this machine', () => {
    expect(ssoIssuerProblem('https://accounts.google.com')).toBeNull();
    expect(ssoIssuerProblem('https://login.example.com/realms/acme')).toBeNull();
    expect(ssoIssuerProblem('http://127.0.0.1:4000')).toBeNull();
    expect(ssoIssuerProblem('http://sso.localhost:4000')).toBeNull();
    expect(ssoIssuerProblem('http://idp.example.com')).toBe('insecure');
    expect(ssoIssuerProblem('ftp://idp.example.com')).toBe('invalid');
    expect(ssoIssuerProblem('not a url')).toBe('invalid');
    expect(ssoIssuerProblem('https://idp.example.com/?x=1')).toBe('invalid');
    expect(ssoIssuerProblem('https://idp.example.com#frag')).toBe('invalid');
    expect(ssoIssuerProblem('https://user:pw@idp.example.com')).toBe('invalid');
    expect(ssoIssuerProblem('http://[::1]:4000/realms/x')).toBeNull();
    expect(ssoIssuerProblem('http://127.0.0.1.evil.example')).toBe('insecure');
    expect(ssoIssuerProblem('HTTPS://Login.Example.com:8443/tenant/v2.0')).toBeNull();
  });
  it('knows loopback hosts', () => {
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
  });
});

describe('isSsoProvider', () => {
  it('accepts the known kinds only', () => {
    expect(isSsoProvider('google')).toBe(true);
    expect(isSsoProvider('generic')).toBe(true);
    expect(isSsoProvider('facebook')).toBe(false);
  });
});
