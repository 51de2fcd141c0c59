// The label shown for a role (spec §6): the tenant's own label when set; a cofounder alone in their
// startup is the Founder; otherwise the translated name of the role type.
import type { TFunction } from 'i18next';
import type { RoleType } from '../../generated/graphql.ts';

export function roleLabel(
  role: { readonly type: RoleType; readonly label: string | null },
  startups: ReadonlyArray<{ readonly people: readonly unknown[] }>,
  t: TFunction,
): string {
  if (role.label?.trim()) return role.label;
  if (role.type === 'Cofounder' && startups.length === 1 && startups[0]?.people.length === 1) {
    return t('users.roles.Founder');
  }
  switch (role.type) {
    case 'Admin':
      return t('users.roles.Admin');
    case 'AdminCoach':
      return t('users.roles.AdminCoach');
    case 'Applicant':
      return t('users.roles.Applicant');
    case 'Coach':
      return t('users.roles.Coach');
    case 'Cofounder':
      return t('users.roles.Cofounder');
    case 'CommunityMember':
      return t('users.roles.CommunityMember');
    case 'Evaluator':
      return t('users.roles.Evaluator');
    case 'Expert':
      return t('users.roles.Expert');
    case 'Mentor':
      return t('users.roles.Mentor');
    case 'Staff':
      return t('users.roles.Staff');
    case 'SubAdmin':
      return t('users.roles.SubAdmin');
    case 'System':
      return t('users.roles.System');
    default: {
      const unhandled: never = role.type;
      return unhandled;
    }
  }
}
