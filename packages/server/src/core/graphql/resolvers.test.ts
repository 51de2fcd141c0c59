import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { loadSchemaSdl } from './schema-files.ts';
import { mergeResolvers, rootPolicies } from './resolvers.ts';
import type { ServerModule } from '../module.ts';
import { SERVER_MODULES } from '../../modules.ts';

// A module of fields the schema does not have, to test the merge alone.
const fake = (resolvers: Record<string, Record<string, unknown>>, policies: ServerModule['policies']) =>
  ({ name: 'fake', resolvers, policies }) as unknown as ServerModule;
import { PUBLIC, SIGNED_IN } from './policy.ts';
import { subscription } from './subscriptions.ts';

describe('one chain for every operation', () => {
  it('every root field of the schema has a resolver and a policy', () => {
    const schema = buildSchema(loadSchemaSdl());
    const merged = mergeResolvers(SERVER_MODULES) as Record<string, Record<string, unknown>>;
    // Queries and mutations declare theirs in the policies, subscriptions in subscription().
    const policies = rootPolicies(SERVER_MODULES) as Record<string, unknown>;
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.keys(type?.getFields() ?? {})) {
        expect(merged[type!.name]?.[field], `${type!.name}.${field} resolver`).toBeDefined();
        expect(policies[`${type!.name}.${field}`], `${type!.name}.${field} policy`).toBeDefined();
      }
    }
  });

  it('refuses to start with a resolver that declares no policy, or a policy without a resolver', () => {
    expect(() => mergeResolvers([fake({ Query: { x: () => 1 } }, {})])).toThrow('Query.x has no policy');
    expect(() => mergeResolvers([fake({}, { 'Query.y': PUBLIC })])).toThrow(
      'Policies for fields nobody resolves: Query.y',
    );
  });

  it('refuses to start with a subscription whose access is not declared by subscription(), or declared twice', () => {
    const raw = { subscribe: async () => ({}), resolve: (p: unknown) => p };
    expect(() => mergeResolvers([fake({ Subscription: { s: raw } }, {})])).toThrow(
      'Subscription.s has no declared access: build it with subscription()',
    );
    expect(() => mergeResolvers([fake({ Subscription: { s: raw } }, { 'Subscription.s': SIGNED_IN })])).toThrow(
      'Subscription.s has no declared access',
    );
    const declared = subscription({
      access: SIGNED_IN,
      event: 'e',
      select: (p: { incubatorId: string; userId: string }) => p,
    });
    expect(() => mergeResolvers([fake({ Subscription: { s: declared } }, { 'Subscription.s': SIGNED_IN })])).toThrow(
      'Subscription.s declares its access in subscription()',
    );
    expect(() => mergeResolvers([fake({ Subscription: { s: declared } }, {})])).not.toThrow();
    expect(rootPolicies([fake({ Subscription: { s: declared } }, {})])).toEqual({ 'Subscription.s': SIGNED_IN });
  });

  it('runs the policy before the resolver', async () => {
    let ran = false;
    const merged = mergeResolvers([fake({ Query: { x: () => (ran = true) } }, { 'Query.x': SIGNED_IN })]) as {
      Query: { x: (...a: unknown[]) => Promise<unknown> };
    };
    const ctx = { requireUser: () => Promise.reject(new Error('AUTHENTICATION_REQUIRED')) };
    await expect(merged.Query.x({}, {}, ctx, {})).rejects.toThrow('AUTHENTICATION_REQUIRED');
    expect(ran).toBe(false);
  });
});
