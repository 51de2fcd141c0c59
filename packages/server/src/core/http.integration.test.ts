import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, sendHttp, type TestServer } from '../../test/harness.ts';
import { createRunning } from '../server.ts';

const json = { 'content-type': 'application/json' };

describe('HTTP entry points', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('GET /healthz checks the database', async () => {
    const res = await s.http({ path: '/healthz' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const given = await s.http({ path: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const bad = await s.http({ path: '/healthz', headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(bad.headers['x-request-id']).not.toBe('no spaces <allowed>');
  });

  it('accepts the Apollo-Require-Preflight header on POST /graphql', async () => {
    const res = await s.gql<{ isAuthenticated: boolean }>('{ isAuthenticated }');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isAuthenticated: false });
  });

  it('refuses a text/plain body (CSRF-prone) with a GraphQL error', async () => {
    const res = await s.http({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ isAuthenticated }' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a mutation sent by GET', async () => {
    const res = await s.http({
      path: '/graphql?query=' + encodeURIComponent('mutation { logoutOtherSessions }'),
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('refuses a GET query without a preflight header', async () => {
    const res = await s.http({ path: '/graphql?query=' + encodeURIComponent('{ isAuthenticated }') });
    expect(res.status).toBe(400);
  });

  it('answers malformed JSON with 400 and a GraphQL error body, never a stack trace', async () => {
    const res = await s.http({ method: 'POST', path: '/graphql', headers: json, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    expect(res.text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('answers malformed GraphQL with 400 and the syntax error', async () => {
    const res = await s.gql('{ isAuthenticated ');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(res.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers an oversize body with 413', async () => {
    const res = await s.http({
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: '{ isAuthenticated }', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await s.http({ path: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers REST bad input with a clear error', async () => {
    const res = await s.http({ method: 'POST', path: '/auth/local', headers: json, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });

  it('keeps introspection and suggestions outside production', async () => {
    const res = await s.gql('{ __schema { queryType { name } } }');
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await s.gql('{ isAuthenticatd }');
    expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});

describe('in production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => s.close());

  it('refuses introspection', async () => {
    const res = await s.gql('{ __schema { queryType { name } } }');
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const res = await s.gql('{ isAuthenticatd }');
    expect(res.body.errors?.[0]?.message).toBe('Cannot query field "isAuthenticatd" on type "Query".');
  });

  it('limits aliases with a clear validation error', async () => {
    const ok = await s.gql(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: isAuthenticated`).join(' ')} }`);
    expect(ok.body.errors).toBeUndefined();
    const many = await s.gql(`{ ${Array.from({ length: 20 }, (_, i) => `a${i}: isAuthenticated`).join(' ')} }`);
    expect(many.status).toBe(400);
    expect(many.body.data).toBeNull();
    expect(many.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });
});

describe('serving the web app', () => {
  it('serves index.html for unknown browser paths and assets as files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ascent-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const dataDir = mkdtempSync(join(tmpdir(), 'ascent-test-'));
    const running = await createRunning(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, SECRET: 'x'.repeat(40) },
      { webDist: dist },
    );
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (running.app.server.address() as { port: number }).port;
    try {
      const page = await sendHttp(port, { path: '/some/client/route?x=1' });
      expect(page.status).toBe(200);
      expect(page.text).toContain('app shell');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await sendHttp(port, { path: '/assets/app.js' });
      expect(asset.text).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await sendHttp(port, { path: '/api/unknown' });
      expect(api.status).toBe(404);
      expect(api.text).not.toContain('app shell');
    } finally {
      await running.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
