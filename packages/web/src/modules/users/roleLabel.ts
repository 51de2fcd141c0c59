// The label shown for a role (spec §6): the tenant's own label when it renamed the role or made a custom one; a
// cofounder alone in their startup is the Founder; otherwise the translated name of the role type. A default role's
// stored label is its English name (ROLE_LABELS), so that one is translated too rather than shown in English.
import { FOUNDER_LABEL, ROLE_LABELS, UNKNOWN_ROLE_LABEL } from '@ascent/shared';
import type { TFunction } from 'i18next';
import type { RoleType } from '../../generated/graphql.ts';

export function roleLabel(
  role: { readonly type: RoleType; readonly label: string | null },
  startups: ReadonlyArray<{ readonly people: readonly unknown[] }>,
  t: TFunction,
): string {
  const own = role.label?.trim();
  if (own && own !== ROLE_LABELS[role.type]) return own;
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

/**
 * A role label the server already chose (search results, post authors): a default role's English name or
 * "Founder" is translated; an organisation's own label is kept; "Unknown" or nothing falls back to the type, if known.
 */
export function translatedRoleLabel(label: string | null | undefined, t: TFunction, type?: RoleType | null): string {
  const own = label?.trim() ?? '';
  if (own === FOUNDER_LABEL) return t('users.roles.Founder');
  const defaultType = (Object.keys(ROLE_LABELS) as RoleType[]).find((k) => ROLE_LABELS[k] === own);
  if (defaultType) return roleLabel({ type: defaultType, label: null }, [], t);
  if (own && own !== UNKNOWN_ROLE_LABEL) return own;
  return type ? roleLabel({ type, label: null }, [], t) : own;
}
