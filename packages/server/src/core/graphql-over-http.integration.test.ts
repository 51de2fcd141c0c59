// /graphql against the GraphQL-over-HTTP specification (core/graphql/graphql-over-http.ts): graphql-http's
// server audits on the real server, then standard clients (graphql-request, urql, curl) as users run them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serverAudits } from 'graphql-http';
import { ClientError, GraphQLClient } from 'graphql-request';
import { Client, fetchExchange } from '@urql/core';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SUBSCRIPTION_OVER_HTTP_MESSAGE } from './graphql/graphql-over-http.ts';
import { MAYA } from '../../test/personas.ts';

const run = promisify(execFile);

const PUBLIC_QUERY = '{ publicIncubator { slug name } }';
const SIGNED_IN_QUERY = '{ currentUser { email } }';
/** Refused to a caller who is not signed in: a resolver error, so a GraphQL response with data null (200). */
const NEEDS_SIGN_IN = '{ currentUserPermissions { key } }';
const GQL = 'application/graphql-response+json; charset=utf-8';
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * The SHOULDs and MAYs of graphql-http's audit that /graphql deliberately does not follow (every MUST passes).
 * If one of these starts to pass, the test says so: take it off the list.
 */
const NOT_FOLLOWED: Record<string, string> = {
  // CSRF prevention: a GET needs a preflight-forcing header (Apollo-Require-Preflight...), which the audit's bare
  // GETs do not send. A GET with the header is served (see "GET queries" below). Accept is no such header: it is
  // CORS-safelisted, so a page of any origin can send it without a preflight.
  '5A70': 'GET without a preflight-forcing header is refused (CSRF)',
  D6D5: 'GET without a preflight-forcing header is refused (CSRF)',
  '6A70': 'GET without a preflight-forcing header is refused (CSRF)',
  // Every /graphql error body keeps the platform's shape { data: null, errors } (docs/architecture.md, "Errors"),
  // which clients and the existing tests read; dropping `data` on request errors is a SHOULD left for later.
  D586: 'error bodies keep "data": null on a document that does not parse',
  '5E5B': 'error bodies keep "data": null on a document that does not validate',
};

let s: TestServer;
let url = '';
beforeAll(async () => {
  s = await startTestServer();
  // 127.0.0.1 is the default tenant (demo), as a client on the machine would call it.
  url = `http://127.0.0.1:${s.port}/graphql`;
});
afterAll(() => s.close());

describe('graphql-http server audits', () => {
  for (const audit of serverAudits({ url: () => url })) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      const reason = result.status === 'ok' ? '' : result.reason;
      if (audit.id in NOT_FOLLOWED) {
        expect(audit.name.startsWith('MUST'), 'a MUST cannot be left out').toBe(false);
        expect(result.status, `${audit.id} passes now: take it off NOT_FOLLOWED`).not.toBe('ok');
      } else {
        expect(result.status, reason).toBe('ok');
      }
    });
  }
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  return s.http({
    method: 'POST',
    path: '/graphql',
    host: '127.0.0.1',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const errorsOf = (res: { body: unknown }) =>
  (res.body as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];

describe('media types and status codes', () => {
  it('answers application/graphql-response+json by default and to Apollo, application/json to */* and to legacy clients', async () => {
    const none = await post({ query: '{ __typename }' });
    expect([none.status, none.headers['content-type']]).toEqual([200, GQL]);
    const apollo = await post(
      { query: '{ __typename }' },
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    );
    expect(apollo.headers['content-type']).toBe(GQL);
    const legacy = await post({ query: '{ __typename }' }, { accept: 'application/json' });
    expect(legacy.headers['content-type']).toBe(JSON_UTF8);
    const any = await post({ query: '{ __typename }' }, { accept: '*/*' });
    expect(any.headers['content-type']).toBe(JSON_UTF8);
    expect(any.headers.vary).toMatch(/accept/i);
  });

  it('answers 406 when it can answer in no acceptable media type', async () => {
    const res = await post({ query: '{ __typename }' }, { accept: 'application/xml' });
    expect(res.status).toBe(406);
    expect(errorsOf(res)[0]?.message).toMatch(/Not acceptable/);
  });

  it('answers a document that does not validate 400 in graphql-response+json, 200 in application/json', async () => {
    const strict = await post({ query: '{ nope }' }, { accept: 'application/graphql-response+json' });
    expect(strict.status).toBe(400);
    expect(errorsOf(strict)[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const legacy = await post({ query: '{ nope }' }, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    expect(errorsOf(legacy)[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers resolver errors 200 with the GraphQL errors, in either media type', async () => {
    for (const accept of ['application/graphql-response+json', 'application/json']) {
      const res = await post({ query: NEEDS_SIGN_IN }, { accept });
      expect(res.status, accept).toBe(200);
      expect(errorsOf(res)[0]?.extensions?.code, accept).toBe('AUTHENTICATION_REQUIRED');
    }
  });

  it('answers 415 to a body that is not application/json (UTF-8), once past the CSRF check', async () => {
    for (const contentType of [
      'text/plain',
      'application/graphql',
      'application/x-www-form-urlencoded',
      'application/json; charset=iso-8859-1',
    ]) {
      const res = await post(
        { query: '{ __typename }' },
        { 'content-type': contentType, 'apollo-require-preflight': 'true' },
      );
      expect(res.status, contentType).toBe(415);
      expect(errorsOf(res)[0]?.message, contentType).toMatch(/application\/json/);
    }
    expect(
      (await post({ query: '{ __typename }' }, { 'content-type': 'application/json; charset=UTF-8' })).status,
    ).toBe(200);
  });

  it('still refuses CSRF-prone requests without a preflight-forcing header, whatever their Accept', async () => {
    const form = await post('query=%7B__typename%7D', {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/graphql-response+json',
    });
    expect(form.status).toBe(400);
    expect(form.text).toMatch(/Cross-Site Request Forgery/);
    const get = await s.http({
      path: '/graphql?query=' + encodeURIComponent('{ __typename }'),
      host: '127.0.0.1',
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(get.status).toBe(400);
    expect(get.text).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('request parameters', () => {
  it('accepts null for operationName, variables and extensions, and a map for variables and extensions', async () => {
    const res = await post({
      query: 'query Q($name: String!) { __type(name: $name) { name } }',
      operationName: 'Q',
      variables: { name: 'Query' },
      extensions: { some: 'value' },
    });
    expect(res.body).toEqual({ data: { __type: { name: 'Query' } } });
    const nulls = await post({ query: '{ __typename }', operationName: null, variables: null, extensions: null });
    expect([nulls.status, nulls.body]).toEqual([200, { data: { __typename: 'Query' } }]);
  });

  it.each([
    ['a string', 'x'],
    ['an array', [7]],
    ['a number', 5],
  ])('refuses variables that are %s with a clear 400', async (kind, variables) => {
    const res = await post({ query: '{ __typename }', variables });
    expect(res.status).toBe(400);
    expect(errorsOf(res)[0]).toMatchObject({
      message: `"variables" must be an object (a map of variable values) or null, not ${kind}.`,
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('refuses a query that is not a string, or missing, with a clear 400 (never 500)', async () => {
    for (const query of [0, false, ['{ __typename }'], { a: 1 }]) {
      const res = await post({ query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(errorsOf(res)[0]?.message).toMatch(/^"query" must be a string/);
    }
    const missing = await post({ qeury: '{ __typename }' });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing)[0]?.message).toMatch(/no "query"/);
  });

  it('refuses an operationName or extensions of the wrong type with a clear 400', async () => {
    const name = await post({ query: '{ __typename }', operationName: 7 });
    expect([name.status, errorsOf(name)[0]?.message]).toEqual([
      400,
      '"operationName" must be a string or null, not a number.',
    ]);
    const ext = await post({ query: '{ __typename }', extensions: ['x'] });
    expect([ext.status, errorsOf(ext)[0]?.message]).toEqual([
      400,
      '"extensions" must be an object (a map) or null, not an array.',
    ]);
  });

  it('refuses batches with a clear error', async () => {
    const res = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(errorsOf(res)[0]?.message).toMatch(/Batched requests are not supported/);
  });

  it('refuses a subscription over HTTP with a pointer to the WebSocket endpoint', async () => {
    const res = await post({ query: 'subscription OnNotification { notificationCreated { _id } }' });
    expect(res.status).toBe(400);
    expect(errorsOf(res)[0]).toMatchObject({
      message: SUBSCRIPTION_OVER_HTTP_MESSAGE,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(SUBSCRIPTION_OVER_HTTP_MESSAGE).toMatch(/WebSocket.*\/subscriptions/);
  });
});

describe('GET queries (with a preflight-forcing header)', () => {
  const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    s.http({
      path: '/graphql?' + new URLSearchParams(params).toString(),
      host: '127.0.0.1',
      headers: { 'apollo-require-preflight': 'true', ...headers },
    });

  it('runs a query with JSON-encoded variables', async () => {
    const res = await get({
      query: 'query Q($name: String!) { __type(name: $name) { name } }',
      variables: JSON.stringify({ name: 'Query' }),
      operationName: '',
    });
    expect([res.status, res.headers['content-type'], res.body]).toEqual([
      200,
      GQL,
      { data: { __type: { name: 'Query' } } },
    ]);
  });

  it('refuses a mutation with 405 and Allow: POST', async () => {
    const res = await get({ query: 'mutation { logoutOtherSessions }' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('refuses a subscription, variables that are not a JSON object and an unknown operation name', async () => {
    const sub = await get({ query: 'subscription { notificationCreated { _id } }' });
    expect([sub.status, errorsOf(sub)[0]?.message]).toEqual([400, SUBSCRIPTION_OVER_HTTP_MESSAGE]);
    const vars = await get({ query: '{ __typename }', variables: '[1]' });
    expect([vars.status, errorsOf(vars)[0]?.message]).toEqual([
      400,
      '"variables" must be a JSON-encoded object, not an array.',
    ]);
    const unknown = await get({ query: 'query A { __typename }', operationName: 'B' });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});

describe('standard clients', () => {
  let token: string;
  beforeAll(async () => {
    token = await s.login(MAYA);
  });

  it('graphql-request: a public query, a signed-in query and errors', async () => {
    const client = new GraphQLClient(url);
    await expect(client.request(PUBLIC_QUERY)).resolves.toEqual({
      publicIncubator: { slug: 'demo', name: 'Lakeside Ventures Accelerator' },
    });
    const signedIn = new GraphQLClient(url, { headers: { authorization: `Bearer ${token}` } });
    await expect(signedIn.request(SIGNED_IN_QUERY)).resolves.toEqual({
      currentUser: { email: MAYA },
    });

    const refused = await client.request(NEEDS_SIGN_IN).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ClientError);
    expect((refused as ClientError).response).toMatchObject({
      status: 200,
      errors: [{ extensions: { code: 'AUTHENTICATION_REQUIRED' } }],
    });
    const invalid = await client.request('{ nope }').catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ClientError);
    expect((invalid as ClientError).response).toMatchObject({
      status: 400,
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
  });

  it('urql: queries by GET (its default) with the preflight header, signed in or not, and errors', async () => {
    const client = (authorization?: string) =>
      new Client({
        url,
        exchanges: [fetchExchange],
        requestPolicy: 'network-only',
        fetchOptions: { headers: { 'apollo-require-preflight': 'true', ...(authorization ? { authorization } : {}) } },
      });
    const pub = await client().query(PUBLIC_QUERY, {}).toPromise();
    expect(pub.error).toBeUndefined();
    expect(pub.data).toEqual({ publicIncubator: { slug: 'demo', name: 'Lakeside Ventures Accelerator' } });
    const me = await client(`Bearer ${token}`).query(SIGNED_IN_QUERY, {}).toPromise();
    expect(me.data).toEqual({ currentUser: { email: MAYA } });

    const refused = await client().query(NEEDS_SIGN_IN, {}).toPromise();
    expect(refused.error?.graphQLErrors[0]?.extensions.code).toBe('AUTHENTICATION_REQUIRED');
    const invalid = await client().query('{ nope }', {}).toPromise();
    expect(invalid.error?.response?.status).toBe(400);
    expect(invalid.error?.graphQLErrors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('curl: a POST with application/json', async () => {
    const { stdout } = await run('curl', [
      '-sS',
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '--data',
      JSON.stringify({ query: PUBLIC_QUERY }),
      '-w',
      '\n%{http_code} %{content_type}',
      url,
    ]);
    const [body, meta] = stdout.split('\n');
    // curl sends Accept: */*, so the legacy media type.
    expect(meta).toBe(`200 ${JSON_UTF8}`);
    expect(JSON.parse(body!)).toEqual({
      data: { publicIncubator: { slug: 'demo', name: 'Lakeside Ventures Accelerator' } },
    });
    const strict = await run('curl', [
      '-sS',
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-H',
      'accept: application/graphql-response+json',
      '--data',
      '{"query":"{"}',
      '-w',
      '\n%{http_code} %{content_type}',
      url,
    ]);
    expect(strict.stdout.split('\n')[1]).toBe(`400 ${GQL}`);
  });
});
