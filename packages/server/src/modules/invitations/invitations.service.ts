// Invitations: staff invite a person by email with a role (and optionally a startup and a programme); the
// person opens the emailed link, chooses a name and a password, and is signed in. Only the hash of a link's
// token is stored; inviting the same address again replaces the open invitation.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  canInviteRole,
  canJoinStartupAs,
  grantsBeyond,
  userStatusMaySignIn,
  INVITATION_TTL_DAYS,
  isInviterRole,
  normalizeLanguage,
  passwordProblem,
  ROLE_LABELS,
  ROLE_TYPES,
  type RoleType,
} from '@ascent/shared';
import { AppError, forbidden } from '../../core/errors.ts';
import type { SignedInScope, TenantScope } from '../../core/graphql/context.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { validationError, isUuid } from '../../core/validation.ts';
import type { Services } from '../../core/services.ts';
import type {
  Invitation,
  InvitationPreview,
  InvitationState,
  InvitationTargets,
  InviteUserInput,
  SignedInAccount,
} from '../../generated/graphql.ts';
import { hashAccountToken, passwordRuleMessage } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addProgramMember, findProgramById, listPrograms } from '../programs/programs.repository.ts';
import { createSession, type Device } from '../sessions/sessions.service.ts';
import { addStartupMember, findStartupById, listStartupNames } from '../startups/startups.repository.ts';
import { listRolesWithCounts } from '../roles/roles.repository.ts';
import { requireGrantsWithin } from '../roles/roles.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { findAuthUserById, findLoginCandidate, findRoleByType, insertUser } from '../users/users.repository.ts';
// For the first administrator's invitation (invitations.first-admin.ts).
export { findLoginCandidate, findRoleByType };
import { formatExpiry, invitationEmail, roleNameIn } from './invitations.emails.ts';
import { invitationState, tokenStatus } from './invitations.policy.ts';
import {
  findInvitationByTokenHash,
  findInvitationDetail,
  insertInvitation,
  listInvitations,
  markAccepted,
  markRevoked,
  renewToken,
  revokeOpenInvitationsTo,
  type InvitationDetail,
} from './invitations.repository.ts';

export type InviteServices = Pick<Services, 'tenants' | 'mailer'>;
type SessionServices = Pick<Services, 'tokens' | 'pubsub'>;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The staff's list shows at most this many invitations of a state (newest first). */
export const INVITATION_LIST_LIMIT = 200;
/** 32 random bytes, base64url: what an invitation link carries. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const optionalName = z
  .string()
  .trim()
  .max(100, 'A name can have at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));
const requiredName = (label: string) =>
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

const AcceptInput = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  password: z.string().superRefine((value, ctx) => {
    if (passwordProblem(value)) ctx.addIssue({ code: 'custom', message: passwordRuleMessage() });
  }),
});

const notFound = () => new AppError('NOT_FOUND', 'There is no such invitation.');
const emailTaken = () => new AppError('CONFLICT', 'This email address already has an account in this programme.');

function requireInviter(user: SignedInScope['user']): void {
  if (!isInviterRole(user.roleType)) throw forbidden('Only the programme staff can manage invitations.');
}

function requireRoleAllowed(user: SignedInScope['user'], roleType: string): void {
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

export async function sendInvitationEmail(
  services: InviteServices,
  scope: TenantScope,
  d: InvitationDetail,
  rawToken: string,
): Promise<void> {
  const { tenant } = scope;
  // The invitee has no account (nor language) yet: the organisation's language.
  const language = normalizeLanguage(tenant.defaultLanguage) ?? 'en';
  const inviter = d.inviterId
    ? fullNameOf({ firstName: d.inviterFirstName ?? '', lastName: d.inviterLastName ?? '' })
    : null;
  await services.mailer.send(scope, {
    to: d.email,
    kind: 'invitation',
    language,
    content: invitationEmail(language, {
      organisation: tenant.name,
      inviter: inviter || null,
      role: roleNameIn(language, { type: d.roleType, label: d.roleLabel }),
      expiresOn: formatExpiry(language, d.expiresAt, tenant.timezone),
      url: `${services.tenants.originOf(tenant.slug)}/acceptinvitation?token=${encodeURIComponent(rawToken)}`,
    }),
    secrets: [rawToken],
  });
}

async function loadForManagement(scope: SignedInScope, id: string): Promise<InvitationDetail> {
  requireInviter(scope.user);
  if (!isUuid(id)) throw notFound();
  const found = await findInvitationDetail(scope.tdb, id);
  if (!found) throw notFound();
  requireRoleAllowed(scope.user, found.roleType);
  requireGrantsWithin(scope.user, found.rolePermissions, 'invite someone to this role');
  return found;
}

export async function inviteUser(
  services: InviteServices,
  scope: SignedInScope,
  input: InviteUserInput,
): Promise<Invitation> {
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
  await sendInvitationEmail(services, scope, created, token.raw);
  return presentInvitation(created, now);
}

export async function invitationsOf(scope: SignedInScope, state: InvitationState): Promise<Invitation[]> {
  requireInviter(scope.user);
  const now = new Date();
  return (await listInvitations(scope.tdb, state, now, INVITATION_LIST_LIMIT)).map((d) => presentInvitation(d, now));
}

export async function invitationTargets(scope: SignedInScope): Promise<InvitationTargets> {
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

export async function revokeInvitation(scope: SignedInScope, id: string): Promise<Invitation> {
  const found = await loadForManagement(scope, id);
  const state = invitationState(found);
  if (state === 'ACCEPTED')
    throw new AppError('CONFLICT', 'This invitation was accepted already; it cannot be revoked.');
  if (state !== 'REVOKED' && !(await markRevoked(scope.tdb, found.id, new Date()))) {
    throw new AppError('CONFLICT', 'This invitation was accepted in the meantime.');
  }
  return presentInvitation((await findInvitationDetail(scope.tdb, found.id))!);
}

export async function resendInvitation(
  services: InviteServices,
  scope: SignedInScope,
  id: string,
): Promise<Invitation> {
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
  await sendInvitationEmail(services, scope, renewed, token.raw);
  return presentInvitation(renewed);
}

async function findByRawToken(scope: TenantScope, rawToken: string): Promise<InvitationDetail | null> {
  if (!RAW_TOKEN.test(rawToken)) return null;
  return findInvitationByTokenHash(scope.tdb, hashAccountToken(rawToken));
}

/** What the link's holder may see: never ids, and nothing at all for a token unknown to this organisation. */
export async function previewInvitation(scope: TenantScope, rawToken: string): Promise<InvitationPreview | null> {
  const found = await findByRawToken(scope, rawToken);
  if (!found) return null;
  const inviter = found.inviterId
    ? fullNameOf({ firstName: found.inviterFirstName ?? '', lastName: found.inviterLastName ?? '' })
    : '';
  const status = tokenStatus(invitationState(found));
  return {
    email: found.email,
    firstName: found.firstName,
    lastName: found.lastName,
    roleType: found.roleType as RoleType,
    roleLabel: found.roleLabel?.trim() || ROLE_LABELS[found.roleType as RoleType] || found.roleType,
    incubatorName: scope.tenant.name,
    inviterName: inviter || null,
    status: status === 'VALID' && !(await inviterStillEntitled(scope, found)) ? 'REVOKED' : status,
  };
}

function unusable(status: InvitationPreview['status']): AppError {
  const why = { EXPIRED: 'has expired', USED: 'was used already', REVOKED: 'was withdrawn', VALID: 'is not valid' }[
    status
  ];
  return new AppError('INVALID_TOKEN', `This invitation ${why}. Please ask the programme for a new one.`, { status });
}

/**
 * An invitation is worth what its sender may still give: when the inviter has since left (or been deactivated), or
 * no longer holds every permission of the role (their role, or the invitation's, was edited since), it is refused.
 */
async function inviterStillEntitled(scope: TenantScope, found: InvitationDetail): Promise<boolean> {
  // No inviter: the instance operator invited the organisation's first administrator (a deleted inviter's
  // invitations go with them: the foreign key cascades).
  if (found.inviterId === null) return true;
  const inviter = await findAuthUserById(scope.tdb, found.inviterId);
  return (
    inviter !== null &&
    userStatusMaySignIn(inviter.status) &&
    canInviteRole(inviter.roleType, found.roleType as RoleType) &&
    grantsBeyond(inviter.rolePermissions, found.rolePermissions).length === 0
  );
}

async function requireInviterStillEntitled(scope: TenantScope, found: InvitationDetail): Promise<void> {
  if (!(await inviterStillEntitled(scope, found))) {
    throw new AppError(
      'INVALID_TOKEN',
      'This invitation is no longer valid: the person who sent it may no longer give this role. Please ask the programme for a new one.',
      { status: 'REVOKED' },
    );
  }
}

/**
 * Creates the invited account (its address is proven by the link), joins its startup and programme, marks the
 * invitation used and signs the new user in. The link works once: of two simultaneous acceptances one fails.
 */
export async function acceptInvitation(
  services: SessionServices,
  scope: TenantScope,
  args: { token: string; firstName: string; lastName: string; password: string },
  device: Device,
): Promise<SignedInAccount> {
  const { tdb } = scope;
  const found = await findByRawToken(scope, args.token);
  if (!found)
    throw new AppError(
      'INVALID_TOKEN',
      'This invitation link is not valid. Please check the address or ask for a new invitation.',
      { status: 'UNKNOWN' },
    );
  const status = tokenStatus(invitationState(found));
  if (status !== 'VALID') throw unusable(status);
  const parsed = AcceptInput.safeParse(args);
  if (!parsed.success) throw validationError(parsed.error);
  if (await findLoginCandidate(tdb, found.email)) throw emailTaken();
  await requireInviterStillEntitled(scope, found);

  const passwordHash = await hashPassword(parsed.data.password);
  let created: { id: string; firstName: string; lastName: string };
  try {
    created = await tdb.transaction(async (tx) => {
      const now = new Date();
      if (!(await markAccepted(tx, found.id, now))) {
        const again = await findInvitationDetail(tx, found.id);
        throw unusable(again ? tokenStatus(invitationState(again, now)) : 'USED');
      }
      const row = await insertUser(tx, {
        email: found.email,
        passwordHash,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        roleId: found.roleId,
        status: 'active',
        validated: true,
        adminValidated: true,
      });
      if (found.startupId) await addStartupMember(tx, found.startupId, row.id);
      if (found.programId) await addProgramMember(tx, found.programId, row.id);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_incubator_email_key')) throw emailTaken();
    throw err;
  }
  const session = await createSession(
    { ...scope, tokens: services.tokens, pubsub: services.pubsub },
    { id: created.id },
    device,
  );
  return {
    token: session.token,
    sessionId: session.sessionId,
    user: { _id: created.id, fullName: fullNameOf(created) },
  };
}
