// Profile page, hover card and self-delete (spec 01 §3, §6, §7). Another user's profile answers only when the
// viewer may see them (user-visibility.ts).
import type { SignedIn } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import type { RoleType, UserCard, UserProfile, UserStartup } from '../../generated/graphql.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { PRIVATE_PROFILE_FIELDS, PROFILE_FIELDS, effectiveProfileRules, type ProfileField } from '@ascent/shared';
import { teamAssignedStartupIds } from '../assignments/assignments.public.ts';
import { programsOfUser } from '../programs/programs.public.ts';
import { findStartupsOfUser, listStartupNames, type StartupSummary } from '../startups/startups.public.ts';
import { fullNameOf } from './users.presenter.ts';
import { anonymiseUser, findPasswordHash, findProfileRow } from './users.repository.ts';
import { mayViewUser } from './user-visibility.ts';

const presentStartups = (startups: StartupSummary[]): UserStartup[] =>
  startups.map((s) => ({
    _id: s.id,
    name: s.name,
    people: s.people.map((p) => ({ _id: p.id, fullName: p.fullName })),
    programs: s.programs.map((p) => ({ _id: p.id, name: p.name })),
  }));

/** True when the viewer may edit users (USERS:EDIT): they see a person's private fields. */
async function mayEditUsers(scope: SignedIn): Promise<boolean> {
  try {
    await scope.services.ports.requirePermission(scope.tdb, scope.user, 'USERS:EDIT');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/** The fields of a role shown to anyone who may see the person (no private ones: no rights to ask about). */
const publicFields = (stored: Record<string, unknown>): ProfileField[] => {
  const rules = effectiveProfileRules(stored);
  return PROFILE_FIELDS.filter((f) => rules[f].visible && !PRIVATE_PROFILE_FIELDS.includes(f));
};

/** The fields of the person's role that this viewer is shown (private ones: the person and USERS:EDIT only). */
export async function shownFieldsFor(
  scope: SignedIn,
  targetId: string,
  stored: Record<string, unknown>,
): Promise<ProfileField[]> {
  const rules = effectiveProfileRules(stored);
  const seesPrivate = targetId === scope.user.id || (await mayEditUsers(scope));
  return PROFILE_FIELDS.filter((f) => rules[f].visible && (seesPrivate || !PRIVATE_PROFILE_FIELDS.includes(f)));
}

/**
 * A profile. `details: false` (hover cards, which show none of them) skips the programmes, the assigned startups and
 * the viewer's rights on private fields: three queries a hover would pay for nothing.
 */
export async function loadProfile(
  scope: SignedIn,
  id: string,
  { details = true }: { details?: boolean } = {},
): Promise<UserProfile | null> {
  const { tdb, user } = scope;
  if (!(await mayViewUser(tdb, user, id))) return null;
  const row = await findProfileRow(tdb, id);
  if (!row) return null;
  const [startups, shownFields, programs, assigned, names] = await Promise.all([
    findStartupsOfUser(tdb, id),
    details ? shownFieldsFor(scope, id, row.roleProfileFields) : publicFields(row.roleProfileFields),
    details ? programsOfUser(tdb, id) : [],
    details ? teamAssignedStartupIds(tdb, id) : new Set<string>(),
    details ? listStartupNames(tdb) : [],
  ]);
  const shown = new Set<string>(shownFields);
  const text = <T>(field: ProfileField, value: T) => (shown.has(field) ? value : null);
  const list = (field: ProfileField, value: string[]) => (shown.has(field) ? value : []);
  const links = shown.has('links') ? row.links : {};
  return {
    _id: row.id,
    fullName: fullNameOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    headline: text('headline', row.headline),
    bio: text('bio', row.bio),
    avatar: row.avatar,
    cover: row.cover,
    country: text('country', row.country),
    timezone: row.timezone,
    language: row.language,
    links: {
      linkedin: links.linkedin ?? null,
      twitter: links.twitter ?? null,
      facebook: links.facebook ?? null,
      angellist: links.angellist ?? null,
    },
    expertise: list('expertise', row.expertise),
    industries: list('industries', row.industries),
    phone: text('phone', row.phone),
    gender: text('gender', row.gender),
    birthday: text('birthday', row.birthday),
    locations: list('locations', row.locations),
    countryOrigin: text('countryOrigin', row.countryOrigin),
    workStatus: text('workStatus', row.workStatus),
    programs: programs.map((p) => ({ _id: p.id, name: p.name })),
    assignedStartups: names.filter((s) => assigned.has(s.id)).map((s) => ({ _id: s.id, name: s.name })),
    adminValidated: row.adminValidated,
    shownFields,
    role: { _id: row.roleId, type: row.roleType as RoleType, label: row.roleLabel },
    startups: presentStartups(startups),
    isMe: row.id === user.id,
  };
}

export async function loadUserCard(scope: SignedIn, id: string): Promise<UserCard | null> {
  const p = await loadProfile(scope, id, { details: false });
  if (!p) return null;
  return {
    _id: p._id,
    fullName: p.fullName,
    firstName: p.firstName,
    lastName: p.lastName,
    avatar: p.avatar,
    cover: p.cover,
    timezone: p.timezone,
    headline: p.headline,
    role: p.role,
    startups: p.startups,
  };
}

export async function deleteMyAccount(scope: SignedIn, password: string): Promise<boolean> {
  const { tdb, tenant, user } = scope;
  if (!tenant.allowUserSelfDelete)
    throw new AppError('FORBIDDEN', 'This organisation does not allow deleting your own account.');
  if (typeof password !== 'string' || password.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Password is a required field');
  if (!(await verifyPassword(await findPasswordHash(tdb, user.id), password)))
    throw new AppError('INVALID_CREDENTIALS', 'The password is not correct.');
  await anonymiseUser(tdb, user.id);
  await endUserSessions(scope, user.id, { reason: 'account_deleted' });
  return true;
}
