// The organisation's taxonomy (spec 01 §2 /setup/tags/{kind}, /setup/industries): tags of seven kinds and the
// industries list. Each kind has its own list and its own names (a name is unique within a kind); what carries a
// tag depends on its kind (TAG_KIND_CARRIERS). The reasons a taxonomy change is refused are TAXONOMY_ERRORS.
import type { ErrorReasonTable } from './errors.ts';

export const TAG_KINDS = ['startup', 'user', 'mentortag', 'community', 'application', 'event', 'topic'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export function isTagKind(value: unknown): value is TagKind {
  return typeof value === 'string' && (TAG_KINDS as readonly string[]).includes(value);
}

/**
 * What carries the tags of each kind today: startups (startup_tags), users (user_tags: user tags and mentors'
 * skills), events (an event's tags and topics, by name). Community and application tags have no carrier yet
 * (docs/decisions.md): their lists exist, their use count is `null`, never a made-up zero.
 */
export const TAG_KIND_CARRIERS: Readonly<Record<TagKind, 'startups' | 'users' | 'events' | null>> = {
  startup: 'startups',
  user: 'users',
  mentortag: 'users',
  community: null,
  application: null,
  event: 'events',
  topic: 'events',
};

/** Kinds a user carries (profile and users screen). */
export const USER_TAG_KINDS = ['user', 'mentortag'] as const satisfies readonly TagKind[];
export type UserTagKind = (typeof USER_TAG_KINDS)[number];

/** At most this many tags or industries in one reorder or on one user. */
export const TAXONOMY_LIST_MAX = 500;

export const TAXONOMY_ERRORS = {
  nameTaken: { key: 'taxonomy.errors.nameTaken', defaultMessage: 'There is already a tag of this name in this list.' },
  industryNameTaken: {
    key: 'taxonomy.errors.industryNameTaken',
    defaultMessage: 'There is already an industry of this name.',
  },
  mergeIntoItself: { key: 'taxonomy.errors.mergeIntoItself', defaultMessage: 'Choose another tag to merge into.' },
  mergeOtherKind: {
    key: 'taxonomy.errors.mergeOtherKind',
    defaultMessage: 'A tag can only be merged into a tag of the same list.',
  },
  unknownTag: { key: 'taxonomy.errors.unknownTag', defaultMessage: 'There is no such tag in this organisation.' },
  unknownIndustry: {
    key: 'taxonomy.errors.unknownIndustry',
    defaultMessage: 'There is no such industry in this organisation.',
  },
  unknownUser: { key: 'taxonomy.errors.unknownUser', defaultMessage: 'There is no such person in this organisation.' },
  wrongKind: { key: 'taxonomy.errors.wrongKind', defaultMessage: 'These tags do not belong to this list.' },
  orderMismatch: {
    key: 'taxonomy.errors.orderMismatch',
    defaultMessage: 'The order must name every item of the list once.',
  },
  skillsLocked: {
    key: 'taxonomy.errors.skillsLocked',
    defaultMessage: 'Skills are locked: only the programme team sets them.',
  },
  notYours: { key: 'taxonomy.errors.notYours', defaultMessage: 'You may only change your own skills.' },
  required: { key: 'taxonomy.errors.required', defaultMessage: 'Your organisation asks you to choose at least one.' },
  nameLength: { key: 'taxonomy.errors.nameLength', defaultMessage: 'A name holds 1 to {max} characters.' },
  tooMany: { key: 'taxonomy.errors.tooMany', defaultMessage: 'At most {max} at once.' },
} as const satisfies ErrorReasonTable;
