// Translated names of what the registry and the plan name by code: permission keys, their areas, scopes,
// visibility settings, feature flags and account statuses. The catalogue ids are the codes with '/' and ':'
// (which i18next reads as separators) turned into '_'.
import {
  LICENSED_ROLE_TYPES,
  type AdminUserStatus,
  type FeatureFlagName,
  type PermissionCriteriaScope,
  type PermissionKey,
  type RoleType,
  type VisibilitySetting,
} from '@ascent/shared';
import type { TFunction } from 'i18next';
import type en from '../../locales/en.json';
import { inviteeRoleName } from '../invitations/roleName.ts';

type Admin = (typeof en)['admin'];
export type PermissionMessageId = keyof Admin['permissions']['keys'];
export type AreaMessageId = keyof Admin['permissions']['areas'];
export type FeatureMessageId = keyof Admin['plan']['featureNames'];

export const permissionMessageId = (key: PermissionKey) => key.replace(/[/:]/g, '_') as PermissionMessageId;

export const permissionName = (key: PermissionKey, t: TFunction) =>
  t(`admin.permissions.keys.${permissionMessageId(key)}`);
export const areaName = (area: string, t: TFunction) => t(`admin.permissions.areas.${area as AreaMessageId}`);
export const featureName = (name: FeatureFlagName, t: TFunction) =>
  t(`admin.plan.featureNames.${name as FeatureMessageId}`);
export const scopeName = (scope: PermissionCriteriaScope, t: TFunction) => t(`admin.permissions.scopes.${scope}`);
export const visibilityName = (value: VisibilitySetting, t: TFunction) =>
  t(`admin.permissions.visibility.values.${value}`);
export const statusName = (status: AdminUserStatus, t: TFunction) => t(`admin.users.statuses.${status}`);

/** A role type's name in the interface language. */
export const roleTypeName = (type: RoleType, t: TFunction) => inviteeRoleName({ roleType: type, roleLabel: null }, t);
/** The licensed role types' names as one list in the interface language ("Admin, Staff and Coach"). */
export const licensedRoleNames = (t: TFunction, language: string) =>
  new Intl.ListFormat(language.replace('_', '-'), { type: 'conjunction' }).format(
    LICENSED_ROLE_TYPES.map((type) => roleTypeName(type, t)),
  );
/** A role's name: the organisation's own label when it renamed the role, else its type's translated name. */
export const roleName = (role: { readonly type: RoleType; readonly label: string | null }, t: TFunction) =>
  inviteeRoleName({ roleType: role.type, roleLabel: role.label }, t);
