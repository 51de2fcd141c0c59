// A new organisation's first administrator (event `organisation.created`, from the operator's command): an
// invitation to the Admin role with no inviter (the instance operator), sent by email like any other. Idempotent, as
// a redelivered event requires: nothing happens when the address has an account or an open invitation already.
import { INVITATION_TTL_DAYS } from '@ascent/shared';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { subscribe } from '../../core/events/types.ts';
import { findInvitationDetail, insertInvitation } from './invitations.repository.ts';
import { DAY_MS, findLoginCandidate, findRoleByType, newToken, sendInvitationEmail } from './invitations.service.ts';

export const invitationsSubscribers = subscribe({
  'organisation.created': {
    via: 'queue',
    handle: async (scope, { payload }) => {
      const { tdb, tenant } = scope;
      const email = payload.adminEmail.trim().toLowerCase();
      if (await findLoginCandidate(tdb, email)) return;
      const role = await findRoleByType(tdb, 'Admin');
      if (!role) throw new Error(`The organisation ${tenant.slug} has no Admin role`);
      const token = newToken();
      let id: string;
      try {
        id = await insertInvitation(tdb, {
          email,
          firstName: payload.adminFirstName,
          lastName: payload.adminLastName,
          roleId: role.id,
          startupId: null,
          programId: null,
          invitedBy: null,
          tokenHash: token.hash,
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        });
      } catch (err) {
        if (isUniqueViolation(err, 'invitations_open_email_key')) return; // invited already (a redelivery)
        throw err;
      }
      await sendInvitationEmail(scope, (await findInvitationDetail(tdb, id))!, token.raw);
    },
  },
});
