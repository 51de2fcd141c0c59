import type { Resolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { PUBLIC, permission, type Policies } from '../../core/graphql/policy.ts';
import { assignToProgram, programMembersOf, removeFromProgram } from './programs.assign.ts';
import { findProgramBySlug, listPrograms } from './programs.repository.ts';
import {
  createProgram,
  getProgram,
  listProgramsOverview,
  setProgramStatus,
  updateProgram,
  setProgramCover,
  type ProgramActor,
} from './programs.service.ts';

// Slugs are short lowercase words joined by dashes; anything else cannot name a programme.
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

const onProgram = (key: 'id' | 'programId') => (args: Record<string, unknown>) => ({
  kind: 'program' as const,
  id: String(args[key]),
});

export const programsPolicies: Policies = {
  'Query.publicProgram': PUBLIC,
  'Query.programs': permission('STARTUPS:VIEW'),
  'Query.programsOverview': permission('STARTUPS:VIEW'),
  'Query.program': permission('STARTUPS:VIEW'),
  'Query.programMembers': permission('PROGRAMS:EDIT', onProgram('programId')),
  // The creator becomes its administrator (spec 01 §6), and so may edit it under an ASSIGNED grant.
  'Mutation.createProgram': permission('PROGRAMS:CREATE'),
  'Mutation.updateProgram': permission('PROGRAMS:EDIT', onProgram('id')),
  'Mutation.archiveProgram': permission('PROGRAMS:EDIT', onProgram('id')),
  'Mutation.setProgramCover': permission('PROGRAMS:EDIT', onProgram('id')),
  'Mutation.restoreProgram': permission('PROGRAMS:EDIT', onProgram('id')),
  'Mutation.assignToProgram': permission('PROGRAMS:EDIT', onProgram('programId')),
  'Mutation.removeFromProgram': permission('PROGRAMS:EDIT', onProgram('programId')),
};

async function actor(ctx: GraphQLContext): Promise<ProgramActor> {
  const { tdb, user } = await ctx.requireUser();
  return { tdb, user };
}

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
    programsOverview: async (_root, args, ctx) => listProgramsOverview(await actor(ctx), args.includeArchived ?? false),
    program: async (_root, args, ctx) => getProgram(await actor(ctx), args.id),
    programMembers: async (_root, args, ctx) => programMembersOf(await actor(ctx), args.programId),
  },
  Mutation: {
    createProgram: async (_root, args, ctx) => createProgram(await actor(ctx), args.input),
    updateProgram: async (_root, args, ctx) => updateProgram(await actor(ctx), args.id, args.input),
    archiveProgram: async (_root, args, ctx) => setProgramStatus(await actor(ctx), args.id, 'archived'),
    setProgramCover: async (_root, args, ctx) => setProgramCover(await actor(ctx), args.id, args.attachmentId),
    restoreProgram: async (_root, args, ctx) => setProgramStatus(await actor(ctx), args.id, 'active'),
    assignToProgram: async (_root, args, ctx) => assignToProgram(await actor(ctx), args.programId, args),
    removeFromProgram: async (_root, args, ctx) => removeFromProgram(await actor(ctx), args.programId, args),
  },
};
