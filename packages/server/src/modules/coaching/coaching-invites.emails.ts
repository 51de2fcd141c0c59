// The coaching invite email (texts in the server catalogues, `email.coachingInvite.*`): each invitee gets their own
// link, in their language, with the proposed times in their time zone; the link opens the page to choose a time,
// the second one declines. The raw tokens leave only in these emails (the mailer keeps them out of its logs).
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';
import type { Scope } from '../../core/scope.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import { findAuthUserById } from '../users/users.public.ts';
import type { CoachingInviteRow } from './coaching-invites.schema.ts';

export interface InviteMail {
  userId: string;
  rawToken: string;
}

type Person = NonNullable<Awaited<ReturnType<typeof findAuthUserById>>>;

function format(language: string, zone: string, options: Intl.DateTimeFormatOptions, at: Date): string {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(at);
  }
}

export function coachingInviteEmail(
  scope: Scope,
  to: Person,
  invite: CoachingInviteRow,
  p: { inviter: string; startup: string; url: string; declineUrl: string },
): EmailContent {
  const language = mailLanguageOf(to, scope.tenant);
  const zone = to.timezone || scope.tenant.timezone || 'UTC';
  const params = {
    inviter: p.inviter,
    name: invite.name,
    startup: p.startup,
    minutes: String(invite.duration),
    zone,
    expires: format(language, zone, { dateStyle: 'long', timeStyle: 'short' }, invite.expiresAt),
    declineUrl: p.declineUrl,
  };
  const times = invite.times.map((at) => `• ${format(language, zone, { dateStyle: 'full', timeStyle: 'short' }, at)}`);
  return {
    subject: t(language, 'email.coachingInvite.subject', params),
    heading: t(language, 'email.coachingInvite.heading', params),
    paragraphs: [
      t(language, 'email.coachingInvite.body', params),
      ...(invite.message.trim() ? [`“${invite.message.trim()}”`] : []),
      t(language, 'email.coachingInvite.times', params),
      ...times,
      t(language, 'email.coachingInvite.expires', params),
    ],
    action: { label: t(language, 'email.coachingInvite.action'), url: p.url },
    footer: t(language, 'email.coachingInvite.decline', params),
  };
}

/** Sends each invitee their link (after the invite is committed). */
export async function sendInviteEmails(
  scope: Scope,
  invite: CoachingInviteRow,
  mails: readonly InviteMail[],
  names: { inviter: string; startup: string },
): Promise<void> {
  const origin = scope.services.tenants.originOf(scope.tenant.slug);
  for (const mail of mails) {
    const to = await findAuthUserById(scope.tdb, mail.userId);
    if (!to) continue;
    const token = encodeURIComponent(mail.rawToken);
    const url = `${origin}/coaching/invitation/${invite.id}?token=${token}`;
    const declineUrl = `${origin}/coaching/invitation/${invite.id}/cancel-meeting?token=${token}`;
    await scope.services.mailer.send(scope, {
      to: to.email,
      kind: 'coaching-invite',
      language: mailLanguageOf(to, scope.tenant),
      content: coachingInviteEmail(scope, to, invite, { ...names, url, declineUrl }),
      secrets: [mail.rawToken],
    });
  }
}
