// Profile page, hover card and self-delete (spec 01 §3, §6, §7). Another user's profile answers only when the
// viewer may see them (user-visibility.ts).
import type { SignedIn } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import type { RoleType, UserCard, UserProfile, UserStartup } from '../../generated/graphql.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { findStartupsOfUser, type StartupSummary } from '../startups/startups.public.ts';
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

export async function loadProfile(scope: SignedIn, id: string): Promise<UserProfile | null> {
  const { tdb, user } = scope;
  if (!(await mayViewUser(tdb, user, id))) return null;
  const row = await findProfileRow(tdb, id);
  if (!row) return null;
  const startups = await findStartupsOfUser(tdb, id);
  return {
    _id: row.id,
    fullName: fullNameOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    bio: row.bio,
    avatar: row.avatar,
    cover: row.cover,
    country: row.country,
    timezone: row.timezone,
    language: row.language,
    links: {
      linkedin: row.links.linkedin ?? null,
      twitter: row.links.twitter ?? null,
      facebook: row.links.facebook ?? null,
      angellist: row.links.angellist ?? null,
    },
    expertise: row.expertise,
    industries: row.industries,
    role: { _id: row.roleId, type: row.roleType as RoleType, label: row.roleLabel },
    startups: presentStartups(startups),
    isMe: row.id === user.id,
  };
}

export async function loadUserCard(scope: SignedIn, id: string): Promise<UserCard | null> {
  const p = await loadProfile(scope, id);
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
