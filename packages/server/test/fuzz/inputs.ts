// The fuzz's values (test/fuzz.integration.test.ts): for each argument type, plausible values (the other arguments
// of a call) and hostile ones, the operations' documents, generated from the schema.
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
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { idByHints, inputValue, operation as walkOperation, type Row } from '../schema-walk.ts';

export const CONCURRENCY = 4;
/** A string of about 1 MB that still fits in BODY_LIMIT (1 MiB) with the rest of the request. */
export const MEGABYTE = 'x'.repeat(1_000_000);
/** A string longer than BODY_LIMIT on its own: must answer 413. */
export const OVER_LIMIT = 'x'.repeat(1_048_577);
export const MALFORMED_UUID = '123e4567-e89b-12d3-a456-42661417400z';
/**
 * The mutations in phases, each mutation in the first that matches, the plausible ids read again between phases:
 * rows first (posts, tasks, metrics...), then rows of those rows (comments, collections), then the updates, then
 * what deletes or archives (so that it does not take the row from an update running beside it).
 */
export const MUTATION_PHASES = [
  /^(?!createTimelineComment)(create|invite|signUp|upsertSso|request)/,
  /^(createTimelineComment|assignMetricCollection|openDue)/,
  /^(?!delete|remove|archive|revoke|unassign)/,
  /./,
];
/** Operations that end or change the caller's own sign-in: run last, one at a time, with a re-login after each. */
export const SESSION_AFFECTING = new Set([
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

export type { Row };
export type Rows = Map<string, Row[]>;
export interface Case {
  label: string;
  value: unknown;
}

/** The table an id argument most likely names, from the argument's, the input type's and the field's names. */
export const ID_HINTS: [RegExp, string][] = [
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
  // An application's operations (its meeting, comments, rounds) reach past "not found" with a real application.
  [/^applicationId$/, 'applications'],
  [/^funnelId$/, 'funnels'],
  [/notification/i, 'notification_recipients'],
  [/user|assignee|person|value/i, 'users'],
  [/incubator/i, 'incubators'],
];

export function idFor(names: string[], rows: Rows, avoid: Set<string>): string {
  // The newest row: the fuzz's own creations (refreshed between phases) before the demo's.
  const pick = (table: string) =>
    (rows.get(table) ?? []).findLast((r) => typeof r.id === 'string' && !avoid.has(r.id as string))?.id as
      string | undefined;
  return idByHints(names, ID_HINTS, pick);
}

export interface Ctx {
  rows: Rows;
  foreign: Rows;
  /** Ids a plausible value must not name: the admin themself and their role (so the run does not lock them out). */
  avoid: Set<string>;
  programSlug: string;
}

/** A plausible string for a field, by its name. */
export function plausibleString(name: string, names: string[], ctx: Ctx): string {
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
export const INPUT_EXTRAS: Record<string, (ctx: Ctx) => Record<string, unknown>> = {
  StartupInput: () => ({ name: 'Fuzz Startup' }),
  AssignMetricCollectionInput: (ctx) => ({ startupIds: [idFor(['startup'], ctx.rows, ctx.avoid)] }),
  SsoConnectionInput: () => ({ provider: 'generic' }),
  CreateRoleInput: () => ({ type: 'Coach' }),
  // A meeting a week ahead, so that one hostile field at a time gets past the others' checks.
  ApplicationMeetingInput: () => {
    const start = new Date(Date.now() + 7 * 86_400_000);
    return {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: 'Europe/Paris',
      location: 'Fuzz room',
    };
  },
};

/** A plausible value of a type: the required fields of input objects, and their INPUT_EXTRAS. */
export function plausible(type: GraphQLInputType, name: string, names: string[], ctx: Ctx, depth = 0): unknown {
  return inputValue(
    type,
    {
      object: (t, d) => {
        if (d > 3) return {};
        const fields = Object.values(t.getFields()).filter((f) => isNonNullType(f.type));
        const values = Object.fromEntries(
          fields.map((f) => [f.name, plausible(f.type, f.name, [t.name, ...names], ctx, d + 1)]),
        );
        const extras = INPUT_EXTRAS[t.name]?.(ctx) ?? {};
        const known = t.getFields();
        return { ...values, ...Object.fromEntries(Object.entries(extras).filter(([k]) => k in known)) };
      },
      id: () => idFor([name, ...names], ctx.rows, ctx.avoid),
      string: () => plausibleString(name, names, ctx),
    },
    depth,
  );
}

export const WRONG_JSON: Case[] = [
  { label: 'null', value: null },
  { label: 'an array', value: ['x'] },
  { label: 'an object', value: { x: 1 } },
  { label: 'true', value: true },
];

export function stringCases(name: string, names: string[], ctx: Ctx): Case[] {
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

export const INT_CASES: Case[] = [
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
export const FLOAT_CASES: Case[] = [
  ...INT_CASES,
  { label: '-1e308', value: -1e308 },
  { label: '5e-324', value: 5e-324 },
  { label: '2^53+2', value: 2 ** 53 + 2 },
];
export const BOOLEAN_CASES: Case[] = [
  { label: '"true"', value: 'true' },
  { label: '1', value: 1 },
];

/** Hostile values for one position, each a full replacement for the value at that position. */
export function hostile(type: GraphQLInputType, name: string, names: string[], ctx: Ctx, depth = 0): Case[] {
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
export function selection(type: GraphQLOutputType, depth = 0): string {
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
export const operation = (
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  inline?: { name: string; literal: string },
) => walkOperation(kind, field, inline, selection);

export async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

export const describeValue = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
};

export interface GqlCall {
  op: string;
  what: string;
  query: string;
  variables: Record<string, unknown>;
}
