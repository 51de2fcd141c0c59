import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';
import { LIMITS, securityRules } from './plugin.ts';

const { buildSchema, parse, validate, specifiedRules } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQLModule;

// A recursive schema lets a document be as deep or as costly as a test needs.
const schema = buildSchema(`type Node { id: ID! child: Node children: [Node!]! } type Query { node: Node }`);
const nested = (depth: number) => '{ node ' + '{ child '.repeat(depth - 1) + '{ id }' + ' }'.repeat(depth - 1) + ' }';
// The armor rules throw their rejection; graphql's own rules report it. Either way: the messages.
const check = (doc: string, production = true): string[] => {
  try {
    return validate(schema, parse(doc), [...specifiedRules, ...securityRules(production)]).map((e) => e.message);
  } catch (err) {
    return [(err as Error).message];
  }
};

describe('GraphQL security rules', () => {
  it('allows a document at the depth limit and refuses one beyond it', () => {
    expect(check(nested(LIMITS.depth - 1))).toEqual([]);
    expect(check(nested(LIMITS.depth + 2)).join(' ')).toMatch(/depth limit/i);
  });

  it('refuses too many aliases', () => {
    const doc = `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(check(doc).join(' ')).toMatch(/Aliases limit/);
  });

  it('refuses a document over the cost limit', () => {
    const wide = `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: node { ${'children { '.repeat(8)}id${' }'.repeat(8)} }`).join(' ')} }`;
    expect(check(wide).join(' ')).toMatch(/cost limit/i);
  });

  it('refuses introspection in production only', () => {
    expect(check('{ __schema { queryType { name } } }', true).join(' ')).toMatch(/introspection has been disabled/);
    expect(check('{ __schema { queryType { name } } }', false)).toEqual([]);
  });
});
