// The organisation's tags of every kind and its industries (read by every signed-in user for filters, headers and
// profiles; edited with TAGS:EDIT, and INDUSTRIES:EDIT with the editIndustries feature). The rules are in
// taxonomy.service.ts.
import type { TagKind as Kind } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { permission, SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import type { CountedTag, IndustryRow, TagRow } from './taxonomy.repository.ts';
import {
  createIndustry,
  createTag,
  deleteIndustry,
  deleteTag,
  industriesList,
  mergeIndustries,
  mergeTags,
  renameIndustry,
  reorderIndustries,
  reorderTags,
  setUserTags,
  tagsOfKind,
  updateTag,
  userTagsOf,
} from './taxonomy.service.ts';

const industriesEdit = { ...permission('INDUSTRIES:EDIT'), feature: 'editIndustries' } as const;

export const taxonomyPolicies: Policies = {
  'Query.tags': SIGNED_IN,
  'Query.industries': SIGNED_IN,
  'Query.userTags': SIGNED_IN,
  'Mutation.createTag': permission('TAGS:EDIT'),
  'Mutation.updateTag': permission('TAGS:EDIT'),
  'Mutation.deleteTag': permission('TAGS:EDIT'),
  'Mutation.mergeTags': permission('TAGS:EDIT'),
  'Mutation.reorderTags': permission('TAGS:EDIT'),
  // USERS:EDIT, or the person themselves for their skills when lockedSkills is off (taxonomy.service.ts).
  'Mutation.setUserTags': SIGNED_IN,
  'Mutation.createIndustry': industriesEdit,
  'Mutation.updateIndustry': industriesEdit,
  'Mutation.deleteIndustry': industriesEdit,
  'Mutation.mergeIndustries': industriesEdit,
  'Mutation.reorderIndustries': industriesEdit,
};

const tagOut = (t: TagRow & { useCount?: number | null }) => ({
  _id: t.id,
  kind: t.kind as never,
  name: t.name,
  category: t.category as never,
  color: t.color,
  position: t.position,
  useCount: t.useCount ?? null,
  startupCount: t.kind === 'startup' ? (t.useCount ?? 0) : 0,
});
const tagsOut = (rows: readonly CountedTag[] | readonly TagRow[]) => rows.map(tagOut);
const industryOut = (i: IndustryRow & { startupCount: number }) => ({
  _id: i.id,
  name: i.name,
  position: i.position,
  startupCount: i.startupCount,
});

export const taxonomyResolvers: Resolvers = {
  Query: {
    tags: async (_r, { kind }, ctx) => tagsOut(await tagsOfKind(await ctx.requireUser(), (kind ?? 'startup') as Kind)),
    industries: async (_r, _a, ctx) => (await industriesList(await ctx.requireUser())).map(industryOut),
    userTags: async (_r, { userId }, ctx) => tagsOut(await userTagsOf(await ctx.requireUser(), userId)),
  },
  Mutation: {
    createTag: async (_r, { input }, ctx) =>
      tagOut(await createTag(await ctx.requireUser(), { ...input, kind: input.kind as Kind | null })),
    updateTag: async (_r, { id, input }, ctx) =>
      tagOut(await updateTag(await ctx.requireUser(), id, { ...input, kind: input.kind as Kind | null })),
    deleteTag: async (_r, { id }, ctx) => deleteTag(await ctx.requireUser(), id),
    mergeTags: async (_r, { sourceId, targetId }, ctx) =>
      tagOut(await mergeTags(await ctx.requireUser(), sourceId, targetId)),
    reorderTags: async (_r, { kind, ids }, ctx) =>
      tagsOut(await reorderTags(await ctx.requireUser(), kind as Kind, ids)),
    setUserTags: async (_r, { userId, kind, tagIds }, ctx) =>
      tagsOut(await setUserTags(await ctx.requireUser(), userId, kind as Kind, tagIds)),
    createIndustry: async (_r, { name }, ctx) => industryOut(await createIndustry(await ctx.requireUser(), name)),
    updateIndustry: async (_r, { id, name }, ctx) =>
      industryOut(await renameIndustry(await ctx.requireUser(), id, name)),
    deleteIndustry: async (_r, { id }, ctx) => deleteIndustry(await ctx.requireUser(), id),
    mergeIndustries: async (_r, { sourceId, targetId }, ctx) =>
      industryOut(await mergeIndustries(await ctx.requireUser(), sourceId, targetId)),
    reorderIndustries: async (_r, { ids }, ctx) =>
      (await reorderIndustries(await ctx.requireUser(), ids)).map(industryOut),
  },
};
