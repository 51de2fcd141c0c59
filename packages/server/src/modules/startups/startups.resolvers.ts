// The portfolio (/startups): the startups the caller may see, searched by name, filtered by programme, in keyset
// pages ordered by name then id.
import { GENERIC_PAGE_SIZE } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { pageOfPortfolio, type PortfolioCursor } from './startups.repository.ts';

const MAX_FIRST = 100;
const MAX_SEARCH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const startupsPolicies: Policies = {
  'Query.startups': permission('STARTUPS:VIEW'),
};

export function encodePortfolioCursor(c: PortfolioCursor): string {
  return Buffer.from(JSON.stringify([c.name, c.id]), 'utf8').toString('base64url');
}

export function decodePortfolioCursor(raw: string): PortfolioCursor {
  const bad = () => new AppError('VALIDATION_FAILED', 'The cursor "after" is not one this list gave.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string' || !UUID.test(value[1])) throw bad();
  return { name: value[0], id: value[1] };
}

export const startupsResolvers: Resolvers = {
  Query: {
    startups: async (_root, args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      const first = args.first ?? GENERIC_PAGE_SIZE;
      if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) throw new AppError('VALIDATION_FAILED', `first must be between 1 and ${MAX_FIRST}.`);
      const search = args.search?.trim() ?? '';
      if (args.search != null && (search.length < 1 || search.length > MAX_SEARCH)) {
        throw new AppError('VALIDATION_FAILED', `The search must hold 1 to ${MAX_SEARCH} characters.`);
      }
      const after = args.after ? decodePortfolioCursor(args.after) : null;
      // A programme id that is not one (or is another organisation's) matches no startup of this tenant.
      if (args.programId != null && !UUID.test(args.programId)) return { results: [], next: null, totalCount: 0 };
      const authz = new Authorizer(tdb, user);
      const scope = authz.scope('STARTUPS:VIEW');
      const ids = scope === 'ALL' ? undefined : scope === 'ASSIGNED' ? [...(await authz.assignedTo('startup'))] : scope === 'SELECTED' ? [...(user.rolePermissions.find((g) => g.key === 'STARTUPS:VIEW')?.selected ?? [])] : [];
      const page = await pageOfPortfolio(
        tdb,
        { namePattern: search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined, programId: args.programId ?? undefined, ids },
        after,
        first,
      );
      const last = page.rows.at(-1);
      return {
        results: page.rows.map((s) => ({
          _id: s.id,
          name: s.name,
          logo: s.logo,
          website: s.website,
          description: s.description,
          programs: s.programs.map((p) => ({ _id: p.id, name: p.name })),
          people: s.people.map((p) => ({ _id: p.id, fullName: p.fullName, avatar: p.avatar })),
        })),
        next: page.hasMore && last ? encodePortfolioCursor({ name: last.name, id: last.id }) : null,
        totalCount: page.totalCount,
      };
    },
  },
};
