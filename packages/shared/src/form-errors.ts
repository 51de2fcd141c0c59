// What the forms API refuses and why (issue 18): `extensions.reason`, translated by the web by key. The refusals of
// an answer are FORM_ANSWER_MESSAGES (form-answers.ts); a question definition's problems are named here one by one.
import type { ErrorReasonTable } from './errors.ts';
import type { DefinitionProblem } from './form-model.ts';

export const FORM_ERROR_MESSAGES = {
  notFound: { key: 'forms.errors.notFound', defaultMessage: 'This form does not exist.' },
  questionNotFound: { key: 'forms.errors.questionNotFound', defaultMessage: 'This question is not in the form.' },
  versionNotFound: { key: 'forms.errors.versionNotFound', defaultMessage: 'This version of the form does not exist.' },
  versionsOfTwoForms: {
    key: 'forms.errors.versionsOfTwoForms',
    defaultMessage: 'Only two versions of the same form can be compared.',
  },
  titleLength: { key: 'forms.errors.titleLength', defaultMessage: 'A title holds 1 to {max} characters.' },
  archived: { key: 'forms.errors.archived', defaultMessage: 'This form is archived: restore it to change it.' },
  badJson: { key: 'forms.errors.badJson', defaultMessage: 'The {field} could not be read.' },
  tooManyQuestions: { key: 'forms.errors.tooManyQuestions', defaultMessage: 'A form holds at most {max} questions.' },
  reorderMismatch: {
    key: 'forms.errors.reorderMismatch',
    defaultMessage: 'The new order must name every question of the form exactly once.',
  },
  emptyForm: { key: 'forms.errors.emptyForm', defaultMessage: 'Add a question before publishing.' },
  nothingToPublish: { key: 'forms.errors.nothingToPublish', defaultMessage: 'There are no changes to publish.' },
  unknownReference: {
    key: 'forms.errors.unknownReference',
    defaultMessage: 'A rule or formula names a question that is not in the form.',
  },
  dependencyCycle: {
    key: 'forms.errors.dependencyCycle',
    defaultMessage: 'These questions depend on each other in a circle; break the circle to publish.',
  },
  notPublished: { key: 'forms.errors.notPublished', defaultMessage: 'Publish the form before sharing it.' },
  badExpiry: { key: 'forms.errors.badExpiry', defaultMessage: 'The link must expire in the future.' },
  linkUnavailable: {
    key: 'forms.errors.linkUnavailable',
    defaultMessage: 'This link has expired or was withdrawn. Ask the sender for a new one.',
  },
  staleVersion: {
    key: 'forms.errors.staleVersion',
    defaultMessage: 'The form changed while you were filling it. Reload to see the new version; your answers are kept.',
  },
  invalidAnswers: { key: 'forms.errors.invalidAnswers', defaultMessage: 'Some answers need your attention.' },
  badCursor: { key: 'forms.errors.badCursor', defaultMessage: 'This page cursor is not valid.' },
  unknownType: { key: 'forms.errors.unknownType', defaultMessage: 'Unknown question type.' },
  labelTooLong: { key: 'forms.errors.labelTooLong', defaultMessage: 'A label is too long or malformed.' },
  descriptionTooLong: {
    key: 'forms.errors.descriptionTooLong',
    defaultMessage: 'A description is too long or malformed.',
  },
  tooManyOptions: { key: 'forms.errors.tooManyOptions', defaultMessage: 'A question offers too many options.' },
  badOption: { key: 'forms.errors.badOption', defaultMessage: 'Every option needs a value and valid labels.' },
  duplicateOption: { key: 'forms.errors.duplicateOption', defaultMessage: 'Two options have the same value.' },
  treeTooDeep: { key: 'forms.errors.treeTooDeep', defaultMessage: 'The options are nested too deeply.' },
  badValidation: { key: 'forms.errors.badValidation', defaultMessage: 'The limits of this question do not fit.' },
  badPattern: { key: 'forms.errors.badPattern', defaultMessage: 'The pattern is not a valid regular expression.' },
  badDependency: { key: 'forms.errors.badDependency', defaultMessage: 'A display rule of this question is malformed.' },
  badTable: { key: 'forms.errors.badTable', defaultMessage: 'A table needs 1 to 20 columns and 1 to 50 rows.' },
  badFormula: { key: 'forms.errors.badFormula', defaultMessage: 'The formula cannot be calculated.' },
  badBehavesAs: {
    key: 'forms.errors.badBehavesAs',
    defaultMessage: 'A custom field must behave as an answerable question type.',
  },
} as const satisfies ErrorReasonTable & Record<DefinitionProblem, unknown>;
export type FormErrorName = keyof typeof FORM_ERROR_MESSAGES;
