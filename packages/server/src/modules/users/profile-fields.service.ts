// Profile fields (spec 01 §2 /setup/profile-fields): each role's rules of which profile fields are shown, required
// and editable by the person (@ascent/shared profile-fields.ts). A role stores only what differs from the defaults.
// A field made required for a role whose people lack it locks no one out: they are asked at their next sign-in
// (CurrentUser.missingProfileFields), and the settings say how many that is.
import { eq, inArray, ne } from 'drizzle-orm';
import {
  DEFAULT_PROFILE_FIELD_RULES,
  PROFILE_FIELDS,
  PROFILE_FIELD_ERRORS,
  effectiveProfileRules,
  isProfileField,
  missingProfileFields,
  ruleProblem,
  type ProfileField,
  type ProfileFieldRule,
  type ProfileFieldRules,
  type ProfileFieldValues,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { RoleType } from '../../generated/graphql.ts';
import { listRolesWithCounts } from '../roles/roles.public.ts';
import { tagsOfUsers } from '../taxonomy/taxonomy.public.ts';
import { roles, users, type StoredProfileFieldRules } from './users.schema.ts';

const refuse = (code: 'VALIDATION_FAILED' | 'NOT_FOUND', reason: keyof typeof PROFILE_FIELD_ERRORS, field?: string) =>
  reasonError(code, PROFILE_FIELD_ERRORS, reason, field ? { field } : undefined, field ? { field } : {});

export const rulesList = (rules: ProfileFieldRules) => PROFILE_FIELDS.map((field) => ({ field, ...rules[field] }));

const hasRequired = (rules: ProfileFieldRules) => PROFILE_FIELDS.some((f) => rules[f].required);

/** The values of these users that the rules read, with their skills and user tags counted. */
async function valuesOf(tdb: TenantDb, userIds: readonly string[]): Promise<Map<string, ProfileFieldValues>> {
  if (userIds.length === 0) return new Map();
  const rows = await tdb
    .select({
      id: users.id,
      headline: users.headline,
      bio: users.bio,
      phone: users.phone,
      gender: users.gender,
      birthday: users.birthday,
      country: users.country,
      countryOrigin: users.countryOrigin,
      locations: users.locations,
      workStatus: users.workStatus,
      links: users.links,
      expertise: users.expertise,
      industries: users.industries,
    })
    .from(users)
    .where(tdb.where(users, inArray(users.id, [...userIds])));
  const out = new Map<string, ProfileFieldValues>(rows.map(({ id, ...v }) => [id, { ...v, skills: 0, userTags: 0 }]));
  for (const tag of await tagsOfUsers(tdb, userIds)) {
    const v = out.get(tag.userId);
    if (!v) continue;
    if (tag.kind === 'mentortag') v.skills = (v.skills ?? 0) + 1;
    if (tag.kind === 'user') v.userTags = (v.userTags ?? 0) + 1;
  }
  return out;
}

/** The required fields this user has not filled (none when their role requires none: no query then). */
export async function missingFieldsOf(
  tdb: TenantDb,
  userId: string,
  stored: Record<string, unknown> | undefined,
): Promise<ProfileField[]> {
  const rules = effectiveProfileRules(stored as StoredProfileFieldRules);
  if (!hasRequired(rules)) return [];
  const values = (await valuesOf(tdb, [userId])).get(userId);
  return values ? missingProfileFields(rules, values) : [];
}

/** How many live people of the role lack at least one required field. */
async function countMissing(tdb: TenantDb, roleId: string, rules: ProfileFieldRules): Promise<number> {
  if (!hasRequired(rules)) return 0;
  const ids = await tdb
    .select({ id: users.id })
    .from(users)
    .where(tdb.where(users, eq(users.roleId, roleId), ne(users.status, 'deleted')));
  let missing = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const values = await valuesOf(
      tdb,
      ids.slice(i, i + 1000).map((r) => r.id),
    );
    for (const v of values.values()) if (missingProfileFields(rules, v).length > 0) missing += 1;
  }
  return missing;
}

interface RoleLike {
  id: string;
  type: string;
  label: string | null;
  profileFields: StoredProfileFieldRules;
  userCount: number;
}

async function present(tdb: TenantDb, role: RoleLike) {
  const rules = effectiveProfileRules(role.profileFields);
  return {
    role: { _id: role.id, type: role.type as RoleType, label: role.label },
    fields: rulesList(rules),
    userCount: role.userCount,
    usersMissing: await countMissing(tdb, role.id, rules),
  };
}

/** The settings' order of the default roles: the team first, then those it works with. */
const ROLE_ORDER = [
  'Admin',
  'AdminCoach',
  'Staff',
  'SubAdmin',
  'Coach',
  'Mentor',
  'Expert',
  'Evaluator',
  'Cofounder',
  'Applicant',
  'CommunityMember',
];

/** Every role but the platform's own (System): the default roles in ROLE_ORDER, then the custom ones. */
export async function profileFieldSettings({ tdb }: SignedIn) {
  const rank = (r: { type: string; isCustom: boolean }) =>
    (r.isCustom ? ROLE_ORDER.length : 0) + ROLE_ORDER.indexOf(r.type);
  const list = (await listRolesWithCounts(tdb))
    .filter((r) => r.type !== 'System')
    .sort((a, b) => rank(a) - rank(b) || (a.label ?? '').localeCompare(b.label ?? ''));
  return Promise.all(list.map((r) => present(tdb, r)));
}

export async function myProfileFields({ tdb, user }: SignedIn) {
  const rules = effectiveProfileRules(user.roleProfileFields as StoredProfileFieldRules);
  return { fields: rulesList(rules), missing: await missingFieldsOf(tdb, user.id, user.roleProfileFields) };
}

export interface ProfileFieldRuleInput extends ProfileFieldRule {
  field: string;
}

/** Checks every rule first: one bad rule refuses the whole change. */
function checkedRules(input: readonly ProfileFieldRuleInput[]): Map<ProfileField, ProfileFieldRule> {
  const out = new Map<ProfileField, ProfileFieldRule>();
  for (const { field, visible, required, editable } of input) {
    if (!isProfileField(field)) throw refuse('VALIDATION_FAILED', 'unknownField', String(field).slice(0, 60));
    if (out.has(field)) throw refuse('VALIDATION_FAILED', 'duplicateField', field);
    const rule = { visible, required, editable };
    const problem = ruleProblem(rule);
    if (problem) throw refuse('VALIDATION_FAILED', problem, field);
    out.set(field, rule);
  }
  return out;
}

export async function updateProfileFields(scope: SignedIn, roleId: string, input: readonly ProfileFieldRuleInput[]) {
  const rules = checkedRules(input);
  const { tdb } = scope;
  if (!isUuid(roleId)) throw refuse('NOT_FOUND', 'unknownRole');
  const role = (await listRolesWithCounts(tdb)).find((r) => r.id === roleId && r.type !== 'System');
  if (!role) throw refuse('NOT_FOUND', 'unknownRole');
  const merged = { ...effectiveProfileRules(role.profileFields), ...Object.fromEntries(rules) } as ProfileFieldRules;
  // Only what differs from the defaults is stored: a later change of a default reaches every role that kept it.
  const stored: StoredProfileFieldRules = {};
  for (const f of PROFILE_FIELDS) {
    const d = DEFAULT_PROFILE_FIELD_RULES[f];
    const r = merged[f];
    if (r.visible !== d.visible || r.required !== d.required || r.editable !== d.editable) stored[f] = r;
  }
  await tdb.update(roles, { profileFields: stored }, eq(roles.id, roleId));
  return present(tdb, { ...role, profileFields: stored });
}

/** The rules of a user's role (the person's own form, PUT /user, the profile page). */
export async function rulesOfUser(tdb: TenantDb, userId: string): Promise<ProfileFieldRules | null> {
  const [row] = await tdb
    .select({ stored: roles.profileFields })
    .from(users)
    .innerJoin(roles, tdb.where(roles, eq(roles.id, users.roleId)))
    .where(tdb.where(users, eq(users.id, userId)))
    .limit(1);
  return row ? effectiveProfileRules(row.stored) : null;
}
