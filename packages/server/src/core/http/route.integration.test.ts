// The REST chain of route() on the real server and database: a probe module's routes declare each kind of access,
// schemas, a check and attempt limits; and a module that registers a route, or a subscription, without declaring
// its access stops the start with a message naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { createRunning } from '../bootstrap.ts';
import type { ServerModule } from '../module.ts';
import { PUBLIC, SIGNED_IN, permission } from '../graphql/policy.ts';
import { ANY_HOST, route } from './route.ts';
import { SERVER_MODULES } from '../../modules.ts';
import { createScratchDatabase, startTestServer, type HttpResult, type TestServer } from '../../../test/harness.ts';
import { CLAIRE, MAYA, NOAH } from '../../../test/personas.ts';

const ADMIN = MAYA;
const APPLICANT = NOAH;

const probe: ServerModule = {
  name: 'probe',
  routes: async (app, services) => {
    route(app, services, {
      method: 'GET',
      url: '/api/probe/any-host',
      access: ANY_HOST,
      handler: ({ scope }) => ({ requestId: scope.requestId }),
    });
    route(app, services, {
      method: 'GET',
      url: '/api/probe/public',
      access: PUBLIC,
      handler: async ({ scope }) => ({ tenant: scope.tenant.slug, user: (await scope.currentUser())?.email ?? null }),
    });
    route(app, services, {
      method: 'POST',
      url: '/api/probe/signed-in/:n',
      access: SIGNED_IN,
      params: z.object({ n: z.coerce.number().int('N must be a whole number') }),
      body: z.object({ word: z.string('Word is required').min(2, 'Word is too short') }),
      check: ({ body }) => {
        if (body.word === 'forbidden') throw new AppError('FORBIDDEN', 'Not this word.');
      },
      handler: ({ scope, params, body }) => ({
        user: scope.user.email,
        tenant: scope.tenant.slug,
        n: params.n,
        word: body.word,
        requestId: scope.requestId,
      }),
    });
    route(app, services, {
      method: 'GET',
      url: '/api/probe/startups/:startupId',
      access: permission('STARTUPS:EDIT', (input) => ({ kind: 'startup', id: String(input.startupId) })),
      handler: ({ params }) => ({ startupId: params.startupId }),
    });
    route(app, services, {
      method: 'POST',
      url: '/api/probe/limited',
      access: PUBLIC,
      body: z.object({ fail: z.boolean() }),
      rateLimit: {
        name: 'probe:failures',
        max: 2,
        windowMs: 60_000,
        message: 'Too many probe failures.',
        countsFailures: ['CONFLICT'],
      },
      handler: ({ body }) => {
        if (body.fail) throw new AppError('CONFLICT', 'Failed as asked.');
        return { ok: true };
      },
    });
  },
};

type ErrorBody = { error: { code: string; message: string; details?: { fields?: string[] } } };
const errorOf = (res: HttpResult) => (res.body as ErrorBody).error;

describe('route(): one chain for every REST route', () => {
  let s: TestServer;
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    s = await startTestServer({}, { modules: [...SERVER_MODULES, probe] });
  });
  afterAll(() => s?.close());

  it('answers an ANY_HOST route on a host that names no organisation; PUBLIC needs the host’s organisation', async () => {
    const anyHost = await s.http({
      path: '/api/probe/any-host',
      host: 'nowhere.localhost',
      headers: { 'x-request-id': 'probe-1' },
    });
    expect(anyHost.status).toBe(200);
    expect(anyHost.body).toEqual({ requestId: 'probe-1' });
    const nowhere = await s.http({ path: '/api/probe/public', host: 'nowhere.localhost' });
    expect(nowhere.status).toBe(404);
    expect(errorOf(nowhere)).toEqual({ code: 'TENANT_NOT_FOUND', message: 'No programme is hosted at "nowhere".' });
    expect((await s.http({ path: '/api/probe/public' })).body).toEqual({ tenant: 'demo', user: null });
    const token = await s.login(ADMIN);
    expect((await s.http({ path: '/api/probe/public', headers: { authorization: `Bearer ${token}` } })).body).toEqual({
      tenant: 'demo',
      user: ADMIN,
    });
  });

  it('authenticates before it validates, validates before the check, and hands the handler the built scope', async () => {
    const post = (path: string, body: unknown, token?: string) =>
      s.http({
        method: 'POST',
        path,
        headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-request-id': 'probe-2' },
        body: JSON.stringify(body),
      });
    const signedOut = await post('/api/probe/signed-in/1', { word: 'x' });
    expect(signedOut.status).toBe(401);
    expect(errorOf(signedOut).code).toBe('AUTHENTICATION_REQUIRED');
    const token = await s.login(ADMIN);
    const bad = await post('/api/probe/signed-in/1.5', { word: 'x' }, token);
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'N must be a whole number',
      details: { fields: ['n'] },
    });
    const badBody = await post('/api/probe/signed-in/1', {}, token);
    expect(errorOf(badBody)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Word is required',
      details: { fields: ['word'] },
    });
    expect(errorOf(await post('/api/probe/signed-in/1', { word: 'forbidden' }, token)).code).toBe('FORBIDDEN');
    const ok = await post('/api/probe/signed-in/7', { word: 'hello' }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ user: ADMIN, tenant: 'demo', n: 7, word: 'hello', requestId: 'probe-2' });
    // Another organisation's token has no standing here.
    const north = await s.login(CLAIRE, 'northstar.localhost');
    expect(errorOf(await post('/api/probe/signed-in/1', { word: 'hello' }, north)).code).toBe(
      'AUTHENTICATION_REQUIRED',
    );
  });

  it('checks a declared permission on the item the request names', async () => {
    const startups = await s.gql<{ startups: { results: { _id: string }[] } }>(
      '{ startups(first: 1) { results { _id } } }',
      { token: await s.login(ADMIN) },
    );
    const startup = startups.body.data!.startups.results[0]!._id;
    const admin = await s.http({
      path: `/api/probe/startups/${startup}`,
      headers: { authorization: `Bearer ${await s.login(ADMIN)}` },
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ startupId: startup });
    const applicant = await s.http({
      path: `/api/probe/startups/${startup}`,
      headers: { authorization: `Bearer ${await s.login(APPLICANT)}` },
    });
    expect(applicant.status).toBe(403);
    expect(errorOf(applicant).code).toBe('FORBIDDEN');
  });

  it('counts the failures a limit declares, and refuses beyond it with 429 and Retry-After', async () => {
    const post = (fail: boolean) =>
      s.http({ method: 'POST', path: '/api/probe/limited', headers: json, body: JSON.stringify({ fail }) });
    const statuses: number[] = [];
    for (const fail of [false, false, false, true, true, false, true]) statuses.push((await post(fail)).status);
    // Successes count nothing; two failures use the allowance up, and then every request is refused.
    expect(statuses).toEqual([200, 200, 200, 409, 409, 429, 429]);
    const refused = await post(false);
    expect(errorOf(refused)).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many probe failures.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('a module that declares no access', () => {
  const start = async (modules: readonly ServerModule[]) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ascent-undeclared-'));
    const scratch = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    try {
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SECRET: 'integration-test-secret-integration-test-secret',
        JOBS: 'false',
      };
      const running = await createRunning(
        { ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
        { modules, webDist: null },
      );
      await running.close();
      return 'started';
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('stops the start at a REST route registered without route(), naming it', async () => {
    const rogue: ServerModule = {
      name: 'rogue',
      routes: async (app) => {
        app.get('/api/rogue/:id', async () => ({ leaked: true }));
      },
    };
    await expect(start([...SERVER_MODULES, rogue])).rejects.toThrow(
      'GET /api/rogue/:id of module rogue has no declared access: register it with route()',
    );
  });

  it('stops the start at a subscription not built by subscription(), naming it', async () => {
    const notifications = SERVER_MODULES.find((m) => m.name === 'notifications')!;
    const resolvers = [notifications.resolvers ?? []].flat();
    const undeclared: ServerModule = {
      ...notifications,
      resolvers: resolvers.map((map) =>
        map.Subscription
          ? {
              ...map,
              Subscription: {
                notificationCreated: { subscribe: async () => ({}) as never, resolve: (p: unknown) => p as never },
              },
            }
          : map,
      ),
    };
    await expect(start(SERVER_MODULES.map((m) => (m === notifications ? undeclared : m)))).rejects.toThrow(
      'Subscription.notificationCreated has no declared access: build it with subscription()',
    );
  });
});
