// Pure rules of invitations: where one stands, and what its link is worth. Who may invite whom is shared with
// the web app (canInviteRole in @ascent/shared).
import type { InvitationState, InvitationTokenStatus } from '../../generated/graphql.ts';

export interface InvitationDates {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

export function invitationState(inv: InvitationDates, now: Date = new Date()): InvitationState {
  if (inv.acceptedAt) return 'ACCEPTED';
  if (inv.revokedAt) return 'REVOKED';
  return inv.expiresAt.getTime() > now.getTime() ? 'PENDING' : 'EXPIRED';
}

export function tokenStatus(state: InvitationState): InvitationTokenStatus {
  switch (state) {
    case 'PENDING':
      return 'VALID';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'ACCEPTED':
      return 'USED';
    case 'REVOKED':
      return 'REVOKED';
    default: {
      const unhandled: never = state;
      return unhandled;
    }
  }
}
