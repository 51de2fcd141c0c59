// Bulk operations on users (the users screen, /admin/configuration/users; spec 01 §4 batch operations): what may be
// asked and the reasons a request is refused before anything changes. Shared by the server (which refuses) and the
// web (which shows the same words).
import type { ErrorReasonTable } from './errors.ts';

export const USER_BATCH_ACTIONS = [
  'CHANGE_ROLE',
  'ADD_TO_PROGRAM',
  'ADD_TAG',
  'DEACTIVATE',
  'RESEND_INVITATION',
] as const;
export type UserBatchAction = (typeof USER_BATCH_ACTIONS)[number];

/** The most users one operation may name (issue 17: "a bulk operation over 10,000 ids" is refused). */
export const USER_BATCH_MAX_ITEMS = 10_000;

/** CHANGE_ROLE names a role, ADD_TO_PROGRAM a programme, ADD_TAG a skill or user tag; the others take no target. */
export function userBatchTargetKind(action: UserBatchAction): 'role' | 'program' | 'tag' | null {
  if (action === 'CHANGE_ROLE') return 'role';
  if (action === 'ADD_TO_PROGRAM') return 'program';
  return action === 'ADD_TAG' ? 'tag' : null;
}

/** Why a bulk operation on users was refused as a whole (nothing was changed). */
export const USER_BATCH_ERROR_MESSAGES = {
  empty: { key: 'admin.users.bulk.errors.empty', defaultMessage: 'Choose at least one user.' },
  tooMany: { key: 'admin.users.bulk.errors.tooMany', defaultMessage: 'A bulk operation takes at most {max} users.' },
  unknownUsers: {
    key: 'admin.users.bulk.errors.unknownUsers',
    defaultMessage: 'Some of the chosen users are not users of this organisation.',
  },
  noSuchRole: { key: 'admin.users.bulk.errors.noSuchRole', defaultMessage: 'There is no such role.' },
  roleNotGrantable: {
    key: 'admin.users.bulk.errors.roleNotGrantable',
    defaultMessage: 'You may not give the role {role}.',
  },
  noSuchProgram: { key: 'admin.users.bulk.errors.noSuchProgram', defaultMessage: 'There is no such programme.' },
  programArchived: {
    key: 'admin.users.bulk.errors.programArchived',
    defaultMessage: 'The programme {name} is archived: restore it before adding people.',
  },
  programNotAllowed: {
    key: 'admin.users.bulk.errors.programNotAllowed',
    defaultMessage: 'You may not add people to this programme.',
  },
  noSuchTag: {
    key: 'admin.users.bulk.errors.noSuchTag',
    defaultMessage: 'There is no such skill or people tag.',
  },
  noTarget: { key: 'admin.users.bulk.errors.noTarget', defaultMessage: 'This action takes no role or programme.' },
  cannotInvite: {
    key: 'admin.users.bulk.errors.cannotInvite',
    defaultMessage: 'You may not send invitations.',
  },
  selfDeactivate: {
    key: 'admin.users.bulk.errors.selfDeactivate',
    defaultMessage: 'You cannot deactivate yourself: leave yourself out of the selection.',
  },
  selfRole: {
    key: 'admin.users.bulk.errors.selfRole',
    defaultMessage: 'You cannot change your own role: leave yourself out of the selection.',
  },
  notFound: { key: 'admin.users.bulk.errors.notFound', defaultMessage: 'There is no such bulk operation.' },
} as const satisfies ErrorReasonTable;
export type UserBatchErrorReason = keyof typeof USER_BATCH_ERROR_MESSAGES;

/**
 * Why one user of an operation was not changed (stored with the item; the report shows it): gone (deleted since),
 * notManageable (a role the starter may not change), lastAdmin (the organisation's last active Admin), self (the
 * starter), roleNotGrantable, programArchived (archived since the start), alreadyConfirmed (nothing to resend),
 * starterGone (the starter lost the right to do this), error (anything else).
 */
export const USER_BATCH_ITEM_FAILURES = [
  'gone',
  'notManageable',
  'lastAdmin',
  'self',
  'roleNotGrantable',
  'programArchived',
  'alreadyConfirmed',
  'tagGone',
  'starterGone',
  'error',
] as const;
export type UserBatchItemFailure = (typeof USER_BATCH_ITEM_FAILURES)[number];
