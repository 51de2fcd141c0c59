// The domain events of the organisation lifecycle (the instance operator's `npm run org`): invitations sends the
// first administrator their invitation.
import { eventNames } from '../../core/events/types.ts';

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** A new organisation: invite its first administrator (idempotent: once per address). */
    'organisation.created': { adminEmail: string; adminFirstName: string | null; adminLastName: string | null };
  }
}

export const ORGANISATION_EVENTS = eventNames('organisation.created');
