// Walks the GraphQL schema for tests that call every operation: plausible arguments for each root field (ids
// taken from one tenant's rows), a selection of every field that needs no argument, the operation text; and what
// the fuzz's values (fuzz/inputs.ts) share with them: the walk of an input type, the choice of an id by hints.
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
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { eq } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { ALL_TABLES, SERVER_MODULES } from '../src/modules.ts';
import { incubators } from '../src/core/db/incubators.schema.ts';
import type { TestServer } from './harness.ts';
import { loadSchemaSdl } from '../src/core/graphql/schema-files.ts';
import type { Policy } from '../src/core/graphql/policy.ts';
import { MAYA } from './personas.ts';

export type Row = Record<string, unknown>;

export const schema = buildSchema(loadSchemaSdl());
/** Every root field's policy, from the registered modules. */
export const policies = Object.assign({}, ...SERVER_MODULES.map((m) => m.policies ?? {})) as Record<string, Policy>;
/** Every table of the platform and the modules. */
export const tables: readonly PgTable[] = ALL_TABLES;

/** Every row of one tenant, table by table. */
export async function tenantRows(s: TestServer, incubatorId: string): Promise<Map<string, Row[]>> {
  const db = s.running.services.database.db;
  const out = new Map<string, Row[]>();
  for (const table of tables) {
    const cfg = getTableConfig(table);
    if (cfg.name === 'incubators') {
      out.set(cfg.name, (await db.select().from(incubators).where(eq(incubators.id, incubatorId))) as Row[]);
      continue;
    }
    const col = (table as unknown as { incubatorId?: never }).incubatorId;
    // The instance's own tables (operators, their sessions, the instance settings) belong to no tenant.
    if (!col) continue;
    out.set(
      cfg.name,
      (await db
        .select()
        .from(table as never)
        .where(eq(col, incubatorId))) as Row[],
    );
  }
  return out;
}

/** The table an id argument most likely names: the first hint matching the first text that has a row; else a user. */
export function idByHints(
  texts: readonly string[],
  hints: readonly (readonly [RegExp, string])[],
  pick: (table: string) => string | undefined,
): string {
  for (const text of texts)
    for (const [re, table] of hints)
      if (re.test(text)) {
        const id = pick(table);
        if (id) return id;
      }
  return pick('users')!;
}

const ID_HINTS: [RegExp, string][] = [
  [/shareLink|FormShareLink/, 'form_share_links'],
  [/^questionId$/, 'users'],
  [/form/i, 'forms'],
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

/** Picks the Lakeside record an argument most likely names, from the argument's and the field's names. */
export function idFor(arg: string, field: string, rows: Map<string, Row[]>): string {
  const pick = (name: string) => {
    const list = rows.get(name) ?? [];
    return list.length ? (list[0]!.id as string | undefined) : undefined;
  };
  return idByHints([arg, field], ID_HINTS, pick);
}

/** How a value generator fills an input type: its input objects, its ids and its strings (the rest is shared). */
export interface InputValues {
  object(type: GraphQLInputObjectType, depth: number): unknown;
  id(): unknown;
  string(): unknown;
}

/** A value of an input type: the first enum value, 1 for numbers, true, and the generator's objects, ids, strings. */
export function inputValue(type: GraphQLInputType, values: InputValues, depth = 0): unknown {
  if (isNonNullType(type)) return inputValue(type.ofType, values, depth);
  if (isListType(type)) return [inputValue(type.ofType, values, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) return values.object(type, depth);
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return values.id();
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return values.string();
    }
  }
  return null;
}

export function valueFor(
  type: GraphQLInputType,
  arg: string,
  field: string,
  rows: Map<string, Row[]>,
  depth = 0,
): unknown {
  return inputValue(
    type,
    {
      object: (t, d) =>
        d > 3
          ? null
          : Object.fromEntries(
              Object.values(t.getFields()).map((f) => [f.name, valueFor(f.type, f.name, field, rows, d + 1)]),
            ),
      id: () => idFor(arg, field, rows),
      string: () => {
        if (/token/i.test(arg)) return 'x'.repeat(43);
        if (/email/i.test(arg)) return MAYA;
        if (/slug/i.test(arg)) return 'spring-2026';
        if (/password/i.test(arg)) return 'attacker-password-123';
        if (/key$|permission/i.test(arg)) return 'USERS:VIEW';
        if (/Id$/.test(arg)) return idFor(arg, field, rows);
        return 'x';
      },
    },
    depth,
  );
}

export function selection(type: GraphQLOutputType, depth = 0): string {
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

/** The operation with every argument as a variable, or one of them written inline as a literal. */
export function operation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  inline?: { name: string; literal: string },
  select: (type: GraphQLOutputType) => string = selection,
) {
  const args = field.args as readonly GraphQLArgument[];
  const vars = args
    .filter((a) => a.name !== inline?.name)
    .map((a) => `$${a.name}: ${a.type.toString()}`)
    .join(', ');
  const call = args.length
    ? `(${args.map((a) => `${a.name}: ${a.name === inline?.name ? inline.literal : `$${a.name}`}`).join(', ')})`
    : '';
  return `${kind} Op${vars ? `(${vars})` : ''} { ${field.name}${call} ${select(field.type)} }`;
}

export const rootFields = () =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({
      kind,
      field,
      name: `${type!.name}.${field.name}`,
    }));
  });

/** The arguments of a root field, each given a plausible value naming the rows' records. */
export const argumentsFor = (field: GraphQLField<unknown, unknown>, rows: Map<string, Row[]>) =>
  Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, field.name, rows)]));
