// The kind of user the help is written for (spec 01 §6: documentation search filtered by user kind).
import type { RoleType } from '@ascent/shared';

export const HELP_USER_KINDS = ['incubator', 'mentor', 'founder', 'applicant', 'evaluator', 'communityMember'] as const;
export type HelpUserKind = (typeof HELP_USER_KINDS)[number];

const KIND_OF_ROLE: Readonly<Record<RoleType, HelpUserKind>> = {
  Admin: 'incubator',
  AdminCoach: 'incubator',
  Staff: 'incubator',
  SubAdmin: 'incubator',
  // Coaches are staff-like (spec §6 groupings): they run the programme with the staff.
  Coach: 'incubator',
  System: 'incubator',
  Mentor: 'mentor',
  Expert: 'mentor',
  Evaluator: 'evaluator',
  Cofounder: 'founder',
  Applicant: 'applicant',
  CommunityMember: 'communityMember',
};

export function helpUserKind(roleType: string | null | undefined): HelpUserKind | null {
  return roleType && roleType in KIND_OF_ROLE ? KIND_OF_ROLE[roleType as RoleType] : null;
}
