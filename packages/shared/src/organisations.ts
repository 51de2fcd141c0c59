// The instance operator's organisations (issue 17 item 0): why a command, the operator console or the self-service
// sign-up of a new organisation refuses (`reason` of the error; the web translates the key, the CLI prints the text).
import type { ErrorReasonTable } from './errors.ts';

export const ORGANISATION_REASONS = {
  invalidLabel: {
    key: 'operator.errors.invalidLabel',
    defaultMessage: '"{label}" is not a host label (a-z, 0-9 and inner dashes, 1 to 63).',
  },
  reservedLabel: { key: 'operator.errors.reservedLabel', defaultMessage: 'The label "{label}" is reserved.' },
  labelTaken: { key: 'operator.errors.labelTaken', defaultMessage: 'The label "{label}" is taken.' },
  invalidName: { key: 'operator.errors.invalidName', defaultMessage: 'The name must hold 1 to 120 characters.' },
  unknownPlan: { key: 'operator.errors.unknownPlan', defaultMessage: 'Unknown plan "{plan}" (one of {plans}).' },
  unknownLanguage: { key: 'operator.errors.unknownLanguage', defaultMessage: 'Unsupported language "{language}".' },
  unknownTimezone: { key: 'operator.errors.unknownTimezone', defaultMessage: 'Unknown timezone "{timezone}".' },
  invalidEmail: { key: 'operator.errors.invalidEmail', defaultMessage: '"{email}" is not an email address.' },
  notFound: { key: 'operator.errors.notFound', defaultMessage: 'No organisation has the label "{label}".' },
  consoleHostOnly: {
    key: 'operator.errors.consoleHostOnly',
    defaultMessage: 'The operator console answers only at its own address.',
  },
  signUpHostOnly: {
    key: 'operator.errors.signUpHostOnly',
    defaultMessage: 'New organisations sign up only at the sign-up address.',
  },
  signUpNotOffered: {
    key: 'operator.errors.signUpNotOffered',
    defaultMessage: 'This instance does not offer the sign-up of new organisations.',
  },
} as const satisfies ErrorReasonTable;

export type OrganisationReason = keyof typeof ORGANISATION_REASONS;

/** Operators of the instance: their sessions last this long (seconds) without activity limits beyond it. */
export const OPERATOR_SESSION_HOURS = 12;
