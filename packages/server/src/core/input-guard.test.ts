import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AppError, errorBody } from './errors.ts';
import {
  BAD_TEXT_MESSAGE,
  assertCleanText,
  containsBadText,
  isBadGraphQLDocument,
  isBadText,
  registerInputGuard,
  storableJson,
} from './input-guard.ts';

describe('isBadText', () => {
  it('refuses NUL and unpaired surrogates, anywhere in the text', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'end\u0000', '\uD800', 'a\uD83Db', '\uDC00', 'x\uDE00', '\uDE00\uD83D'])
      expect(isBadText(bad), JSON.stringify(bad)).toBe(true);
  });

  it('accepts ordinary text, other control characters and surrogate pairs', () => {
    for (const ok of ['', 'plain', 'tab\tnew\nline', '\u0001', 'Ωmega', '😀', 'a😀b\uFFFD', '\\u0000'])
      expect(isBadText(ok), JSON.stringify(ok)).toBe(false);
  });
});

describe('containsBadText', () => {
  it('looks at values and keys at any depth', () => {
    expect(containsBadText({ a: [{ b: { c: 'x\u0000' } }] })).toBe(true);
    expect(containsBadText({ a: [{ 'b\uD800': 1 }] })).toBe(true);
    expect(containsBadText(['ok', ['still ok', ['\uDC00']]])).toBe(true);
    expect(containsBadText({ a: [1, true, null, 'ok', { b: 2.5 }], c: undefined })).toBe(false);
    expect(containsBadText(null)).toBe(false);
    expect(containsBadText(42)).toBe(false);
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsBadText(deep)).toBe(true);
  });
});

describe('isBadGraphQLDocument', () => {
  it('refuses string escapes that decode to NUL', () => {
    expect(isBadGraphQLDocument('{ search(query: "\\u0000") { id } }')).toBe(true);
    expect(isBadGraphQLDocument('{ search(query: "a\\u{0}b") { id } }')).toBe(true);
    expect(isBadGraphQLDocument('{ search(query: "a\\u{000}b") { id } }')).toBe(true);
    expect(isBadGraphQLDocument('{ search(query: "a\\\\\\u0000") { id } }')).toBe(true);
    expect(isBadGraphQLDocument('{ search(query: "a\u0000") { id } }')).toBe(true);
  });

  it('accepts an escaped backslash before u0000 and other escapes', () => {
    expect(isBadGraphQLDocument('{ search(query: "a\\\\u0000") { id } }')).toBe(false);
    expect(isBadGraphQLDocument('{ search(query: "\\u00e9\\uD83D\\uDE00\\n") { id } }')).toBe(false);
    expect(isBadGraphQLDocument('{ search(query: "\\u{1F600}") { id } }')).toBe(false);
  });
});

describe('assertCleanText', () => {
  it('throws BAD_REQUEST with the message, and a status Mercurius reads', () => {
    expect(() => assertCleanText('ok', { a: 'b' })).not.toThrow();
    try {
      assertCleanText('ok', { name: 'a\u0000' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'BAD_REQUEST', status: 400, statusCode: 400, message: BAD_TEXT_MESSAGE });
    }
  });
});

describe('registerInputGuard', () => {
  async function app() {
    const server = Fastify();
    server.setErrorHandler((err, _request, reply) => {
      const e = err instanceof AppError ? err : new AppError('INTERNAL', 'Internal server error');
      return reply.status(e.status).send(errorBody(e));
    });
    registerInputGuard(server);
    server.post('/echo/:id', async (request) => ({ body: request.body, query: request.query }));
    server.get('/graphql', async () => ({ data: {} }));
    server.post('/graphql', async () => ({ data: {} }));
    await server.ready();
    return server;
  }

  it('refuses bad text in the body, the query string and the path, with 400 BAD_REQUEST', async () => {
    const server = await app();
    const refused = [
      await server.inject({ method: 'POST', url: '/echo/1', payload: { name: 'a\u0000b' } }),
      await server.inject({ method: 'POST', url: '/echo/1', payload: { nested: [{ 'k\uD800': 1 }] } }),
      await server.inject({
        method: 'POST',
        url: '/echo/1',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "\\udc00"}',
      }),
      await server.inject({
        method: 'POST',
        url: '/echo/1',
        headers: { 'content-type': 'text/plain' },
        payload: 'a\u0000b',
      }),
      await server.inject({ method: 'POST', url: '/echo/1?q=a%00b', payload: {} }),
      await server.inject({ method: 'POST', url: '/echo/a%00b', payload: {} }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: BAD_TEXT_MESSAGE } });
    }
    await server.close();
  });

  it('refuses a GraphQL document with a NUL escape and GET variables with bad text', async () => {
    const server = await app();
    const post = await server.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ search(query: "\\u0000") { id } }' },
    });
    const get = await server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ a }')}&variables=${encodeURIComponent('{"q":"\\u0000"}')}`,
    });
    expect([post.statusCode, get.statusCode]).toEqual([400, 400]);
    await server.close();
  });

  it('lets clean input through', async () => {
    const server = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/echo/1?q=%C3%A9',
      payload: { name: 'Zoë 😀', list: [1, 'two'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { name: 'Zoë 😀', list: [1, 'two'] }, query: { q: 'é' } });
    const gql = await server.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ search(query: "\\\\u0000") { id } }', variables: { a: 'b' } },
    });
    expect(gql.statusCode).toBe(200);
    await server.close();
  });
});

describe('storableJson', () => {
  it('replaces lone surrogates and NUL at any depth, keys included, and keeps well-formed values as they are', () => {
    const clean = { name: 'Zoë 😀', list: ['a', 1, null], at: new Date(0) };
    expect(storableJson(clean)).toBe(clean);
    expect(storableJson({ name: 'bad\uD800', deep: [{ ['k\uDC00']: 'x\u0000y' }], ok: '😀' })).toEqual({
      name: 'bad\uFFFD',
      deep: [{ ['k\uFFFD']: 'x\uFFFDy' }],
      ok: '😀',
    });
    expect(JSON.stringify(storableJson('\uD83D'))).toBe('"\uFFFD"');
  });
});
