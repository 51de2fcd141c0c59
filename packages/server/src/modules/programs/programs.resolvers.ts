import type { Resolvers } from '../../generated/graphql.ts';
import { PUBLIC, type Policies } from '../../core/graphql/policy.ts';
import { findProgramBySlug } from './programs.repository.ts';

// Slugs are short lowercase words joined by dashes; anything else cannot name a programme.
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const programsPolicies: Policies = {
  'Query.publicProgram': PUBLIC,
};

export const programsResolvers: Resolvers = {
  Query: {
    // Public (the apply page of a signed-out visitor): only the current organisation's programmes.
    publicProgram: async (_root, { slug }, ctx) => {
      if (!ctx.tenant || !SLUG.test(slug)) return null;
      const program = await findProgramBySlug(ctx.requireTenant().tdb, slug);
      return program ? { _id: program.id, slug: program.slug, name: program.name, description: program.description } : null;
    },
  },
};
