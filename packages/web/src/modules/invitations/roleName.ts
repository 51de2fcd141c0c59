// A role's name for the invitation screens: the organisation's own label when it renamed the role, else the
// role type's name in the interface language (`roleLabel` knows the stored default labels are English).
import type { TFunction } from 'i18next';
import type { RoleType } from '../../generated/graphql.ts';
import { roleLabel } from '../users/roleLabel.ts';

export function inviteeRoleName(
  role: { readonly roleType: RoleType; readonly roleLabel: string | null },
  t: TFunction,
): string {
  return roleLabel({ type: role.roleType, label: role.roleLabel }, [], t);
}
