// The forms API: a policy table plus one-line calls. Building, sharing and reading responses need FORMS:EDIT;
// a share link's form and its submission are public (the link decides whether sign-in is needed, in the service);
// saving a draft needs a signed-in respondent.
import type { Resolvers } from '../../generated/graphql.ts';
import { compareFormVersions } from './forms-compare.service.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { PUBLIC, SIGNED_IN, permission, type Policies } from '../../core/graphql/policy.ts';
import {
  archiveForm,
  createForm,
  deleteFormQuestion,
  formVersions,
  getForm,
  listForms,
  publishForm,
  reorderFormQuestions,
  updateForm,
  upsertFormQuestion,
  type FormsScope,
} from './forms.service.ts';
import {
  createFormShareLink,
  formShareLinks,
  formSubmissions,
  revokeFormShareLink,
  saveFormDraftAnswers,
  sharedForm,
  submitFormAnswers,
  type RespondentScope,
} from './forms-filling.service.ts';

const EDIT = permission('FORMS:EDIT');

export const formsPolicies: Policies = {
  'Query.forms': EDIT,
  'Query.form': EDIT,
  'Query.formVersions': EDIT,
  'Query.compareFormVersions': EDIT,
  'Query.formShareLinks': EDIT,
  'Query.formSubmissions': EDIT,
  // The link is the key; whether it needs sign-in is the link's setting (checked in the service).
  'Query.sharedForm': PUBLIC,
  'Mutation.createForm': EDIT,
  'Mutation.updateForm': EDIT,
  'Mutation.upsertFormQuestion': EDIT,
  'Mutation.deleteFormQuestion': EDIT,
  'Mutation.reorderFormQuestions': EDIT,
  'Mutation.publishForm': EDIT,
  'Mutation.archiveForm': EDIT,
  'Mutation.createFormShareLink': EDIT,
  'Mutation.revokeFormShareLink': EDIT,
  'Mutation.saveFormDraftAnswers': SIGNED_IN,
  'Mutation.submitFormAnswers': PUBLIC,
};

async function editor(ctx: GraphQLContext): Promise<FormsScope> {
  const { tdb, user } = await ctx.requireUser();
  return { tdb, user };
}

async function respondent(ctx: GraphQLContext): Promise<RespondentScope> {
  const { tdb } = ctx.requireTenant();
  return { tdb, user: await ctx.currentUser() };
}

export const formsResolvers: Resolvers = {
  Query: {
    forms: async (_r, args, ctx) => listForms(await editor(ctx), args),
    form: async (_r, args, ctx) => getForm(await editor(ctx), args.id),
    formVersions: async (_r, args, ctx) => formVersions(await editor(ctx), args.formId),
    compareFormVersions: async (_r, args, ctx) => compareFormVersions(await editor(ctx), args.baseId, args.compareId),
    formShareLinks: async (_r, args, ctx) => formShareLinks(await editor(ctx), args.formId),
    formSubmissions: async (_r, args, ctx) => formSubmissions(await editor(ctx), args.formId, args.after),
    sharedForm: async (_r, args, ctx) => sharedForm(await respondent(ctx), args.token),
  },
  Mutation: {
    createForm: async (_r, args, ctx) => createForm(await editor(ctx), args.input),
    updateForm: async (_r, args, ctx) => updateForm(await editor(ctx), args.id, args.title),
    upsertFormQuestion: async (_r, args, ctx) =>
      upsertFormQuestion(await editor(ctx), args.formId, args.question, args.position),
    deleteFormQuestion: async (_r, args, ctx) => deleteFormQuestion(await editor(ctx), args.formId, args.questionId),
    reorderFormQuestions: async (_r, args, ctx) =>
      reorderFormQuestions(await editor(ctx), args.formId, args.questionIds),
    publishForm: async (_r, args, ctx) => publishForm(await editor(ctx), args.id),
    archiveForm: async (_r, args, ctx) => archiveForm(await editor(ctx), args.id, args.archived),
    createFormShareLink: async (_r, args, ctx) =>
      createFormShareLink(await editor(ctx), args.formId, args.requiresSignIn, args.expiresAt),
    revokeFormShareLink: async (_r, args, ctx) => revokeFormShareLink(await editor(ctx), args.id),
    saveFormDraftAnswers: async (_r, args, ctx) =>
      saveFormDraftAnswers(await editor(ctx), args.token, args.versionId, args.answers),
    submitFormAnswers: async (_r, args, ctx) =>
      submitFormAnswers(await respondent(ctx), args.token, args.versionId, args.answers),
  },
};
