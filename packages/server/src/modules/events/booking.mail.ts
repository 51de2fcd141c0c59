// Booking emails with a calendar invitation (issue 19 item 5): when a one-on-one is booked, its booker and its host
// each get an email carrying METHOD:REQUEST (their mail client offers to add it); when it is cancelled, one carrying
// METHOD:CANCEL with the same UID as the private feed's entry, so every copy of it goes. Each booking's
// confirmation and cancellation is claimed once (a redelivered event sends nothing twice). Off with `emailEvents`.
import { and, inArray, isNull } from 'drizzle-orm';
import { icsInvitation, icsSequence, plainText } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { subscribe } from '../../core/events/types.ts';
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';
import type { JobScope } from '../../core/scope.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { findAuthUserById } from '../users/users.public.ts';
import { eventBookings, type BookingRow } from './booking.schema.ts';
import { findEvent } from './events.repository.ts';
import type { EventRow } from './events.schema.ts';

type Kind = 'confirmed' | 'cancelled';

const KEYS = {
  confirmed: {
    subject: 'email.booking.confirmed.subject',
    heading: 'email.booking.confirmed.heading',
    body: 'email.booking.confirmed.body',
    calendar: 'email.booking.confirmed.calendar',
  },
  cancelled: {
    subject: 'email.booking.cancelled.subject',
    heading: 'email.booking.cancelled.heading',
    body: 'email.booking.cancelled.body',
    calendar: 'email.booking.cancelled.calendar',
  },
} as const;
type Person = NonNullable<Awaited<ReturnType<typeof findAuthUserById>>>;

/** Marks the bookings' mail of this kind as sent and answers those not marked before. */
async function claim(tdb: TenantDb, ids: readonly string[], kind: Kind): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const column = kind === 'confirmed' ? eventBookings.confirmationMailedAt : eventBookings.cancellationMailedAt;
  return tdb
    .update(
      eventBookings,
      kind === 'confirmed' ? { confirmationMailedAt: new Date() } : { cancellationMailedAt: new Date() },
      and(inArray(eventBookings.id, [...ids]), isNull(column)),
    )
    .returning();
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

function content(scope: JobScope, kind: Kind, to: Person, other: Person, event: EventRow, b: BookingRow): EmailContent {
  const language = mailLanguageOf(to, scope.tenant);
  const zone = to.timezone || scope.tenant.timezone || 'UTC';
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(
    b.startTime,
  );
  const params = { title: event.title, when, zone, other: fullName(other), minutes: String(b.minutes) };
  const keys = KEYS[kind];
  return {
    subject: t(language, keys.subject, params),
    heading: t(language, keys.heading, params),
    paragraphs: [t(language, keys.body, params), t(language, keys.calendar)],
    action: {
      label: t(language, 'email.booking.action'),
      url: `${scope.services.tenants.originOf(scope.tenant.slug)}/events/${event.id}`,
    },
    footer: t(language, 'email.booking.footer'),
  };
}

async function mail(scope: JobScope, kind: Kind, bookingIds: readonly string[]): Promise<void> {
  if (!(await isFeatureOn(scope.services, scope.tenant, 'emailEvents'))) return;
  const origin = new URL(scope.services.tenants.originOf(scope.tenant.slug));
  for (const b of await claim(scope.tdb, bookingIds, kind)) {
    const [event, host, booker] = await Promise.all([
      findEvent(scope.tdb, b.eventId),
      findAuthUserById(scope.tdb, b.hostId),
      findAuthUserById(scope.tdb, b.bookerId),
    ]);
    if (!event || !host || !booker) continue;
    const calendar = icsInvitation({
      method: kind === 'confirmed' ? 'REQUEST' : 'CANCEL',
      uid: `booking-${b.id}@${origin.hostname}`,
      sequence: icsSequence(b.createdAt, b.cancelledAt ?? b.createdAt),
      title: event.title,
      description: plainText(event.description),
      location: event.locationText || event.conferenceUrl || event.locationLink,
      url: `${origin.origin}/events/${event.id}`,
      startTime: b.startTime,
      endTime: b.endTime,
      organizer: { name: fullName(host), email: host.email },
      attendees: [{ name: fullName(booker), email: booker.email }],
    });
    for (const [to, other] of [
      [booker, host],
      [host, booker],
    ] as const)
      await scope.services.mailer.send(scope, {
        to: to.email,
        kind: `booking-${kind}`,
        language: mailLanguageOf(to, scope.tenant),
        content: content(scope, kind, to, other, event, b),
        secrets: [],
        calendar: { method: kind === 'confirmed' ? 'REQUEST' : 'CANCEL', content: calendar },
      });
  }
}

export const bookingMailSubscribers = subscribe({
  'booking.confirmed': { via: 'queue', handle: (scope, { payload }) => mail(scope, 'confirmed', [payload.bookingId]) },
  'booking.cancelled': { via: 'queue', handle: (scope, { payload }) => mail(scope, 'cancelled', payload.bookingIds) },
});
