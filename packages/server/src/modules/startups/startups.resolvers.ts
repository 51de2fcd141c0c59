// The portfolio (/startups): the startups the caller may see, searched by name, filtered by programme, in keyset
// pages ordered by name then id.
import { FOUNDER_SIDE_ROLES, GENERIC_PAGE_SIZE, isTeamRole, TEAM_ROLES } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { selects } from '../../core/graphql/selection.ts';
import { subscription } from '../../core/graphql/subscriptions.ts';
import { assignToProgram, unassignFromProgram } from '../assignments/assignments.public.ts';
import { assertFeatureOn } from '../features/features.service.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { existingProgramIds, personOptions } from './startup-file.repository.ts';
import { pageOfPortfolio, type PortfolioCursor } from './startups.repository.ts';
import { StartupAccess } from './startups.access.ts';
import { startStartupBatch, STARTUP_BATCH_UPDATED, type StartupBatchEvent } from './startups.batch.ts';
import {
  changeFounder,
  changeStartupAssignment,
  createStartup,
  getStartupFile,
  requireTenantUser,
  setStartupPrograms,
  setStartupStatus,
  updateStartup,
} from './startups.service.ts';
import { isUuid } from '../../core/validation.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';

const MAX_FIRST = 100;
const MAX_SEARCH = 100;

const onStartup = (key: 'startupId' | 'id') => (args: Record<string, unknown>) => ({
  kind: 'startup' as const,
  id: String(args[key]),
});

// The per-startup checks (manager, founder) run in the service: startups.access.ts.
export const startupsPolicies: Policies = {
  'Query.startups': permission('STARTUPS:VIEW'),
  // STARTUPS:VIEW on it, or being its founder.
  'Query.startup': SIGNED_IN,
  'Query.startupPersonOptions': permission('STARTUPS:EDIT'),
  'Mutation.createStartup': permission('STARTUPS:CREATE'),
  // Managers, or the startup's founders for the company profile.
  'Mutation.updateStartup': SIGNED_IN,
  'Mutation.archiveStartup': permission('STARTUPS:EDIT', onStartup('id')),
  'Mutation.restoreStartup': permission('STARTUPS:EDIT', onStartup('id')),
  'Mutation.setStartupPrograms': permission('STARTUPS:EDIT', onStartup('startupId')),
  'Mutation.addStartupFounder': permission('STARTUPS:EDIT', onStartup('startupId')),
  'Mutation.removeStartupFounder': permission('STARTUPS:EDIT', onStartup('startupId')),
  'Mutation.assignUserToStartup': permission('STARTUPS:EDIT', onStartup('startupId')),
  'Mutation.unassignUserFromStartup': permission('STARTUPS:EDIT', onStartup('startupId')),
  'Mutation.assignUserToProgram': permission('PROGRAMS:EDIT', (args) => ({
    kind: 'program',
    id: String(args.programId),
  })),
  'Mutation.unassignUserFromProgram': permission('PROGRAMS:EDIT', (args) => ({
    kind: 'program',
    id: String(args.programId),
  })),
  'Mutation.startStartupBatchOperation': permission('STARTUPS:EDIT'),
};

const actor = (ctx: GraphQLContext) => ctx.requireUser();

async function programAssignment(
  ctx: GraphQLContext,
  programId: string,
  userId: string,
  add: boolean,
): Promise<boolean> {
  const { tdb } = await ctx.requireUser();
  if (!isUuid(programId) || (add && (await existingProgramIds(tdb, [programId])).size === 0))
    throw new AppError('NOT_FOUND', 'No such programme.');
  if (add) {
    await requireTenantUser(tdb, userId, isTeamRole, 'assigned');
    await assignToProgram(tdb, programId, userId);
  } else if (!isUuid(userId) || !(await unassignFromProgram(tdb, programId, userId)))
    throw new AppError('NOT_FOUND', 'This user is not assigned to the programme.');
  return true;
}

export function encodePortfolioCursor(c: PortfolioCursor): string {
  return encodeCursor([c.name, c.id]);
}

export function decodePortfolioCursor(raw: string): PortfolioCursor {
  const values = decodeCursor(raw, ['text', 'uuid']);
  if (!values) throw new AppError('VALIDATION_FAILED', 'The cursor "after" is not one this list gave.');
  return { name: values[0], id: values[1] };
}

export const startupsResolvers: Resolvers = {
  Query: {
    startups: async (_root, args, ctx, info) => {
      const { tdb, user, services, tenant } = await ctx.requireUser();
      // The portfolio's filters are the feature startupFilter; without it the portfolio is searched by name only.
      if (args.programId != null || args.tagId != null || args.industryId != null)
        await assertFeatureOn(services, tenant, 'startupFilter');
      const first = args.first ?? GENERIC_PAGE_SIZE;
      if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
        throw new AppError('VALIDATION_FAILED', `first must be between 1 and ${MAX_FIRST}.`);
      const search = args.search?.trim() ?? '';
      if (args.search != null && (search.length < 1 || search.length > MAX_SEARCH)) {
        throw new AppError('VALIDATION_FAILED', `The search must hold 1 to ${MAX_SEARCH} characters.`);
      }
      const after = args.after ? decodePortfolioCursor(args.after) : null;
      // A programme id that is not one (or is another organisation's) matches no startup of this tenant.
      for (const id of [args.programId, args.tagId, args.industryId])
        if (id != null && !isUuid(id)) return { results: [], next: null, totalCount: 0 };
      const authz = new Authorizer(tdb, user);
      const ids = reachIds(await authz.reach('STARTUPS:VIEW'));
      const page = await pageOfPortfolio(
        tdb,
        {
          namePattern: search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
          programId: args.programId ?? undefined,
          tagId: args.tagId ?? undefined,
          industryId: args.industryId ?? undefined,
          status: args.status ?? undefined,
          ids,
        },
        after,
        first,
        selects(info, 'totalCount'),
      );
      const last = page.rows.at(-1);
      return {
        results: page.rows.map((s) => ({
          _id: s.id,
          name: s.name,
          logo: s.logo,
          website: s.website,
          description: s.description,
          status: s.status as 'active' | 'archived',
          tags: s.tags.map((t) => ({
            _id: t.id,
            name: t.name,
            category: t.category as never,
            color: t.color,
            startupCount: 0,
            kind: 'startup' as never,
            position: t.position,
          })),
          industries: s.industries.map((i) => ({ _id: i.id, name: i.name, startupCount: 0, position: i.position })),
          programs: s.programs.map((p) => ({ _id: p.id, name: p.name })),
          people: s.people.map((p) => ({ _id: p.id, fullName: p.fullName, avatar: p.avatar })),
        })),
        next: page.hasMore && last ? encodePortfolioCursor({ name: last.name, id: last.id }) : null,
        totalCount: page.totalCount,
      };
    },
    startup: async (_root, args, ctx) => getStartupFile(await actor(ctx), args.id),
    startupPersonOptions: async (_root, args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      await new StartupAccess(tdb, user).requireManageAny();
      const search = args.search?.trim() || null;
      if (search && search.length > MAX_SEARCH)
        throw new AppError('VALIDATION_FAILED', `The search must hold at most ${MAX_SEARCH} characters.`);
      const rows = await personOptions(tdb, args.kind === 'FOUNDER' ? FOUNDER_SIDE_ROLES : TEAM_ROLES, search);
      return rows.map((r) => ({
        _id: r.id,
        fullName: r.fullName,
        avatar: r.avatar,
        email: r.email,
        roleType: r.roleType,
      }));
    },
  },
  Mutation: {
    createStartup: async (_root, args, ctx) => createStartup(await actor(ctx), args.input),
    updateStartup: async (_root, args, ctx) => updateStartup(await actor(ctx), args.id, args.input),
    archiveStartup: async (_root, args, ctx) => setStartupStatus(await actor(ctx), args.id, 'archived'),
    restoreStartup: async (_root, args, ctx) => setStartupStatus(await actor(ctx), args.id, 'active'),
    setStartupPrograms: async (_root, args, ctx) =>
      setStartupPrograms(await actor(ctx), args.startupId, args.programIds),
    addStartupFounder: async (_root, args, ctx) => changeFounder(await actor(ctx), args.startupId, args.userId, true),
    removeStartupFounder: async (_root, args, ctx) =>
      changeFounder(await actor(ctx), args.startupId, args.userId, false),
    assignUserToStartup: async (_root, args, ctx) =>
      changeStartupAssignment(await actor(ctx), args.startupId, args.userId, true),
    unassignUserFromStartup: async (_root, args, ctx) =>
      changeStartupAssignment(await actor(ctx), args.startupId, args.userId, false),
    assignUserToProgram: async (_root, args, ctx) => programAssignment(ctx, args.programId, args.userId, true),
    unassignUserFromProgram: async (_root, args, ctx) => programAssignment(ctx, args.programId, args.userId, false),
    startStartupBatchOperation: async (_root, args, ctx) => {
      const scope = await ctx.requireUser();
      await new StartupAccess(scope.tdb, scope.user).requireManageAny();
      return startStartupBatch(scope, { action: args.action, startupIds: args.startupIds, targetId: args.targetId });
    },
  },
  Subscription: {
    // The topic is the starter's (their own operations); only the events of the followed operation pass.
    startupBatchOperationUpdated: subscription({
      access: SIGNED_IN,
      event: STARTUP_BATCH_UPDATED,
      filter: (payload: StartupBatchEvent, args: { operationId: string }) =>
        payload.startupBatchOperationUpdated.operationId === args.operationId,
      select: (payload) => payload.startupBatchOperationUpdated,
    }),
  },
};
