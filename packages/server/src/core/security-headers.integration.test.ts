// The security headers of core/security-headers.ts on the real server: the web app's Content-Security-Policy on its
// pages and files, a closed policy on the API, helmet's other headers, and HSTS only over TLS (PUBLIC_URL https, or
// a trusted proxy saying https).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type HttpResult, type TestServer } from '../../test/harness.ts';

// A stand-in for the web build: the policy depends on the path, not on what the files say.
let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'ascent-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(join(webDist, 'assets/app.js'), 'export {};');
  writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});");
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const header = (res: HttpResult, name: string) => {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The policy as a map of directive → sources. */
function csp(res: HttpResult): Map<string, string[]> {
  const value = header(res, 'content-security-policy');
  expect(value, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const GQL = {
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  body: JSON.stringify({ query: '{ isAuthenticated }' }),
};

describe('security headers over plain http', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({}, { webDist });
  });
  afterAll(() => s?.close());

  it('gives the web app its policy: own scripts only, inline styles, own and data: images, its own WebSocket', async () => {
    for (const path of ['/', '/login', '/auth/callback?code=x&state=y', '/index.html', '/sw.js', '/assets/app.js']) {
      const res = await s.http({ path });
      expect(res.status, path).toBe(200);
      const policy = csp(res);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(policy.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), path).toEqual(["'self'", 'data:']);
      expect(policy.get('connect-src'), path).toEqual(["'self'", `ws://demo.localhost`, `wss://demo.localhost`]);
      expect(policy.get('worker-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      // Over plain http, upgrading the page's requests would break them.
      expect(policy.has('upgrade-insecure-requests'), path).toBe(false);
    }
  });

  it('names the WebSocket of the host the browser used, port included, and nothing of a malformed host', async () => {
    const res = await s.http({ path: '/', host: `northstar.localhost:${s.port}` });
    expect(csp(res).get('connect-src')).toEqual([
      "'self'",
      `ws://northstar.localhost:${s.port}`,
      `wss://northstar.localhost:${s.port}`,
    ]);
    const odd = await s.http({ path: '/', host: 'demo.localhost:80:80' });
    expect(csp(odd).get('connect-src')).toEqual(["'self'"]);
  });

  it('closes the API: nothing may load, only this origin may frame it', async () => {
    for (const res of [
      await s.http(GQL),
      await s.http({ path: '/healthz' }),
      await s.http({ path: '/api/nothing-here' }),
      await s.http({ path: '/auth/url' }),
    ]) {
      const policy = csp(res);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'none'"]);
      expect(policy.has('script-src')).toBe(false);
    }
  });

  it('sends nosniff, SAMEORIGIN framing, the referrer policy, same-origin CORP/COOP, no COEP, and the request id', async () => {
    for (const res of [await s.http({ path: '/' }), await s.http(GQL), await s.http({ path: '/api/nothing-here' })]) {
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(header(res, 'x-frame-options')).toBe('SAMEORIGIN');
      expect(header(res, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header(res, 'cross-origin-resource-policy')).toBe('same-origin');
      expect(header(res, 'cross-origin-opener-policy')).toBe('same-origin');
      expect(header(res, 'cross-origin-embedder-policy')).toBeUndefined();
      expect(header(res, 'x-request-id')).toMatch(/^[\w.-]+$/);
    }
  });

  it('sends no HSTS over plain http, nor when an untrusted client claims https', async () => {
    expect(header(await s.http({ path: '/' }), 'strict-transport-security')).toBeUndefined();
    const claimed = await s.http({ path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(header(claimed, 'strict-transport-security')).toBeUndefined();
    expect(csp(claimed).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('HSTS when PUBLIC_URL is https', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ PUBLIC_URL: 'https://programmes.example.org' }, { webDist });
  });
  afterAll(() => s?.close());

  it('sends HSTS on pages and API answers, and upgrades the page’s requests', async () => {
    for (const res of [await s.http({ path: '/' }), await s.http(GQL), await s.http({ path: '/healthz' })]) {
      expect(header(res, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    expect(csp(await s.http({ path: '/' })).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('HSTS behind a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: '1' }, { webDist });
  });
  afterAll(() => s?.close());

  it('sends HSTS when the proxy forwarded https, not when it forwarded http', async () => {
    const https = await s.http({
      path: '/',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'acme.programmes.example.org' },
    });
    expect(header(https, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The page's WebSocket is at the host the browser used, which the proxy forwarded.
    expect(csp(https).get('connect-src')).toEqual([
      "'self'",
      'ws://acme.programmes.example.org',
      'wss://acme.programmes.example.org',
    ]);
    expect(csp(https).has('upgrade-insecure-requests')).toBe(true);
    expect(header(await s.http(GQL), 'strict-transport-security')).toBeUndefined();
    expect(
      header(
        await s.http({ ...GQL, headers: { ...GQL.headers, 'x-forwarded-proto': 'https' } }),
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000; includeSubDomains');
    expect(
      header(await s.http({ path: '/', headers: { 'x-forwarded-proto': 'http' } }), 'strict-transport-security'),
    ).toBeUndefined();
  });
});
