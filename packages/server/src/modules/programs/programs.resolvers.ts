import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, permission, type Policies } from '../../core/graphql/policy.ts';
import { findProgramBySlug, listPrograms } from './programs.repository.ts';

// Slugs are short lowercase words joined by dashes; anything else cannot name a programme.
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const programsPolicies: Policies = {
  'Query.publicProgram': PUBLIC,
  'Query.programs': permission('STARTUPS:VIEW'),
};

export const programsResolvers: Resolvers = {
  Query: {
    programs: async (_root, _args, ctx) => {
      const { tdb } = await ctx.requireUser();
      return (await listPrograms(tdb)).map((p) => ({ _id: p.id, slug: p.slug, name: p.name }));
    },
    // Public (the apply page of a signed-out visitor): only the current organisation's programmes.
    publicProgram: async (_root, { slug }, ctx) => {
      if (!ctx.tenant || !SLUG.test(slug)) return null;
      const program = await findProgramBySlug(ctx.requireTenant().tdb, slug);
      return program
        ? { _id: program.id, slug: program.slug, name: program.name, description: program.description }
        : null;
    },
  },
};
