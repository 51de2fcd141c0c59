// The input fuzz (issue: "No internal error for any client input"): generated from the schema and the REST route
// list, so an operation added later is fuzzed without anyone editing this file. For every Query and Mutation root
// field, every argument (and every field of an input object, one at a time, the others filled with plausible
// values) gets hostile values of its type — NUL characters, lone surrogates, a 1 MB string, another
// organisation's ids, malformed UUIDs, impossible dates, 32-bit overflows, 1e308, unknown enum values, wrong JSON
// types — signed in as a Lakeside ("demo") admin and signed out. Every REST route gets hostile path parameters,
// query strings, JSON bodies, malformed JSON, wrong content types and, for uploads, broken multipart. Any HTTP 5xx,
// any GraphQL error coded INTERNAL, or a dropped connection fails the test with the operation, the argument and
// the value. Deterministic: a fixed list of values, no randomness. Subscriptions are covered by their own tests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { writeFileSync } from 'node:fs';
import { BAD_TEXT_MESSAGE } from '../src/core/input-guard.ts';
import { rootFields, tables, tenantRows } from './schema-walk.ts';
import {
  CONCURRENCY,
  MUTATION_PHASES,
  OVER_LIMIT,
  SESSION_AFFECTING,
  describeValue,
  pool,
  type Row,
} from './fuzz/inputs.ts';
import { multipartCases } from './fuzz/multipart.ts';
import { restCalls } from './fuzz/rest-cases.ts';
import { FuzzSession, HOST } from './fuzz/session.ts';

describe('input fuzz: no internal error for any client input', () => {
  const f = new FuzzSession();

  beforeAll(() => f.start());
  afterAll(async () => {
    if (f.answers) writeFileSync(process.env.FUZZ_ANSWERS!, f.answers.join('\n'));
    await f.s?.close();
  });
  // Each test reports its own failures.
  beforeEach(() => {
    f.failures.length = 0;
  });

  it(
    'answers every query and mutation, with every hostile argument, without an internal error',
    { timeout: 600_000 },
    async () => {
      const started = Date.now();
      const fields = rootFields();
      const ordinary = fields.filter((f) => !SESSION_AFFECTING.has(f.field.name));
      const mutations = ordinary.filter((f) => f.kind === 'mutation');
      const phaseOf = (name: string) => MUTATION_PHASES.findIndex((re) => re.test(name));
      const phases = [
        ordinary.filter((f) => f.kind === 'query'),
        ...MUTATION_PHASES.map((_, i) => mutations.filter((f) => phaseOf(f.field.name) === i)),
      ];
      const last = fields.filter((f) => SESSION_AFFECTING.has(f.field.name));
      for (const signedIn of [true, false]) {
        // Queries, then the mutations by MUTATION_PHASES; between phases the plausible ids are read again, so that updates
        // and deletions name what the queries opened (categorisations) and the creations made (posts, tasks...). One
        // operation's calls in order, four operations at a time.
        for (const group of phases) {
          await pool(group, CONCURRENCY, async ({ kind, field, name }) => {
            for (const call of f.callsFor(kind, field, name, signedIn)) await f.sendGql(signedIn, call);
          });
          f.ctx.rows = await tenantRows(f.s, f.demoId);
        }
        for (const { kind, field, name } of last)
          for (const call of f.callsFor(kind, field, name, signedIn)) await f.sendGql(signedIn, call);
      }
      console.info(
        `fuzz: ${f.stats.graphql} GraphQL calls, ${f.stats.relogins} re-logins, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(f.failures).toEqual([]);
      expect(fields.length).toBeGreaterThan(50);
    },
  );

  it('answers the GraphQL transport with hostile bodies cleanly', { timeout: 120_000 }, async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      f.http({
        method: 'POST',
        path: '/graphql',
        host: HOST,
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${f.token}`,
          ...headers,
        },
        body,
      });
    const bodies: [string, string, Record<string, string>?][] = [
      ['query = 1', JSON.stringify({ query: 1 })],
      ['query = {}', JSON.stringify({ query: {} })],
      ['query = []', JSON.stringify({ query: ['{ isAuthenticated }'] })],
      ['query = null', JSON.stringify({ query: null })],
      ['query = true', JSON.stringify({ query: true })],
      ['no query', JSON.stringify({})],
      ['query with NUL', JSON.stringify({ query: '{ isAuthenticated }\u0000' })],
      ['query with a lone surrogate', JSON.stringify({ query: '{ isAuthenticated } # \uD800' })],
      ['variables = "x"', JSON.stringify({ query: '{ isAuthenticated }', variables: 'x' })],
      ['variables = []', JSON.stringify({ query: '{ isAuthenticated }', variables: [] })],
      ['variables = 1', JSON.stringify({ query: '{ isAuthenticated }', variables: 1 })],
      ['variable key with NUL', JSON.stringify({ query: '{ isAuthenticated }', variables: { 'a\u0000': 1 } })],
      ['operationName = 1', JSON.stringify({ query: '{ isAuthenticated }', operationName: 1 })],
      ['operationName with NUL', JSON.stringify({ query: '{ isAuthenticated }', operationName: 'a\u0000' })],
      ['extensions = "x"', JSON.stringify({ query: '{ isAuthenticated }', extensions: 'x' })],
      [
        'persisted query extension',
        JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
      ],
      ['a batch', JSON.stringify([{ query: '{ isAuthenticated }' }, { query: '{ isAuthenticated }' }])],
      ['body = "x"', JSON.stringify('x')],
      ['body = 1', '1'],
      ['body = null', 'null'],
      ['body = true', 'true'],
      ['malformed JSON', '{"query": "{ isAuthenticated }"'],
      ['trailing garbage', '{"query": "{ isAuthenticated }"} x'],
      ['empty body', ''],
      ['__proto__ key', '{"query": "{ isAuthenticated }", "__proto__": {"x": 1}}'],
      [
        '10,000 nested arrays',
        `{"query": "{ isAuthenticated }", "variables": {"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      ],
      ['a string over BODY_LIMIT', JSON.stringify({ query: `{ search(query: "${OVER_LIMIT}") { __typename } }` })],
      ['a query of 1 MB', JSON.stringify({ query: `{ isAuthenticated }${' '.repeat(1_000_000)}` })],
      [
        '1,000 aliases',
        JSON.stringify({ query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: isAuthenticated`).join(' ')} }` }),
      ],
      [
        'deep nesting',
        JSON.stringify({ query: `{ ${'currentUser { role { '.repeat(40)}__typename${' } }'.repeat(40)} }` }),
      ],
      ['text/plain', '{"query": "{ isAuthenticated }"}', { 'content-type': 'text/plain' }],
      ['text/plain with NUL', '{"query": "{ isAuthenticated }\u0000"}', { 'content-type': 'text/plain' }],
      ['form encoded', 'query=%7B%20isAuthenticated%20%7D', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['application/graphql', '{ isAuthenticated }', { 'content-type': 'application/graphql' }],
      [
        'application/graphql with NUL escape',
        '{ search(query: "\\u0000") { __typename } }',
        { 'content-type': 'application/graphql' },
      ],
      ['application/xml', '<query/>', { 'content-type': 'application/xml' }],
      ['multipart without boundary', 'x', { 'content-type': 'multipart/form-data' }],
      [
        'json charset utf-16',
        '{"query": "{ isAuthenticated }"}',
        { 'content-type': 'application/json; charset=utf-16' },
      ],
      ['no content type', '{"query": "{ isAuthenticated }"}', { 'content-type': '' }],
      ['NUL escape \\u{0}', JSON.stringify({ query: '{ search(query: "\\u{0}") { __typename } }' })],
      ['NUL escape in a block string', JSON.stringify({ query: '{ search(query: """\\u0000""") { __typename } }' })],
    ];
    for (const [label, body, headers] of bodies)
      f.record('admin', `POST /graphql ${label}`, await post(body, headers).catch((e: Error) => e));
    const gets = [
      `query=${encodeURIComponent('{ isAuthenticated }')}&variables=${encodeURIComponent('{"a":"\u0000"}')}`,
      `query=${encodeURIComponent('{ search(query: "\\u0000") { __typename } }')}`,
      `query=${encodeURIComponent('query Q($q: String!) { search(query: $q) { __typename } }')}&variables=${encodeURIComponent(JSON.stringify({ q: 'a\u0000' }))}`,
      `query=${encodeURIComponent('query Q($q: String!) { search(query: $q) { __typename } }')}&variables=${encodeURIComponent('{"q": "\\ud800"}')}`,
      `query=%00`,
      `query=%ED%A0%80`,
      `query=${encodeURIComponent('{ isAuthenticated }')}&variables=not-json`,
      `query=${encodeURIComponent('{ isAuthenticated }')}&query=${encodeURIComponent('{ isAuthenticated }')}`,
      `query[]=1`,
      `variables=${encodeURIComponent('{}')}`,
      `query=${encodeURIComponent('mutation { markAllNotificationsRead }')}`,
    ];
    for (const q of gets)
      f.record(
        'admin',
        `GET /graphql?${q.slice(0, 120)}`,
        await f
          .http({
            method: 'GET',
            path: `/graphql?${q}`,
            host: HOST,
            headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${f.token}` },
          })
          .catch((e: Error) => e),
      );
    expect(f.failures).toEqual([]);
    // The guard's answer, as a GraphQL error with a code.
    const nul = await post(
      JSON.stringify({
        query: 'query Q($q: String!) { search(query: $q) { __typename } }',
        variables: { q: 'a\u0000b' },
      }),
    );
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ errors: [{ message: BAD_TEXT_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  it(
    'answers every REST route, with hostile paths, queries, bodies and uploads, without an internal error',
    { timeout: 300_000 },
    async () => {
      const started = Date.now();
      const routes = f.s.running.app.routeList.filter((r) => !['/graphql', '/*', '/'].includes(r.url));
      expect(routes.length).toBeGreaterThan(10);
      const calls = restCalls(routes, {
        adminId: f.adminId,
        attachmentId: f.attachmentId,
        foreignUserId: String(f.ctx.foreign.get('users')![0]!.id),
      });
      const signedInCalls = calls.map((c) => ({ ...c, signedIn: true }));
      const signedOutCalls = calls.filter((c) => !c.signedInOnly).map((c) => ({ ...c, signedIn: false }));
      // Uploads last: they add files the attachment routes above would otherwise list.
      const uploads = routes.filter((r) => r.method === 'POST' && /upload|\/file$/.test(r.url));
      expect(uploads.length).toBe(2);
      await pool([...signedInCalls, ...signedOutCalls], CONCURRENCY, async (c) => {
        f.stats.rest++;
        const send = () =>
          f
            .http({
              ...c.o,
              headers: { ...(c.o.headers ?? {}), ...(c.signedIn ? { authorization: `Bearer ${f.token}` } : {}) },
            })
            .catch((err: Error) => err);
        const before = f.token;
        let res = await send();
        if (c.signedIn && !(res instanceof Error) && res.status === 401 && !c.what.includes('/auth/')) {
          if (f.token === before) await f.signIn();
          res = await send();
        }
        f.record(c.signedIn ? 'admin' : 'signed out', c.what, res);
      });
      for (const route of uploads) {
        for (const [label, request] of multipartCases(f.adminId, String(f.ctx.foreign.get('users')![0]!.id))) {
          f.stats.rest++;
          // The reference in the query (the route reads it there too), so that each case reaches the storing of the file.
          const path = `${route.url}?referenceType=user&referenceId=${f.adminId}`;
          const res = await f
            .http({
              method: 'POST',
              path,
              host: HOST,
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${f.token}` },
            })
            .catch((err: Error) => err);
          f.record('admin', `POST ${route.url} multipart ${label}`, res);
          if (!(res instanceof Error) && res.status < 300 && /NUL|surrogate/.test(label))
            f.failures.push(`admin POST ${route.url} multipart ${label} → accepted (${res.status})`);
        }
      }
      console.info(`fuzz: ${f.stats.rest} REST calls, ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(f.failures).toEqual([]);
    },
  );

  // A lone surrogate reaching the database is stored as U+FFFD (the driver encodes UTF-8): the fuzz's own values
  // 'a\uD800b' and '\uDC00' would show as 'a\uFFFDb' and '\uFFFD'.
  it('stored no NUL and none of the lone surrogates sent', async () => {
    const db = f.s.running.services.database.db;
    const found: string[] = [];
    for (const table of tables) {
      const name = getTableConfig(table).name;
      for (const row of (await db.select().from(table as never)) as Row[]) {
        const pending: unknown[] = [row];
        while (pending.length) {
          const v = pending.pop();
          if (typeof v === 'string' && (v.includes('\u0000') || v.includes('a\uFFFDb') || v === '\uFFFD'))
            found.push(`${name}: ${describeValue(v)}`);
          else if (v && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v))
            pending.push(...Object.values(v));
        }
      }
    }
    expect(found).toEqual([]);
  });
});
