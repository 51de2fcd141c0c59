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
import { eq } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isUnionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { BAD_TEXT_MESSAGE } from '../src/core/input-guard.ts';
import { incubators } from '../src/core/db/incubators.schema.ts';
import { startTestServer, DEMO_PASSWORD, type HttpOptions, type HttpResult, type TestServer } from './harness.ts';
import { policies, schema, tables, tenantRows } from './schema-walk.ts';
import { MAYA } from './personas.ts';

const ADMIN_EMAIL = MAYA;
const HOST = 'demo.localhost';
const CONCURRENCY = 4;
/** A string of about 1 MB that still fits in BODY_LIMIT (1 MiB) with the rest of the request. */
const MEGABYTE = 'x'.repeat(1_000_000);
/** A string longer than BODY_LIMIT on its own: must answer 413. */
const OVER_LIMIT = 'x'.repeat(1_048_577);
const MALFORMED_UUID = '123e4567-e89b-12d3-a456-42661417400z';
/**
 * The mutations in phases, each mutation in the first that matches, the plausible ids read again between phases:
 * rows first (posts, tasks, metrics...), then rows of those rows (comments, collections), then the updates, then
 * what deletes or archives (so that it does not take the row from an update running beside it).
 */
const MUTATION_PHASES = [
  /^(?!createTimelineComment)(create|invite|signUp|upsertSso|request)/,
  /^(createTimelineComment|assignMetricCollection|openDue)/,
  /^(?!delete|remove|archive|revoke|unassign)/,
  /./,
];
/** Operations that end or change the caller's own sign-in: run last, one at a time, with a re-login after each. */
const SESSION_AFFECTING = new Set([
  'logoutSession',
  'logoutOtherSessions',
  'changePassword',
  'deleteMyAccount',
  'setUserStatus',
  'setUserRole',
  'upsertUserSession',
  'updateRole',
  'deleteRole',
]);

type Row = Record<string, unknown>;
type Rows = Map<string, Row[]>;
interface Case {
  label: string;
  value: unknown;
}

/** The table an id argument most likely names, from the argument's, the input type's and the field's names. */
const ID_HINTS: [RegExp, string][] = [
  [/metricData/i, 'metric_data'],
  [/session/i, 'user_sessions'],
  [/invitation/i, 'invitations'],
  [/role/i, 'roles'],
  [/sso|connection/i, 'sso_connections'],
  [/categorization/i, 'categorizations'],
  [/collection/i, 'metric_collections'],
  [/metric/i, 'metrics'],
  [/comment/i, 'timeline_comments'],
  [/post/i, 'timeline_posts'],
  [/task/i, 'tasks'],
  [/tag/i, 'tags'],
  [/industr/i, 'industries'],
  [/attachment|logo/i, 'attachments'],
  [/export/i, 'exports'],
  [/startup/i, 'startups'],
  [/program/i, 'programs'],
  [/notification/i, 'notification_recipients'],
  [/user|assignee|person|value/i, 'users'],
  [/incubator/i, 'incubators'],
];

function idFor(names: string[], rows: Rows, avoid: Set<string>): string {
  const pick = (table: string) => {
    // The newest row: the fuzz's own creations (refreshed between phases) before the demo's.
    const row = (rows.get(table) ?? []).findLast((r) => typeof r.id === 'string' && !avoid.has(r.id as string));
    return row?.id as string | undefined;
  };
  for (const text of names)
    for (const [re, table] of ID_HINTS)
      if (re.test(text)) {
        const id = pick(table);
        if (id) return id;
      }
  return pick('users')!;
}

interface Ctx {
  rows: Rows;
  foreign: Rows;
  /** Ids a plausible value must not name: the admin themself and their role (so the run does not lock them out). */
  avoid: Set<string>;
  programSlug: string;
}

/** A plausible string for a field, by its name. */
function plausibleString(name: string, names: string[], ctx: Ctx): string {
  const n = name;
  // A new address per call ({{n}} is numbered when sent): a sign-up or an invitation must not stop at "already registered".
  if (/email/i.test(n)) return 'fuzz.{{n}}@lakeside.example';
  if (/password/i.test(n)) return 'fuzz-wrong-password-123';
  if (/token/i.test(n)) return 'x'.repeat(43);
  if (/slug/i.test(n)) return ctx.programSlug;
  // A local date-time (the metrics form's), in the future (a task's due date may not be past).
  if (/^date$/.test(n)) return '2030-06-01T12:00:00';
  if (/date|before|dueFrom|dueTo|todayStart|todayEnd|start$|end$/i.test(n)) return '2030-06-01';
  if (/color/i.test(n)) return '#336699';
  if (/url|website|linkedin|twitter|facebook|issuer|logo$/i.test(n)) return 'https://example.com';
  if (/language/i.test(n)) return 'en';
  if (/timezone/i.test(n)) return 'Europe/Paris';
  if (/currency/i.test(n)) return 'EUR';
  if (/country/i.test(n)) return 'FR';
  if (/permissionCriteria/i.test(n)) return 'ASSIGNED';
  if (/visibilitySettings/i.test(n)) return 'own';
  if (/^permissions?$|^key$/i.test(n)) return 'TASK/TASK:VIEW';
  if (/^type$/.test(n) && names.includes('TaskAssigneeInput')) return 'user';
  if (/^type$/.test(n)) return 'Coach';
  if (/^roles$/.test(n)) return 'Coach';
  if (/provider/i.test(n)) return 'generic';
  if (/^name$/.test(n) && names.includes('setFeatureFlag')) return 'dataCollection';
  if (/Id$/.test(n)) return idFor([n, ...names], ctx.rows, ctx.avoid);
  if (/^value$/.test(n)) return '1';
  return 'Fuzz value';
}

/**
 * Optional fields an input object needs to get past its first check (a startup needs a name, a collection a
 * startup...), so that one hostile field at a time reaches the code behind. A type missing here gets its required
 * fields only.
 */
const INPUT_EXTRAS: Record<string, (ctx: Ctx) => Record<string, unknown>> = {
  StartupInput: () => ({ name: 'Fuzz Startup' }),
  AssignMetricCollectionInput: (ctx) => ({ startupIds: [idFor(['startup'], ctx.rows, ctx.avoid)] }),
  SsoConnectionInput: () => ({ provider: 'generic' }),
  CreateRoleInput: () => ({ type: 'Coach' }),
};

/** A plausible value of a type: the required fields of input objects, and their INPUT_EXTRAS. */
function plausible(type: GraphQLInputType, name: string, names: string[], ctx: Ctx, depth = 0): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, name, names, ctx, depth);
  if (isListType(type)) return [plausible(type.ofType, name, names, ctx, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    const values = Object.fromEntries(
      fields.map((f) => [f.name, plausible(f.type, f.name, [type.name, ...names], ctx, depth + 1)]),
    );
    const extras = INPUT_EXTRAS[type.name]?.(ctx) ?? {};
    const known = type.getFields();
    return { ...values, ...Object.fromEntries(Object.entries(extras).filter(([k]) => k in known)) };
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor([name, ...names], ctx.rows, ctx.avoid);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return plausibleString(name, names, ctx);
    }
  }
  return null;
}

const WRONG_JSON: Case[] = [
  { label: 'null', value: null },
  { label: 'an array', value: ['x'] },
  { label: 'an object', value: { x: 1 } },
  { label: 'true', value: true },
];

function stringCases(name: string, names: string[], ctx: Ctx): Case[] {
  return [
    { label: 'NUL inside', value: 'a\u0000b' },
    { label: 'a lone high surrogate', value: 'a\uD800b' },
    { label: 'a lone low surrogate', value: '\uDC00' },
    { label: 'a 1 MB string', value: MEGABYTE },
    { label: 'an empty string', value: '' },
    { label: 'blanks', value: '   ' },
    { label: "Northstar's id", value: idFor([name, ...names], ctx.foreign, new Set()) },
    { label: 'a malformed UUID', value: MALFORMED_UUID },
    { label: '2026-02-30', value: '2026-02-30' },
    { label: '99999-01-01', value: '99999-01-01' },
    { label: 'yesterday', value: 'yesterday' },
    { label: 'a number', value: 12 },
  ];
}

const INT_CASES: Case[] = [
  { label: '2^31', value: 2 ** 31 },
  { label: '-2^31-1', value: -(2 ** 31) - 1 },
  { label: '2^31-1', value: 2 ** 31 - 1 },
  { label: '-2^31', value: -(2 ** 31) },
  { label: '1e308', value: 1e308 },
  { label: '-0', value: -0 },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: '"NaN"', value: 'NaN' },
  { label: 'a string', value: 'twelve' },
];
const FLOAT_CASES: Case[] = [
  ...INT_CASES,
  { label: '-1e308', value: -1e308 },
  { label: '5e-324', value: 5e-324 },
  { label: '2^53+2', value: 2 ** 53 + 2 },
];
const BOOLEAN_CASES: Case[] = [
  { label: '"true"', value: 'true' },
  { label: '1', value: 1 },
];

/** Hostile values for one position, each a full replacement for the value at that position. */
function hostile(type: GraphQLInputType, name: string, names: string[], ctx: Ctx, depth = 0): Case[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const cases: Case[] = [...WRONG_JSON];
  if (isListType(inner)) {
    const item = plausible(inner.ofType, name, names, ctx, depth);
    cases.push(
      { label: 'an empty list', value: [] },
      { label: 'a list with null', value: [null] },
      { label: '20,000 items', value: Array.from({ length: 20_000 }, () => item) },
    );
    for (const c of hostile(inner.ofType, name, names, ctx, depth))
      cases.push({ label: `[${c.label}]`, value: [c.value] });
    return cases;
  }
  if (isEnumType(inner)) {
    const first = inner.getValues()[0]!.value as string;
    cases.push(
      { label: 'an unknown value', value: 'NOT_A_VALUE' },
      { label: 'lower case', value: first.toLowerCase() },
      { label: 'a number', value: 1 },
    );
    return cases;
  }
  if (isInputObjectType(inner)) {
    if (depth > 3) return cases;
    const base = plausible(inner, name, names, ctx, depth) as Record<string, unknown>;
    cases.push(
      { label: 'an empty object', value: {} },
      { label: 'an unknown field', value: { ...base, notAField: 1 } },
      { label: 'a string', value: 'x' },
    );
    for (const f of Object.values(inner.getFields())) {
      for (const c of hostile(f.type, f.name, [inner.name, ...names], ctx, depth + 1))
        cases.push({ label: `.${f.name} = ${c.label}`, value: { ...base, [f.name]: c.value } });
    }
    return cases;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return [...cases, ...INT_CASES];
      case 'Float':
        return [...cases, ...FLOAT_CASES];
      case 'Boolean':
        return [...cases, ...BOOLEAN_CASES];
      default:
        return [...cases, ...stringCases(name, names, ctx)];
    }
  }
  return cases;
}

/** Every field without a required argument, three levels deep: the presenters run on what the resolvers return. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isUnionType(named)) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  if (depth > 2) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const sub = selection(f.type, depth + 1);
      return sub ? `${f.name} ${sub}` : f.name;
    });
  return `{ __typename ${parts.join(' ')} }`;
}

/** The operation with every argument as a variable, or one of them written inline as a literal. */
function operation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  inline?: { name: string; literal: string },
) {
  const args = field.args as readonly GraphQLArgument[];
  const vars = args
    .filter((a) => a.name !== inline?.name)
    .map((a) => `$${a.name}: ${a.type.toString()}`)
    .join(', ');
  const call = args.length
    ? `(${args.map((a) => `${a.name}: ${a.name === inline?.name ? inline.literal : `$${a.name}`}`).join(', ')})`
    : '';
  return `${kind} Op${vars ? `(${vars})` : ''} { ${field.name}${call} ${selection(field.type)} }`;
}

const rootFields = () =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({
      kind,
      field,
      name: `${type!.name}.${field.name}`,
    }));
  });

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

const describeValue = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
};

interface GqlCall {
  op: string;
  what: string;
  query: string;
  variables: Record<string, unknown>;
}

describe('input fuzz: no internal error for any client input', () => {
  let s: TestServer;
  let ctx: Ctx;
  let adminId: string;
  let demoId: string;
  let attachmentId: string;
  let token: string;
  let forwardedFor = 0;
  let unique = 0;
  const failures: string[] = [];
  /** FUZZ_ANSWERS=<file>: every answer (status, code, message) written there, to see how far the calls reach. */
  const answers = process.env.FUZZ_ANSWERS ? ([] as string[]) : null;
  const stats = { graphql: 0, rest: 0, relogins: 0 };

  /** Each request from its own (documentation-range) address, so per-address attempt limits do not mask the routes. */
  const nextAddress = () => {
    forwardedFor++;
    return `198.18.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
  };
  const http = (o: HttpOptions) =>
    s.http({ ...o, headers: { 'x-forwarded-for': nextAddress(), ...(o.headers ?? {}) } });

  const signIn = async () => {
    const res = await http({
      method: 'POST',
      path: '/auth/local',
      host: HOST,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD, endOldestSession: true }),
    });
    if (res.status !== 200) throw new Error(`re-login failed: ${res.status} ${res.text}`);
    stats.relogins++;
    token = (res.body as { token: string }).token;
  };

  const record = (who: string, what: string, res: HttpResult | Error) => {
    if (res instanceof Error) return failures.push(`${who} ${what} → connection error ${res.message}`);
    const errors =
      (res.body as { errors?: { message: string; extensions?: { code?: string } }[] } | null)?.errors ?? [];
    if (answers) {
      const rest = (res.body as { error?: unknown } | null)?.error;
      const e = errors[0]
        ? { code: errors[0].extensions?.code, message: errors[0].message }
        : rest && typeof rest === 'object'
          ? (rest as { code?: string; message: string })
          : rest
            ? { code: '(not a code)', message: `${JSON.stringify(res.body)}` }
            : undefined;
      answers.push(
        `${who} | ${what.slice(0, 110)} | ${res.status} ${e ? `${e.code} ${e.message.slice(0, 90)}` : 'ok'}`,
      );
    }
    const internal = errors.find((e) => e.extensions?.code === 'INTERNAL');
    if (res.status >= 500 || internal)
      failures.push(
        `${who} ${what} → HTTP ${res.status} ${(internal ? `INTERNAL ${internal.message}` : res.text).slice(0, 300)}`,
      );
  };

  const sendGql = async (signedIn: boolean, call: GqlCall) => {
    const body = JSON.stringify({ query: call.query, variables: call.variables }).replaceAll('{{n}}', String(++unique));
    const send = () =>
      http({
        method: 'POST',
        path: '/graphql',
        host: HOST,
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
      }).catch((err: Error) => err);
    stats.graphql++;
    const before = token;
    let res = await send();
    const unauthenticated = (r: HttpResult | Error) =>
      !(r instanceof Error) &&
      ((r.body as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).some(
        (e) => e.extensions?.code === 'AUTHENTICATION_REQUIRED',
      );
    if (signedIn && unauthenticated(res)) {
      // A destructive call (sessions ended, role changed) took the token's standing: sign in again and retry once.
      if (token === before) await signIn();
      res = await send();
    }
    record(signedIn ? 'admin' : 'signed out', `${call.op} ${call.what}`, res);
  };

  const callsFor = (
    kind: 'query' | 'mutation',
    field: GraphQLField<unknown, unknown>,
    name: string,
    signedIn: boolean,
  ): GqlCall[] => {
    // The required arguments only: each optional one is tried alone, with its hostile values.
    const base = Object.fromEntries(
      field.args
        .filter((a) => isNonNullType(a.type))
        .map((a) => [a.name, plausible(a.type, a.name, [field.name], ctx)]),
    );
    // Last, so that a deletion or an archive with plausible arguments leaves the row to the hostile calls before it.
    const plausibleCall: GqlCall = {
      op: name,
      what: '(plausible arguments)',
      query: operation(kind, field),
      variables: base,
    };
    // Signed out, an operation that is not public stops at its policy, before any resolver reads an argument (and
    // the arguments' coercion is the same as signed in): one call checks that it refuses cleanly.
    if (!signedIn && policies[name]?.access !== 'public') return [plausibleCall];
    const calls: GqlCall[] = [];
    for (const arg of field.args) {
      for (const c of hostile(arg.type, arg.name, [field.name], ctx)) {
        calls.push({
          op: name,
          what: `${arg.name} = ${c.label} ${describeValue(c.value)}`,
          query: operation(kind, field),
          variables: { ...base, [arg.name]: c.value },
        });
      }
      const named = getNamedType(arg.type);
      if (isScalarType(named) && ['String', 'ID'].includes(named.name)) {
        // The same text written in the document: a string literal's escapes decode to NUL after the JSON body is parsed.
        const { [arg.name]: _omitted, ...rest } = base;
        const literal = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type)
          ? '["a\\u0000b"]'
          : '"a\\u0000b"';
        calls.push({
          op: name,
          what: `${arg.name} = inline literal "a\\u0000b"`,
          query: operation(kind, field, { name: arg.name, literal }),
          variables: rest,
        });
      }
    }
    return [...calls, plausibleCall];
  };

  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: 'true' });
    const db = s.running.services.database.db;
    demoId = (await db.select().from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
    const northId = (await db.select().from(incubators).where(eq(incubators.slug, 'northstar')))[0]!.id;
    token = await s.login(ADMIN_EMAIL);
    // One attachment of the admin's, for the attachment routes' plausible ids.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart([{ name: 'file', filename: 'pixel.png', type: 'image/png', data: png }]);
    const upload = await http({
      method: 'POST',
      path: '/api/users/file',
      host: HOST,
      body: form.body,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(upload.status, upload.text).toBe(201);
    attachmentId = (upload.body as { _id?: string; id?: string })._id ?? (upload.body as { id: string }).id;
    const rows = await tenantRows(s, demoId);
    const admin = rows.get('users')!.find((u) => u.email === ADMIN_EMAIL)!;
    adminId = admin.id as string;
    ctx = {
      rows,
      foreign: await tenantRows(s, northId),
      avoid: new Set([adminId, admin.roleId as string]),
      programSlug: String(rows.get('programs')![0]!.slug),
    };
  });
  afterAll(async () => {
    if (answers) writeFileSync(process.env.FUZZ_ANSWERS!, answers.join('\n'));
    await s?.close();
  });
  // Each test reports its own failures.
  beforeEach(() => {
    failures.length = 0;
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
            for (const call of callsFor(kind, field, name, signedIn)) await sendGql(signedIn, call);
          });
          ctx.rows = await tenantRows(s, demoId);
        }
        for (const { kind, field, name } of last)
          for (const call of callsFor(kind, field, name, signedIn)) await sendGql(signedIn, call);
      }
      console.info(
        `fuzz: ${stats.graphql} GraphQL calls, ${stats.relogins} re-logins, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(failures).toEqual([]);
      expect(fields.length).toBeGreaterThan(50);
    },
  );

  it('answers the GraphQL transport with hostile bodies cleanly', { timeout: 120_000 }, async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      http({
        method: 'POST',
        path: '/graphql',
        host: HOST,
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${token}`,
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
      record('admin', `POST /graphql ${label}`, await post(body, headers).catch((e: Error) => e));
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
      record(
        'admin',
        `GET /graphql?${q.slice(0, 120)}`,
        await http({
          method: 'GET',
          path: `/graphql?${q}`,
          host: HOST,
          headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
        }).catch((e: Error) => e),
      );
    expect(failures).toEqual([]);
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
      const routes = s.running.app.routeList.filter((r) => !['/graphql', '/*', '/'].includes(r.url));
      expect(routes.length).toBeGreaterThan(10);
      const plausibleParam = (param: string, url: string) =>
        /token/i.test(param)
          ? 'x'.repeat(43)
          : param === 'referenceType'
            ? 'user'
            : param === 'referenceId'
              ? adminId
              : /exports/.test(url)
                ? '00000000-0000-4000-8000-000000000000'
                : attachmentId;
      const pathParams: Case[] = [
        { label: '%00', value: '%00' },
        { label: 'a%00b', value: 'a%00b' },
        { label: 'a lone surrogate (invalid UTF-8)', value: '%ED%A0%80' },
        { label: 'a broken escape', value: '%E0%A4%A' },
        { label: 'a bare %', value: '%' },
        { label: '8 kB', value: 'x'.repeat(8000) },
        { label: 'a malformed UUID', value: MALFORMED_UUID },
        { label: "Northstar's user id", value: String(ctx.foreign.get('users')![0]!.id) },
        { label: 'a traversal', value: '..%2F..%2Fetc%2Fpasswd' },
        { label: 'dots', value: '..' },
      ];
      // Each hostile value in every query parameter a route reads (or might): one request per value.
      const QUERY_KEYS = ['exp', 'sig', 'referenceType', 'referenceId', 'connection', 'returnTo', 'token', 'x'];
      const queryStrings = [
        '%00',
        'a%00b',
        '%ED%A0%80',
        '%',
        'x'.repeat(500),
        '1e308',
        '-1',
        'NaN',
        '',
        'a&{k}=b',
        '[]',
        '[a]',
      ].map((v) => QUERY_KEYS.map((k) => (v.startsWith('[') ? `${k}${v}=1` : `${k}=${v.replace('{k}', k)}`)).join('&'));
      const BODY_KEYS: Record<string, unknown> = {
        email: 'fuzz.nobody@lakeside.example',
        password: 'fuzz-wrong-password-123',
        newPassword: 'fuzz-new-password-123',
        token: 'x'.repeat(43),
        incubator: 'demo',
        code: 'x',
        state: 'x',
        iss: 'https://issuer.example',
        endOldestSession: false,
        name: 'Renamed.png',
        firstName: 'Maya',
        lastName: 'Chen',
        headline: 'Programme Director',
        phone: '+33 1 23 45 67 89',
        language: 'en',
        timezone: 'Europe/Paris',
        bio: 'Bio',
        country: 'FR',
        links: { linkedin: 'https://linkedin.com/in/maya' },
        expertise: ['Growth'],
        industries: ['Fintech'],
        referenceType: 'user',
        referenceId: adminId,
      };
      // The keys each route reads (the plausible body carries them all); a route missing here gets every key fuzzed.
      const ROUTE_BODY_KEYS: Record<string, string[]> = {
        'POST /auth/local': ['email', 'password', 'incubator', 'endOldestSession'],
        'POST /auth/sso/callback': ['state', 'code', 'iss', 'endOldestSession'],
        'POST /api/users/sendresetpassword': ['email'],
        'POST /api/users/resetpassword': ['token', 'newPassword'],
        'POST /api/users/validate/:token': [],
        'PUT /user': [
          'firstName',
          'lastName',
          'headline',
          'phone',
          'language',
          'timezone',
          'bio',
          'country',
          'links',
          'expertise',
          'industries',
        ],
        'PUT /api/attachments/:id': ['name'],
        'DELETE /api/attachments/:referenceType/:id': [],
        'POST /api/attachment/upload': ['referenceType', 'referenceId'],
        'POST /api/users/file': [],
      };
      const bodyValues: Case[] = [
        ...WRONG_JSON,
        { label: 'NUL inside', value: 'a\u0000b' },
        { label: 'a lone surrogate', value: 'a\uD800b' },
        { label: 'a 1 MB string', value: MEGABYTE },
        { label: 'an empty string', value: '' },
        { label: '1e308', value: 1e308 },
        { label: '-1', value: -1 },
        { label: 'a NUL key', value: { 'a\u0000': 'x' } },
        { label: 'a list with NUL', value: ['a\u0000b'] },
        { label: '21 items', value: Array.from({ length: 21 }, (_, i) => `item ${i}`) },
      ];
      const wholeBodies: [string, string, string][] = [
        ['[]', '[]', 'application/json'],
        ['1', '1', 'application/json'],
        ['"x"', '"x"', 'application/json'],
        ['null', 'null', 'application/json'],
        ['true', 'true', 'application/json'],
        ['malformed JSON', '{"email":', 'application/json'],
        ['trailing garbage', '{} x', 'application/json'],
        ['empty JSON', '', 'application/json'],
        ['a NUL key', JSON.stringify({ 'a\u0000': 1 }), 'application/json'],
        ['__proto__', '{"__proto__": {"polluted": true}}', 'application/json'],
        ['constructor.prototype', '{"constructor": {"prototype": {"polluted": true}}}', 'application/json'],
        ['10,000 nested arrays', `{"email": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 'application/json'],
        ['over BODY_LIMIT', JSON.stringify({ email: OVER_LIMIT }), 'application/json'],
        ['text/plain', 'hello', 'text/plain'],
        ['text/plain with NUL', 'a\u0000b', 'text/plain'],
        ['form encoded', 'email=a%00b', 'application/x-www-form-urlencoded'],
        ['xml', '<a/>', 'application/xml'],
        ['multipart without boundary', 'x', 'multipart/form-data'],
        ['json as utf-16', '{}', 'application/json; charset=utf-16'],
      ];

      interface RestCall {
        what: string;
        o: HttpOptions;
        /** Signed in only: what a route reads from its body is the same signed out (public routes) or never read (the others refuse first). */
        signedInOnly?: boolean;
      }
      const calls: RestCall[] = [];
      for (const route of routes) {
        const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
        const pathWith = (override?: { param: string; value: string }) =>
          route.url.replace(/:([A-Za-z]+)/g, (_m, p: string) =>
            override?.param === p ? override.value : encodeURIComponent(plausibleParam(p, route.url)),
          );
        const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
        const baseBody = hasBody ? JSON.stringify(BODY_KEYS) : undefined;
        const base = (path: string): HttpOptions => ({
          method: route.method,
          path,
          host: HOST,
          headers: hasBody ? { 'content-type': 'application/json' } : {},
          body: baseBody,
        });
        const name = `${route.method} ${route.url}`;
        calls.push({ what: `${name} (plausible)`, o: base(pathWith()) });
        for (const p of params)
          for (const c of pathParams)
            calls.push({
              what: `${name} :${p} = ${c.label}`,
              o: base(pathWith({ param: p, value: c.value as string })),
            });
        for (const q of queryStrings) calls.push({ what: `${name} ?${q.slice(0, 60)}`, o: base(`${pathWith()}?${q}`) });
        if (hasBody) {
          for (const key of [...(ROUTE_BODY_KEYS[name] ?? Object.keys(BODY_KEYS)), 'notAKey']) {
            for (const c of bodyValues)
              calls.push({
                what: `${name} body.${key} = ${c.label}`,
                o: { ...base(pathWith()), body: JSON.stringify({ ...BODY_KEYS, [key]: c.value }) },
                signedInOnly: true,
              });
          }
          for (const [label, body, type] of wholeBodies)
            calls.push({
              what: `${name} body ${label}`,
              o: { ...base(pathWith()), headers: { 'content-type': type }, body },
            });
        }
      }
      const signedInCalls = calls.map((c) => ({ ...c, signedIn: true }));
      const signedOutCalls = calls.filter((c) => !c.signedInOnly).map((c) => ({ ...c, signedIn: false }));
      // Uploads last: they add files the attachment routes above would otherwise list.
      const uploads = routes.filter((r) => r.method === 'POST' && /upload|\/file$/.test(r.url));
      expect(uploads.length).toBe(2);
      await pool([...signedInCalls, ...signedOutCalls], CONCURRENCY, async (c) => {
        stats.rest++;
        const send = () =>
          http({
            ...c.o,
            headers: { ...(c.o.headers ?? {}), ...(c.signedIn ? { authorization: `Bearer ${token}` } : {}) },
          }).catch((err: Error) => err);
        const before = token;
        let res = await send();
        if (c.signedIn && !(res instanceof Error) && res.status === 401 && !c.what.includes('/auth/')) {
          if (token === before) await signIn();
          res = await send();
        }
        record(c.signedIn ? 'admin' : 'signed out', c.what, res);
      });
      for (const route of uploads) {
        for (const [label, request] of multipartCases(adminId, String(ctx.foreign.get('users')![0]!.id))) {
          stats.rest++;
          // The reference in the query (the route reads it there too), so that each case reaches the storing of the file.
          const path = `${route.url}?referenceType=user&referenceId=${adminId}`;
          const res = await http({
            method: 'POST',
            path,
            host: HOST,
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${token}` },
          }).catch((err: Error) => err);
          record('admin', `POST ${route.url} multipart ${label}`, res);
          if (!(res instanceof Error) && res.status < 300 && /NUL|surrogate/.test(label))
            failures.push(`admin POST ${route.url} multipart ${label} → accepted (${res.status})`);
        }
      }
      console.info(`fuzz: ${stats.rest} REST calls, ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(failures).toEqual([]);
    },
  );

  // A lone surrogate reaching the database is stored as U+FFFD (the driver encodes UTF-8): the fuzz's own values
  // 'a\uD800b' and '\uDC00' would show as 'a\uFFFDb' and '\uFFFD'.
  it('stored no NUL and none of the lone surrogates sent', async () => {
    const db = s.running.services.database.db;
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

interface Part {
  name: string;
  filename?: string;
  /** A raw Content-Disposition header, instead of the one built from name and filename. */
  disposition?: string;
  type?: string;
  data: Buffer | string;
}

const BOUNDARY = '----fuzz-boundary-7f3a';

function multipartBody(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.disposition ?? `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipart(parts: Part[]): { headers: Record<string, string>; body: Buffer } {
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipartBody(parts) };
}

const TEXT_FILE = { name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'Some notes.\n' };

function multipartCases(
  adminId: string,
  foreignUserId: string,
): [string, { headers: Record<string, string>; body: Buffer }][] {
  const withType = (type: string, body: Buffer) => ({ headers: { 'content-type': type }, body });
  const complete = multipartBody([
    { name: 'referenceType', data: 'user' },
    { name: 'referenceId', data: adminId },
    TEXT_FILE,
  ]);
  const raw = (disposition: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: `),
      disposition,
      Buffer.from(`\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--${BOUNDARY}--\r\n`),
    ]);
  return [
    [
      'a plausible text file',
      multipart([{ name: 'referenceType', data: 'user' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    [
      'truncated in the file',
      withType(`multipart/form-data; boundary=${BOUNDARY}`, complete.subarray(0, complete.length - 20)),
    ],
    ['truncated in the headers', withType(`multipart/form-data; boundary=${BOUNDARY}`, complete.subarray(0, 40))],
    [
      'without the closing boundary',
      withType(`multipart/form-data; boundary=${BOUNDARY}`, multipartBody([TEXT_FILE], BOUNDARY, false)),
    ],
    ['without a boundary parameter', withType('multipart/form-data', complete)],
    ['with another boundary', withType('multipart/form-data; boundary=other', complete)],
    ['an empty body', withType(`multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0))],
    ['garbage', withType(`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('not multipart at all'))],
    ['multipart/mixed', withType(`multipart/mixed; boundary=${BOUNDARY}`, complete)],
    ['a JSON body', withType('application/json', Buffer.from('{"file": "x"}'))],
    [
      'no file part',
      multipart([
        { name: 'referenceType', data: 'user' },
        { name: 'referenceId', data: adminId },
      ]),
    ],
    ['the file under another name', multipart([{ ...TEXT_FILE, name: 'document' }])],
    ['a file part without a filename', multipart([{ name: 'file', type: 'text/plain', data: 'x' }])],
    ['an empty file', multipart([{ ...TEXT_FILE, data: '' }])],
    ['an empty filename', multipart([{ ...TEXT_FILE, filename: '' }])],
    [
      'a filename with NUL',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename="a\u0000b.txt"', 'utf8')),
      ),
    ],
    [
      'a filename* with NUL',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename*=UTF-8\'\'a%00b.txt', 'utf8')),
      ),
    ],
    [
      'a filename with invalid UTF-8 (bytes ED A0 80)',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(
          Buffer.concat([
            Buffer.from('form-data; name="file"; filename="a'),
            Buffer.from([0xed, 0xa0, 0x80]),
            Buffer.from('.txt"'),
          ]),
        ),
      ),
    ],
    [
      'a filename* with invalid UTF-8',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename*=UTF-8\'\'a%ED%A0%80.txt', 'utf8')),
      ),
    ],
    ['a 1 kB filename', multipart([{ ...TEXT_FILE, filename: `${'n'.repeat(1000)}.txt` }])],
    ['a traversal filename', multipart([{ ...TEXT_FILE, filename: '../../../etc/passwd.txt' }])],
    [
      'referenceType with NUL',
      multipart([{ name: 'referenceType', data: 'us\u0000er' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    [
      'referenceId with NUL',
      multipart([
        { name: 'referenceType', data: 'user' },
        { name: 'referenceId', data: `${adminId}\u0000` },
        TEXT_FILE,
      ]),
    ],
    [
      'referenceId malformed',
      multipart([{ name: 'referenceType', data: 'startup' }, { name: 'referenceId', data: MALFORMED_UUID }, TEXT_FILE]),
    ],
    [
      "referenceId another organisation's",
      multipart([{ name: 'referenceType', data: 'user' }, { name: 'referenceId', data: foreignUserId }, TEXT_FILE]),
    ],
    [
      'referenceType unknown',
      multipart([{ name: 'referenceType', data: 'galaxy' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    ['a field over fieldSize', multipart([{ name: 'referenceType', data: 'x'.repeat(5000) }, TEXT_FILE])],
    ['11 fields', multipart([...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' })), TEXT_FILE])],
    ['two files', multipart([TEXT_FILE, { ...TEXT_FILE, filename: 'other.txt' }])],
    ['a field after the file', multipart([TEXT_FILE, { name: 'referenceType', data: 'user' }])],
    ['a file over 5 MiB', multipart([{ ...TEXT_FILE, data: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) }])],
    ['an image type with text content', multipart([{ ...TEXT_FILE, filename: 'fake.png', type: 'image/png' }])],
    [
      'a header without a blank line',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nnotes--${BOUNDARY}--\r\n`,
        ),
      ),
    ],
  ];
}
