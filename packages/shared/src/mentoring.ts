// Mentor matching (issue 20 item 4): how the programme proposes mentors to a startup, and the rules a request and a
// match follow. The ranking is pure and deterministic: the same facts give the same order and the same reasons, so
// a founder, the mentor and the staff see one story.
import type { ErrorReasonTable } from './errors.ts';
import type { RoleType } from './roles.ts';

/** Who can be matched with a startup as its mentor: the advisers who mentor and the coaches. */
export const MENTORING_ROLES = ['Mentor', 'Expert', 'Coach', 'AdminCoach'] as const satisfies readonly RoleType[];
export const isMentoringRole = (type: string | null | undefined): boolean =>
  typeof type === 'string' && (MENTORING_ROLES as readonly string[]).includes(type);

/** What a proposal may rest on. */
export const MENTOR_MATCH_CRITERIA = ['industries', 'skills', 'tags', 'program'] as const;
export type MentorMatchCriterion = (typeof MENTOR_MATCH_CRITERIA)[number];
export const isMentorMatchCriterion = (value: unknown): value is MentorMatchCriterion =>
  typeof value === 'string' && (MENTOR_MATCH_CRITERIA as readonly string[]).includes(value);

export interface MentorMatchingValues {
  readonly criteria: readonly MentorMatchCriterion[];
  /** How many startups a mentor takes at most, unless the staff set the mentor's own capacity. */
  readonly capacityPerMentor: number;
  /** Whether founders may ask a mentor themselves (else the staff match). */
  readonly startupsMayRequest: boolean;
}

export const MENTOR_CAPACITY = { min: 1, max: 30 } as const;
export const DEFAULT_MENTOR_MATCHING: MentorMatchingValues = {
  criteria: MENTOR_MATCH_CRITERIA,
  capacityPerMentor: 3,
  startupsMayRequest: true,
};
export const MENTOR_REQUEST_MESSAGE_MAX = 1000;
export const MENTOR_REQUEST_SKILLS_MAX = 10;
/** The suggestions shown at once. */
export const MENTOR_SUGGESTIONS_LIMIT = 10;

export const MENTOR_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type MentorRequestStatus = (typeof MENTOR_REQUEST_STATUSES)[number];

export const isMentorCapacity = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MENTOR_CAPACITY.min && (value as number) <= MENTOR_CAPACITY.max;

export const mentorMatchingValid = (v: MentorMatchingValues): boolean =>
  v.criteria.every(isMentorMatchCriterion) && isMentorCapacity(v.capacityPerMentor);

export const MENTORING_REASONS = {
  badSettings: {
    key: 'mentoring.errors.badSettings',
    defaultMessage: 'Choose criteria from the list and a capacity between 1 and 30 startups.',
  },
  notFound: { key: 'mentoring.errors.notFound', defaultMessage: 'This request does not exist or is not shown to you.' },
  notMentor: { key: 'mentoring.errors.notMentor', defaultMessage: 'This person is not one of the mentors.' },
  notYourStartup: {
    key: 'mentoring.errors.notYourStartup',
    defaultMessage: 'Only the startup’s founders and the staff who manage it can do this.',
  },
  requestsClosed: {
    key: 'mentoring.errors.requestsClosed',
    defaultMessage: 'The programme matches mentors itself: ask the programme team.',
  },
  mentorFull: {
    key: 'mentoring.errors.mentorFull',
    defaultMessage: 'This mentor already has as many startups as they can take.',
  },
  alreadyMatched: {
    key: 'mentoring.errors.alreadyMatched',
    defaultMessage: 'This mentor already works with the startup.',
  },
  alreadyRequested: {
    key: 'mentoring.errors.alreadyRequested',
    defaultMessage: 'The startup already asked this mentor; wait for their answer.',
  },
  answered: { key: 'mentoring.errors.answered', defaultMessage: 'This request has already been answered.' },
  badSkills: {
    key: 'mentoring.errors.badSkills',
    defaultMessage: 'Choose at most 10 skills from the programme’s list.',
  },
  messageTooLong: {
    key: 'mentoring.errors.messageTooLong',
    defaultMessage: 'The message is at most {max} characters.',
  },
  notMatched: { key: 'mentoring.errors.notMatched', defaultMessage: 'This mentor does not work with the startup.' },
} as const satisfies ErrorReasonTable;
export type MentoringReason = keyof typeof MENTORING_REASONS;

// ---- Ranking ----

/** What the ranking knows of a mentor. `tagNames`: their people tags and the topics of their preferences. */
export interface MentorCandidate {
  readonly id: string;
  readonly name: string;
  readonly industryIds: readonly string[];
  readonly skillIds: readonly string[];
  readonly tagNames: readonly string[];
  readonly programIds: readonly string[];
  /** Startups they work with now, and how many they take. */
  readonly load: number;
  readonly capacity: number;
}

/** What the ranking knows of the startup, and the skills its founders ask for. */
export interface MentorMatchTarget {
  readonly industryIds: readonly string[];
  readonly tagNames: readonly string[];
  readonly programIds: readonly string[];
  readonly wantedSkillIds: readonly string[];
}

/** One reason a mentor is proposed: the criterion and what matched (ids, or the startup's tag names for tags). */
export interface MentorMatchReason {
  readonly criterion: MentorMatchCriterion;
  readonly matched: readonly string[];
}

export interface RankedMentor {
  readonly id: string;
  readonly score: number;
  readonly reasons: readonly MentorMatchReason[];
}

/** Points per match: a skill the founders asked for counts most, a shared industry next. */
export const MENTOR_MATCH_WEIGHTS: Readonly<Record<MentorMatchCriterion, number>> = {
  skills: 4,
  industries: 3,
  tags: 2,
  program: 2,
};

const tagKey = (name: string) => name.trim().toLocaleLowerCase('en');

function matchesOf(criterion: MentorMatchCriterion, target: MentorMatchTarget, m: MentorCandidate): string[] {
  switch (criterion) {
    case 'industries':
      return target.industryIds.filter((id) => m.industryIds.includes(id));
    case 'skills':
      return target.wantedSkillIds.filter((id) => m.skillIds.includes(id));
    case 'tags': {
      const theirs = new Set(m.tagNames.map(tagKey));
      return target.tagNames.filter((name) => theirs.has(tagKey(name)));
    }
    case 'program':
      return target.programIds.filter((id) => m.programIds.includes(id));
  }
}

/**
 * The mentors who can still take a startup, best first: each criterion the programme uses adds its weight per match
 * (a shared programme counts once), and the share of their capacity already taken is subtracted (less than one
 * point), so between equals the less busy mentor comes first; then by name. A mentor at capacity is left out.
 */
export function rankMentors(
  target: MentorMatchTarget,
  candidates: readonly MentorCandidate[],
  criteria: readonly MentorMatchCriterion[],
): RankedMentor[] {
  const ranked = candidates
    .filter((m) => m.load < m.capacity)
    .map((m) => {
      const reasons = MENTOR_MATCH_CRITERIA.filter((c) => criteria.includes(c))
        .map((criterion) => ({ criterion, matched: matchesOf(criterion, target, m) }))
        .filter((r) => r.matched.length > 0);
      const points = reasons.reduce(
        (sum, r) => sum + MENTOR_MATCH_WEIGHTS[r.criterion] * (r.criterion === 'program' ? 1 : r.matched.length),
        0,
      );
      const score = Math.round((points - m.load / m.capacity) * 100) / 100;
      return { id: m.id, name: m.name, score, reasons };
    });
  ranked.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  return ranked.map(({ id, score, reasons }) => ({ id, score, reasons }));
}
