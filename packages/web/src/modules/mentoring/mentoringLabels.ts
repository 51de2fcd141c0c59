// The words of mentor matching's enumerations, as static key tables (the catalogue check sees every key).
import type { ParseKeys, TFunction } from 'i18next';
import type { MentorMatchCriterion, MentorRequestStatus } from '../../generated/graphql.ts';

const CRITERIA: Record<MentorMatchCriterion, ParseKeys> = {
  INDUSTRIES: 'mentoring.criteria.industries',
  SKILLS: 'mentoring.criteria.skills',
  TAGS: 'mentoring.criteria.tags',
  PROGRAM: 'mentoring.criteria.program',
};

const CRITERIA_HELP: Record<MentorMatchCriterion, ParseKeys> = {
  INDUSTRIES: 'mentoring.criteria.industriesHelp',
  SKILLS: 'mentoring.criteria.skillsHelp',
  TAGS: 'mentoring.criteria.tagsHelp',
  PROGRAM: 'mentoring.criteria.programHelp',
};

/** A reason of a suggestion, as the founder reads it. */
const REASONS: Record<MentorMatchCriterion, ParseKeys> = {
  INDUSTRIES: 'mentoring.reasons.industries',
  SKILLS: 'mentoring.reasons.skills',
  TAGS: 'mentoring.reasons.tags',
  PROGRAM: 'mentoring.reasons.program',
};

const STATUSES: Record<MentorRequestStatus, ParseKeys> = {
  PENDING: 'mentoring.status.pending',
  ACCEPTED: 'mentoring.status.accepted',
  DECLINED: 'mentoring.status.declined',
  WITHDRAWN: 'mentoring.status.withdrawn',
};

export const MENTOR_CRITERIA: readonly MentorMatchCriterion[] = ['INDUSTRIES', 'SKILLS', 'TAGS', 'PROGRAM'];

export const criterionLabel = (c: MentorMatchCriterion, t: TFunction) => t(CRITERIA[c]);
export const criterionHelp = (c: MentorMatchCriterion, t: TFunction) => t(CRITERIA_HELP[c]);
export const reasonLabel = (c: MentorMatchCriterion, labels: readonly string[], t: TFunction) =>
  t(REASONS[c], { list: labels.join(', ') });
export const statusLabel = (s: MentorRequestStatus, t: TFunction) => t(STATUSES[s]);
export const statusColor = (s: MentorRequestStatus) =>
  s === 'ACCEPTED' ? 'green' : s === 'DECLINED' ? 'red' : s === 'PENDING' ? 'blue' : 'gray';
