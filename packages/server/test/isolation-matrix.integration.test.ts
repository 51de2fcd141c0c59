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
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { grantedScope, defaultGrants } from '@ascent/shared';
import * as schemaTables from '../src/core/db/schema.ts';
import { loadSchemaSdl } from '../src/core/graphql/schema-files.ts';
import { modules } from '../src/core/graphql/resolvers.ts';
import type { Policy } from '../src/core/graphql/policy.ts';
import { incubators } from '../src/modules/incubators/incubators.schema.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from './harness.ts';

const schema = buildSchema(loadSchemaSdl());
const policies = Object.assign({}, ...modules.map((m) => m.policies)) as Record<string, Policy>;
const tables = Object.values(schemaTables as Record<string, unknown>).filter((v): v is PgTable => v instanceof PgTable);

type Row = Record<string, unknown>;

/** Every row of one tenant, table by table. */
async function tenantRows(s: TestServer, incubatorId: string): Promise<Map<string, Row[]>> {
  const db = s.running.services.database.db;
  const out = new Map<string, Row[]>();
  for (const table of tables) {
    const cfg = getTableConfig(table);
    if (cfg.name === 'incubators') {
      out.set(cfg.name, (await db.select().from(incubators).where(eq(incubators.id, incubatorId))) as Row[]);
      continue;
    }
    const col = (table as unknown as { incubatorId: never }).incubatorId;
    out.set(cfg.name, (await db.select().from(table as never).where(eq(col, incubatorId))) as Row[]);
  }
  return out;
}

const fingerprint = (rows: Map<string, Row[]>) =>
  createHash('sha256')
    .update(JSON.stringify([...rows].map(([t, r]) => [t, r.map((x) => JSON.stringify(x)).sort()])))
    .digest('hex');

/** Picks the Lakeside record an argument most likely names, from the argument's and the field's names. */
function idFor(arg: string, field: string, rows: Map<string, Row[]>): string {
  const hints: [RegExp, string][] = [
    [/session/i, 'user_sessions'],
    [/invitation/i, 'invitations'],
    [/role/i, 'roles'],
    [/sso|connection/i, 'sso_connections'],
    [/startup/i, 'startups'],
    [/program/i, 'programs'],
    [/notification/i, 'notification_recipients'],
    [/user|assignee|person/i, 'users'],
    [/incubator/i, 'incubators'],
  ];
  const pick = (name: string) => {
    const list = rows.get(name) ?? [];
    return list.length ? (list[0]!.id as string | undefined) : undefined;
  };
  for (const text of [arg, field]) {
    for (const [re, table] of hints) if (re.test(text)) {
      const id = pick(table);
      if (id) return id;
    }
  }
  return pick('users')!;
}

function valueFor(type: GraphQLInputType, arg: string, field: string, rows: Map<string, Row[]>, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, arg, field, rows, depth);
  if (isListType(type)) return [valueFor(type.ofType, arg, field, rows, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueFor(f.type, f.name, field, rows, depth + 1)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor(arg, field, rows);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        if (/token/i.test(arg)) return 'x'.repeat(43);
        if (/email/i.test(arg)) return 'maya.chen@lakeside.example';
        if (/slug/i.test(arg)) return 'spring-2026';
        if (/password/i.test(arg)) return 'attacker-password-123';
        if (/key$|permission/i.test(arg)) return 'USERS:VIEW';
        if (/Id$/.test(arg)) return idFor(arg, field, rows);
        return 'x';
    }
  }
  return null;
}

function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth > 2) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const inner = getNamedType(f.type);
      return isObjectType(inner) ? `${f.name} ${selection(f.type, depth + 1)}` : f.name;
    });
  return `{ ${parts.join(' ')} }`;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args as readonly GraphQLArgument[];
  const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return `${kind} Op${vars ? `(${vars})` : ''} { ${field.name}${call} ${selection(field.type)} }`;
}

const rootFields = () =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field, name: `${type!.name}.${field.name}` }));
  });

describe('tenant isolation matrix', () => {
  let s: TestServer;
  let demoId: string;
  let northId: string;
  let demoRows: Map<string, Row[]>;
  let secrets: string[];

  const northToken = async () => {
    const res = await s.http({ method: 'POST', path: '/auth/local', host: 'northstar.localhost', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'claire.dubois@northstar.example', password: DEMO_PASSWORD, endOldestSession: true }) });
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
      ...[...demoRows.values()].flat().map((r) => r.id).filter((v): v is string => typeof v === 'string'),
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

  it('answers a Northstar admin nothing of Lakeside and changes nothing there, for every operation', async () => {
    const before = fingerprint(demoRows);
    const leaks: string[] = [];
    for (const { kind, field, name } of rootFields()) {
      const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, field.name, demoRows)]));
      const sent = JSON.stringify(variables);
      const res = await s.gql(operation(kind, field), { host: 'northstar.localhost', token: await northToken(), variables });
      expect(res.status, `${name}: ${res.text}`).toBeLessThan(500);
      for (const secret of secrets) if (!sent.includes(secret) && res.text.includes(secret)) leaks.push(`${name} → ${secret}`);
    }
    expect(leaks).toEqual([]);
    expect(fingerprint(await tenantRows(s, demoId))).toBe(before);
  });

  it('answers every REST route the same way', async () => {
    const before = fingerprint(demoRows);
    const demoUser = demoRows.get('users')![0]!.id as string;
    const leaks: string[] = [];
    const routes = s.running.app.routeList.filter((r) => !['/graphql', '/healthz', '/*', '/'].includes(r.url));
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, (p) => (/token/i.test(p) ? 'x'.repeat(43) : demoUser));
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
        ? JSON.stringify({ email: 'maya.chen@lakeside.example', password: 'attacker-password-123', token: 'x'.repeat(43), newPassword: 'attacker-password-123', incubator: 'demo', code: 'x', state: 'x' })
        : undefined;
      const res = await s.http({ method: route.method, path, host: 'northstar.localhost', headers: { authorization: `Bearer ${await northToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body });
      expect(res.status, `${route.method} ${route.url}: ${res.text}`).toBeLessThan(500);
      for (const secret of secrets) if (!path.includes(secret) && res.text.includes(secret)) leaks.push(`${route.method} ${route.url} → ${secret}`);
    }
    expect(leaks).toEqual([]);
    expect(fingerprint(await tenantRows(s, demoId))).toBe(before);
  });

  it('gives a Northstar token no standing on the Lakeside host', async () => {
    const token = await northToken();
    const accepted: string[] = [];
    for (const { kind, field, name } of rootFields()) {
      if (policies[name]!.access === 'public') continue;
      const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, field.name, demoRows)]));
      const res = await s.gql(operation(kind, field), { host: 'demo.localhost', token, variables });
      const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
      if (!codes.includes('AUTHENTICATION_REQUIRED') && !codes.includes('GRAPHQL_VALIDATION_FAILED')) accepted.push(`${name}: ${res.text.slice(0, 200)}`);
    }
    expect(accepted).toEqual([]);
    expect(northId).not.toBe(demoId);
  });

  it('refuses a role without the permission an operation needs', async () => {
    const res = await s.http({ method: 'POST', path: '/auth/local', host: 'demo.localhost', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'noah.williams@lakeside.example', password: DEMO_PASSWORD }) });
    const token = (res.body as { token: string }).token;
    const grants = defaultGrants('Applicant');
    const allowed: string[] = [];
    let checked = 0;
    for (const { kind, field, name } of rootFields()) {
      const policy = policies[name]!;
      if (policy.access !== 'permission' || grantedScope(grants, policy.permission) !== 'NONE') continue;
      checked++;
      const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, field.name, demoRows)]));
      const r = await s.gql(operation(kind, field), { host: 'demo.localhost', token, variables });
      if (!(r.body.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN')) allowed.push(`${name}: ${r.text.slice(0, 200)}`);
    }
    expect(allowed).toEqual([]);
    expect(checked).toBeGreaterThan(3);
  });
});
