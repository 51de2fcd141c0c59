// Invitations: staff invite a person by email with a role (and optionally a startup and a programme); the
// person opens the emailed link, chooses a name and a password, and is signed in. Only the hash of a link's
// token is stored; inviting the same address again replaces the open invitation.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  canInviteRole,
  canJoinStartupAs,
  grantsBeyond,
  INVITATION_TTL_DAYS,
  isInviterRole,
  normalizeLanguage,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
} from '@ascent/shared';
import { AppError, forbidden } from '../../core/errors.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { validationError, isUuid } from '../../core/validation.ts';
import type { Invitation, InvitationState, InvitationTargets, InviteUserInput } from '../../generated/graphql.ts';
import { hashAccountToken } from '../accounts/accounts.service.ts';
import { findProgramById, listPrograms } from '../programs/programs.public.ts';
import { findStartupById, listStartupNames } from '../startups/startups.public.ts';
import { listRolesWithCounts } from '../roles/roles.public.ts';
import { requireGrantsWithin } from '../roles/roles.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { findLoginCandidate, findRoleByType } from '../users/users.public.ts';
// For the first administrator's invitation (invitations.first-admin.ts).
export { findLoginCandidate, findRoleByType };
import { formatExpiry, invitationEmail, roleNameIn } from './invitations.emails.ts';
import { invitationState } from './invitations.policy.ts';
import {
  findInvitationDetail,
  insertInvitation,
  listInvitations,
  markRevoked,
  renewToken,
  revokeOpenInvitationsTo,
  type InvitationDetail,
} from './invitations.repository.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The staff's list shows at most this many invitations of a state (newest first). */
export const INVITATION_LIST_LIMIT = 200;

const optionalName = z
  .string()
  .trim()
  .max(100, 'A name can have at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));
export const requiredName = (label: string) =>
  z.string().trim().min(1, `${label} is a required field`).max(100, `${label} can have at most 100 characters`);

const InviteInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is a required field')
    .max(320, 'Email is too long')
    .email('Email is not a valid email'),
  firstName: optionalName,
  lastName: optionalName,
});

const notFound = () => new AppError('NOT_FOUND', 'There is no such invitation.');
export const emailTaken = () =>
  new AppError('CONFLICT', 'This email address already has an account in this programme.');

function requireInviter(user: SignedIn['user']): void {
  if (!isInviterRole(user.roleType)) throw forbidden('Only the programme staff can manage invitations.');
}

function requireRoleAllowed(user: SignedIn['user'], roleType: string): void {
  if (!canInviteRole(user.roleType, roleType as RoleType))
    throw forbidden(`You may not invite someone as ${ROLE_LABELS[roleType as RoleType] ?? roleType}.`);
}

export function newToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashAccountToken(raw) };
}

export function presentInvitation(d: InvitationDetail, now: Date = new Date()): Invitation {
  return {
    _id: d.id,
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    role: { _id: d.roleId, type: d.roleType as RoleType, label: d.roleLabel },
    startup: d.startupId && d.startupName ? { _id: d.startupId, name: d.startupName } : null,
    program: d.programId && d.programName ? { _id: d.programId, name: d.programName } : null,
    invitedBy: d.inviterId
      ? {
          _id: d.inviterId,
          fullName: fullNameOf({ firstName: d.inviterFirstName ?? '', lastName: d.inviterLastName ?? '' }),
        }
      : null,
    status: invitationState(d, now),
    expiresAt: d.expiresAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  };
}

export async function sendInvitationEmail(scope: Scope, d: InvitationDetail, rawToken: string): Promise<void> {
  const { tenant } = scope;
  // The invitee has no account (nor language) yet: the organisation's language.
  const language = normalizeLanguage(tenant.defaultLanguage) ?? 'en';
  const inviter = d.inviterId
    ? fullNameOf({ firstName: d.inviterFirstName ?? '', lastName: d.inviterLastName ?? '' })
    : null;
  await scope.services.mailer.send(scope, {
    to: d.email,
    kind: 'invitation',
    language,
    content: invitationEmail(language, {
      organisation: tenant.name,
      inviter: inviter || null,
      role: roleNameIn(language, { type: d.roleType, label: d.roleLabel }),
      expiresOn: formatExpiry(language, d.expiresAt, tenant.timezone),
      url: `${scope.services.tenants.originOf(tenant.slug)}/acceptinvitation?token=${encodeURIComponent(rawToken)}`,
    }),
    secrets: [rawToken],
  });
}

async function loadForManagement(scope: SignedIn, id: string): Promise<InvitationDetail> {
  requireInviter(scope.user);
  if (!isUuid(id)) throw notFound();
  const found = await findInvitationDetail(scope.tdb, id);
  if (!found) throw notFound();
  requireRoleAllowed(scope.user, found.roleType);
  requireGrantsWithin(scope.user, found.rolePermissions, 'invite someone to this role');
  return found;
}

export async function inviteUser(scope: SignedIn, input: InviteUserInput): Promise<Invitation> {
  const { tdb, user } = scope;
  requireInviter(user);
  const parsed = InviteInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { email, firstName, lastName } = parsed.data;
  requireRoleAllowed(user, input.roleType);
  if (input.startupId && !canJoinStartupAs(input.roleType)) {
    throw new AppError('VALIDATION_FAILED', 'Only a cofounder or a community member can join a startup.', {
      fields: ['startupId'],
    });
  }
  // Ids of another organisation (or no id at all) are simply not found here.
  if (input.startupId && !(isUuid(input.startupId) && (await findStartupById(tdb, input.startupId)))) {
    throw new AppError('NOT_FOUND', 'There is no such startup.');
  }
  if (input.programId && !(isUuid(input.programId) && (await findProgramById(tdb, input.programId)))) {
    throw new AppError('NOT_FOUND', 'There is no such programme.');
  }
  if (await findLoginCandidate(tdb, email)) throw emailTaken();
  const role = await findRoleByType(tdb, input.roleType);
  if (!role) throw new AppError('NOT_FOUND', 'This programme has no such role.');
  requireGrantsWithin(user, role.permissions, 'invite someone to this role');

  const token = newToken();
  const now = new Date();
  let id: string;
  try {
    id = await tdb.transaction(async (tx) => {
      await revokeOpenInvitationsTo(tx, email, now);
      return insertInvitation(tx, {
        email,
        firstName,
        lastName,
        roleId: role.id,
        startupId: input.startupId || null,
        programId: input.programId || null,
        invitedBy: user.id,
        tokenHash: token.hash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'invitations_open_email_key')) {
      throw new AppError(
        'CONFLICT',
        'Another invitation to this address was sent at the same moment. Please try again.',
      );
    }
    throw err;
  }
  const created = (await findInvitationDetail(tdb, id))!;
  await sendInvitationEmail(scope, created, token.raw);
  return presentInvitation(created, now);
}

export async function invitationsOf(scope: SignedIn, state: InvitationState): Promise<Invitation[]> {
  requireInviter(scope.user);
  const now = new Date();
  return (await listInvitations(scope.tdb, state, now, INVITATION_LIST_LIMIT)).map((d) => presentInvitation(d, now));
}

export async function invitationTargets(scope: SignedIn): Promise<InvitationTargets> {
  requireInviter(scope.user);
  const [startupRows, programRows, roleRows] = await Promise.all([
    listStartupNames(scope.tdb),
    listPrograms(scope.tdb),
    listRolesWithCounts(scope.tdb),
  ]);
  const roleTypes = ROLE_TYPES.filter((type) => {
    const role = roleRows.find((r) => r.type === type && !r.isCustom);
    return (
      role &&
      canInviteRole(scope.user.roleType, type) &&
      grantsBeyond(scope.user.rolePermissions, role.permissions).length === 0
    );
  });
  return {
    startups: startupRows.map((r) => ({ _id: r.id, name: r.name })),
    programs: programRows.map((r) => ({ _id: r.id, name: r.name })),
    roleTypes,
  };
}

export async function revokeInvitation(scope: SignedIn, id: string): Promise<Invitation> {
  const found = await loadForManagement(scope, id);
  const state = invitationState(found);
  if (state === 'ACCEPTED')
    throw new AppError('CONFLICT', 'This invitation was accepted already; it cannot be revoked.');
  if (state !== 'REVOKED' && !(await markRevoked(scope.tdb, found.id, new Date()))) {
    throw new AppError('CONFLICT', 'This invitation was accepted in the meantime.');
  }
  return presentInvitation((await findInvitationDetail(scope.tdb, found.id))!);
}

export async function resendInvitation(scope: SignedIn, id: string): Promise<Invitation> {
  const found = await loadForManagement(scope, id);
  const state = invitationState(found);
  if (state === 'ACCEPTED') throw new AppError('CONFLICT', 'This invitation was accepted already.');
  if (state === 'REVOKED')
    throw new AppError('CONFLICT', 'This invitation was revoked; invite the person again instead.');
  if (await findLoginCandidate(scope.tdb, found.email)) throw emailTaken();
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  if (!(await renewToken(scope.tdb, found.id, token.hash, expiresAt))) {
    throw new AppError('CONFLICT', 'This invitation was accepted or revoked in the meantime.');
  }
  const renewed = (await findInvitationDetail(scope.tdb, found.id))!;
  await sendInvitationEmail(scope, renewed, token.raw);
  return presentInvitation(renewed);
}
