import type { CurrentUser, RoleType } from '../../generated/graphql.ts';
import type { StartupSummary } from '../startups/startups.public.ts';
import type { AuthUser } from './users.repository.ts';

export const fullNameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function presentCurrentUser(
  user: AuthUser,
  startups: StartupSummary[],
  missing: readonly string[],
): CurrentUser {
  const fullName = fullNameOf(user);
  return {
    _id: user.id,
    name: fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName,
    headline: user.headline,
    email: user.email,
    status: user.status,
    validated: user.validated,
    createdAt: user.createdAt.toISOString(),
    avatar: user.avatar,
    language: user.language,
    timezone: user.timezone,
    welcomedAt: user.welcomedAt?.toISOString() ?? null,
    phone: user.phone ?? null,
    adminValidated: user.adminValidated ?? false,
    missingProfileFields: [...missing],
    incubator: { _id: user.incubatorId },
    role: { _id: user.roleId, type: user.roleType as RoleType, label: user.roleLabel },
    startups: startups.map((s) => ({
      _id: s.id,
      name: s.name,
      people: s.people.map((p) => ({ _id: p.id, fullName: p.fullName })),
      programs: s.programs.map((p) => ({ _id: p.id, name: p.name })),
    })),
  };
}
