// The organisation's tags and industries (read by every signed-in user for filters and headers; edited with
// TAGS:EDIT and INDUSTRIES:EDIT).
import { DEFAULT_TAG_COLOR, isTagCategory, isTagColor, STARTUP_LIMITS } from '@ascent/shared';
import type { Resolvers, TagInput } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';

import {
  deleteIndustryRow,
  deleteTagRow,
  industryNameTaken,
  insertIndustry,
  insertTag,
  listIndustries,
  listTags,
  tagNameTaken,
  updateIndustryRow,
  updateTagRow,
} from './taxonomy.repository.ts';
import { isUuid } from '../../core/validation.ts';

export const taxonomyPolicies: Policies = {
  'Query.tags': SIGNED_IN,
  'Query.industries': SIGNED_IN,
  'Mutation.createTag': permission('TAGS:EDIT'),
  'Mutation.updateTag': permission('TAGS:EDIT'),
  'Mutation.deleteTag': permission('TAGS:EDIT'),
  'Mutation.createIndustry': permission('INDUSTRIES:EDIT'),
  'Mutation.updateIndustry': permission('INDUSTRIES:EDIT'),
  'Mutation.deleteIndustry': permission('INDUSTRIES:EDIT'),
};

function tagValues(input: TagInput) {
  const name = input.name.trim();
  if (!name || name.length > STARTUP_LIMITS.tagName)
    throw new AppError('VALIDATION_FAILED', `A tag name holds 1 to ${STARTUP_LIMITS.tagName} characters.`, {
      field: 'name',
    });
  if (!isTagCategory(input.category))
    throw new AppError('VALIDATION_FAILED', 'Unknown tag category.', { field: 'category' });
  const color = input.color ?? DEFAULT_TAG_COLOR;
  if (!isTagColor(color)) throw new AppError('VALIDATION_FAILED', 'A colour is #rgb or #rrggbb.', { field: 'color' });
  return { name, category: input.category as string, color: color.toLowerCase() };
}

function industryName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > STARTUP_LIMITS.industryName)
    throw new AppError('VALIDATION_FAILED', `An industry name holds 1 to ${STARTUP_LIMITS.industryName} characters.`, {
      field: 'name',
    });
  return name;
}

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);
const tagOut = (t: { id: string; name: string; category: string; color: string }, startupCount = 0) => ({
  _id: t.id,
  name: t.name,
  category: t.category as never,
  color: t.color,
  startupCount,
});

export const taxonomyResolvers: Resolvers = {
  Query: {
    tags: async (_r, _a, ctx) => (await listTags((await ctx.requireUser()).tdb)).map((t) => tagOut(t, t.startupCount)),
    industries: async (_r, _a, ctx) =>
      (await listIndustries((await ctx.requireUser()).tdb)).map((i) => ({
        _id: i.id,
        name: i.name,
        startupCount: i.startupCount,
      })),
  },
  Mutation: {
    createTag: async (_r, { input }, ctx) => {
      const { tdb } = await ctx.requireUser();
      const v = tagValues(input);
      if (await tagNameTaken(tdb, v.name))
        throw new AppError('CONFLICT', 'A tag of this name exists.', { field: 'name' });
      return tagOut(await insertTag(tdb, v));
    },
    updateTag: async (_r, { id, input }, ctx) => {
      const { tdb } = await ctx.requireUser();
      if (!isUuid(id)) throw notFound('tag');
      const v = tagValues(input);
      if (await tagNameTaken(tdb, v.name, id))
        throw new AppError('CONFLICT', 'A tag of this name exists.', { field: 'name' });
      const row = await updateTagRow(tdb, id, v);
      if (!row) throw notFound('tag');
      const count = (await listTags(tdb)).find((t) => t.id === id)?.startupCount ?? 0;
      return tagOut(row, count);
    },
    deleteTag: async (_r, { id }, ctx) => {
      const { tdb } = await ctx.requireUser();
      if (!isUuid(id) || !(await deleteTagRow(tdb, id))) throw notFound('tag');
      return true;
    },
    createIndustry: async (_r, { name }, ctx) => {
      const { tdb } = await ctx.requireUser();
      const n = industryName(name);
      if (await industryNameTaken(tdb, n))
        throw new AppError('CONFLICT', 'An industry of this name exists.', { field: 'name' });
      const row = await insertIndustry(tdb, n);
      return { _id: row.id, name: row.name, startupCount: 0 };
    },
    updateIndustry: async (_r, { id, name }, ctx) => {
      const { tdb } = await ctx.requireUser();
      if (!isUuid(id)) throw notFound('industry');
      const n = industryName(name);
      if (await industryNameTaken(tdb, n, id))
        throw new AppError('CONFLICT', 'An industry of this name exists.', { field: 'name' });
      const row = await updateIndustryRow(tdb, id, n);
      if (!row) throw notFound('industry');
      const count = (await listIndustries(tdb)).find((i) => i.id === id)?.startupCount ?? 0;
      return { _id: row.id, name: row.name, startupCount: count };
    },
    deleteIndustry: async (_r, { id }, ctx) => {
      const { tdb } = await ctx.requireUser();
      if (!isUuid(id) || !(await deleteIndustryRow(tdb, id))) throw notFound('industry');
      return true;
    },
  },
};
