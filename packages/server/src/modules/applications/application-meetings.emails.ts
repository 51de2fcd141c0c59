// The meeting email of an application (docs/applications.md, "Meetings"): when staff schedule, change or cancel it,
// each member gets, in their language, its time (in the meeting's zone, and in theirs when it differs), place, link
// and note, with a calendar invitation (METHOD:REQUEST, or METHOD:CANCEL with the same UID) their mail program adds
// with one click. Sent from the job queue; each version of the meeting is claimed once (a redelivered event sends
// nothing twice, and a version already replaced by a newer one is left to the newer one's event).
import { icsInvitation, type CatalogueLanguage } from '@ascent/shared';
import { subscribe } from '../../core/events/types.ts';
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';
import type { JobScope } from '../../core/scope.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import { findAuthUserById } from '../users/users.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import type { ApplicationMeetingEvent } from './applications.domain-events.ts';
import { findApplication, findFunnel } from './applications.repository.ts';
import { claimMeetingEmail, meetingRecipients, type MeetingRecipient } from './application-meetings.repository.ts';
import type { ApplicationMeetingRow } from './application-meetings.schema.ts';

type Kind = 'scheduled' | 'changed' | 'cancelled';

const KEYS = {
  scheduled: {
    subject: 'email.applicationMeeting.scheduled.subject',
    heading: 'email.applicationMeeting.scheduled.heading',
    body: 'email.applicationMeeting.scheduled.body',
  },
  changed: {
    subject: 'email.applicationMeeting.changed.subject',
    heading: 'email.applicationMeeting.changed.heading',
    body: 'email.applicationMeeting.changed.body',
  },
  cancelled: {
    subject: 'email.applicationMeeting.cancelled.subject',
    heading: 'email.applicationMeeting.cancelled.heading',
    body: 'email.applicationMeeting.cancelled.body',
  },
} as const;

const when = (language: CatalogueLanguage, at: Date, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);

export interface MeetingEmailFacts {
  kind: Kind;
  meeting: ApplicationMeetingRow;
  application: string;
  funnel: string;
  organiser: string;
  url: string;
}

/** The email for one member, in their language; times in the meeting's zone, and in the member's own when it differs. */
export function meetingEmail(language: CatalogueLanguage, to: MeetingRecipient, f: MeetingEmailFacts): EmailContent {
  const m = f.meeting;
  const params = { application: f.application, funnel: f.funnel, organiser: f.organiser };
  const keys = KEYS[f.kind];
  const details: string[] = [
    t(language, 'email.applicationMeeting.when', { when: when(language, m.startTime, m.timeZone), zone: m.timeZone }),
  ];
  const own = to.timezone || m.timeZone;
  if (f.kind !== 'cancelled') {
    if (when('en', m.startTime, own) !== when('en', m.startTime, m.timeZone))
      details.push(
        t(language, 'email.applicationMeeting.yourTime', { when: when(language, m.startTime, own), zone: own }),
      );
    details.push(
      t(language, 'email.applicationMeeting.duration', {
        minutes: String(Math.round((m.endTime.getTime() - m.startTime.getTime()) / 60_000)),
      }),
    );
    if (m.location) details.push(t(language, 'email.applicationMeeting.where', { location: m.location }));
    if (m.videoLink) details.push(t(language, 'email.applicationMeeting.link', { link: m.videoLink }));
    if (m.note) details.push(t(language, 'email.applicationMeeting.note', { note: m.note }));
  }
  return {
    subject: t(language, keys.subject, params),
    heading: t(language, keys.heading, params),
    paragraphs: [
      t(language, 'email.applicationMeeting.hello', { name: to.firstName }),
      t(language, keys.body, params),
      ...details,
      f.kind === 'cancelled'
        ? t(language, 'email.applicationMeeting.calendarCancelled')
        : `${t(language, 'email.applicationMeeting.calendar')} ${t(language, 'email.applicationMeeting.answer')}`,
    ],
    action: { label: t(language, 'email.applicationMeeting.action'), url: f.url },
    footer: t(language, 'email.applicationMeeting.footer'),
  };
}

async function mail(scope: JobScope, kind: Kind, e: ApplicationMeetingEvent): Promise<void> {
  const meeting = await claimMeetingEmail(scope.tdb, e.meetingId, e.sequence);
  if (!meeting) return;
  const application = await findApplication(scope.tdb, meeting.applicationId);
  if (!application) return;
  const [funnel, organiser, recipients] = await Promise.all([
    findFunnel(scope.tdb, application.funnelId),
    findAuthUserById(scope.tdb, e.actorId),
    meetingRecipients(scope.tdb, application.id),
  ]);
  const origin = new URL(scope.services.tenants.originOf(scope.tenant.slug));
  const url = `${origin.origin}${e.url}`;
  const organiserName = organiser ? fullNameOf(organiser) : scope.tenant.name;
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const to of recipients) {
    const language = mailLanguageOf(to, scope.tenant);
    const facts = {
      kind,
      meeting,
      application: application.name,
      funnel: funnel?.name ?? '',
      organiser: organiserName,
      url,
    };
    const calendar = icsInvitation({
      method,
      uid: `application-meeting-${meeting.id}@${origin.hostname}`,
      sequence: meeting.sequence,
      title: t(language, 'email.applicationMeeting.title', { application: application.name, funnel: facts.funnel }),
      description: meeting.note,
      location: [meeting.location, meeting.videoLink].filter(Boolean).join(' '),
      url,
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      organizer: { name: organiserName, email: organiser?.email ?? `no-reply@${origin.hostname}` },
      attendees: [{ name: fullNameOf(to), email: to.email }],
    });
    await scope.services.mailer.send(scope, {
      to: to.email,
      kind: `application-meeting-${kind}`,
      language,
      content: meetingEmail(language, to, facts),
      secrets: [],
      calendar: { method, content: calendar },
    });
  }
}

export const meetingMailSubscribers = subscribe({
  'application.meetingScheduled': { via: 'queue', handle: (scope, { payload }) => mail(scope, 'scheduled', payload) },
  'application.meetingChanged': { via: 'queue', handle: (scope, { payload }) => mail(scope, 'changed', payload) },
  'application.meetingCancelled': { via: 'queue', handle: (scope, { payload }) => mail(scope, 'cancelled', payload) },
});
