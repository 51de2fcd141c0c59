// The tenant-isolation matrix (issue 4): generated from the schema, the policies and the REST route list, so an
// operation added later is covered without anyone editing this file.
//   1. A Northstar admin, on the Northstar host, calls every query, mutation and REST route with arguments that
//      name Lakeside ("demo") records: no answer may contain Lakeside data, and no Lakeside row may change.
//   2. The same Northstar token on the Lakeside host is worth nothing: every non-public operation answers
//      AUTHENTICATION_REQUIRED.
//   3. A Lakeside applicant (whose role grants almost nothing) calling an operation guarded by a permission the
//      role lacks gets FORBIDDEN.
// Subscriptions are covered by their own tests (notifications, sessions), which open real sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { grantedScope, defaultGrants } from '@ascent/shared';
import { incubators } from '../src/core/db/incubators.schema.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from './harness.ts';
import { argumentsFor, operation, policies, rootFields, tenantRows, type Row } from './schema-walk.ts';
import { CLAIRE, MAYA, NOAH } from './personas.ts';

const fingerprint = (rows: Map<string, Row[]>) =>
  createHash('sha256')
    .update(JSON.stringify([...rows].map(([t, r]) => [t, r.map((x) => JSON.stringify(x)).sort()])))
    .digest('hex');

describe('tenant isolation matrix', () => {
  let s: TestServer;
  let demoId: string;
  let northId: string;
  let demoRows: Map<string, Row[]>;
  let secrets: string[];

  const northToken = async () => {
    const res = await s.http({
      method: 'POST',
      path: '/auth/local',
      host: 'northstar.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: CLAIRE,
        password: DEMO_PASSWORD,
        endOldestSession: true,
      }),
    });
    return (res.body as { token: string }).token;
  };

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.running.services.database.db;
    demoId = (await db.select().from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
    northId = (await db.select().from(incubators).where(eq(incubators.slug, 'northstar')))[0]!.id;
    demoRows = await tenantRows(s, demoId);
    // What must never appear in an answer to Northstar: Lakeside ids, emails and names.
    const users = demoRows.get('users') ?? [];
    secrets = [
      ...[...demoRows.values()]
        .flat()
        .map((r) => r.id)
        .filter((v): v is string => typeof v === 'string'),
      ...users.map((u) => String(u.email)),
      ...(demoRows.get('startups') ?? []).map((r) => String(r.name)),
      'Lakeside',
    ];
  });
  afterAll(() => s?.close());

  it('covers every root field with a policy', () => {
    for (const { name } of rootFields()) expect(policies[name], name).toBeDefined();
    expect(rootFields().length).toBeGreaterThan(20);
  });

  // One request per root field (about 200): longer than the default 30 s on a busy machine.
  it(
    'answers a Northstar admin nothing of Lakeside and changes nothing there, for every operation',
    { timeout: 120_000 },
    async () => {
      const before = fingerprint(demoRows);
      const leaks: string[] = [];
      for (const { kind, field, name } of rootFields()) {
        const variables = argumentsFor(field, demoRows);
        const sent = JSON.stringify(variables);
        const res = await s.gql(operation(kind, field), {
          host: 'northstar.localhost',
          token: await northToken(),
          variables,
        });
        expect(res.status, `${name}: ${res.text}`).toBeLessThan(500);
        for (const secret of secrets)
          if (!sent.includes(secret) && res.text.includes(secret)) leaks.push(`${name} → ${secret}`);
      }
      expect(leaks).toEqual([]);
      expect(fingerprint(await tenantRows(s, demoId))).toBe(before);
    },
  );

  it('answers every REST route the same way', async () => {
    const before = fingerprint(demoRows);
    const demoUser = demoRows.get('users')![0]!.id as string;
    const leaks: string[] = [];
    const routes = s.running.app.routeList.filter(
      (r) => !['/graphql', '/healthz', '/livez', '/readyz', '/*', '/'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, (p) => (/token/i.test(p) ? 'x'.repeat(43) : demoUser));
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
        ? JSON.stringify({
            email: MAYA,
            password: 'attacker-password-123',
            token: 'x'.repeat(43),
            newPassword: 'attacker-password-123',
            incubator: 'demo',
            code: 'x',
            state: 'x',
          })
        : undefined;
      const res = await s.http({
        method: route.method,
        path,
        host: 'northstar.localhost',
        headers: {
          authorization: `Bearer ${await northToken()}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
      expect(res.status, `${route.method} ${route.url}: ${res.text}`).toBeLessThan(500);
      for (const secret of secrets)
        if (!path.includes(secret) && res.text.includes(secret)) leaks.push(`${route.method} ${route.url} → ${secret}`);
    }
    expect(leaks).toEqual([]);
    expect(fingerprint(await tenantRows(s, demoId))).toBe(before);
  });

  it('gives a Northstar token no standing on the Lakeside host', async () => {
    const token = await northToken();
    const accepted: string[] = [];
    for (const { kind, field, name } of rootFields()) {
      if (policies[name]!.access === 'public') continue;
      const variables = argumentsFor(field, demoRows);
      const res = await s.gql(operation(kind, field), { host: 'demo.localhost', token, variables });
      const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
      if (!codes.includes('AUTHENTICATION_REQUIRED') && !codes.includes('GRAPHQL_VALIDATION_FAILED'))
        accepted.push(`${name}: ${res.text.slice(0, 200)}`);
    }
    expect(accepted).toEqual([]);
    expect(northId).not.toBe(demoId);
  });

  it('refuses a role without the permission an operation needs', async () => {
    const res = await s.http({
      method: 'POST',
      path: '/auth/local',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: NOAH, password: DEMO_PASSWORD }),
    });
    const token = (res.body as { token: string }).token;
    const grants = defaultGrants('Applicant');
    const allowed: string[] = [];
    let checked = 0;
    for (const { kind, field, name } of rootFields()) {
      const policy = policies[name]!;
      if (policy.access !== 'permission' || grantedScope(grants, policy.permission) !== 'NONE') continue;
      checked++;
      const variables = argumentsFor(field, demoRows);
      const r = await s.gql(operation(kind, field), { host: 'demo.localhost', token, variables });
      if (!(r.body.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN'))
        allowed.push(`${name}: ${r.text.slice(0, 200)}`);
    }
    expect(allowed).toEqual([]);
    expect(checked).toBeGreaterThan(3);
  });
});
