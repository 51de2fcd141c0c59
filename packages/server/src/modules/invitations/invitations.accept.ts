// Accepting an invitation: the emailed link is previewed (who invites, to what, whether it is still usable), then
// accepted once with a name and a password, which creates the account and signs it in.
import { z } from 'zod';
import {
  canInviteRole,
  grantsBeyond,
  userStatusMaySignIn,
  passwordProblem,
  ROLE_LABELS,
  type RoleType,
} from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { Scope } from '../../core/scope.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { validationError } from '../../core/validation.ts';
import type { InvitationPreview, SignedInAccount } from '../../generated/graphql.ts';
import { hashAccountToken, passwordRuleMessage } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addProgramMember } from '../programs/programs.public.ts';
import { createSession, type Device } from '../sessions/sessions.service.ts';
import { addStartupMember } from '../startups/startups.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { findAuthUserById, findLoginCandidate, insertUser } from '../users/users.public.ts';
import { invitationState, tokenStatus } from './invitations.policy.ts';
import {
  findInvitationByTokenHash,
  findInvitationDetail,
  markAccepted,
  type InvitationDetail,
} from './invitations.repository.ts';
import { emailTaken, requiredName } from './invitations.service.ts';

/** 32 random bytes, base64url: what an invitation link carries. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const AcceptInput = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  password: z.string().superRefine((value, ctx) => {
    if (passwordProblem(value)) ctx.addIssue({ code: 'custom', message: passwordRuleMessage() });
  }),
});

async function findByRawToken(scope: Scope, rawToken: string): Promise<InvitationDetail | null> {
  if (!RAW_TOKEN.test(rawToken)) return null;
  return findInvitationByTokenHash(scope.tdb, hashAccountToken(rawToken));
}

/** What the link's holder may see: never ids, and nothing at all for a token unknown to this organisation. */
export async function previewInvitation(scope: Scope, rawToken: string): Promise<InvitationPreview | null> {
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
async function inviterStillEntitled(scope: Scope, found: InvitationDetail): Promise<boolean> {
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

async function requireInviterStillEntitled(scope: Scope, found: InvitationDetail): Promise<void> {
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
  scope: Scope,
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
  const session = await createSession(scope, { id: created.id }, device);
  return {
    token: session.token,
    sessionId: session.sessionId,
    user: { _id: created.id, fullName: fullNameOf(created) },
  };
}
